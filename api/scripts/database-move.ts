// Copies an embedded (PGlite) data folder into a PostgreSQL database and the files into a storage,
// checking what arrived. The whole database copy is one transaction on the target, committed only
// once every table's rows and every file's bytes are checked, so a move that fails leaves it as it was.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { sql, type Kysely, type Transaction } from 'kysely';
import { DataDirLockedError, acquireDataDirLock } from '../src/data-dir-lock.ts';
import { migrate, openDatabase, type Db } from '../src/db/index.ts';
import { createFileStorage, type FileStorage } from '../src/storage/index.ts';
import type { StorageConfig } from '../src/config.ts';

/** Rows sent to the target in one statement. */
const BATCH_ROWS = 500;

export class MoveRefused extends Error {}

export interface MoveOptions {
  /** The api's DATA_DIR: the embedded database is its `pglite` folder, the files its `files` folder. */
  dataDir: string;
  databaseUrl: string;
  /** Where the moved api keeps its files (STORAGE_URL); the data folder's own `files` by default. */
  storage: StorageConfig;
  /** Replace what the target database holds instead of refusing a target that is not empty. */
  force?: boolean;
  log?: (line: string) => void;
}

export interface TableReport {
  table: string;
  sourceRows: number;
  targetRows: number;
  /** Whether every row arrived with every value (an MD5 over each row's JSON, in a fixed order). */
  sameRows: boolean;
}

export interface FileReport {
  key: string;
  bytes: number;
  sourceSha256: string | undefined;
  targetSha256: string | undefined;
}

export interface MoveReport {
  tables: TableReport[];
  files: FileReport[];
  /** False when the target storage is the data folder's own files folder: nothing to copy, only to read. */
  filesCopied: boolean;
  ok: boolean;
}

// Kysely's migration bookkeeping, written by migrate() on the target itself.
const MIGRATION_TABLES = ['kysely_migration', 'kysely_migration_lock'];

async function tableNames(db: Kysely<unknown> | Transaction<unknown>): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`
    select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind = 'r' order by c.relname`.execute(db);
  return rows.map((row) => row.name).filter((name) => !MIGRATION_TABLES.includes(name));
}

async function appliedMigrations(db: Kysely<unknown>): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`
    select name from kysely_migration order by name`.execute(db).catch(() => ({ rows: [] as { name: string }[] }));
  return rows.map((row) => row.name);
}

/**
 * The tables in an order where each comes after those its foreign keys point at. A cycle (a company's
 * image is an attachment, which belongs to a company) is broken at nullable columns: those are
 * `deferred`, copied as null with their rows and filled in once every table is there.
 */
async function copyPlan(db: Transaction<unknown>, tables: string[]): Promise<{ order: string[]; deferred: Map<string, string[]> }> {
  const { rows } = await sql<{ child: string; parent: string; columns: string[]; nullable: boolean }>`
    select child.relname as child, parent.relname as parent,
      array(select a.attname::text from pg_attribute a where a.attrelid = c.conrelid and a.attnum = any(c.conkey)) as columns,
      not exists (select from pg_attribute a where a.attrelid = c.conrelid and a.attnum = any(c.conkey) and a.attnotnull) as nullable
    from pg_constraint c
    join pg_class child on child.oid = c.conrelid
    join pg_class parent on parent.oid = c.confrelid
    where c.contype = 'f' and c.connamespace = 'public'::regnamespace and c.conrelid <> c.confrelid`.execute(db);
  const order: string[] = [];
  const placed = new Set<string>();
  const deferred = new Map<string, string[]>();
  const waitingOn = (table: string) => rows.filter((fk) => fk.child === table && tables.includes(fk.parent) && !placed.has(fk.parent));
  while (order.length < tables.length) {
    const left = tables.filter((table) => !placed.has(table));
    let ready = left.filter((table) => waitingOn(table).length === 0);
    if (ready.length === 0) {
      const breakable = left.find((table) => waitingOn(table).every((fk) => fk.nullable));
      if (!breakable) throw new Error(`The foreign keys of ${left.join(', ')} form a cycle through columns that cannot be null.`);
      deferred.set(breakable, [...new Set(waitingOn(breakable).flatMap((fk) => fk.columns))]);
      ready = [breakable];
    }
    for (const table of ready) {
      order.push(table);
      placed.add(table);
    }
  }
  return { order, deferred };
}

async function insertableColumns(db: Transaction<unknown>, table: string): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`
    select attname as name from pg_attribute
    where attrelid = ${`public.${table}`}::regclass and attnum > 0 and not attisdropped and attgenerated = ''
    order by attnum`.execute(db);
  return rows.map((row) => row.name);
}

/** The primary key's columns (every column when there is none): the order rows are read in. */
async function keyColumns(db: Kysely<unknown>, table: string): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`
    select a.attname as name
    from pg_index i cross join lateral unnest(i.indkey) with ordinality as k(attnum, position)
    join pg_attribute a on a.attrelid = i.indrelid and a.attnum = k.attnum
    where i.indrelid = ${`public.${table}`}::regclass and i.indisprimary
    order by k.position`.execute(db);
  if (rows.length > 0) return rows.map((row) => row.name);
  const all = await sql<{ name: string }>`
    select attname as name from pg_attribute
    where attrelid = ${`public.${table}`}::regclass and attnum > 0 and not attisdropped order by attnum`.execute(db);
  return all.rows.map((row) => row.name);
}

/**
 * Each row's JSON (`to_jsonb`) is what travels and what is compared: it keeps every value as the
 * server writes it (microseconds, numerics, ranges, bytea), which JavaScript values would not.
 * The digest is an MD5 over the rows' MD5s sorted as bytes, so it does not depend on the collation.
 */
async function tableDigest(db: Kysely<unknown> | Transaction<unknown>, table: string): Promise<{ rows: number; digest: string }> {
  const { rows } = await sql<{ rows: string; digest: string }>`
    select count(*)::text as rows, md5(coalesce(string_agg(h, '' order by h collate "C"), '')) as digest
    from (select md5(to_jsonb(t)::text) as h from ${sql.table(table)} as t) as hashed`.execute(db);
  return { rows: Number(rows[0]!.rows), digest: rows[0]!.digest };
}

/**
 * The source's rows of `table` in key order, BATCH_ROWS at a time, as JSON text. Each batch starts
 * after the last row of the one before (its key read back from that row's JSON), so a big table is
 * read in one pass rather than skipping ever more rows with OFFSET.
 */
async function* sourceBatches(source: Db, table: string, where = sql`true`): AsyncGenerator<string[]> {
  const key = await keyColumns(source as unknown as Kysely<unknown>, table);
  const keyList = sql.join(key.map((column) => sql.ref(`t.${column}`)));
  const lastKey = sql.join(key.map((column) => sql.id(column)));
  let last: string | undefined;
  for (;;) {
    const after = last === undefined ? sql`true` : sql`(${keyList}) > (select ${lastKey} from jsonb_populate_record(null::${sql.table(table)}, ${last}::jsonb))`;
    const { rows } = await sql<{ row: string }>`
      select to_jsonb(t)::text as row from ${sql.table(table)} as t
      where (${where}) and ${after}
      order by ${keyList} limit ${BATCH_ROWS}`.execute(source);
    if (rows.length > 0) yield rows.map((r) => r.row);
    if (rows.length < BATCH_ROWS) return;
    last = rows[rows.length - 1]!.row;
  }
}

async function copyTable(source: Db, target: Transaction<unknown>, table: string, deferred: string[]): Promise<void> {
  const columns = await insertableColumns(target, table);
  const columnList = sql.join(columns.map((column) => sql.id(column)));
  const values = sql.join(columns.map((column) => (deferred.includes(column) ? sql`null` : sql.id(column))));
  for await (const rows of sourceBatches(source, table)) {
    await sql`
      insert into ${sql.table(table)} (${columnList}) overriding system value
      select ${values} from jsonb_populate_recordset(null::${sql.table(table)}, ${`[${rows.join(',')}]`}::jsonb)`.execute(target);
  }
}

/** Fills in the columns a cycle of foreign keys kept null while the rows they point at were copied. */
async function fillDeferred(source: Db, target: Transaction<unknown>, table: string, deferred: string[]): Promise<void> {
  const key = await keyColumns(source as unknown as Kysely<unknown>, table);
  const set = sql.join(deferred.map((column) => sql`${sql.id(column)} = v.${sql.id(column)}`));
  const match = sql.join(key.map((column) => sql`t.${sql.id(column)} = v.${sql.id(column)}`), sql` and `);
  const anySet = sql.join(deferred.map((column) => sql`t.${sql.id(column)} is not null`), sql` or `);
  for await (const rows of sourceBatches(source, table, anySet)) {
    await sql`
      update ${sql.table(table)} as t set ${set}
      from jsonb_populate_recordset(null::${sql.table(table)}, ${`[${rows.join(',')}]`}::jsonb) as v
      where ${match}`.execute(target);
  }
}

/** Sets each of the target's sequences where the source's stands, so new ids follow the copied ones. */
async function copySequences(source: Db, target: Transaction<unknown>): Promise<number> {
  const { rows } = await sql<{ name: string; last_value: string | null; start_value: string }>`
    select sequencename as name, last_value::text, start_value::text from pg_sequences where schemaname = 'public'`.execute(source);
  for (const sequence of rows) {
    const name = `public.${sequence.name}`;
    if (sequence.last_value === null) await sql`select setval(${name}::regclass, ${sequence.start_value}::bigint, false)`.execute(target);
    else await sql`select setval(${name}::regclass, ${sequence.last_value}::bigint, true)`.execute(target);
  }
  return rows.length;
}

async function sha256Of(body: Readable): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of body) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

async function storedSha256(storage: FileStorage, key: string): Promise<string | undefined> {
  const object = await storage.get(key);
  return object && sha256Of(object.body);
}

async function copyFiles(source: Db, from: FileStorage, to: FileStorage | undefined, log: (line: string) => void): Promise<FileReport[]> {
  const { rows } = await sql<{ key: string; byte_size: number }>`select key, byte_size from attachments order by id`.execute(source);
  const reports: FileReport[] = [];
  for (const [index, { key, byte_size: bytes }] of rows.entries()) {
    const object = await from.get(key);
    if (!object) {
      reports.push({ key, bytes, sourceSha256: undefined, targetSha256: undefined });
      continue;
    }
    if (!to) {
      const sha256 = await sha256Of(object.body);
      reports.push({ key, bytes, sourceSha256: sha256, targetSha256: sha256 });
      continue;
    }
    const hash = createHash('sha256');
    const hashed = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        hash.update(chunk);
        done(null, chunk);
      },
    });
    object.body.on('error', (error) => hashed.destroy(error));
    await to.put(key, object.body.pipe(hashed));
    reports.push({ key, bytes, sourceSha256: hash.digest('hex'), targetSha256: await storedSha256(to, key) });
    if ((index + 1) % 100 === 0) log(`  ${index + 1} of ${rows.length} files copied`);
  }
  return reports;
}

function sameStorage(a: StorageConfig, b: StorageConfig): boolean {
  return a.kind === 'local' && b.kind === 'local' && resolve(a.folder) === resolve(b.folder);
}

/**
 * Moves the embedded database of `dataDir` into the PostgreSQL database at `databaseUrl` (migrated
 * first to the level the code knows) and its files into `storage`, holding the data folder's lock so
 * no api starts on it meanwhile. Throws MoveRefused before writing anything when the folder is in use,
 * holds no database, is at another migration level, or the target already holds rows (without `force`).
 */
export async function moveToPostgres(options: MoveOptions): Promise<MoveReport> {
  const log = options.log ?? (() => {});
  const pgliteDir = join(options.dataDir, 'pglite');
  if (!existsSync(pgliteDir)) throw new MoveRefused(`There is no embedded database in ${pgliteDir}.`);
  let lock;
  try {
    lock = await acquireDataDirLock(options.dataDir);
  } catch (error) {
    if (error instanceof DataDirLockedError) throw new MoveRefused(`${error.message.split('. ')[0]}. Stop the api before moving its data.`);
    throw error;
  }
  let source: Db | undefined;
  let target: Db | undefined;
  try {
    source = await openDatabase({ driver: 'pglite', dataDir: pgliteDir });
    target = await openDatabase({ driver: 'postgres', url: options.databaseUrl });
    const sourceMigrations = await appliedMigrations(source as unknown as Kysely<unknown>);
    if (sourceMigrations.length === 0) throw new MoveRefused(`${pgliteDir} holds no Practice database.`);
    log('Migrating the target database...');
    await migrate(target);
    const targetMigrations = await appliedMigrations(target as unknown as Kysely<unknown>);
    const missing = targetMigrations.filter((name) => !sourceMigrations.includes(name));
    const unknown = sourceMigrations.filter((name) => !targetMigrations.includes(name));
    if (unknown.length > 0) throw new MoveRefused(`The embedded database has migrations this version does not know (${unknown.join(', ')}): move it with the version that wrote them.`);
    if (missing.length > 0) throw new MoveRefused(`The embedded database lacks migrations ${missing.join(', ')}: start the api once on ${options.dataDir} to bring it up to date, stop it, then move it.`);

    const sourceStorage = await createFileStorage({ kind: 'local', folder: join(options.dataDir, 'files') });
    const filesCopied = !sameStorage({ kind: 'local', folder: join(options.dataDir, 'files') }, options.storage);
    const targetStorage = filesCopied ? await createFileStorage(options.storage) : undefined;
    const sourceDb = source;
    // Each row's JSON is compared as text, so both sides write times the same way.
    await sql`set time zone 'UTC'`.execute(sourceDb);
    let report: MoveReport | undefined;
    const failed = new Error('the checks failed');
    try {
      await target.transaction().execute(async (trx) => {
        const tx = trx as unknown as Transaction<unknown>;
        await sql`set local time zone 'UTC'`.execute(tx);
        const { order: tables, deferred } = await copyPlan(tx, await tableNames(tx));
        const sourceTables = await tableNames(sourceDb as unknown as Kysely<unknown>);
        const extra = sourceTables.filter((table) => !tables.includes(table));
        if (extra.length > 0) throw new MoveRefused(`The embedded database has tables the target has not: ${extra.join(', ')}.`);
        const filled: string[] = [];
        for (const table of tables) {
          const { rows } = await sql<{ any: boolean }>`select exists (select from ${sql.table(table)}) as any`.execute(tx);
          if (rows[0]!.any) filled.push(table);
        }
        if (filled.length > 0 && !options.force) throw new MoveRefused(`The target database is not empty (${filled.join(', ')} hold rows). Move into an empty database, or pass --force to replace what it holds.`);
        if (filled.length > 0) {
          log(`Emptying ${filled.length} tables of the target (--force)...`);
          await sql`truncate ${sql.join(tables.map((table) => sql.table(table)))} restart identity`.execute(tx);
        }
        for (const table of tables) {
          log(`Copying ${table}...`);
          await copyTable(sourceDb, tx, table, deferred.get(table) ?? []);
        }
        for (const [table, columns] of deferred) await fillDeferred(sourceDb, tx, table, columns);
        const sequences = await copySequences(sourceDb, tx);
        log(`Set ${sequences} sequences.`);
        const tableReports: TableReport[] = [];
        for (const table of tables) {
          const [from, to] = [await tableDigest(sourceDb as unknown as Kysely<unknown>, table), await tableDigest(tx, table)];
          tableReports.push({ table, sourceRows: from.rows, targetRows: to.rows, sameRows: from.rows === to.rows && from.digest === to.digest });
        }
        log(filesCopied ? 'Copying the files...' : 'Reading the files (they stay where they are)...');
        const files = await copyFiles(sourceDb, sourceStorage, targetStorage, log);
        const ok = tableReports.every((table) => table.sameRows) && files.every((file) => file.sourceSha256 !== undefined && file.sourceSha256 === file.targetSha256);
        report = { tables: tableReports, files, filesCopied, ok };
        // Rolled back: the target stays as it was.
        if (!ok) throw failed;
      });
    } catch (error) {
      if (error !== failed) throw error;
    }
    return report!;
  } finally {
    await target?.destroy();
    await source?.destroy();
    await lock.release();
  }
}
