import { sql } from 'kysely';
import type { Executor } from '../../db/index.ts';

/**
 * Notes written in each period that starts at one of `starts` (ascending; the last runs until now),
 * in one statement over the (company_id, created_at) index; `width_bucket` compares instants, so
 * no row is converted to another time zone.
 */
export async function notesPerPeriod(db: Executor, companyId: number, starts: readonly Date[]): Promise<number[]> {
  const bounds = sql`array[${sql.join(starts.map((start) => sql`${start}::timestamptz`))}]`;
  const rows = await sql<{ bucket: number; count: number }>`
    select width_bucket(created_at, ${bounds}) as bucket, count(*)::int as count
    from customer_notes
    where company_id = ${companyId} and created_at >= ${starts[0]}
    group by 1
  `.execute(db);
  const byBucket = new Map(rows.rows.map((row) => [row.bucket, row.count]));
  return starts.map((_, index) => byBucket.get(index + 1) ?? 0);
}
