import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { useRealApi, type AnyData } from './real-api.ts';

const real = useRealApi({ gateway: { webDist: '/nonexistent' } });
const { graphql, signUp } = real;

const run = promisify(execFile);

let admin: Record<string, string>;
let other: Record<string, string>;
let certificate: Buffer;

const UPLOAD = `mutation ($input: UploadSigningCertificateInput!) { uploadSigningCertificate(input: $input) {
  signingCertificate { id databaseId owner user { name } subjectName document issuerName validFrom validTo } errors { field messages } fullMessages
} }`;

async function upload(headers: Record<string, string>, bytes: Buffer, password: string): Promise<AnyData> {
  const form = new FormData();
  form.set('operations', JSON.stringify({ query: UPLOAD, variables: { input: { file: null, password } } }));
  form.set('map', JSON.stringify({ 0: ['variables.input.file'] }));
  form.set('0', new File([new Uint8Array(bytes)], 'certificado.pfx', { type: 'application/x-pkcs12' }));
  const response = await real.gateway.yoga.fetch('http://gateway.test/graphql', { method: 'POST', headers: { 'x-graphql-csrf': '1', ...headers }, body: form });
  return ((await response.json()) as AnyData).data.uploadSigningCertificate;
}

beforeAll(async () => {
  // An A1 file as OpenSSL 3 writes it (AES-256 and a SHA-256 MAC), self-signed for the test.
  const dir = await mkdtemp(join(tmpdir(), 'practice-a1-'));
  await run('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', join(dir, 'key.pem'), '-out', join(dir, 'cert.pem'), '-days', '30', '-subj', '/CN=CLINICA BEM ESTAR LTDA:12345678000195/O=ICP-Brasil/C=BR']);
  await run('openssl', ['pkcs12', '-export', '-inkey', join(dir, 'key.pem'), '-in', join(dir, 'cert.pem'), '-out', join(dir, 'a1.pfx'), '-passout', 'pass:senha-a1']);
  certificate = await readFile(join(dir, 'a1.pfx'));
  await rm(dir, { recursive: true, force: true });
  admin = await signUp('Helena');
  other = await signUp('Outra');
});

describe('A1 certificates through the gateway', () => {
  it('uploads, lists and deletes the company certificate; a wrong password comes back as a field error', async () => {
    const wrong = await upload(admin, certificate, 'errada');
    expect(wrong).toMatchObject({ signingCertificate: null, fullMessages: ['Senha do certificado incorreta'], errors: [{ field: 'password', messages: ['Senha do certificado incorreta'] }] });
    const kept = await upload(admin, certificate, 'senha-a1');
    expect(kept.errors).toEqual([]);
    expect(kept.signingCertificate).toMatchObject({ owner: 'COMPANY', user: null, subjectName: 'CLINICA BEM ESTAR LTDA', document: '12345678000195' });
    const list = await graphql('{ signingCertificates { id subjectName issuerName } }', admin);
    expect(list.data.signingCertificates).toEqual([{ id: kept.signingCertificate.id, subjectName: 'CLINICA BEM ESTAR LTDA', issuerName: 'CLINICA BEM ESTAR LTDA:12345678000195' }]);
    expect((await graphql('{ signingCertificates { id } }', other)).data.signingCertificates).toEqual([]);

    const customer = await graphql('mutation ($input: CreateCustomerInput!) { createCustomer(input: $input) { customer { id databaseId } } }', admin, { input: { name: 'Paciente Assinada', answers: [] } });
    const customerId = customer.data.createCustomer.customer.id;
    const note = await graphql('mutation ($input: CreateCustomerNoteInput!) { createCustomerNote(input: $input) { noteEdge { node { id signedPdfUrl(pageSize: A4) } } } }', admin, { input: { customerId, body: '<p>Evolução</p>' } });
    const created = note.data.createCustomerNote.noteEdge.node;
    expect(created.signedPdfUrl).toBeNull();
    const locked = await graphql('mutation ($input: LockCustomerNoteInput!) { lockCustomerNote(input: $input) { note { signedPdfUrl(pageSize: A4) } } }', admin, { input: { id: created.id } });
    const url = locked.data.lockCustomerNote.note.signedPdfUrl;
    expect(url).toMatch(/\/signed\.pdf\?page_size=A4&expires=/);
    const pdf = await fetch(`${real.api.url}${url}`);
    expect(pdf.status).toBe(200);
    expect(Buffer.from(await pdf.arrayBuffer()).toString('latin1')).toContain('/ByteRange');

    const foreign = await graphql('mutation ($input: DeleteSigningCertificateInput!) { deleteSigningCertificate(input: $input) { deletedId } }', other, { input: { id: kept.signingCertificate.id } });
    expect(foreign.errors?.[0]?.extensions).toMatchObject({ status: 404 });
    const removed = await graphql('mutation ($input: DeleteSigningCertificateInput!) { deleteSigningCertificate(input: $input) { deletedId errors { field } } }', admin, { input: { id: kept.signingCertificate.id } });
    expect(removed.data.deleteSigningCertificate).toEqual({ deletedId: kept.signingCertificate.id, errors: [] });
    expect((await graphql('{ signingCertificates { id } }', admin)).data.signingCertificates).toEqual([]);
  });
});
