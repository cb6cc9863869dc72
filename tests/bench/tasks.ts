// Task boards through the gateway (tasks-api-process.ts fills the api): a board of 1,000 tasks in 5
// columns opened as the board screen asks for it, a calendar month of 500 tasks, and the time from a
// move made through the gateway to its arrival at another subscriber of the board. The gateway talks to
// the api through a counting proxy in this process, so the REST calls of one board load are known.
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Agent, request } from 'undici';
import { startApiProcess, startGatewayProcess, signInDemoAdmin } from './processes.ts';
import { measure } from './stats.ts';

const DURATION_MS = Number(process.env.BENCH_DURATION_MS ?? 10_000);
const MOVES = Number(process.env.BENCH_MOVES ?? 100);

/** What /tasks/board/{id} asks for (TaskBoardPageQuery): the board, its groups and every card. */
export const BOARD_QUERY = `query BenchBoard($id: Int) {
  taskList(databaseId: $id, groupBy: KANBAN_GROUP) {
    id databaseId name description columns tasksCount pendingTasksCount completedTasksCount completionPercentage
    groups { key name isColumn tasks { totalCount edges { node {
      id databaseId title descriptionText dueDate priority priorityText completed status statusText statusColor
      customer { name } assignees { databaseId name } tags checklistTotalItems checklistCompletedItems commentsCount attachmentsCount
    } } } }
  }
  taskAssignees { databaseId name }
}`;

const CALENDAR_QUERY = `query BenchCalendar($from: String!, $to: String!, $taskListId: ID) {
  calendarTasks(from: $from, to: $to, taskListId: $taskListId) { id databaseId taskListId title dueDate completed overdue priority statusText }
  taskLists { id name }
  taskAssignees { databaseId name }
}`;

const MOVE = `mutation BenchMove($input: MoveTaskInput!) { moveTask(input: $input) { task { id kanbanGroup } taskList { id tasksCount } } }`;

/** Forwards every request to the api as it came and counts them by path (query string left out). */
function countingProxy(apiUrl: string): Promise<{ url: string; counts: Map<string, number>; server: Server }> {
  const target = new URL(apiUrl);
  const counts = new Map<string, number>();
  const server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0]!;
    counts.set(`${req.method} ${path}`, (counts.get(`${req.method} ${path}`) ?? 0) + 1);
    const upstream = httpRequest({ host: target.hostname, port: target.port, method: req.method, path: req.url, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, counts, server })));
}

const globalId = (type: string, id: number | string) => Buffer.from(`${type}:${id}`).toString('base64');

export async function tasksBench() {
  const api = await startApiProcess('./tasks-api-process.ts');
  const [boardId, calendarBoardId] = (api.extra ?? []).map(Number);
  const proxy = await countingProxy(api.url);
  const gateway = await startGatewayProcess(proxy.url);
  const dispatcher = new Agent({ connections: 10, keepAliveTimeout: 30_000 });

  try {
    const { auth } = await signInDemoAdmin(api.url, dispatcher);

    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const post = async (query: string, variables: Record<string, unknown>): Promise<any> => {
      const response = await request(`${gateway.url}/graphql`, {
        method: 'POST',
        dispatcher,
        headers: { ...auth, 'content-type': 'application/json', 'x-graphql-csrf': '1' },
        body: JSON.stringify({ query, variables }),
      });
      const result = (await response.body.json()) as { errors?: unknown[]; data?: unknown };
      if (response.statusCode !== 200 || result.errors || !result.data) throw new Error(JSON.stringify(result.errors));
      return result.data;
    };

    proxy.counts.clear();
    const board = (await post(BOARD_QUERY, { id: boardId })).taskList;
    const restCallsPerBoard = Object.fromEntries(proxy.counts);
    const cards = board.groups.reduce((sum: number, group: { tasks: { edges: unknown[] } }) => sum + group.tasks.edges.length, 0);
    const boardFigures: Record<string, unknown> = { tasks: cards, columns: board.columns.length, restCallsPerBoard };
    for (const concurrency of [1, 5]) {
      boardFigures[`concurrency ${concurrency}`] = await measure(() => post(BOARD_QUERY, { id: boardId }).then(() => undefined), { concurrency, durationMs: DURATION_MS });
    }

    const month = { from: '2026-03-01', to: '2026-04-04', taskListId: globalId('TaskList', calendarBoardId!) };
    const calendarTasks = (await post(CALENDAR_QUERY, month)).calendarTasks.length;
    const calendarFigures = {
      tasks: calendarTasks,
      'concurrency 1': await measure(() => post(CALENDAR_QUERY, month).then(() => undefined), { concurrency: 1, durationMs: DURATION_MS }),
    };

    // A subscriber of the board, over server-sent events, as another browser holds it.
    const controller = new AbortController();
    const stream = await fetch(`${gateway.url}/graphql`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json', accept: 'text/event-stream', 'x-graphql-csrf': '1' },
      body: JSON.stringify({ query: 'subscription ($id: ID) { taskChanges(taskListId: $id) { taskIds } }', variables: { id: board.id } }),
      signal: controller.signal,
    });
    const reader = stream.body!.getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    let waiting: ((at: number) => void) | undefined;
    void (async () => {
      for (;;) {
        const chunk = await reader.read().catch(() => ({ done: true, value: undefined }));
        if (chunk.done) return;
        buffer += decoder.decode(chunk.value);
        while (buffer.includes('event: next')) {
          buffer = buffer.slice(buffer.indexOf('event: next') + 11);
          waiting?.(performance.now());
          waiting = undefined;
        }
      }
    })();
    const nextEvent = (timeoutMs: number) =>
      new Promise<number | undefined>((resolve) => {
        const timer = setTimeout(() => resolve(undefined), timeoutMs);
        waiting = (at) => {
          clearTimeout(timer);
          resolve(at);
        };
      });

    const column = (name: string) => board.groups.find((group: { key: string }) => group.key === name);
    const moving = column('Entrada').tasks.edges[0].node;
    // The stream to the api opens as the subscription starts: wait until moves arrive before timing them.
    for (let attempt = 0; attempt < 50; attempt += 1) {
      const heard = nextEvent(300);
      await post(MOVE, { input: { id: moving.id, kanbanGroup: attempt % 2 ? 'Entrada' : 'Revisão', orderedTaskIds: [moving.id] } });
      if ((await heard) !== undefined) break;
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
    const latencies: number[] = [];
    let lost = 0;
    for (let move = 0; move < MOVES; move += 1) {
      const heard = nextEvent(2000);
      const started = performance.now();
      await post(MOVE, { input: { id: moving.id, kanbanGroup: move % 2 ? 'Entrada' : 'Revisão', orderedTaskIds: [moving.id] } });
      const at = await heard;
      if (at === undefined) lost += 1;
      else latencies.push(at - started);
      // A move is a column change and a reorder: two events; the second is let pass before the next move.
      await nextEvent(150);
    }
    controller.abort();
    latencies.sort((a, b) => a - b);
    const at = (p: number) => Number((latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? NaN).toFixed(2));

    return {
      board: boardFigures,
      calendarMonth: calendarFigures,
      moveToOtherSubscriber: { moves: latencies.length, lost, p50: at(50), p99: at(99) },
    };
  } finally {
    await dispatcher.close();
    await gateway.stop();
    proxy.server.close();
    await api.stop();
  }
}
