import { sql, type Kysely } from 'kysely';

/**
 * A kept answer belongs to one caller: `owner` is `user:<id>` for a signed-in request and
 * `booker:<digest of e-mail and phone>` for an online booking, so nobody else's answer can be read
 * with a key. `kept` is false for an answer that held a secret: only that it was answered is kept.
 * Rows kept until now have no owner and are dropped (they are repeated for a day at most); so are
 * claims that committed without their answer, which the answer is now written together with.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`delete from idempotency_keys`.execute(db);
  await db.schema.alterTable('idempotency_keys').dropConstraint('idempotency_keys_pkey').execute();
  await db.schema.alterTable('idempotency_keys').addColumn('owner', 'text', (c) => c.notNull()).execute();
  await db.schema.alterTable('idempotency_keys').addColumn('kept', 'boolean', (c) => c.notNull().defaultTo(true)).execute();
  await db.schema
    .alterTable('idempotency_keys')
    .addPrimaryKeyConstraint('idempotency_keys_pkey', ['company_id', 'owner', 'key'])
    .execute();
}
