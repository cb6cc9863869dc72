import type { Resolvers } from '../../generated/graphql.ts';
import { GraphQLError } from 'graphql';
import { filter } from 'graphql-yoga';
import type { RestChange } from '../../changes.ts';
import { cursorOf } from '../../connections.ts';
import { payloadOf } from '../../errors.ts';
import { ONLY } from '../../loaders.ts';
import { databaseIdOf, toGlobalId } from '../../relay.ts';
import type { RestTaskCard } from './types.ts';
import { filterQuery, orNull, type BoardRecord, type BoardView, type GroupRecord } from './shared.ts';

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

function isView(board: BoardRecord): board is BoardView {
  return '__groupBy' in board;
}

/** Boards: their list, a board's view grouped as asked, their writes, and the live changes of their tasks. */
export const boardResolvers: Resolvers = {
  Query: {
    async taskLists(_, __, context) {
      return context.session().loaders.boards.load(ONLY);
    },
    async taskList(_, args, context) {
      const query = { boardId: args.databaseId ?? undefined, groupBy: (args.groupBy ?? 'KANBAN_GROUP').toLowerCase(), ...filterQuery(args.filter) };
      const board = await orNull(() => context.session().loaders.taskBoard.load(query));
      return board && ({ ...board, __groupBy: query.groupBy } satisfies BoardView);
    },
  },
  TaskList: {
    id: (board: BoardRecord) => toGlobalId('TaskList', board.id),
    databaseId: (board: BoardRecord) => board.id,
    name: (board: BoardRecord) => board.name,
    description: (board: BoardRecord) => board.description,
    columns: (board: BoardRecord) => board.kanban_group_options,
    tasksCount: (board: BoardRecord) => board.tasks_count,
    pendingTasksCount: (board: BoardRecord) => board.pending_tasks_count,
    completedTasksCount: (board: BoardRecord) => board.completed_tasks_count,
    completionPercentage: (board: BoardRecord) => board.completion_percentage,
    createdAt: (board: BoardRecord) => board.created_at,
    async groups(board: BoardRecord, _, context): Promise<GroupRecord[]> {
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
    tasks: (group: GroupRecord, args) => taskConnection(group.tasks, args),
  },
  Mutation: {
    createTaskList: (_, { input }, context) =>
      payloadOf(
        async () => {
          const board = await context.session().calls.createBoard({
            name: input.name,
            description: input.description ?? null,
            ...(input.columns ? { kanban_group_options: input.columns } : {}),
          });
          context.session().loaders.boards.clearAll();
          return { taskList: board };
        },
        { taskList: null },
      ),
    updateTaskList(_, { input }, context) {
      const boardId = databaseIdOf(input.id, 'TaskList');
      return payloadOf(
        async () => {
          const board = await context.session().calls.updateBoard(boardId, {
            ...(input.name !== undefined && input.name !== null ? { name: input.name } : {}),
            ...(input.description !== undefined ? { description: input.description } : {}),
            ...(input.columns ? { kanban_group_options: input.columns } : {}),
          });
          context.session().loaders.boards.clearAll();
          return { taskList: board };
        },
        { taskList: null },
      );
    },
    deleteTaskList(_, { input }, context) {
      const boardId = databaseIdOf(input.id, 'TaskList');
      return payloadOf(
        async () => {
          await context.session().calls.deleteBoard(boardId);
          context.session().loaders.boards.clearAll();
          return { deletedTaskListId: input.id };
        },
        { deletedTaskListId: null },
      );
    },
    duplicateTaskList(_, { input }, context) {
      const boardId = databaseIdOf(input.id, 'TaskList');
      return payloadOf(
        async () => {
          const board = await context.session().calls.duplicateBoard(boardId);
          context.session().loaders.boards.clearAll();
          return { taskList: board };
        },
        { taskList: null },
      );
    },
  },
  Subscription: {
    taskChanges: {
      subscribe(_, { taskListId }, context) {
        const boardId = taskListId ? databaseIdOf(taskListId, 'TaskList') : undefined;
        const source = context.session().changes();
        // filter() hands the client's leaving on to the source; an async generator would only see it
        // at the next event, holding the api's stream open until then. The agenda's changes are not a board's.
        return filter((change: RestChange) => change.area !== 'appointments' && (boardId === undefined || change.task_list_ids.includes(boardId)))(source);
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
};
