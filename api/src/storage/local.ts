import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { isFileKey } from './file-types.ts';
import { resolveRange, type FileStorage, type RequestedRange, type StoredObject, type StoredRange } from './storage.ts';

function checkedKey(key: string): string {
  if (!isFileKey(key)) throw new Error(`not a file key: ${JSON.stringify(key)}`);
  return key;
}

function isMissing(error: unknown): boolean {
  return (error as NodeJS.ErrnoException | null)?.code === 'ENOENT';
}

/** Files in one folder on this machine (`DATA_DIR/files`): the default, and what tests use. */
export class LocalFileStorage implements FileStorage {
  constructor(readonly root: string) {}

  async put(key: string, body: Readable | Buffer): Promise<void> {
    const path = join(this.root, checkedKey(key));
    // Written beside the target and renamed into place, so a reader never sees half a file.
    const partial = join(this.root, `.${key}.${randomBytes(6).toString('hex')}.partial`);
    await mkdir(this.root, { recursive: true });
    try {
      await pipeline(Buffer.isBuffer(body) ? Readable.from([body]) : body, createWriteStream(partial, { flags: 'wx' }));
      await rename(partial, path);
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
  }

  async get(key: string): Promise<StoredObject | undefined> {
    if (!isFileKey(key)) return undefined;
    try {
      // Opened first, so a file deleted right now is either read whole or not found.
      const handle = await open(join(this.root, key), 'r');
      const { size } = await handle.stat();
      return { body: handle.createReadStream(), size };
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }

  async getRange(key: string, range: RequestedRange): Promise<StoredRange | { unsatisfiable: true; size: number } | undefined> {
    if (!isFileKey(key)) return undefined;
    let handle;
    try {
      handle = await open(join(this.root, key), 'r');
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
    const { size } = await handle.stat();
    const bytes = resolveRange(range, size);
    if (!bytes) {
      await handle.close();
      return { unsatisfiable: true, size };
    }
    return { body: handle.createReadStream({ start: bytes.start, end: bytes.end }), size, ...bytes };
  }

  async delete(key: string): Promise<void> {
    await rm(join(this.root, checkedKey(key)), { force: true });
  }
}
