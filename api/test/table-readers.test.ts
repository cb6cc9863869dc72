// Each table is read where it is written: by its owning area (see table-writers). Another area that
// needs its rows calls the owner's exported query, or adds the owner's fragment to its own statement,
// passing its transaction, and never names the table. This reads the reads in src (Kysely's
// selectFrom and joins, raw from and join) and fails on a read of a table outside its owner.
import { describe, expect, it } from 'vitest';
import { apiSources, areaOf, tableOwners, tableReads, type SourceFile } from './table-areas.ts';

/** Areas and files allowed to read tables they do not own, each with why; an area or a file. */
const EXCEPTIONS: readonly { reader: string; tables: readonly string[] | 'all'; why: string }[] = [
  {
    reader: 'records',
    tables: 'all',
    why: "the records exporter copies a company's or a patient's rows of every table as they are stored, and their files",
  },
  // The folders below the areas serve every area, so they cannot call an area's function without each
  // area depending on it through them (area-imports); they read what they must to do their one job.
  { reader: 'src/auth/tokens.ts', tables: ['users', 'companies', 'user_two_factors'], why: 'a request is signed in as its user, company and two-step state, in one statement per request' },
  { reader: 'src/rich-text/sanitize.ts', tables: ['attachments', 'task_attachments'], why: 'rich text shows only images stored for its company' },
  { reader: 'src/storage/sweep.ts', tables: ['attachments'], why: 'the sweep removes stored files that no attachment row names' },
  // An owner that depends on the reader cannot be called by it (area-imports forbids the circle);
  // each of these reads one fact, never a row's content.
  { reader: 'src/modules/companies/queries.ts', tables: ['plans'], why: "billing depends on companies: a company is read with its plan's identifier" },
  { reader: 'src/modules/companies/fields-order.ts', tables: ['customer_fields'], why: 'customer-fields keeps the order through companies: an order sent must name its questions' },
  { reader: 'src/modules/customers/queries.ts', tables: ['customer_notes', 'appointments'], why: 'notes and the agenda depend on customers: whether a customer has notes, how many appointments ahead' },
];

function excepted(file: string, table: string): boolean {
  return EXCEPTIONS.some(({ reader, tables }) => (reader === file || reader === areaOf(file)) && (tables === 'all' || tables.includes(table)));
}

/** The reads of another area's table, as `file:line table (owner)`. */
function foreignReads(files: readonly SourceFile[], owners = tableOwners(files)): string[] {
  return tableReads(files)
    .filter(({ file, table }) => owners.has(table) && owners.get(table) !== areaOf(file) && !excepted(file, table))
    .map(({ file, line, table }) => `${file}:${line} ${table} (${owners.get(table)})`);
}

describe('reads of the api', () => {
  const files = apiSources();
  const owners = tableOwners(files);
  const reads = tableReads(files);

  it('knows the owners and reads the reads', () => {
    expect(owners.get('users')).toBe('users');
    expect(owners.get('auth_tokens')).toBe('src/auth');
    const readers = (table: string) => new Set(reads.filter((read) => read.table === table).map((read) => areaOf(read.file)));
    expect(readers('customers').has('customers')).toBe(true);
    expect(readers('appointments').has('appointments')).toBe(true);
  });

  it('read another area\'s table only through the owner', () => {
    expect(foreignReads(files, owners), "reads of another area's table").toEqual([]);
  });

  it('see a foreign read by the query builder, in a join or in raw SQL, but not in a comment or a CTE', () => {
    const files: SourceFile[] = [
      { file: 'src/modules/a/write.ts', text: "await trx.insertInto('things').values({})" },
      { file: 'src/modules/b/write.ts', text: "await trx.insertInto('others').values({})" },
      { file: 'src/modules/b/one.ts', text: "db.selectFrom('others')\n  .innerJoin('things as thing', 'thing.id', 'others.thing_id')" },
      { file: 'src/modules/b/two.ts', text: 'sql`select count(*) from ${sql`others`} left join things on true where ${sql`x`}`' },
      { file: 'src/modules/b/three.ts', text: "// read from things, through a\nsql`with things_cte as (select 1) select * from things_cte`" },
      { file: 'src/modules/b/four.ts', text: "selectFrom('things').select('id')" },
      { file: 'src/modules/records/export.ts', text: "db.selectFrom('things')" },
    ];
    expect(foreignReads(files)).toEqual(['src/modules/b/one.ts:2 things (a)', 'src/modules/b/two.ts:1 things (a)', 'src/modules/b/four.ts:1 things (a)']);
  });
});
