import { sql, type Kysely } from 'kysely';

/**
 * A create's first answer per (company, `Idempotency-Key`), so a retry answers the same and writes
 * nothing more. The row is claimed inside the write's own transaction (`status` still null) and
 * answered once the handler has its answer; rows older than a day are ignored and swept.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('idempotency_keys')
    .ifNotExists()
    .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('request_hash', 'text', (c) => c.notNull())
    .addColumn('status', 'integer')
    .addColumn('content_type', 'text')
    .addColumn('body', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('idempotency_keys_pkey', ['company_id', 'key'])
    .execute();
  await db.schema.createIndex('idempotency_keys_created_at_index').ifNotExists().on('idempotency_keys').column('created_at').execute();
}
