import { sql, type Kysely } from 'kysely';

/**
 * `rate_limits` holds counters of the last minutes and hours, nothing a practice keeps: unlogged, its
 * writes skip the write-ahead log, so a counted request commits without waiting for the disk, and
 * callers sharing one address (a clinic behind one router) do not queue on each other's flush. After
 * a server crash PostgreSQL empties it, which only restarts the windows.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table rate_limits set unlogged`.execute(db);
}
