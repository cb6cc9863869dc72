import { Worker } from 'node:worker_threads';
import forge from 'node-forge';
import type { CertificateAnswer, CertificateJob } from './certificate-worker.ts';

export const CERTIFICATE_MESSAGES = {
  wrongPassword: 'Senha do certificado incorreta',
  expired: 'Certificado vencido',
  notA1: 'Arquivo não é um certificado A1 (.pfx ou .p12)',
  noCertificate: 'Nenhum certificado digital cadastrado',
  notYours: 'Somente o próprio profissional pode enviar ou remover o certificado dele, e somente um administrador o da empresa',
  unreadable: 'Não foi possível abrir o certificado digital cadastrado. Envie-o de novo.',
  busy: 'Muitos certificados sendo verificados agora. Tente de novo em instantes.',
  slowKey: 'A senha deste arquivo foi protegida com mais repetições do que um certificado A1 usa (mais de 100.000). Exporte o certificado de novo e envie o novo arquivo.',
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

/**
 * What signing needs of an opened certificate, so that signing never derives its key again: the
 * private key (PKCS#1 PEM) and the certificates (PEM), the signer's first and then its chain.
 */
export interface SigningKey {
  key: string;
  certificates: string[];
}

/** A certificate opened with its password: what the list shows of it and the key that signs. */
export interface OpenedCertificate {
  summary: CertificateSummary;
  signingKey: SigningKey;
}

export type CertificateProblem = keyof Pick<typeof CERTIFICATE_MESSAGES, 'wrongPassword' | 'expired' | 'notA1' | 'slowKey'>;

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
  safeContents: '1.2.840.113549.1.12.10.1.6',
  data: '1.2.840.113549.1.7.1',
  encryptedData: '1.2.840.113549.1.7.6',
  pbes2: '1.2.840.113549.1.5.13',
  pbkdf2: '1.2.840.113549.1.5.12',
};

/** PKCS#12's own PBE schemes (1.2.840.113549.1.12.1.x) and PKCS#5's PBES1 ones: parameters (salt, iterations). */
const PBE_PARAMETERS = /^1\.2\.840\.113549\.1\.(12\.1\.[1-6]|5\.(1|3|4|6|10|11))$/;

/**
 * How much key derivation a file may ask for before anything is derived. Real A1 files ask for
 * 2,000 (Windows' export), 2,048 (OpenSSL), 10,000 (Java since 12) or, at most, 100,000 (the MAC of
 * Java 9 to 11, whose bags take 50,000); each count is one derivation of forge's pure JavaScript, a
 * few hundred milliseconds at 100,000. A file past either limit is refused before it is opened.
 */
export interface KeyDerivationLimits {
  /** The iteration count of any one derivation: the MAC's, or one bag's or safe's encryption. */
  maxIterations: number;
  /** The counts of a whole file added up: a MAC, a key and a safe of certificates at the most. */
  maxTotalIterations: number;
}

export const KEY_DERIVATION_LIMITS: KeyDerivationLimits = {
  maxIterations: 100_000,
  maxTotalIterations: 300_000,
};

/** An ASN.1 node's children, or none when it holds bytes. */
function children(node: forge.asn1.Asn1 | undefined): forge.asn1.Asn1[] {
  return node && Array.isArray(node.value) ? node.value : [];
}

/** The bytes of an OCTET STRING, also when it is sent in pieces (BER's constructed form). */
function octets(node: forge.asn1.Asn1 | undefined): string {
  if (!node) throw new CertificateError('notA1');
  return typeof node.value === 'string' ? node.value : node.value.map(octets).join('');
}

function oidOf(node: forge.asn1.Asn1 | undefined): string {
  if (!node || node.type !== forge.asn1.Type.OID || typeof node.value !== 'string') throw new CertificateError('notA1');
  return forge.asn1.derToOid(node.value);
}

/** An INTEGER's value; a count past 2^53 is as good as infinite here. */
function count(node: forge.asn1.Asn1 | undefined): number {
  if (!node || node.type !== forge.asn1.Type.INTEGER || typeof node.value !== 'string' || node.value.length === 0) throw new CertificateError('notA1');
  if (node.value.charCodeAt(0) & 0x80) return -1;
  let value = 0;
  for (const char of node.value) value = value * 256 + char.charCodeAt(0);
  return value;
}

function parseDer(bytes: string): forge.asn1.Asn1 {
  try {
    return forge.asn1.fromDer(bytes, false);
  } catch {
    throw new CertificateError('notA1');
  }
}

/** The iteration count an encryption AlgorithmIdentifier asks for; none for a scheme that derives nothing here. */
function algorithmIterations(algorithm: forge.asn1.Asn1 | undefined): number[] {
  const [oid, parameters] = children(algorithm);
  const scheme = oidOf(oid);
  if (PBE_PARAMETERS.test(scheme)) return [count(children(parameters)[1])];
  if (scheme !== OIDS.pbes2) return [];
  const [derivation] = children(parameters);
  const [derivationOid, derivationParameters] = children(derivation);
  return oidOf(derivationOid) === OIDS.pbkdf2 ? [count(children(derivationParameters)[1])] : [];
}

/** The counts asked by the bags of a SafeContents that is not encrypted (the key usually sits in one). */
function safeContentsIterations(safeContents: forge.asn1.Asn1, depth: number): number[] {
  if (depth > 4) throw new CertificateError('notA1');
  return children(safeContents).flatMap((bag) => {
    const [bagId, wrapped] = children(bag);
    const value = children(wrapped)[0];
    switch (oidOf(bagId)) {
      case OIDS.shroudedKey:
        return algorithmIterations(children(value)[0]);
      case OIDS.safeContents:
        return value ? safeContentsIterations(value, depth + 1) : [];
      default:
        return [];
    }
  });
}

/**
 * The iteration count of every key derivation a PKCS#12 file asks for that can be read without its
 * password: its MAC's (1 when it names none), each encrypted safe's and each shrouded key's outside
 * one. Read from the file's structure alone, in a few milliseconds whatever the counts are.
 */
export function keyDerivationIterations(pfx: forge.asn1.Asn1): number[] {
  const [, authSafe, macData] = children(pfx);
  const [contentType, content] = children(authSafe);
  if (oidOf(contentType) !== OIDS.data) return [];
  const iterations: number[] = [];
  if (macData) {
    const macIterations = children(macData)[2];
    iterations.push(macIterations ? count(macIterations) : 1);
  }
  for (const info of children(parseDer(octets(children(content)[0])))) {
    const [type, wrapped] = children(info);
    const inner = children(wrapped)[0];
    const kind = oidOf(type);
    if (kind === OIDS.data) iterations.push(...safeContentsIterations(parseDer(octets(inner)), 0));
    // EncryptedData: version, then EncryptedContentInfo (content type, algorithm, content).
    else if (kind === OIDS.encryptedData) iterations.push(...algorithmIterations(children(children(inner)[1])[1]));
  }
  return iterations;
}

/** Throws 'slowKey' when the counts ask for more than KEY_DERIVATION_LIMITS, and 'notA1' for a count below 1. */
export function assertKeyDerivation(iterations: readonly number[], limits = KEY_DERIVATION_LIMITS): void {
  if (iterations.some((iterationCount) => iterationCount < 1)) throw new CertificateError('notA1');
  const total = iterations.reduce((sum, iterationCount) => sum + iterationCount, 0);
  if (iterations.some((iterationCount) => iterationCount > limits.maxIterations) || total > limits.maxTotalIterations) throw new CertificateError('slowKey');
}

function readAsn1(bytes: Buffer): forge.asn1.Asn1 {
  try {
    return forge.asn1.fromDer(forge.util.createBuffer(bytes.toString('binary')));
  } catch {
    throw new CertificateError('notA1');
  }
}

/**
 * Checks, before anything is derived, that a file's key derivation is one an A1 asks for: a
 * 'slowKey' CertificateError otherwise, or 'notA1' when it is no PKCS#12 file.
 */
export function checkKeyDerivation(bytes: Buffer, limits = KEY_DERIVATION_LIMITS): void {
  const asn1 = readAsn1(bytes);
  let iterations: number[];
  try {
    iterations = keyDerivationIterations(asn1);
  } catch (error) {
    if (error instanceof CertificateError) throw error;
    throw new CertificateError('notA1');
  }
  assertKeyDerivation(iterations, limits);
}

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
  const asn1 = readAsn1(bytes);
  try {
    return forge.pkcs12.pkcs12FromAsn1(asn1, false, password);
  } catch (error) {
    if (error instanceof CertificateError) throw error;
    // forge tells a wrong password by the integrity check it fails; anything else is not a PKCS#12 file.
    const message = error instanceof Error ? error.message : String(error);
    if (/password|MAC|decrypt/i.test(message)) throw new CertificateError('wrongPassword');
    throw new CertificateError('notA1');
  }
}

/**
 * Opens an A1 file with its password and checks that it holds a private key and a certificate valid
 * at `now`: a wrong password, an expired certificate or any other file is a CertificateError.
 * Answers what the list shows of it and the key that signs with it.
 */
export function readCertificate(bytes: Buffer, password: string, now: Date): OpenedCertificate {
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
    summary: {
      subjectName: name || 'Certificado sem nome',
      document,
      issuerName: (attribute(own.issuer, 'CN') ?? attribute(own.issuer, 'O') ?? '').trim(),
      validFrom: own.validity.notBefore,
      validTo: own.validity.notAfter,
    },
    signingKey: {
      key: forge.pki.privateKeyToPem(key),
      certificates: [own, ...certificates.filter((cert) => cert !== own)].map((cert) => forge.pki.certificateToPem(cert)),
    },
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

let opened = 0;

/** How many PKCS#12 files this process has opened with their password (each one derives its keys): for tests. */
export function certificatesOpened(): number {
  return opened;
}

/**
 * Makes forge refuse, inside the thread that calls it, any one key derivation of more rounds than
 * `limits` allow, before it runs: a part inside an encrypted safe shows its count only once the safe
 * is open, so checkKeyDerivation cannot read it beforehand. (Their sum is left to the time limit:
 * forge derives a PKCS#12 PBE's key and its IV apart, so its calls add up to more than the counts.)
 */
export function guardKeyDerivation(limits: KeyDerivationLimits): void {
  const guard = <F extends (...args: never[]) => unknown>(derive: F, countAt: number): F =>
    ((...args: Parameters<F>) => {
      if (!(Number(args[countAt]) <= limits.maxIterations)) throw new CertificateError('slowKey');
      return derive(...args);
    }) as F;
  const library = forge as unknown as {
    pkcs12: { generateKey: (...args: never[]) => unknown };
    pki: { pbe: { generatePkcs12Key: (...args: never[]) => unknown } };
    pkcs5: { pbkdf2: (...args: never[]) => unknown };
  };
  // (password, salt, id, iterations, ...) and (password, salt, iterations, ...).
  library.pkcs12.generateKey = guard(library.pkcs12.generateKey, 3);
  library.pki.pbe.generatePkcs12Key = guard(library.pki.pbe.generatePkcs12Key, 3);
  library.pkcs5.pbkdf2 = guard(library.pkcs5.pbkdf2, 2);
}

/**
 * Opens a file with its password in a worker thread, within CERTIFICATE_CHECK_LIMITS: the same
 * answers and errors as readCertificate. First its key derivation is read and checked against
 * `limits`, in this thread and in milliseconds, so a file asking too much is refused before any
 * thread starts. `limits` null opens a file kept before those limits, once, to keep its key.
 */
export async function openCertificateOffThread(
  bytes: Buffer,
  password: string,
  now: Date,
  limits: KeyDerivationLimits | null = KEY_DERIVATION_LIMITS,
): Promise<OpenedCertificate> {
  if (limits) checkKeyDerivation(bytes, limits);
  await turn();
  try {
    opened += 1;
    const job: CertificateJob = { bytes: new Uint8Array(bytes), password, now: now.getTime(), limits };
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
    if (answer.ok) return answer.opened;
    if ('problem' in answer) throw new CertificateError(answer.problem);
    throw new Error(answer.error);
  } finally {
    leave();
  }
}
