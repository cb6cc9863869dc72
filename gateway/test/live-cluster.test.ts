import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Redis } from 'ioredis';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphqlAt, signUpAt, type Headers } from './real-api.ts';
import { subscriptionEvents } from './sse.ts';

/**
 * Two api and two gateway processes sharing one PostgreSQL database and one Redis, as behind a load
 * balancer: gateway A talks to api A, gateway B to api B. Needs TEST_DATABASE_URL and TEST_REDIS_URL.
 */

const databaseUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;

async function redisReachable(url: string): Promise<boolean> {
  const client = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null, connectTimeout: 1000 });
  client.on('error', () => undefined);
  try {
    await client.connect();
    return (await client.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    client.disconnect();
  }
}

let skipReason: string | undefined;
if (!databaseUrl) skipReason = 'TEST_DATABASE_URL is not set';
else if (!redisUrl) skipReason = 'TEST_REDIS_URL is not set';
else if (!(await redisReachable(redisUrl))) skipReason = `Redis is not reachable at ${redisUrl}`;
if (skipReason) console.log(`Skipping the two-api, two-gateway live changes test: ${skipReason}.`);

const root = fileURLToPath(new URL('../../', import.meta.url));
// The ports reserved for this area's tests.
const PORTS = { apiA: 4351, apiB: 4352, gatewayA: 4353, gatewayB: 4354 };

const children: ChildProcess[] = [];
let databaseName: string | undefined;
let dataDir: string | undefined;

function start(script: string, env: Record<string, string>, healthUrl: string): Promise<void> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(root, script)], {
    // Each package resolves its own tsx.
    cwd: join(root, script.split('/')[0]!),
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
  });
  children.push(child);
  return (async () => {
    const until = Date.now() + 60_000;
    while (Date.now() < until) {
      if (child.exitCode !== null) throw new Error(`${script} exited with ${child.exitCode}`);
      try {
        if ((await fetch(healthUrl)).ok) return;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error(`${script} did not start`);
  })();
}


const apiUrl = (port: number) => `http://127.0.0.1:${port}`;

/** A subscription over server-sent events on a gateway; `next(ms)` answers the next event, or undefined. */
async function subscribe(port: number, headers: Headers, query: string, variables?: Record<string, unknown>) {
  const controller = new AbortController();
  const response = await fetch(`${apiUrl(port)}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'text/event-stream', 'x-graphql-csrf': '1', ...headers },
    body: JSON.stringify({ query, variables }),
    signal: controller.signal,
  });
  return {
    status: response.status,
    ...subscriptionEvents(response),
    close: () => controller.abort(),
  };
}

describe.skipIf(skipReason !== undefined)('live changes across two api and two gateway processes', () => {
  beforeAll(async () => {
    databaseName = `practice_cluster_${Date.now()}_${randomBytes(3).toString('hex')}`;
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`create database "${databaseName}"`);
    await admin.end();
    const url = new URL(databaseUrl!);
    url.pathname = `/${databaseName}`;
    dataDir = await mkdtemp(join(tmpdir(), 'practice-cluster-'));
    const shared = {
      DATABASE_URL: url.toString(),
      REDIS_URL: redisUrl!,
      CHANGES_CHANNEL: `practice-test:${databaseName}`,
      SEED_DEMO: 'false',
      API_HOST: '127.0.0.1',
      HOST: '127.0.0.1',
    };
    // One after the other: the first migrates the new database. Each api holds a data folder of its own.
    await start('api/src/main.ts', { ...shared, DATA_DIR: join(dataDir, 'a'), API_PORT: String(PORTS.apiA) }, `${apiUrl(PORTS.apiA)}/healthz`);
    await start('api/src/main.ts', { ...shared, DATA_DIR: join(dataDir, 'b'), API_PORT: String(PORTS.apiB) }, `${apiUrl(PORTS.apiB)}/healthz`);
    await Promise.all([
      start('gateway/src/main.ts', { PORT: String(PORTS.gatewayA), API_URL: apiUrl(PORTS.apiA) }, `${apiUrl(PORTS.gatewayA)}/healthz`),
      start('gateway/src/main.ts', { PORT: String(PORTS.gatewayB), API_URL: apiUrl(PORTS.apiB) }, `${apiUrl(PORTS.gatewayB)}/healthz`),
    ]);
  }, 120_000);

  afterAll(async () => {
    await Promise.all(
      children.map(
        (child) =>
          new Promise<void>((resolve) => {
            if (child.exitCode !== null) return resolve();
            child.once('exit', () => resolve());
            child.kill('SIGTERM');
          }),
      ),
    );
    if (databaseName) {
      const admin = new pg.Client({ connectionString: databaseUrl });
      await admin.connect();
      await admin.query(`drop database if exists "${databaseName}" with (force)`);
      await admin.end();
    }
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  }, 60_000);

  it('brings a subscriber on one gateway, within seconds, a change made through the other gateway and one made straight to the api; another company gets nothing', async () => {
    const ana = (await signUpAt(apiUrl(PORTS.apiA), 'Ana', { plan: 'free' })).headers;
    const other = (await signUpAt(apiUrl(PORTS.apiB), 'Outra', { plan: 'free' })).headers;
    const board = (await graphqlAt(apiUrl(PORTS.gatewayB), '{ taskList { id databaseId } }', ana)).body.data.taskList;
    const created = (await graphqlAt(apiUrl(PORTS.gatewayB), 'mutation ($input: CreateTaskInput!) { createTask(input: $input) { task { id databaseId } } }', ana, {
      input: { taskListId: board.id, title: 'Ligar para Maria' },
    })).body;
    const task = created.data.createTask.task;

    const SUBSCRIPTION = 'subscription ($id: ID) { taskChanges(taskListId: $id) { taskListIds taskIds deleted } }';
    const mine = await subscribe(PORTS.gatewayA, ana, SUBSCRIPTION, { id: board.id });
    const theirs = await subscribe(PORTS.gatewayA, other, SUBSCRIPTION);
    const RENAME = 'mutation ($input: UpdateTaskInput!) { updateTask(input: $input) { task { title } } }';
    // Writes before the subscription's stream to the api is open are not replayed: wait until one arrives.
    let ready = false;
    for (let attempt = 0; attempt < 40 && !ready; attempt += 1) {
      await graphqlAt(apiUrl(PORTS.gatewayB), RENAME, ana, { input: { id: task.id, title: `Aquecendo ${attempt}` } });
      ready = (await mine.next(250)) !== undefined;
    }
    expect(ready).toBe(true);
    while (await mine.next(300));

    let started = Date.now();
    await graphqlAt(apiUrl(PORTS.gatewayB), 'mutation ($input: MoveTaskInput!) { moveTask(input: $input) { task { id } } }', ana, {
      input: { id: task.id, kanbanGroup: 'A fazer', orderedTaskIds: [task.id] },
    });
    // A change that does not go through Redis never arrives; one that does takes milliseconds, and a
    // busy machine is given seconds.
    const throughGateway = await mine.next(10_000);
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(throughGateway?.data.taskChanges).toEqual({ taskListIds: [board.id], taskIds: [task.id], deleted: false });
    while (await mine.next(300));

    started = Date.now();
    await fetch(`${apiUrl(PORTS.apiB)}/api/v1/tasks/${task.databaseId}/toggle_completion`, { method: 'PATCH', headers: ana });
    const straightToApi = await mine.next(10_000);
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(straightToApi?.data.taskChanges).toEqual({ taskListIds: [board.id], taskIds: [task.id], deleted: false });

    expect(await theirs.next(500)).toBeUndefined();
    mine.close();
    theirs.close();
  }, 60_000);
});
