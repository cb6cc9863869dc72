import { readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Executor } from '../db/index.ts';
import { isFileKey } from './file-types.ts';
import type { S3FileStorage } from './s3.ts';

const BATCH = 1000;

/**
 * Removes what a crash in the middle of an upload leaves in the local store: `.partial` files being
 * written, and stored files that no attachment row points at (the row's transaction never
 * committed). Run at start, while the DATA_DIR lock keeps any other api away from the folder, so
 * nothing found here can still be on its way in; a folder outside DATA_DIR (STORAGE_URL=file://...)
 * may be another api's too, so there only files older than `minAgeMs` go. Answers how many files it removed.
 */
export async function sweepLocalFiles(db: Executor, root: string, minAgeMs = 0, now = new Date()): Promise<{ partial: number; orphaned: number }> {
  let names: string[];
  try {
    names = await readdir(root);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { partial: 0, orphaned: 0 };
    throw error;
  }
  if (minAgeMs > 0) {
    const before = now.getTime() - minAgeMs;
    const ages = await Promise.all(names.map((name) => stat(join(root, name)).then((file) => file.mtimeMs, () => Infinity)));
    names = names.filter((_, index) => ages[index]! < before);
  }
  const partial = names.filter((name) => name.endsWith('.partial'));
  for (const name of partial) await rm(join(root, name), { force: true });

  const keys = names.filter(isFileKey);
  let orphaned = 0;
  for (let start = 0; start < keys.length; start += BATCH) {
    const batch = keys.slice(start, start + BATCH);
    const rows = await db.selectFrom('attachments').select('key').where('key', 'in', batch).execute();
    const known = new Set(rows.map((row) => row.key));
    for (const key of batch) {
      if (known.has(key)) continue;
      await rm(join(root, key), { force: true });
      orphaned += 1;
    }
  }
  return { partial: partial.length, orphaned };
}

/**
 * How old an object without a row must be before the sweep removes it: other api processes share
 * the bucket, and one of them may be between storing a file and committing its row right now.
 */
export const ORPHAN_MIN_AGE_MS = 60 * 60 * 1000;

/** An upload still unfinished after this long belongs to a process that died (an export is built in far less). */
export const UNFINISHED_UPLOAD_MAX_AGE_MS = 24 * 60 * 60 * 1000;

/**
 * The object store's sweep, for every api process sharing the bucket: removes objects that no
 * attachment row points at once they are ORPHAN_MIN_AGE_MS old (the row's transaction never
 * committed: a crash between storing the file and its row), and aborts uploads left unfinished by a
 * process that died. Answers how many of each it removed.
 */
export async function sweepObjectStore(db: Executor, storage: S3FileStorage, now: Date): Promise<{ unfinished: number; orphaned: number }> {
  const unfinished = await storage.abortStaleUploads(new Date(now.getTime() - UNFINISHED_UPLOAD_MAX_AGE_MS));
  const before = now.getTime() - ORPHAN_MIN_AGE_MS;
  let orphaned = 0;
  for await (const page of storage.list()) {
    const keys = page.filter((object) => object.modifiedAt.getTime() < before).map((object) => object.key);
    for (let start = 0; start < keys.length; start += BATCH) {
      const batch = keys.slice(start, start + BATCH);
      const rows = await db.selectFrom('attachments').select('key').where('key', 'in', batch).execute();
      const known = new Set(rows.map((row) => row.key));
      for (const key of batch) {
        if (known.has(key)) continue;
        await storage.delete(key);
        orphaned += 1;
      }
    }
  }
  return { unfinished, orphaned };
}
