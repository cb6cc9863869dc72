import type { Kysely } from 'kysely';

/**
 * A certificate's key as signing uses it (the private key and its certificates, sealed like the file
 * and its password), kept on upload so that signing never derives it from the password again.
 * Certificates kept before have none until they first sign.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('signing_certificates').addColumn('signing_key_ciphertext', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('signing_certificates').dropColumn('signing_key_ciphertext').execute();
}
