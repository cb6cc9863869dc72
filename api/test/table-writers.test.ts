// Each table has one writer: the area that owns it (src/modules/<area>), or one folder below the
// areas (auth, http). Another area that needs a change calls the owner's function, passing its
// transaction. This reads the writes in src (Kysely's insertInto, updateTable and deleteFrom, and
// raw insert, update and delete statements) and fails on a table written from two places.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const API = fileURLToPath(new URL('..', import.meta.url));
const SRC = join(API, 'src');

const BUILDER_WRITE = /\.(?:insertInto|updateTable|deleteFrom|replaceInto|mergeInto)\(\s*['"`]([a-z_]+)['"`]/g;
const RAW_WRITE = /sql`\s*(?:insert\s+into|update|delete\s+from)\s+([a-z_]+)/gi;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'migrations' ? [] : sourceFiles(path);
    return name.endsWith('.ts') ? [path] : [];
  });
}

/** `customers` for src/modules/customers/routes.ts, `src/auth` for src/auth/tokens.ts. */
function writerOf(file: string): string {
  const [top, area] = file.split(/[\\/]/).slice(1);
  return top === 'modules' ? area! : `src/${top}`;
}

/** Table → writer → the files where it writes. */
function tableWriters(files: readonly { file: string; text: string }[]): Map<string, Map<string, Set<string>>> {
  const tables = new Map<string, Map<string, Set<string>>>();
  for (const { file, text } of files) {
    for (const pattern of [BUILDER_WRITE, RAW_WRITE]) {
      for (const [, table] of text.matchAll(pattern)) {
        const writers = tables.get(table!.toLowerCase()) ?? new Map<string, Set<string>>();
        tables.set(table!.toLowerCase(), writers);
        const writer = writerOf(file);
        writers.set(writer, (writers.get(writer) ?? new Set()).add(file));
      }
    }
  }
  return tables;
}

function sharedTables(tables: Map<string, Map<string, Set<string>>>): string[] {
  return [...tables]
    .filter(([, writers]) => writers.size > 1)
    .map(([table, writers]) => `${table}: ${[...writers].map(([writer, files]) => `${writer} (${[...files].join(', ')})`).join('; ')}`);
}

describe('tables of the api', () => {
  const tables = tableWriters(sourceFiles(SRC).map((path) => ({ file: relative(API, path), text: readFileSync(path, 'utf8') })));

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
