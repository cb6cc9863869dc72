import { sql, type SelectQueryBuilder } from 'kysely';
import { inIds, type Executor } from '../../db/index.ts';
import type { Board, Database, TaskPriority } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import type { BoardValues, TaskValues } from './input.ts';
import { customerNames } from '../customers/queries.ts';
import { userNameOf } from '../users/queries.ts';
import { TASK_PRIORITY_LABELS, TASK_STATUS_LABELS, taskStatusOn } from '@practice/common';

export async function findBoard(db: Executor, companyId: number, boardId: number, options: { forUpdate?: boolean } = {}): Promise<Board> {
  let query = db.selectFrom('task_lists').selectAll().where('id', '=', boardId).where('company_id', '=', companyId);
  if (options.forUpdate) query = query.forUpdate();
  const board = await query.executeTakeFirst();
  if (!board) throw notFound();
  return board;
}

export function boardValues(board: Board): BoardValues {
  return { name: board.name, description: board.description, kanban_group_options: board.kanban_group_options };
}

/**
 * A task's columns, with `due_date` read as `YYYY-MM-DD` text whichever driver runs the query. A card
 * (`card: true`) shows no HTML description, so that column is not read: it comes back empty.
 */
export function selectTaskColumns<O>(query: SelectQueryBuilder<Database, 'tasks', O>, options: { card?: boolean } = {}) {
  return query.select([
    'tasks.id',
    'tasks.company_id',
    'tasks.task_list_id',
    'tasks.title',
    options.card ? sql<string>`''`.as('description') : 'tasks.description',
    'tasks.description_text',
    sql<string | null>`to_char(tasks.due_date, 'YYYY-MM-DD')`.as('due_date'),
    'tasks.priority',
    'tasks.kanban_group',
    'tasks.position',
    'tasks.completed_at',
    'tasks.customer_id',
    'tasks.creator_id',
    'tasks.tags',
    'tasks.estimated_hours',
    'tasks.time_spent',
    'tasks.created_at',
    'tasks.updated_at',
  ]);
}

export interface TaskRow {
  id: number;
  company_id: number;
  task_list_id: number;
  title: string;
  description: string;
  description_text: string;
  due_date: string | null;
  priority: TaskPriority | null;
  kanban_group: string | null;
  position: number;
  completed_at: Date | null;
  customer_id: number | null;
  creator_id: number | null;
  tags: string[];
  estimated_hours: number | null;
  time_spent: number | null;
  created_at: Date;
  updated_at: Date;
}

export async function findTask(db: Executor, companyId: number, taskId: number, options: { forUpdate?: boolean } = {}): Promise<TaskRow> {
  let query = selectTaskColumns(db.selectFrom('tasks')).where('tasks.id', '=', taskId).where('tasks.company_id', '=', companyId);
  if (options.forUpdate) query = query.forUpdate();
  const task = await query.executeTakeFirst();
  if (!task) throw notFound();
  return task;
}

/**
 * What a task answer adds to its row: read for many tasks at once, one query per kind. A card's
 * checklist is its counts (`checklistCounts`), not its items.
 */
export interface TaskDetails {
  assignees: Map<number, { id: number; name: string }[]>;
  checklists: Map<number, { id: number; content: string; completed: boolean }[]>;
  checklistCounts: Map<number, { total: number; completed: number }>;
  customers: Map<number, { id: number; name: string }>;
  comments: Map<number, number>;
  attachments: Map<number, number>;
}

function groupBy<T extends { task_id: number }>(rows: T[]): Map<number, T[]> {
  const map = new Map<number, T[]>();
  for (const row of rows) {
    const list = map.get(row.task_id) ?? [];
    list.push(row);
    map.set(row.task_id, list);
  }
  return map;
}

const NO_ROWS = Promise.resolve([]);

export async function loadTaskDetails(db: Executor, tasks: readonly TaskRow[], options: { card?: boolean } = {}): Promise<TaskDetails> {
  const ids = tasks.map((task) => task.id);
  const customerIds = [...new Set(tasks.map((task) => task.customer_id).filter((id): id is number => id !== null))];
  if (ids.length === 0) {
    return { assignees: new Map(), checklists: new Map(), checklistCounts: new Map(), customers: new Map(), comments: new Map(), attachments: new Map() };
  }
  const [assignees, checklist, checklistCounts, customers, comments, attachments] = await Promise.all([
    db
      .selectFrom('task_assignees')
      .select((eb) => ['task_assignees.task_id', 'task_assignees.user_id as id', userNameOf(db, eb.ref('task_assignees.user_id')).as('name')])
      .where(inIds('task_assignees.task_id', ids))
      .orderBy('name')
      .orderBy('id')
      .execute(),
    options.card
      ? NO_ROWS
      : db
          .selectFrom('task_checklist_items')
          .select(['task_id', 'id', 'content', 'completed'])
          .where(inIds('task_id', ids))
          .orderBy('task_id')
          .orderBy('position')
          .orderBy('id')
          .execute(),
    options.card
      ? db
          .selectFrom('task_checklist_items')
          .select([
            'task_id',
            sql<number>`count(*)::int`.as('total'),
            sql<number>`count(*) filter (where completed)::int`.as('completed'),
          ])
          .where(inIds('task_id', ids))
          .groupBy('task_id')
          .execute()
      : NO_ROWS,
    customerNames(db, null, customerIds),
    db
      .selectFrom('task_comments')
      .select(['task_id', sql<number>`count(*)::int`.as('count')])
      .where(inIds('task_id', ids))
      .groupBy('task_id')
      .execute(),
    db
      .selectFrom('task_attachments')
      .select(['task_id', sql<number>`count(*)::int`.as('count')])
      .where(inIds('task_id', ids))
      .groupBy('task_id')
      .execute(),
  ]);
  return {
    assignees: new Map([...groupBy(assignees)].map(([id, rows]) => [id, rows.map((row) => ({ id: row.id, name: row.name ?? '' }))])),
    checklists: new Map(
      [...groupBy(checklist)].map(([id, rows]) => [id, rows.map((row) => ({ id: row.id, content: row.content, completed: row.completed }))]),
    ),
    checklistCounts: new Map(checklistCounts.map((row) => [row.task_id, { total: row.total, completed: row.completed }])),
    customers: new Map([...customers].map(([id, name]) => [id, { id, name }])),
    comments: new Map(comments.map((row) => [row.task_id, row.count])),
    attachments: new Map(attachments.map((row) => [row.task_id, row.count])),
  };
}

/** What a whole task and its card answer alike, its status computed for `today` in the company's time zone. */
function shownFields(task: TaskRow, details: TaskDetails, today: string) {
  const status = taskStatusOn(task, today);
  return {
    id: task.id,
    task_list_id: task.task_list_id,
    title: task.title,
    description_text: task.description_text,
    due_date: task.due_date,
    priority: task.priority,
    priority_text: task.priority ? TASK_PRIORITY_LABELS[task.priority] : null,
    kanban_group: task.kanban_group,
    position: task.position,
    completed: task.completed_at !== null,
    overdue: status === 'overdue',
    status,
    status_text: TASK_STATUS_LABELS[status].text,
    status_color: TASK_STATUS_LABELS[status].color,
    customer: task.customer_id === null ? null : (details.customers.get(task.customer_id) ?? null),
    assignees: details.assignees.get(task.id) ?? [],
    tags: task.tags,
    comments_count: details.comments.get(task.id) ?? 0,
    attachments_count: details.attachments.get(task.id) ?? 0,
  };
}

/** The task as the api answers it (spec §3). */
export function serializeTask(task: TaskRow, details: TaskDetails, today: string) {
  const shown = shownFields(task, details, today);
  const checklist = details.checklists.get(task.id) ?? [];
  return {
    ...shown,
    description: task.description,
    completed_at: task.completed_at,
    customer_id: task.customer_id,
    assignee_ids: shown.assignees.map((assignee) => assignee.id),
    estimated_hours: task.estimated_hours,
    time_spent: task.time_spent,
    checklist_items: checklist,
    checklist_total_items: checklist.length,
    checklist_completed_items: checklist.filter((item) => item.completed).length,
    created_at: task.created_at,
    updated_at: task.updated_at,
  };
}

export type TaskAnswer = ReturnType<typeof serializeTask>;

export async function serializeTasks(db: Executor, tasks: readonly TaskRow[], today: string): Promise<TaskAnswer[]> {
  const details = await loadTaskDetails(db, tasks);
  return tasks.map((task) => serializeTask(task, details, today));
}

/**
 * A task as a board card shows it (`view=card`): no HTML description, no checklist items (their
 * counts), no hours or timestamps; `card: true` says so.
 */
export function serializeCard(task: TaskRow, details: TaskDetails, today: string) {
  const checklist = details.checklistCounts.get(task.id);
  return {
    card: true as const,
    ...shownFields(task, details, today),
    checklist_total_items: checklist?.total ?? 0,
    checklist_completed_items: checklist?.completed ?? 0,
  };
}

export type TaskCard = ReturnType<typeof serializeCard>;

export async function serializeCards(db: Executor, tasks: readonly TaskRow[], today: string): Promise<TaskCard[]> {
  const details = await loadTaskDetails(db, tasks, { card: true });
  return tasks.map((task) => serializeCard(task, details, today));
}

export function taskValues(task: TaskRow, assigneeIds: number[]): TaskValues {
  return {
    title: task.title,
    description: task.description,
    description_text: task.description_text,
    due_date: task.due_date,
    priority: task.priority,
    kanban_group: task.kanban_group,
    customer_id: task.customer_id,
    assignee_ids: assigneeIds,
    tags: task.tags,
    estimated_hours: task.estimated_hours,
    time_spent: task.time_spent,
  };
}

export async function assigneeIdsOf(db: Executor, taskId: number): Promise<number[]> {
  const rows = await db.selectFrom('task_assignees').select('user_id').where('task_id', '=', taskId).orderBy('user_id').execute();
  return rows.map((row) => row.user_id);
}

export interface BoardCounts {
  tasks_count: number;
  pending_tasks_count: number;
  completed_tasks_count: number;
  completion_percentage: number;
}

/** Every board's counts, over all its tasks whatever the filters. */
export async function boardCounts(db: Executor, boardIds: number[]): Promise<Map<number, BoardCounts>> {
  const map = new Map<number, BoardCounts>();
  if (boardIds.length === 0) return map;
  const rows = await db
    .selectFrom('tasks')
    .select([
      'task_list_id',
      sql<number>`count(*)::int`.as('total'),
      sql<number>`count(completed_at)::int`.as('completed'),
    ])
    .where('task_list_id', 'in', boardIds)
    .groupBy('task_list_id')
    .execute();
  const byId = new Map(rows.map((row) => [row.task_list_id, row]));
  for (const id of boardIds) {
    const row = byId.get(id);
    const total = row?.total ?? 0;
    const completed = row?.completed ?? 0;
    map.set(id, {
      tasks_count: total,
      pending_tasks_count: total - completed,
      completed_tasks_count: completed,
      completion_percentage: total === 0 ? 0 : Math.round((completed / total) * 100),
    });
  }
  return map;
}

export function serializeBoard(board: Board, counts: BoardCounts | undefined) {
  return {
    id: board.id,
    name: board.name,
    description: board.description,
    kanban_group_options: board.kanban_group_options,
    tasks_count: counts?.tasks_count ?? 0,
    pending_tasks_count: counts?.pending_tasks_count ?? 0,
    completed_tasks_count: counts?.completed_tasks_count ?? 0,
    completion_percentage: counts?.completion_percentage ?? 0,
    created_at: board.created_at,
    updated_at: board.updated_at,
  };
}

/** A comment or attachment may be deleted by whoever wrote or sent it, and by a system_admin. */
export function canDelete(caller: { id: number; account_type: string }, authorId: number | null): boolean {
  return caller.account_type === 'system_admin' || (authorId !== null && authorId === caller.id);
}

