import { ID_PATTERN } from '@practice/common';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { AppDeps } from '../../deps.ts';
import { parseId } from '../../auth/hook.ts';
import { jsonb, type Executor } from '../../db/index.ts';
import { notFound } from '../../http/errors.ts';
import { IDEMPOTENT } from '../../http/idempotency.ts';
import { asInput, section } from '../../http/input.ts';
import { FieldErrors, VALIDATION } from '../../http/validation.ts';
import { diffChanges } from '../../activity-log/record.ts';
import { customerLink } from '../customers/queries.ts';
import { companyPeople, companyUserIds } from '../users/queries.ts';
import { readChecklist, readNameList, readTask, type TaskReferences, type TaskValues } from './input.ts';
import { assigneeIdsOf, findBoard, findTask, serializeTasks, taskValues, type TaskRow } from './queries.ts';
import { announceTasks, deleteFiles, recordTaskActivity, removeTaskAttachmentRows, taskScope } from './scope.ts';
import { zonedDate } from '@practice/common';
import { filteredTasks, readBoardFilters, readCalendarPeriod } from './board-view.ts';
import { ASSIGNEES_ANSWER, CALENDAR_ANSWER, CALENDAR_QUERY, REORDER_ANSWER, REORDER_BODY, TASK_ANSWER, TASK_BODY, TASK_DELETED_ANSWER } from './schemas.ts';

type BoardParams = { Params: { boardId: string } };
type TaskParams = { Params: { taskId: string } };

const TRACKED = ['title', 'description', 'due_date', 'priority', 'kanban_group', 'customer_id', 'assignee_ids', 'tags', 'estimated_hours', 'time_spent'];
const REORDER_MAX = 5000;

/** What a task's customer and assignees are checked against: the company's own customers (not archived) and users. */
export function companyReferences(trx: Executor, companyId: number, columns: readonly string[]): TaskReferences {
  return {
    columns,
    customerLink: (id) => customerLink(trx, companyId, id),
    companyUsers: (ids) => companyUserIds(trx, companyId, ids),
  };
}

async function nextPosition(trx: Executor, boardId: number, group: string | null): Promise<number> {
  const row = await trx
    .selectFrom('tasks')
    .select(sql<number>`coalesce(max(position), -1) + 1`.as('next'))
    .where('task_list_id', '=', boardId)
    .where(group === null ? sql<boolean>`kanban_group is null` : sql<boolean>`kanban_group = ${group}`)
    .executeTakeFirstOrThrow();
  return Number(row.next);
}

async function setAssignees(trx: Executor, taskId: number, ids: number[]): Promise<void> {
  await trx.deleteFrom('task_assignees').where('task_id', '=', taskId).execute();
  if (ids.length) await trx.insertInto('task_assignees').values(ids.map((user_id) => ({ task_id: taskId, user_id }))).execute();
}

function columnsOf(values: TaskValues) {
  return {
    title: values.title,
    description: values.description,
    description_text: values.description_text,
    due_date: values.due_date,
    priority: values.priority,
    kanban_group: values.kanban_group,
    customer_id: values.customer_id,
    tags: jsonb(values.tags),
    estimated_hours: values.estimated_hours,
    time_spent: values.time_spent,
  };
}

export async function tasksRoutes(app: FastifyInstance, { db, clock, files, changes, writeOnce }: AppDeps): Promise<void> {
  const answer = async (task: TaskRow, executor: Executor = db) => {
    const [serialized] = await serializeTasks(executor, [task], zonedDate(clock()));
    return { task: serialized };
  };

  app.post<BoardParams>('/api/v1/task_lists/:boardId/tasks', { config: IDEMPOTENT, schema: { body: TASK_BODY, response: { 201: TASK_ANSWER } } }, async (request, reply) => {
    const { companyId, caller } = taskScope(request);
    const boardId = parseId(request.params.boardId);
    const input = section(request.body, 'task');
    return writeOnce(request, reply, async (trx, afterCommit) => {
      // Shared, so tasks of one board are added side by side but not while its columns change.
      const board = await findBoard(trx, companyId, boardId);
      await trx.selectFrom('task_lists').select('id').where('id', '=', boardId).forShare().execute();
      const values = await readTask(input, companyReferences(trx, companyId, board.kanban_group_options));
      const checklist = readChecklist(input);
      const now = clock();
      const { id } = await trx
        .insertInto('tasks')
        .values({
          company_id: companyId,
          task_list_id: boardId,
          ...columnsOf(values),
          position: await nextPosition(trx, boardId, values.kanban_group),
          creator_id: caller.id,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await setAssignees(trx, id, values.assignee_ids);
      if (checklist.length) {
        await trx
          .insertInto('task_checklist_items')
          .values(checklist.map((content, position) => ({ task_id: id, content, position, created_at: now })))
          .execute();
      }
      await recordTaskActivity(trx, request, {
        event: 'create',
        itemType: 'Task',
        itemId: id,
        itemName: values.title,
        customerId: values.customer_id,
        changes: diffChanges(null, values, TRACKED),
      });
      const task = await findTask(trx, companyId, id);
      afterCommit(() => announceTasks(changes, companyId, [task.id], [boardId]));
      reply.status(201);
      return answer(task, trx);
    });
  });

  app.patch<BoardParams>('/api/v1/task_lists/:boardId/tasks/reorder', { schema: { body: REORDER_BODY, response: { 200: REORDER_ANSWER } } }, async (request) => {
    const { companyId } = taskScope(request);
    const boardId = parseId(request.params.boardId);
    const sent = readNameList(asInput(request.body).task_ids);
    const ids = sent?.map((id) => (ID_PATTERN.test(id) ? Number(id) : NaN));
    if (!ids || ids.some(Number.isNaN) || ids.length === 0 || ids.length > REORDER_MAX) {
      const errors = new FieldErrors({ task_ids: 'Tarefas' });
      errors.add('task_ids', VALIDATION.invalid);
      throw errors.toError();
    }
    const board = await db.transaction().execute(async (trx) => {
      const found = await findBoard(trx, companyId, boardId, { forUpdate: true });
      const rows = await trx
        .selectFrom('tasks')
        .select(['id', 'position'])
        .where('task_list_id', '=', boardId)
        .where('id', 'in', ids)
        .orderBy('position')
        .orderBy('id')
        .execute();
      // Any id that is not a task of this board (another board's, another company's) refuses the whole order.
      if (rows.length !== ids.length) throw notFound();
      const before = rows.map((row) => row.id);
      const values = ids.map((id, position) => sql`(${id}::int, ${position}::int)`);
      await sql`update tasks set position = moved.position, updated_at = ${clock()}
        from (values ${sql.join(values)}) as moved(id, position)
        where tasks.id = moved.id and tasks.task_list_id = ${boardId}`.execute(trx);
      await recordTaskActivity(trx, request, {
        event: 'update',
        itemType: 'TaskList',
        itemId: found.id,
        itemName: found.name,
        changes: diffChanges({ task_order: before }, { task_order: ids }, ['task_order']),
      });
      return found;
    });
    announceTasks(changes, companyId, ids, [board.id]);
    return { task_ids: ids };
  });

  // The calendar: the company's tasks due within a period, with the board's filters.
  app.get('/api/v1/tasks', { schema: { querystring: CALENDAR_QUERY, response: { 200: CALENDAR_ANSWER } } }, async (request) => {
    const { companyId } = taskScope(request);
    const query = asInput(request.query);
    const period = readCalendarPeriod(query);
    const filters = readBoardFilters(query);
    return { tasks: await filteredTasks(db, { kind: 'calendar', companyId, ...period }, filters, zonedDate(clock())) };
  });

  // Who a task may be given to: every user of the company, whatever the caller may see of their profiles.
  app.get('/api/v1/task_assignees', { schema: { response: { 200: ASSIGNEES_ANSWER } } }, async (request) => {
    const { companyId } = taskScope(request);
    return { assignees: await companyPeople(db, companyId) };
  });

  app.get<TaskParams>('/api/v1/tasks/:taskId', { schema: { response: { 200: TASK_ANSWER } } }, async (request) => {
    const { companyId } = taskScope(request);
    return answer(await findTask(db, companyId, parseId(request.params.taskId)));
  });

  const update = async (request: FastifyRequest<TaskParams>) => {
    const { companyId } = taskScope(request);
    const taskId = parseId(request.params.taskId);
    const input = section(request.body, 'task');
    const task = await db.transaction().execute(async (trx) => {
      const before = await findTask(trx, companyId, taskId, { forUpdate: true });
      const board = await findBoard(trx, companyId, before.task_list_id);
      const current = taskValues(before, await assigneeIdsOf(trx, taskId));
      const values = await readTask(input, companyReferences(trx, companyId, board.kanban_group_options), current);
      const changed = diffChanges(current, values, TRACKED);
      if (changed.length === 0) return before;
      // A task moved to another column goes to its end, until a reorder places it.
      const position = values.kanban_group !== before.kanban_group ? await nextPosition(trx, board.id, values.kanban_group) : before.position;
      await trx
        .updateTable('tasks')
        .set({ ...columnsOf(values), position, updated_at: clock() })
        .where('id', '=', taskId)
        .execute();
      if (changed.some((change) => change.field_name === 'assignee_ids')) await setAssignees(trx, taskId, values.assignee_ids);
      await recordTaskActivity(trx, request, {
        event: 'update',
        itemType: 'Task',
        itemId: taskId,
        itemName: values.title,
        customerId: values.customer_id,
        changes: changed,
      });
      return findTask(trx, companyId, taskId);
    });
    announceTasks(changes, companyId, [task.id], [task.task_list_id]);
    return answer(task);
  };
  const updateSchema = { schema: { body: TASK_BODY, response: { 200: TASK_ANSWER } } };
  app.patch<TaskParams>('/api/v1/tasks/:taskId', updateSchema, update);
  app.put<TaskParams>('/api/v1/tasks/:taskId', updateSchema, update);

  app.delete<TaskParams>('/api/v1/tasks/:taskId', { schema: { response: { 200: TASK_DELETED_ANSWER } } }, async (request) => {
    const { companyId } = taskScope(request);
    const taskId = parseId(request.params.taskId);
    const { task, keys } = await db.transaction().execute(async (trx) => {
      const deleted = await findTask(trx, companyId, taskId, { forUpdate: true });
      const current = taskValues(deleted, await assigneeIdsOf(trx, taskId));
      const removedKeys = await removeTaskAttachmentRows(trx, companyId, [taskId]);
      await trx.deleteFrom('tasks').where('id', '=', taskId).execute();
      await recordTaskActivity(trx, request, {
        event: 'destroy',
        itemType: 'Task',
        itemId: taskId,
        itemName: deleted.title,
        customerId: deleted.customer_id,
        changes: diffChanges(current, null, TRACKED),
      });
      return { task: deleted, keys: removedKeys };
    });
    await deleteFiles(files.storage, keys, request.log);
    announceTasks(changes, companyId, [task.id], [task.task_list_id], true);
    return { task: { id: task.id, task_list_id: task.task_list_id } };
  });

  app.patch<TaskParams>('/api/v1/tasks/:taskId/toggle_completion', { schema: { response: { 200: TASK_ANSWER } } }, async (request) => {
    const { companyId } = taskScope(request);
    const taskId = parseId(request.params.taskId);
    const task = await db.transaction().execute(async (trx) => {
      const before = await findTask(trx, companyId, taskId, { forUpdate: true });
      const completedAt = before.completed_at ? null : clock();
      await trx.updateTable('tasks').set({ completed_at: completedAt, updated_at: clock() }).where('id', '=', taskId).execute();
      await recordTaskActivity(trx, request, {
        event: 'update',
        itemType: 'Task',
        itemId: taskId,
        itemName: before.title,
        customerId: before.customer_id,
        changes: [{ field_name: 'completed', from: before.completed_at !== null, to: completedAt !== null }],
      });
      return findTask(trx, companyId, taskId);
    });
    announceTasks(changes, companyId, [task.id], [task.task_list_id]);
    return answer(task);
  });
}
