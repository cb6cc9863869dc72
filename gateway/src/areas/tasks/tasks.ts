import type { CreateTaskInput, Resolvers, TaskPriority, TaskStatus, UpdateTaskInput } from '../../generated/graphql.ts';
import { GraphQLError } from 'graphql';
import type { GatewayContext } from '../../context.ts';
import { payloadOf } from '../../errors.ts';
import { ONLY } from '../../loaders.ts';
import { databaseIdOf, toGlobalId } from '../../relay.ts';
import type { RestTask, TaskChanges } from './types.ts';
import { boardAfterWrite, filterQuery, orNull, partId, person, taskAfterWrite, upper, type TaskRecord } from './shared.ts';

/** `estimatedHours: -1` clears the value: GraphQL has no way to tell null from "not sent" in a resolver. */
function hours(value: number | null | undefined): number | null | undefined {
  if (value === undefined || value === null) return undefined;
  return value < 0 ? null : value;
}

/** The fields of a task a create or an update may give. */
type TaskFields = Omit<UpdateTaskInput, 'id'> & Pick<CreateTaskInput, 'checklistItems'>;

/** The fields of a task input that were given, as the api names them. */
function taskChanges(input: TaskFields): TaskChanges {
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

/** A resolver for a field a card does not carry: the whole task is read for it, once per task and request. */
function wholeField<T>(read: (task: RestTask) => T) {
  return (task: TaskRecord, _: unknown, context: GatewayContext): T | Promise<T> => {
    if (!('card' in task)) return read(task);
    return context.session().loaders.task.load(task.id).then(read);
  };
}

/** Tasks: one by id, the calendar's, the people they can be given to, and their writes. */
export const taskResolvers: Resolvers = {
  Query: {
    task: (_, { databaseId }, context) => orNull(() => context.session().loaders.task.load(databaseId)),
    async calendarTasks(_, args, context) {
      const boardId = args.taskListId ? databaseIdOf(args.taskListId, 'TaskList') : undefined;
      return context.session().loaders.calendarTasks.load({ from: args.from, to: args.to, boardId, ...filterQuery(args.filter) });
    },
    async taskAssignees(_, __, context) {
      return (await context.session().loaders.taskAssignees.load(ONLY)).map(person);
    },
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
    priority: (task: TaskRecord) => upper(task.priority) as TaskPriority | null,
    priorityText: (task: TaskRecord) => task.priority_text,
    kanbanGroup: (task: TaskRecord) => task.kanban_group,
    position: (task: TaskRecord) => task.position,
    completed: (task: TaskRecord) => task.completed,
    completedAt: wholeField((task) => task.completed_at),
    overdue: (task: TaskRecord) => task.overdue,
    status: (task: TaskRecord) => task.status.toUpperCase() as TaskStatus,
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
      const board = (await context.session().loaders.boards.load(ONLY)).find((candidate) => candidate.id === task.task_list_id);
      if (!board) throw new GraphQLError('Recurso não encontrado', { extensions: { code: 'NOT_FOUND', status: 404 } });
      return board;
    },
  },
  Mutation: {
    createTask(_, { input }, context) {
      const boardId = databaseIdOf(input.taskListId, 'TaskList');
      return payloadOf(
        async () => {
          const task = await taskAfterWrite(context, 0, await context.session().calls.createTask(boardId, taskChanges(input)));
          return { task, taskList: await boardAfterWrite(context, boardId) };
        },
        { task: null, taskList: null },
      );
    },
    updateTask(_, { input }, context) {
      const taskId = databaseIdOf(input.id, 'Task');
      return payloadOf(
        async () => {
          const task = await taskAfterWrite(context, taskId, await context.session().calls.updateTask(taskId, taskChanges(input)));
          return { task, taskList: await boardAfterWrite(context, task.task_list_id) };
        },
        { task: null, taskList: null },
      );
    },
    moveTask(_, { input }, context) {
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
    deleteTask(_, { input }, context) {
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
    toggleTaskCompletion(_, { input }, context) {
      const taskId = databaseIdOf(input.id, 'Task');
      return payloadOf(
        async () => {
          const task = await taskAfterWrite(context, taskId, await context.session().calls.toggleTaskCompletion(taskId));
          return { task, taskList: await boardAfterWrite(context, task.task_list_id) };
        },
        { task: null, taskList: null },
      );
    },
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
};
