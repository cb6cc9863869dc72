import { mkdir, open, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';

export const LOCK_FILE = 'api.lock';

export class DataDirLockedError extends Error {}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function lockHolder(path: string): Promise<number | undefined> {
  try {
    const pid = Number((await readFile(path, 'utf8')).trim());
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Holds `DATA_DIR/api.lock` (the api's pid) while the api runs: the folder holds the embedded
 * database and the stored files, which two apis must never open at once. A lock left by a process
 * that is gone (a crash, kill -9) is taken over; one held by a running process refuses with a
 * message naming the folder.
 */
export async function acquireDataDirLock(dataDir: string): Promise<{ release(): Promise<void> }> {
  await mkdir(dataDir, { recursive: true });
  const path = join(dataDir, LOCK_FILE);
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      const handle = await open(path, 'wx');
      await handle.writeFile(`${process.pid}\n`);
      await handle.close();
      return {
        async release() {
          if ((await lockHolder(path)) === process.pid) await rm(path, { force: true });
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = await lockHolder(path);
    if (holder !== undefined && holder !== process.pid && isRunning(holder)) {
      throw new DataDirLockedError(
        `Another api (pid ${holder}) is already using the data folder ${dataDir}. ` +
          'Stop it first, or start this one with another DATA_DIR.',
      );
    }
    // Left by a process that is gone: take it over.
    await rm(path, { force: true });
  }
  throw new DataDirLockedError(`Could not lock the data folder ${dataDir}: ${path} keeps coming back.`);
}
