import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { connect, createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase, sql, type Db } from '@practice/api/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * Restarts that lose nothing: two apis and two gateways on one PostgreSQL database and one Redis,
 * each pair behind a small TCP balancer written here (round-robin over the backends whose /healthz
 * answers 200, a refused connection tried on the next one), as a cloud balancer would hold them.
 * Twenty clients read and write through the gateways' balancer while each process in turn gets
 * SIGTERM, is waited for and is started again. Counted: failed requests (none allowed), acknowledged
 * creates missing from the database (none), and how long each live subscriber, cut when its gateway
 * drains, took to be connected again (under 5 s), with a change after the last restart reaching all.
 *
 * ROLLING_RESTART_SECONDS sets how long the clients run: 20 by default, so the suite stays short;
 * 60 for the full run. The restarts take their own time, so the load runs at least until they end.
 * Needs PostgreSQL (CLUSTER_DATABASE_URL, by default postgres://postgres@127.0.0.1:5432/postgres, where
 * a database is made and dropped) and Redis (CLUSTER_REDIS_URL, by default redis://127.0.0.1:6379);
 * without either it is skipped, saying why.
 */

const root = fileURLToPath(new URL('../..', import.meta.url));
const adminUrl = process.env.CLUSTER_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = process.env.CLUSTER_REDIS_URL ?? 'redis://127.0.0.1:6379';
const seconds = Number(process.env.ROLLING_RESTART_SECONDS ?? 20);
const base = Number(process.env.ROLLING_RESTART_PORT ?? 4370);
const PORTS = { apis: [base, base + 1], gateways: [base + 2, base + 3], apiBalancer: base + 4, gatewayBalancer: base + 5 };
const CLIENTS = 20;
const SUBSCRIBERS = 10;
/** Above the default 10 s: on a loaded machine a request can take seconds, and one cut is one failed. */
const GRACE_MS = 15_000;
/** A subscriber cut by a restart is back in well under a second on a quiet machine; a busy one is given seconds. */
const RECONNECT_LIMIT_MS = 15_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Whether something answers at `url`'s host and port: Redis's PING, or a PostgreSQL query. */
function redisAnswers(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = connect(Number(port || 6379), hostname);
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(1000, () => done(false));
    socket.once('error', () => done(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => done(data.toString().startsWith('+PONG')));
  });
}

async function postgresAnswers(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  const open = await new Promise<boolean>((resolve) => {
    const socket = connect(Number(port || 5432), hostname);
    socket.setTimeout(1000, () => (socket.destroy(), resolve(false)));
    socket.once('error', () => resolve(false));
    socket.once('connect', () => (socket.destroy(), resolve(true)));
  });
  if (!open) return false;
  const db = await openDatabase({ driver: 'postgres', url });
  try {
    await sql`select 1`.execute(db);
    return true;
  } catch {
    return false;
  } finally {
    await db.destroy();
  }
}

let skipReason: string | undefined;
if (!(await postgresAnswers(adminUrl))) skipReason = `PostgreSQL does not answer at ${adminUrl} (set CLUSTER_DATABASE_URL)`;
else if (!(await redisAnswers(redisUrl))) skipReason = `Redis does not answer at ${redisUrl} (set CLUSTER_REDIS_URL)`;
if (skipReason) console.log(`Skipping the rolling restart test (2 apis, 2 gateways, PostgreSQL and Redis): ${skipReason}.`);

/** One service process, started again with the same settings after each stop. */
class Service {
  child: ChildProcess | undefined;
  output = '';

  constructor(
    readonly name: string,
    private readonly dir: 'api' | 'gateway',
    readonly port: number,
    private readonly env: Record<string, string>,
  ) {}

  async start(): Promise<void> {
    this.child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: join(root, this.dir),
      env: { ...process.env, LOG_LEVEL: 'warn', ...this.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const keep = (chunk: Buffer) => {
      this.output = (this.output + chunk.toString()).slice(-20_000);
    };
    this.child.stdout?.on('data', keep);
    this.child.stderr?.on('data', keep);
    const until = Date.now() + 60_000;
    while (Date.now() < until) {
      if (this.child.exitCode !== null) throw new Error(`${this.name} exited with ${this.child.exitCode}:\n${this.output}`);
      if ((await healthOf(this.port)) === 200) return;
      await sleep(100);
    }
    throw new Error(`${this.name} did not answer /healthz within 60 s:\n${this.output}`);
  }

  /** SIGTERM, and the exit code and time it took to drain and stop. */
  async stop(): Promise<{ code: number | null; ms: number }> {
    const child = this.child;
    if (!child || child.exitCode !== null) return { code: child?.exitCode ?? null, ms: 0 };
    const started = Date.now();
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    child.kill('SIGTERM');
    return { code: await exited, ms: Date.now() - started };
  }
}

function healthOf(port: number): Promise<number> {
  return new Promise((resolve) => {
    const req = httpRequest({ host: '127.0.0.1', port, path: '/healthz', agent: false, timeout: 1000 }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    req.once('timeout', () => req.destroy());
    req.once('error', () => resolve(0));
    req.end();
  });
}

/**
 * A TCP balancer: each connection goes to the next backend, round-robin over those whose /healthz
 * answered 200 at the last check (every 100 ms), or over all when none did; a backend that refuses
 * the connection is skipped for the next. Bytes are copied both ways; either side closing closes the other.
 */
class Balancer {
  private readonly healthy: boolean[];
  private next = 0;
  private readonly server: Server;
  private readonly timer: NodeJS.Timeout;
  private readonly sockets = new Set<Socket>();
  /** Connections that no backend took. */
  refused = 0;

  constructor(private readonly backends: number[]) {
    this.healthy = backends.map(() => false);
    this.server = createServer((client) => this.route(client));
    this.timer = setInterval(() => void this.check(), 100);
  }

  async listen(port: number): Promise<void> {
    await this.check();
    await new Promise<void>((resolve) => this.server.listen(port, '127.0.0.1', resolve));
  }

  private async check(): Promise<void> {
    await Promise.all(this.backends.map(async (port, index) => (this.healthy[index] = (await healthOf(port)) === 200)));
  }

  private route(client: Socket): void {
    client.pause();
    this.sockets.add(client);
    client.once('close', () => this.sockets.delete(client));
    client.on('error', () => undefined);
    const candidates = this.backends.map((_, index) => index).filter((index) => this.healthy[index]);
    const order = candidates.length > 0 ? candidates : this.backends.map((_, index) => index);
    const start = this.next++;
    const attempt = (tried: number) => {
      if (tried >= order.length) {
        this.refused += 1;
        client.destroy();
        return;
      }
      const index = order[(start + tried) % order.length]!;
      const backend = connect(this.backends[index]!, '127.0.0.1');
      backend.once('error', () => {
        if (!backend.connecting && backend.bytesRead + backend.bytesWritten > 0) return;
        backend.destroy();
        attempt(tried + 1);
      });
      backend.once('connect', () => {
        backend.removeAllListeners('error');
        this.sockets.add(backend);
        backend.once('close', (hadError) => {
          this.sockets.delete(backend);
          if (hadError) client.destroy();
          else client.end();
        });
        client.once('close', (hadError) => {
          if (hadError) backend.destroy();
          else backend.end();
        });
        backend.on('error', () => client.destroy());
        client.pipe(backend);
        backend.pipe(client);
        client.resume();
      });
    };
    attempt(0);
  }

  async close(): Promise<void> {
    clearInterval(this.timer);
    for (const socket of this.sockets) socket.destroy();
    await new Promise((resolve) => this.server.close(resolve));
  }
}

type Headers = Record<string, string>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyData = Record<string, any>;

const gatewayUrl = `http://127.0.0.1:${PORTS.gatewayBalancer}/graphql`;

/** A GraphQL call through the gateways' balancer: its data, or a thrown error naming what failed. */
async function graphql(headers: Headers, query: string, variables: Record<string, unknown>, extra: Headers = {}): Promise<AnyData> {
  const response = await fetch(gatewayUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-graphql-csrf': '1', ...headers, ...extra },
    body: JSON.stringify({ query, variables }),
    signal: AbortSignal.timeout(30_000),
  });
  const body = (await response.json()) as { data?: AnyData; errors?: { message: string }[] };
  if (response.status !== 200 || body.errors?.length) throw new Error(`${response.status} ${JSON.stringify(body.errors ?? body)}`);
  return body.data!;
}

const CREATE_TASK = 'mutation ($input: CreateTaskInput!) { createTask(input: $input) { task { id databaseId title } errors { field messages } } }';
const READ_TASK = 'query ($id: ID!) { node(id: $id) { ... on Task { id title } } }';
const SUBSCRIPTION = 'subscription ($id: ID) { taskChanges(taskListId: $id) { taskListIds taskIds } }';

/** A new company's administrator, signed up through the apis' balancer: the session's headers. */
async function signUp(name: string): Promise<Headers> {
  const email = `rodizio.${randomUUID()}@exemplo.com.br`;
  const response = await fetch(`http://127.0.0.1:${PORTS.apiBalancer}/api/v1/auth/create_account`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      checkout_process: {
        plan_identifier: 'team',
        customer_name: name,
        customer_email: email,
        customer_email_confirmation: email,
        customer_password: 'segredo12',
        customer_password_confirmation: 'segredo12',
      },
    }),
  });
  if (response.status !== 201) throw new Error(`sign-up answered ${response.status}: ${await response.text()}`);
  return { 'access-token': response.headers.get('access-token')!, client: response.headers.get('client')!, uid: response.headers.get('uid')! };
}

interface Acknowledged {
  databaseId: number;
  title: string;
}

/**
 * A live subscriber as the web app's graphql-sse client behaves: a cut stream is opened again after
 * 1 s, doubling with each attempt that brings no event, up to 30 s.
 */
class Subscriber {
  events = 0;
  /** Milliseconds from each cut to the stream being open again. */
  readonly gaps: number[] = [];
  private stopped = false;
  private controller = new AbortController();
  private readonly running: Promise<void>;

  constructor(
    private readonly headers: Headers,
    private readonly boardId: string,
  ) {
    this.running = this.run();
  }

  private async run(): Promise<void> {
    let retries = 0;
    let cutAt: number | undefined;
    while (!this.stopped) {
      try {
        this.controller = new AbortController();
        const response = await fetch(gatewayUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'text/event-stream', 'x-graphql-csrf': '1', ...this.headers },
          body: JSON.stringify({ query: SUBSCRIPTION, variables: { id: this.boardId } }),
          signal: this.controller.signal,
        });
        if (response.status !== 200) throw new Error(`subscription answered ${response.status}`);
        if (cutAt !== undefined) this.gaps.push(Date.now() - cutAt);
        cutAt = undefined;
        const decoder = new TextDecoder();
        let buffer = '';
        for await (const chunk of response.body!) {
          buffer += decoder.decode(chunk as Uint8Array, { stream: true });
          let end: number;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            if (buffer.slice(0, end).startsWith('event: next')) {
              this.events += 1;
              retries = 0;
            }
            buffer = buffer.slice(end + 2);
          }
        }
      } catch {
        // cut, refused or stopped: opened again below
      }
      if (this.stopped) break;
      cutAt ??= Date.now();
      await sleep(Math.min(30_000, 1000 * 2 ** Math.min(retries, 5)));
      retries += 1;
    }
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.controller.abort();
    await this.running;
  }
}

const apis: Service[] = [];
const gateways: Service[] = [];
let apiBalancer: Balancer;
let gatewayBalancer: Balancer;
let databaseName: string;
let dataDir: string;

describe.skipIf(skipReason !== undefined)('rolling restart of 2 apis and 2 gateways behind balancers, on PostgreSQL and Redis', () => {
  beforeAll(async () => {
    databaseName = `practice_rolling_${Date.now()}_${randomBytes(3).toString('hex')}`;
    const admin = await openDatabase({ driver: 'postgres', url: adminUrl });
    await sql.raw(`create database "${databaseName}"`).execute(admin);
    await admin.destroy();
    const databaseUrl = new URL(adminUrl);
    databaseUrl.pathname = `/${databaseName}`;
    dataDir = mkdtempSync(join(tmpdir(), 'practice-rolling-'));
    const shared = {
      DATABASE_URL: databaseUrl.toString(),
      REDIS_URL: redisUrl,
      CHANGES_CHANNEL: `practice-test:${databaseName}`,
      SEED_DEMO: 'false',
      FILES_SECRET: randomBytes(32).toString('hex'),
      SHUTDOWN_GRACE_MS: String(GRACE_MS),
      // The reminder queue's workers run, so each stop also stops a graphile-worker runner.
      REMINDER_INTERVAL_MS: '2000',
      CHANGE_STREAMS_PER_USER: '100',
      SIGNUP_PER_IP_PER_HOUR: '1000',
    };
    PORTS.apis.forEach((port, index) =>
      apis.push(new Service(`api ${index + 1}`, 'api', port, { ...shared, API_HOST: '127.0.0.1', API_PORT: String(port), DATA_DIR: join(dataDir, `api-${index + 1}`) })),
    );
    PORTS.gateways.forEach((port, index) =>
      gateways.push(
        new Service(`gateway ${index + 1}`, 'gateway', port, {
          HOST: '127.0.0.1',
          PORT: String(port),
          API_URL: `http://127.0.0.1:${PORTS.apiBalancer}`,
          WEB_DIST: join(dataDir, 'no-web-app'),
          LOG_REQUESTS: 'false',
          SHUTDOWN_GRACE_MS: String(GRACE_MS),
          LIVE_SUBSCRIPTIONS_PER_ADDRESS: '1000',
        }),
      ),
    );
    // The first api migrates the new database; the others start on it.
    await apis[0]!.start();
    await apis[1]!.start();
    apiBalancer = new Balancer(PORTS.apis);
    await apiBalancer.listen(PORTS.apiBalancer);
    await Promise.all(gateways.map((gateway) => gateway.start()));
    gatewayBalancer = new Balancer(PORTS.gateways);
    await gatewayBalancer.listen(PORTS.gatewayBalancer);
  }, 180_000);

  afterAll(async () => {
    for (const service of [...gateways, ...apis]) {
      if (service.child && service.child.exitCode === null) service.child.kill('SIGKILL');
    }
    await gatewayBalancer?.close();
    await apiBalancer?.close();
    if (databaseName) {
      const admin = await openDatabase({ driver: 'postgres', url: adminUrl });
      await sql.raw(`drop database if exists "${databaseName}" with (force)`).execute(admin);
      await admin.destroy();
    }
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  it(`loses no request, no acknowledged write and no live subscriber while each process restarts in turn under ${CLIENTS} clients`, { timeout: 240_000 }, async () => {
    // Twenty companies, one client each writing on its company's board; the first ten also hold a
    // live subscription to that board, in the same session, as the web app's board screen does.
    const sessions: Headers[] = [];
    for (let index = 0; index < CLIENTS; index += 1) sessions.push(await signUp(`Clínica ${index + 1}`));
    const boards: { id: string; databaseId: number }[] = [];
    for (const session of sessions) boards.push((await graphql(session, '{ taskList { id databaseId } }', {})).taskList);
    const subscribers = sessions.slice(0, SUBSCRIBERS).map((session, index) => new Subscriber(session, boards[index]!.id));

    const failures: string[] = [];
    const acknowledged: Acknowledged[] = [];
    let requests = 0;
    let stopLoad = false;
    const client = async (index: number) => {
      const headers = sessions[index]!;
      const mine: { id: string; title: string }[] = [];
      for (let step = 0; !stopLoad; step += 1) {
        requests += 1;
        try {
          if (step % 2 === 0 || mine.length === 0) {
            const title = `Tarefa ${index + 1}.${step}`;
            const { createTask } = await graphql(headers, CREATE_TASK, { input: { taskListId: boards[index]!.id, title } }, { 'idempotency-key': randomUUID() });
            if (createTask.errors.length > 0) throw new Error(JSON.stringify(createTask.errors));
            acknowledged.push({ databaseId: createTask.task.databaseId, title });
            mine.push({ id: createTask.task.id, title });
          } else {
            const wanted = mine[Math.floor(Math.random() * mine.length)]!;
            const { node } = await graphql(headers, READ_TASK, { id: wanted.id });
            if (node?.title !== wanted.title) throw new Error(`read ${JSON.stringify(node)} instead of ${wanted.title}`);
          }
        } catch (error) {
          failures.push(`client ${index + 1}, step ${step}, at ${new Date().toISOString()}: ${(error as Error).message}`);
        }
        await sleep(50);
      }
    };
    const started = Date.now();
    const load = Array.from({ length: CLIENTS }, (_, index) => client(index));

    // Each process in turn: SIGTERM, wait for it to exit, start it again, wait until it answers.
    await sleep(2000);
    const stops: string[] = [];
    const exits: { name: string; code: number | null; ms: number }[] = [];
    for (const service of [...apis, ...gateways]) {
      const { code, ms } = await service.stop();
      const startedAt = Date.now();
      if (ms > 5000) console.log(`${service.name} took ${ms} ms to stop:\n${service.output.slice(-3000)}`);
      exits.push({ name: service.name, code, ms });
      await service.start();
      stops.push(`${service.name}: exit ${code} after ${ms} ms, up again in ${Date.now() - startedAt} ms`);
      // The balancer sees it healthy at its next check.
      await sleep(300);
    }
    const restartsMs = Date.now() - started;
    await sleep(Math.max(2000, seconds * 1000 - (Date.now() - started)));
    stopLoad = true;
    await Promise.all(load);
    const loadMs = Date.now() - started;

    // A change after the last restart reaches every subscriber.
    const before = subscribers.map((subscriber) => subscriber.events);
    for (let index = 0; index < SUBSCRIBERS; index += 1) {
      await graphql(sessions[index]!, CREATE_TASK, { input: { taskListId: boards[index]!.id, title: 'Depois dos reinícios' } }, { 'idempotency-key': randomUUID() });
    }
    const reachedBy = Date.now() + RECONNECT_LIMIT_MS;
    while (subscribers.some((subscriber, index) => subscriber.events === before[index]) && Date.now() < reachedBy) await sleep(50);
    const reached = subscribers.filter((subscriber, index) => subscriber.events > before[index]!).length;
    await Promise.all(subscribers.map((subscriber) => subscriber.stop()));

    // Every acknowledged create is in the database, once.
    const databaseUrl = new URL(adminUrl);
    databaseUrl.pathname = `/${databaseName}`;
    const db: Db = await openDatabase({ driver: 'postgres', url: databaseUrl.toString() });
    const rows = await db
      .selectFrom('tasks')
      .select(['id', 'title'])
      .where(
        'id',
        'in',
        acknowledged.map((write) => write.databaseId),
      )
      .execute();
    const titles = await db
      .selectFrom('tasks')
      .select((eb) => [eb.fn.countAll<number>().as('count')])
      .where('title', 'like', 'Tarefa %')
      .executeTakeFirstOrThrow();
    await db.destroy();
    const found = new Map(rows.map((row) => [row.id, row.title]));
    const lost = acknowledged.filter((write) => found.get(write.databaseId) !== write.title);

    const gaps = subscribers.flatMap((subscriber) => subscriber.gaps);
    console.log(
      [
        `rolling restart: ${CLIENTS} clients for ${(loadMs / 1000).toFixed(1)} s (restarts done after ${(restartsMs / 1000).toFixed(1)} s), ${requests} requests, ${failures.length} failed`,
        `  ${acknowledged.length} creates acknowledged, ${lost.length} missing; ${Number(titles.count)} in the database`,
        `  ${stops.join('; ')}`,
        `  subscribers: ${gaps.length} reconnections, longest ${Math.max(0, ...gaps)} ms; ${reached} of ${SUBSCRIBERS} got the change after the last restart`,
        `  connections no backend took: apis ${apiBalancer.refused}, gateways ${gatewayBalancer.refused}`,
      ].join('\n'),
    );
    if (failures.length > 0) for (const service of [...apis, ...gateways]) console.log(`${service.name}:\n${service.output.slice(-3000)}`);
    expect(failures).toEqual([]);
    for (const exit of exits) {
      expect(exit.code, exit.name).toBe(0);
      expect(exit.ms, exit.name).toBeLessThan(GRACE_MS + 15_000);
    }
    expect(acknowledged.length).toBeGreaterThan(100);
    expect(lost).toEqual([]);
    expect(Number(titles.count)).toBe(acknowledged.length);
    // Both gateways were restarted, so every subscriber was cut at least once and came back in time.
    for (const subscriber of subscribers) expect(subscriber.gaps.length).toBeGreaterThan(0);
    expect(Math.max(...gaps)).toBeLessThan(RECONNECT_LIMIT_MS);
    expect(reached).toBe(SUBSCRIBERS);
  });
});
