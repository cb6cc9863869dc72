import { sql, type Kysely } from 'kysely';

/**
 * Who made a change when nobody signed in made it (an online booking, a patient answering a
 * reminder): the history names that author instead of a removed user.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table activities add column if not exists author_name text`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table activities drop column if exists author_name`.execute(db);
}
