import type { Kysely } from 'kysely';

/**
 * Requests counted per key (`reset-ip:<address>`, `signup-ip:<address>`...) in fixed windows, in the
 * database so that any number of api processes share them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('rate_limits')
    .ifNotExists()
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('hits', 'integer', (c) => c.notNull())
    .addColumn('window_ends_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('rate_limits_window_ends_at_index').ifNotExists().on('rate_limits').column('window_ends_at').execute();
}
