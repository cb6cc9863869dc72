import { resolve } from 'node:path';
import type { Clock } from '../clock.ts';
import type { StorageConfig } from '../config.ts';
import type { Executor } from '../db/index.ts';
import { LocalFileStorage } from './local.ts';
import { FileUrls, loadFilesSecret } from './signed-urls.ts';
import type { FileStorage } from './storage.ts';
import { ORPHAN_MIN_AGE_MS, sweepLocalFiles, sweepObjectStore } from './sweep.ts';

export type { FileStorage } from './storage.ts';

/** Stored files and the signed URLs that serve them: what routes that answer or take files use. */
export interface Files {
  storage: FileStorage;
  urls: FileUrls;
}

/** The store STORAGE_URL names: a folder, or an S3-compatible bucket (its SDK loaded only then). */
export async function createFileStorage(config: StorageConfig): Promise<FileStorage> {
  if (config.kind === 'local') return new LocalFileStorage(config.folder);
  const { S3FileStorage } = await import('./s3.ts');
  return new S3FileStorage(config);
}

/** Files where STORAGE_URL says (`DATA_DIR/files` by default), served by URLs signed with the files secret. */
export async function createFiles(config: { dataDir: string; filesSecret: string | undefined; storage: StorageConfig }, clock: Clock): Promise<Files> {
  return {
    storage: await createFileStorage(config.storage),
    urls: new FileUrls(await loadFilesSecret(config), clock),
  };
}

/**
 * Removes what interrupted uploads left in the store: at start for the folder (which the DATA_DIR
 * lock keeps to this process), at start and then now and again for a bucket that processes share.
 */
export async function sweepFiles(db: Executor, storage: FileStorage, dataDir: string, now: Date): Promise<Record<string, number>> {
  if (storage instanceof LocalFileStorage) {
    const locked = resolve(storage.root) === resolve(dataDir, 'files');
    return sweepLocalFiles(db, storage.root, locked ? 0 : ORPHAN_MIN_AGE_MS, now);
  }
  const { S3FileStorage } = await import('./s3.ts');
  if (storage instanceof S3FileStorage) return sweepObjectStore(db, storage, now);
  return {};
}
