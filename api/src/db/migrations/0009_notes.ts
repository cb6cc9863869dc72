import { sql, type Kysely } from 'kysely';

/**
 * Customer notes and note templates.
 *
 * A note is addressed from outside by `hashid` (PDF links), never by its serial id. Locking is one
 * way: `locked_at` and `locked_by_*` are set once. Author and locker names are copied at write time
 * so the history reads the same after a user is deleted. A template's name is unique within the
 * company ignoring case and accents, kept by a unique index over its normalized form.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('customer_notes')
    .ifNotExists()
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('cascade'))
    .addColumn('hashid', 'text', (c) => c.notNull().unique())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('creator_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('creator_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('locked', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('locked_at', 'timestamptz')
    .addColumn('locked_by_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('locked_by_name', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // Newest first per customer (the notes list), and per company by date (dashboard charts).
  await sql`create index if not exists customer_notes_customer_index on customer_notes (customer_id, created_at desc, id desc)`.execute(db);
  await sql`create index if not exists customer_notes_company_created_index on customer_notes (company_id, created_at)`.execute(db);

  await db.schema
    .createTable('note_templates')
    .ifNotExists()
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('name_key', 'text', (c) => c.notNull().generatedAlwaysAs(sql`search_normalize(name)`).stored())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create unique index if not exists note_templates_company_name_index on note_templates (company_id, name_key)`.execute(db);
}
