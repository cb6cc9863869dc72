import { sql } from 'kysely';
import { escapeLike, type Executor } from '../../db/index.ts';
import type { Board, TaskPriority } from '../../db/schema.ts';
import { text, type Input } from '../../http/input.ts';
import { FieldErrors, VALIDATION } from '../../http/validation.ts';
import { selectTaskColumns, serializeCards, serializeTasks, type TaskAnswer, type TaskCard } from './queries.ts';
import { ID_PATTERN, NO_TASK_PRIORITY_LABEL, TASK_PRIORITIES, TASK_PRIORITY_LABELS, TASK_STATUS_LABELS, TASK_STATUSES, type TaskStatus } from '@practice/common';

export type GroupBy = 'kanban_group' | 'assignee' | 'customer' | 'priority' | 'status';
export const GROUP_BYS: readonly GroupBy[] = ['kanban_group', 'assignee', 'customer', 'priority', 'status'];

export interface BoardFilters {
  status?: TaskStatus;
  assigneeId?: number;
  customerId?: number;
  priority?: TaskPriority;
  terms: string[];
  groupBy?: GroupBy;
  /** `card`: each task as a board card shows it (serializeCard); the whole task otherwise. */
  view?: TaskView;
}

export type TaskView = 'card' | 'full';
const TASK_VIEWS: readonly TaskView[] = ['card', 'full'];

const SEARCH_MAX = 200;

function idParam(query: Input, key: string, errors: FieldErrors): number | undefined {
  const raw = text(query, key) ?? '';
  if (raw === '') return undefined;
  if (ID_PATTERN.test(raw)) return Number(raw);
  errors.add(key, VALIDATION.invalid);
  return undefined;
}

function oneOf<T extends string>(query: Input, key: string, allowed: readonly T[], errors: FieldErrors): T | undefined {
  const raw = text(query, key) ?? '';
  if (raw === '') return undefined;
  if ((allowed as readonly string[]).includes(raw)) return raw as T;
  errors.add(key, VALIDATION.invalid);
  return undefined;
}

/** The board's query string: status, assignee_id, customer_id, priority, search and group_by; unknown values answer 422. */
export function readBoardFilters(query: Input): BoardFilters {
  const errors = new FieldErrors({
    status: 'Status',
    assignee_id: 'Responsável',
    customer_id: 'Cliente',
    priority: 'Prioridade',
    group_by: 'Agrupamento',
    view: 'Visão',
  });
  const filters: BoardFilters = {
    status: oneOf(query, 'status', TASK_STATUSES, errors),
    assigneeId: idParam(query, 'assignee_id', errors),
    customerId: idParam(query, 'customer_id', errors),
    priority: oneOf(query, 'priority', TASK_PRIORITIES, errors),
    terms: (text(query, 'search') ?? '').slice(0, SEARCH_MAX).split(/\s+/).filter(Boolean).slice(0, 8),
    groupBy: oneOf(query, 'group_by', GROUP_BYS, errors),
    view: oneOf(query, 'view', TASK_VIEWS, errors),
  };
  errors.throwIfAny();
  return filters;
}

/** Where the filtered tasks are looked for: one board, or (the calendar) the company's tasks due within a period. */
export type TaskSource =
  | { kind: 'board'; board: Board }
  | { kind: 'calendar'; companyId: number; from: string; to: string; boardId?: number };

/**
 * The tasks of `source` that pass the filters: a board's in their column order, the calendar's by due
 * date; whole, or as cards when the filters ask for `view=card`.
 */
export async function filteredTasks(db: Executor, source: TaskSource, filters: BoardFilters, today: string): Promise<(TaskAnswer | TaskCard)[]> {
  const card = filters.view === 'card';
  let query = selectTaskColumns(db.selectFrom('tasks'), { card });
  if (source.kind === 'board') {
    query = query.where('tasks.task_list_id', '=', source.board.id).where('tasks.company_id', '=', source.board.company_id);
  } else {
    query = query
      .where('tasks.company_id', '=', source.companyId)
      .where(sql<boolean>`tasks.due_date between ${source.from}::date and ${source.to}::date`);
    if (source.boardId !== undefined) query = query.where('tasks.task_list_id', '=', source.boardId);
  }
  const day = sql`${today}::date`;
  switch (filters.status) {
    case 'pending':
      query = query.where('tasks.completed_at', 'is', null);
      break;
    case 'completed':
      query = query.where('tasks.completed_at', 'is not', null);
      break;
    case 'overdue':
      query = query.where('tasks.completed_at', 'is', null).where(sql<boolean>`tasks.due_date < ${day}`);
      break;
    case 'due_today':
      query = query.where('tasks.completed_at', 'is', null).where(sql<boolean>`tasks.due_date = ${day}`);
      break;
  }
  if (filters.assigneeId !== undefined) {
    const assigneeId = filters.assigneeId;
    query = query.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('task_assignees')
          .select('task_assignees.task_id')
          .whereRef('task_assignees.task_id', '=', 'tasks.id')
          .where('task_assignees.user_id', '=', assigneeId),
      ),
    );
  }
  if (filters.customerId !== undefined) query = query.where('tasks.customer_id', '=', filters.customerId);
  if (filters.priority !== undefined) query = query.where('tasks.priority', '=', filters.priority);
  for (const term of filters.terms) {
    query = query.where(sql<boolean>`tasks.search_text like '%' || search_normalize(${escapeLike(term)}::text) || '%'`);
  }
  const ordered =
    source.kind === 'board'
      ? query.orderBy('tasks.position').orderBy('tasks.id')
      : query.orderBy('tasks.due_date').orderBy('tasks.id').limit(CALENDAR_MAX);
  const rows = await ordered.execute();
  return card ? serializeCards(db, rows, today) : serializeTasks(db, rows, today);
}

/** The most tasks one calendar period answers; a month of a busy practice is far below it. */
export const CALENDAR_MAX = 3000;
const PERIOD_MAX_DAYS = 62;

/**
 * The calendar's period, `due_from` and `due_to` (`YYYY-MM-DD`, both required, at most 62 days
 * apart, enough for a month view with its leading and trailing weeks) and its optional board.
 */
export function readCalendarPeriod(query: Input): { from: string; to: string; boardId?: number } {
  const errors = new FieldErrors({ due_from: 'Data inicial', due_to: 'Data final', task_list_id: 'Quadro' });
  const day = (key: string) => {
    const raw = text(query, key) ?? '';
    const time = /^\d{4}-\d{2}-\d{2}$/.test(raw) ? Date.parse(`${raw}T00:00:00Z`) : NaN;
    if (Number.isNaN(time) || new Date(time).toISOString().slice(0, 10) !== raw) errors.add(key, VALIDATION.invalid);
    return { raw, time };
  };
  const from = day('due_from');
  const to = day('due_to');
  if (!errors.has('due_from') && !errors.has('due_to') && (to.time < from.time || to.time - from.time > PERIOD_MAX_DAYS * 86_400_000)) {
    errors.add('due_to', `deve ficar entre a data inicial e ${PERIOD_MAX_DAYS} dias depois dela`);
  }
  const boardId = idParam(query, 'task_list_id', errors);
  errors.throwIfAny();
  return { from: from.raw, to: to.raw, boardId };
}

/** What grouping reads of a task, whole or a card. */
type Groupable = Pick<TaskAnswer, 'kanban_group' | 'status' | 'priority' | 'assignees' | 'customer'>;

export interface TaskGroup<T extends Groupable> {
  /** What the group stands for: a column name, a user or customer id, a priority or a status; '' for none. */
  key: string;
  name: string;
  tasks: T[];
}

const NO_GROUP_NAME: Record<GroupBy, string> = {
  kanban_group: 'Sem coluna',
  assignee: 'Sem responsável',
  customer: '',
  priority: NO_TASK_PRIORITY_LABEL,
  status: '',
};

/**
 * The tasks in groups, in a list so their order holds (a JSON object would put numeric keys first).
 * Columns and statuses are listed even when empty; assignees and customers appear when they have
 * tasks, by name; a task with two assignees is in both groups. Tasks of none come last, when any.
 */
export function groupTasks<T extends Groupable>(board: Board, tasks: readonly T[], groupBy: GroupBy, customerTerm = 'Cliente'): TaskGroup<T>[] {
  const groups = new Map<string, TaskGroup<T>>();
  const add = (key: string, name: string, task?: T) => {
    const group = groups.get(key) ?? { key, name, tasks: [] };
    if (task) group.tasks.push(task);
    groups.set(key, group);
  };
  const none: T[] = [];

  if (groupBy === 'kanban_group') {
    for (const column of board.kanban_group_options) add(column, column);
    for (const task of tasks) {
      if (task.kanban_group !== null && groups.has(task.kanban_group)) add(task.kanban_group, task.kanban_group, task);
      else none.push(task);
    }
  } else if (groupBy === 'status') {
    for (const status of ['overdue', 'due_today', 'pending', 'completed'] as const) add(status, TASK_STATUS_LABELS[status].text);
    for (const task of tasks) add(task.status, TASK_STATUS_LABELS[task.status].text, task);
  } else if (groupBy === 'priority') {
    for (const priority of TASK_PRIORITIES) add(priority, TASK_PRIORITY_LABELS[priority]);
    for (const task of tasks) {
      if (task.priority) add(task.priority, TASK_PRIORITY_LABELS[task.priority], task);
      else none.push(task);
    }
  } else if (groupBy === 'assignee') {
    const people = new Map<number, string>();
    for (const task of tasks) for (const person of task.assignees) people.set(person.id, person.name);
    const sorted = [...people].sort((a, b) => a[1].localeCompare(b[1], 'pt-BR') || a[0] - b[0]);
    for (const [id, name] of sorted) add(String(id), name);
    for (const task of tasks) {
      if (task.assignees.length === 0) none.push(task);
      for (const person of task.assignees) add(String(person.id), person.name, task);
    }
  } else {
    const customers = new Map<number, string>();
    for (const task of tasks) if (task.customer) customers.set(task.customer.id, task.customer.name);
    const sorted = [...customers].sort((a, b) => a[1].localeCompare(b[1], 'pt-BR') || a[0] - b[0]);
    for (const [id, name] of sorted) add(String(id), name);
    for (const task of tasks) {
      if (task.customer) add(String(task.customer.id), task.customer.name, task);
      else none.push(task);
    }
  }
  const list = [...groups.values()];
  // Tasks of no customer are named with the company's own word for one ('Sem paciente').
  const noneName = groupBy === 'customer' ? `Sem ${customerTerm.toLocaleLowerCase('pt-BR')}` : NO_GROUP_NAME[groupBy];
  if (none.length > 0) list.push({ key: '', name: noneName, tasks: none });
  return list;
}
