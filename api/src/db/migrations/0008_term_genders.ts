import { sql, type Kysely } from 'kysely';

/**
 * The grammatical gender of the company's words ('o consultório', 'a clínica'), so every message
 * built from them agrees. Existing companies get the gender of the suggested word they use; a word
 * of their own keeps the default's gender (a empresa, o cliente) until they say otherwise.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table companies add column if not exists company_treatment_gender text not null default 'feminine'`.execute(db);
  await sql`alter table companies add column if not exists customer_treatment_gender text not null default 'masculine'`.execute(db);
  await sql`
    update companies set company_treatment_gender = 'masculine'
    where lower(trim(company_treatment)) in ('consultório', 'instituto', 'escritório')
  `.execute(db);
}
