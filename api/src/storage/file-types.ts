import { randomBytes } from 'node:crypto';

export interface FileType {
  contentType: string;
  /** The extension a stored file's key ends with, so its type is known without a lookup. */
  extension: string;
}

export const PNG: FileType = { contentType: 'image/png', extension: 'png' };
export const JPEG: FileType = { contentType: 'image/jpeg', extension: 'jpg' };

/** A file whose type the product does not read (a task attachment): stored as bytes, served as a download. */
export const ANY_FILE: FileType = { contentType: 'application/octet-stream', extension: 'bin' };

const SIGNATURES: { type: FileType; bytes: number[] }[] = [
  { type: PNG, bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { type: JPEG, bytes: [0xff, 0xd8, 0xff] },
];

/** How many leading bytes `detectFileType` needs to tell every known type apart. */
export const SIGNATURE_BYTES = Math.max(...SIGNATURES.map((signature) => signature.bytes.length));

/**
 * The type of a file from its first bytes (its "magic number"), whatever its name says. Only the
 * types the product accepts are known; anything else is undefined.
 */
export function detectFileType(head: Buffer): FileType | undefined {
  return SIGNATURES.find(({ bytes }) => bytes.every((byte, index) => head[index] === byte))?.type;
}

/** 24 random bytes: 192 bits, far past guessing, in 32 URL-safe characters. */
const KEY_PATTERN = /^[A-Za-z0-9_-]{32}\.([a-z0-9]{1,8})$/;

export function newFileKey(type: FileType): string {
  return `${randomBytes(24).toString('base64url')}.${type.extension}`;
}

export function isFileKey(key: string): boolean {
  return KEY_PATTERN.test(key);
}

const CONTENT_TYPES = new Map(SIGNATURES.map(({ type }) => [type.extension, type.contentType]));

/** The content type of a stored file, from the extension its key was given when it was stored. */
export function contentTypeOfKey(key: string): string {
  const extension = KEY_PATTERN.exec(key)?.[1];
  return (extension && CONTENT_TYPES.get(extension)) || 'application/octet-stream';
}
