import { sql, type Kysely } from 'kysely';

/**
 * Archived customers (records retention): a customer with notes is kept, not deleted, and an
 * archived one leaves the lists, the search and the reports while its record stays. Few customers
 * are archived, so the lists keep their indexes and filter the rest out; the partial index answers
 * the list of archived ones alone.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table customers add column if not exists archived_at timestamptz`.execute(db);
  await sql`create index if not exists customers_archived_index on customers (company_id, archived_at, id) where archived_at is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists customers_archived_index`.execute(db);
  await sql`alter table customers drop column if exists archived_at`.execute(db);
}
