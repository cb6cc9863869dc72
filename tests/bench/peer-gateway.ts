// Our gateway against a generic one on the same work: GraphQL Mesh / Hive Gateway built from nothing
// but the api's OpenAPI document (tests/peer), each gateway in a process of its own over one api
// (tasks-api-process.ts: the demo company with a board of 1,000 tasks, here given 60 customers too).
// Three operations, each asked of both gateways for the same data through the same REST calls: the
// viewer, the customers page's first 40 customers and the board of 1,000 tasks in its columns. Their
// answers are checked to carry the same ids and counts before anything is timed, then each is timed
// at 1 and at 50 concurrent callers for BENCH_DURATION_MS (8 s by default) per gateway, the two
// taking turns in two halves (ours, the peer, the peer, ours), each after a warm-up of its own.
import { randomUUID } from 'node:crypto';
import { loadavg } from 'node:os';
import { Agent, request } from 'undici';
import { PEER_OPERATIONS } from '../peer/peer-gateway.ts';
import { startApiProcess, startGatewayProcess } from './processes.ts';
import { BOARD_QUERY } from './tasks.ts';

const DURATION_MS = Number(process.env.BENCH_DURATION_MS ?? 8000);
const CALLERS = [1, 50];
const CUSTOMERS = 60;
const WARMUP_MS = 2000;
const SLICES = 2;
const SLICE_WARMUP_MS = 1000;

/** Our schema's operations: the viewer as the app shell asks for it, the customers page, and the board screen's query. */
const OUR_OPERATIONS = {
  viewer: `query BenchViewer {
    viewer {
      id databaseId name email accountType onboardingCompleted
      company {
        id databaseId companyTreatment companyTreatmentPlural customerTreatment customerTreatmentPlural
        plan { id identifier name }
        subscriptionStatus { suspended active }
      }
    }
  }`,
  customers: `query BenchCustomers {
    viewer { company { id databaseId customers(first: 40, page: 1) { totalCount edges { node { id databaseId name imageUrl createdAt archivedAt } } } } }
  }`,
  board: BOARD_QUERY,
};

type Operation = keyof typeof OUR_OPERATIONS;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Data = any;

/** What must be equal in both answers: ids, counts and the fields both gateways read from the same REST answers. */
const SAME_DATA: Record<Operation, { ours: (data: Data) => unknown; peer: (data: Data) => unknown }> = {
  viewer: {
    ours: ({ viewer }) => ({
      user: viewer.databaseId,
      email: viewer.email,
      company: viewer.company.databaseId,
      customerTreatment: viewer.company.customerTreatment,
      plan: viewer.company.plan.identifier.toLowerCase(),
      status: viewer.company.subscriptionStatus,
    }),
    peer: ({ session, plans, status }) => ({
      user: session.data.id,
      email: session.data.email,
      company: session.data.company.id,
      customerTreatment: session.data.company.customer_treatment,
      plan: plans.plans.find((plan: { id: number }) => plan.id === session.data.company.plan_id)?.identifier,
      status: status.data.attributes,
    }),
  },
  customers: {
    ours: ({ viewer }) => ({
      company: viewer.company.databaseId,
      total: viewer.company.customers.totalCount,
      ids: viewer.company.customers.edges.map((edge: Data) => edge.node.databaseId),
    }),
    peer: ({ session, page }) => ({ company: session.data.company.id, total: page.meta.total_count, ids: page.customers.map((customer: Data) => customer.id) }),
  },
  board: {
    ours: ({ taskList, taskAssignees }) => ({
      tasks: taskList.tasksCount,
      groups: taskList.groups.map((group: Data) => [group.key, group.tasks.edges.map((edge: Data) => edge.node.databaseId)]),
      assignees: taskAssignees.map((person: Data) => person.databaseId),
    }),
    peer: ({ board, assignees }) => ({
      tasks: board.task_list.tasks_count,
      groups: board.task_list.grouped_tasks.map((group: Data) => [group.key, group.tasks.map((task: Data) => task.id)]),
      assignees: assignees.assignees.map((person: Data) => person.id),
    }),
  },
};

interface Figures {
  p50: number;
  p99: number;
  perSecond: number;
  errors: number;
}

/**
 * Times both gateways on one operation at `concurrency` callers, in alternating slices (ours, the
 * peer, the peer, ours) of `durationMs / SLICES` each, so that what else the shared machine does
 * meanwhile falls on both alike. Each slice's callers first run unrecorded for SLICE_WARMUP_MS (WARMUP_MS
 * for the first), and go on without a pause into the recorded part: all callers starting at once is
 * a burst that a steady load never makes, and would land in the tail of every slice. A request is
 * recorded when it starts within the slice, however late it ends.
 */
async function alternating(tasks: Record<'ours' | 'peer', () => Promise<unknown>>, concurrency: number, durationMs: number): Promise<Record<'ours' | 'peer', Figures>> {
  const kept = { ours: { latencies: [] as number[], errors: 0, elapsedMs: 0 }, peer: { latencies: [] as number[], errors: 0, elapsedMs: 0 } };
  const run = async (name: 'ours' | 'peer', warmupMs: number, recordMs: number) => {
    const warmUntil = performance.now() + warmupMs;
    // Recording starts once the warm-up time is over and every caller has had an answer (a board at
    // 50 callers takes longer than the warm-up to answer its first burst).
    let answered = 0;
    let from = Infinity;
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        let first = true;
        while (performance.now() < from + recordMs) {
          const start = performance.now();
          try {
            await tasks[name]();
            if (start >= from) kept[name].latencies.push(performance.now() - start);
          } catch {
            if (start >= from) kept[name].errors += 1;
          }
          if (first) answered += 1;
          first = false;
          if (from === Infinity && answered === concurrency && performance.now() >= warmUntil) from = performance.now();
        }
      }),
    );
    kept[name].elapsedMs += recordMs;
  };
  const names = ['ours', 'peer'] as const;
  for (let slice = 0; slice < SLICES; slice += 1) {
    for (const name of slice % 2 ? [...names].reverse() : names) await run(name, slice === 0 ? WARMUP_MS : SLICE_WARMUP_MS, durationMs / SLICES);
  }
  const figures = ({ latencies, errors, elapsedMs }: (typeof kept)['ours']): Figures => {
    latencies.sort((a, b) => a - b);
    const at = (p: number) => Number((latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? NaN).toFixed(1));
    return { p50: at(50), p99: at(99), perSecond: Number(((latencies.length * 1000) / elapsedMs).toFixed(1)), errors };
  };
  return { ours: figures(kept.ours), peer: figures(kept.peer) };
}

function table(rows: (string | number)[][]): string {
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => String(row[column]).length)));
  const line = (row: (string | number)[]) => row.map((cell, column) => (typeof cell === 'number' ? String(cell).padStart(widths[column]!) : String(cell).padEnd(widths[column]!))).join('  ');
  return [line(rows[0]!), widths.map((width) => '-'.repeat(width)).join('  '), ...rows.slice(1).map(line)].join('\n');
}

export async function peerGatewayBench(): Promise<string> {
  const api = await startApiProcess('./tasks-api-process.ts');
  const boardId = Number(api.extra?.[0]);
  const ours = await startGatewayProcess(api.url);
  // startApiProcess runs any script that prints `READY <url>`: here the peer gateway's.
  const peer = await startApiProcess('../peer/peer-process.ts', { API_URL: api.url });
  const dispatcher = new Agent({ connections: Math.max(...CALLERS), keepAliveTimeout: 30_000 });

  try {
    const signIn = await request(`${api.url}/api/v1/auth/sign_in`, {
      method: 'POST',
      dispatcher,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ user: { email: 'admin@demo.com.br', password: 'demo1234' } }),
    });
    const companyId = ((await signIn.body.json()) as { data: { company_id: number } }).data.company_id;
    const auth: Record<string, string> = {};
    for (const name of ['access-token', 'client', 'uid']) auth[name] = String(signIn.headers[name]);
    for (let index = 0; index < CUSTOMERS; index += 1) {
      const created = await request(`${api.url}/api/v1/customers`, {
        method: 'POST',
        dispatcher,
        headers: { ...auth, 'content-type': 'application/json', 'idempotency-key': randomUUID() },
        body: JSON.stringify({ customer: { name: `Paciente ${String(index + 1).padStart(2, '0')} da Silva` } }),
      });
      await created.body.dump();
      if (created.statusCode !== 201) throw new Error(`customer not created: ${created.statusCode}`);
    }

    const gateways = {
      ours: { url: ours.url, headers: { 'x-graphql-csrf': '1' }, operations: OUR_OPERATIONS, variables: { viewer: {}, customers: {}, board: { id: boardId } } },
      peer: { url: peer.url, headers: {}, operations: PEER_OPERATIONS, variables: { viewer: { companyId }, customers: {}, board: { id: boardId } } },
    };
    type Gateway = keyof typeof gateways;
    const ask = async (gateway: Gateway, operation: Operation): Promise<Data> => {
      const { url, headers, operations, variables } = gateways[gateway];
      const response = await request(`${url}/graphql`, {
        method: 'POST',
        dispatcher,
        headers: { ...auth, ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ query: operations[operation], variables: variables[operation] }),
      });
      const result = (await response.body.json()) as { errors?: unknown[]; data?: unknown };
      if (response.statusCode !== 200 || result.errors || !result.data) throw new Error(`${gateway} ${operation}: ${response.statusCode} ${JSON.stringify(result.errors)}`);
      return result.data;
    };

    const operations = Object.keys(OUR_OPERATIONS) as Operation[];
    for (const operation of operations) {
      const mine = JSON.stringify(SAME_DATA[operation].ours(await ask('ours', operation)));
      const theirs = JSON.stringify(SAME_DATA[operation].peer(await ask('peer', operation)));
      if (mine !== theirs) throw new Error(`${operation}: the gateways answer different data\nours: ${mine.slice(0, 400)}\npeer: ${theirs.slice(0, 400)}`);
    }

    const rows: (string | number)[][] = [['operation', 'callers', 'gateway', 'p50 ms', 'p99 ms', 'requests/s', 'errors']];
    for (const operation of operations) {
      for (const concurrency of CALLERS) {
        const figures = await alternating({ ours: () => ask('ours', operation), peer: () => ask('peer', operation) }, concurrency, DURATION_MS);
        for (const gateway of ['ours', 'peer'] as const) {
          const { p50, p99, perSecond, errors } = figures[gateway];
          rows.push([operation, concurrency, gateway === 'ours' ? 'ours' : 'Hive Gateway (Mesh)', p50, p99, perSecond, errors]);
        }
      }
    }
    return `${table(rows)}\nload after: ${loadavg().map((load) => load.toFixed(1)).join(' ')}`;
  } finally {
    await dispatcher.close();
    await peer.stop();
    await ours.stop();
    await api.stop();
  }
}
