import { createHash } from 'node:crypto';
import forge from 'node-forge';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  CERTIFICATE_CHECK_LIMITS,
  CERTIFICATE_MESSAGES,
  KEY_DERIVATION_LIMITS,
  assertKeyDerivation,
  certificatesOpened,
  guardKeyDerivation,
  keyDerivationIterations,
  readCertificate,
} from '../src/modules/signatures/certificate.ts';
import { a1, testCa, withIterations } from './certificate-helpers.ts';
import { EVENT_LOOP_BLOCK_LIMIT_MS, watchEventLoop } from './event-loop.ts';
import { startTestApi, type TestApi } from './harness.ts';
import { createCustomer } from './customer-helpers.ts';
import { testClock, type AuthHeaders } from './helpers.ts';
import { addMember, makeCompany, type Member } from './members.ts';
import { createNote, patchNote, type NoteAnswer } from './note-helpers.ts';

// 15:04 UTC is 12:04 in São Paulo.
const clock = testClock(new Date('2026-03-10T15:04:00Z'));

let api: TestApi;
let admin: Member;
let author: Member;
let limited: Member;
let other: Member;
let customerId: number;
let companyHash: string;
let locked: NoteAnswer;
let open: NoteAnswer;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function upload(auth: AuthHeaders, bytes: Buffer, password: string, userId?: number): Promise<{ status: number; body: any }> {
  const body = new FormData();
  body.append('file', new Blob([new Uint8Array(bytes)]), 'certificado.pfx');
  body.append('password', password);
  if (userId !== undefined) body.append('user_id', String(userId));
  const response = await fetch(`${api.url}/api/v1/signing_certificates`, { method: 'POST', headers: auth, body });
  return { status: response.status, body: await response.json() };
}

function call(method: 'GET' | 'DELETE', url: string, auth?: AuthHeaders) {
  return api.app.inject({ method, url, ...(auth ? { headers: auth } : {}) });
}

const signedPath = (note: NoteAnswer, hash = companyHash) => `/api/v1/companies/${hash}/customer_notes/${note.hashid}/signed.pdf`;

/** The signature of a signed PDF, read and checked the way a PDF reader does. */
function verify(pdf: Buffer) {
  const text = pdf.toString('latin1');
  const ranges = [...text.matchAll(/\/ByteRange\s*\[\s*(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s*\]/g)];
  expect(ranges).toHaveLength(1);
  const [start, length, start2, length2] = ranges[0]!.slice(1).map(Number) as [number, number, number, number];
  expect(start).toBe(0);
  expect(start2 + length2).toBe(pdf.length);
  const contents = text.slice(start + length, start2);
  expect(contents).toMatch(/^<[0-9a-fA-F]+>$/);
  const signedBytes = Buffer.concat([pdf.subarray(start, start + length), pdf.subarray(start2, start2 + length2)]);
  const placeholder = Buffer.from(contents.slice(1, -1), 'hex');
  // The placeholder is padded with zeros past the signature's end: the DER header tells its length.
  const lengthBytes = placeholder[1]! & 0x7f;
  const derLength = 2 + lengthBytes + placeholder.subarray(2, 2 + lengthBytes).reduce((total, byte) => total * 256 + byte, 0);
  expect(placeholder.subarray(derLength).every((byte) => byte === 0)).toBe(true);
  const der = placeholder.subarray(0, derLength);
  const contentInfo = forge.asn1.fromDer(forge.util.createBuffer(der.toString('binary')));
  const message = forge.pkcs7.messageFromAsn1(contentInfo) as forge.pkcs7.PkcsSignedData & { rawCapture: { signerInfos: forge.asn1.Asn1[] } };
  const signer = message.certificates[0]!;
  // SignerInfo: version, sid, digestAlgorithm, [0] signedAttrs, signatureAlgorithm, signature.
  const signerInfo = message.rawCapture.signerInfos[0]!.value as forge.asn1.Asn1[];
  const signedAttrs = signerInfo.find((part) => part.tagClass === forge.asn1.Class.CONTEXT_SPECIFIC && part.type === 0)!;
  const signatureValue = signerInfo[signerInfo.length - 1]!.value as string;
  const attributes = signedAttrs.value as forge.asn1.Asn1[];
  const digestAttribute = attributes.find((attribute) => forge.asn1.derToOid((attribute.value as forge.asn1.Asn1[])[0]!.value as string) === forge.pki.oids.messageDigest!)!;
  const messageDigest = Buffer.from((((digestAttribute.value as forge.asn1.Asn1[])[1]!.value as forge.asn1.Asn1[])[0]!.value as string), 'binary');
  // The signature covers the attributes as a DER SET, not under their [0] tag.
  const asSet = forge.asn1.create(forge.asn1.Class.UNIVERSAL, forge.asn1.Type.SET, true, attributes);
  const attributesDigest = forge.md.sha256.create().update(forge.asn1.toDer(asSet).getBytes()).digest().getBytes();
  const publicKey = signer.publicKey as forge.pki.rsa.PublicKey;
  return {
    signer,
    digestMatches: messageDigest.equals(createHash('sha256').update(signedBytes).digest()),
    signatureValid: publicKey.verify(attributesDigest, signatureValue),
    issuedByTestCa: testCa.cert.verify(signer),
    ranges: [start, length, start2, length2] as const,
  };
}

beforeAll(async () => {
  api = await startTestApi({ clock });
  admin = await makeCompany(api.db, 'team', { name: 'Dra. Luíza Araújo', now: clock() });
  author = await addMember(api.db, admin.companyId, 'standard', { name: 'Dr. Caio Mendes', now: clock() });
  limited = await addMember(api.db, admin.companyId, 'limited', { name: 'Recepção', now: clock() });
  other = await makeCompany(api.db, 'team', { now: clock() });
  const company = await call('GET', `/api/v1/companies/${admin.companyId}`, admin.auth);
  companyHash = company.json().company.hashid;
  customerId = await createCustomer(api, admin.auth, 'João da Conceição');
  locked = await createNote(api, author.auth, customerId, '<p>Paciente relata <strong>melhora</strong> da ansiedade.</p>');
  clock.advance(60_000);
  const lock = await patchNote(api, author.auth, customerId, locked.id, { locked: true });
  expect(lock.statusCode).toBe(200);
  locked = lock.json().customer_note;
  open = await createNote(api, admin.auth, customerId, '<p>Rascunho</p>');
});
afterAll(() => api.close());

describe('uploading an A1 certificate', () => {
  it('refuses a wrong password, an expired certificate and a file that is not one, in pt-BR', async () => {
    const wrong = await upload(admin.auth, a1('CLINICA SAUDE PLENA LTDA:12345678000195', 'certa'), 'errada');
    expect(wrong.status).toBe(422);
    expect(wrong.body.full_messages).toEqual(['Senha do certificado incorreta']);
    const expired = await upload(admin.auth, a1('ANTIGA:12345678909', 'senha', { from: new Date('2024-01-01'), to: new Date('2025-01-01') }), 'senha');
    expect(expired.status).toBe(422);
    expect(expired.body.full_messages).toEqual(['Certificado vencido']);
    const notOne = await upload(admin.auth, Buffer.from('%PDF-1.4 não é um certificado'), 'senha');
    expect(notOne.status).toBe(422);
    expect(notOne.body.full_messages).toEqual(['Arquivo não é um certificado A1 (.pfx ou .p12)']);
    const list = await call('GET', '/api/v1/signing_certificates', admin.auth);
    expect(list.json().signing_certificates).toEqual([]);
    expect(await api.storedFiles()).toEqual([]);
  });

  it('refuses a file asking more key derivation rounds than an A1 does, before deriving anything', async () => {
    // A legacy export of 400,000 rounds: opening it took seconds of a worker, and then each signature as many.
    const slow = withIterations(a1('LEGADO:12345678909', 'senha'), 400_000);
    const opened = certificatesOpened();
    const started = performance.now();
    const refused = await upload(admin.auth, slow, 'senha');
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({ file: [CERTIFICATE_MESSAGES.slowKey] });
    expect(refused.body.full_messages).toEqual([CERTIFICATE_MESSAGES.slowKey]);
    // Not one derivation ran: the file was never opened with its password.
    expect(certificatesOpened()).toBe(opened);
    expect(performance.now() - started).toBeLessThan(5000);
    expect((await call('GET', '/api/v1/signing_certificates', admin.auth)).json().signing_certificates).toEqual([]);
  });

  it('reads the iteration counts of the MAC and of each encrypted bag, PBES2 ones too, without the password', () => {
    const read = (bytes: Buffer) => forge.asn1.fromDer(forge.util.createBuffer(bytes.toString('binary')));
    expect(keyDerivationIterations(read(a1('A:12345678909', 'x')))).toEqual([2048, 2048]);
    expect(keyDerivationIterations(read(a1('A:12345678909', 'x', { algorithm: 'aes256' })))).toEqual([2048, 2048]);
    expect(keyDerivationIterations(read(withIterations(a1('A:12345678909', 'x'), 400_000)))).toEqual([400_000, 400_000]);
    // Java 9 to 11 wrote a MAC of 100,000 rounds and bags of 50,000: an A1 of theirs is taken.
    expect(() => assertKeyDerivation([100_000, 50_000, 50_000])).not.toThrow();
    expect(() => assertKeyDerivation([KEY_DERIVATION_LIMITS.maxIterations + 1])).toThrow(CERTIFICATE_MESSAGES.slowKey);
    expect(() => assertKeyDerivation([100_000, 100_000, 100_000, 100_000])).toThrow(CERTIFICATE_MESSAGES.slowKey);
    expect(() => assertKeyDerivation([0])).toThrow(CERTIFICATE_MESSAGES.notA1);
  });

  it('refuses, where it opens the file, a derivation past the limit that the structure did not show', () => {
    // What a certificate worker does before it opens a file (certificate-worker.ts), here in this
    // test's thread: forge then refuses any one derivation past the limit. Without a MAC, forge goes
    // straight to the key's 400,000 rounds, as it would for a key inside an encrypted safe.
    guardKeyDerivation(KEY_DERIVATION_LIMITS);
    const hidden = withIterations(a1('OCULTO:12345678909', 'senha', { mac: false }), 400_000);
    const started = performance.now();
    expect(() => readCertificate(hidden, 'senha', clock())).toThrow(CERTIFICATE_MESSAGES.slowKey);
    expect(performance.now() - started).toBeLessThan(5000);
    expect(readCertificate(a1('COMUM:12345678909', 'senha'), 'senha', clock()).summary.subjectName).toBe('COMUM');
  });

  afterEach(async () => {
    // A test that opens a file in this thread holds the loop that the api (in this process) and this
    // file's fetch share; on a busy machine long enough that the api's keep-alive time for the last
    // upload's connection passes unseen. Its timers then run here, before the next upload could take
    // that connection as it closes.
    await new Promise((resolve) => setTimeout(resolve, 100));
  });

  it('opens a file off the event loop and gives up on one that would take too long, the api answering meanwhile', async () => {
    // A file that asks for two billion rounds of its key derivation: the MAC's iteration count rewritten.
    const pfx = forge.asn1.fromDer(forge.util.createBuffer(a1('DEMORADO:12345678909', 'senha').toString('binary')));
    const macData = (pfx.value as forge.asn1.Asn1[])[2]!;
    (macData.value as forge.asn1.Asn1[])[2]!.value = forge.asn1.integerToDer(2_000_000_000).getBytes();
    const crafted = Buffer.from(forge.asn1.toDer(pfx).getBytes(), 'binary');
    const limits = { ...CERTIFICATE_CHECK_LIMITS };
    const rounds = { ...KEY_DERIVATION_LIMITS };
    // The time limit stands behind the limit on rounds: lifted here, only the time limit stops it.
    Object.assign(KEY_DERIVATION_LIMITS, { maxIterations: Infinity, maxTotalIterations: Infinity });
    CERTIFICATE_CHECK_LIMITS.timeoutMs = 1500;
    try {
      const started = performance.now();
      const loop = watchEventLoop();
      const pending = upload(admin.auth, crafted, 'senha');
      for (let i = 0; i < 5; i += 1) {
        await new Promise((resolve) => setTimeout(resolve, 150));
        expect((await call('GET', '/healthz')).statusCode).toBe(200);
      }
      const refused = await pending;
      expect(refused.status).toBe(422);
      expect(refused.body.full_messages).toEqual(['Arquivo não é um certificado A1 (.pfx ou .p12)']);
      // Given up after 1.5 s (about 2 s on a quiet machine), not after the hours the file asks for.
      expect(performance.now() - started).toBeLessThan(20_000);
      expect(loop.stop()).toBeLessThan(EVENT_LOOP_BLOCK_LIMIT_MS);
    } finally {
      Object.assign(CERTIFICATE_CHECK_LIMITS, limits);
      Object.assign(KEY_DERIVATION_LIMITS, rounds);
    }
  });

  it('keeps the company certificate and lists what it says, never the file or its password', async () => {
    const created = await upload(admin.auth, a1('CLINICA SAUDE PLENA LTDA:12345678000195', 'segredo-da-clinica'), 'segredo-da-clinica');
    expect(created.status).toBe(201);
    expect(created.body.signing_certificate).toMatchObject({
      owner: 'company',
      user_id: null,
      subject_name: 'CLINICA SAUDE PLENA LTDA',
      document: '12345678000195',
      issuer_name: 'AC Teste Practice v5',
      valid_from: '2026-01-01T00:00:00.000Z',
      valid_to: '2027-01-01T00:00:00.000Z',
    });
    const list = await call('GET', '/api/v1/signing_certificates', admin.auth);
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain('segredo-da-clinica');
    expect(Object.keys(list.json().signing_certificates[0]).sort()).toEqual(
      ['created_at', 'document', 'id', 'issuer_name', 'owner', 'subject_name', 'user_id', 'user_name', 'valid_from', 'valid_to'].sort(),
    );
    const row = await api.db.selectFrom('signing_certificates').selectAll().executeTakeFirstOrThrow();
    expect(row.password_ciphertext).not.toContain('segredo');
    expect(row.p12_ciphertext.startsWith('v1.')).toBe(true);
  });

  it('is for administrators only: a limited user is refused every call', async () => {
    expect((await call('GET', '/api/v1/signing_certificates', limited.auth)).statusCode).toBe(403);
    expect((await upload(limited.auth, a1('RECEPCAO:12345678909', 'x'), 'x')).status).toBe(403);
    const [first] = (await call('GET', '/api/v1/signing_certificates', admin.auth)).json().signing_certificates;
    expect((await call('DELETE', `/api/v1/signing_certificates/${first.id}`, limited.auth)).statusCode).toBe(403);
    expect((await call('GET', '/api/v1/signing_certificates', admin.auth)).json().signing_certificates).toHaveLength(1);
  });
});

describe('a signed note PDF', () => {
  it('is refused for a note not yet locked', async () => {
    const response = await call('GET', signedPath(open), admin.auth);
    expect(response.statusCode).toBe(422);
    expect(response.json().full_messages).toEqual(['Somente anotações bloqueadas podem ser assinadas']);
    expect((open as NoteAnswer & { signed_pdf_urls: unknown }).signed_pdf_urls).toBeNull();
  });

  it('is signed with the company certificate when the author has none, and verifies', async () => {
    const response = await call('GET', signedPath(locked), author.auth);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const pdf = response.rawPayload;
    const checked = verify(pdf);
    expect(checked.digestMatches).toBe(true);
    expect(checked.signatureValid).toBe(true);
    expect(checked.issuedByTestCa).toBe(true);
    expect(checked.signer.subject.getField('CN').value).toBe('CLINICA SAUDE PLENA LTDA:12345678000195');
    expect(pdf.toString('latin1')).toContain('/SubFilter /ETSI.CAdES.detached');
  });

  it('is signed with the key kept when the certificate was opened, never deriving it again', async () => {
    const opened = certificatesOpened();
    for (let i = 0; i < 2; i += 1) {
      const response = await call('GET', signedPath(locked), author.auth);
      expect(response.statusCode).toBe(200);
      expect(verify(response.rawPayload).signatureValid).toBe(true);
    }
    expect(certificatesOpened()).toBe(opened);
    // A certificate kept before its key was: opened once, at its first signature, and kept from then on.
    await api.db.updateTable('signing_certificates').set({ signing_key_ciphertext: null }).execute();
    for (let i = 0; i < 2; i += 1) {
      const response = await call('GET', signedPath(locked), author.auth);
      expect(response.statusCode).toBe(200);
      const checked = verify(response.rawPayload);
      expect(checked.signatureValid && checked.digestMatches && checked.issuedByTestCa).toBe(true);
    }
    expect(certificatesOpened()).toBe(opened + 1);
    const row = await api.db.selectFrom('signing_certificates').select('signing_key_ciphertext').executeTakeFirstOrThrow();
    expect(row.signing_key_ciphertext?.startsWith('v1.')).toBe(true);
    expect(row.signing_key_ciphertext).not.toContain('PRIVATE KEY');
  });

  it('is signed with the author certificate once they have one, with a stamp naming them', async () => {
    const own = await upload(author.auth, a1('CAIO MENDES:12345678909', 'caio'), 'caio', author.id);
    expect(own.status).toBe(201);
    expect(own.body.signing_certificate).toMatchObject({ owner: 'user', user_id: author.id, user_name: 'Dr. Caio Mendes', document: '12345678909' });
    const response = await call('GET', signedPath(locked), author.auth);
    expect(response.statusCode).toBe(200);
    const checked = verify(response.rawPayload);
    expect(checked.signatureValid && checked.digestMatches).toBe(true);
    expect(checked.signer.subject.getField('CN').value).toBe('CAIO MENDES:12345678909');
  });

  it('fails to verify once any byte in the signed ranges changes', () => {
    return call('GET', signedPath(locked), author.auth).then((response) => {
      const pdf = response.rawPayload;
      const [start, length, start2, length2] = verify(pdf).ranges;
      for (const at of [start + 10, start + Math.floor(length / 2), start + length - 2, start2 + 1, start2 + Math.floor(length2 / 2), start2 + length2 - 3]) {
        const changed = Buffer.from(pdf);
        changed[at] = changed[at]! ^ 0x01;
        const checked = verify(changed);
        expect(checked.digestMatches, `byte ${at}`).toBe(false);
      }
    });
  });

  it('prints the stamp with the signer and the time', async () => {
    const { execFile } = await import('node:child_process');
    const { mkdtemp, writeFile, rm } = await import('node:fs/promises');
    const { join } = await import('node:path');
    const { tmpdir } = await import('node:os');
    const dir = await mkdtemp(join(tmpdir(), 'practice-signed-'));
    const file = join(dir, 'assinada.pdf');
    await writeFile(file, (await call('GET', signedPath(locked), author.auth)).rawPayload);
    const text = await new Promise<string>((resolve, reject) => execFile('pdftotext', [file, '-'], (error, stdout) => (error ? reject(error) : resolve(stdout))));
    await rm(dir, { recursive: true, force: true });
    expect(text.replace(/\s+/g, ' ')).toContain('Assinado digitalmente por CAIO MENDES em 10/03/2026 às 12:05');
  });

  it('is reached by the signed link the note carries, and each download leaves an access entry', async () => {
    const note = (await call('GET', `/api/v1/customers/${customerId}/customer_notes/${locked.id}`, author.auth)).json().customer_note;
    expect(note.signed_pdf_urls.A4).toContain('/signed.pdf?page_size=A4');
    const linked = await call('GET', note.signed_pdf_urls.A5);
    expect(linked.statusCode).toBe(200);
    expect(verify(linked.rawPayload).signatureValid).toBe(true);
    await vi.waitFor(
      async () => {
        const { accesses } = (await call('GET', `/api/v1/customers/${customerId}/accesses?limit=100`, admin.auth)).json();
        const signed = accesses.filter((access: { action: string }) => access.action === 'Baixou o PDF assinado de uma anotação');
        expect(signed.map((access: { user_name: string }) => access.user_name)).toEqual(['Link assinado', ...Array.from({ length: 8 }, () => 'Dr. Caio Mendes')]);
      },
      { timeout: 5000, interval: 100 },
    );
  });

  it('says so when no certificate signs for the author', async () => {
    const list = (await call('GET', '/api/v1/signing_certificates', admin.auth)).json().signing_certificates;
    for (const certificate of list) {
      const keeper = certificate.user_id === null ? admin : author;
      expect((await call('DELETE', `/api/v1/signing_certificates/${certificate.id}`, keeper.auth)).statusCode).toBe(200);
    }
    const response = await call('GET', signedPath(locked), author.auth);
    expect(response.statusCode).toBe(422);
    expect(response.json().full_messages).toEqual(['Nenhum certificado digital cadastrado']);
  });

  it('of a private note is its author alone', async () => {
    await upload(admin.auth, a1('CLINICA SAUDE PLENA LTDA:12345678000195', 'c'), 'c');
    const created = await api.app.inject({ method: 'POST', url: `/api/v1/customers/${customerId}/customer_notes`, headers: author.auth, payload: { customer_note: { body: '<p>Só meu</p>', private: true } } });
    expect(created.statusCode).toBe(201);
    const note = created.json().customer_note;
    expect((await patchNote(api, author.auth, customerId, note.id, { locked: true })).statusCode).toBe(200);
    expect((await call('GET', signedPath(note), author.auth)).statusCode).toBe(200);
    expect((await call('GET', signedPath(note), admin.auth)).statusCode).toBe(404);
  });
});

describe('another company', () => {
  it('gets 404 on every call', async () => {
    const [mine] = (await call('GET', '/api/v1/signing_certificates', admin.auth)).json().signing_certificates;
    expect((await call('GET', '/api/v1/signing_certificates', other.auth)).json().signing_certificates).toEqual([]);
    expect((await call('DELETE', `/api/v1/signing_certificates/${mine.id}`, other.auth)).statusCode).toBe(404);
    expect((await call('GET', signedPath(locked), other.auth)).statusCode).toBe(404);
    const theirs = await upload(other.auth, a1('OUTRA:12345678909', 'o'), 'o', author.id);
    expect(theirs.status).toBe(404);
    expect((await call('GET', '/api/v1/signing_certificates', admin.auth)).json().signing_certificates).toHaveLength(1);
  });
});

describe('who may send or remove a certificate', () => {
  const list = async () => (await call('GET', '/api/v1/signing_certificates', admin.auth)).json().signing_certificates as { id: number; user_id: number | null; subject_name: string }[];

  it("is its holder alone for a user's, and an administrator for the company's, in pt-BR otherwise", async () => {
    const adminOwn = await upload(admin.auth, a1('LUIZA ARAUJO:98765432100', 'luiza'), 'luiza', admin.id);
    expect(adminOwn.status).toBe(201);
    // A standard user sends a certificate bound to the administrator, or the company's: refused.
    for (const owner of [admin.id, undefined]) {
      const replacing = await upload(author.auth, a1('INTRUSO:12345678909', 'i'), 'i', owner);
      expect(replacing.status).toBe(403);
      expect(replacing.body.message).toBe(CERTIFICATE_MESSAGES.notYours);
    }
    // Nor does the administrator send a certificate in a professional's name.
    expect((await upload(admin.auth, a1('CAIO FALSO:12345678909', 'c'), 'c', author.id)).status).toBe(403);
    const kept = await list();
    expect(kept.map((certificate) => certificate.subject_name).sort()).toEqual(['CLINICA SAUDE PLENA LTDA', 'LUIZA ARAUJO']);
    const company = kept.find((certificate) => certificate.user_id === null)!;
    const admins = kept.find((certificate) => certificate.user_id === admin.id)!;
    for (const id of [company.id, admins.id]) {
      const removing = await call('DELETE', `/api/v1/signing_certificates/${id}`, author.auth);
      expect(removing.statusCode).toBe(403);
      expect(removing.json().message).toBe(CERTIFICATE_MESSAGES.notYours);
    }
    expect(await list()).toHaveLength(2);

    const authorOwn = await upload(author.auth, a1('CAIO MENDES:12345678909', 'caio'), 'caio', author.id);
    expect(authorOwn.status).toBe(201);
    expect((await call('DELETE', `/api/v1/signing_certificates/${authorOwn.body.signing_certificate.id}`, admin.auth)).statusCode).toBe(403);
    expect((await call('DELETE', `/api/v1/signing_certificates/${authorOwn.body.signing_certificate.id}`, author.auth)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/v1/signing_certificates/${admins.id}`, admin.auth)).statusCode).toBe(200);
    expect((await list()).map((certificate) => certificate.id)).toEqual([company.id]);
    expect((await upload(limited.auth, a1('RECEPCAO:12345678909', 'r'), 'r', limited.id)).status).toBe(403);
  });
});
