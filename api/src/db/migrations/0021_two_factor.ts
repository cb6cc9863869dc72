import { sql, type Kysely } from 'kysely';

/**
 * Two-step sign-in: a user's authenticator secret (encrypted), their single-use recovery codes
 * (hashed), the short-lived challenges between the password and the code, a company's demand that
 * every user turn it on, and what a session's list shows of each device (its browser and address).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('user_two_factors')
    .ifNotExists()
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('secret_ciphertext', 'text', (c) => c.notNull())
    // Null while the user has been shown the secret but not yet confirmed a code from it.
    .addColumn('enabled_at', 'timestamptz')
    // The last 30-second step a code was accepted for: a code is never taken twice.
    .addColumn('last_time_step', 'integer')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('two_factor_recovery_codes')
    .ifNotExists()
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index if not exists two_factor_recovery_codes_user_index on two_factor_recovery_codes (user_id)`.execute(db);

  await db.schema
    .createTable('two_factor_challenges')
    .ifNotExists()
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('failures', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await sql`alter table companies add column if not exists require_two_factor boolean not null default false`.execute(db);
  await sql`alter table auth_tokens add column if not exists user_agent text`.execute(db);
  await sql`alter table auth_tokens add column if not exists ip text`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table auth_tokens drop column if exists ip`.execute(db);
  await sql`alter table auth_tokens drop column if exists user_agent`.execute(db);
  await sql`alter table companies drop column if exists require_two_factor`.execute(db);
  await db.schema.dropTable('two_factor_challenges').ifExists().execute();
  await db.schema.dropTable('two_factor_recovery_codes').ifExists().execute();
  await db.schema.dropTable('user_two_factors').ifExists().execute();
}
