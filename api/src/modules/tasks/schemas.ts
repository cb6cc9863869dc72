import { TASK_PRIORITIES, TASK_STATUSES } from '@practice/common';
import { boolean, dateTime, day, integer, listOf, nullable, number, objectOf, oneOfTexts, queryOf, text } from '../../http/openapi.ts';
import { GROUP_BYS, type TaskView } from './board-view.ts';

/** Someone a task is given to, or its customer: the id and the name. */
const personSchema = objectOf({ id: integer, name: text }, { title: 'TaskPerson' });

/** Only in the whole task (serializeTask): a card (`view=card`) leaves them out. */
const WHOLE_TASK_ONLY = ['description', 'completed_at', 'customer_id', 'assignee_ids', 'estimated_hours', 'time_spent', 'checklist_items', 'created_at', 'updated_at'];

/** A task, whole (serializeTask) or as a board card shows it (serializeCard, `card: true`). */
export const taskSchema = objectOf(
  {
    card: { ...boolean, description: 'Present, and true, on a card.' },
    id: integer,
    task_list_id: integer,
    title: text,
    description: { ...text, description: 'HTML, sanitized.' },
    description_text: text,
    due_date: nullable(day),
    priority: nullable(oneOfTexts(TASK_PRIORITIES)),
    priority_text: nullable(text),
    kanban_group: { ...nullable(text), description: "The board column it is in; null or a removed column's name put it in no column." },
    position: integer,
    completed: boolean,
    completed_at: nullable(dateTime),
    overdue: boolean,
    status: oneOfTexts(TASK_STATUSES),
    status_text: text,
    status_color: text,
    customer_id: nullable(integer),
    customer: nullable(personSchema),
    assignee_ids: listOf(integer),
    assignees: listOf(personSchema),
    tags: listOf(text),
    estimated_hours: nullable(number),
    time_spent: nullable(number),
    checklist_items: listOf(objectOf({ id: integer, content: text, completed: boolean }, { title: 'TaskChecklistItem' })),
    checklist_total_items: integer,
    checklist_completed_items: integer,
    comments_count: integer,
    attachments_count: integer,
    created_at: dateTime,
    updated_at: dateTime,
  },
  { title: 'Task', optional: ['card', ...WHOLE_TASK_ONLY] },
);

const taskGroupSchema = objectOf(
  {
    key: { ...text, description: "What the group stands for: a column, a user's or customer's id, a priority or a status; '' for none." },
    name: text,
    tasks: listOf(taskSchema),
  },
  { title: 'TaskGroup' },
);

/** `GET /api/v1/task_lists/{boardId}` (and `/default`): the board with its counts and its tasks, in groups with `group_by`. */
export const BOARD_ANSWER = objectOf({
  task_list: objectOf(
    {
      id: integer,
      name: text,
      description: nullable(text),
      kanban_group_options: { ...listOf(text), description: 'The columns, in order.' },
      tasks_count: integer,
      pending_tasks_count: integer,
      completed_tasks_count: integer,
      completion_percentage: integer,
      created_at: dateTime,
      updated_at: dateTime,
      tasks: { ...listOf(taskSchema), description: 'Without `group_by`: the tasks in column order.' },
      grouped_tasks: { ...listOf(taskGroupSchema), description: 'With `group_by`: the groups in order, each with its tasks.' },
    },
    { title: 'TaskBoard', optional: ['tasks', 'grouped_tasks'] },
  ),
});

const VIEWS: readonly TaskView[] = ['card', 'full'];

/** What a board's tasks are filtered and shown by (readBoardFilters). */
export const BOARD_QUERY = queryOf({
  status: oneOfTexts(TASK_STATUSES),
  assignee_id: integer,
  customer_id: integer,
  priority: oneOfTexts(TASK_PRIORITIES),
  search: { ...text, description: 'Words that must all appear in the title or the description.' },
  group_by: oneOfTexts(GROUP_BYS),
  view: { ...oneOfTexts(VIEWS), description: '`card`: each task as a board card shows it.' },
});

/** `GET /api/v1/task_assignees`. */
export const ASSIGNEES_ANSWER = objectOf({ assignees: listOf(personSchema) });
