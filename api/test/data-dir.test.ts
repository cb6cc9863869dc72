import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acquireDataDirLock } from '../src/data-dir-lock.ts';
import { sweepLocalFiles } from '../src/storage/sweep.ts';
import { startTestApi, type TestApi } from './harness.ts';
import { makeCompany } from './members.ts';

let folder: string;
beforeAll(() => {
  folder = mkdtempSync(join(tmpdir(), 'practice-lock-'));
});
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** The pid of a process that has already ended. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'console.log(process.pid)'], { encoding: 'utf8' });
  return Number(child.stdout.trim());
}

describe('the DATA_DIR lock', () => {
  it('refuses a folder a running api holds, naming the folder, and leaves its lock alone', async () => {
    const dataDir = join(folder, 'held');
    mkdirSync(dataDir);
    // The test runner's parent stands in for the running api.
    writeFileSync(join(dataDir, 'api.lock'), `${process.ppid}\n`);
    await expect(acquireDataDirLock(dataDir)).rejects.toThrow(
      `Another api (pid ${process.ppid}) is already using the data folder ${dataDir}. Stop it first, or start this one with another DATA_DIR.`,
    );
    expect(readFileSync(join(dataDir, 'api.lock'), 'utf8')).toBe(`${process.ppid}\n`);
  });

  it('takes over a lock left by a process that is gone, and removes it on release', async () => {
    const dataDir = join(folder, 'stale');
    mkdirSync(dataDir);
    writeFileSync(join(dataDir, 'api.lock'), `${deadPid()}\n`);
    const lock = await acquireDataDirLock(dataDir);
    expect(readFileSync(join(dataDir, 'api.lock'), 'utf8')).toBe(`${process.pid}\n`);
    await lock.release();
    expect(existsSync(join(dataDir, 'api.lock'))).toBe(false);
  });

  it('creates the folder of a first start', async () => {
    const lock = await acquireDataDirLock(join(folder, 'new', 'data'));
    expect(existsSync(join(folder, 'new', 'data', 'api.lock'))).toBe(true);
    await lock.release();
  });
});

describe('the start-up sweep of stored files', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.close());

  it('removes .partial files and files no attachment row points at, and keeps the others', async () => {
    const admin = await makeCompany(api.db, 'team');
    const key = (extension: string) => `${randomBytes(24).toString('base64url')}.${extension}`;
    const kept = key('png');
    const orphan = key('jpg');
    const partial = `.${key('png')}.a1b2c3d4e5f6.partial`;
    mkdirSync(api.filesDir, { recursive: true });
    for (const name of [kept, orphan, partial]) writeFileSync(join(api.filesDir, name), 'bytes');
    await api.db
      .insertInto('attachments')
      .values({ company_id: admin.companyId, key: kept, content_type: 'image/png', byte_size: 5, filename: null })
      .execute();

    expect(await sweepLocalFiles(api.db, api.filesDir)).toEqual({ partial: 1, orphaned: 1 });
    expect(readdirSync(api.filesDir)).toEqual([kept]);
    const rows = await api.db.selectFrom('attachments').select('key').where('company_id', '=', admin.companyId).execute();
    expect(rows).toEqual([{ key: kept }]);
  });

  it('does nothing before the first upload', async () => {
    expect(await sweepLocalFiles(api.db, join(api.filesDir, 'nothing-here'))).toEqual({ partial: 0, orphaned: 0 });
  });
});
