import { sql, type Kysely } from 'kysely';

/**
 * Data exports (the patient's copy and the whole company's): one row per request, built in the
 * background by whichever api process claims it. The ZIP is a stored file with an attachment row,
 * so the start-up sweep keeps it; rows and files go 24 hours after the export is done.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('exports')
    .ifNotExists()
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    // Null for the whole company's export; kept by id alone, like the access log.
    .addColumn('customer_id', 'integer')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('requested_by_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('requested_by_name', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('claimed_until', 'timestamptz')
    .addColumn('attachment_id', 'integer', (c) => c.references('attachments.id').onDelete('set null'))
    .addColumn('filename', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('finished_at', 'timestamptz')
    .addColumn('expires_at', 'timestamptz')
    .execute();
  await sql`create index if not exists exports_pending_index on exports (id) where status = 'pending'`.execute(db);
  await sql`create index if not exists exports_company_index on exports (company_id, customer_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('exports').ifExists().execute();
}
