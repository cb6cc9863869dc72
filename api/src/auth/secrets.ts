import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** 32 random bytes (256 bits), URL-safe, for access and reset tokens. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** A plain SHA-256 is enough for values with this much entropy; only the hash is ever stored. */
export function digest(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function sameDigest(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}
