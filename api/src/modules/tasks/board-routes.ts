import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { parseId } from '../../auth/hook.ts';
import { jsonb, type Executor } from '../../db/index.ts';
import type { Board } from '../../db/schema.ts';
import { IDEMPOTENT } from '../../http/idempotency.ts';
import { asInput, section } from '../../http/input.ts';
import { diffChanges } from '../../activity-log/record.ts';
import { findCompany } from '../companies/queries.ts';
import { filteredTasks, groupTasks, readBoardFilters } from './board-view.ts';
import { DEFAULT_BOARD_COLUMNS, readBoard } from './input.ts';
import { boardCounts, boardValues, findBoard, selectTaskColumns, serializeBoard } from './queries.ts';
import { BOARD_ANSWER, BOARD_QUERY, BOARD_TASKS_ANSWER, TASK_LIST_ANSWER, TASK_LIST_BODY, TASK_LISTS_ANSWER } from './schemas.ts';
import { announceBoard, deleteFiles, recordTaskActivity, removeTaskAttachmentRows, taskScope } from './scope.ts';
import { zonedDate } from '@practice/common';

type BoardParams = { Params: { boardId: string } };

const BOARD_FIELDS = ['name', 'description', 'kanban_group_options'];
/** The name of the board a company gets when it opens its tasks before making one. */
export const DEFAULT_BOARD_NAME = 'Quadro de tarefas';

export async function boardRoutes(app: FastifyInstance, { db, clock, files, changes, writeOnce }: AppDeps): Promise<void> {
  const withCounts = async (executor: Executor, board: Board) =>
    serializeBoard(board, (await boardCounts(executor, [board.id])).get(board.id));

  /** The board with its tasks, filtered, as a list or (with group_by) in groups. */
  const show = async (request: FastifyRequest, board: Board) => {
    const filters = readBoardFilters(asInput(request.query));
    const today = zonedDate(clock());
    const tasks = await filteredTasks(db, { kind: 'board', board }, filters, today);
    const answer = await withCounts(db, board);
    return filters.groupBy
      ? { task_list: { ...answer, grouped_tasks: groupTasks(board, tasks, filters.groupBy, await customerTermFor(filters.groupBy, board)) } }
      : { task_list: { ...answer, tasks } };
  };
  /** The company's word for a customer, read only when tasks are grouped by customer. */
  const customerTermFor = async (groupBy: string, board: Board) =>
    groupBy === 'customer' ? (await findCompany(db, board.company_id)).customer_treatment : undefined;

  app.get('/api/v1/task_lists', { schema: { response: { 200: TASK_LISTS_ANSWER } } }, async (request) => {
    const { companyId } = taskScope(request);
    const boards = await db.selectFrom('task_lists').selectAll().where('company_id', '=', companyId).orderBy('id').execute();
    const counts = await boardCounts(db, boards.map((board) => board.id));
    return { task_lists: boards.map((board) => serializeBoard(board, counts.get(board.id))) };
  });

  const boardSchema = { schema: { querystring: BOARD_QUERY, response: { 200: BOARD_ANSWER } } };

  app.get('/api/v1/task_lists/default', boardSchema, async (request) => {
    const { companyId } = taskScope(request);
    const first = () => db.selectFrom('task_lists').selectAll().where('company_id', '=', companyId).orderBy('id').limit(1).executeTakeFirst();
    let board = await first();
    let created = false;
    if (!board) {
      board = await db.transaction().execute(async (trx) => {
        // Two first visits at once must not make two default boards.
        await findCompany(trx, companyId, { forUpdate: true });
        const existing = await trx.selectFrom('task_lists').selectAll().where('company_id', '=', companyId).orderBy('id').limit(1).executeTakeFirst();
        if (existing) return existing;
        const inserted = await trx
          .insertInto('task_lists')
          .values({ company_id: companyId, name: DEFAULT_BOARD_NAME, description: null, kanban_group_options: jsonb(DEFAULT_BOARD_COLUMNS) })
          .returningAll()
          .executeTakeFirstOrThrow();
        await recordTaskActivity(trx, request, {
          event: 'create',
          itemType: 'TaskList',
          itemId: inserted.id,
          itemName: inserted.name,
          changes: diffChanges(null, boardValues(inserted), BOARD_FIELDS),
        });
        created = true;
        return inserted;
      });
      if (created) announceBoard(changes, companyId, board.id);
    }
    return show(request, board);
  });

  app.get<BoardParams>('/api/v1/task_lists/:boardId', boardSchema, async (request) => {
    const { companyId } = taskScope(request);
    return show(request, await findBoard(db, companyId, parseId(request.params.boardId)));
  });

  app.get<BoardParams>('/api/v1/task_lists/:boardId/tasks', { schema: { querystring: BOARD_QUERY, response: { 200: BOARD_TASKS_ANSWER } } }, async (request) => {
    const { companyId } = taskScope(request);
    const board = await findBoard(db, companyId, parseId(request.params.boardId));
    const filters = readBoardFilters(asInput(request.query));
    const tasks = await filteredTasks(db, { kind: 'board', board }, filters, zonedDate(clock()));
    return filters.groupBy ? { grouped_tasks: groupTasks(board, tasks, filters.groupBy, await customerTermFor(filters.groupBy, board)) } : { tasks };
  });

  app.post('/api/v1/task_lists', { config: IDEMPOTENT, schema: { body: TASK_LIST_BODY, response: { 201: TASK_LIST_ANSWER } } }, async (request, reply) => {
    const { companyId } = taskScope(request);
    const values = readBoard(section(request.body, 'task_list'));
    return writeOnce(request, reply, async (trx, afterCommit) => {
      const now = clock();
      const inserted = await trx
        .insertInto('task_lists')
        .values({
          company_id: companyId,
          name: values.name,
          description: values.description,
          kanban_group_options: jsonb(values.kanban_group_options),
          created_at: now,
          updated_at: now,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      await recordTaskActivity(trx, request, {
        event: 'create',
        itemType: 'TaskList',
        itemId: inserted.id,
        itemName: inserted.name,
        changes: diffChanges(null, values, BOARD_FIELDS),
      });
      afterCommit(() => announceBoard(changes, companyId, inserted.id));
      reply.status(201);
      return { task_list: serializeBoard(inserted, undefined) };
    });
  });

  const update = async (request: FastifyRequest<BoardParams>) => {
    const { companyId } = taskScope(request);
    const boardId = parseId(request.params.boardId);
    const input = section(request.body, 'task_list');
    const board = await db.transaction().execute(async (trx) => {
      const before = await findBoard(trx, companyId, boardId, { forUpdate: true });
      const values = readBoard(input, boardValues(before));
      const changed = diffChanges(boardValues(before), values, BOARD_FIELDS);
      if (changed.length === 0) return before;
      // A removed column keeps its tasks: their kanban_group stays, and the board shows them without a group.
      const after = await trx
        .updateTable('task_lists')
        .set({
          name: values.name,
          description: values.description,
          kanban_group_options: jsonb(values.kanban_group_options),
          updated_at: clock(),
        })
        .where('id', '=', boardId)
        .returningAll()
        .executeTakeFirstOrThrow();
      await recordTaskActivity(trx, request, { event: 'update', itemType: 'TaskList', itemId: after.id, itemName: after.name, changes: changed });
      return after;
    });
    announceBoard(changes, companyId, board.id);
    return { task_list: await withCounts(db, board) };
  };
  const updateSchema = { schema: { body: TASK_LIST_BODY, response: { 200: TASK_LIST_ANSWER } } };
  app.patch<BoardParams>('/api/v1/task_lists/:boardId', updateSchema, update);
  app.put<BoardParams>('/api/v1/task_lists/:boardId', updateSchema, update);

  app.delete<BoardParams>('/api/v1/task_lists/:boardId', { schema: { response: { 200: TASK_LIST_ANSWER } } }, async (request) => {
    const { companyId } = taskScope(request);
    const boardId = parseId(request.params.boardId);
    const { board, keys } = await db.transaction().execute(async (trx) => {
      const deleted = await findBoard(trx, companyId, boardId, { forUpdate: true });
      const taskIds = (await trx.selectFrom('tasks').select('id').where('task_list_id', '=', boardId).execute()).map((row) => row.id);
      const removedKeys = await removeTaskAttachmentRows(trx, companyId, taskIds);
      await trx.deleteFrom('task_lists').where('id', '=', boardId).execute();
      await recordTaskActivity(trx, request, {
        event: 'destroy',
        itemType: 'TaskList',
        itemId: deleted.id,
        itemName: deleted.name,
        changes: diffChanges(boardValues(deleted), null, BOARD_FIELDS),
      });
      return { board: deleted, keys: removedKeys };
    });
    await deleteFiles(files.storage, keys, request.log);
    announceBoard(changes, companyId, board.id, true);
    return { task_list: serializeBoard(board, undefined) };
  });

  app.post<BoardParams>('/api/v1/task_lists/:boardId/duplicate', { config: IDEMPOTENT, schema: { response: { 201: TASK_LIST_ANSWER } } }, async (request, reply) => {
    const { companyId, caller } = taskScope(request);
    const boardId = parseId(request.params.boardId);
    return writeOnce(request, reply, async (trx, afterCommit) => {
      const original = await findBoard(trx, companyId, boardId, { forUpdate: true });
      const now = clock();
      const board = await trx
        .insertInto('task_lists')
        .values({
          company_id: companyId,
          name: `${original.name} (cópia)`.slice(0, 255),
          description: original.description,
          kanban_group_options: jsonb(original.kanban_group_options),
          created_at: now,
          updated_at: now,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      // Tasks keep their fields, order, completion, assignees and checklist; comments and files stay with the original.
      const tasks = await selectTaskColumns(trx.selectFrom('tasks')).where('tasks.task_list_id', '=', boardId).orderBy('tasks.id').execute();
      const newIds = new Map<number, number>();
      for (const task of tasks) {
        const inserted = await trx
          .insertInto('tasks')
          .values({
            company_id: companyId,
            task_list_id: board.id,
            title: task.title,
            description: task.description,
            description_text: task.description_text,
            due_date: task.due_date,
            priority: task.priority,
            kanban_group: task.kanban_group,
            position: task.position,
            completed_at: task.completed_at,
            customer_id: task.customer_id,
            creator_id: caller.id,
            tags: jsonb(task.tags),
            estimated_hours: task.estimated_hours,
            time_spent: task.time_spent,
            created_at: now,
            updated_at: now,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        newIds.set(task.id, inserted.id);
      }
      if (tasks.length) {
        const oldIds = tasks.map((task) => task.id);
        const assignees = await trx.selectFrom('task_assignees').selectAll().where('task_id', 'in', oldIds).execute();
        if (assignees.length) {
          await trx
            .insertInto('task_assignees')
            .values(assignees.map((row) => ({ task_id: newIds.get(row.task_id)!, user_id: row.user_id })))
            .execute();
        }
        const items = await trx.selectFrom('task_checklist_items').selectAll().where('task_id', 'in', oldIds).execute();
        if (items.length) {
          await trx
            .insertInto('task_checklist_items')
            .values(
              items.map((item) => ({
                task_id: newIds.get(item.task_id)!,
                content: item.content,
                completed: item.completed,
                position: item.position,
                created_at: now,
              })),
            )
            .execute();
        }
      }
      await recordTaskActivity(trx, request, {
        event: 'create',
        itemType: 'TaskList',
        itemId: board.id,
        itemName: board.name,
        changes: diffChanges(null, boardValues(board), BOARD_FIELDS),
      });
      afterCommit(() => announceBoard(changes, companyId, board.id));
      reply.status(201);
      return { task_list: await withCounts(trx, board) };
    });
  });
}
