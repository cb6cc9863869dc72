import { sql, type Kysely } from 'kysely';

/**
 * Addenda: the corrections and complements written under a locked note, which itself never
 * changes. Rows are only ever inserted; the author's name is copied at write time, like a note's.
 * A note marked private ('Somente eu') is read only by its author.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table customer_notes add column if not exists private boolean not null default false`.execute(db);
  await db.schema
    .createTable('customer_note_addenda')
    .ifNotExists()
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('note_id', 'integer', (c) => c.notNull().references('customer_notes.id').onDelete('cascade'))
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('author_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('author_name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index if not exists customer_note_addenda_note_index on customer_note_addenda (note_id, created_at, id)`.execute(db);
  // A deleted note leaves a tombstone in the access log naming its date and author, never its text.
  await sql`alter table customer_accesses add column if not exists detail text`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table customer_accesses drop column if exists detail`.execute(db);
  await db.schema.dropTable('customer_note_addenda').ifExists().execute();
  await sql`alter table customer_notes drop column if exists private`.execute(db);
}
