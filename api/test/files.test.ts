import { readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { mkdtemp } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FileUrls, loadFilesSecret } from '../src/storage/signed-urls.ts';
import { startTestApi, type TestApi } from './harness.ts';
import { HOUR, testClock, type AuthHeaders } from './helpers.ts';
import { addMember, makeCompany, type Member } from './members.ts';

let api: TestApi;
const clock = testClock();

beforeAll(async () => {
  api = await startTestApi({ clock });
});
afterAll(() => api.close());

/** A 1×1 PNG and the start of a JPEG: what their first bytes say is all that matters. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('JFIF-corpo-da-imagem')]);
const GIF = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1');

const MB = 1024 * 1024;

function bigPng(bytes: number): Buffer {
  const image = Buffer.alloc(bytes, 7);
  PNG.copy(image, 0, 0, 16);
  return image;
}

function companyUrl(member: Member) {
  return `/api/v1/companies/${member.companyId}`;
}

function patchCompany(member: Member, company: Record<string, unknown>) {
  return api.app.inject({ method: 'PATCH', url: companyUrl(member), headers: member.auth, payload: { company } });
}

function patchUser(member: Member, userId: number, user: Record<string, unknown>) {
  return api.app.inject({
    method: 'PATCH',
    url: `${companyUrl(member)}/users/${userId}`,
    headers: member.auth,
    payload: { user },
  });
}

interface Image {
  image_url: string | null;
  image_id: number | null;
}

/** What the routes under test answer: a company or a user with its image, or a 422. */
interface Answer {
  company: Image & Record<string, unknown>;
  user: Image & { name: string };
  errors: Record<string, string[]>;
  full_messages: string[];
  message: string;
}

/** The way the gateway sends an upload: a multipart file part under the attachment's key. */
async function upload(
  member: Member,
  path: string,
  resource: 'company' | 'user',
  file: { bytes: Buffer; name: string },
  fields: Record<string, string> = {},
) {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.append(key, value);
  body.append(`${resource}[attachment_attributes][attachment]`, new Blob([new Uint8Array(file.bytes)]), file.name);
  const response = await fetch(`${api.url}${path}`, { method: 'PATCH', headers: member.auth, body });
  return { status: response.status, body: (await response.json()) as Answer };
}

function getFile(url: string, headers: Record<string, string> = {}) {
  return api.app.inject({ method: 'GET', url, headers });
}

function storedFiles(): Promise<string[]> {
  return api.storedFiles();
}

async function attachmentRows(companyId: number) {
  return api.db.selectFrom('attachments').selectAll().where('company_id', '=', companyId).execute();
}

const dataUrl = (bytes: Buffer, type = 'image/png') => `data:${type};base64,${bytes.toString('base64')}`;

describe('company image', () => {
  it('takes a data URL and serves it through a signed URL', async () => {
    const admin = await makeCompany(api.db, 'team', { now: clock() });
    const response = await patchCompany(admin, { attachment_attributes: { attachment: dataUrl(PNG) } });
    expect(response.statusCode).toBe(200);
    const { company } = response.json();
    expect(company.image_id).toEqual(expect.any(Number));
    expect(company.image_url).toMatch(/^\/files\/[A-Za-z0-9_-]{32}\.png\?expires=\d+&signature=[A-Za-z0-9_-]+$/);

    const file = await getFile(company.image_url);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    const maxAge = Number(/^private, max-age=(\d+)$/.exec(String(file.headers['cache-control']))?.[1]);
    expect(maxAge).toBeGreaterThan(45 * 60);
    expect(maxAge).toBeLessThanOrEqual(60 * 60);
    expect(file.rawPayload.equals(PNG)).toBe(true);

    // The company answers the same signed URL to everyone in it while it is fresh.
    const limited = await addMember(api.db, admin.companyId, 'limited', { now: clock() });
    const read = await api.app.inject({ method: 'GET', url: companyUrl(admin), headers: limited.auth });
    expect(read.json().company.image_url).toBe(company.image_url);
  });

  it('takes bare base64 and tells a JPEG by its bytes', async () => {
    const admin = await makeCompany(api.db, 'team', { now: clock() });
    const { company } = (await patchCompany(admin, { attachment_attributes: { attachment: JPEG.toString('base64') } })).json();
    expect(company.image_url).toMatch(/^\/files\/[A-Za-z0-9_-]{32}\.jpg\?/);
    expect((await getFile(company.image_url)).headers['content-type']).toBe('image/jpeg');
  });

  it('takes a multipart file part, with other fields beside it', async () => {
    const admin = await makeCompany(api.db, 'team', { now: clock() });
    const { status, body } = await upload(admin, companyUrl(admin), 'company', { bytes: PNG, name: 'logo.PNG' }, {
      'company[company_treatment]': 'Clínica',
    });
    expect(status).toBe(200);
    expect(body.company).toMatchObject({ company_treatment: 'Clínica', image_url: expect.stringMatching(/^\/files\//) });
    const [row] = await attachmentRows(admin.companyId);
    expect(row).toMatchObject({ content_type: 'image/png', byte_size: PNG.length, filename: 'logo.PNG' });
  });

  it('replaces the image, deleting the old file, and records it', async () => {
    const admin = await makeCompany(api.db, 'team', { now: clock() });
    const first = (await patchCompany(admin, { attachment_attributes: { attachment: dataUrl(PNG) } })).json().company;
    const second = (
      await patchCompany(admin, { attachment_attributes: { id: String(first.image_id), attachment: dataUrl(JPEG, 'image/jpeg') } })
    ).json().company;
    expect(second.image_id).not.toBe(first.image_id);
    expect((await getFile(first.image_url)).statusCode).toBe(404);
    expect((await getFile(second.image_url)).statusCode).toBe(200);
    expect(await attachmentRows(admin.companyId)).toHaveLength(1);

    const activity = await api.db
      .selectFrom('activities')
      .select('changes')
      .where('company_id', '=', admin.companyId)
      .where('item_type', '=', 'Company')
      .where('event', '=', 'update')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(activity.changes).toEqual([{ field_name: 'image_id', from: first.image_id, to: second.image_id }]);
  });

  it('removes the image with _destroy, and ignores a stale id', async () => {
    const admin = await makeCompany(api.db, 'team', { now: clock() });
    const { company } = (await patchCompany(admin, { attachment_attributes: { attachment: dataUrl(PNG) } })).json();
    const stale = await patchCompany(admin, { attachment_attributes: { id: String(company.image_id + 1000), _destroy: 'true' } });
    expect(stale.json().company.image_id).toBe(company.image_id);

    const removed = await patchCompany(admin, { attachment_attributes: { id: String(company.image_id), _destroy: '1' } });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().company).toMatchObject({ image_id: null, image_url: null });
    expect((await getFile(company.image_url)).statusCode).toBe(404);
    expect(await attachmentRows(admin.companyId)).toEqual([]);
  });

  it.each([
    { case: 'a PNG named .gif', file: { bytes: PNG, name: 'foto.gif' }, message: 'deve ser uma imagem JPG ou PNG' },
    { case: 'a GIF named .png', file: { bytes: GIF, name: 'foto.png' }, message: 'deve ser uma imagem JPG ou PNG' },
    { case: 'a text file named .png', file: { bytes: Buffer.from('só texto, nada de imagem'), name: 'foto.png' }, message: 'deve ser uma imagem JPG ou PNG' },
    { case: 'an empty file', file: { bytes: Buffer.alloc(0), name: 'foto.png' }, message: 'deve ser uma imagem JPG ou PNG' },
    { case: 'a PNG of 5 MB and one byte', file: { bytes: bigPng(5 * MB + 1), name: 'grande.png' }, message: 'é muito grande (máximo 5 MB)' },
    { case: 'a PNG of 12 MB', file: { bytes: bigPng(12 * MB), name: 'enorme.png' }, message: 'é muito grande (máximo 5 MB)' },
  ])('refuses $case sent as a file, keeping nothing', async ({ file, message }) => {
    const admin = await makeCompany(api.db, 'team', { now: clock() });
    const before = await storedFiles();
    const { status, body } = await upload(admin, companyUrl(admin), 'company', file, { 'company[company_treatment]': 'Clínica' });
    expect(status).toBe(422);
    expect(body).toMatchObject({ errors: { attachment: [message] }, full_messages: [`Imagem ${message}`] });
    expect(await storedFiles()).toEqual(before);
    expect(await attachmentRows(admin.companyId)).toEqual([]);
    const company = (await api.app.inject({ method: 'GET', url: companyUrl(admin), headers: admin.auth })).json().company;
    expect(company).toMatchObject({ company_treatment: 'Empresa', image_id: null });
  });

  it.each([
    { case: 'a GIF data URL', attachment: dataUrl(GIF, 'image/gif'), message: 'deve ser uma imagem JPG ou PNG' },
    { case: 'PNG bytes declared as a GIF', attachment: dataUrl(PNG, 'image/gif'), message: 'deve ser uma imagem JPG ou PNG' },
    { case: 'text that is not base64', attachment: 'isto não é base64!', message: 'deve ser uma imagem JPG ou PNG' },
    { case: 'a data URL that is not base64', attachment: 'data:image/png,%89PNG', message: 'deve ser uma imagem JPG ou PNG' },
    { case: 'base64 over 5 MB', attachment: dataUrl(bigPng(5 * MB + 1)), message: 'é muito grande (máximo 5 MB)' },
  ])('refuses $case, keeping nothing', async ({ attachment, message }) => {
    const admin = await makeCompany(api.db, 'team', { now: clock() });
    const before = await storedFiles();
    const response = await patchCompany(admin, { attachment_attributes: { attachment } });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ attachment: [message] });
    expect(await storedFiles()).toEqual(before);
  });

  it('takes a PNG of exactly 5 MB, as base64 in a multipart field as the web app sends it', async () => {
    const admin = await makeCompany(api.db, 'team', { now: clock() });
    const body = new FormData();
    body.append('company[attachment_attributes][attachment]', dataUrl(bigPng(5 * MB)));
    const response = await fetch(`${api.url}${companyUrl(admin)}`, { method: 'PATCH', headers: admin.auth, body });
    expect(response.status).toBe(200);
    const [row] = await attachmentRows(admin.companyId);
    expect(row?.byte_size).toBe(5 * MB);
  });

  it('lets a limited user change neither the image nor anything else but the print layout', async () => {
    const admin = await makeCompany(api.db, 'team', { now: clock() });
    const limited = await addMember(api.db, admin.companyId, 'limited', { now: clock() });
    const before = await storedFiles();
    const sent = await upload(limited, companyUrl(admin), 'company', { bytes: PNG, name: 'logo.png' });
    expect(sent.status).toBe(403);
    expect(await storedFiles()).toEqual(before);
  });
});

describe('a storage that fails', () => {
  it('answers 500 and changes nothing, whichever way the image came', async () => {
    const admin = await makeCompany(api.db, 'team', { now: clock() });
    const repair = await api.breakStorage();
    try {
      const multipart = await upload(admin, companyUrl(admin), 'company', { bytes: bigPng(MB), name: 'logo.png' }, {
        'company[company_treatment]': 'Clínica',
      });
      expect(multipart.status).toBe(500);
      const base64 = await patchCompany(admin, { company_treatment: 'Clínica', attachment_attributes: { attachment: dataUrl(PNG) } });
      expect(base64.statusCode).toBe(500);
      expect(base64.json()).toEqual({ message: 'Erro no servidor. Tente novamente em alguns instantes' });
    } finally {
      await repair();
    }
    const company = (await api.app.inject({ method: 'GET', url: companyUrl(admin), headers: admin.auth })).json().company;
    expect(company).toMatchObject({ company_treatment: 'Empresa', image_id: null });
    expect(await attachmentRows(admin.companyId)).toEqual([]);
  });
});

describe('user photo', () => {
  it('lets anyone set and remove their own photo, and deletes it with the user', async () => {
    const admin = await makeCompany(api.db, 'team', { now: clock() });
    const limited = await addMember(api.db, admin.companyId, 'limited', { now: clock() });
    const userUrl = `${companyUrl(admin)}/users/${limited.id}`;
    const { status, body } = await upload(limited, userUrl, 'user', { bytes: JPEG, name: 'eu.jpeg' }, { 'user[name]': 'Lia' });
    expect(status).toBe(200);
    expect(body.user).toMatchObject({ name: 'Lia', image_url: expect.stringMatching(/^\/files\/.+\.jpg\?/) });
    const photoUrl = String(body.user.image_url);
    expect((await getFile(photoUrl)).statusCode).toBe(200);

    // A list shows it too.
    const list = await api.app.inject({ method: 'GET', url: `${companyUrl(admin)}/users`, headers: admin.auth });
    const listed = list.json().users.find((user: { id: number }) => user.id === limited.id);
    expect(listed.image_url).toMatch(/^\/files\/.+\.jpg\?/);

    const removed = await patchUser(limited, limited.id, { attachment_attributes: { id: body.user.image_id, _destroy: true } });
    expect(removed.json().user).toMatchObject({ image_url: null, image_id: null });
    expect((await getFile(photoUrl)).statusCode).toBe(404);

    const again = (await patchUser(limited, limited.id, { attachment_attributes: { attachment: dataUrl(PNG) } })).json().user;
    expect((await getFile(again.image_url)).statusCode).toBe(200);
    const deleted = await api.app.inject({ method: 'DELETE', url: `${companyUrl(admin)}/users/${limited.id}`, headers: admin.auth });
    expect(deleted.statusCode).toBe(204);
    expect((await getFile(again.image_url)).statusCode).toBe(404);
    expect(await attachmentRows(admin.companyId)).toEqual([]);
  });

  it('refuses another user’s photo to those who may not edit them, keeping nothing', async () => {
    const admin = await makeCompany(api.db, 'team', { now: clock() });
    const standard = await addMember(api.db, admin.companyId, 'standard', { now: clock() });
    const limited = await addMember(api.db, admin.companyId, 'limited', { now: clock() });
    const before = await storedFiles();
    const sent = await upload(standard, `${companyUrl(admin)}/users/${limited.id}`, 'user', { bytes: PNG, name: 'x.png' });
    expect(sent.status).toBe(403);
    expect(await storedFiles()).toEqual(before);
    const byAdmin = await patchUser(admin, limited.id, { attachment_attributes: { attachment: dataUrl(PNG) } });
    expect(byAdmin.json().user.image_url).toMatch(/^\/files\//);
  });

  it('takes a photo with a new user, and keeps nothing when the user is refused', async () => {
    const admin = await makeCompany(api.db, 'free', { now: clock() });
    const before = await storedFiles();
    const refused = await api.app.inject({
      method: 'POST',
      url: `${companyUrl(admin)}/users`,
      headers: admin.auth,
      payload: {
        user: {
          email: `foto.${Date.now()}@exemplo.com.br`,
          name: 'Com Foto',
          password: 'senha123',
          password_confirmation: 'senha123',
          attachment_attributes: { attachment: dataUrl(PNG) },
        },
      },
    });
    // The free plan has room for its admin only: the user and its photo are both refused.
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toContain('limite');
    expect(await storedFiles()).toEqual(before);
    expect(await attachmentRows(admin.companyId)).toEqual([]);

    const team = await makeCompany(api.db, 'team', { now: clock() });
    const body = new FormData();
    body.append('user[email]', `foto.${Date.now()}@exemplo.com.br`);
    body.append('user[name]', 'Com Foto');
    body.append('user[password]', 'senha123');
    body.append('user[password_confirmation]', 'senha123');
    body.append('user[attachment_attributes][attachment]', new Blob([new Uint8Array(PNG)]), 'rosto.png');
    const created = await fetch(`${api.url}${companyUrl(team)}/users`, { method: 'POST', headers: team.auth, body });
    expect(created.status).toBe(201);
    const { user } = (await created.json()) as { user: { image_url: string } };
    expect((await getFile(user.image_url)).statusCode).toBe(200);
  });
});

describe('signed file URLs', () => {
  let imageUrl: string;
  let auth: AuthHeaders;

  beforeAll(async () => {
    const admin = await makeCompany(api.db, 'team', { now: clock() });
    auth = admin.auth;
    imageUrl = (await patchCompany(admin, { attachment_attributes: { attachment: dataUrl(PNG) } })).json().company.image_url;
  });

  it('refuses a tampered signature, key or expiry with 403', async () => {
    const url = new URL(imageUrl, 'http://api');
    const signature = url.searchParams.get('signature')!;
    const expires = url.searchParams.get('expires')!;
    const key = url.pathname.slice('/files/'.length);
    const otherKey = `${'A'.repeat(32)}.png`;
    const tampered = [
      `/files/${key}?expires=${expires}&signature=${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`,
      `/files/${key}?expires=${Number(expires) + 3600}&signature=${signature}`,
      `/files/${otherKey}?expires=${expires}&signature=${signature}`,
      `/files/${key}?expires=${expires}`,
      `/files/${key}`,
      `/files/${key}?expires=abc&signature=${signature}`,
    ];
    for (const path of tampered) {
      const response = await getFile(path);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: 'Você não tem permissão para acessar este recurso' });
    }
    // Auth headers are no substitute for a signature.
    expect((await getFile(`/files/${key}`, auth)).statusCode).toBe(403);
  });

  it('stops working when it expires, at most an hour after it was given', async () => {
    expect((await getFile(imageUrl)).statusCode).toBe(200);
    clock.advance(HOUR);
    expect((await getFile(imageUrl)).statusCode).toBe(403);
  });

  it('answers 404 for a well-signed URL whose file is gone', async () => {
    const key = new URL(imageUrl, 'http://api').pathname.slice('/files/'.length);
    const urls = new FileUrls(await loadFilesSecret({ filesSecret: undefined, dataDir: join(api.filesDir, '..') }), clock);
    expect((await getFile(urls.sign(key))).statusCode).toBe(200);
    await api.storage.delete(key);
    const response = await getFile(urls.sign(key));
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Recurso não encontrado' });
  });
});

describe('the URL signing secret', () => {
  it('is made once and kept in DATA_DIR, so URLs outlive a restart', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'practice-secret-'));
    try {
      const first = await loadFilesSecret({ filesSecret: undefined, dataDir });
      const [second, third] = await Promise.all([
        loadFilesSecret({ filesSecret: undefined, dataDir }),
        loadFilesSecret({ filesSecret: undefined, dataDir }),
      ]);
      expect(first).toMatch(/^[0-9a-f]{64}$/);
      expect([second, third]).toEqual([first, first]);
      const url = new FileUrls(first, clock).sign(`${'b'.repeat(32)}.png`);
      const parsed = new URL(url, 'http://api');
      const restarted = new FileUrls(second, clock);
      expect(restarted.check(`${'b'.repeat(32)}.png`, parsed.searchParams.get('expires'), parsed.searchParams.get('signature'))).toBe(
        'valid',
      );
      expect(await readdir(dataDir)).toEqual(['files-secret']);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('is FILES_SECRET when set', async () => {
    const secret = 'x'.repeat(40);
    expect(await loadFilesSecret({ filesSecret: secret, dataDir: '/nonexistent' })).toBe(secret);
  });
});

describe('uploads without a session', () => {
  it('are not stored', async () => {
    const before = await storedFiles();
    const body = new FormData();
    body.append('user[email]', 'ninguem@exemplo.com.br');
    body.append('user[password]', 'errada123');
    body.append('user[attachment_attributes][attachment]', new Blob([new Uint8Array(PNG)]), 'x.png');
    const response = await fetch(`${api.url}/api/v1/auth/sign_in`, { method: 'POST', body });
    expect(response.status).toBe(401);
    expect(await storedFiles()).toEqual(before);
  });
});
