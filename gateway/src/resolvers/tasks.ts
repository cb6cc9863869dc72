import type { IResolvers } from '@graphql-tools/utils';
import { GraphQLError } from 'graphql';
import { filter } from 'graphql-yoga';
import type { GatewayContext } from '../context.ts';
import { cursorOf } from '../connections.ts';
import { payloadOf } from '../errors.ts';
import { ONLY } from '../loaders.ts';
import { databaseIdOf, toGlobalId } from '../relay.ts';
import { HttpError } from '../rest/client.ts';
import type { UploadFile } from '../rest/multipart.ts';
import type {
  RestTask,
  RestTaskAttachment,
  RestTaskBoard,
  RestTaskCard,
  RestTaskComment,
  RestTaskGroup,
  RestTaskList,
  RestTaskPerson,
  TaskChanges,
  TaskFilterQuery,
} from '../rest/types.ts';
import type { RestChange } from '../changes.ts';

type Status = 'PENDING' | 'COMPLETED' | 'OVERDUE' | 'DUE_TODAY';
type Priority = 'HIGH' | 'MEDIUM' | 'LOW';
type GroupBy = 'KANBAN_GROUP' | 'ASSIGNEE' | 'CUSTOMER' | 'PRIORITY' | 'STATUS';

interface TaskFilter {
  status?: Status | null;
  assigneeId?: string | null;
  customerId?: string | null;
  priority?: Priority | null;
  search?: string | null;
}

/** A board's view: the board with the groups its query asked for. */
type BoardView = RestTaskBoard & { __groupBy: string };
type TaskListRecord = RestTaskList | BoardView;
type GroupRecord = RestTaskGroup & { isColumn: boolean };

const lower = <T extends string>(value: T | null | undefined) => (value ? value.toLowerCase() : undefined);
const upper = (value: string | null) => (value ? value.toUpperCase() : null);

/** The parts of a task (checklist items, comments, attachments) have ids of their own, not nodes. */
type PartType = 'TaskChecklistItem' | 'TaskComment' | 'TaskAttachment';

function partId(type: PartType, databaseId: number): string {
  return Buffer.from(`${type}:${databaseId}`, 'utf8').toString('base64');
}

function partDatabaseId(globalId: string, type: PartType): number {
  const match = new RegExp(`^${type}:([1-9]\\d{0,15})$`).exec(Buffer.from(globalId, 'base64').toString('utf8'));
  if (!match) {
    throw new GraphQLError(`O id ${JSON.stringify(globalId)} não identifica um(a) ${type}.`, {
      extensions: { code: 'BAD_USER_INPUT', status: 400 },
    });
  }
  return Number(match[1]);
}

function filterQuery(filter: TaskFilter | null | undefined): TaskFilterQuery {
  if (!filter) return {};
  return {
    status: lower(filter.status),
    assigneeId: filter.assigneeId ? databaseIdOf(filter.assigneeId, 'User') : undefined,
    customerId: filter.customerId ? databaseIdOf(filter.customerId, 'Customer') : undefined,
    priority: lower(filter.priority),
    search: filter.search?.trim() || undefined,
  };
}

async function orNull<T>(load: () => Promise<T>): Promise<T | null> {
  try {
    return await load();
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) return null;
    throw error;
  }
}

/** A board's name and counts after a write: read again from the boards list (one call, no tasks). */
async function boardAfterWrite(context: GatewayContext, boardId: number): Promise<RestTaskList | null> {
  const { loaders } = context.session();
  loaders.taskLists.clearAll();
  return (await loaders.taskLists.load(ONLY)).find((board) => board.id === boardId) ?? null;
}

/** The task as its write answered, or read again after a write that answers something else. */
async function taskAfterWrite(context: GatewayContext, taskId: number, answered?: RestTask): Promise<RestTask> {
  const { loaders } = context.session();
  if (answered) {
    loaders.rememberTask(answered);
    return answered;
  }
  loaders.forgetTask(taskId);
  loaders.taskComments.clear(taskId);
  loaders.taskAttachments.clear(taskId);
  return loaders.task.load(taskId);
}

function person(record: RestTaskPerson | { id: number; name: string }) {
  return { databaseId: record.id, name: record.name };
}

/** `estimatedHours: -1` clears the value: GraphQL has no way to tell null from "not sent" in a resolver. */
function hours(value: number | null | undefined): number | null | undefined {
  if (value === undefined || value === null) return undefined;
  return value < 0 ? null : value;
}

interface TaskInput {
  title?: string | null;
  description?: string | null;
  dueDate?: string | null;
  priority?: Priority | null;
  clearPriority?: boolean | null;
  kanbanGroup?: string | null;
  customerId?: string | null;
  assigneeIds?: string[] | null;
  tags?: string[] | null;
  estimatedHours?: number | null;
  timeSpent?: number | null;
  checklistItems?: string[] | null;
}

/** The fields of a task input that were given, as the api names them. */
function taskChanges(input: TaskInput): TaskChanges {
  const changes: TaskChanges = {};
  if (input.title !== undefined && input.title !== null) changes.title = input.title;
  if (input.description !== undefined && input.description !== null) changes.description = input.description;
  if (input.dueDate !== undefined) changes.due_date = input.dueDate || null;
  if (input.priority) changes.priority = input.priority.toLowerCase();
  if (input.clearPriority) changes.priority = null;
  if (input.kanbanGroup !== undefined) changes.kanban_group = input.kanbanGroup || null;
  if (input.customerId !== undefined) changes.customer_id = input.customerId ? databaseIdOf(input.customerId, 'Customer') : null;
  if (input.assigneeIds) changes.assignee_ids = input.assigneeIds.map((id) => databaseIdOf(id, 'User'));
  if (input.tags) changes.tags = input.tags;
  const estimated = hours(input.estimatedHours);
  if (estimated !== undefined) changes.estimated_hours = estimated;
  const spent = hours(input.timeSpent);
  if (spent !== undefined) changes.time_spent = spent;
  if (input.checklistItems) changes.checklist_items = input.checklistItems;
  return changes;
}

const GROUP_TASKS_DEFAULT = 500;
const GROUP_TASKS_MAX = 1000;

function taskConnection(tasks: RestTaskCard[], args: { first?: number | null; after?: string | null }) {
  const limit = args.first ?? GROUP_TASKS_DEFAULT;
  if (!Number.isInteger(limit) || limit < 1 || limit > GROUP_TASKS_MAX) {
    throw new GraphQLError(`Informe de 1 a ${GROUP_TASKS_MAX} tarefas por página.`, { extensions: { code: 'BAD_USER_INPUT', status: 400 } });
  }
  let offset = 0;
  if (args.after) {
    const match = /^offset:(\d{1,9})$/.exec(Buffer.from(args.after, 'base64').toString('utf8'));
    if (!match) throw new GraphQLError('O cursor não é válido.', { extensions: { code: 'BAD_USER_INPUT', status: 400 } });
    offset = Number(match[1]) + 1;
  }
  const rows = tasks.slice(offset, offset + limit);
  const edges = rows.map((node, index) => ({ cursor: cursorOf(offset + index), node }));
  return {
    edges,
    pageInfo: {
      hasNextPage: offset + rows.length < tasks.length,
      hasPreviousPage: offset > 0,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
    totalCount: tasks.length,
  };
}

/** A task as a board or the calendar answered it (a card), or whole. */
type TaskRecord = RestTask | RestTaskCard;

/** A resolver for a field a card does not carry: the whole task is read for it, once per task and request. */
function wholeField<T>(read: (task: RestTask) => T) {
  return (task: TaskRecord, _: unknown, context: GatewayContext): T | Promise<T> => {
    if (!('card' in task)) return read(task);
    return context.session().loaders.task.load(task.id).then(read);
  };
}

function isView(board: TaskListRecord): board is BoardView {
  return '__groupBy' in board;
}

export const taskResolvers: IResolvers<unknown, GatewayContext> = {
  Query: {
    async taskLists(_, __, context) {
      return context.session().loaders.taskLists.load(ONLY);
    },
    async taskList(_, args: { databaseId?: number | null; groupBy?: GroupBy | null; filter?: TaskFilter | null }, context) {
      const query = { boardId: args.databaseId ?? undefined, groupBy: (args.groupBy ?? 'KANBAN_GROUP').toLowerCase(), ...filterQuery(args.filter) };
      const board = await orNull(() => context.session().loaders.taskBoard.load(query));
      return board && ({ ...board, __groupBy: query.groupBy } satisfies BoardView);
    },
    task: (_, { databaseId }: { databaseId: number }, context) => orNull(() => context.session().loaders.task.load(databaseId)),
    async calendarTasks(_, args: { from: string; to: string; taskListId?: string | null; filter?: TaskFilter | null }, context) {
      const boardId = args.taskListId ? databaseIdOf(args.taskListId, 'TaskList') : undefined;
      return context.session().loaders.calendarTasks.load({ from: args.from, to: args.to, boardId, ...filterQuery(args.filter) });
    },
    async taskAssignees(_, __, context) {
      return (await context.session().loaders.taskAssignees.load(ONLY)).map(person);
    },
  },
  TaskList: {
    id: (board: TaskListRecord) => toGlobalId('TaskList', board.id),
    databaseId: (board: TaskListRecord) => board.id,
    name: (board: TaskListRecord) => board.name,
    description: (board: TaskListRecord) => board.description,
    columns: (board: TaskListRecord) => board.kanban_group_options,
    tasksCount: (board: TaskListRecord) => board.tasks_count,
    pendingTasksCount: (board: TaskListRecord) => board.pending_tasks_count,
    completedTasksCount: (board: TaskListRecord) => board.completed_tasks_count,
    completionPercentage: (board: TaskListRecord) => board.completion_percentage,
    createdAt: (board: TaskListRecord) => board.created_at,
    async groups(board: TaskListRecord, _, context): Promise<GroupRecord[]> {
      const view = isView(board)
        ? board
        : { ...(await context.session().loaders.taskBoard.load({ boardId: board.id, groupBy: 'kanban_group' })), __groupBy: 'kanban_group' };
      const columns = new Set(view.kanban_group_options);
      return view.grouped_tasks.map((group) => ({ ...group, isColumn: view.__groupBy === 'kanban_group' && columns.has(group.key) }));
    },
  },
  TaskGroup: {
    key: (group: GroupRecord) => group.key,
    name: (group: GroupRecord) => group.name,
    isColumn: (group: GroupRecord) => group.isColumn,
    tasks: (group: GroupRecord, args: { first?: number | null; after?: string | null }) => taskConnection(group.tasks, args),
  },
  Task: {
    id: (task: TaskRecord) => toGlobalId('Task', task.id),
    databaseId: (task: TaskRecord) => task.id,
    taskListId: (task: TaskRecord) => toGlobalId('TaskList', task.task_list_id),
    taskListDatabaseId: (task: TaskRecord) => task.task_list_id,
    title: (task: TaskRecord) => task.title,
    description: wholeField((task) => task.description),
    descriptionText: (task: TaskRecord) => task.description_text,
    dueDate: (task: TaskRecord) => task.due_date,
    priority: (task: TaskRecord) => upper(task.priority),
    priorityText: (task: TaskRecord) => task.priority_text,
    kanbanGroup: (task: TaskRecord) => task.kanban_group,
    position: (task: TaskRecord) => task.position,
    completed: (task: TaskRecord) => task.completed,
    completedAt: wholeField((task) => task.completed_at),
    overdue: (task: TaskRecord) => task.overdue,
    status: (task: TaskRecord) => task.status.toUpperCase(),
    statusText: (task: TaskRecord) => task.status_text,
    statusColor: (task: TaskRecord) => task.status_color,
    createdAt: wholeField((task) => task.created_at),
    customer: (task: TaskRecord) => (task.customer ? { databaseId: task.customer.id, name: task.customer.name } : null),
    assignees: (task: TaskRecord) => task.assignees.map(person),
    tags: (task: TaskRecord) => task.tags,
    estimatedHours: wholeField((task) => task.estimated_hours),
    timeSpent: wholeField((task) => task.time_spent),
    checklistItems: wholeField((task) =>
      task.checklist_items.map((item) => ({ ...item, id: partId('TaskChecklistItem', item.id), databaseId: item.id })),
    ),
    checklistTotalItems: (task: TaskRecord) => task.checklist_total_items,
    checklistCompletedItems: (task: TaskRecord) => task.checklist_completed_items,
    commentsCount: (task: TaskRecord) => task.comments_count,
    attachmentsCount: (task: TaskRecord) => task.attachments_count,
    comments: (task: TaskRecord, _, context) => context.session().loaders.taskComments.load(task.id),
    attachments: (task: TaskRecord, _, context) => context.session().loaders.taskAttachments.load(task.id),
    async taskList(task: TaskRecord, _, context) {
      const board = (await context.session().loaders.taskLists.load(ONLY)).find((candidate) => candidate.id === task.task_list_id);
      if (!board) throw new GraphQLError('Recurso não encontrado', { extensions: { code: 'NOT_FOUND', status: 404 } });
      return board;
    },
  },
  TaskComment: {
    id: (comment: RestTaskComment) => partId('TaskComment', comment.id),
    databaseId: (comment: RestTaskComment) => comment.id,
    content: (comment: RestTaskComment) => comment.content,
    author: (comment: RestTaskComment) => person(comment.user),
    createdAt: (comment: RestTaskComment) => comment.created_at,
    canDelete: (comment: RestTaskComment) => comment.can_delete,
  },
  TaskAttachment: {
    id: (attachment: RestTaskAttachment) => partId('TaskAttachment', attachment.id),
    databaseId: (attachment: RestTaskAttachment) => attachment.id,
    filename: (attachment: RestTaskAttachment) => attachment.filename,
    downloadUrl: (attachment: RestTaskAttachment) => attachment.download_url,
    humanFileSize: (attachment: RestTaskAttachment) => attachment.human_file_size,
    author: (attachment: RestTaskAttachment) => person(attachment.user),
    createdAt: (attachment: RestTaskAttachment) => attachment.created_at,
    canDelete: (attachment: RestTaskAttachment) => attachment.can_delete,
  },
  Mutation: {
    createTaskList: (_, { input }: { input: { name: string; description?: string | null; columns?: string[] | null } }, context) =>
      payloadOf(
        async () => {
          const board = await context.session().calls.createTaskList({
            name: input.name,
            description: input.description ?? null,
            ...(input.columns ? { kanban_group_options: input.columns } : {}),
          });
          context.session().loaders.taskLists.clearAll();
          return { taskList: board };
        },
        { taskList: null },
      ),
    updateTaskList(_, { input }: { input: { id: string; name?: string | null; description?: string | null; columns?: string[] | null } }, context) {
      const boardId = databaseIdOf(input.id, 'TaskList');
      return payloadOf(
        async () => {
          const board = await context.session().calls.updateTaskList(boardId, {
            ...(input.name !== undefined && input.name !== null ? { name: input.name } : {}),
            ...(input.description !== undefined ? { description: input.description } : {}),
            ...(input.columns ? { kanban_group_options: input.columns } : {}),
          });
          context.session().loaders.taskLists.clearAll();
          return { taskList: board };
        },
        { taskList: null },
      );
    },
    deleteTaskList(_, { input }: { input: { id: string } }, context) {
      const boardId = databaseIdOf(input.id, 'TaskList');
      return payloadOf(
        async () => {
          await context.session().calls.deleteTaskList(boardId);
          context.session().loaders.taskLists.clearAll();
          return { deletedTaskListId: input.id };
        },
        { deletedTaskListId: null },
      );
    },
    duplicateTaskList(_, { input }: { input: { id: string } }, context) {
      const boardId = databaseIdOf(input.id, 'TaskList');
      return payloadOf(
        async () => {
          const board = await context.session().calls.duplicateTaskList(boardId);
          context.session().loaders.taskLists.clearAll();
          return { taskList: board };
        },
        { taskList: null },
      );
    },
    createTask(_, { input }: { input: TaskInput & { taskListId: string } }, context) {
      const boardId = databaseIdOf(input.taskListId, 'TaskList');
      return payloadOf(
        async () => {
          const task = await taskAfterWrite(context, 0, await context.session().calls.createTask(boardId, taskChanges(input)));
          return { task, taskList: await boardAfterWrite(context, boardId) };
        },
        { task: null, taskList: null },
      );
    },
    updateTask(_, { input }: { input: TaskInput & { id: string } }, context) {
      const taskId = databaseIdOf(input.id, 'Task');
      return payloadOf(
        async () => {
          const task = await taskAfterWrite(context, taskId, await context.session().calls.updateTask(taskId, taskChanges(input)));
          return { task, taskList: await boardAfterWrite(context, task.task_list_id) };
        },
        { task: null, taskList: null },
      );
    },
    moveTask(_, { input }: { input: { id: string; kanbanGroup?: string | null; orderedTaskIds: string[] } }, context) {
      const taskId = databaseIdOf(input.id, 'Task');
      const order = input.orderedTaskIds.map((id) => databaseIdOf(id, 'Task'));
      return payloadOf(
        async () => {
          const { calls, loaders } = context.session();
          const before = await loaders.task.load(taskId);
          const group = input.kanbanGroup || null;
          if (before.kanban_group !== group) await calls.updateTask(taskId, { kanban_group: group });
          if (order.length > 0) await calls.reorderTasks(before.task_list_id, order);
          const task = await taskAfterWrite(context, taskId);
          return { task, taskList: await boardAfterWrite(context, task.task_list_id) };
        },
        { task: null, taskList: null },
      );
    },
    deleteTask(_, { input }: { input: { id: string } }, context) {
      const taskId = databaseIdOf(input.id, 'Task');
      return payloadOf(
        async () => {
          const { calls, loaders } = context.session();
          const { task_list_id: boardId } = await loaders.task.load(taskId);
          await calls.deleteTask(taskId);
          loaders.forgetTask(taskId);
          return { deletedTaskId: input.id, taskList: await boardAfterWrite(context, boardId) };
        },
        { deletedTaskId: null, taskList: null },
      );
    },
    toggleTaskCompletion(_, { input }: { input: { id: string } }, context) {
      const taskId = databaseIdOf(input.id, 'Task');
      return payloadOf(
        async () => {
          const task = await taskAfterWrite(context, taskId, await context.session().calls.toggleTaskCompletion(taskId));
          return { task, taskList: await boardAfterWrite(context, task.task_list_id) };
        },
        { task: null, taskList: null },
      );
    },
    addTaskChecklistItem(_, { input }: { input: { taskId: string; content: string } }, context) {
      const taskId = databaseIdOf(input.taskId, 'Task');
      return payloadOf(async () => {
        await context.session().calls.addTaskChecklistItem(taskId, input.content);
        return { task: await taskAfterWrite(context, taskId) };
      }, { task: null });
    },
    toggleTaskChecklistItem(_, { input }: { input: { taskId: string; id: string } }, context) {
      const taskId = databaseIdOf(input.taskId, 'Task');
      const itemId = partDatabaseId(input.id, 'TaskChecklistItem');
      return payloadOf(async () => {
        await context.session().calls.toggleTaskChecklistItem(taskId, itemId);
        return { task: await taskAfterWrite(context, taskId) };
      }, { task: null });
    },
    deleteTaskChecklistItem(_, { input }: { input: { taskId: string; id: string } }, context) {
      const taskId = databaseIdOf(input.taskId, 'Task');
      const itemId = partDatabaseId(input.id, 'TaskChecklistItem');
      return payloadOf(async () => {
        await context.session().calls.deleteTaskChecklistItem(taskId, itemId);
        return { task: await taskAfterWrite(context, taskId) };
      }, { task: null });
    },
    addTaskComment(_, { input }: { input: { taskId: string; content: string } }, context) {
      const taskId = databaseIdOf(input.taskId, 'Task');
      return payloadOf(async () => {
        await context.session().calls.addTaskComment(taskId, input.content);
        return { task: await taskAfterWrite(context, taskId) };
      }, { task: null });
    },
    deleteTaskComment(_, { input }: { input: { taskId: string; id: string } }, context) {
      const taskId = databaseIdOf(input.taskId, 'Task');
      const commentId = partDatabaseId(input.id, 'TaskComment');
      return payloadOf(async () => {
        await context.session().calls.deleteTaskComment(taskId, commentId);
        return { task: await taskAfterWrite(context, taskId) };
      }, { task: null });
    },
    addTaskAttachment(_, { input }: { input: { taskId: string; file: UploadFile } }, context) {
      const taskId = databaseIdOf(input.taskId, 'Task');
      return payloadOf(async () => {
        await context.session().calls.addTaskAttachment(taskId, input.file);
        return { task: await taskAfterWrite(context, taskId) };
      }, { task: null });
    },
    deleteTaskAttachment(_, { input }: { input: { taskId: string; id: string } }, context) {
      const taskId = databaseIdOf(input.taskId, 'Task');
      const attachmentId = partDatabaseId(input.id, 'TaskAttachment');
      return payloadOf(async () => {
        await context.session().calls.deleteTaskAttachment(taskId, attachmentId);
        return { task: await taskAfterWrite(context, taskId) };
      }, { task: null });
    },
  },
  Subscription: {
    taskChanges: {
      subscribe(_, { taskListId }: { taskListId?: string | null }, context) {
        const boardId = taskListId ? databaseIdOf(taskListId, 'TaskList') : undefined;
        const source = context.session().changes();
        if (boardId === undefined) return source;
        // filter() hands the client's leaving on to the source; an async generator would only see it
        // at the next event, holding the api's stream open until then.
        return filter((change: RestChange) => change.task_list_ids.includes(boardId))(source);
      },
      resolve: (change: RestChange) => ({
        taskListIds: change.task_list_ids.map((id) => toGlobalId('TaskList', id)),
        taskIds: change.area === 'tasks' ? change.ids.map((id) => toGlobalId('Task', id)) : [],
        deleted: change.deleted,
      }),
    },
  },
  TaskChange: {
    taskListIds: (change: { taskListIds: string[] }) => change.taskListIds,
    taskIds: (change: { taskIds: string[] }) => change.taskIds,
    deleted: (change: { deleted: boolean }) => change.deleted,
  },
  TaskPerson: {
    id: (record: { databaseId: number | null }) => (record.databaseId === null ? null : toGlobalId('User', record.databaseId)),
    databaseId: (record: { databaseId: number | null }) => record.databaseId,
    name: (record: { name: string }) => record.name,
  },
  TaskCustomer: {
    databaseId: (record: { databaseId: number }) => record.databaseId,
    name: (record: { name: string }) => record.name,
  },
  TaskChecklistItem: {
    id: (item: { id: string }) => item.id,
    databaseId: (item: { databaseId: number }) => item.databaseId,
    content: (item: { content: string }) => item.content,
    completed: (item: { completed: boolean }) => item.completed,
  },
};
