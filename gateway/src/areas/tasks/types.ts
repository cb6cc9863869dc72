// The area's records as the `/api/v1` REST service sends them and its requests as it takes them
// (api/README.md, "Shapes"): the answers are the api's own, from the types generated from its description.

import type { ApiAnswer } from '../../rest/answers.ts';

type BoardAnswer = ApiAnswer<'/api/v1/task_lists/{boardId}'>['task_list'];

/** A board as lists of boards answer it. */
export type RestBoard = ApiAnswer<'/api/v1/task_lists'>['task_lists'][number];

/** The whole task, as the task's own calls answer it. */
export type RestTask = ApiAnswer<'/api/v1/tasks/{taskId}'>['task'];

/** What lists of tasks (a board, a calendar period) answer with `view=card`: what a card shows. */
export type RestTaskCard = Extract<NonNullable<BoardAnswer['tasks']>[number], { card: true }>;

/** One group of a board asked for with `view=card`. */
export type RestTaskGroup = Omit<NonNullable<BoardAnswer['grouped_tasks']>[number], 'tasks'> & { tasks: RestTaskCard[] };

/** A board as `GET /task_lists/{id}?group_by=...&view=card` answers it. */
export type RestTaskBoard = RestBoard & { grouped_tasks: RestTaskGroup[] };

export type RestTaskComment = ApiAnswer<'/api/v1/tasks/{taskId}/comments'>['comments'][number];

export type RestTaskAttachment = ApiAnswer<'/api/v1/tasks/{taskId}/attachments'>['attachments'][number];

/** Who wrote a comment or sent a file (no id once the user is gone). */
export type RestTaskPerson = RestTaskComment['user'];

export interface TaskFilterQuery {
  status?: string;
  assigneeId?: number;
  customerId?: number;
  priority?: string;
  search?: string;
}

export interface TaskBoardQuery extends TaskFilterQuery {
  /** Undefined for the company's default board. */
  boardId?: number;
  groupBy: string;
}

export interface CalendarQuery extends TaskFilterQuery {
  from: string;
  to: string;
  boardId?: number;
}

/** A task's fields as the api takes them; those left out keep their values. */
export interface TaskChanges {
  title?: string;
  description?: string;
  due_date?: string | null;
  priority?: string | null;
  kanban_group?: string | null;
  customer_id?: number | null;
  assignee_ids?: number[];
  tags?: string[];
  estimated_hours?: number | null;
  time_spent?: number | null;
  checklist_items?: string[];
}

export interface BoardChanges {
  name?: string;
  description?: string | null;
  kanban_group_options?: string[];
}
