// The test harness: a real api on a fresh database and a temporary data folder, for the api's own tests
// and for other packages (`@practice/api/testing`). It stays out of src, so the production start never loads it.
import { randomBytes } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import { mkdtemp, readFile, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { buildApp } from '../src/app.ts';
import type { Clock } from '../src/clock.ts';
import { loadConfig, type Config } from '../src/config.ts';
import { migrate, openDatabase, type Db } from '../src/db/index.ts';
import { seed } from '../src/demo/seed.ts';
import { createFileStorage, type FileStorage } from '../src/storage/index.ts';
import { startS3Server, type TestS3Server } from './s3-server.ts';
import { onPostgresServer, PGLITE_TEMPLATE_ENV, POSTGRES_TEMPLATE_ENV, postgresUrlOf } from './templates.ts';

export { DEMO_ADMIN } from '../src/demo/seed.ts';

export interface TestApiOptions {
  /** Also create the demo company (admin@demo.com.br / demo1234). Default false. */
  seedDemo?: boolean;
  /** Settings to override, for example a faster `loginThrottle`. */
  config?: Partial<Config>;
  /** A clock the api reads instead of the system time. */
  clock?: Clock;
  /** Replaces the api's waits (the sign-in slow-down), so tests can see them without waiting. */
  sleep?: (ms: number) => Promise<void>;
  /** Where the api logs; nowhere by default. */
  logger?: FastifyServerOptions['logger'];
}

export interface TestApi {
  /** `http://127.0.0.1:PORT`, no trailing slash. */
  url: string;
  app: FastifyInstance;
  db: Db;
  /** Where password reset e-mails land as `.eml` files; see `waitForMail`. */
  mailDir: string;
  /** Where the local file storage keeps uploaded files. */
  filesDir: string;
  /**
   * The api's file store, as a second handle on the same files: the folder, or with
   * TEST_STORAGE=s3 a bucket on a local S3-compatible server (s3rver) started for this api.
   */
  storage: FileStorage;
  /** The local S3-compatible server, with TEST_STORAGE=s3. */
  s3: TestS3Server | undefined;
  /** What the store holds, sorted: the folder's entries, or the bucket's keys. */
  storedFiles(): Promise<string[]>;
  /** Makes every write to the store fail until the function it answers is called. */
  breakStorage(): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export interface TestDatabase {
  db: Db;
  drop(): Promise<void>;
}

/**
 * A brand-new PostgreSQL database on the server of TEST_DATABASE_URL, dropped afterwards: a copy of
 * the run's migrated template when there is one (test/templates.ts), else an empty one.
 */
async function createPostgresDatabase(empty = false): Promise<TestDatabase> {
  const name = `practice_test_${Date.now()}_${randomBytes(4).toString('hex')}`;
  const template = empty ? undefined : process.env[POSTGRES_TEMPLATE_ENV];
  await onPostgresServer(`create database "${name}"${template ? ` template "${template}"` : ''}`);
  const db = await openDatabase({ driver: 'postgres', url: postgresUrlOf(name) });
  return {
    db,
    drop: async () => {
      await db.destroy();
      await onPostgresServer(`drop database if exists "${name}" with (force)`);
    },
  };
}

/** An in-memory PGlite database: loaded from the run's migrated template when there is one, else empty. */
async function createPgliteDatabase(empty = false): Promise<TestDatabase> {
  const template = empty ? undefined : process.env[PGLITE_TEMPLATE_ENV];
  const loadDataDir = template ? new Blob([await readFile(template)]) : undefined;
  const db = await openDatabase({ driver: 'pglite', dataDir: undefined, loadDataDir });
  return { db, drop: () => db.destroy() };
}

/**
 * A fresh database on the run's database (TEST_DB): a copy of the migrated template, or with
 * `empty` one that nothing has migrated.
 */
export async function createTestDatabase({ empty = false } = {}): Promise<TestDatabase> {
  return process.env.TEST_DB === 'postgres' ? createPostgresDatabase(empty) : createPgliteDatabase(empty);
}

const answerChecks: ((app: FastifyInstance) => void)[] = [];

/** Installs `check` on every api started from now on, before it listens (the api's tests check each answer). */
export function checkEveryTestApi(check: (app: FastifyInstance) => void): void {
  answerChecks.push(check);
}

/**
 * Builds the api as `buildApp` does, with the answer checks every test api has: for a test that
 * needs an api of its own making (its own database, settings or payment provider).
 */
export async function buildTestApp(options: Parameters<typeof buildApp>[0]): Promise<FastifyInstance> {
  const app = await buildApp(options);
  for (const check of answerChecks) check(app);
  return app;
}

/**
 * Starts the api for a test on 127.0.0.1, port 0, over its own empty database (in-memory PGlite;
 * with TEST_DB=postgres a new database on TEST_DATABASE_URL's server), migrated and with the plans
 * seeded, and a temporary DATA_DIR. `close()` stops it and removes the database and the folder.
 * Billing is swept once at start only; a test moves its clock and calls `app.settleBilling()`.
 */
export async function startTestApi(options: TestApiOptions = {}): Promise<TestApi> {
  const dataDir = await mkdtemp(join(tmpdir(), 'practice-api-'));
  const s3 = process.env.TEST_STORAGE === 's3' ? await startS3Server(dataDir) : undefined;
  const config: Config = {
    ...loadConfig({ ...(s3 ? { STORAGE_URL: s3.storageUrl() } : {}), DATA_DIR: dataDir, API_HOST: '127.0.0.1', API_PORT: '0', LOG_LEVEL: 'silent', BILLING_SWEEP_INTERVAL_MS: '0', REMINDER_INTERVAL_MS: '0' }),
    seedDemo: options.seedDemo ?? false,
    // Tests sign up and ask for resets by the hundred from one address; the limit tests set their own.
    publicLimits: { passwordResetPerIp: 100_000, passwordResetPerEmail: 1000, signupPerIp: 100_000, cardTokensPerIp: 100_000, webhookRefusalsPerIp: 100_000, bookingsPerIp: 100_000, publicPagesPerIpPerMinute: 1_000_000 },
    ...options.config,
  };
  const database = await createTestDatabase();
  try {
    // Nothing to do on a copy of the template, unless a migration came after it was made.
    await migrate(database.db);
    await seed(database.db, { demo: config.seedDemo });
    const app = await buildTestApp({ config, db: database.db, clock: options.clock, sleep: options.sleep, logger: options.logger ?? false });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const filesDir = join(dataDir, 'files');
    const storage = await createFileStorage(config.storage);
    return {
      url: `http://127.0.0.1:${port}`,
      app,
      db: database.db,
      mailDir: join(dataDir, 'mail'),
      filesDir,
      storage,
      s3,
      storedFiles: async () => {
        const { S3FileStorage } = await import('../src/storage/s3.ts');
        if (storage instanceof S3FileStorage) {
          const keys: string[] = [];
          for await (const page of storage.list()) keys.push(...page.map((object) => object.key));
          return keys.sort();
        }
        return (await readdir(filesDir).catch(() => [])).sort();
      },
      breakStorage: async () => {
        if (s3) {
          await s3.pause();
          return () => s3.resume();
        }
        const aside = `${filesDir}.aside`;
        await rename(filesDir, aside);
        // A plain file where the folder should be: every write fails.
        await writeFile(filesDir, '');
        return async () => {
          await rm(filesDir);
          await rename(aside, filesDir);
        };
      },
      close: async () => {
        await app.close();
        await s3?.close();
        await database.drop();
        await rm(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await s3?.close();
    await database.drop();
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
}

export interface OutboxMail {
  file: string;
  /** The whole RFC 822 message, with quoted-printable parts decoded so links can be searched. */
  text: string;
}

function decodeQuotedPrintable(raw: string): string {
  const joined = raw.replace(/=\r?\n/g, '');
  const bytes = Buffer.from(joined.replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1');
  return bytes.toString('utf8');
}

/** Every message in the outbox, oldest first. */
export async function readOutbox(mailDir: string): Promise<OutboxMail[]> {
  let files: string[];
  try {
    files = (await readdir(mailDir)).filter((f) => f.endsWith('.eml')).sort();
  } catch {
    return [];
  }
  return Promise.all(
    files.map(async (file) => ({ file, text: decodeQuotedPrintable(await readFile(join(mailDir, file), 'utf8')) })),
  );
}

/**
 * Waits until the outbox holds `count` (default 1) messages to `to` (mail goes out after the answer)
 * and returns the newest, with the reset token its link carries, if any.
 */
export async function waitForMail(
  mailDir: string,
  to: string,
  options: { count?: number; timeoutMs?: number } = {},
): Promise<OutboxMail & { resetToken: string | undefined }> {
  const { count = 1, timeoutMs = 5000 } = options;
  const until = Date.now() + timeoutMs;
  for (;;) {
    const mails = (await readOutbox(mailDir)).filter((mail) => mail.text.includes(`To: ${to}`));
    const newest = mails.at(-1);
    if (newest && mails.length >= count) {
      const token = /reset_password_token=([A-Za-z0-9_-]+)/.exec(newest.text)?.[1];
      return { ...newest, resetToken: token };
    }
    if (Date.now() > until) throw new Error(`no e-mail to ${to} in ${mailDir} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit += 1) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/** A real PNG of `width`×`height` in two colours (top and bottom halves), for images in notes and PDFs. */
export function makePng(width: number, height: number, top: [number, number, number], bottom = top): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // RGB
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y += 1) {
    const [r, g, b] = y < height / 2 ? top : bottom;
    const start = y * (width * 3 + 1);
    for (let x = 0; x < width; x += 1) rows.set([r, g, b], start + 1 + x * 3);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(rows)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}
