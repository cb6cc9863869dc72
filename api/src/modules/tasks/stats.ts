import { TASK_STATUS_LABELS, TASK_STATUSES, type TaskStatus } from '@practice/common';
import { sql } from 'kysely';
import type { Executor } from '../../db/index.ts';

export interface TaskStats {
  total: number;
  pending: number;
  completed: number;
  due_today: number;
  overdue: number;
  /** Completed out of all, in percent with one decimal; 0 without tasks. */
  completion_rate: number;
}

/**
 * The company's tasks by status on `today` (`YYYY-MM-DD` on the practice's calendar), in one
 * statement: completed once completed_at is set, otherwise overdue before the due date's day
 * ends, due_today on it, pending else (the rule of `taskStatus`).
 */
export async function taskStats(db: Executor, companyId: number, today: string): Promise<TaskStats> {
  const row = await db
    .selectFrom('tasks')
    .select([
      sql<number>`count(*)::int`.as('total'),
      sql<number>`(count(*) filter (where completed_at is not null))::int`.as('completed'),
      sql<number>`(count(*) filter (where completed_at is null and due_date < ${today}::date))::int`.as('overdue'),
      sql<number>`(count(*) filter (where completed_at is null and due_date = ${today}::date))::int`.as('due_today'),
    ])
    .where('company_id', '=', companyId)
    .executeTakeFirstOrThrow();
  const pending = row.total - row.completed - row.overdue - row.due_today;
  const rate = row.total === 0 ? 0 : Math.round((row.completed / row.total) * 1000) / 10;
  return { ...row, pending, completion_rate: rate };
}

/** The task distribution chart: one slice per status, with its text and colour. */
export function taskDistribution(stats: TaskStats): { status: TaskStatus; label: string; color: string; count: number }[] {
  return TASK_STATUSES.map((status) => ({
    status,
    label: TASK_STATUS_LABELS[status].text,
    color: TASK_STATUS_LABELS[status].color,
    count: stats[status],
  }));
}

/**
 * Tasks created and completed in each period that starts at one of `starts` (ascending; the last
 * runs until now), in one statement. `width_bucket` finds each task's period by comparing instants,
 * so no row is converted to another time zone; the answer holds one count pair per period.
 */
export async function tasksPerPeriod(db: Executor, companyId: number, starts: readonly Date[]): Promise<{ created: number; completed: number }[]> {
  const bounds = sql`array[${sql.join(starts.map((start) => sql`${start}::timestamptz`))}]`;
  const rows = await sql<{ bucket: number; created: number; completed: number }>`
    select bucket, (count(*) filter (where kind = 'created'))::int as created,
           (count(*) filter (where kind = 'completed'))::int as completed
    from (
      select 'created' as kind, width_bucket(created_at, ${bounds}) as bucket
      from tasks where company_id = ${companyId} and created_at >= ${starts[0]}
      union all
      select 'completed', width_bucket(completed_at, ${bounds})
      from tasks where company_id = ${companyId} and completed_at >= ${starts[0]}
    ) as events
    group by bucket
  `.execute(db);
  const byBucket = new Map(rows.rows.map((row) => [row.bucket, row]));
  return starts.map((_, index) => ({ created: byBucket.get(index + 1)?.created ?? 0, completed: byBucket.get(index + 1)?.completed ?? 0 }));
}
