import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { TableNode, type KyselyPlugin, type RootOperationNode } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { RedisChangeBus } from '../src/events/changes.ts';
import { READ_CACHE_MS, ReadCache, WriteLog } from '../src/http/read-cache.ts';
import { buildTestApp, startTestApi, type TestApi } from './harness.ts';
import { authFrom, newAccount, signIn, testClock, type AuthHeaders } from './helpers.ts';
import { addMember } from './members.ts';

const clock = testClock();
let api: TestApi;
/** A second api process over the same database, which keeps what it reads for KEPT_MS. */
let other: FastifyInstance;
let otherDataDir: string;
const KEPT_MS = 1500;
const MINUTE = 60_000;
/** Tables read by `other`, one entry per statement. */
const reads: string[] = [];

const countReads: KyselyPlugin = {
  transformQuery({ node }): RootOperationNode {
    if (node.kind === 'SelectQueryNode') {
      for (const from of node.from?.froms ?? []) {
        if (TableNode.is(from)) reads.push(from.table.identifier.name);
      }
    }
    return node;
  },
  transformResult: async ({ result }) => result,
};

beforeAll(async () => {
  api = await startTestApi({ clock });
  otherDataDir = await mkdtemp(join(tmpdir(), 'practice-api-other-'));
  other = await buildTestApp({
    config: { ...loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: otherDataDir }) },
    db: api.db.withPlugin(countReads),
    clock,
    logger: false,
    billingSweep: false,
    readCacheMs: KEPT_MS,
  });
  await other.ready();
});
afterAll(async () => {
  await other.close();
  await api.close();
  await rm(otherDataDir, { recursive: true, force: true });
});

const validate = (app: FastifyInstance, auth: AuthHeaders) =>
  app.inject({ method: 'GET', url: '/api/v1/auth/validate_token', headers: auth });

describe('what every signed-in request reads first, kept a few seconds', () => {
  it('is read once for a session, not on each of its requests', async () => {
    const account = await newAccount(other, { plan_identifier: 'lean' });
    const customers = '/api/v1/customers';
    expect((await other.inject({ method: 'GET', url: customers, headers: account.auth })).statusCode).toBe(200);
    reads.length = 0;
    for (let i = 0; i < 3; i += 1) {
      expect((await other.inject({ method: 'GET', url: customers, headers: account.auth })).statusCode).toBe(200);
    }
    expect(reads.filter((table) => table === 'auth_tokens' || table === 'subscriptions')).toEqual([]);
  });

  it('still refuses a wrong access token for a kept session', async () => {
    const account = await newAccount(api.app);
    expect((await validate(api.app, account.auth)).statusCode).toBe(200);
    const forged = await validate(api.app, { ...account.auth, 'access-token': 'x'.repeat(43) });
    expect(forged.statusCode).toBe(401);
    expect(forged.json().message).toBe('Sessão inválida. Faça login novamente');
  });

  it('ends a session signed out through this api at once', async () => {
    const account = await newAccount(api.app);
    expect((await validate(api.app, account.auth)).statusCode).toBe(200);
    expect((await api.app.inject({ method: 'DELETE', url: '/api/v1/auth/sign_out', headers: account.auth })).statusCode).toBe(200);
    expect((await validate(api.app, account.auth)).statusCode).toBe(401);
  });

  it('ends the other sessions of a user whose password changed at once, and applies a new role at once', async () => {
    const account = await newAccount(api.app);
    const elsewhere = authFrom(await signIn(api.app, account.email, account.password));
    const member = await addMember(api.db, account.companyId, 'standard', { now: clock() });
    const users = `/api/v1/companies/${account.companyId}/users`;
    expect((await validate(api.app, elsewhere)).statusCode).toBe(200);
    expect((await api.app.inject({ method: 'GET', url: users, headers: member.auth })).statusCode).toBe(200);

    const changed = await api.app.inject({
      method: 'PATCH',
      url: `${users}/${account.userId}`,
      headers: account.auth,
      payload: { user: { current_password: account.password, password: 'outra123', password_confirmation: 'outra123' } },
    });
    expect(changed.statusCode).toBe(200);
    expect((await validate(api.app, elsewhere)).statusCode).toBe(401);
    expect((await validate(api.app, account.auth)).statusCode).toBe(200);

    const demoted = await api.app.inject({
      method: 'PATCH',
      url: `${users}/${member.id}`,
      headers: account.auth,
      payload: { user: { account_type: 'limited' } },
    });
    expect(demoted.statusCode).toBe(200);
    expect((await validate(api.app, member.auth)).json().data.account_type).toBe('limited');
  });

  it('suspends a company whose trial ends at once, though its subscription was read moments before', async () => {
    const account = await newAccount(api.app, { plan_identifier: 'lean' });
    const endsAt = new Date(clock().getTime() + MINUTE);
    await api.db.updateTable('subscriptions').set({ trial_ends_at: endsAt }).where('company_id', '=', account.companyId).execute();
    const customers = '/api/v1/customers';
    expect((await api.app.inject({ method: 'GET', url: customers, headers: account.auth })).statusCode).toBe(200);
    clock.advance(MINUTE);
    expect((await api.app.inject({ method: 'GET', url: customers, headers: account.auth })).statusCode).toBe(402);
  });

  it('ends a session signed out through another api process within the kept time', async () => {
    const account = await newAccount(other);
    expect((await validate(other, account.auth)).statusCode).toBe(200);
    const signedOutAt = performance.now();
    expect((await api.app.inject({ method: 'DELETE', url: '/api/v1/auth/sign_out', headers: account.auth })).statusCode).toBe(200);
    // Ended after KEPT_MS, well before the READ_CACHE_MS the api keeps by default (a busy machine may
    // slow the requests that look, not the end).
    await vi.waitFor(async () => expect((await validate(other, account.auth)).statusCode).toBe(401), { timeout: READ_CACHE_MS, interval: 50 });
    expect(performance.now() - signedOutAt).toBeLessThan(READ_CACHE_MS);
  });

  it('suspends a company suspended through another api process within the kept time', async () => {
    const account = await newAccount(other, { plan_identifier: 'team' });
    const customers = '/api/v1/customers';
    expect((await other.inject({ method: 'GET', url: customers, headers: account.auth })).statusCode).toBe(200);
    await api.db.updateTable('subscriptions').set({ status: 'suspended', active: false }).where('company_id', '=', account.companyId).execute();
    const suspendedAt = performance.now();
    await vi.waitFor(async () => expect((await other.inject({ method: 'GET', url: customers, headers: account.auth })).statusCode).toBe(402), {
      timeout: READ_CACHE_MS,
      interval: 50,
    });
    expect(performance.now() - suspendedAt).toBeLessThan(READ_CACHE_MS);
  });
});

const redisUrl = process.env.TEST_REDIS_URL;

describe.skipIf(!redisUrl)('with api processes sharing Redis (TEST_REDIS_URL)', () => {
  /** Two more api processes over the same database, keeping what they read for a minute, on one Redis channel. */
  const pair: FastifyInstance[] = [];
  const dirs: string[] = [];
  /** Write notes each process of the pair has sent, and heard from the other. */
  const sent = [0, 0];
  const heard = [0, 0];
  /** Until the other process has heard every note one sent (Redis keeps their order). */
  const notesArrived = (from: number) =>
    vi.waitFor(() => expect(heard[1 - from]).toBeGreaterThanOrEqual(sent[from]!), { timeout: MINUTE / 4, interval: 10 });

  beforeAll(async () => {
    const channel = `practice-test-writes-${process.pid}-${Date.now()}`;
    for (let i = 0; i < 2; i += 1) {
      const dataDir = await mkdtemp(join(tmpdir(), 'practice-api-peer-'));
      dirs.push(dataDir);
      const changes = new RedisChangeBus(redisUrl!, channel, { error: () => {} });
      await changes.started();
      const index = i;
      const noteWrite = changes.noteWrite.bind(changes);
      changes.noteWrite = (companyId) => {
        sent[index]! += 1;
        noteWrite(companyId);
      };
      changes.onWrite(() => {
        heard[index]! += 1;
      });
      const app = await buildTestApp({
        config: { ...loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: dataDir }) },
        // The second's reads are counted, as the other process's above are.
        db: i === 1 ? api.db.withPlugin(countReads) : api.db,
        clock,
        logger: false,
        billingSweep: false,
        readCacheMs: MINUTE,
        changes,
      });
      app.addHook('onClose', () => changes.close());
      await app.ready();
      pair.push(app);
    }
  });
  afterAll(async () => {
    for (const app of pair) await app.close();
    for (const dir of dirs) await rm(dir, { recursive: true, force: true });
  });

  it('ends a session signed out through one process on the other as soon as the note arrives, long before the kept time', async () => {
    const [one, two] = pair as [FastifyInstance, FastifyInstance];
    const account = await newAccount(one);
    expect((await validate(two, account.auth)).statusCode).toBe(200);
    const signedOutAt = performance.now();
    expect((await one.inject({ method: 'DELETE', url: '/api/v1/auth/sign_out', headers: account.auth })).statusCode).toBe(200);
    // These two keep what they read for a MINUTE: the note, not the kept time, ended it.
    await vi.waitFor(async () => expect((await validate(two, account.auth)).statusCode).toBe(401), { timeout: MINUTE / 4, interval: 10 });
    expect(performance.now() - signedOutAt).toBeLessThan(MINUTE / 4);
  });

  it('keeps the reads of other companies, and reads a company again after a write to it through the other process', async () => {
    const [one, two] = pair as [FastifyInstance, FastifyInstance];
    const written = await newAccount(one, { plan_identifier: 'lean' });
    const untouched = await newAccount(one, { plan_identifier: 'lean' });
    const customers = '/api/v1/customers';
    const readBoth = async () => {
      for (const account of [written, untouched]) expect((await two.inject({ method: 'GET', url: customers, headers: account.auth })).statusCode).toBe(200);
    };
    // The sign-ups were writes to anyone's rows: once their notes have arrived, both sessions stay
    // kept. A pause lets this process hear its Redis between the tries (PGlite never leaves it a turn).
    await notesArrived(0);
    await vi.waitFor(
      async () => {
        await new Promise((resolve) => setTimeout(resolve, 20));
        await readBoth();
        reads.length = 0;
        await readBoth();
        expect(reads.filter((table) => table === 'auth_tokens' || table === 'subscriptions')).toEqual([]);
      },
      { timeout: MINUTE / 4, interval: 10 },
    );
    const created = await one.inject({ method: 'POST', url: customers, headers: written.auth, payload: { customer: { name: 'Paciente Novo' } } });
    expect(created.statusCode).toBe(201);
    // The note has arrived once the other process reads the written company's session again.
    await vi.waitFor(
      async () => {
        reads.length = 0;
        await two.inject({ method: 'GET', url: customers, headers: written.auth });
        expect(reads).toContain('auth_tokens');
      },
      { timeout: MINUTE / 4, interval: 10 },
    );
    reads.length = 0;
    expect((await two.inject({ method: 'GET', url: customers, headers: untouched.auth })).statusCode).toBe(200);
    expect(reads.filter((table) => table === 'auth_tokens' || table === 'subscriptions')).toEqual([]);
  });
});

describe('ReadCache', () => {
  it('forgets a read after its time, and a read of a company written to meanwhile', () => {
    let now = 0;
    const writes = new WriteLog();
    const cache = new ReadCache<string, string>(writes, READ_CACHE_MS, () => now);
    cache.set('a', 1, 'kept', writes.mark());
    expect(cache.get('a')).toBe('kept');
    now = READ_CACHE_MS;
    expect(cache.get('a')).toBeUndefined();

    cache.set('a', 1, 'kept', writes.mark());
    cache.set('b', 2, 'other company', writes.mark());
    writes.wrote(1);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')).toBe('other company');
    writes.wrote();
    expect(cache.get('b')).toBeUndefined();
  });

  it('does not keep what was read before a write to its company that ended first', () => {
    const writes = new WriteLog();
    const cache = new ReadCache<string, string>(writes);
    const mark = writes.mark();
    writes.wrote(1);
    cache.set('a', 1, 'read before the write', mark);
    expect(cache.get('a')).toBeUndefined();
    cache.set('b', 2, 'another company', mark);
    expect(cache.get('b')).toBe('another company');
  });
});
