import { sql } from 'kysely';
import type { Executor } from '../../db/index.ts';

export interface CustomerStats {
  total: number;
  this_month: number;
  /** Registered in the whole of last month, so a reader can tell a new start from growth. */
  last_month: number;
  /** Against last month's registrations, with one decimal; 100 when last month had none and this one has some. */
  change_percent: number;
  trend: 'up' | 'down';
}

/**
 * The dashboard's customer figures in one statement over the (company_id, created_at) index:
 * registrations since `monthStart` compared with those between `previousMonthStart` and it.
 * Archived customers are left out, as the list leaves them out.
 */
export async function customerStats(db: Executor, companyId: number, monthStart: Date, previousMonthStart: Date): Promise<CustomerStats> {
  const row = await db
    .selectFrom('customers')
    .select([
      sql<number>`count(*)::int`.as('total'),
      sql<number>`(count(*) filter (where created_at >= ${monthStart}))::int`.as('this_month'),
      sql<number>`(count(*) filter (where created_at >= ${previousMonthStart} and created_at < ${monthStart}))::int`.as('last_month'),
    ])
    .where('company_id', '=', companyId)
    .where('archived_at', 'is', null)
    .executeTakeFirstOrThrow();
  const change =
    row.last_month === 0 ? (row.this_month > 0 ? 100 : 0) : ((row.this_month - row.last_month) / row.last_month) * 100;
  return {
    total: row.total,
    this_month: row.this_month,
    last_month: row.last_month,
    change_percent: Math.round(change * 10) / 10,
    trend: row.this_month >= row.last_month ? 'up' : 'down',
  };
}
