import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig, type PaymentConfig } from '../src/config.ts';
import { createIuguProvider } from '../src/modules/billing/iugu.ts';
import { ProviderRefusal, ProviderUnavailable } from '../src/modules/billing/provider.ts';
import { startTestApi, type TestApi } from './harness.ts';
import { addCard, changePlan, getSubscription } from './billing-helpers.ts';
import { newAccount, testClock } from './helpers.ts';
import { startIuguServer, type IuguServer } from './iugu-server.ts';

const API_TOKEN = 'TOKEN_DE_TESTE_DA_IUGU';
const WEBHOOK_SECRET = 'segredo-dos-webhooks-iugu';
let server: IuguServer;
let config: PaymentConfig;

beforeAll(async () => {
  server = await startIuguServer(API_TOKEN);
  config = {
    ...loadConfig({ PAYMENT_PROVIDER: 'iugu', IUGU_API_TOKEN: API_TOKEN, IUGU_ACCOUNT_ID: 'CONTA123', IUGU_API_URL: server.url }).payments,
    // Above what a local answer takes on a busy machine; a silent Iugu waits far longer (delayMs).
    timeoutMs: 2_000,
    webhookSecret: WEBHOOK_SECRET,
  };
});
afterAll(() => server.close());
beforeEach(() => {
  server.calls.length = 0;
  server.delayMs = 0;
  server.failWith = 0;
});

describe('configuration', () => {
  it('needs the token and the account id for the iugu provider, and defaults to Iugu\'s address', () => {
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'iugu' })).toThrow('PAYMENT_PROVIDER=iugu needs IUGU_API_TOKEN and IUGU_ACCOUNT_ID');
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'stripe' })).toThrow('PAYMENT_PROVIDER must be sandbox or iugu');
    const payments = loadConfig({ PAYMENT_PROVIDER: 'iugu', IUGU_API_TOKEN: 'x', IUGU_ACCOUNT_ID: 'ABC' }).payments;
    expect(payments).toMatchObject({ provider: 'iugu', accountId: 'ABC', iuguApiUrl: 'https://api.iugu.com/v1' });
    expect(loadConfig({}).payments).toMatchObject({ provider: 'sandbox', accountId: 'sandbox-account' });
  });
});

describe('the iugu adapter', () => {
  it("sends Iugu's paths and bodies with the API token as basic auth", async () => {
    const iugu = createIuguProvider(config);
    const customer = await iugu.createCustomer({ email: 'dona@clinica.com.br', name: 'Clínica', reference: 'abc123' });
    const card = await iugu.addPaymentMethod(customer.id, { token: 'tok_ok', description: 'Cartão de crédito', setAsDefault: true });
    expect(card).toEqual({ id: expect.any(String), description: 'Cartão de crédito', brand: 'VISA', displayNumber: 'XXXX-XXXX-XXXX-1111' });
    const subscription = await iugu.createSubscription(customer.id, 'team');
    expect(subscription).toMatchObject({ active: true, suspended: false, expiresAt: expect.any(Date) });
    await iugu.changePlan(subscription.id, 'lean');
    expect(await iugu.suspend(subscription.id)).toMatchObject({ suspended: true });
    expect(await iugu.activate(subscription.id)).toMatchObject({ suspended: false, active: true });
    await iugu.setDefaultPaymentMethod(customer.id, card.id);
    await iugu.removePaymentMethod(customer.id, card.id);
    await iugu.cancel(subscription.id);

    expect(server.calls.map((c) => `${c.method} ${c.path.replace(/[0-9A-F]{32}/g, ':id')}`)).toEqual([
      'POST /v1/customers',
      'POST /v1/customers/:id/payment_methods',
      'POST /v1/subscriptions',
      'POST /v1/subscriptions/:id/change_plan/lean',
      'POST /v1/subscriptions/:id/suspend',
      'POST /v1/subscriptions/:id/activate',
      'PUT /v1/customers/:id',
      'DELETE /v1/customers/:id/payment_methods/:id',
      'DELETE /v1/subscriptions/:id',
    ]);
    expect(new Set(server.calls.map((c) => c.authorization))).toEqual(new Set([`Basic ${Buffer.from(`${API_TOKEN}:`).toString('base64')}`]));
    expect(server.calls[1]!.body).toEqual({ description: 'Cartão de crédito', token: 'tok_ok', set_as_default: true });
    expect(server.calls[2]!.body).toEqual({
      customer_id: customer.id,
      plan_identifier: 'team',
      payable_with: 'credit_card',
      only_on_charge_success: true,
    });
    expect(server.calls[6]!.body).toEqual({ default_payment_method_id: card.id });
  });

  it("turns Iugu's refusals into its own words and its failures into unavailability", async () => {
    const iugu = createIuguProvider(config);
    const customer = await iugu.createCustomer({ email: 'b@clinica.com.br', name: 'B', reference: 'b' });
    await expect(iugu.addPaymentMethod(customer.id, { token: 'tok_invalid', description: 'x', setAsDefault: true })).rejects.toEqual(
      new ProviderRefusal('token não é válido'),
    );
    await iugu.addPaymentMethod(customer.id, { token: 'tok_refused', description: 'x', setAsDefault: true });
    await expect(iugu.createSubscription(customer.id, 'lean')).rejects.toEqual(new ProviderRefusal('Transação negada'));

    server.failWith = 500;
    await expect(iugu.createCustomer({ email: 'c@c.com', name: 'C', reference: 'c' })).rejects.toBeInstanceOf(ProviderUnavailable);
    server.failWith = 0;
    const wrongToken = createIuguProvider({ ...config, iuguApiToken: 'OUTRO' });
    await expect(wrongToken.createCustomer({ email: 'c@c.com', name: 'C', reference: 'c' })).rejects.toBeInstanceOf(ProviderUnavailable);
    server.delayMs = 10_000;
    await expect(iugu.createCustomer({ email: 'c@c.com', name: 'C', reference: 'c' })).rejects.toBeInstanceOf(ProviderUnavailable);
  });
});

describe('the api with the iugu provider', () => {
  const clock = testClock(new Date());
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({ clock, config: { payments: config } });
  });
  afterAll(() => api.close());

  it('saves a card, upgrades and takes webhooks from Iugu', async () => {
    const account = await newAccount(api.app, { plan_identifier: 'free' });
    const added = await addCard(api.app, account.auth, account.companyId, 'tok_ok');
    expect(added.statusCode).toBe(201);
    expect(added.json().payment_method).toMatchObject({ description: 'Cartão final 1111', data: { brand: 'VISA', display_number: 'XXXX-XXXX-XXXX-1111' } });
    // The provider's customer is the person paying.
    expect(server.calls.find((call) => call.path === '/v1/customers')?.body).toMatchObject({ email: account.email, name: 'Maria Souza' });
    const upgraded = await changePlan(api.app, account.auth, account.companyId, 'team');
    expect(upgraded.json().subscription).toMatchObject({ plan_identifier: 'team', active: true });
    const subscriptionId = [...server.subscriptions.keys()].at(-1)!;
    const hook = await api.app.inject({
      method: 'POST',
      url: '/api/v1/billing/webhooks/iugu',
      headers: { authorization: WEBHOOK_SECRET, 'content-type': 'application/x-www-form-urlencoded' },
      payload: `event=subscription.suspended&data[id]=${subscriptionId}&data[account_id]=CONTA123`,
    });
    expect(hook.json()).toEqual({ status: 'applied' });
    expect((await getSubscription(api.app, account.auth, account.companyId)).json().subscription.suspended).toBe(true);
    const settings = await api.app.inject({ method: 'GET', url: '/api/v1/billing/settings' });
    expect(settings.json()).toEqual({ settings: { provider: 'iugu', account_id: 'CONTA123', test_mode: false } });
    // The sandbox's token route does not exist with the real provider.
    const token = await api.app.inject({ method: 'POST', url: '/payment-sandbox/v1/payment_token', payload: {} });
    expect(token.statusCode).toBe(404);
  });

  it('leaves nothing half-changed when Iugu does not answer in time', async () => {
    const account = await newAccount(api.app, { plan_identifier: 'free' });
    await addCard(api.app, account.auth, account.companyId, 'tok_ok');
    const activitiesBefore = await api.db.selectFrom('activities').select('id').where('company_id', '=', account.companyId).execute();

    server.delayMs = 10_000;
    const upgrade = await changePlan(api.app, account.auth, account.companyId, 'team');
    expect(upgrade.statusCode).toBe(503);
    expect(upgrade.json().message).toBe('O serviço de pagamentos não respondeu. Nada foi alterado; tente novamente em alguns instantes.');
    const card = await addCard(api.app, account.auth, account.companyId, 'tok_ok');
    expect(card.statusCode).toBe(503);
    server.delayMs = 0;

    expect((await getSubscription(api.app, account.auth, account.companyId)).json().subscription).toMatchObject({ plan_identifier: 'free' });
    const company = await api.db.selectFrom('companies').selectAll().where('id', '=', account.companyId).executeTakeFirstOrThrow();
    expect(company.payment_subscription_id).toBeNull();
    const cards = await api.db.selectFrom('payment_methods').select('id').where('company_id', '=', account.companyId).execute();
    expect(cards).toHaveLength(1);
    const activitiesAfter = await api.db.selectFrom('activities').select('id').where('company_id', '=', account.companyId).execute();
    expect(activitiesAfter).toHaveLength(activitiesBefore.length);
  });

  it("shows Iugu's words when the first charge is declined", async () => {
    const account = await newAccount(api.app, { plan_identifier: 'free' });
    await addCard(api.app, account.auth, account.companyId, 'tok_refused');
    const upgrade = await changePlan(api.app, account.auth, account.companyId, 'lean');
    expect(upgrade.statusCode).toBe(422);
    expect(upgrade.json().full_messages).toEqual(['Transação negada']);
    expect((await getSubscription(api.app, account.auth, account.companyId)).json().subscription.plan_identifier).toBe('free');
  });
});
