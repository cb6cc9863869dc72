import { parentPort, workerData } from 'node:worker_threads';
import {
  CertificateError,
  guardKeyDerivation,
  readCertificate,
  type CertificateProblem,
  type KeyDerivationLimits,
  type OpenedCertificate,
} from './certificate.ts';

export interface CertificateJob {
  bytes: Uint8Array;
  password: string;
  /** The instant the certificate must be valid at, in ms. */
  now: number;
  /** What any one key derivation may ask for; null for none but the time limit. */
  limits: KeyDerivationLimits | null;
}

export type CertificateAnswer = { ok: true; opened: OpenedCertificate } | { ok: false; problem: CertificateProblem } | { ok: false; error: string };

/** A certificate worker (certificate.ts, openCertificateOffThread): opens one file and answers what it found. */
const job = workerData as CertificateJob;
if (job.limits) guardKeyDerivation(job.limits);
let answer: CertificateAnswer;
try {
  answer = { ok: true, opened: readCertificate(Buffer.from(job.bytes), job.password, new Date(job.now)) };
} catch (error) {
  answer = error instanceof CertificateError ? { ok: false, problem: error.problem } : { ok: false, error: error instanceof Error ? error.message : String(error) };
}
parentPort!.postMessage(answer);
