// `pnpm move-to-postgres`: an embedded data folder with the demo company and uploaded files moved into
// a PostgreSQL database on TEST_DATABASE_URL's server and a storage folder, checked row by row and
// file by file; then that database backed up with pg_dump -Fc, restored with pg_restore into an empty
// one, and the api started on the restored copy. It needs a server, so it runs in the PostgreSQL pass.
import { execFile } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { migrate, openDatabase, type Db } from '../src/db/index.ts';
import { DEMO_ADMIN, seed } from '../src/demo/seed.ts';
import { createFileStorage } from '../src/storage/index.ts';
import { buildTestApp } from './harness.ts';
import { authFrom, signIn, type AuthHeaders } from './helpers.ts';
import { startS3Server } from './s3-server.ts';

const run = promisify(execFile);
/** README, "Backups": a dump restored into an empty database. */
const RESTORE = `pg_restore --single-transaction --exit-on-error --no-owner -d "$DATABASE_URL" "$BACKUP"`;
const adminUrl = process.env.TEST_DATABASE_URL;
const runs = adminUrl !== undefined && process.env.TEST_DB !== 'pglite';
if (!runs) {
  console.log(
    adminUrl
      ? 'move-to-postgres: runs in the PostgreSQL pass (TEST_DB=postgres), not in the PGlite one.'
      : 'move-to-postgres: TEST_DATABASE_URL is not set, so the move to PostgreSQL and the backup restore are skipped.',
  );
}

const apiDir = new URL('..', import.meta.url).pathname;
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), randomBytes(64 * 1024)]);
const dataUrl = (bytes: Buffer, type: string) => `data:${type};base64,${bytes.toString('base64')}`;
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

function databaseUrl(name: string): string {
  const url = new URL(adminUrl!);
  url.pathname = `/${name}`;
  return url.toString();
}

async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A new empty database on the test server; dropped in afterAll. */
const created: string[] = [];
async function createDatabase(): Promise<string> {
  const name = `practice_move_${Date.now()}_${randomBytes(4).toString('hex')}`;
  await admin((client) => client.query(`create database "${name}"`));
  created.push(name);
  return databaseUrl(name);
}

function testConfig(env: Record<string, string>) {
  return loadConfig({ API_HOST: '127.0.0.1', API_PORT: '0', LOG_LEVEL: 'silent', BILLING_SWEEP_INTERVAL_MS: '0', REMINDER_INTERVAL_MS: '0', ...env });
}

/** `pnpm move-to-postgres` as a person runs it, on the data folder and storage (a folder, or STORAGE_URL) given. */
async function move(dataDir: string, targetUrl: string, storage: string, ...extra: string[]) {
  try {
    const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', 'scripts/move-to-postgres.ts', targetUrl, ...extra], {
      cwd: apiDir,
      env: { ...process.env, DATA_DIR: dataDir, STORAGE_URL: storage.includes('://') ? storage : pathToFileURL(storage).href, DATABASE_URL: '' },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

/** Every row of a table as the server writes it, sorted. */
async function rowsOf(db: Db, table: string): Promise<string[]> {
  await sql`set time zone 'UTC'`.execute(db);
  const { rows } = await sql<{ row: string }>`select to_jsonb(t)::text as row from ${sql.table(table)} as t`.execute(db);
  return rows.map((r) => r.row).sort();
}

async function tableCounts(db: Db): Promise<Record<string, number>> {
  const { rows } = await sql<{ name: string }>`
    select relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind = 'r' and relname not like 'kysely_migration%' order by relname`.execute(db);
  const counts: Record<string, number> = {};
  for (const { name } of rows) {
    const result = await sql<{ count: string }>`select count(*)::text as count from ${sql.table(name)}`.execute(db);
    counts[name] = Number(result.rows[0]!.count);
  }
  return counts;
}

describe.skipIf(!runs)('moving the embedded database to PostgreSQL, and backing it up', () => {
  let folder: string;
  let dataDir: string;
  let storageFolder: string;
  let movedUrl: string;
  let companyId: number;
  let userId: number;
  let customer: { id: number; name: string };
  let sourceCounts: Record<string, number>;
  let sourceRows: Record<string, string[]>;
  let keys: string[];

  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'practice-move-'));
    dataDir = join(folder, 'data');
    storageFolder = join(folder, 'bucket');
    // The embedded setup as `pnpm start` leaves it: the demo company, then a logo and a photo uploaded.
    const db = await openDatabase({ driver: 'pglite', dataDir: join(dataDir, 'pglite') });
    await migrate(db);
    await seed(db, { demo: true, demoSamples: true });
    const app = await buildTestApp({ config: testConfig({ DATA_DIR: dataDir }), db, logger: false });
    const auth = authFrom(await signIn(app, DEMO_ADMIN.email, DEMO_ADMIN.password));
    companyId = (await db.selectFrom('companies').select('id').executeTakeFirstOrThrow()).id;
    userId = (await db.selectFrom('users').select('id').where('email', '=', DEMO_ADMIN.email).executeTakeFirstOrThrow()).id;
    customer = await db.selectFrom('customers').select(['id', 'name']).where('name', '=', 'José Antônio da Silva').executeTakeFirstOrThrow();
    const logo = await app.inject({ method: 'PATCH', url: `/api/v1/companies/${companyId}`, headers: auth, payload: { company: { attachment_attributes: { attachment: dataUrl(PNG, 'image/png') } } } });
    expect(logo.statusCode).toBe(200);
    const photo = await app.inject({ method: 'PATCH', url: `/api/v1/companies/${companyId}/users/${userId}`, headers: auth, payload: { user: { attachment_attributes: { attachment: dataUrl(JPEG, 'image/jpeg') } } } });
    expect(photo.statusCode).toBe(200);
    await app.close();
    sourceCounts = await tableCounts(db);
    sourceRows = {};
    for (const table of ['companies', 'users', 'customers', 'customer_fields', 'attachments', 'activities']) sourceRows[table] = await rowsOf(db, table);
    keys = (await db.selectFrom('attachments').select('key').orderBy('id').execute()).map((row) => row.key);
    await db.destroy();
    movedUrl = await createDatabase();
  }, 120_000);

  afterAll(async () => {
    for (const name of created) await admin((client) => client.query(`drop database if exists "${name}" with (force)`));
    await rm(folder, { recursive: true, force: true });
  });

  it('refuses while an api holds the data folder, naming it, and writes nothing', async () => {
    // The test runner's parent stands in for the running api.
    await writeFile(join(dataDir, 'api.lock'), `${process.ppid}\n`);
    const refused = await move(dataDir, movedUrl, storageFolder);
    await rm(join(dataDir, 'api.lock'));
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain(`Not moved: Another api (pid ${process.ppid}) is already using the data folder ${dataDir}. Stop the api before moving its data.`);
    const target = new pg.Client({ connectionString: movedUrl });
    await target.connect();
    const tables = await target.query(`select count(*)::int as count from pg_tables where schemaname = 'public'`).finally(() => target.end());
    expect(tables.rows[0].count).toBe(0);
  });

  it('copies every row and every file, keeping ids, and checks them', { timeout: 120_000 }, async () => {
    const moved = await move(dataDir, movedUrl, storageFolder);
    expect(moved.code, moved.stdout + moved.stderr).toBe(0);
    expect(moved.stderr).toBe('');
    expect(moved.stdout).toMatch(/^customers +12 +12 +ok$/m);
    expect(moved.stdout).toContain(`2 files, ${PNG.length + JPEG.length} bytes copied.`);
    expect(moved.stdout).not.toMatch(/DIFFER|MISSING/);

    const target = await openDatabase({ driver: 'postgres', url: movedUrl });
    try {
      expect(await tableCounts(target)).toEqual(sourceCounts);
      for (const [table, rows] of Object.entries(sourceRows)) expect(await rowsOf(target, table)).toEqual(rows);
      // New ids continue after the copied ones.
      const { rows } = await sql<{ id: string }>`select nextval('customers_id_seq')::text as id`.execute(target);
      expect(Number(rows[0]!.id)).toBeGreaterThan(Math.max(...sourceRows.customers!.map((row) => (JSON.parse(row) as { id: number }).id)));
    } finally {
      await target.destroy();
    }
    expect(keys).toHaveLength(2);
    for (const key of keys) expect(sha256(await readFile(join(storageFolder, key)))).toBe(sha256(await readFile(join(dataDir, 'files', key))));
    expect((await Promise.all(keys.map(async (key) => sha256(await readFile(join(storageFolder, key)))))).sort()).toEqual([sha256(PNG), sha256(JPEG)].sort());
  });

  it('refuses a target that already holds rows, leaving it as it was, and replaces them with --force', { timeout: 120_000 }, async () => {
    const again = await move(dataDir, movedUrl, storageFolder);
    expect(again.code).toBe(2);
    expect(again.stderr).toMatch(
      /^Not moved: The target database is not empty \(.*\bcompanies\b.*\bcustomers\b.* hold rows\)\. Move into an empty database, or pass --force to replace what it holds\.$/m,
    );
    const target = await openDatabase({ driver: 'postgres', url: movedUrl });
    try {
      expect(await tableCounts(target)).toEqual(sourceCounts);
      await target.deleteFrom('customers').where('id', '=', customer.id).execute();

      const forced = await move(dataDir, movedUrl, storageFolder, '--force');
      expect(forced.code, forced.stdout + forced.stderr).toBe(0);
      expect(await tableCounts(target)).toEqual(sourceCounts);
      expect(await rowsOf(target, 'customers')).toEqual(sourceRows.customers);
    } finally {
      await target.destroy();
    }
  });

  it('restores a pg_dump backup into an empty database, where the api reads the customer and the files', { timeout: 120_000 }, async () => {
    const dump = join(folder, 'practice.dump');
    await run('pg_dump', ['-Fc', '-f', dump, movedUrl]);
    const restoredUrl = await createDatabase();
    // The README's restore ("Backups").
    await run('sh', ['-c', RESTORE], { env: { ...process.env, BACKUP: dump, DATABASE_URL: restoredUrl } });

    const db = await openDatabase({ driver: 'postgres', url: restoredUrl });
    let app: FastifyInstance | undefined;
    try {
      expect(await tableCounts(db)).toEqual(sourceCounts);
      for (const [table, rows] of Object.entries(sourceRows)) expect(await rowsOf(db, table)).toEqual(rows);
      await migrate(db);
      app = await buildTestApp({
        config: testConfig({ DATABASE_URL: restoredUrl, DATA_DIR: join(folder, 'restored-api'), STORAGE_URL: pathToFileURL(storageFolder).href }),
        db,
        logger: false,
      });
      const signedIn = await signIn(app, DEMO_ADMIN.email, DEMO_ADMIN.password);
      expect(signedIn.statusCode).toBe(200);
      const auth: AuthHeaders = authFrom(signedIn);
      const read = await app.inject({ method: 'GET', url: `/api/v1/customers/${customer.id}`, headers: auth });
      expect(read.statusCode).toBe(200);
      expect(read.json().customer).toMatchObject({ id: customer.id, name: 'José Antônio da Silva' });

      const company = await app.inject({ method: 'GET', url: `/api/v1/companies/${companyId}`, headers: auth });
      const logo = await app.inject({ method: 'GET', url: company.json().company.image_url as string });
      expect(logo.statusCode).toBe(200);
      expect(logo.rawPayload.equals(PNG)).toBe(true);
      const user = await app.inject({ method: 'GET', url: `/api/v1/companies/${companyId}/users/${userId}`, headers: auth });
      const photo = await app.inject({ method: 'GET', url: user.json().user.image_url as string });
      expect(photo.statusCode).toBe(200);
      expect(sha256(photo.rawPayload)).toBe(sha256(JPEG));
    } finally {
      await app?.close();
      await db.destroy();
    }
  });

  it('moves the files into an S3-compatible bucket', { timeout: 120_000 }, async () => {
    const s3 = await startS3Server(folder);
    try {
      const moved = await move(dataDir, await createDatabase(), s3.storageUrl('practice'));
      expect(moved.code, moved.stdout + moved.stderr).toBe(0);
      const bucket = await createFileStorage(s3.storage('practice'));
      for (const key of keys) {
        const object = await bucket.get(key);
        const chunks: Buffer[] = [];
        for await (const chunk of object!.body) chunks.push(chunk as Buffer);
        expect(sha256(Buffer.concat(chunks))).toBe(sha256(await readFile(join(dataDir, 'files', key))));
      }
    } finally {
      await s3.close();
    }
  });

  it('commits nothing when a file cannot be copied, and says which', { timeout: 120_000 }, async () => {
    const lost = join(dataDir, 'files', keys[1]!);
    await rename(lost, `${lost}.aside`);
    try {
      const emptyUrl = await createDatabase();
      const failed = await move(dataDir, emptyUrl, join(folder, 'other-bucket'));
      expect(failed.code).toBe(1);
      expect(failed.stdout).toContain(`MISSING in the data folder: ${keys[1]}`);
      expect(failed.stderr).toContain('The copy did not match: nothing was committed to the target database.');
      const target = await openDatabase({ driver: 'postgres', url: emptyUrl });
      try {
        expect(Object.values(await tableCounts(target)).every((count) => count === 0)).toBe(true);
      } finally {
        await target.destroy();
      }
    } finally {
      await rename(`${lost}.aside`, lost);
    }
  });
});
