import type { Readable } from 'node:stream';

export interface StoredObject {
  body: Readable;
  size: number;
}

/**
 * Where file bytes live. Keys come from `newFileKey` and are checked by every adapter, so a key
 * taken from a URL can never reach outside the store.
 */
export interface FileStorage {
  /**
   * Stores the whole body under `key`, or nothing: a body that fails (or is destroyed) midway leaves
   * no file behind, and the promise rejects with its error.
   */
  put(key: string, body: Readable | Buffer): Promise<void>;
  /** The file's bytes, or undefined when there is no such file. */
  get(key: string): Promise<StoredObject | undefined>;
  /** Removes the file; removing a file that is not there is not an error. */
  delete(key: string): Promise<void>;
}
