import type { Readable } from 'node:stream';

export interface StoredObject {
  body: Readable;
  size: number;
}

/** What a `Range: bytes=...` header asks for: from `start` (to `end`, inclusive), or the last `suffix` bytes. */
export type RequestedRange = { start: number; end: number | undefined } | { suffix: number };

/** Part of a stored file: `body` holds bytes `start` to `end` (inclusive) of the `size` bytes of the whole. */
export interface StoredRange extends StoredObject {
  start: number;
  end: number;
}

/** The bytes of a file of `size` bytes that `range` covers, or undefined when it covers none. */
export function resolveRange(range: RequestedRange, size: number): { start: number; end: number } | undefined {
  if ('suffix' in range) return range.suffix > 0 && size > 0 ? { start: Math.max(0, size - range.suffix), end: size - 1 } : undefined;
  if (range.start >= size || (range.end !== undefined && range.end < range.start)) return undefined;
  return { start: range.start, end: Math.min(range.end ?? size - 1, size - 1) };
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
  /**
   * Part of the file, for a download that resumes or a player that seeks: undefined when there is no
   * such file, 'unsatisfiable' (with the file's size) when the range covers none of it.
   */
  getRange(key: string, range: RequestedRange): Promise<StoredRange | { unsatisfiable: true; size: number } | undefined>;
  /** Removes the file; removing a file that is not there is not an error. */
  delete(key: string): Promise<void>;
}
