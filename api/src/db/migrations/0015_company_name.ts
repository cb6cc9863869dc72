import { sql, type Kysely } from 'kysely';

/**
 * The company's own name ('Clínica Bem Viver'), beside the words it uses for itself and its
 * customers: shown in the header, on the print letterhead when it has none of its own, and in
 * e-mails. Empty until the company gives it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table companies add column if not exists name text`.execute(db);
}
