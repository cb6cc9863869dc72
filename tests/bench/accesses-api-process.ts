// The api for the access log benchmark, in a process of its own: the demo company with a form of 8
// questions, BENCH_CUSTOMERS customers (200 by default) answering them and 20 notes for each of the
// first 50, written straight into the database. The access log's own work is timed here, where it
// runs: each `record` (what a read pays for in its request) and each batch insert (what the pool
// pays for after the answer). A control server on another port gives those figures and turns the
// recording off and on for the same reads, so the bench can compare the two in one process.
// Prints `READY <url> <control url>` once filled.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { jsonb } from '@practice/api/db';
import { startTestApi } from '@practice/api/testing';
import { AccessLog } from '../../api/src/access-log/index.ts';
import { createForm, EIGHT_QUESTIONS, signIn } from './seed.ts';

const CUSTOMERS = Number(process.env.BENCH_CUSTOMERS ?? 200);
const WITH_NOTES = 50;
const NOTES_EACH = 20;


let recording = true;
let recordMs: number[] = [];
let recorded = 0;
let batches: { entries: number; ms: number }[] = [];
/** Per mode: the api's own time for each answer (first byte in to last byte out), and its CPU time. */
let answerMs = { on: [] as number[], off: [] as number[] };
let cpuMs = { on: 0, off: 0 };
let cpuSince = process.cpuUsage();
const takeCpu = () => {
  const used = process.cpuUsage(cpuSince);
  cpuSince = process.cpuUsage();
  cpuMs[recording ? 'on' : 'off'] += (used.user + used.system) / 1000;
};
const logs = new Set<AccessLog>();

const record = AccessLog.prototype.record;
AccessLog.prototype.record = function (this: AccessLog, ...args: Parameters<AccessLog['record']>) {
  logs.add(this);
  if (!recording) return;
  const started = performance.now();
  record.apply(this, args);
  recordMs.push(performance.now() - started);
  recorded += 1;
};
const percentiles = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (p: number) => Number((sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN).toFixed(3));
  return { count: sorted.length, p50: at(50), p99: at(99), max: at(100) };
};

const api = await startTestApi({ seedDemo: true });

// The log's inserts, timed at the database's door: each is one batch, 8 parameters an entry.
const ACCESS_COLUMNS = 8;
let owner: object | null = Object.getPrototypeOf(api.db.getExecutor()) as object | null;
while (owner && !Object.hasOwn(owner, 'executeQuery')) owner = Object.getPrototypeOf(owner) as object | null;
const executor = owner as { executeQuery: (query: { sql: string; parameters: readonly unknown[] }, ...rest: unknown[]) => Promise<unknown> };
const executeQuery = executor.executeQuery;
executor.executeQuery = async function (this: unknown, query, ...rest) {
  if (!query.sql.startsWith('insert into "customer_accesses"')) return executeQuery.call(this, query, ...rest);
  const started = performance.now();
  try {
    return await executeQuery.call(this, query, ...rest);
  } finally {
    batches.push({ entries: query.parameters.length / ACCESS_COLUMNS, ms: performance.now() - started });
  }
};
api.app.server.prependListener('request', (request, response) => {
  if (!request.url?.startsWith('/api/v1/customers/')) return;
  const started = performance.now();
  const mode = recording ? 'on' : 'off';
  response.once('finish', () => answerMs[mode].push(performance.now() - started));
});
const session = await signIn(api);
const { userId, companyId, userName } = session;
const fieldIds = await createForm(api, session, EIGHT_QUESTIONS);
const [birth, phone, plan, shift, activities, cpf, time, remarks] = fieldIds as [number, number, number, number, number, number, number, number];
const customers = await api.db
  .insertInto('customers')
  .values(
    Array.from({ length: CUSTOMERS }, (_, index) => ({
      company_id: companyId,
      name: `Paciente ${index + 1} da Conceição`,
      fields_values: jsonb({
        [birth]: `${1950 + (index % 60)}-0${(index % 9) + 1}-1${index % 10}`,
        [phone]: `(11) 98765-${String(index).padStart(4, '0')}`,
        [plan]: 'Unimed',
        [shift]: 'Manhã',
        [activities]: ['Pilates'],
        [cpf]: '529.982.247-25',
        [time]: '08:30',
        [remarks]: 'Primeira consulta por indicação; prefere horários pela manhã.',
      }),
    })),
  )
  .returning('id')
  .execute();
const read = customers.slice(0, WITH_NOTES).map((row) => row.id);
const since = Date.now() - NOTES_EACH * 7 * 24 * 3600 * 1000;
await api.db
  .insertInto('customer_notes')
  .values(
    read.flatMap((customerId) =>
      Array.from({ length: NOTES_EACH }, (_, index) => {
        const at = new Date(since + index * 7 * 24 * 3600 * 1000);
        return {
          company_id: companyId,
          customer_id: customerId,
          hashid: `bench-${customerId}-${index}-${Math.random().toString(36).slice(2, 10)}`,
          body: `<h2>Atendimento ${index + 1}</h2><p>Paciente relata <strong>melhora</strong> do sono; mantém os exercícios de respiração.</p>`,
          creator_id: userId,
          creator_name: userName,
          created_at: at,
          updated_at: at,
        };
      }),
    ),
  )
  .execute();

const countWritten = async () =>
  Number((await api.db.selectFrom('customer_accesses').select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow()).count);
const writtenBefore = await countWritten();

const control = createServer((request, response) => {
  const answer = (body: unknown) => response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  switch (`${request.method} ${request.url}`) {
    case 'GET /customers':
      return answer(read);
    case 'POST /on':
    case 'POST /off':
      takeCpu();
      recording = request.url === '/on';
      return answer({ recording });
    case 'POST /figures': {
      // Taken and started again, so each phase of the bench reports its own.
      takeCpu();
      const figures = {
        answerMs: { on: percentiles(answerMs.on), off: percentiles(answerMs.off) },
        cpuMs,
        record: percentiles(recordMs),
        batches: { ...percentiles(batches.map((batch) => batch.ms)), entries: batches.reduce((sum, batch) => sum + batch.entries, 0) },
        perEntryMs: percentiles(batches.map((batch) => batch.ms / batch.entries)),
      };
      recordMs = [];
      batches = [];
      answerMs = { on: [], off: [] };
      cpuMs = { on: 0, off: 0 };
      return answer(figures);
    }
    case 'POST /written':
      // Every entry recorded so far, written: what a graceful close must also leave behind.
      return void Promise.all([...logs].map((log) => log.flush()))
        .then(countWritten)
        .then((written) => answer({ recorded, written: written - writtenBefore }));
    default:
      response.writeHead(404).end();
  }
});
await new Promise<void>((resolve) => control.listen(0, '127.0.0.1', resolve));

console.log(`READY ${api.url} http://127.0.0.1:${(control.address() as AddressInfo).port}`);
process.on('SIGTERM', () => {
  control.close();
  void api.close().then(() => process.exit(0));
});
