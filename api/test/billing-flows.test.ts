import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'kysely';
import { loadConfig } from '../src/config.ts';
import { claim, release } from '../src/modules/billing/lifecycle.ts';
import { buildTestApp, startTestApi, type TestApi } from './harness.ts';
import { CARDS, addCard, cardToken, changePlan, getSubscription, tokenRequest } from './billing-helpers.ts';
import { insertCustomers, postCustomer } from './customer-helpers.ts';
import { DAY, authFrom, newAccount, signIn, testClock, type Account } from './helpers.ts';
import { addMember, makeCompany } from './members.ts';

const clock = testClock();
const WEBHOOK_SECRET = 'segredo-dos-webhooks-1234';
let api: TestApi;

beforeAll(async () => {
  api = await startTestApi({
    clock,
    config: { payments: { ...loadConfig({}).payments, webhookSecret: WEBHOOK_SECRET } },
  });
});
afterAll(() => api.close());

const SUSPENDED_MESSAGE =
  'A assinatura da sua empresa está suspensa. Adicione uma forma de pagamento válida em Plano e Assinatura para voltar a usar o sistema.';

async function again(account: Account): Promise<Account> {
  return { ...account, auth: authFrom(await signIn(api.app, account.email, account.password)) };
}

async function activities(companyId: number, itemType: string) {
  return api.db
    .selectFrom('activities')
    .selectAll()
    .where('company_id', '=', companyId)
    .where('item_type', '=', itemType)
    .orderBy('id')
    .execute();
}

function createUser(account: Account, email: string) {
  return api.app.inject({
    method: 'POST',
    url: `/api/v1/companies/${account.companyId}/users`,
    headers: account.auth,
    payload: { user: { email, name: 'Segunda Pessoa', account_type: 'limited', password: 'segredo1', password_confirmation: 'segredo1' } },
  });
}

describe('POST /payment-sandbox/v1/payment_token', () => {
  it('tells the browser to tokenize with the sandbox, in test mode', async () => {
    const response = await api.app.inject({ method: 'GET', url: '/api/v1/billing/settings' });
    expect(response.json()).toEqual({ settings: { provider: 'sandbox', account_id: 'sandbox-account', test_mode: true } });
  });

  it("answers Iugu's shape and keeps neither the number nor the security code", async () => {
    const response = await api.app.inject({
      method: 'POST',
      url: '/payment-sandbox/v1/payment_token',
      payload: tokenRequest('4111111111111111', { data: { number: '4111111111111111', verification_value: '987', first_name: 'Ana', last_name: 'Lima', month: '7', year: '31' } }),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: expect.stringMatching(/^[0-9A-F]{32}$/),
      method: 'credit_card',
      test: true,
      extra_info: { brand: 'VISA', holder_name: 'ANA LIMA', display_number: 'XXXX-XXXX-XXXX-1111', month: '07', year: '2031' },
    });
    const stored = await api.db.selectFrom('payment_sandbox_objects').select(sql<string>`data::text`.as('text')).execute();
    for (const row of stored) {
      // As values: random ids in the rows may hold the same digits by chance.
      expect(row.text).not.toContain('4111111111111111');
      expect(row.text).not.toContain('verification_value');
      expect(row.text).not.toContain('"987"');
    }
  });

  it('answers a body that is not JSON without logging it', async () => {
    const lines: string[] = [];
    const logged = await buildTestApp({
      config: { ...loadConfig({ LOG_LEVEL: 'info' }), payments: loadConfig({}).payments },
      db: api.db,
      billingSweep: false,
      logger: { level: 'info', stream: { write: (line: string) => lines.push(line) } },
    });
    const response = await logged.inject({
      method: 'POST',
      url: '/payment-sandbox/v1/payment_token',
      headers: { 'content-type': 'application/json' },
      payload: '{"data": {"number": "4111111111111111", "verification_value": "987"',
    });
    expect(response.statusCode).toBe(400);
    await logged.close();
    // The body's own text (pids and timestamps in the log may hold the same digits by chance).
    expect(lines.join('\n')).not.toContain('4111111111111111');
    expect(lines.join('\n')).not.toContain('verification_value');
    expect(lines.join('\n')).not.toContain('"987"');
  });

  it('lets a token wait 30 minutes at most, and forgets those nobody used', async () => {
    const account = await newAccount(api.app);
    const stale = await cardToken(api.app);
    clock.advance(31 * 60_000);
    const later = await again(account);
    const refused = await addCard(api.app, later.auth, later.companyId, stale);
    expect(refused.json().full_messages).toEqual(['Token inválido ou expirado']);
    await cardToken(api.app);
    const left = await api.db.selectFrom('payment_sandbox_objects').select('id').where('id', '=', stale).execute();
    expect(left).toEqual([]);
  });

  it('refuses a bad number, expiry, code or account with field errors', async () => {
    const bad = await api.app.inject({
      method: 'POST',
      url: '/payment-sandbox/v1/payment_token',
      payload: tokenRequest('4111', { data: { number: '4111 1111 1111 1112', verification_value: '1a', first_name: '', month: '13', year: '2030' } }),
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['expiration', 'first_name', 'number', 'verification_value']);
    const account = await api.app.inject({
      method: 'POST',
      url: '/payment-sandbox/v1/payment_token',
      payload: tokenRequest(CARDS.approved, { account_id: 'outra-conta' }),
    });
    expect(account.statusCode).toBe(422);
    expect(account.json().errors).toEqual({ account_id: ['não é válido'] });
  });
});

describe('payment methods', () => {
  it("saves a card as 'Cartão final NNNN', lists it and removes it, with activity rows", async () => {
    const account = await newAccount(api.app);
    const added = await addCard(api.app, account.auth, account.companyId, await cardToken(api.app));
    expect(added.statusCode).toBe(201);
    expect(added.json().payment_method).toEqual({
      id: expect.any(Number),
      description: 'Cartão final 1111',
      item_type: 'credit_card',
      data: { brand: 'VISA', display_number: 'XXXX-XXXX-XXXX-1111' },
      is_default: true,
      created_at: expect.any(String),
    });

    const second = await addCard(api.app, account.auth, account.companyId, await cardToken(api.app, '5555 5555 5555 4444'), {
      description: 'Cartão da <b>clínica</b>',
      set_as_default: false,
    });
    expect(second.statusCode).toBe(201);
    expect(second.json().payment_method).toMatchObject({ description: 'Cartão da <b>clínica</b>', is_default: false, data: { brand: 'MASTER' } });

    const list = await api.app.inject({ method: 'GET', url: `/api/v1/companies/${account.companyId}/payment_methods`, headers: account.auth });
    expect(list.json().payment_methods.map((m: { description: string; is_default: boolean }) => [m.description, m.is_default])).toEqual([
      ['Cartão final 1111', true],
      ['Cartão da <b>clínica</b>', false],
    ]);

    const removed = await api.app.inject({
      method: 'DELETE',
      url: `/api/v1/companies/${account.companyId}/payment_methods/${added.json().payment_method.id}`,
      headers: account.auth,
    });
    expect(removed.statusCode).toBe(200);
    const after = await api.app.inject({ method: 'GET', url: `/api/v1/companies/${account.companyId}/payment_methods`, headers: account.auth });
    // The remaining card becomes the default one.
    expect(after.json().payment_methods).toEqual([expect.objectContaining({ description: 'Cartão da <b>clínica</b>', is_default: true })]);
    expect((await activities(account.companyId, 'PaymentMethod')).map((a) => [a.event, a.item_name])).toEqual([
      ['create', 'Cartão final 1111'],
      ['create', 'Cartão da <b>clínica</b>'],
      ['destroy', 'Cartão final 1111'],
    ]);
  });

  it("refuses a declined card with the provider's words and saves nothing", async () => {
    const account = await newAccount(api.app);
    const response = await addCard(api.app, account.auth, account.companyId, await cardToken(api.app, CARDS.declined));
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ errors: { base: ['Transação negada'] }, full_messages: ['Transação negada'] });
    const rows = await api.db.selectFrom('payment_methods').select('id').where('company_id', '=', account.companyId).execute();
    expect(rows).toEqual([]);
    expect(await activities(account.companyId, 'PaymentMethod')).toEqual([]);
  });

  it('refuses a used token, a missing token and hostile text, changing nothing', async () => {
    const account = await newAccount(api.app);
    const token = await cardToken(api.app);
    expect((await addCard(api.app, account.auth, account.companyId, token)).statusCode).toBe(201);
    const reused = await addCard(api.app, account.auth, account.companyId, token);
    expect(reused.statusCode).toBe(422);
    expect(reused.json().full_messages).toEqual(['Token inválido ou expirado']);

    const blank = await addCard(api.app, account.auth, account.companyId, '');
    expect(blank.json().errors).toEqual({ token: ['não pode ficar em branco'] });
    const control = await addCard(api.app, account.auth, account.companyId, await cardToken(api.app), { description: 'a\u0000b' });
    // The api's input reader refuses control characters before the route reads the body.
    expect(control.statusCode).toBe(422);
    expect(control.json().full_messages).toEqual(['A requisição contém caracteres não permitidos (caracteres de controle ou inválidos)']);
    const long = await addCard(api.app, account.auth, account.companyId, 'x'.repeat(5000));
    expect(long.json().errors).toEqual({ token: ['não é válido'] });
    const kind = await addCard(api.app, account.auth, account.companyId, await cardToken(api.app), { item_type: 'bank_slip' });
    expect(kind.json().errors).toEqual({ item_type: ['não é válido'] });
    const count = await api.db.selectFrom('payment_methods').select('id').where('company_id', '=', account.companyId).execute();
    expect(count).toHaveLength(1);
  });
});

describe('plan changes', () => {
  it('refuses an upgrade without a saved card and changes nothing', async () => {
    const account = await newAccount(api.app, { plan_identifier: 'free' });
    const response = await changePlan(api.app, account.auth, account.companyId, 'team');
    expect(response.statusCode).toBe(422);
    expect(response.json().full_messages).toEqual(['Adicione uma forma de pagamento antes de fazer upgrade.']);
    expect((await getSubscription(api.app, account.auth, account.companyId)).json().subscription.plan_identifier).toBe('free');
    expect((await changePlan(api.app, account.auth, account.companyId, 'gold')).json().errors).toEqual({ plan_identifier: ['não é válido'] });
  });

  it("upgrades with a card, charging at once, and the new plan's limits apply at once", async () => {
    const account = await newAccount(api.app, { plan_identifier: 'free' });
    const refused = await createUser(account, `antes.${Date.now()}@exemplo.com.br`);
    expect(refused.statusCode).toBe(422);
    await insertCustomers(api, account.companyId, 50);
    expect((await postCustomer(api, account.auth, { name: 'Antes do upgrade', fields_values: '{}' })).statusCode).toBe(422);

    expect((await addCard(api.app, account.auth, account.companyId, await cardToken(api.app))).statusCode).toBe(201);
    const response = await changePlan(api.app, account.auth, account.companyId, 'team');
    expect(response.statusCode).toBe(200);
    expect(response.json().subscription).toMatchObject({
      plan_identifier: 'team',
      status: 'active',
      active: true,
      suspended: false,
      trial_days_left: null,
      cancel_at_period_end: false,
    });
    expect(new Date(response.json().subscription.next_charge).getTime()).toBeGreaterThan(clock().getTime() + 27 * DAY);

    const added = await createUser(account, `depois.${Date.now()}@exemplo.com.br`);
    expect(added.statusCode).toBe(201);
    expect((await postCustomer(api, account.auth, { name: 'Depois do upgrade', fields_values: '{}' })).statusCode).toBe(201);
    const company = await api.app.inject({ method: 'GET', url: `/api/v1/companies/${account.companyId}`, headers: account.auth });
    expect(company.json().company).toMatchObject({ plan_identifier: 'team', payment_subscription_id: expect.any(String) });
    const charges = await api.db.selectFrom('payment_sandbox_objects').selectAll().where('kind', '=', 'charge').where('owner_id', '=', company.json().company.payment_customer_id).execute();
    expect(charges.map((c) => c.data)).toEqual([expect.objectContaining({ total_cents: 9990, status: 'paid' })]);
    const history = await activities(account.companyId, 'Subscription');
    expect(history.at(-1)?.changes).toEqual(
      expect.arrayContaining([
        { field_name: 'plan', from: 'free', to: 'team' },
      ]),
    );
    expect(await changePlan(api.app, account.auth, account.companyId, 'team').then((r) => r.json().full_messages)).toEqual([
      'Sua assinatura já está no plano Team.',
    ]);
  });

  it('lets one caller at a time charge for a subscription, and a changed one be claimed by nobody', async () => {
    const account = await newAccount(api.app, { plan_identifier: 'lean' });
    const read = () => api.db.selectFrom('subscriptions').selectAll().where('company_id', '=', account.companyId).executeTakeFirstOrThrow();
    const subscription = await read();
    expect(await claim(api.db, subscription, clock())).toBe(true);
    expect(await claim(api.db, subscription, clock())).toBe(false);
    // Everyone else reads it as it was while it is held.
    expect((await getSubscription(api.app, account.auth, account.companyId)).json().subscription).toMatchObject({ status: 'trialing', suspended: false });
    await release(api.db, subscription);
    expect(await claim(api.db, subscription, clock())).toBe(true);
    await release(api.db, subscription);
    await changePlan(api.app, account.auth, account.companyId, 'free');
    expect(await claim(api.db, subscription, clock())).toBe(false);
  });

  it('charges once when the same upgrade is asked twice at the same moment', async () => {
    const account = await newAccount(api.app, { plan_identifier: 'free' });
    await addCard(api.app, account.auth, account.companyId, await cardToken(api.app));
    const answers = await Promise.all([
      changePlan(api.app, account.auth, account.companyId, 'team'),
      changePlan(api.app, account.auth, account.companyId, 'team'),
    ]);
    // The second finds the first charging (409), or already done (422, the same plan).
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses[0]).toBe(200);
    expect([409, 422]).toContain(statuses[1]);
    const company = await api.db.selectFrom('companies').selectAll().where('id', '=', account.companyId).executeTakeFirstOrThrow();
    const charges = await api.db.selectFrom('payment_sandbox_objects').select('id').where('kind', '=', 'charge').where('owner_id', '=', company.payment_customer_id).execute();
    expect(charges).toHaveLength(1);
    // Nobody else was kept out while it was charged.
    expect((await api.app.inject({ method: 'GET', url: '/api/v1/customers', headers: account.auth })).statusCode).toBe(200);
  });

  it('keeps a cancelled paid plan until the end of the period, then moves to free deleting nothing', async () => {
    const account = await newAccount(api.app, { plan_identifier: 'free' });
    await addCard(api.app, account.auth, account.companyId, await cardToken(api.app));
    await changePlan(api.app, account.auth, account.companyId, 'team');
    expect((await createUser(account, `equipe.${Date.now()}@exemplo.com.br`)).statusCode).toBe(201);

    const cancelled = await changePlan(api.app, account.auth, account.companyId, 'free');
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().subscription).toMatchObject({ plan_identifier: 'team', cancel_at_period_end: true, active: true });

    clock.advance(32 * DAY);
    await api.app.settleBilling();
    const later = await again(account);
    const subscription = (await getSubscription(api.app, later.auth, later.companyId)).json().subscription;
    expect(subscription).toMatchObject({ plan_identifier: 'free', status: 'active', cancel_at_period_end: false, next_charge: null });
    const users = await api.db.selectFrom('users').select('id').where('company_id', '=', account.companyId).execute();
    expect(users).toHaveLength(2);
    const third = await createUser(later, `terceira.${Date.now()}@exemplo.com.br`);
    expect(third.statusCode).toBe(422);
  });
});

describe('plan changes during a trial', () => {
  it('changes the plan and keeps the trial, or moves to free at once without a charge', async () => {
    const account = await newAccount(api.app, { plan_identifier: 'lean' });
    await addCard(api.app, account.auth, account.companyId, await cardToken(api.app));
    const team = await changePlan(api.app, account.auth, account.companyId, 'team');
    expect(team.json().subscription).toMatchObject({ plan_identifier: 'team', status: 'trialing', trial_days_left: 10 });
    const free = await changePlan(api.app, account.auth, account.companyId, 'free');
    expect(free.json().subscription).toMatchObject({ plan_identifier: 'free', status: 'active', cancel_at_period_end: false, trial_days_left: null });
    const company = await api.db.selectFrom('companies').selectAll().where('id', '=', account.companyId).executeTakeFirstOrThrow();
    const charges = await api.db.selectFrom('payment_sandbox_objects').select('id').where('kind', '=', 'charge').where('owner_id', '=', company.payment_customer_id).execute();
    expect(charges).toEqual([]);
  });

  it('moves between paid plans during the trial without a card, keeping the trial and charging nothing', async () => {
    const account = await newAccount(api.app, { plan_identifier: 'lean' });
    const team = await changePlan(api.app, account.auth, account.companyId, 'team');
    expect(team.statusCode).toBe(200);
    expect(team.json().subscription).toMatchObject({ plan_identifier: 'team', status: 'trialing', trial_days_left: 10 });
    const back = await changePlan(api.app, account.auth, account.companyId, 'lean');
    expect(back.json().subscription).toMatchObject({ plan_identifier: 'lean', status: 'trialing', trial_days_left: 10 });
    // Moving up from the free plan still needs a card, as it charges at once.
    const free = await newAccount(api.app, { plan_identifier: 'free' });
    const refused = await changePlan(api.app, free.auth, free.companyId, 'team');
    expect(refused.statusCode).toBe(422);
  });

  it('moves between paid plans after the trial in one step, keeping the next charge date', async () => {
    const account = await newAccount(api.app, { plan_identifier: 'free' });
    await addCard(api.app, account.auth, account.companyId, await cardToken(api.app));
    const lean = (await changePlan(api.app, account.auth, account.companyId, 'lean')).json().subscription;
    const team = await changePlan(api.app, account.auth, account.companyId, 'team');
    expect(team.statusCode).toBe(200);
    expect(team.json().subscription).toMatchObject({ plan_identifier: 'team', status: 'active', next_charge: lean.next_charge, cancel_at_period_end: false });
  });

  it('takes a cancellation back while the paid period lasts', async () => {
    const account = await newAccount(api.app, { plan_identifier: 'free' });
    await addCard(api.app, account.auth, account.companyId, await cardToken(api.app));
    await changePlan(api.app, account.auth, account.companyId, 'lean');
    await changePlan(api.app, account.auth, account.companyId, 'free');
    const kept = await changePlan(api.app, account.auth, account.companyId, 'lean');
    expect(kept.json().subscription).toMatchObject({ plan_identifier: 'lean', cancel_at_period_end: false, status: 'active' });
  });

  it(`keeps at most 5 cards`, async () => {
    const account = await newAccount(api.app);
    for (let i = 0; i < 5; i += 1) expect((await addCard(api.app, account.auth, account.companyId, await cardToken(api.app))).statusCode).toBe(201);
    const sixth = await addCard(api.app, account.auth, account.companyId, await cardToken(api.app));
    expect(sixth.statusCode).toBe(422);
    expect(sixth.json().full_messages).toEqual(['Você pode salvar até 5 cartões. Remova um para adicionar outro.']);
  });
});

describe('the trial', () => {
  it('charges the default card when the trial ends', async () => {
    const account = await newAccount(api.app, { plan_identifier: 'lean' });
    const before = (await getSubscription(api.app, account.auth, account.companyId)).json().subscription;
    expect(before).toMatchObject({ plan_identifier: 'lean', status: 'trialing', trial_days_left: 10, active: true });
    await addCard(api.app, account.auth, account.companyId, await cardToken(api.app));
    clock.advance(10 * DAY + 1000);
    await api.app.settleBilling();
    const later = await again(account);
    const after = (await getSubscription(api.app, later.auth, later.companyId)).json().subscription;
    expect(after).toMatchObject({ plan_identifier: 'lean', status: 'active', suspended: false, trial_days_left: null });
    const customers = await api.app.inject({ method: 'GET', url: '/api/v1/customers', headers: later.auth });
    expect(customers.statusCode).toBe(200);
  });

  it('suspends without a card: 402 everywhere but paying, and a card brings it back at once', async () => {
    const account = await newAccount(api.app, { plan_identifier: 'lean' });
    clock.advance(11 * DAY);
    const later = await again(account);
    const limited = await addMember(api.db, account.companyId, 'limited', { now: clock() });

    const blocked = await api.app.inject({ method: 'GET', url: '/api/v1/customers', headers: later.auth });
    expect(blocked.statusCode).toBe(402);
    expect(blocked.json()).toMatchObject({ message: SUSPENDED_MESSAGE, suspended: true });
    const company = await api.app.inject({ method: 'GET', url: `/api/v1/companies/${later.companyId}`, headers: later.auth });
    expect(company.statusCode).toBe(402);

    for (const url of [
      `/api/v1/companies/${later.companyId}/subscriptions`,
      `/api/v1/companies/${later.companyId}/payment_methods`,
      `/api/v1/companies/${later.companyId}/subscription_status`,
      `/api/v1/companies/${later.companyId}/plans/lean`,
      '/api/v1/auth/validate_token',
      '/api/v1/plans',
    ]) {
      const response = await api.app.inject({ method: 'GET', url, headers: later.auth });
      expect([url, response.statusCode]).toEqual([url, 200]);
    }
    expect((await getSubscription(api.app, later.auth, later.companyId)).json().subscription).toMatchObject({ suspended: true, status: 'suspended' });

    const staff = await api.app.inject({ method: 'GET', url: '/api/v1/customers', headers: limited.auth });
    expect(staff.statusCode).toBe(402);
    expect((await getSubscription(api.app, limited.auth, later.companyId)).statusCode).toBe(403);

    const added = await addCard(api.app, later.auth, later.companyId, await cardToken(api.app));
    expect(added.statusCode).toBe(201);
    expect(added.json().subscription).toMatchObject({ suspended: false, status: 'active', plan_identifier: 'lean' });
    const back = await api.app.inject({ method: 'GET', url: '/api/v1/customers', headers: later.auth });
    expect(back.statusCode).toBe(200);
    const changes = (await activities(account.companyId, 'Subscription')).map((a) => a.changes);
    expect(changes).toContainEqual(expect.arrayContaining([{ field_name: 'status', from: 'trialing', to: 'suspended' }]));
    expect(changes).toContainEqual(expect.arrayContaining([{ field_name: 'status', from: 'suspended', to: 'active' }]));
  });

  it('suspends when the charge at the end of the trial is refused', async () => {
    const account = await newAccount(api.app, { plan_identifier: 'team' });
    expect((await addCard(api.app, account.auth, account.companyId, await cardToken(api.app, CARDS.chargeRefused))).statusCode).toBe(201);
    clock.advance(10 * DAY + 1);
    await api.app.settleBilling();
    const later = await again(account);
    expect((await getSubscription(api.app, later.auth, later.companyId)).json().subscription).toMatchObject({ suspended: true, status: 'suspended' });
    // A good card as default pays and reactivates.
    const added = await addCard(api.app, later.auth, later.companyId, await cardToken(api.app));
    expect(added.json().subscription).toMatchObject({ suspended: false, status: 'active', plan_identifier: 'team' });
  });

  it('keeps a suspended company suspended when the card it adds is refused at the charge, keeping the card', async () => {
    const account = await newAccount(api.app, { plan_identifier: 'lean' });
    clock.advance(11 * DAY);
    await api.app.settleBilling();
    let later = await again(account);
    expect((await getSubscription(api.app, later.auth, later.companyId)).json().subscription).toMatchObject({ suspended: true });
    const refused = await addCard(api.app, later.auth, later.companyId, await cardToken(api.app, CARDS.chargeRefused));
    expect(refused.statusCode).toBe(201);
    expect(refused.json().subscription).toMatchObject({ suspended: true, status: 'suspended' });
    later = await again(account);
    const subscription = (await getSubscription(api.app, later.auth, later.companyId)).json().subscription;
    expect(subscription).toMatchObject({ suspended: true, status: 'suspended' });
    const cards = await api.app.inject({ method: 'GET', url: `/api/v1/companies/${later.companyId}/payment_methods`, headers: later.auth });
    expect(cards.json().payment_methods).toHaveLength(1);

    // Suspended after a refused renewal, the same: a second refusing card changes nothing.
    const paying = await newAccount(api.app, { plan_identifier: 'free' });
    await addCard(api.app, paying.auth, paying.companyId, await cardToken(api.app));
    await changePlan(api.app, paying.auth, paying.companyId, 'lean');
    await addCard(api.app, paying.auth, paying.companyId, await cardToken(api.app, CARDS.chargeRefused));
    clock.advance(31 * DAY);
    await api.app.settleBilling();
    let renewal = await again(paying);
    const before = (await getSubscription(api.app, renewal.auth, renewal.companyId)).json().subscription;
    expect(before).toMatchObject({ suspended: true });
    const second = await addCard(api.app, renewal.auth, renewal.companyId, await cardToken(api.app, CARDS.chargeRefused));
    expect(second.json().subscription).toMatchObject({ suspended: true, status: 'suspended', next_charge: before.next_charge });
    renewal = await again(paying);
    expect((await getSubscription(api.app, renewal.auth, renewal.companyId)).json().subscription).toMatchObject({ suspended: true });
  });

  it('renews a paid month with the default card, and suspends when the renewal is refused', async () => {
    const account = await newAccount(api.app, { plan_identifier: 'free' });
    await addCard(api.app, account.auth, account.companyId, await cardToken(api.app));
    await changePlan(api.app, account.auth, account.companyId, 'lean');
    const first = (await getSubscription(api.app, account.auth, account.companyId)).json().subscription.next_charge;
    clock.advance(31 * DAY);
    await api.app.settleBilling();
    let later = await again(account);
    const renewed = (await getSubscription(api.app, later.auth, later.companyId)).json().subscription;
    expect(renewed).toMatchObject({ status: 'active', suspended: false });
    expect(new Date(renewed.next_charge).getTime()).toBeGreaterThan(new Date(first).getTime());

    await addCard(api.app, later.auth, later.companyId, await cardToken(api.app, CARDS.chargeRefused));
    clock.advance(31 * DAY);
    await api.app.settleBilling();
    later = await again(account);
    expect((await getSubscription(api.app, later.auth, later.companyId)).json().subscription).toMatchObject({ status: 'suspended', suspended: true });
  });
});

describe('the sweep', () => {
  it('settles ended trials when the api starts, and then every interval', async () => {
    const first = await newAccount(api.app, { plan_identifier: 'lean' });
    const second = await newAccount(api.app, { plan_identifier: 'team' });
    const statusOf = async (companyId: number) =>
      (await api.db.selectFrom('subscriptions').select('status').where('company_id', '=', companyId).executeTakeFirstOrThrow()).status;
    const endTrial = (companyId: number) =>
      api.db.updateTable('subscriptions').set({ trial_ends_at: new Date(clock().getTime() - 1000) }).where('company_id', '=', companyId).execute();
    await endTrial(first.companyId);

    const payments = { ...loadConfig({}).payments, sweepIntervalMs: 50 };
    const swept = await buildTestApp({ config: { ...loadConfig({ LOG_LEVEL: 'silent' }), payments }, db: api.db, clock, logger: false });
    await swept.ready();
    try {
      await vi.waitFor(async () => expect(await statusOf(first.companyId)).toBe('suspended'), { timeout: 5000 });
      expect(await statusOf(second.companyId)).toBe('trialing');
      await endTrial(second.companyId);
      await vi.waitFor(async () => expect(await statusOf(second.companyId)).toBe('suspended'), { timeout: 5000 });
    } finally {
      await swept.close();
    }
  });
});

describe('webhooks', () => {
  async function paidCompany() {
    const account = await newAccount(api.app, { plan_identifier: 'free' });
    await addCard(api.app, account.auth, account.companyId, await cardToken(api.app));
    await changePlan(api.app, account.auth, account.companyId, 'team');
    const company = await api.db.selectFrom('companies').selectAll().where('id', '=', account.companyId).executeTakeFirstOrThrow();
    return { account, subscriptionId: company.payment_subscription_id! };
  }

  const hook = (payload: string, authorization: string | null = WEBHOOK_SECRET, provider = 'sandbox') =>
    api.app.inject({
      method: 'POST',
      url: `/api/v1/billing/webhooks/${provider}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...(authorization ? { authorization } : {}) },
      payload,
    });

  it('refuses a notification without the shared secret and changes nothing', async () => {
    const { account, subscriptionId } = await paidCompany();
    const body = `event=subscription.suspended&data[id]=${subscriptionId}`;
    expect((await hook(body, null)).statusCode).toBe(401);
    expect((await hook(body, 'segredo-errado-123456')).statusCode).toBe(401);
    expect((await hook(body, WEBHOOK_SECRET, 'iugu')).statusCode).toBe(404);
    expect((await getSubscription(api.app, account.auth, account.companyId)).json().subscription.status).toBe('active');
  });

  it('applies a failed payment once, however often it arrives, and a paid invoice reactivates', async () => {
    const { account, subscriptionId } = await paidCompany();
    const failed = `event=invoice.payment_failed&data[id]=INV1&data[subscription_id]=${subscriptionId}&data[status]=pending`;
    expect((await hook(failed)).json()).toEqual({ status: 'applied' });
    const count = (await activities(account.companyId, 'Subscription')).length;
    expect((await hook(failed)).json()).toEqual({ status: 'duplicate' });
    expect(await activities(account.companyId, 'Subscription')).toHaveLength(count);
    const status = await api.app.inject({ method: 'GET', url: `/api/v1/companies/${account.companyId}/subscription_status`, headers: account.auth });
    expect(status.json().data.attributes).toMatchObject({ suspended: true, status: 'suspended' });
    const last = (await activities(account.companyId, 'Subscription')).at(-1)!;
    expect(last.user_id).toBeNull();

    const paid = `event=invoice.status_changed&data[id]=INV1&data[subscription_id]=${subscriptionId}&data[status]=paid`;
    expect((await hook(paid)).json()).toEqual({ status: 'applied' });
    expect((await getSubscription(api.app, account.auth, account.companyId)).json().subscription).toMatchObject({ status: 'active', suspended: false });
  });

  it('suspends and activates by subscription events, and ignores what it does not know', async () => {
    const { account, subscriptionId } = await paidCompany();
    expect((await hook(`event=subscription.suspended&data[id]=${subscriptionId}`)).json()).toEqual({ status: 'applied' });
    expect((await getSubscription(api.app, account.auth, account.companyId)).json().subscription.suspended).toBe(true);
    expect((await hook(`event=subscription.activated&data[id]=${subscriptionId}`)).json()).toEqual({ status: 'applied' });
    expect((await getSubscription(api.app, account.auth, account.companyId)).json().subscription.suspended).toBe(false);
    expect((await hook(`event=subscription.suspended&data[id]=NAOEXISTE`)).json()).toEqual({ status: 'ignored' });
    expect((await hook(`event=invoice.created&data[id]=X`)).json()).toEqual({ status: 'ignored' });
    expect((await hook('{"event": 1}')).statusCode).toBeLessThan(500);
    const huge = await hook(`event=subscription.suspended&data[id]=${subscriptionId}&x=${'a'.repeat(70_000)}`);
    expect(huge.statusCode).toBe(413);
  });
});

describe('roles and tenant scope', () => {
  it('lets only system_admin and standard see or change billing', async () => {
    const owner = await makeCompany(api.db, 'free', { now: clock() });
    const standard = await addMember(api.db, owner.companyId, 'standard', { now: clock() });
    const limited = await addMember(api.db, owner.companyId, 'limited', { now: clock() });
    const base = `/api/v1/companies/${owner.companyId}`;
    const calls = [
      { method: 'GET', url: `${base}/subscriptions` },
      { method: 'GET', url: `${base}/payment_methods` },
      { method: 'POST', url: `${base}/payment_methods`, payload: { payment_method: { token: 'ABC' } } },
      { method: 'DELETE', url: `${base}/payment_methods/1` },
      { method: 'POST', url: `${base}/subscription_changes`, payload: { subscription: { plan_identifier: 'team' } } },
    ] as const;
    for (const call of calls) {
      const response = await api.app.inject({ ...call, headers: limited.auth });
      expect([call.method, call.url, response.statusCode]).toEqual([call.method, call.url, 403]);
    }
    expect((await getSubscription(api.app, standard.auth, owner.companyId)).statusCode).toBe(200);
    expect((await addCard(api.app, standard.auth, owner.companyId, await cardToken(api.app))).statusCode).toBe(201);
  });

  it("answers 404 for another company's billing and cards", async () => {
    const mine = await newAccount(api.app);
    const theirs = await newAccount(api.app);
    const theirCard = (await addCard(api.app, theirs.auth, theirs.companyId, await cardToken(api.app))).json().payment_method.id;
    const other = `/api/v1/companies/${theirs.companyId}`;
    const calls = [
      { method: 'GET', url: `${other}/subscriptions` },
      { method: 'GET', url: `${other}/payment_methods` },
      { method: 'POST', url: `${other}/payment_methods`, payload: { payment_method: { token: await cardToken(api.app) } } },
      { method: 'DELETE', url: `${other}/payment_methods/${theirCard}` },
      { method: 'DELETE', url: `/api/v1/companies/${mine.companyId}/payment_methods/${theirCard}` },
      { method: 'POST', url: `${other}/subscription_changes`, payload: { subscription: { plan_identifier: 'free' } } },
    ] as const;
    for (const call of calls) {
      const response = await api.app.inject({ ...call, headers: mine.auth });
      expect([call.method, call.url, response.statusCode]).toEqual([call.method, call.url, 404]);
    }
    const cards = await api.db.selectFrom('payment_methods').select('id').where('company_id', '=', theirs.companyId).execute();
    expect(cards).toHaveLength(1);
  });
});
