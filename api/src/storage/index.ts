import { join } from 'node:path';
import type { Clock } from '../clock.ts';
import { LocalFileStorage } from './local.ts';
import { FileUrls, loadFilesSecret } from './signed-urls.ts';
import type { FileStorage } from './storage.ts';

export type { FileStorage } from './storage.ts';

/** Stored files and the signed URLs that serve them: what routes that answer or take files use. */
export interface Files {
  storage: FileStorage;
  urls: FileUrls;
}

/** Files in the folder `DATA_DIR/files`. */
export async function createFiles(config: { dataDir: string; filesSecret: string | undefined }, clock: Clock): Promise<Files> {
  return {
    storage: new LocalFileStorage(join(config.dataDir, 'files')),
    urls: new FileUrls(await loadFilesSecret(config), clock),
  };
}
