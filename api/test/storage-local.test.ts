import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFileStorage, sweepFiles } from '../src/storage/index.ts';
import { ORPHAN_MIN_AGE_MS } from '../src/storage/sweep.ts';
import { startTestApi, type TestApi } from './harness.ts';
import { makeCompany } from './members.ts';
import { expectRanges } from './storage-range.ts';
import { taskClient } from './task-helpers.ts';

let api: TestApi;
let folder: string;

beforeAll(async () => {
  api = await startTestApi();
  folder = await mkdtemp(join(tmpdir(), 'storage-local-test-'));
});
afterAll(async () => {
  await api.close();
  await rm(folder, { recursive: true, force: true });
});

const key = () => `${randomBytes(24).toString('base64url')}.png`;

describe('the sweep of a folder named by STORAGE_URL', () => {
  it('leaves young files alone outside DATA_DIR, where another api may be uploading, and removes them once an hour old', async () => {
    const shared = join(folder, 'compartilhada');
    await mkdir(shared);
    const orphan = key();
    const partial = `.${key()}.a1b2c3d4e5f6.partial`;
    for (const name of [orphan, partial]) await writeFile(join(shared, name), 'bytes');
    const storage = await createFileStorage({ kind: 'local', folder: shared });

    expect(await sweepFiles(api.db, storage, join(folder, 'dados'), new Date())).toEqual({ partial: 0, orphaned: 0 });
    expect((await readdir(shared)).sort()).toEqual([partial, orphan].sort());
    const later = new Date(Date.now() + ORPHAN_MIN_AGE_MS + 60_000);
    expect(await sweepFiles(api.db, storage, join(folder, 'dados'), later)).toEqual({ partial: 1, orphaned: 1 });
    expect(await readdir(shared)).toEqual([]);
  });

  it('removes them at once in DATA_DIR/files, which the data folder lock keeps to one api', async () => {
    const files = join(folder, 'dados', 'files');
    await mkdir(files, { recursive: true });
    await writeFile(join(files, key()), 'bytes');
    const storage = await createFileStorage({ kind: 'local', folder: files });
    expect(await sweepFiles(api.db, storage, join(folder, 'dados'), new Date())).toEqual({ partial: 0, orphaned: 1 });
  });
});

describe('a file in the local folder', () => {
  it('is served in part to a Range request', async () => {
    const owner = await makeCompany(api.db, 'team');
    const tasks = taskClient(api, owner.auth);
    const board = (await tasks.createBoard({ name: 'Quadro' })).body.task_list.id;
    const task = (await tasks.createTask(board, { title: 'Com anexo' })).body.task.id;
    const bytes = Buffer.from(Array.from({ length: 3000 }, (_, index) => index % 251));
    const body = new FormData();
    body.append('file', new Blob([new Uint8Array(bytes)]), 'audio.bin');
    const response = await fetch(`${api.url}/api/v1/tasks/${task}/attachments`, { method: 'POST', headers: owner.auth, body });
    expect(response.status).toBe(201);
    const { attachment } = (await response.json()) as { attachment: { download_url: string } };
    await expectRanges(api.url, attachment.download_url, bytes);
  });
});
