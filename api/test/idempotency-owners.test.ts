import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { dirname } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/index.ts';
import { IDEMPOTENCY_ABANDONED_MS } from '../src/http/idempotency.ts';
import { cardToken } from './billing-helpers.ts';
import { everyDay, openBookingPage } from './booking-page.ts';
import { startTestApi, type TestApi } from './harness.ts';
import { afterNextKeyedCommit } from './crash-helpers.ts';
import { createCustomer } from './customer-helpers.ts';
import { testClock, type AuthHeaders } from './helpers.ts';
import { addMember, makeCompany, type Member } from './members.ts';

// Whose answer a key gives back: only the caller's own, after the route has authorized them, and
// never one that holds a secret. Also what a retry gets after the answer of a committed write was lost.

let api: TestApi;
let admin: Member;
let standard: Member;
let limited: Member;
let hashid: string;

interface Answer {
  status: number;
  json: Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
  replayed: string | undefined;
}

async function post(url: string, body: unknown, key: string, auth?: AuthHeaders, remoteAddress = '127.0.0.1'): Promise<Answer> {
  const response = await api.app.inject({ method: 'POST', url, headers: { ...auth, 'idempotency-key': key }, payload: body as object, remoteAddress });
  return { status: response.statusCode, json: response.body ? response.json() : {}, replayed: response.headers['idempotent-replayed'] as string | undefined };
}

async function count(table: 'customers' | 'customer_notes' | 'exports' | 'appointments', companyId: number): Promise<number> {
  const { total } = await api.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('total')).where('company_id', '=', companyId).executeTakeFirstOrThrow();
  return Number(total);
}

/**
 * Makes the next transaction that touches `idempotency_keys` lose the answer to its COMMIT: the
 * database commits, and the api hears an error, as when the connection or the database dies at
 * that moment. Resolves once it happened.
 */
function loseNextKeyedCommitAnswer(db: Db): Promise<void> {
  return afterNextKeyedCommit(db, () => {
    throw new Error('Connection terminated unexpectedly');
  });
}

beforeAll(async () => {
  api = await startTestApi();
  admin = await makeCompany(api.db, 'team', { name: 'Dra. Bia' });
  standard = await addMember(api.db, admin.companyId, 'standard', { name: 'Caio Padrão' });
  limited = await addMember(api.db, admin.companyId, 'limited', { name: 'Lia Limitada' });
  hashid = await openBookingPage(api, admin, { professionalId: admin.id, hours: everyDay('08:00', '18:00') });
});
afterAll(() => api.close());

describe('a key sent by another user of the company', () => {
  it('two-step setup: gets a secret of their own, never the first caller’s', async () => {
    const key = randomUUID();
    const mine = await post('/api/v1/auth/two_factor/setup', {}, key, standard.auth);
    expect(mine.status).toBe(200);
    const theirs = await post('/api/v1/auth/two_factor/setup', {}, key, limited.auth);
    expect(theirs.status).toBe(200);
    expect(theirs.replayed).toBeUndefined();
    expect(theirs.json.two_factor_setup.secret).not.toBe(mine.json.two_factor_setup.secret);
    expect(JSON.stringify(theirs.json)).not.toContain(mine.json.two_factor_setup.secret);
  });

  it('the admin’s calendar feed: is refused 403 and never sees the feed’s address', async () => {
    const key = randomUUID();
    const url = `/api/v1/users/${admin.id}/calendar_feed`;
    const mine = await post(url, {}, key, admin.auth);
    expect(mine.status).toBe(200);
    const theirs = await post(url, {}, key, limited.auth);
    expect(theirs.status).toBe(403);
    expect(JSON.stringify(theirs.json)).not.toContain(mine.json.calendar_feed.url);
  });

  it('the admin-only company export: is refused 403', async () => {
    const key = randomUUID();
    const url = `/api/v1/companies/${admin.companyId}/exports`;
    expect((await post(url, {}, key, admin.auth)).status).toBe(202);
    const before = await count('exports', admin.companyId);
    const theirs = await post(url, {}, key, limited.auth);
    expect(theirs.status).toBe(403);
    expect(theirs.json).not.toHaveProperty('export');
    expect(await count('exports', admin.companyId)).toBe(before);
  });

  it('a private note: gets a note of their own, never the author’s', async () => {
    const customer = await createCustomer(api, admin.auth, 'Paciente Sigilosa');
    const key = randomUUID();
    const url = `/api/v1/customers/${customer}/customer_notes`;
    const body = { customer_note: { body: '<p>Hipótese sigilosa</p>', private: 'true' } };
    const mine = await post(url, body, key, admin.auth);
    expect(mine.status).toBe(201);
    const theirs = await post(url, body, key, standard.auth);
    expect(theirs.status).toBe(201);
    expect(theirs.replayed).toBeUndefined();
    expect(theirs.json.customer_note.id).not.toBe(mine.json.customer_note.id);
    expect(theirs.json.customer_note.creator_name).toBe(standard.name);
  });

  it('is still the same caller’s key: their own repeat gets their first answer', async () => {
    const key = randomUUID();
    const body = { customer: { name: 'Repetida Uma Vez' } };
    const first = await post('/api/v1/customers', body, key, standard.auth);
    const again = await post('/api/v1/customers', body, key, standard.auth);
    expect(first.status).toBe(201);
    expect(again).toEqual({ ...first, replayed: 'true' });
  });
});

describe('a write whose answer was lost after it committed', () => {
  it('answers its retry with the first answer, and writes nothing more', async () => {
    const key = randomUUID();
    const body = { customer: { name: 'Gravada Na Queda' } };
    const before = await count('customers', admin.companyId);
    const lost = loseNextKeyedCommitAnswer(api.db);
    const first = await post('/api/v1/customers', body, key, admin.auth);
    await lost;
    expect(first.status).toBe(500);
    expect(await count('customers', admin.companyId)).toBe(before + 1);
    const created = await api.db.selectFrom('customers').select('id').where('company_id', '=', admin.companyId).where('name', '=', 'Gravada Na Queda').executeTakeFirstOrThrow();

    const retry = await post('/api/v1/customers', body, key, admin.auth);
    expect(retry.status).toBe(201);
    expect(retry.replayed).toBe('true');
    expect(retry.json.customer).toMatchObject({ id: created.id, name: 'Gravada Na Queda' });
    expect(await count('customers', admin.companyId)).toBe(before + 1);
  });
});

describe('a create that calls the payment provider after its write committed', () => {
  it('answers a retry, once the first attempt is known abandoned, with the answer made from what was written', async () => {
    const clock = testClock(new Date());
    const billingApi = await startTestApi({ clock });
    try {
      const owner = await makeCompany(billingApi.db, 'team', { now: clock() });
      const url = `/api/v1/companies/${owner.companyId}/payment_methods`;
      const body = { payment_method: { token: await cardToken(billingApi.app), item_type: 'credit_card', set_as_default: true } };
      const send = async () => {
        const response = await billingApi.app.inject({ method: 'POST', url, headers: { ...owner.auth, 'idempotency-key': 'cartao-1' }, payload: body });
        return { status: response.statusCode, json: response.json(), replayed: response.headers['idempotent-replayed'] };
      };
      const cards = () => billingApi.db.selectFrom('payment_methods').select('id').where('company_id', '=', owner.companyId).execute();
      const lost = loseNextKeyedCommitAnswer(billingApi.db);
      expect((await send()).status).toBe(500);
      await lost;
      const written = await cards();
      expect(written).toHaveLength(1);

      clock.advance(IDEMPOTENCY_ABANDONED_MS);
      const retry = await send();
      expect(retry.status).toBe(201);
      expect(retry.replayed).toBe('true');
      expect(retry.json.payment_method.id).toBe(written[0]!.id);
      expect(await cards()).toEqual(written);
      const again = await send();
      expect(again).toEqual(retry);
    } finally {
      await billingApi.close();
    }
  }, 60_000);
});

describe('an api process killed between a write and its answer', () => {
  it.skipIf(process.env.TEST_DB !== 'postgres')('answers the retry, sent to another process, with the first answer', async () => {
    const { rows } = await sql<{ name: string }>`select current_database() as name`.execute(api.db);
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${rows[0]!.name}`;
    const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(new URL('./idempotency-crash-child.ts', import.meta.url))], {
      // The same data folder, so the sessions' secrets are the same as this api's.
      env: { ...process.env, DATABASE_URL: url.toString(), DATA_DIR: dirname(api.mailDir), LOG_LEVEL: 'silent', BILLING_SWEEP_INTERVAL_MS: '0', REMINDER_INTERVAL_MS: '0', NODE_NO_WARNINGS: '1' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const exited = once(child, 'exit');
    let port = 0;
    for await (const line of createInterface({ input: child.stdout! })) {
      const match = /^listening (\d+)$/.exec(line);
      if (match) {
        port = Number(match[1]);
        break;
      }
    }
    const key = randomUUID();
    const body = { customer: { name: 'Gravada Antes Do Kill' } };
    const before = await count('customers', admin.companyId);
    const lost = await fetch(`http://127.0.0.1:${port}/api/v1/customers`, {
      method: 'POST',
      headers: { ...admin.auth, 'content-type': 'application/json', 'idempotency-key': key },
      body: JSON.stringify(body),
    }).then(
      (response) => response.status,
      () => 'no answer',
    );
    expect(lost).toBe('no answer');
    expect((await exited)[1]).toBe('SIGKILL');
    expect(await count('customers', admin.companyId)).toBe(before + 1);

    const retry = await post('/api/v1/customers', body, key, admin.auth);
    expect(retry.status).toBe(201);
    expect(retry.replayed).toBe('true');
    expect(retry.json.customer.name).toBe('Gravada Antes Do Kill');
    expect(await count('customers', admin.companyId)).toBe(before + 1);
  }, 60_000);
});

describe('online booking with an Idempotency-Key', () => {
  const booking = (startsAt: string, who: { name: string; email: string; phone: string }, key: string, remoteAddress?: string) =>
    post(`/api/v1/public/booking/${hashid}`, { booking: { user_id: admin.id, starts_at: startsAt, ...who } }, key, undefined, remoteAddress);
  const ana = { name: 'Ana Retentativa', email: 'ana.retenta@exemplo.com.br', phone: '(11) 91111-2222' };
  const bruno = { name: 'Bruno Estranho', email: 'bruno@exemplo.com.br', phone: '(21) 93333-4444' };

  it('answers a retry whose first answer was lost with that first 201, and the slot holds one appointment', async () => {
    const key = randomUUID();
    const before = await count('appointments', admin.companyId);
    const first = await booking('2031-03-04T10:00:00-03:00', ana, key);
    expect(first.status).toBe(201);
    const retry = await booking('2031-03-04T10:00:00-03:00', ana, key, '10.1.2.3');
    expect(retry).toEqual({ ...first, replayed: 'true' });
    expect(await count('appointments', admin.companyId)).toBe(before + 1);
  });

  it('gives a retry after a lost commit answer the first 201', async () => {
    const key = randomUUID();
    const before = await count('appointments', admin.companyId);
    const lost = loseNextKeyedCommitAnswer(api.db);
    const first = await booking('2031-03-04T14:00:00-03:00', ana, key);
    await lost;
    expect(first.status).toBe(500);
    const retry = await booking('2031-03-04T14:00:00-03:00', ana, key);
    expect(retry.status).toBe(201);
    expect(retry.json).toEqual({ booking: { starts_at: '2031-03-04T14:00:00-03:00', ends_at: '2031-03-04T15:00:00-03:00', professional_name: 'Dra. Bia' } });
    expect(await count('appointments', admin.companyId)).toBe(before + 1);
  });

  it('gives a stranger who sends the same key on the same page their own result', async () => {
    const key = randomUUID();
    const first = await booking('2031-03-05T10:00:00-03:00', ana, key);
    expect(first.status).toBe(201);
    const sameSlot = await booking('2031-03-05T10:00:00-03:00', bruno, key);
    expect(sameSlot.status).toBe(409);
    expect(sameSlot.replayed).toBeUndefined();
    const before = await count('appointments', admin.companyId);
    const otherSlot = await booking('2031-03-05T11:00:00-03:00', bruno, key);
    expect(otherSlot.status).toBe(201);
    expect(otherSlot.replayed).toBeUndefined();
    expect(otherSlot.json.booking.starts_at).toBe('2031-03-05T11:00:00-03:00');
    expect(await count('appointments', admin.companyId)).toBe(before + 1);
  });
});
