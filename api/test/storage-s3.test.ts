import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { newFileKey, PNG as PNG_TYPE } from '../src/storage/file-types.ts';
import { S3FileStorage } from '../src/storage/s3.ts';
import { ORPHAN_MIN_AGE_MS, UNFINISHED_UPLOAD_MAX_AGE_MS, sweepObjectStore } from '../src/storage/sweep.ts';
import { postCustomer } from './customer-helpers.ts';
import { makePng, startTestApi, type TestApi } from './harness.ts';
import { makeCompany, type Member } from './members.ts';
import { keyOf, uploadImage } from './note-helpers.ts';
import { startS3Server, TEST_BUCKET, type TestS3Server } from './s3-server.ts';
import { expectRanges } from './storage-range.ts';
import { taskClient } from './task-helpers.ts';

const MB = 1024 * 1024;

let folder: string;
let s3: TestS3Server;
let api: TestApi;
let bucket: S3FileStorage;
let owner: Member;
let other: Member;
let taskId: number;

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'storage-s3-test-'));
  s3 = await startS3Server(folder);
  api = await startTestApi({ config: { storage: s3.storage('clinica') }, logger: process.env.DEBUG_LOG ? { level: 'error' } : false });
  bucket = api.storage as S3FileStorage;
  owner = await makeCompany(api.db, 'team', { name: 'Dra. Helena' });
  other = await makeCompany(api.db, 'team', { name: 'Outra Clínica' });
  const tasks = taskClient(api, owner.auth);
  const board = (await tasks.createBoard({ name: 'Recepção' })).body.task_list.id;
  taskId = (await tasks.createTask(board, { title: 'Exames' })).body.task.id;
}, 60_000);
afterAll(async () => {
  await api.close();
  await s3.close();
  await rm(folder, { recursive: true, force: true });
});

const dataUrl = (bytes: Buffer) => `data:image/png;base64,${bytes.toString('base64')}`;

async function attachmentKeys(): Promise<string[]> {
  return (await api.db.selectFrom('attachments').select('key').execute()).map((row) => row.key).sort();
}

/** The file behind a signed link, read through the api as a browser would. */
async function fetchFile(url: string): Promise<{ status: number; bytes: Buffer; headers: Headers }> {
  const response = await fetch(`${api.url}${url}`);
  return { status: response.status, bytes: Buffer.from(await response.arrayBuffer()), headers: response.headers };
}

/** A task attachment sent as a multipart file part, streamed as the gateway sends it. */
async function attach(bytes: Buffer, name: string, member: Member = owner) {
  const body = new FormData();
  body.append('file', new Blob([new Uint8Array(bytes)]), name);
  const response = await fetch(`${api.url}/api/v1/tasks/${taskId}/attachments`, { method: 'POST', headers: member.auth, body });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return { status: response.status, body: (await response.json()) as any };
}

describe('STORAGE_URL', () => {
  it('names a bucket, its folder, the endpoint, the region and the path style', () => {
    const config = loadConfig({ STORAGE_URL: 's3://arquivos-clinica/producao/?endpoint=https://minio.local:9000&region=sa-east-1&force_path_style=true' });
    expect(config.storage).toEqual({
      kind: 's3',
      bucket: 'arquivos-clinica',
      prefix: 'producao/',
      endpoint: 'https://minio.local:9000',
      region: 'sa-east-1',
      forcePathStyle: true,
    });
    expect(loadConfig({ DATA_DIR: '/srv/practice' }).storage).toEqual({ kind: 'local', folder: '/srv/practice/files' });
    expect(loadConfig({ DATA_DIR: '/srv/practice', STORAGE_URL: 'file:///mnt/arquivos' }).storage).toEqual({ kind: 'local', folder: '/mnt/arquivos' });
    expect(() => loadConfig({ STORAGE_URL: 'https://bucket' })).toThrow(/STORAGE_URL must use file: or s3:/);
    expect(() => loadConfig({ STORAGE_URL: 's3://B?force_path_style=sim' })).toThrow(/must name a bucket/);
    expect(() => loadConfig({ STORAGE_URL: 's3://arquivos?force_path_style=sim' })).toThrow(/force_path_style must be true or false/);
    expect(() => loadConfig({ STORAGE_URL: 's3://arquivos?endpoint=ftp://x' })).toThrow(/endpoint must use http: or https:/);
  });
});

describe('files in an S3-compatible bucket', () => {
  it('keeps every kind of file in the bucket under its folder and serves it only through a signed link', async () => {
    const logo = makePng(20, 10, [10, 20, 30]);
    const company = await api.app.inject({
      method: 'PATCH',
      url: `/api/v1/companies/${owner.companyId}`,
      headers: owner.auth,
      payload: { company: { attachment_attributes: { attachment: dataUrl(logo) } } },
    });
    expect(company.statusCode, company.body).toBe(200);
    const photo = makePng(12, 12, [200, 100, 0]);
    const user = await api.app.inject({
      method: 'PATCH',
      url: `/api/v1/companies/${owner.companyId}/users/${owner.id}`,
      headers: owner.auth,
      payload: { user: { attachment_attributes: { attachment: dataUrl(photo) } } },
    });
    expect(user.statusCode, user.body).toBe(200);
    const portrait = makePng(16, 16, [0, 90, 200]);
    const customer = await postCustomer(api, owner.auth, { name: 'Júlia Conceição', attachment_attributes: { attachment: dataUrl(portrait) } });
    expect(customer.statusCode, customer.body).toBe(201);
    const drawing = makePng(30, 20, [20, 160, 60]);
    const noteImage = await uploadImage(api, owner.auth, drawing);
    // Past one part, so it goes up as a multipart upload.
    const scan = Buffer.alloc(12 * MB + 3, 0x41);
    scan.write('laudo', 0);
    const attached = await attach(scan, 'exame de sangue.pdf');
    expect(attached.status).toBe(201);

    const served: [string, Buffer][] = [
      [company.json().company.image_url, logo],
      [user.json().user.image_url, photo],
      [customer.json().customer.image_url, portrait],
      [noteImage, drawing],
      [attached.body.attachment.download_url, scan],
    ];
    for (const [url, bytes] of served) {
      const file = await fetchFile(url);
      expect(file.status, url).toBe(200);
      expect(file.bytes.equals(bytes), url).toBe(true);
      expect(Number(file.headers.get('content-length'))).toBe(bytes.length);
      // The same object without the api's signature: refused, whatever the bucket holds.
      expect((await fetch(`${api.url}/files/${keyOf(url)}`)).status).toBe(403);
    }

    const asked = await api.app.inject({ method: 'POST', url: `/api/v1/companies/${owner.companyId}/exports`, headers: owner.auth, payload: {} });
    expect(asked.statusCode, asked.body).toBe(202);
    await api.app.exportJobs.drain();
    const exportId = asked.json().export.id;
    const state = (await api.app.inject({ method: 'GET', url: `/api/v1/companies/${owner.companyId}/exports/${exportId}`, headers: owner.auth })).json().export;
    expect(state.status).toBe('done');
    const zip = await fetchFile(state.download_url);
    expect(zip.status).toBe(200);
    expect(zip.bytes.subarray(0, 2).toString('latin1')).toBe('PK');

    // Every object in the bucket has its row, under the configured folder, and nothing else is kept.
    const keys = await attachmentKeys();
    expect(keys).toHaveLength(6);
    expect(await api.storedFiles()).toEqual(keys);
    const listed = await bucket.client.send(new (await import('@aws-sdk/client-s3')).ListObjectsV2Command({ Bucket: TEST_BUCKET }));
    expect((listed.Contents ?? []).map((object) => object.Key).sort()).toEqual(keys.map((key) => `clinica/${key}`));
  }, 60_000);

  it("answers another company's calls with 404 and deletes an attachment's object with it", async () => {
    const attached = await attach(Buffer.from('receita'), 'receita.txt');
    const { id, download_url: url } = attached.body.attachment;
    const key = keyOf(url);
    expect(await api.storedFiles()).toContain(key);
    const intruder = taskClient(api, other.auth);
    expect((await intruder.call('GET', `/api/v1/tasks/${taskId}/attachments`)).status).toBe(404);
    expect((await intruder.call('DELETE', `/api/v1/tasks/${taskId}/attachments/${id}`)).status).toBe(404);
    expect((await attach(Buffer.from('intruso'), 'x.txt', other)).status).toBe(404);
    expect((await api.app.inject({ method: 'GET', url: `/api/v1/companies/${owner.companyId}`, headers: other.auth })).statusCode).toBe(404);
    expect((await fetchFile(url)).status).toBe(200);

    expect((await taskClient(api, owner.auth).call('DELETE', `/api/v1/tasks/${taskId}/attachments/${id}`)).status).toBe(200);
    expect(await api.storedFiles()).not.toContain(key);
    const gone = await fetchFile(url);
    expect(gone.status).toBe(404);
    expect(JSON.parse(gone.bytes.toString())).toEqual({ message: 'Recurso não encontrado' });
  });

  it('streams a download without waiting for the whole object', async () => {
    const big = Buffer.alloc(20 * MB, 0x42);
    const attached = await attach(big, 'video.bin');
    expect(attached.status).toBe(201);
    const response = await fetch(`${api.url}${attached.body.attachment.download_url}`);
    expect(response.status).toBe(200);
    const reader = response.body!.getReader();
    const first = await reader.read();
    // The first chunk arrives long before 20 MB could have been gathered in memory.
    expect(first.value!.length).toBeLessThan(big.length);
    let total = first.value!.length;
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) total += chunk.value.length;
    expect(total).toBe(big.length);
  }, 60_000);

  it('serves a part of a file to a Range request', async () => {
    const bytes = Buffer.from(Array.from({ length: 3000 }, (_, index) => index % 251));
    const attached = await attach(bytes, 'audio.bin');
    await expectRanges(api.url, attached.body.attachment.download_url, bytes);
  });
});

describe('an upload interrupted midway', () => {
  it('leaves neither an object nor a row when the sender goes away in the middle of a multipart upload', async () => {
    const rows = await attachmentKeys();
    const objects = await api.storedFiles();
    const controller = new AbortController();
    let sent = 0;
    const chunk = Buffer.alloc(MB, 0x43);
    const body = new ReadableStream<Uint8Array>({
      async pull(stream) {
        sent += chunk.length;
        // Past the first part (so a multipart upload is under way), then the sender is gone.
        if (sent > 18 * MB) {
          await new Promise((resolve) => setTimeout(resolve, 300));
          controller.abort();
          return;
        }
        stream.enqueue(chunk);
      },
    });
    const boundary = 'fronteira';
    const head = Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="grande.bin"\r\ncontent-type: application/octet-stream\r\n\r\n`);
    const multipart = new ReadableStream<Uint8Array>({
      start(stream) {
        stream.enqueue(head);
      },
      async pull(stream) {
        const reader = body.getReader();
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          stream.enqueue(value);
        }
        stream.close();
      },
    });
    await expect(
      fetch(`${api.url}/api/v1/tasks/${taskId}/attachments`, {
        method: 'POST',
        headers: { ...owner.auth, 'content-type': `multipart/form-data; boundary=${boundary}` },
        body: multipart,
        signal: controller.signal,
        duplex: 'half',
      } as RequestInit),
    ).rejects.toThrow();
    // The api notices the closed connection, aborts the upload, and keeps nothing.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await api.storedFiles()).toEqual(objects);
    expect(await attachmentKeys()).toEqual(rows);
  }, 60_000);

  it('leaves no object when the process is killed in the middle of an upload', async () => {
    const objects = await api.storedFiles();
    const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(new URL('./storage-s3-crash-child.ts', import.meta.url))], {
      env: { ...process.env, STORAGE_URL: s3.storageUrl('clinica'), NODE_NO_WARNINGS: '1' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const exited = once(child, 'exit');
    // Some parts are in the bucket's unfinished upload when the process dies.
    for await (const line of createInterface({ input: child.stdout! })) if (line === 'uploading') break;
    child.kill('SIGKILL');
    expect((await exited)[1]).toBe('SIGKILL');
    expect(await api.storedFiles()).toEqual(objects);
  }, 60_000);

  it('is swept when the process died between storing the object and committing its row', async () => {
    const rows = await attachmentKeys();
    // What a process that died right after storing a file leaves: an object no row points at.
    const orphan = newFileKey(PNG_TYPE);
    await bucket.put(orphan, makePng(4, 4, [1, 2, 3]));
    // Objects that are not the product's files, and files of another deployment sharing the bucket, are left alone.
    await bucket.client.send(new PutObjectCommand({ Bucket: TEST_BUCKET, Key: 'clinica/LEIA-ME.txt', Body: 'notas do operador' }));
    const neighbour = new S3FileStorage(s3.storage('outra'));
    const theirs = newFileKey(PNG_TYPE);
    await neighbour.put(theirs, makePng(4, 4, [9, 9, 9]));

    // Young, it may be an upload of another api about to commit its row: kept.
    expect(await sweepObjectStore(api.db, bucket, new Date())).toEqual({ unfinished: 0, orphaned: 0 });
    expect(await api.storedFiles()).toContain(orphan);

    const later = new Date(Date.now() + ORPHAN_MIN_AGE_MS + 60_000);
    expect(await sweepObjectStore(api.db, bucket, later)).toEqual({ unfinished: 0, orphaned: 1 });
    expect(await api.storedFiles()).toEqual(rows);
    expect(await bucket.client.send(new (await import('@aws-sdk/client-s3')).HeadObjectCommand({ Bucket: TEST_BUCKET, Key: 'clinica/LEIA-ME.txt' }))).toBeTruthy();
    expect(await neighbour.get(theirs)).toBeDefined();
    // Every file still has its object.
    for (const key of rows) expect(await bucket.get(key), key).toBeDefined();
  });
});

describe('uploads left unfinished', () => {
  it('are aborted once a day old, page after page; a store without the call has none', async () => {
    const store = new S3FileStorage(s3.storage('clinica'));
    const now = new Date('2026-11-25T12:00:00Z');
    const dayAgo = new Date(now.getTime() - UNFINISHED_UPLOAD_MAX_AGE_MS);
    const pages = [
      { IsTruncated: true, NextKeyMarker: 'clinica/b', NextUploadIdMarker: 'u2', Uploads: [
        { Key: 'clinica/a', UploadId: 'u1', Initiated: new Date(dayAgo.getTime() - 1000) },
        { Key: 'clinica/b', UploadId: 'u2', Initiated: new Date(now.getTime() - 60_000) },
      ] },
      { IsTruncated: false, Uploads: [{ Key: 'clinica/c', UploadId: 'u3', Initiated: new Date(dayAgo.getTime() - 60_000) }] },
    ];
    const sent: { name: string; input: Record<string, unknown> }[] = [];
    const send = vi.spyOn(store.client, 'send').mockImplementation((async (command: { constructor: { name: string }; input: Record<string, unknown> }) => {
      sent.push({ name: command.constructor.name, input: command.input });
      return command.constructor.name === 'ListMultipartUploadsCommand' ? pages.shift() : {};
    }) as never);
    expect(await store.abortStaleUploads(dayAgo)).toBe(2);
    expect(sent.filter((call) => call.name === 'AbortMultipartUploadCommand').map((call) => call.input)).toEqual([
      { Bucket: TEST_BUCKET, Key: 'clinica/a', UploadId: 'u1' },
      { Bucket: TEST_BUCKET, Key: 'clinica/c', UploadId: 'u3' },
    ]);
    expect(sent.filter((call) => call.name === 'ListMultipartUploadsCommand').map((call) => call.input)).toEqual([
      { Bucket: TEST_BUCKET, Prefix: 'clinica/', KeyMarker: undefined, UploadIdMarker: undefined },
      { Bucket: TEST_BUCKET, Prefix: 'clinica/', KeyMarker: 'clinica/b', UploadIdMarker: 'u2' },
    ]);
    send.mockRestore();
    // s3rver does not list multipart uploads.
    expect(await store.abortStaleUploads(dayAgo)).toBe(0);
  });
});

describe('a bucket that is down', () => {
  it('answers 500 and keeps no row', async () => {
    const rows = await attachmentKeys();
    await s3.pause();
    try {
      const refused = await attach(Buffer.from('prontuário'), 'prontuario.txt');
      expect(refused.status).toBe(500);
      expect(refused.body).toEqual({ message: 'Erro no servidor. Tente novamente em alguns instantes' });
    } finally {
      await s3.resume();
    }
    expect(await attachmentKeys()).toEqual(rows);
  }, 60_000);
});
