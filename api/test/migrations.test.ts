import { readdirSync } from 'node:fs';
import { sql } from 'kysely';
import { Migrator } from 'kysely/migration';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../src/db/index.ts';
import { MIGRATIONS } from '../src/db/migrate.ts';
import { createTestDatabase, type TestDatabase } from './harness.ts';

/**
 * Numbers that more than one released migration carries. A migration's name is recorded in every
 * database that ran it, so renaming one would run it again there: these keep their shared number.
 * No other number may repeat.
 */
const SHARED_NUMBERS: Readonly<Record<string, readonly string[]>> = {
  '0006': ['0006_customers', '0006_customers_sort_keys'],
};

const names = Object.keys(MIGRATIONS);
const numberOf = (name: string) => name.slice(0, name.indexOf('_'));

describe('the migrations', () => {
  it('are named by a four-digit number and a name in snake case', () => {
    expect(names.filter((name) => !/^\d{4}_[a-z0-9]+(_[a-z0-9]+)*$/.test(name))).toEqual([]);
  });

  it('each take a number of their own, but for the ones released with a shared number', () => {
    const byNumber = new Map<string, string[]>();
    for (const name of names) byNumber.set(numberOf(name), [...(byNumber.get(numberOf(name)) ?? []), name]);
    const shared = Object.fromEntries([...byNumber].filter(([, named]) => named.length > 1));
    expect(shared).toEqual(SHARED_NUMBERS);
  });

  it('are listed in the order of their names, which is the order Kysely runs them in', () => {
    expect(names).toEqual([...names].sort());
  });

  it('are all listed, and every one listed has its file', () => {
    const files = readdirSync(new URL('../src/db/migrations/', import.meta.url))
      .filter((file) => file.endsWith('.ts'))
      .map((file) => file.slice(0, -'.ts'.length));
    expect(files.sort()).toEqual(names);
  });
});

describe('migrating an empty database', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase({ empty: true });
    await migrate(database.db);
  });
  afterAll(() => database.drop());

  it('runs every migration in the listed order, once', async () => {
    const migrator = new Migrator({ db: database.db, provider: { getMigrations: async () => ({ ...MIGRATIONS }) } });
    const known = await migrator.getMigrations();
    expect(known.map((migration) => migration.name)).toEqual(names);
    expect(known.filter((migration) => migration.executedAt === undefined)).toEqual([]);
    const recorded = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(database.db);
    expect(recorded.rows.map((row) => row.name)).toEqual(names);
  });

  it('does nothing when run again', async () => {
    await expect(migrate(database.db)).resolves.toBeUndefined();
    const recorded = await sql<{ count: number }>`select count(*)::int as count from kysely_migration`.execute(database.db);
    expect(recorded.rows[0]?.count).toBe(names.length);
  });
});
