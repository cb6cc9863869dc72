import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { ID_PATTERN } from '@practice/common';
import { link, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Clock } from '../clock.ts';

/** A signed URL works for at most this long. */
export const FILE_URL_LIFETIME_SECONDS = 60 * 60;

/**
 * URLs are signed for the end of a 15-minute window rather than for exactly an hour from now, so
 * that answers given within the same window carry the same URL and the browser's cache can serve
 * it: every URL still lives between 45 and 60 minutes.
 */
const WINDOW_SECONDS = 15 * 60;

export type FileUrlCheck = 'valid' | 'invalid' | 'expired';

/** `/files/{key}?expires=<unix>&signature=<hmac>`: the only way a stored file can be read. */
export class FileUrls {
  constructor(
    private readonly secret: string,
    private readonly clock: Clock,
  ) {}

  private signature(key: string, expires: number, download: string | undefined, reader?: string): string {
    const base = download === undefined ? `${key}\n${expires}` : `${key}\n${expires}\n${download}`;
    const signed = reader === undefined ? base : `${base}\nreader:${reader}`;
    return createHmac('sha256', this.secret).update(signed).digest('base64url');
  }

  /**
   * A path on the api's (and through the gateway, the web app's) own origin. With `download`, the
   * file is served as an attachment under that name, which the signature covers too; with `reader`
   * (the user the link is handed to), a download names that user in the customer's access log.
   */
  sign(key: string, options: { download?: string; reader?: number } = {}): string {
    const now = Math.floor(this.clock().getTime() / 1000);
    const expires = Math.floor(now / WINDOW_SECONDS) * WINDOW_SECONDS + FILE_URL_LIFETIME_SECONDS;
    const query = new URLSearchParams({ expires: String(expires) });
    const reader = options.reader === undefined ? undefined : String(options.reader);
    if (options.download !== undefined) query.set('download', options.download);
    if (reader !== undefined) query.set('reader', reader);
    query.set('signature', this.signature(key, expires, options.download, reader));
    return `/files/${encodeURIComponent(key)}?${query}`;
  }

  /**
   * A file URL that works until `expiresAt` exactly, not for the usual hour: a data export's link,
   * which its owner may open any time in the day the export is kept.
   */
  signUntil(key: string, expiresAt: Date, options: { download?: string } = {}): string {
    const expires = Math.floor(expiresAt.getTime() / 1000);
    const query = new URLSearchParams({ expires: String(expires) });
    if (options.download !== undefined) query.set('download', options.download);
    query.set('signature', this.signature(key, expires, options.download));
    return `/files/${encodeURIComponent(key)}?${query}`;
  }

  /** Whether the query of a file URL was signed by this api for `key` (and `download`, `reader`) and has not expired yet. */
  check(key: string, expires: unknown, signature: unknown, download?: unknown, reader?: unknown): FileUrlCheck {
    if (typeof expires !== 'string' || !/^\d{1,12}$/.test(expires) || typeof signature !== 'string') return 'invalid';
    if (download !== undefined && typeof download !== 'string') return 'invalid';
    if (reader !== undefined && (typeof reader !== 'string' || !ID_PATTERN.test(reader))) return 'invalid';
    const expected = Buffer.from(this.signature(key, Number(expires), download, reader));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
    return Number(expires) * 1000 > this.clock().getTime() ? 'valid' : 'expired';
  }

  /**
   * `expires` and `signature` for another kind of link the api hands out (a PDF), signed with the
   * same secret over `subject`, which names what the link opens (and cannot be a file key, so the
   * two kinds never stand for each other). Windowed like file URLs: it lives from
   * `lifetimeSeconds - windowSeconds` to `lifetimeSeconds`.
   */
  signSubject(subject: string, lifetimeSeconds: number, windowSeconds: number): { expires: string; signature: string } {
    const now = Math.floor(this.clock().getTime() / 1000);
    const expires = Math.floor(now / windowSeconds) * windowSeconds + lifetimeSeconds;
    return { expires: String(expires), signature: this.signature(subject, expires, undefined) };
  }

  /** Seconds until a valid URL expires, for the cache headers of the file it serves. */
  secondsLeft(expires: string): number {
    return Math.max(0, Number(expires) - Math.floor(this.clock().getTime() / 1000));
  }
}

/**
 * The key that signs file URLs: FILES_SECRET when set (it must then be the same on every api
 * process), otherwise one made once and kept in DATA_DIR, so URLs handed out before a restart keep
 * working until they expire.
 */
export async function loadFilesSecret(config: { filesSecret: string | undefined; dataDir: string }): Promise<string> {
  if (config.filesSecret) return config.filesSecret;
  const path = join(config.dataDir, 'files-secret');
  await mkdir(config.dataDir, { recursive: true });
  // Written whole under another name and linked into place, so a process starting at the same
  // moment finds either no secret or the complete one, and both keep the first.
  const draft = `${path}.${randomBytes(6).toString('hex')}`;
  await writeFile(draft, randomBytes(32).toString('hex'), { mode: 0o600 });
  try {
    await link(draft, path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    await rm(draft, { force: true });
  }
  const secret = (await readFile(path, 'utf8')).trim();
  if (secret.length < 32) throw new Error(`${path} does not hold a usable secret; remove it to have a new one made`);
  return secret;
}
