// One migrated database per test run, which every test api copies instead of migrating its own
// (vitest's globalSetup of the api's and the gateway's tests). On PGlite, starting a database from
// nothing and migrating it took about 2 s of each test file; loading a copy of a migrated one takes
// a fraction of that. On PostgreSQL, `create database … template` copies the migrated one.
import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { migrate, openDatabase, pgliteOf } from '../src/db/index.ts';
import { seed } from '../src/demo/seed.ts';

/** The migrated PGlite database to load, as a file `dumpDataDir` wrote (set for the run by `makeTestTemplate`). */
export const PGLITE_TEMPLATE_ENV = 'PRACTICE_TEST_PGLITE_TEMPLATE';
/** The migrated database on TEST_DATABASE_URL's server to copy (set for the run by `makeTestTemplate`). */
export const POSTGRES_TEMPLATE_ENV = 'PRACTICE_TEST_POSTGRES_TEMPLATE';

function adminUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL, e.g. postgres://postgres@127.0.0.1:5432/test');
  return url;
}

/** Runs `statement` on TEST_DATABASE_URL's server, outside any database of the tests. */
export async function onPostgresServer(statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl() });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/** `url` with its database replaced by `name`. */
export function postgresUrlOf(name: string): string {
  const url = new URL(adminUrl());
  url.pathname = `/${name}`;
  return url.toString();
}

/** A run stopped by a signal leaves its template behind; one this old belongs to no run still going. */
const STALE_MS = 24 * 3_600_000;

/** Removes the templates that runs stopped by a signal left a day or more ago. */
async function removeStaleTemplates(database: string | undefined): Promise<void> {
  if (database === 'postgres') {
    const admin = new pg.Client({ connectionString: adminUrl() });
    await admin.connect();
    try {
      const { rows } = await admin.query<{ datname: string }>("select datname from pg_database where datname like 'practice\\_template\\_%'");
      for (const { datname } of rows) {
        const made = Number(/^practice_template_(\d+)_/.exec(datname)?.[1]);
        if (made > 0 && Date.now() - made > STALE_MS) await admin.query(`drop database if exists "${datname}" with (force)`);
      }
    } finally {
      await admin.end();
    }
    return;
  }
  for (const name of await readdir(tmpdir())) {
    if (!name.startsWith('practice-pglite-template-')) continue;
    const dir = join(tmpdir(), name);
    const made = await stat(dir).catch(() => undefined);
    if (made && Date.now() - made.mtimeMs > STALE_MS) await rm(dir, { recursive: true, force: true });
  }
}

/**
 * Makes the run's template for `database` and names it in the environment the test files inherit;
 * the function it answers removes it.
 */
export async function makeTestTemplate(database: string | undefined): Promise<() => Promise<void>> {
  await removeStaleTemplates(database);
  if (database === 'postgres') {
    const name = `practice_template_${Date.now()}_${randomBytes(4).toString('hex')}`;
    await onPostgresServer(`create database "${name}"`);
    try {
      const db = await openDatabase({ driver: 'postgres', url: postgresUrlOf(name) });
      try {
        await migrate(db);
        await seed(db, { demo: false });
      } finally {
        await db.destroy();
      }
    } catch (error) {
      await onPostgresServer(`drop database if exists "${name}" with (force)`);
      throw error;
    }
    process.env[POSTGRES_TEMPLATE_ENV] = name;
    return async () => {
      delete process.env[POSTGRES_TEMPLATE_ENV];
      await onPostgresServer(`drop database if exists "${name}" with (force)`);
    };
  }
  const dir = await mkdtemp(join(tmpdir(), 'practice-pglite-template-'));
  try {
    const db = await openDatabase({ driver: 'pglite', dataDir: undefined });
    try {
      await migrate(db);
      await seed(db, { demo: false });
      const file = join(dir, 'template.tar');
      await writeFile(file, Buffer.from(await (await pgliteOf(db)!.dumpDataDir('none')).arrayBuffer()));
      process.env[PGLITE_TEMPLATE_ENV] = file;
    } finally {
      await db.destroy();
    }
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
  return async () => {
    delete process.env[PGLITE_TEMPLATE_ENV];
    await rm(dir, { recursive: true, force: true });
  };
}

/** vitest's globalSetup: the template for the whole run, for the database of the project (api/vitest.config.ts) or TEST_DB. */
export default async function setup(project?: { config: { env?: Record<string, unknown> } }): Promise<() => Promise<void>> {
  const database = project?.config.env?.TEST_DB ?? process.env.TEST_DB;
  return makeTestTemplate(typeof database === 'string' ? database : undefined);
}
