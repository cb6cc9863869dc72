import { sql, type Kysely } from 'kysely';

/**
 * Stored files (company and user images for now). A row only describes the file: its bytes live in
 * the file storage under `key`, which is random so that it cannot be guessed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('attachments')
    .ifNotExists()
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('key', 'text', (c) => c.notNull().unique())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('byte_size', 'integer', (c) => c.notNull().check(sql`byte_size >= 0`))
    .addColumn('filename', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('attachments_company_id_index')
    .ifNotExists()
    .on('attachments')
    .column('company_id')
    .execute();

  // image_id existed before the table it points at; from now on it can only name a real attachment.
  await db.schema
    .alterTable('companies')
    .addForeignKeyConstraint('companies_image_id_fkey', ['image_id'], 'attachments', ['id'])
    .onDelete('set null')
    .execute();
  await db.schema
    .alterTable('users')
    .addForeignKeyConstraint('users_image_id_fkey', ['image_id'], 'attachments', ['id'])
    .onDelete('set null')
    .execute();
}
