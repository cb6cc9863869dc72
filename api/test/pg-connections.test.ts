import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi, type MockInstance } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { openDatabase, type Db } from '../src/db/index.ts';
import { buildTestApp, readOutbox, startTestApi, type TestApi } from './harness.ts';
import { createCustomer } from './customer-helpers.ts';
import { addMember, makeCompany } from './members.ts';

// An api on PostgreSQL whose every connection the server ends at once, as a restart or an
// administrator does: the process goes on answering, and the reminders go out again once it is back.
const onPostgres = process.env.TEST_DB === 'postgres';

let harness: TestApi;
let dataDir: string;
let url: string;
let api: { app: FastifyInstance; db: Db; url: string };
/** Errors nothing handled: an 'error' event without a listener ends a real api process. */
const unhandled: unknown[] = [];
const recordUnhandled = (error: unknown) => unhandled.push(error);
let warn: MockInstance<typeof console.warn>;
let error: MockInstance<typeof console.error>;
/** What the api and its job queue logged at warning level and above. */
const logged: { msg?: string }[] = [];

async function databaseUrl(db: Db): Promise<string> {
  const { rows } = await sql<{ name: string }>`select current_database() as name`.execute(db);
  const target = new URL(process.env.TEST_DATABASE_URL!);
  target.pathname = `/${rows[0]!.name}`;
  return target.toString();
}

async function until(check: () => boolean | Promise<boolean>, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${what}: not after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function insertDue(companyId: number, customerId: number, userId: number, emails: string[]): Promise<number[]> {
  const hour = 3_600_000;
  const now = Date.now();
  const rows = await harness.db
    .insertInto('appointments')
    .values(
      emails.map((email, index) => ({
        company_id: companyId,
        customer_id: customerId,
        user_id: userId,
        starts_at: new Date(now + (2 + index) * hour),
        ends_at: new Date(now + (2 + index) * hour + 30 * 60_000),
        contact_email: email,
        public_token: `pg-connections-${email}-${now}`,
      })),
    )
    .returning('id')
    .execute();
  return rows.map((row) => row.id);
}

async function recipients(): Promise<string[]> {
  return (await readOutbox(join(dataDir, 'mail'))).map((mail) => /^To: (.+)$/m.exec(mail.text)?.[1]?.trim() ?? '').sort();
}

/** Ends every connection to the api's database but its own, from a connection of its own. */
async function terminateConnections(): Promise<number> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ pid: number; ended: boolean }>(
      'select pid, pg_terminate_backend(pid) as ended from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
    );
    // The pools open new connections at once; the ones ended are those to be gone. A busy machine
    // may take seconds to let them go.
    const ended = rows.filter((row) => row.ended).map((row) => row.pid);
    await until(
      async () => (await admin.query('select 1 from pg_stat_activity where pid = any($1::int[])', [ended])).rowCount === 0,
      60_000,
      'connections ended',
    );
    return ended.length;
  } finally {
    await admin.end();
  }
}

describe.skipIf(!onPostgres)('PostgreSQL ending the connections of a running api', () => {
  beforeAll(async () => {
    process.on('uncaughtException', recordUnhandled);
    process.on('unhandledRejection', recordUnhandled);
    // graphile-worker warns about a pool without error handlers on the console, not through its logger.
    warn = vi.spyOn(console, 'warn');
    error = vi.spyOn(console, 'error').mockImplementation(() => {});
    harness = await startTestApi();
    dataDir = await mkdtemp(join(tmpdir(), 'practice-pg-connections-'));
    url = await databaseUrl(harness.db);
    const config = {
      ...loadConfig({ DATA_DIR: dataDir, API_HOST: '127.0.0.1', API_PORT: '0', LOG_LEVEL: 'warn', BILLING_SWEEP_INTERVAL_MS: '0', REMINDER_INTERVAL_MS: '200' }),
      databaseUrl: url,
    };
    const db = await openDatabase({ driver: 'postgres', url });
    const logger = { level: 'warn', stream: { write: (line: string) => void logged.push(JSON.parse(line) as { msg?: string }) } };
    const app = await buildTestApp({ config, db, logger, billingSweep: false });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    api = { app, db, url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}` };
  });
  afterAll(async () => {
    await api?.app.close();
    await api?.db.destroy();
    await harness?.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
    warn?.mockRestore();
    error?.mockRestore();
    process.off('uncaughtException', recordUnhandled);
    process.off('unhandledRejection', recordUnhandled);
  });

  it('goes on answering signed-in requests and sending reminders, with no unhandled error', async () => {
    const admin = await makeCompany(harness.db, 'team', { name: 'Dra. Marta' });
    const ana = await addMember(harness.db, admin.companyId, 'standard', { name: 'Ana Lima' });
    const customer = await createCustomer(harness, admin.auth, 'Joana Dias');
    const customers = () => fetch(`${api.url}/api/v1/customers`, { headers: admin.auth });
    expect((await customers()).status).toBe(200);

    // A transaction holds a connection, between two of its queries, while the server ends it.
    let carryOn!: () => void;
    const gate = new Promise<void>((resolve) => (carryOn = resolve));
    let begun!: () => void;
    const holding = new Promise<void>((resolve) => (begun = resolve));
    const held = api.db
      .transaction()
      .execute(async (trx) => {
        await sql`select 1`.execute(trx);
        begun();
        await gate;
        await sql`select 1`.execute(trx);
      })
      .then(
        () => 'committed',
        (failure: unknown) => failure,
      );
    await holding;

    const reported = () => error.mock.calls.filter((call) => call[0] === 'PostgreSQL connection lost:').length;
    const reportedBefore = reported();
    try {
      expect(await terminateConnections()).toBeGreaterThan(0);
      // The server has sent every connection its end before they were gone; once the first is heard
      // of, the others (the held one among them) are heard of in the same turns of the event loop.
      await until(() => unhandled.length > 0 || reported() > reportedBefore, 60_000, 'the ends heard of');
      await new Promise((resolve) => setTimeout(resolve, 100));
    } finally {
      // Never left waiting, or closing the api would wait for it.
      carryOn();
    }
    expect(await held).toBeInstanceOf(Error);

    const after = await customers();
    expect(after.status).toBe(200);
    expect((await after.json()) as { customers: unknown[] }).toMatchObject({ customers: [expect.objectContaining({ id: customer })] });

    // Reminders made due now go out through the job queue once its connections are back.
    const due = ['lembrete1@exemplo.com.br', 'lembrete2@exemplo.com.br'];
    await insertDue(admin.companyId, customer, ana.id, due);
    await until(async () => (await recipients()).length >= due.length, 30_000, 'reminders sent');
    expect(await recipients()).toEqual(due);

    expect(unhandled).toEqual([]);
    // Each pool said what happened instead.
    expect(error.mock.calls.filter((call) => call[0] === 'PostgreSQL connection lost:').length).toBeGreaterThan(0);
    expect(logged.filter((line) => line.msg === 'a job queue connection ended').length).toBeGreaterThan(0);
    const warnings = warn.mock.calls.map((call) => call.join(' '));
    expect(warnings.filter((line) => line.includes('error handlers'))).toEqual([]);
    expect(logged.filter((line) => line.msg?.includes('error handlers'))).toEqual([]);
  });

  it('goes on after the database refuses every connection while a reminder is being sent, and sends it once back', async () => {
    const admin = await makeCompany(harness.db, 'team', { name: 'Dr. Paulo' });
    const ana = await addMember(harness.db, admin.companyId, 'standard', { name: 'Ana Souza' });
    const customer = await createCustomer(harness, admin.auth, 'Rita Prado');
    const name = new URL(url).pathname.slice(1);
    const server = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await server.connect();
    const holder = new pg.Client({ connectionString: url });
    // The test's own connection is ended too; that is expected here.
    holder.on('error', () => {});
    await holder.connect();
    try {
      // The reminder's job waits on a row lock, so it is under way when the database goes away.
      const before = unhandled.length;
      await holder.query('begin');
      const [appointment] = await insertDue(admin.companyId, customer, ana.id, ['durante@exemplo.com.br']);
      await holder.query('select id from appointments where id = $1 for update', [appointment]);
      await until(
        async () => (await server.query("select 1 from pg_stat_activity where datname = $1 and wait_event_type = 'Lock'", [name])).rowCount! > 0,
        30_000,
        'the reminder job waiting for the appointment',
      );

      await server.query(`alter database "${name}" with allow_connections false`);
      await server.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [name]);
      // The job fails and the queue cannot record it: graphile-worker says so, then gives up on that runner.
      await until(() => unhandled.length > before || logged.some((line) => line.msg?.includes('Failed to fail jobs')), 30_000, 'the job queue hearing of it');
      expect(unhandled.slice(before)).toEqual([]);
      await server.query(`alter database "${name}" with allow_connections true`);

      await until(async () => (await recipients()).includes('durante@exemplo.com.br'), 60_000, 'the reminder sent once the database is back');
      const customers = await fetch(`${api.url}/api/v1/customers`, { headers: admin.auth });
      expect(customers.status).toBe(200);
      expect((await recipients()).filter((to) => to === 'durante@exemplo.com.br')).toHaveLength(1);
      expect(unhandled).toEqual([]);
    } finally {
      await server.query(`alter database "${name}" with allow_connections true`);
      await server.end();
      await holder.end().catch(() => {});
    }
  });
});
