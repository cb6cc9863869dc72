import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { openDatabase, type Db } from '../src/db/index.ts';
import { buildTestApp, readOutbox, startTestApi, type TestApi } from './harness.ts';
import { createCustomer } from './customer-helpers.ts';
import { addMember, makeCompany } from './members.ts';

// Two api processes on one PostgreSQL database, each with its own pool and its own graphile-worker,
// writing to one outbox: every due reminder is e-mailed exactly once.
const onPostgres = process.env.TEST_DB === 'postgres';

let api: TestApi;
let mailDataDir: string;
const instances: { app: FastifyInstance; db: Db }[] = [];
const DUE = 6;

async function databaseUrl(db: Db): Promise<string> {
  const { rows } = await sql<{ name: string }>`select current_database() as name`.execute(db);
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${rows[0]!.name}`;
  return url.toString();
}

async function startInstance(url: string): Promise<void> {
  const config = {
    ...loadConfig({ DATA_DIR: mailDataDir, API_HOST: '127.0.0.1', API_PORT: '0', LOG_LEVEL: 'silent', BILLING_SWEEP_INTERVAL_MS: '0', REMINDER_INTERVAL_MS: '100' }),
    databaseUrl: url,
  };
  const db = await openDatabase({ driver: 'postgres', url });
  const app = await buildTestApp({ config, db, logger: false, billingSweep: false });
  instances.push({ app, db });
  await app.ready();
}

async function until(check: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`not done after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe.skipIf(!onPostgres)('reminders through the job queue on PostgreSQL', () => {
  beforeAll(async () => {
    api = await startTestApi();
    mailDataDir = await mkdtemp(join(tmpdir(), 'practice-reminders-'));
  });
  afterAll(async () => {
    for (const instance of instances) {
      await instance.app.close();
      await instance.db.destroy();
    }
    await api?.close();
    if (mailDataDir) await rm(mailDataDir, { recursive: true, force: true });
  });

  it('sends each due reminder once with two api processes, and none that is not due', async () => {
    const admin = await makeCompany(api.db, 'team', { name: 'Dra. Marta' });
    const ana = await addMember(api.db, admin.companyId, 'standard', { name: 'Ana Lima' });
    const customer = await createCustomer(api, admin.auth, 'Joana Dias');
    const hour = 3_600_000;
    const now = Date.now();
    const rows = [
      // Due: within the company's 24 hours, one each hour from two hours on.
      ...Array.from({ length: DUE }, (_, index) => ({ at: now + (2 + index) * hour, email: `paciente${index}@exemplo.com.br` })),
      // Not due: two days ahead, and one already started.
      { at: now + 48 * hour, email: 'depois@exemplo.com.br' },
      { at: now - hour, email: 'passou@exemplo.com.br' },
    ];
    await api.db
      .insertInto('appointments')
      .values(
        rows.map((row, index) => ({
          company_id: admin.companyId,
          customer_id: customer,
          user_id: ana.id,
          starts_at: new Date(row.at),
          ends_at: new Date(row.at + 30 * 60_000),
          contact_email: row.email,
          public_token: `reminder-queue-token-${index}-${now}`,
        })),
      )
      .execute();

    const url = await databaseUrl(api.db);
    await Promise.all([startInstance(url), startInstance(url)]);
    const mailDir = join(mailDataDir, 'mail');
    await until(async () => (await readOutbox(mailDir)).length >= DUE, 30_000);
    // Several more rounds of both processes: nothing is sent again.
    await new Promise((resolve) => setTimeout(resolve, 1_500));

    const mails = await readOutbox(mailDir);
    const recipients = mails.map((mail) => /^To: (.+)$/m.exec(mail.text)?.[1]?.trim()).sort();
    expect(recipients).toEqual(rows.slice(0, DUE).map((row) => row.email).sort());
    expect(mails[0]!.text).toContain('Confirmar presen');
    const sent = await api.db.selectFrom('appointments').select(['contact_email', 'reminder_sent_at']).where('company_id', '=', admin.companyId).execute();
    expect(sent.filter((row) => row.reminder_sent_at !== null).map((row) => row.contact_email).sort()).toEqual(recipients);
    // The queue has nothing left to do, and no job failed.
    const jobs = await sql<{ n: number }>`select count(*)::int as n from graphile_worker.jobs where task_identifier = 'appointment_reminder'`.execute(api.db);
    expect(jobs.rows[0]!.n).toBe(0);
  });
});
