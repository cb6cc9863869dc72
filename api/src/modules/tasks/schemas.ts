import { TASK_PRIORITIES, TASK_STATUSES } from '@practice/common';
import { boolean, dateTime, day, integer, listOf, nullable, number, objectOf, oneOfTexts, queryOf, text, type JsonSchema } from '../../http/openapi.ts';
import { GROUP_BYS, type TaskView } from './board-view.ts';

/** Someone a task is given to, or its customer: the id and the name. */
const personSchema = objectOf({ id: integer, name: text }, { title: 'TaskPerson' });

/** Who wrote a comment or sent a file: the id, null once the user is gone, and the name. */
const authorSchema = objectOf(
  { id: { ...nullable(integer), description: 'Null once the user was removed.' }, name: text },
  { title: 'TaskAuthor' },
);

/** An item of a task's checklist. */
export const checklistItemSchema = objectOf({ id: integer, content: text, completed: boolean }, { title: 'TaskChecklistItem' });

/** What a whole task and its card answer alike (queries.ts's shownFields). */
const SHOWN_FIELDS: Record<string, JsonSchema> = {
  id: integer,
  task_list_id: integer,
  title: text,
  description_text: { ...text, description: 'The description as plain text.' },
  due_date: nullable(day),
  priority: nullable(oneOfTexts(TASK_PRIORITIES)),
  priority_text: nullable(text),
  kanban_group: { ...nullable(text), description: "The board column it is in; null or a removed column's name put it in no column." },
  position: integer,
  completed: boolean,
  overdue: boolean,
  status: oneOfTexts(TASK_STATUSES),
  status_text: text,
  status_color: text,
  customer: nullable(personSchema),
  assignees: listOf(personSchema),
  tags: listOf(text),
  comments_count: integer,
  attachments_count: integer,
};

/** A task, whole (serializeTask). */
export const taskSchema = objectOf(
  {
    ...SHOWN_FIELDS,
    description: { ...text, description: 'HTML, sanitized.' },
    completed_at: nullable(dateTime),
    customer_id: nullable(integer),
    assignee_ids: listOf(integer),
    estimated_hours: nullable(number),
    time_spent: nullable(number),
    checklist_items: listOf(checklistItemSchema),
    checklist_total_items: integer,
    checklist_completed_items: integer,
    created_at: dateTime,
    updated_at: dateTime,
  },
  { title: 'Task' },
);

/** A task as a board card shows it (serializeCard, `view=card`): no HTML description, checklist items, hours or timestamps. */
export const taskCardSchema = objectOf(
  {
    card: { type: 'boolean', const: true, description: 'Always true: this is a card.' },
    ...SHOWN_FIELDS,
    checklist_total_items: integer,
    checklist_completed_items: integer,
  },
  { title: 'TaskCard' },
);

/** Tasks as `view` asks for them: whole tasks, or (`view=card`) cards. */
const taskListOf = (description: string): JsonSchema => ({ anyOf: [listOf(taskSchema), listOf(taskCardSchema)], description });

const taskGroupSchema = objectOf(
  {
    key: { ...text, description: "What the group stands for: a column, a user's or customer's id, a priority or a status; '' for none." },
    name: text,
    tasks: taskListOf('The tasks of the group, whole or (`view=card`) as cards.'),
  },
  { title: 'TaskGroup' },
);

/** A board as serializeBoard answers it, with its counts over all its tasks. */
const BOARD_FIELDS: Record<string, JsonSchema> = {
  id: integer,
  name: text,
  description: nullable(text),
  kanban_group_options: { ...listOf(text), description: 'The columns, in order.' },
  tasks_count: integer,
  pending_tasks_count: integer,
  completed_tasks_count: integer,
  completion_percentage: { ...integer, minimum: 0, maximum: 100 },
  created_at: dateTime,
  updated_at: dateTime,
};

/** A board (task list) with its counts. */
export const taskListSchema = objectOf(BOARD_FIELDS, { title: 'TaskList' });

/** `GET /api/v1/task_lists`: the company's boards, oldest first. */
export const TASK_LISTS_ANSWER = objectOf({ task_lists: listOf(taskListSchema) }, { title: 'TaskListList' });

/** A board created, changed, duplicated or deleted. */
export const TASK_LIST_ANSWER = objectOf({ task_list: taskListSchema }, { title: 'TaskListAnswer' });

const GROUPED_TASKS = { ...listOf(taskGroupSchema), description: 'With `group_by`: the groups in order, each with its tasks.' };

/** `GET /api/v1/task_lists/{boardId}` (and `/default`): the board with its counts and its tasks, in groups with `group_by`. */
export const BOARD_ANSWER = objectOf({
  task_list: objectOf(
    {
      ...BOARD_FIELDS,
      tasks: taskListOf('Without `group_by`: the tasks in column order.'),
      grouped_tasks: GROUPED_TASKS,
    },
    { title: 'TaskBoard', optional: ['tasks', 'grouped_tasks'] },
  ),
});

/** `GET /api/v1/task_lists/{boardId}/tasks`: the board's tasks alone, as the board answers them. */
export const BOARD_TASKS_ANSWER = objectOf(
  { tasks: taskListOf('Without `group_by`: the tasks in column order.'), grouped_tasks: GROUPED_TASKS },
  { title: 'TaskBoardTasks', optional: ['tasks', 'grouped_tasks'] },
);

const VIEWS: readonly TaskView[] = ['card', 'full'];

/** The filters a board's tasks and the calendar's share (readBoardFilters). */
const FILTERS = {
  status: { ...oneOfTexts(TASK_STATUSES), description: 'Only the tasks of this status.' },
  assignee_id: { ...integer, description: 'Only the tasks given to this user.' },
  customer_id: { ...integer, description: 'Only the tasks of this customer.' },
  priority: { ...oneOfTexts(TASK_PRIORITIES), description: 'Only the tasks of this priority.' },
  search: { ...text, description: 'Words that must all appear in the title or the description.' },
  view: { ...oneOfTexts(VIEWS), description: '`card`: each task as a board card shows it; `full` (the default): whole.' },
};

/** What a board's tasks are filtered and shown by (readBoardFilters). */
export const BOARD_QUERY = queryOf({
  ...FILTERS,
  group_by: { ...oneOfTexts(GROUP_BYS), description: 'Answer the tasks in groups of this kind rather than as one list.' },
});

/** What the calendar reads (readCalendarPeriod and readBoardFilters). */
export const CALENDAR_QUERY = queryOf({
  due_from: { ...day, description: 'Required: the first day of the period.' },
  due_to: { ...day, description: 'Required: the last day of the period, at most 62 days after `due_from`.' },
  task_list_id: { ...integer, description: 'Only the tasks of this board.' },
  ...FILTERS,
});

/** `GET /api/v1/tasks`: the company's tasks due within the period, by due date. */
export const CALENDAR_ANSWER = objectOf({ tasks: taskListOf('By due date, at most 3,000.') }, { title: 'TaskCalendar' });

/** A task shown, created or changed. */
export const TASK_ANSWER = objectOf({ task: taskSchema }, { title: 'TaskAnswer' });

/** `DELETE /api/v1/tasks/{taskId}`: which task was deleted, from which board. */
export const TASK_DELETED_ANSWER = objectOf(
  { task: objectOf({ id: integer, task_list_id: integer }, { title: 'DeletedTask' }) },
  { title: 'TaskDeletedAnswer' },
);

/** `PATCH /api/v1/task_lists/{boardId}/tasks/reorder`: the order taken. */
export const REORDER_ANSWER = objectOf({ task_ids: { ...listOf(integer), description: 'The tasks, in their new order.' } }, { title: 'TaskOrder' });

/** `GET /api/v1/task_assignees`. */
export const ASSIGNEES_ANSWER = objectOf({ assignees: listOf(personSchema) }, { title: 'TaskAssignees' });

/** A checklist item added, toggled or deleted. */
export const CHECKLIST_ITEM_ANSWER = objectOf({ checklist_item: checklistItemSchema }, { title: 'TaskChecklistItemAnswer' });

const commentSchema = objectOf(
  {
    id: integer,
    content: text,
    user: authorSchema,
    created_at: dateTime,
    can_delete: { ...boolean, description: 'Whether the caller may delete it: its author, or a system admin.' },
  },
  { title: 'TaskComment' },
);

/** `GET /api/v1/tasks/{taskId}/comments`: oldest first. */
export const COMMENTS_ANSWER = objectOf({ comments: listOf(commentSchema) }, { title: 'TaskCommentList' });
/** A comment added or deleted. */
export const COMMENT_ANSWER = objectOf({ comment: commentSchema }, { title: 'TaskCommentAnswer' });

const attachmentSchema = objectOf(
  {
    id: integer,
    filename: text,
    content_type: text,
    byte_size: integer,
    human_file_size: { ...text, description: "The size as people read it: '1,2 MB'." },
    download_url: { ...text, description: 'A signed link that downloads the file under its name, good for the next hour.' },
    user: authorSchema,
    created_at: dateTime,
    can_delete: { ...boolean, description: 'Whether the caller may delete it: who sent it, or a system admin.' },
  },
  { title: 'TaskAttachment' },
);

/** `GET /api/v1/tasks/{taskId}/attachments`: in the order sent. */
export const ATTACHMENTS_ANSWER = objectOf({ attachments: listOf(attachmentSchema) }, { title: 'TaskAttachmentList' });
/** A file attached. */
export const ATTACHMENT_ANSWER = objectOf({ attachment: attachmentSchema }, { title: 'TaskAttachmentAnswer' });
/** `DELETE /api/v1/tasks/{taskId}/attachments/{attachmentId}`: which file was removed. */
export const ATTACHMENT_DELETED_ANSWER = objectOf(
  { attachment: objectOf({ id: integer, filename: nullable(text) }, { title: 'DeletedTaskAttachment' }) },
  { title: 'TaskAttachmentDeletedAnswer' },
);

/** A list sent as an array, or as comma-separated text. */
const textList = (description: string): JsonSchema => ({ anyOf: [listOf(text), text], description });

/** `task[...]`: a new task's fields, or (an update) those that change; the others keep their value. */
export const TASK_BODY = objectOf(
  {
    task: objectOf(
      {
        title: { ...text, description: 'Required on a new task; at most 255 characters.' },
        description: { ...nullable(text), description: 'HTML; sanitized when kept.' },
        due_date: { ...nullable(day), description: '`YYYY-MM-DD`; empty or null for none.' },
        priority: { anyOf: [oneOfTexts(TASK_PRIORITIES), oneOfTexts(['']), { type: 'null' }], description: 'Empty or null for none.' },
        kanban_group: { ...nullable(text), description: "One of the board's columns; a new task goes to the first when left out." },
        customer_id: { anyOf: [integer, text, { type: 'null' }], description: "A customer of the company, not archived; empty or null for none." },
        assignee_ids: { anyOf: [listOf(integer), text, { type: 'null' }], description: 'Users of the company (at most 50), as a list or comma-separated text.' },
        tags: textList('At most 30, of up to 60 characters each.'),
        estimated_hours: { anyOf: [number, text, { type: 'null' }], description: 'Hours, 0 to 100,000; a comma is read as the decimal point.' },
        time_spent: { anyOf: [number, text, { type: 'null' }], description: 'Hours, 0 to 100,000; a comma is read as the decimal point.' },
        checklist_items: {
          anyOf: [listOf(text), listOf(objectOf({ content: text }))],
          description: 'A new task only: its checklist, texts or `{ content }`, at most 200.',
        },
      },
      { title: 'TaskInput', optional: ['title', 'description', 'due_date', 'priority', 'kanban_group', 'customer_id', 'assignee_ids', 'tags', 'estimated_hours', 'time_spent', 'checklist_items'] },
    ),
  },
  { title: 'TaskBody' },
);

/** `task_list[...]`: a new board's fields, or (an update) those that change. */
export const TASK_LIST_BODY = objectOf(
  {
    task_list: objectOf(
      {
        name: { ...text, description: 'Required; at most 255 characters.' },
        description: nullable(text),
        kanban_group_options: textList("The columns, in order (1 to 30); 'A fazer' alone on a new board when left out."),
      },
      { title: 'TaskListInput', optional: ['name', 'description', 'kanban_group_options'] },
    ),
  },
  { title: 'TaskListBody' },
);

/** `PATCH /api/v1/task_lists/{boardId}/tasks/reorder`: the board's tasks in their new order. */
export const REORDER_BODY = objectOf(
  { task_ids: { anyOf: [listOf(integer), text], description: "Tasks of the board (1 to 5,000), in the order wanted; any other refuses the whole order." } },
  { title: 'TaskOrderBody' },
);

/** `checklist_item[content]`. */
export const CHECKLIST_ITEM_BODY = objectOf(
  { checklist_item: objectOf({ content: { ...text, description: 'Required; at most 10,000 characters.' } }, { title: 'TaskChecklistItemInput' }) },
  { title: 'TaskChecklistItemBody' },
);

/** `task_comment[content]`. */
export const COMMENT_BODY = objectOf(
  { task_comment: objectOf({ content: { ...text, description: 'Required; at most 10,000 characters.' } }, { title: 'TaskCommentInput' }) },
  { title: 'TaskCommentBody' },
);

/** The multipart form of a task's new file: the `file` part (also read as `task_attachment[file]`). */
export const ATTACHMENT_BODY = objectOf(
  { file: { type: 'string', format: 'binary', description: 'The file, at most 25 MB, not empty.' } },
  { title: 'TaskAttachmentBody' },
);
