import { parentPort, workerData } from 'node:worker_threads';
import { CertificateError, readCertificate, type CertificateProblem, type CertificateSummary } from './certificate.ts';

export interface CertificateJob {
  bytes: Uint8Array;
  password: string;
  /** The instant the certificate must be valid at, in ms. */
  now: number;
}

export type CertificateAnswer = { ok: true; summary: CertificateSummary } | { ok: false; problem: CertificateProblem } | { ok: false; error: string };

/** A certificate worker (certificate.ts, readCertificateOffThread): opens one file and answers what it found. */
const job = workerData as CertificateJob;
let answer: CertificateAnswer;
try {
  answer = { ok: true, summary: readCertificate(Buffer.from(job.bytes), job.password, new Date(job.now)) };
} catch (error) {
  answer = error instanceof CertificateError ? { ok: false, problem: error.problem } : { ok: false, error: error instanceof Error ? error.message : String(error) };
}
parentPort!.postMessage(answer);
