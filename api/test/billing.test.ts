import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from './harness.ts';
import { DAY, authFrom, newAccount, signIn, testClock, type Account } from './helpers.ts';

const clock = testClock();
let api: TestApi;

beforeAll(async () => {
  api = await startTestApi({ clock });
});
afterAll(() => api.close());

function status(account: Account, companyId = account.companyId) {
  return api.app.inject({
    method: 'GET',
    url: `/api/v1/companies/${companyId}/subscription_status`,
    headers: account.auth,
  });
}

describe('GET /api/v1/plans', () => {
  it('lists the plans without a session, free first then paid by price', async () => {
    const response = await api.app.inject({ method: 'GET', url: '/api/v1/plans' });
    expect(response.statusCode).toBe(200);
    // The same for everyone: a gateway may keep it for a minute.
    expect(response.headers['cache-control']).toBe('public, max-age=60');
    const { plans } = response.json();
    expect(plans.map((p: { identifier: string }) => p.identifier)).toEqual(['free', 'lean', 'team']);
    expect(plans[0]).toEqual({
      id: expect.any(Number),
      identifier: 'free',
      name: 'Gratuito',
      value_cents: 0,
      users_limit: 1,
      customers_limit: 50,
      customers_limit_period: 'total',
      trial_days: 0,
      recommended: false,
    });
    expect(plans[1]).toMatchObject({
      name: 'Lean',
      value_cents: 4990,
      users_limit: 2,
      customers_limit: 10,
      customers_limit_period: 'month',
      trial_days: 10,
      recommended: true,
    });
    expect(plans[2]).toMatchObject({ name: 'Team', value_cents: 9990, users_limit: 5, customers_limit: 30, recommended: false });
  });
});

describe('GET /api/v1/companies/:id/subscription_status', () => {
  it('is active and not suspended on the free plan', async () => {
    const account = await newAccount(api.app, { plan_identifier: 'free' });
    const response = await status(account);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: {
        id: expect.any(String),
        type: 'subscription_status',
        attributes: { suspended: false, active: true, status: 'active', trial_ends_at: null },
      },
    });
  });

  it('is suspended once a trial has ended without a card', async () => {
    const account = await newAccount(api.app, { plan_identifier: 'lean' });
    const trialEndsAt = new Date(clock().getTime() + 10 * DAY).toISOString();
    expect((await status(account)).json().data.attributes).toEqual({
      suspended: false,
      active: true,
      status: 'trialing',
      trial_ends_at: trialEndsAt,
    });
    clock.advance(10 * DAY);
    const later = { ...account, auth: authFrom(await signIn(api.app, account.email, account.password)) };
    expect((await status(later)).json().data.attributes).toEqual({
      suspended: true,
      active: false,
      status: 'suspended',
      trial_ends_at: trialEndsAt,
    });
  });

  it.each(['pending', 'suspended'] as const)('is suspended when the payment is %s', async (value) => {
    const account = await newAccount(api.app, { plan_identifier: 'team' });
    await api.db.updateTable('subscriptions').set({ status: value, updated_at: clock() }).where('company_id', '=', account.companyId).execute();
    expect((await status(account)).json().data.attributes).toMatchObject({ suspended: true, active: false, status: value });
  });

  it('answers 404 for another company', async () => {
    const a = await newAccount(api.app);
    const b = await newAccount(api.app);
    const response = await status(a, b.companyId);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Recurso não encontrado' });
  });
});
