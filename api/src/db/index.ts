import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { Kysely, PostgresDialect, sql, type RawBuilder, type Transaction } from 'kysely';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';
import type { Database } from './schema.ts';

export type { Database } from './schema.ts';
export { migrate } from './migrate.ts';
/** Raw SQL for callers outside the api (benchmark seeds) that have no kysely of their own. */
export { sql } from 'kysely';

export type Db = Kysely<Database>;
/** Either the database or an open transaction: functions that write take this so callers choose. */
export type Executor = Kysely<Database> | Transaction<Database>;

export type DatabaseTarget =
  | { driver: 'postgres'; url: string }
  /**
   * `dataDir` undefined keeps the database in memory (tests); `loadDataDir` starts it from a copy
   * that `dumpDataDir` made instead of from nothing (the tests' migrated template).
   */
  | { driver: 'pglite'; dataDir: string | undefined; loadDataDir?: Blob };

export function databaseTarget(config: { databaseUrl: string | undefined; dataDir: string }): DatabaseTarget {
  return config.databaseUrl
    ? { driver: 'postgres', url: config.databaseUrl }
    : { driver: 'pglite', dataDir: join(config.dataDir, 'pglite') };
}

const pools = new WeakMap<Db, pg.Pool>();
const pglites = new WeakMap<Db, PGlite>();

/** The PGlite under `db`, or undefined on PostgreSQL. */
export function pgliteOf(db: Db): PGlite | undefined {
  return pglites.get(db);
}

/** The connections of a PostgreSQL database's pool, and the queries waiting for one; none on PGlite. */
export function poolCounts(db: Db): { total: number; idle: number; waiting: number } | undefined {
  const pool = pools.get(db);
  return pool && { total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount };
}

/**
 * Opens Kysely over PostgreSQL or PGlite. PGlite has a single connection that the dialect
 * serializes, so code inside a transaction must use the transaction, never `db`, or it waits forever.
 */
export async function openDatabase(target: DatabaseTarget): Promise<Db> {
  if (target.driver === 'postgres') {
    const pool = handleConnectionErrors(new pg.Pool({ connectionString: target.url, max: 10 }), (error) =>
      console.error('PostgreSQL connection lost:', error.message),
    );
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    pools.set(db, pool);
    return db;
  }
  if (target.dataDir) await mkdir(target.dataDir, { recursive: true });
  const client = await PGlite.create({
    ...(target.dataDir ? { dataDir: target.dataDir } : {}),
    ...(target.loadDataDir ? { loadDataDir: target.loadDataDir } : {}),
    extensions: { unaccent, pg_trgm, btree_gist },
  });
  const db = new Kysely<Database>({ dialect: new PGliteDialect(client) });
  pglites.set(db, client);
  return db;
}

/**
 * Gives a pool the listeners `pg` needs so that a connection the server ends (a restart, an
 * administrator's `pg_terminate_backend`, a network cut) is reported to `onError` once instead of
 * ending the process with an unhandled 'error' event: each connection's own, which hears of it
 * whether the connection waits in the pool or is checked out (inside a transaction, or held open for
 * LISTEN), and the pool's, which repeats it for a waiting one. `pg` drops a broken connection, the
 * query that used it fails, and the next one opens another. Every pool the api opens goes through here.
 */
export function handleConnectionErrors(pool: pg.Pool, onError: (error: Error) => void): pg.Pool {
  pool.on('connect', (client) => client.on('error', onError));
  // Already reported by the connection's own listener; without this one the repeat would be unhandled.
  pool.on('error', () => {});
  return pool;
}

/** A jsonb parameter: `pg` would send a JS array as a Postgres array, so send JSON text and cast. */
export function jsonb(value: unknown): RawBuilder<unknown> {
  return sql`${JSON.stringify(value)}::jsonb`;
}

/**
 * `column = any($1::int[])`: a list of ids as one array parameter. A board's thousand tasks would
 * otherwise be a thousand parameters to bind and parse in each of the queries that read their parts.
 */
export function inIds(column: string, ids: readonly number[]): RawBuilder<boolean> {
  return sql<boolean>`${sql.ref(column)} = any(${[...ids]}::int[])`;
}

/** `%`, `_` and `\` typed by a person, escaped so LIKE looks for them as themselves. */
export function escapeLike(term: string): string {
  return term.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/** PostgreSQL's unique_violation, raised the same way by both drivers. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, constraint: name } = error as { code?: unknown; constraint?: unknown };
  return code === '23505' && (constraint === undefined || name === constraint);
}
