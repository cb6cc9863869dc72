import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { RedisChangeBus } from '../src/events/changes.ts';
import { SESSION_RECHECK_MS } from '../src/events/routes.ts';
import { buildTestApp, startTestApi, type TestApi } from './harness.ts';
import { authFrom, newAccount, signIn, type AuthHeaders } from './helpers.ts';
import { addMember } from './members.ts';

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api.close();
});

/** A live change stream as the gateway holds it, with a promise kept once the api ends it. */
async function openStream(url: string, auth: AuthHeaders) {
  const controller = new AbortController();
  const response = await fetch(`${url}/api/v1/changes`, { headers: auth, signal: controller.signal });
  expect(response.status).toBe(200);
  const reader = response.body!.getReader();
  let endedAt: number | null = null;
  const ended = (async () => {
    try {
      while (!(await reader.read()).done);
    } catch {
      // aborted by the test
    }
    endedAt = performance.now();
  })();
  /** Whether the api ended the stream within `ms`. */
  const endsWithin = async (ms: number) => {
    await Promise.race([ended, new Promise((resolve) => setTimeout(resolve, ms))]);
    return endedAt !== null;
  };
  return { endsWithin, close: () => controller.abort() };
}

const signOut = (app: FastifyInstance, auth: AuthHeaders) => app.inject({ method: 'DELETE', url: '/api/v1/auth/sign_out', headers: auth });

describe("a live change stream ends with its session", () => {
  it('ends when its session signs out, and not when another write leaves the session standing', async () => {
    const account = await newAccount(api.app);
    const colleague = await addMember(api.db, account.companyId, 'standard');
    const stream = await openStream(api.url, account.auth);
    const colleagues = await openStream(api.url, colleague.auth);

    const created = await api.app.inject({ method: 'POST', url: '/api/v1/customers', headers: colleague.auth, payload: { customer: { name: 'Paciente' } } });
    expect(created.statusCode).toBe(201);
    expect(await stream.endsWithin(SESSION_RECHECK_MS + 300)).toBe(false);

    expect((await signOut(api.app, account.auth)).statusCode).toBe(200);
    expect(await stream.endsWithin(SESSION_RECHECK_MS + 2000)).toBe(true);
    expect(await colleagues.endsWithin(SESSION_RECHECK_MS + 300)).toBe(false);
    colleagues.close();
    // The stream's client finds the session refused when it opens it again.
    expect((await fetch(`${api.url}/api/v1/changes`, { headers: account.auth })).status).toBe(401);
  });

  it("ends when the session is ended from another device ('Encerrar')", async () => {
    const account = await newAccount(api.app);
    const other = authFrom(await signIn(api.app, account.email, account.password));
    const stream = await openStream(api.url, account.auth);
    const sessions = await api.app.inject({ method: 'GET', url: '/api/v1/auth/sessions', headers: other });
    const mine = (sessions.json().sessions as { id: number; current: boolean }[]).find((session) => !session.current)!;
    expect((await api.app.inject({ method: 'DELETE', url: `/api/v1/auth/sessions/${mine.id}`, headers: other })).statusCode).toBe(200);
    expect(await stream.endsWithin(SESSION_RECHECK_MS + 2000)).toBe(true);
  });
});

const redisUrl = process.env.TEST_REDIS_URL;

describe.skipIf(!redisUrl)('a live change stream held by another api process sharing Redis (TEST_REDIS_URL)', () => {
  let other: FastifyInstance;
  let otherUrl: string;
  let dataDir: string;
  let bus: RedisChangeBus;
  let local: RedisChangeBus;
  let first: FastifyInstance;

  beforeAll(async () => {
    const channel = `practice-test-streams-${process.pid}-${Date.now()}`;
    dataDir = await mkdtemp(join(tmpdir(), 'practice-api-streams-'));
    bus = new RedisChangeBus(redisUrl!, channel, { error: () => {} });
    local = new RedisChangeBus(redisUrl!, channel, { error: () => {} });
    await Promise.all([bus.started(), local.started()]);
    const config = { ...loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: dataDir }) };
    other = await buildTestApp({ config, db: api.db, logger: false, billingSweep: false, changes: bus });
    first = await buildTestApp({ config, db: api.db, logger: false, billingSweep: false, changes: local });
    await other.listen({ host: '127.0.0.1', port: 0 });
    await first.ready();
    const address = other.server.address();
    otherUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  afterAll(async () => {
    await other.close();
    await first.close();
    await bus.close();
    await local.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('ends when its session signs out through the other process', async () => {
    const account = await newAccount(first);
    const stream = await openStream(otherUrl, account.auth);
    expect((await signOut(first, account.auth)).statusCode).toBe(200);
    expect(await stream.endsWithin(SESSION_RECHECK_MS + 2000)).toBe(true);
  });
});
