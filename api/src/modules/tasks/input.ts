import { has, text, type Input } from '../../http/input.ts';
import { FieldErrors, VALIDATION } from '../../http/validation.ts';
import type { TaskPriority } from '../../db/schema.ts';
import { cleanDescription } from './description.ts';
import { CUSTOMER_ARCHIVED } from '../customers/queries.ts';
import { ID_PATTERN, TASK_PRIORITIES } from '@practice/common';

/** A task's checklist items, whether sent with the new task or added one by one. */
export const CHECKLIST_MAX = 200;

export const TASK_MESSAGES = {
  titleBlank: 'Por favor, informe o título da tarefa',
  boardNameBlank: 'Por favor, informe o nome do quadro',
  noColumns: 'Por favor, informe pelo menos uma coluna',
  contentBlank: 'não pode ficar em branco',
  notAColumn: 'não é uma coluna do quadro',
  notACustomer: 'não é um cliente da empresa',
  notAUser: 'não é um usuário da empresa',
  invalidDate: 'não é uma data válida',
  invalidNumber: 'deve ser um número entre 0 e 100000',
  checklistFull: `não pode ter mais de ${CHECKLIST_MAX} itens`,
} as const;

export const DEFAULT_COLUMN = 'A fazer';
/** The columns of the board a company gets on first use, so a task can move from the start. */
export const DEFAULT_BOARD_COLUMNS = [DEFAULT_COLUMN, 'Fazendo', 'Feito'];

const NAME_MAX = 255;
const DESCRIPTION_MAX = 100_000;
const COLUMNS_MAX = 30;
const TAGS_MAX = 30;
const TAG_MAX = 60;
const CONTENT_MAX = 10_000;
const ASSIGNEES_MAX = 50;
const HOURS_MAX = 100_000;

const BOARD_LABELS = { name: 'Nome', description: 'Descrição', kanban_group_options: 'Colunas' };
const TASK_LABELS = {
  title: 'Título',
  description: 'Descrição',
  due_date: 'Data de vencimento',
  priority: 'Prioridade',
  kanban_group: 'Coluna',
  customer_id: 'Cliente',
  assignee_ids: 'Responsáveis',
  tags: 'Etiquetas',
  estimated_hours: 'Horas estimadas',
  time_spent: 'Tempo gasto',
  checklist_items: 'Checklist',
};

/**
 * A list the client sent as an array or as comma-separated text ('A fazer, Feito'): trimmed,
 * empty entries dropped, repeated ones kept once. Undefined when the value is neither.
 */
export function readNameList(value: unknown): string[] | undefined {
  let items: unknown[];
  if (typeof value === 'string') items = value.split(',');
  else if (Array.isArray(value)) items = value;
  else if (value !== null && typeof value === 'object') items = Object.values(value);
  else return undefined;
  const names: string[] = [];
  for (const item of items) {
    if (typeof item !== 'string' && typeof item !== 'number') return undefined;
    const name = String(item).trim();
    if (name !== '' && !names.includes(name)) names.push(name);
  }
  return names;
}

export type BoardValues = {
  name: string;
  description: string | null;
  kanban_group_options: string[];
};

/** `task_list[name | description | kanban_group_options]` over `current` for an update. */
export function readBoard(input: Input, current?: BoardValues): BoardValues {
  const errors = new FieldErrors(BOARD_LABELS);
  const name = has(input, 'name') ? (text(input, 'name') ?? '') : (current?.name ?? '');
  if (name === '') errors.add('name', TASK_MESSAGES.boardNameBlank, { standalone: true });
  else if (name.length > NAME_MAX) errors.add('name', VALIDATION.tooLong(NAME_MAX));

  let description = current?.description ?? null;
  if (has(input, 'description')) description = text(input, 'description') || null;
  if (description !== null && description.length > DESCRIPTION_MAX) errors.add('description', VALIDATION.tooLong(DESCRIPTION_MAX));

  let columns = current?.kanban_group_options ?? [DEFAULT_COLUMN];
  if (has(input, 'kanban_group_options')) {
    const sent = input.kanban_group_options === null ? [] : readNameList(input.kanban_group_options);
    if (sent === undefined) errors.add('kanban_group_options', VALIDATION.invalid);
    else if (sent.length === 0) errors.add('kanban_group_options', TASK_MESSAGES.noColumns, { standalone: true });
    else if (sent.length > COLUMNS_MAX) errors.add('kanban_group_options', `são muitas (máximo: ${COLUMNS_MAX})`);
    else if (sent.some((column) => column.length > NAME_MAX)) errors.add('kanban_group_options', VALIDATION.tooLong(NAME_MAX));
    else columns = sent;
  }
  errors.throwIfAny();
  return { name, description, kanban_group_options: columns };
}

export type TaskValues = {
  title: string;
  description: string;
  description_text: string;
  due_date: string | null;
  priority: TaskPriority | null;
  kanban_group: string | null;
  customer_id: number | null;
  assignee_ids: number[];
  tags: string[];
  estimated_hours: number | null;
  time_spent: number | null;
};

/** What a task form may leave out: an update keeps the stored value of every field not sent. */
export const EMPTY_TASK: TaskValues = {
  title: '',
  description: '',
  description_text: '',
  due_date: null,
  priority: null,
  kanban_group: null,
  customer_id: null,
  assignee_ids: [],
  tags: [],
  estimated_hours: null,
  time_spent: null,
};

function isDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === value && Number(match[1]) >= 1900 && Number(match[1]) <= 2200;
}

function readId(value: unknown): number | undefined {
  const raw = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  return ID_PATTERN.test(raw) && Number(raw) > 0 ? Number(raw) : undefined;
}

function readHours(input: Input, key: 'estimated_hours' | 'time_spent', errors: FieldErrors, current: number | null): number | null {
  if (!has(input, key)) return current;
  const raw = input[key] === null ? '' : (text(input, key) ?? undefined);
  if (raw === '') return null;
  const value = raw === undefined ? NaN : Number(raw.replace(',', '.'));
  if (!Number.isFinite(value) || value < 0 || value > HOURS_MAX) {
    errors.add(key, TASK_MESSAGES.invalidNumber);
    return current;
  }
  return Math.round(value * 100) / 100;
}

/** Company facts a task's fields are checked against, looked up by the caller. */
export interface TaskReferences {
  columns: readonly string[];
  /** Whether the task may be given this customer: the company's, and not archived (customers' customerLink). */
  customerLink: (id: number) => Promise<'linkable' | 'archived' | 'unknown'>;
  /** The ids among `ids` that are users of the company. */
  companyUsers: (ids: number[]) => Promise<Set<number>>;
}

/**
 * `task[...]` over `current` for an update. Title required after trimming; empty due date and
 * priority are null; the column must be one of the board's (a task whose column was removed keeps
 * it until moved); customer and assignees must belong to the company, a newly given customer not
 * archived; tags are a list or comma-separated text.
 */
export async function readTask(input: Input, refs: TaskReferences, current: TaskValues = EMPTY_TASK): Promise<TaskValues> {
  const errors = new FieldErrors(TASK_LABELS);
  const values: TaskValues = { ...current };

  if (has(input, 'title') || current === EMPTY_TASK) {
    values.title = text(input, 'title') ?? '';
    if (values.title === '') errors.add('title', TASK_MESSAGES.titleBlank, { standalone: true });
    else if (values.title.length > NAME_MAX) errors.add('title', VALIDATION.tooLong(NAME_MAX));
  }

  if (has(input, 'description')) {
    const raw = input.description === null ? '' : text(input, 'description');
    if (raw === undefined) errors.add('description', VALIDATION.invalid);
    else if (raw.length > DESCRIPTION_MAX) errors.add('description', VALIDATION.tooLong(DESCRIPTION_MAX));
    else Object.assign(values, cleanDescription(raw));
  }

  if (has(input, 'due_date')) {
    const raw = input.due_date === null ? '' : (text(input, 'due_date') ?? undefined);
    if (raw === '') values.due_date = null;
    else if (raw !== undefined && isDate(raw.slice(0, 10)) && (raw.length === 10 || /^\d{4}-\d{2}-\d{2}T/.test(raw))) {
      values.due_date = raw.slice(0, 10);
    } else errors.add('due_date', TASK_MESSAGES.invalidDate);
  }

  if (has(input, 'priority')) {
    const raw = input.priority === null ? '' : (text(input, 'priority') ?? undefined);
    if (raw === '') values.priority = null;
    else if (TASK_PRIORITIES.includes(raw as TaskPriority)) values.priority = raw as TaskPriority;
    else errors.add('priority', VALIDATION.invalid);
  }

  if (has(input, 'kanban_group')) {
    const raw = input.kanban_group === null ? '' : (text(input, 'kanban_group') ?? undefined);
    if (raw === '') values.kanban_group = null;
    else if (raw !== undefined && (refs.columns.includes(raw) || raw === current.kanban_group)) values.kanban_group = raw;
    else errors.add('kanban_group', TASK_MESSAGES.notAColumn);
  } else if (current === EMPTY_TASK) {
    values.kanban_group = refs.columns[0] ?? null;
  }

  if (has(input, 'customer_id')) {
    const raw = input.customer_id === null ? '' : (text(input, 'customer_id') ?? undefined);
    const id = readId(raw);
    // A task keeps the customer it has, archived since or not; only a new one must be linkable.
    const link = id === undefined ? 'unknown' : id === current.customer_id ? 'linkable' : await refs.customerLink(id);
    if (raw === '') values.customer_id = null;
    else if (link === 'linkable') values.customer_id = id!;
    else if (link === 'archived') errors.add('customer_id', CUSTOMER_ARCHIVED, { standalone: true });
    else errors.add('customer_id', TASK_MESSAGES.notACustomer);
  }

  if (has(input, 'assignee_ids')) {
    const raw = input.assignee_ids;
    const list = raw === null || raw === '' ? [] : readNameList(raw);
    const ids = list?.map(readId);
    if (!ids || ids.some((id) => id === undefined) || ids.length > ASSIGNEES_MAX) errors.add('assignee_ids', VALIDATION.invalid);
    else {
      const unique = [...new Set(ids as number[])];
      const known = unique.length ? await refs.companyUsers(unique) : new Set<number>();
      if (unique.some((id) => !known.has(id))) errors.add('assignee_ids', TASK_MESSAGES.notAUser);
      else values.assignee_ids = unique;
    }
  }

  if (has(input, 'tags')) {
    const tags = input.tags === null || input.tags === '' ? [] : readNameList(input.tags);
    if (tags === undefined) errors.add('tags', VALIDATION.invalid);
    else if (tags.length > TAGS_MAX) errors.add('tags', `são muitas (máximo: ${TAGS_MAX})`);
    else if (tags.some((tag) => tag.length > TAG_MAX)) errors.add('tags', VALIDATION.tooLong(TAG_MAX));
    else values.tags = tags;
  }

  values.estimated_hours = readHours(input, 'estimated_hours', errors, current.estimated_hours);
  values.time_spent = readHours(input, 'time_spent', errors, current.time_spent);
  errors.throwIfAny();
  return values;
}

/** `task[checklist_items]` of a new task: texts (or `{ content }`), trimmed, empty ones ignored. */
export function readChecklist(input: Input): string[] {
  const raw = input.checklist_items;
  if (raw === undefined || raw === null || raw === '') return [];
  const items = Array.isArray(raw) ? raw : typeof raw === 'object' ? Object.values(raw) : [raw];
  const contents = items
    .map((item) => (item !== null && typeof item === 'object' && !Array.isArray(item) ? (item as Input).content : item))
    .map((item) => (typeof item === 'string' ? item.trim() : typeof item === 'number' ? String(item) : undefined));
  const errors = new FieldErrors(TASK_LABELS);
  const kept = contents.filter((content) => content !== '');
  if (kept.some((content) => content === undefined)) errors.add('checklist_items', VALIDATION.invalid);
  else if (kept.length > CHECKLIST_MAX) errors.add('checklist_items', TASK_MESSAGES.checklistFull);
  else if (kept.some((content) => content!.length > CONTENT_MAX)) errors.add('checklist_items', VALIDATION.tooLong(CONTENT_MAX));
  errors.throwIfAny();
  return kept as string[];
}

/** The 422 of a checklist that would pass CHECKLIST_MAX, worded as for a new task's list. */
export function checklistFullError() {
  const errors = new FieldErrors(TASK_LABELS);
  errors.add('checklist_items', TASK_MESSAGES.checklistFull);
  return errors.toError();
}

/** The `content` of a checklist item or a comment: required after trimming. */
export function readContent(input: Input, label: string): string {
  const errors = new FieldErrors({ content: label });
  const content = text(input, 'content') ?? '';
  if (content === '') errors.add('content', VALIDATION.blank);
  else if (content.length > CONTENT_MAX) errors.add('content', VALIDATION.tooLong(CONTENT_MAX));
  errors.throwIfAny();
  return content;
}
