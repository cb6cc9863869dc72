// Each table has one writer: the area that owns it (src/modules/<area>), or one folder below the
// areas (auth, http, activity-log). Another area that needs a change calls the owner's function, passing its
// transaction. This reads the writes in src (Kysely's insertInto, updateTable and deleteFrom, and
// raw insert, update and delete statements) and fails on a table written from two places.
import { describe, expect, it } from 'vitest';
import { apiSources, tableWriters } from './table-areas.ts';

function sharedTables(tables: Map<string, Map<string, Set<string>>>): string[] {
  return [...tables]
    .filter(([, writers]) => writers.size > 1)
    .map(([table, writers]) => `${table}: ${[...writers].map(([writer, files]) => `${writer} (${[...files].join(', ')})`).join('; ')}`);
}

describe('tables of the api', () => {
  const tables = tableWriters(apiSources());

  it('reads the writes', () => {
    expect([...(tables.get('customers')?.keys() ?? [])]).toEqual(['customers']);
    expect([...(tables.get('tasks')?.keys() ?? [])]).toEqual(['tasks']);
    expect([...(tables.get('auth_tokens')?.keys() ?? [])]).toEqual(['src/auth']);
  });

  it('each have one writer', () => {
    expect(sharedTables(tables), 'tables written from more than one area').toEqual([]);
  });

  it('see a table written from two areas, by the query builder or in raw SQL', () => {
    const tables = tableWriters([
      { file: 'src/modules/a/write.ts', text: "await trx.updateTable('things').set({})" },
      { file: 'src/modules/b/write.ts', text: 'await sql`delete from things where id = ${id}`.execute(trx)' },
      { file: 'src/modules/b/other.ts', text: "await trx\n  .insertInto('others')" },
    ]);
    expect(sharedTables(tables)).toEqual(['things: a (src/modules/a/write.ts); b (src/modules/b/write.ts)']);
  });
});
