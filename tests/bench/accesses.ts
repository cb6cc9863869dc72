// What the access log adds to the customer page's read (accesses-api-process.ts): 10 callers read
// the pages of 50 customers with 8 answers and 20 notes each, through the REST api
// (`GET /api/v1/customers/{id}`, one entry a read) and through the gateway's query of the customer's
// page (its customer and its notes: two entries a read), for BENCH_DURATION_MS with the recording on
// and as long with it off. The two alternate in one-second slices in the same api process, so a
// loaded machine's drift falls on both alike. The api itself times each `record` (what a read waits
// for), each batch insert (what the pool does after the answers), its own answer times and its CPU
// time a read in each mode; at the end every entry recorded must be in the table. The target: an
// entry adds at most 2 ms at p99 on PostgreSQL at 10 callers.
import { readFile } from 'node:fs/promises';
import { Agent, request } from 'undici';
import { startApiProcess, startGatewayProcess, signInDemoAdmin } from './processes.ts';

const DURATION_MS = Number(process.env.BENCH_DURATION_MS ?? 10_000);
const SLICE_MS = 1_000;
const CALLERS = 10;
const WARMUP_MS = 5_000;

/** The customer page's query as the web app sends it, fragments and all, from Relay's artifact. */
async function customerPageQuery(): Promise<string> {
  const artifact = await readFile(new URL('../../web/src/features/customers/__generated__/CustomerDetailsPageQuery.graphql.ts', import.meta.url), 'utf8');
  const text = artifact.match(/"text": ("(?:[^"\\]|\\.)*")/)?.[1];
  if (!text) throw new Error('no query text in the customer page artifact');
  return JSON.parse(text) as string;
}

interface Spread {
  count: number;
  p50: number;
  p99: number;
  max: number;
}
interface InApi {
  answerMs: { on: Spread; off: Spread };
  cpuMs: { on: number; off: number };
  record: Spread;
  batches: Spread & { entries: number };
  perEntryMs: Spread;
}

const round = (value: number, digits = 2) => Number(value.toFixed(digits));

function percentiles(latencies: number[], seconds: number) {
  const sorted = [...latencies].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
  return { requests: sorted.length, perSecond: Math.round(sorted.length / seconds), p50: Number(at(50).toFixed(2)), p99: Number(at(99).toFixed(2)) };
}

export async function accessesBench() {
  const api = await startApiProcess('./accesses-api-process.ts');
  const controlUrl = api.extra![0]!;
  const gateway = await startGatewayProcess(api.url);
  const dispatcher = new Agent({ connections: CALLERS, keepAliveTimeout: 30_000 });
  const control = async <T>(method: 'GET' | 'POST', path: string): Promise<T> => {
    const response = await request(`${controlUrl}${path}`, { method, dispatcher });
    return (await response.body.json()) as T;
  };

  try {
    const { auth } = await signInDemoAdmin(api.url, dispatcher);
    const customers = await control<number[]>('GET', '/customers');
    const query = await customerPageQuery();

    const reads: Record<string, (customerId: number) => Promise<void>> = {
      rest: async (customerId) => {
        const response = await request(`${api.url}/api/v1/customers/${customerId}`, { dispatcher, headers: auth });
        const body = (await response.body.json()) as { customer?: { id: number } };
        if (response.statusCode !== 200 || body.customer?.id !== customerId) throw new Error(`GET customer: ${response.statusCode}`);
      },
      gateway: async (customerId) => {
        const response = await request(`${gateway.url}/graphql`, {
          method: 'POST',
          dispatcher,
          headers: { ...auth, 'content-type': 'application/json', 'x-graphql-csrf': '1' },
          body: JSON.stringify({ query, variables: { databaseId: customerId } }),
        });
        const result = (await response.body.json()) as { errors?: unknown[]; data?: { customer: { notes: { edges: unknown[] } } | null } };
        if (response.statusCode !== 200 || result.errors || result.data?.customer?.notes.edges.length !== 20) throw new Error(JSON.stringify(result.errors));
      },
    };

    let next = 0;
    /** CALLERS callers reading one page after another for `ms`; answers each read's time. */
    const load = async (read: (customerId: number) => Promise<void>, ms: number) => {
      const latencies: number[] = [];
      let errors = 0;
      const until = Date.now() + ms;
      await Promise.all(
        Array.from({ length: CALLERS }, async () => {
          while (Date.now() < until) {
            const customerId = customers[next++ % customers.length]!;
            const started = performance.now();
            try {
              await read(customerId);
              latencies.push(performance.now() - started);
            } catch {
              errors += 1;
            }
          }
        }),
      );
      return { latencies, errors };
    };

    const figures: Record<string, unknown> = {};
    for (const [name, read] of Object.entries(reads)) {
      await load(read, WARMUP_MS);
      await control('POST', '/figures');
      const latencies = { on: [] as number[], off: [] as number[] };
      let errors = 0;
      for (let slice = 0; slice < Math.ceil(DURATION_MS / SLICE_MS) * 2; slice += 1) {
        // on, off, off, on, on, off...: neither always goes first after the other.
        const mode = [0, 3].includes(slice % 4) ? 'on' : 'off';
        await control('POST', `/${mode}`);
        const result = await load(read, SLICE_MS);
        latencies[mode].push(...result.latencies);
        errors += result.errors;
      }
      await control('POST', '/on');
      const seconds = Math.ceil(DURATION_MS / SLICE_MS) * (SLICE_MS / 1000);
      const on = percentiles(latencies.on, seconds);
      const off = percentiles(latencies.off, seconds);
      const { answerMs, cpuMs, ...log } = await control<InApi>('POST', '/figures');
      const cpuPerRead = { on: cpuMs.on / on.requests, off: cpuMs.off / off.requests };
      figures[name] = {
        errors,
        accessLogOn: on,
        accessLogOff: off,
        addedMs: { p50: round(on.p50 - off.p50), p99: round(on.p99 - off.p99) },
        // What a loaded machine blurs least: the api's own answer times and its CPU time a read.
        apiAnswerMs: answerMs,
        apiAddedMs: { p50: round(answerMs.on.p50 - answerMs.off.p50), p99: round(answerMs.on.p99 - answerMs.off.p99) },
        apiCpuMsPerRead: { on: round(cpuPerRead.on, 3), off: round(cpuPerRead.off, 3), added: round(cpuPerRead.on - cpuPerRead.off, 3) },
        ...log,
      };
    }
    const { recorded, written } = await control<{ recorded: number; written: number }>('POST', '/written');
    return { callers: CALLERS, customers: customers.length, ...figures, entries: { recorded, written, lost: recorded - written } };
  } finally {
    await dispatcher.close();
    await gateway.stop();
    await api.stop();
  }
}
