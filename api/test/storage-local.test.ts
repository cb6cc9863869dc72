import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFileStorage, sweepFiles } from '../src/storage/index.ts';
import { ORPHAN_MIN_AGE_MS } from '../src/storage/sweep.ts';
import { startTestApi, type TestApi } from './harness.ts';

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
