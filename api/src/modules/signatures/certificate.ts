import { Worker } from 'node:worker_threads';
import forge from 'node-forge';
import type { CertificateAnswer, CertificateJob } from './certificate-worker.ts';

export const CERTIFICATE_MESSAGES = {
  wrongPassword: 'Senha do certificado incorreta',
  expired: 'Certificado vencido',
  notA1: 'Arquivo não é um certificado A1 (.pfx ou .p12)',
  noCertificate: 'Nenhum certificado digital cadastrado',
  busy: 'Muitos certificados sendo verificados agora. Tente de novo em instantes.',
} as const;

/** What the list shows of a certificate, read from it once on upload. */
export interface CertificateSummary {
  subjectName: string;
  /** The CPF (11 digits) or CNPJ (14) an ICP-Brasil subject carries after its name ('NOME:12345678900'). */
  document: string | null;
  issuerName: string;
  validFrom: Date;
  validTo: Date;
}

export type CertificateProblem = keyof Pick<typeof CERTIFICATE_MESSAGES, 'wrongPassword' | 'expired' | 'notA1'>;

export class CertificateError extends Error {
  constructor(readonly problem: CertificateProblem) {
    super(CERTIFICATE_MESSAGES[problem]);
    this.name = 'CertificateError';
  }
}

const OIDS = {
  shroudedKey: '1.2.840.113549.1.12.10.1.2',
  key: '1.2.840.113549.1.12.10.1.1',
  certificate: '1.2.840.113549.1.12.10.1.3',
};

function attribute(name: forge.pki.Certificate['subject'], shortName: string): string | undefined {
  const value = name.getField(shortName)?.value;
  return typeof value === 'string' ? value : undefined;
}

/** ICP-Brasil common names end in ':' and the holder's CPF or CNPJ. */
function splitCommonName(commonName: string): { name: string; document: string | null } {
  const match = /^(.*?):(\d{11}|\d{14})$/.exec(commonName.trim());
  return match ? { name: match[1]!.trim(), document: match[2]! } : { name: commonName.trim(), document: null };
}

function readPkcs12(bytes: Buffer, password: string): forge.pkcs12.Pkcs12Pfx {
  let asn1: forge.asn1.Asn1;
  try {
    asn1 = forge.asn1.fromDer(forge.util.createBuffer(bytes.toString('binary')));
  } catch {
    throw new CertificateError('notA1');
  }
  try {
    return forge.pkcs12.pkcs12FromAsn1(asn1, false, password);
  } catch (error) {
    // forge tells a wrong password by the integrity check it fails; anything else is not a PKCS#12 file.
    const message = error instanceof Error ? error.message : String(error);
    if (/password|MAC|decrypt/i.test(message)) throw new CertificateError('wrongPassword');
    throw new CertificateError('notA1');
  }
}

/**
 * Opens an A1 file with its password and checks that it holds a private key and a certificate valid
 * at `now`: a wrong password, an expired certificate or any other file is a CertificateError.
 */
export function readCertificate(bytes: Buffer, password: string, now: Date): CertificateSummary {
  const p12 = readPkcs12(bytes, password);
  const bags = (type: string): forge.pkcs12.Bag[] => p12.getBags({ bagType: type })[type] ?? [];
  const keys = [...bags(OIDS.shroudedKey), ...bags(OIDS.key)].filter((bag) => bag.key);
  const certificates = bags(OIDS.certificate).flatMap((bag) => (bag.cert ? [bag.cert] : []));
  const key = keys[0]?.key as forge.pki.rsa.PrivateKey | undefined;
  // The signer's certificate is the one whose public key matches the private key; the others are its chain.
  const own = key ? certificates.find((cert) => {
    const publicKey = cert.publicKey as forge.pki.rsa.PublicKey;
    return publicKey.n !== undefined && publicKey.n.equals(key.n);
  }) : undefined;
  if (!key || !own) throw new CertificateError('notA1');
  if (own.validity.notAfter.getTime() < now.getTime() || own.validity.notBefore.getTime() > now.getTime()) throw new CertificateError('expired');
  const { name, document } = splitCommonName(attribute(own.subject, 'CN') ?? attribute(own.subject, 'O') ?? '');
  return {
    subjectName: name || 'Certificado sem nome',
    document,
    issuerName: (attribute(own.issuer, 'CN') ?? attribute(own.issuer, 'O') ?? '').trim(),
    validFrom: own.validity.notBefore,
    validTo: own.validity.notAfter,
  };
}

/**
 * How a file is opened off the event loop: the key derivation of a PKCS#12 file runs as many rounds
 * as the file says, so a crafted file could hold a process for hours. Each file is opened in a worker
 * thread of its own, stopped after `timeoutMs` (a file that takes longer is no A1 one can sign with),
 * with a small heap; at most `concurrency` at once per process, and up to `maxQueued` more waiting.
 */
export const CERTIFICATE_CHECK_LIMITS = { concurrency: 2, maxQueued: 8, timeoutMs: 10_000, maxHeapMb: 128 };

/** Too many files are being opened at once; the caller answers 503. */
export class CertificateChecksBusy extends Error {
  constructor() {
    super('certificate checks busy');
    this.name = 'CertificateChecksBusy';
  }
}

const WORKER_ENTRY = new URL('./certificate-worker.mjs', import.meta.url);
let running = 0;
const waiting: (() => void)[] = [];

async function turn(): Promise<void> {
  if (running < CERTIFICATE_CHECK_LIMITS.concurrency) {
    running += 1;
    return;
  }
  if (waiting.length >= CERTIFICATE_CHECK_LIMITS.maxQueued) throw new CertificateChecksBusy();
  // The finishing check hands its place over: `running` stays counted for this one.
  await new Promise<void>((resolve) => waiting.push(resolve));
}

function leave(): void {
  const next = waiting.shift();
  if (next) next();
  else running -= 1;
}

/** `readCertificate` in a worker thread, within CERTIFICATE_CHECK_LIMITS; the same answers and errors. */
export async function readCertificateOffThread(bytes: Buffer, password: string, now: Date): Promise<CertificateSummary> {
  await turn();
  try {
    const job: CertificateJob = { bytes: new Uint8Array(bytes), password, now: now.getTime() };
    const answer = await new Promise<CertificateAnswer>((resolve, reject) => {
      const worker = new Worker(WORKER_ENTRY, { workerData: job, execArgv: [], resourceLimits: { maxOldGenerationSizeMb: CERTIFICATE_CHECK_LIMITS.maxHeapMb } });
      const timer = setTimeout(() => {
        void worker.terminate();
        resolve({ ok: false, problem: 'notA1' });
      }, CERTIFICATE_CHECK_LIMITS.timeoutMs);
      worker.once('message', (message: CertificateAnswer) => {
        clearTimeout(timer);
        void worker.terminate();
        resolve(message);
      });
      worker.once('error', (error: Error & { code?: string }) => {
        clearTimeout(timer);
        // A file whose opening outgrows the heap is not one it could open; anything else is the api's failure.
        if (error.code === 'ERR_WORKER_OUT_OF_MEMORY') resolve({ ok: false, problem: 'notA1' });
        else reject(error);
      });
      worker.once('exit', () => {
        clearTimeout(timer);
        // Ended without answering (out of memory): not a file it could open.
        resolve({ ok: false, problem: 'notA1' });
      });
    });
    if (answer.ok) return answer.summary;
    if ('problem' in answer) throw new CertificateError(answer.problem);
    throw new Error(answer.error);
  } finally {
    leave();
  }
}
