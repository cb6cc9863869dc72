import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMonthsToInstant } from '@practice/common';
import { startOfMonth } from '../src/modules/customers/quota.ts';
import { startTestApi, type TestApi } from './harness.ts';
import { countCustomers, insertCustomers, postCustomer } from './customer-helpers.ts';
import { newAccount, testClock, type Account } from './helpers.ts';

// 10 March 2026, 09:00 in São Paulo.
const clock = testClock(new Date('2026-03-10T12:00:00Z'));
let api: TestApi;

beforeAll(async () => {
  api = await startTestApi({ clock });
});
afterAll(() => api.close());

const FREE_LIMIT = 'Você atingiu o limite de 50 clientes do plano Gratuito. Faça upgrade para continuar cadastrando.';
const LEAN_LIMIT =
  'Você atingiu o limite de 10 novos cadastros de clientes por mês do plano Lean. Faça upgrade ou aguarde o próximo mês para continuar cadastrando.';
const TEAM_LIMIT =
  'Você atingiu o limite de 30 novos cadastros de clientes por mês do plano Team. Aguarde o próximo mês para continuar cadastrando.';

async function subscribedSince(account: Account, createdAt: string) {
  await api.db
    .updateTable('subscriptions')
    .set({ created_at: new Date(createdAt) })
    .where('company_id', '=', account.companyId)
    .execute();
}

async function quota(account: Account, plan?: string | number) {
  const company = await api.app.inject({ method: 'GET', url: `/api/v1/companies/${account.companyId}`, headers: account.auth });
  const planId = plan ?? company.json().company.plan_id;
  const response = await api.app.inject({
    method: 'GET',
    url: `/api/v1/companies/${account.companyId}/plans/${planId}`,
    headers: account.auth,
  });
  return response;
}

const register = (account: Account, name = 'Novo cliente') => postCustomer(api, account.auth, { name });

describe('free plan: 50 customers in total', () => {
  let free: Account;

  beforeAll(async () => {
    free = await newAccount(api.app);
    await insertCustomers(api, free.companyId, 49, new Date('2025-06-01T12:00:00Z'));
  });

  it('shows the usage in the plan’s quota', async () => {
    const response = await quota(free);
    expect(response.statusCode).toBe(200);
    expect(response.json().plan).toMatchObject({
      identifier: 'free',
      name: 'Gratuito',
      customers_limit: 50,
      quota: { customers_count: 49, customers_limit: 50, exceeded_customers_limit: false },
    });
  });

  it('takes the 50th and refuses the 51st with a message about the limit', async () => {
    expect((await register(free)).statusCode).toBe(201);
    expect((await quota(free)).json().plan.quota).toMatchObject({ customers_count: 50, exceeded_customers_limit: true });

    const refused = await register(free);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({ message: FREE_LIMIT, errors: { base: [FREE_LIMIT] }, full_messages: [FREE_LIMIT] });
    expect(await countCustomers(api, free.companyId)).toBe(50);
  });

  it('takes one again after a deletion, and names the company’s own customers', async () => {
    const { id } = await api.db.selectFrom('customers').select('id').where('company_id', '=', free.companyId).executeTakeFirstOrThrow();
    expect((await api.app.inject({ method: 'DELETE', url: `/api/v1/customers/${id}`, headers: free.auth })).statusCode).toBe(200);
    expect((await register(free)).statusCode).toBe(201);

    await api.app.inject({
      method: 'PATCH',
      url: `/api/v1/companies/${free.companyId}`,
      headers: free.auth,
      payload: { company: { customer_treatment: 'Paciente' } },
    });
    const refused = await register(free);
    expect(refused.json().message).toBe(
      'Você atingiu o limite de 50 pacientes do plano Gratuito. Faça upgrade para continuar cadastrando.',
    );
  });

  it('lets only as many parallel registrations through as the limit has room for', async () => {
    const account = await newAccount(api.app);
    await insertCustomers(api, account.companyId, 47);
    const answers = await Promise.all(Array.from({ length: 6 }, (_, i) => register(account, `Paralelo ${i}`)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 201, 201, 422, 422, 422]);
    expect(await countCustomers(api, account.companyId)).toBe(50);
  });
});

describe('lean plan: 10 new customers a month from the second month', () => {
  it('is unlimited in the first month after the subscription started', async () => {
    const lean = await newAccount(api.app, { plan_identifier: 'lean' });
    await subscribedSince(lean, '2026-02-20T15:00:00Z');
    await insertCustomers(api, lean.companyId, 15, new Date('2026-03-02T12:00:00Z'));
    expect((await register(lean)).statusCode).toBe(201);
    expect((await quota(lean)).json().plan).toMatchObject({
      identifier: 'lean',
      customers_limit: 10,
      quota: {
        customers_count: 16,
        customers_limit: null,
        exceeded_customers_limit: false,
        unlimited_until: '2026-03-20T15:00:00.000Z',
      },
    });
  });

  it('counts this calendar month’s customers (São Paulo time) and refuses the 11th', async () => {
    const lean = await newAccount(api.app, { plan_identifier: 'lean' });
    await subscribedSince(lean, '2026-01-15T12:00:00Z');
    await insertCustomers(api, lean.companyId, 8, new Date('2026-02-20T12:00:00Z'));
    // 28 February, 23:00 in São Paulo: still last month.
    await insertCustomers(api, lean.companyId, 3, new Date('2026-03-01T02:00:00Z'));
    await insertCustomers(api, lean.companyId, 9, new Date('2026-03-01T03:00:00Z'));
    expect((await quota(lean)).json().plan.quota).toMatchObject({ customers_count: 9, customers_limit: 10, exceeded_customers_limit: false });

    expect((await register(lean)).statusCode).toBe(201);
    const refused = await register(lean);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(LEAN_LIMIT);
    expect((await quota(lean)).json().plan.quota).toMatchObject({ customers_count: 10, exceeded_customers_limit: true });
  });

  it('does not count customers of the unlimited first month within the same calendar month', async () => {
    const lean = await newAccount(api.app, { plan_identifier: 'lean' });
    await subscribedSince(lean, '2026-02-05T12:00:00Z');
    await insertCustomers(api, lean.companyId, 12, new Date('2026-03-03T12:00:00Z'));
    await insertCustomers(api, lean.companyId, 9, new Date('2026-03-06T12:00:00Z'));
    expect((await register(lean)).statusCode).toBe(201);
    expect((await register(lean)).json().message).toBe(LEAN_LIMIT);
  });
});

describe('team plan: 30 new customers a month', () => {
  it('refuses the 31st without offering an upgrade', async () => {
    const team = await newAccount(api.app, { plan_identifier: 'team' });
    await subscribedSince(team, '2025-11-30T12:00:00Z');
    await insertCustomers(api, team.companyId, 29, new Date('2026-03-09T12:00:00Z'));
    expect((await register(team)).statusCode).toBe(201);
    const refused = await register(team);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(TEAM_LIMIT);
  });
});

describe('GET /api/v1/companies/:id/plans/:planId', () => {
  it('takes the plan’s identifier too, and answers 404 for an unknown plan or another company', async () => {
    const account = await newAccount(api.app);
    const other = await newAccount(api.app);
    expect((await quota(account, 'free')).json().plan.quota).toMatchObject({ customers_count: 0, exceeded_customers_limit: false });
    expect((await quota(account, 999)).statusCode).toBe(404);
    expect((await quota(account, 'gold')).statusCode).toBe(404);
    const planId = (await quota(account)).json().plan.id;
    const foreign = await api.app.inject({
      method: 'GET',
      url: `/api/v1/companies/${other.companyId}/plans/${planId}`,
      headers: account.auth,
    });
    expect(foreign.statusCode).toBe(404);
  });
});

describe('calendar helpers', () => {
  it('finds the start of the month in São Paulo and adds a month, keeping to the month’s end', () => {
    expect(startOfMonth(new Date('2026-03-10T12:00:00Z')).toISOString()).toBe('2026-03-01T03:00:00.000Z');
    expect(startOfMonth(new Date('2026-04-01T02:59:00Z')).toISOString()).toBe('2026-03-01T03:00:00.000Z');
    expect(addMonthsToInstant(new Date('2026-01-31T10:00:00Z'), 1).toISOString()).toBe('2026-02-28T10:00:00.000Z');
    expect(addMonthsToInstant(new Date('2026-12-15T10:00:00Z'), 1).toISOString()).toBe('2027-01-15T10:00:00.000Z');
  });
});
