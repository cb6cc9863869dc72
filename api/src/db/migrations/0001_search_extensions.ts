import { sql, type Kysely } from 'kysely';

/** The customers area searches accent-insensitively and by similarity ('jose' finds 'José'). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create extension if not exists unaccent`.execute(db);
  await sql`create extension if not exists pg_trgm`.execute(db);
}
