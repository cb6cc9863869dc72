import { NO_TASK_PRIORITY_LABEL, TASK_PRIORITIES, TASK_PRIORITY_LABELS, TASK_STATUS_LABELS, TASK_STATUSES, type TaskPriority, type TaskStatus } from '@practice/common';
import { sql, type SqlBool } from 'kysely';
import type { Executor } from '../../db/index.ts';
import type { Period } from '../../http/periods.ts';
import { customerNameOf } from '../customers/queries.ts';
import { userNameOf } from '../users/queries.ts';

export const NO_ASSIGNEE = 'Sem responsável';

export interface ReportCount {
  key: string;
  label: string;
  count: number;
}

/** A task's status in SQL on `today` (`YYYY-MM-DD`), by the rule of `taskStatus`. */
function statusSql(today: string) {
  return sql<TaskStatus>`case
    when tasks.completed_at is not null then 'completed'
    when tasks.due_date < ${today}::date then 'overdue'
    when tasks.due_date = ${today}::date then 'due_today'
    else 'pending' end`;
}

/** The company's tasks created within `period`. */
function createdIn(companyId: number, period: Period) {
  const parts = [sql<SqlBool>`tasks.company_id = ${companyId}`];
  if (period.from) parts.push(sql<SqlBool>`tasks.created_at >= ${period.from}`);
  if (period.until) parts.push(sql<SqlBool>`tasks.created_at < ${period.until}`);
  return sql.join(parts, sql` and `);
}

/**
 * The task report's figures for the tasks created in `period`: how many by status, by priority, by
 * board and by assignee (a task with two assignees counts for each), in four grouped statements.
 */
export async function taskReportSummary(db: Executor, companyId: number, period: Period, today: string) {
  const where = createdIn(companyId, period);
  const [statuses, priorities, boards, assignees] = await Promise.all([
    sql<{ key: TaskStatus; count: number }>`select ${statusSql(today)} as key, count(*)::int as count from tasks where ${where} group by 1`.execute(db),
    sql<{ key: string | null; count: number }>`select priority as key, count(*)::int as count from tasks where ${where} group by 1`.execute(db),
    sql<{ key: number; label: string; count: number }>`
      select task_lists.id as key, task_lists.name as label, count(tasks.id)::int as count
      from tasks join task_lists on task_lists.id = tasks.task_list_id
      where ${where} group by 1, 2 order by 3 desc, 2`.execute(db),
    sql<{ key: number | null; label: string | null; count: number }>`
      select task_assignees.user_id as key, (${userNameOf(db, sql.ref('task_assignees.user_id'))}) as label, count(*)::int as count
      from tasks left join task_assignees on task_assignees.task_id = tasks.id
      where ${where} group by 1 order by 3 desc, 2`.execute(db),
  ]);
  const statusCount = new Map(statuses.rows.map((row) => [row.key, row.count]));
  const priorityCount = new Map(priorities.rows.map((row) => [row.key, row.count]));
  return {
    total: statuses.rows.reduce((sum, row) => sum + row.count, 0),
    by_status: TASK_STATUSES.map((status) => ({ key: status, label: TASK_STATUS_LABELS[status].text, count: statusCount.get(status) ?? 0 })),
    by_priority: [...TASK_PRIORITIES.map((key) => ({ key, label: TASK_PRIORITY_LABELS[key], count: priorityCount.get(key) ?? 0 })), {
      key: 'none',
      label: NO_TASK_PRIORITY_LABEL,
      count: priorityCount.get(null) ?? 0,
    }],
    by_board: boards.rows.map((row) => ({ key: String(row.key), label: row.label, count: row.count })),
    by_assignee: assignees.rows.map((row) => ({ key: row.key === null ? 'none' : String(row.key), label: row.label ?? NO_ASSIGNEE, count: row.count })),
  } satisfies Record<string, unknown>;
}

/** One page of the tasks created in `period`, oldest first, as the report's rows. */
export async function taskReportRows(db: Executor, companyId: number, period: Period, today: string, page: number, perPage: number) {
  const where = createdIn(companyId, period);
  const rows = await sql<{
    id: number;
    title: string;
    board: string;
    kanban_group: string | null;
    status: TaskStatus;
    priority: string | null;
    assignees: string | null;
    customer: string | null;
    due_date: string | null;
    completed_at: Date | null;
    created_at: Date;
    total: number;
  }>`
    select tasks.id, tasks.title, task_lists.name as board, tasks.kanban_group, ${statusSql(today)} as status, tasks.priority,
      (select string_agg(names.name, ', ' order by names.name) from (
        select (${userNameOf(db, sql.ref('task_assignees.user_id'))}) as name from task_assignees where task_assignees.task_id = tasks.id
      ) as names) as assignees,
      (${customerNameOf(db, sql.ref('tasks.customer_id'))}) as customer, to_char(tasks.due_date, 'YYYY-MM-DD') as due_date, tasks.completed_at, tasks.created_at,
      (count(*) over ())::int as total
    from tasks join task_lists on task_lists.id = tasks.task_list_id
    where ${where}
    order by tasks.created_at, tasks.id
    limit ${perPage} offset ${(page - 1) * perPage}
  `.execute(db);
  return {
    totalCount: rows.rows[0]?.total ?? 0,
    tasks: rows.rows.map(({ total: _total, ...row }) => ({
      ...row,
      status_text: TASK_STATUS_LABELS[row.status].text,
      priority_text: row.priority ? (TASK_PRIORITY_LABELS[row.priority as TaskPriority] ?? row.priority) : null,
    })),
  };
}
