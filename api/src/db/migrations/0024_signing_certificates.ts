import { sql, type Kysely } from 'kysely';

/**
 * A1 certificates (ICP-Brasil) that sign note PDFs: the company's own, or a user's. The PKCS#12 file
 * and its password are kept only encrypted (auth/secret-box.ts); what the list shows of the
 * certificate is read from it once, on upload.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('signing_certificates')
    .ifNotExists()
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    // Null: the company's certificate, used for any author who has none of their own.
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('subject_name', 'text', (c) => c.notNull())
    .addColumn('document', 'text')
    .addColumn('issuer_name', 'text', (c) => c.notNull())
    .addColumn('valid_from', 'timestamptz', (c) => c.notNull())
    .addColumn('valid_to', 'timestamptz', (c) => c.notNull())
    .addColumn('p12_ciphertext', 'text', (c) => c.notNull())
    .addColumn('password_ciphertext', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index if not exists signing_certificates_company_index on signing_certificates (company_id, user_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('signing_certificates').ifExists().execute();
}
