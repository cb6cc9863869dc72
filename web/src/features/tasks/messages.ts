import { ID_PATTERN, TASK_PRIORITIES, TASK_PRIORITY_LABELS, TASK_STATUS_LABELS, TASK_STATUSES, type TaskStatus } from '@practice/common';

/** The tasks screens' words (spec sections 5 and 8), used verbatim. */
export const TASK_MESSAGES = {
  boardsLoadFailed: 'Erro ao carregar quadros de tarefas',
  boardLoadFailed: 'Erro ao carregar quadro de tarefas',
  defaultBoardLoadFailed: 'Erro ao carregar quadro de tarefas padrão',
  boardCreateFailed: 'Erro ao criar quadro',
  boardUpdateFailed: 'Erro ao atualizar quadro',
  boardDeleteFailed: 'Erro ao excluir quadro',
  boardDuplicateFailed: 'Erro ao duplicar quadro',
  boardCreated: 'Quadro criado com sucesso',
  boardUpdated: 'Quadro atualizado com sucesso',
  boardDeleted: 'Quadro excluído com sucesso',
  boardDuplicated: 'Quadro duplicado com sucesso',
  boardNameRequired: 'Por favor, informe o nome do quadro',
  columnsRequired: 'Por favor, informe pelo menos uma coluna',
  taskLoadFailed: 'Erro ao carregar tarefa',
  taskCreateFailed: 'Erro ao criar tarefa',
  taskUpdateFailed: 'Erro ao atualizar tarefa',
  taskDeleteFailed: 'Erro ao excluir tarefa',
  taskStatusFailed: 'Erro ao alterar status da tarefa',
  reorderFailed: 'Erro ao reordenar tarefas',
  taskCreated: 'Tarefa criada com sucesso',
  taskUpdated: 'Tarefa atualizada com sucesso',
  taskDeleted: 'Tarefa excluída com sucesso',
  titleRequired: 'Por favor, informe o título da tarefa',
  boardUnknown: 'Erro ao identificar o quadro de tarefas',
  uploadFailed: 'Erro ao enviar arquivo',
  uploaded: 'Arquivo enviado com sucesso',
  dateUpdated: 'Data da tarefa atualizada',
} as const;

export const SEARCH_DEBOUNCE_MS = 500;
export const CARD_DESCRIPTION_MAX = 100;
export const CARD_AVATARS_MAX = 3;
export const REMOVED_COLUMNS_WARNING =
  'Colunas removidas não apagam tarefas: as tarefas delas ficam sem coluna e aparecem em "Sem coluna" até serem movidas.';

/** Columns typed comma separated: trimmed, empty ones dropped, repeated ones kept once. */
export function columnsOf(text: string): string[] {
  const columns: string[] = [];
  for (const part of text.split(',')) {
    const column = part.trim();
    if (column && !columns.includes(column)) columns.push(column);
  }
  return columns;
}

/** The card's description: plain text, cut at 100 characters with an ellipsis. */
export function cardDescription(text: string): string {
  const clean = text.trim();
  return clean.length > CARD_DESCRIPTION_MAX ? `${clean.slice(0, CARD_DESCRIPTION_MAX).trimEnd()}…` : clean;
}

/** The description editor's height on the new-task page and in the task modal. */
export const DESCRIPTION_HEIGHT = 140;

export const PRIORITY_OPTIONS = TASK_PRIORITIES.map((priority) => ({ value: priority.toUpperCase(), label: TASK_PRIORITY_LABELS[priority] }));

/** A status as the schema's `TaskStatus` enum names it. */
export const statusEnum = (status: TaskStatus) => status.toUpperCase() as Uppercase<TaskStatus>;

export const STATUS_OPTIONS = TASK_STATUSES.map((status) => ({ value: statusEnum(status), label: TASK_STATUS_LABELS[status].text }));

/** The people a task can be given to, as a select's options valued by their global ids (as assignments and filters take them). */
export function assigneeOptions(people: readonly { id?: string | null; name: string }[]) {
  return people.flatMap((person) => (person.id ? [{ value: person.id, label: person.name }] : []));
}

/** The board's groupings, the customer one named with the company's word for a customer. */
export function groupByOptions(customerTerm: string) {
  return [
    { value: 'KANBAN_GROUP', label: 'Coluna' },
    { value: 'ASSIGNEE', label: 'Responsável' },
    { value: 'CUSTOMER', label: customerTerm },
    { value: 'PRIORITY', label: 'Prioridade' },
    { value: 'STATUS', label: 'Status' },
  ];
}

/** Shows a date sent as YYYY-MM-DD as DD/MM/YYYY, without time-zone shifts. */
export function brDate(date: string | null | undefined): string {
  if (!date) return '';
  const [year, month, day] = date.split('-');
  return `${day}/${month}/${year}`;
}

/** The board of /tasks/board/{id}: null for the default board, 0 (which names none) for anything unusable. */
export function boardIdParam(param: string | undefined): number | null {
  if (param === undefined) return null;
  return ID_PATTERN.test(param) ? Number(param) : 0;
}

/** The board of /tasks/add?board_id=, or null without one. */
export function boardIdSearchParam(params: URLSearchParams): number | null {
  const value = params.get('board_id');
  return value && ID_PATTERN.test(value) ? Number(value) : null;
}

/** Hours as the screens show them: a decimal comma, at most two decimals ('1,25'), nothing for none. */
export function hoursText(hours: number | null | undefined): string {
  if (hours === null || hours === undefined) return '';
  return hours.toLocaleString('pt-BR', { maximumFractionDigits: 2, useGrouping: false });
}

/**
 * What an hours box keeps of what is typed or pasted: digits and one decimal comma, at most two
 * decimals. A point is a decimal comma too ('0.25' is '0,25'); beside a comma ('1.000,5') it groups
 * thousands and goes.
 */
export function hoursTyped(text: string): string {
  const decimal = text.includes(',') ? text.replace(/\./g, '') : text.replace(/\./g, ',');
  const [whole = '', ...decimals] = decimal.replace(/[^\d,]/g, '').split(',');
  return decimals.length === 0 ? whole : `${whole},${decimals.join('').slice(0, 2)}`;
}

/** The hours an hours box holds (see `hoursTyped`), or null when it holds none. */
export function hoursValue(text: string): number | null {
  const typed = hoursTyped(text);
  if (typed.replace(',', '') === '') return null;
  return Number(typed.replace(',', '.'));
}

/**
 * A board grouped by column shows its tasks of no column ('Sem coluna') first, where they are seen
 * on any screen; other groupings keep the server's order.
 */
export function noColumnFirst<G extends { isColumn: boolean }>(groups: readonly G[]): G[] {
  if (!groups.some((group) => group.isColumn)) return [...groups];
  return [...groups.filter((group) => !group.isColumn), ...groups.filter((group) => group.isColumn)];
}
