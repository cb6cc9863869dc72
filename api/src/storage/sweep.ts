import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Executor } from '../db/index.ts';
import { isFileKey } from './file-types.ts';

const BATCH = 1000;

/**
 * Removes what a crash in the middle of an upload leaves in the local store: `.partial` files being
 * written, and stored files that no attachment row points at (the row's transaction never
 * committed). Run at start, while the DATA_DIR lock keeps any other api away from the folder, so
 * nothing found here can still be on its way in. Answers how many files it removed.
 */
export async function sweepLocalFiles(db: Executor, root: string): Promise<{ partial: number; orphaned: number }> {
  let names: string[];
  try {
    names = await readdir(root);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { partial: 0, orphaned: 0 };
    throw error;
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
