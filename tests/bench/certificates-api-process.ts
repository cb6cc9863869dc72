// The api for the certificates benchmark, in a process of its own: two companies, A and B, each with
// a customer and a locked note of about three A4 pages. A's company certificate is a legacy A1 that
// asks 400,000 key derivation rounds (made by OpenSSL, `-legacy -iter 400000`: SHA-1, 3DES and RC2),
// kept as one accepted before such files were refused; B asks for its plain PDF. Prints `READY <url> <setup as JSON>`: both
// companies' hashes, notes and auth headers, how long keeping A's certificate took, and the
// legacy file (base64) for the bench to send again.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startTestApi } from '@practice/api/testing';
import * as certificates from '../../api/src/modules/signatures/certificate.ts';
import { holderPems } from '../../api/test/certificate-helpers.ts';
import { createCustomer } from '../../api/test/customer-helpers.ts';
import { makeCompany } from '../../api/test/members.ts';
import { createNote, patchNote } from '../../api/test/note-helpers.ts';

const api = await startTestApi();
const now = new Date();
const body = Array.from({ length: 150 }, (_, index) => `<p>Sessão ${index + 1}: paciente relata melhora do sono e da ansiedade, mantém exercícios.</p>`).join('');

async function company(name: string) {
  const owner = await makeCompany(api.db, 'team', { name });
  const hash = (await api.app.inject({ method: 'GET', url: `/api/v1/companies/${owner.companyId}`, headers: owner.auth })).json().company.hashid as string;
  const customerId = await createCustomer(api, owner.auth, 'João da Conceição');
  const note = await createNote(api, owner.auth, customerId, body);
  const locked = await patchNote(api, owner.auth, customerId, note.id, { locked: true });
  if (locked.statusCode !== 200) throw new Error(`lock: ${locked.statusCode}`);
  return { hash, note: note.hashid, auth: owner.auth };
}

/** An A1 as OpenSSL exports it with `iterations` rounds for its MAC and each encrypted part. */
function legacyA1(iterations: number): Buffer {
  const pems = holderPems('CLINICA A LTDA:12345678000195', new Date(now.getTime() - 86_400_000), new Date(now.getTime() + 365 * 86_400_000));
  const dir = mkdtempSync(join(tmpdir(), 'bench-a1-'));
  try {
    writeFileSync(join(dir, 'key.pem'), pems.key);
    writeFileSync(join(dir, 'cert.pem'), pems.certificate);
    writeFileSync(join(dir, 'ca.pem'), pems.ca);
    const out = join(dir, 'a1.pfx');
    execFileSync('openssl', ['pkcs12', '-export', '-legacy', '-inkey', join(dir, 'key.pem'), '-in', join(dir, 'cert.pem'), '-certfile', join(dir, 'ca.pem'), '-out', out, '-passout', 'pass:senha', '-iter', String(iterations), '-maciter']);
    return readFileSync(out);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const a = await company('Dra. Ana (A)');
const b = await company('Dr. Bruno (B)');
const legacy = legacyA1(400_000);

// Kept as an api that accepted it did; an api that refuses such files is let through for this one,
// and a machine slower than the one that took 9.3 s gets the time it needs.
const limits = (certificates as { KEY_DERIVATION_LIMITS?: { maxIterations: number; maxTotalIterations: number } }).KEY_DERIVATION_LIMITS;
const saved = limits && { ...limits };
if (limits) Object.assign(limits, { maxIterations: Infinity, maxTotalIterations: Infinity });
const timeoutMs = certificates.CERTIFICATE_CHECK_LIMITS.timeoutMs;
certificates.CERTIFICATE_CHECK_LIMITS.timeoutMs = 120_000;
const form = new FormData();
form.append('file', new Blob([new Uint8Array(legacy)]), 'certificado.pfx');
form.append('password', 'senha');
const started = performance.now();
const kept = await fetch(`${api.url}/api/v1/signing_certificates`, { method: 'POST', headers: a.auth, body: form });
const keepingMs = Math.round(performance.now() - started);
if (kept.status !== 201) throw new Error(`legacy A1: ${kept.status} ${await kept.text()}`);
if (limits && saved) Object.assign(limits, saved);
certificates.CERTIFICATE_CHECK_LIMITS.timeoutMs = timeoutMs;

console.log(`READY ${api.url} ${JSON.stringify({ a, b, keepingMs, legacy: legacy.toString('base64') })}`);
process.on('SIGTERM', () => {
  void api.close().then(() => process.exit(0));
});
