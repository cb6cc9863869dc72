import { createServer, type Server } from 'node:http';
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGateway } from '../src/server.ts';
import { paymentCspSources } from '../src/payment-sandbox/serve.ts';
import { headersOf, useRealApi, type AnyData } from './real-api.ts';

const real = useRealApi({ gateway: { webDist: '/nonexistent' } });
const { graphql } = real;

let server: Server;
let origin: string;

beforeAll(async () => {
  server = createServer(real.gateway.handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
});

interface IuguScript {
  setAccountID(id: string): void;
  setTestMode(on: boolean): void;
  CreditCard: new (...args: string[]) => { valid(): boolean };
  createPaymentToken(card: unknown, callback: (answer: AnyData) => void): void;
  utils: Record<string, (...args: string[]) => unknown>;
}

/** The stand-in script as a browser runs it: loaded from the gateway, posting to its own origin. */
async function loadScript(): Promise<IuguScript> {
  const response = await fetch(`${origin}/payment-sandbox/iugu.js`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
  const window: AnyData = {
    fetch: (path: string, init: RequestInit) => fetch(new URL(path, origin), init),
  };
  window.globalThis = window;
  runInNewContext(await response.text(), window);
  return window.Iugu as IuguScript;
}

function tokenOf(iugu: IuguScript, number: string): Promise<AnyData> {
  return new Promise((resolve) => iugu.createPaymentToken(new iugu.CreditCard(number, '12', '2030', 'Maria', 'Souza', '123'), resolve));
}

const BILLING = `{ viewer { company {
  subscription { plan { identifier } status active suspended trialDaysLeft nextCharge cancelAtPeriodEnd createdAt }
  paymentMethods { id databaseId description brand displayNumber isDefault }
} } }`;

const ADD = `mutation ($input: AddPaymentMethodInput!) { addPaymentMethod(input: $input) {
  paymentMethod { id description brand displayNumber isDefault }
  company { paymentMethods { id } subscription { suspended } }
  errors { field messages } fullMessages
} }`;

describe('billing through the gateway and the sandbox', () => {
  it("serves the stand-in script with Iugu's browser API and the token route on its own origin", async () => {
    const settings = await graphql('{ paymentGateway { provider scriptUrl accountId testMode } }', {});
    expect(settings.data.paymentGateway).toEqual({
      provider: 'sandbox',
      scriptUrl: '/payment-sandbox/iugu.js',
      accountId: 'sandbox-account',
      testMode: true,
    });
    const iugu = await loadScript();
    expect(iugu.utils.getBrandByCreditCardNumber!('5555 5555')).toBe('master');
    expect(iugu.utils.validateCreditCardNumber!('4111111111111112')).toBe(false);
    expect(iugu.utils.validateExpirationString!('12/30')).toBe(true);
    expect(iugu.utils.validateCVV!('12', 'visa')).toBe(false);
    expect(new iugu.CreditCard('4111 1111 1111 1111', '12', '2030', 'Maria', 'Souza', '123').valid()).toBe(true);

    expect(await tokenOf(iugu, '4111 1111 1111 1111')).toEqual({ errors: { account_id: 'is_invalid' } });
    iugu.setAccountID('sandbox-account');
    iugu.setTestMode(true);
    const invalid = await tokenOf(iugu, '4111 1111 1111 1112');
    expect(invalid.errors).toEqual({ number: 'is_invalid' });
    const token = await tokenOf(iugu, '4111 1111 1111 1111');
    expect(token).toMatchObject({ id: expect.stringMatching(/^[0-9A-F]{32}$/), extra_info: { brand: 'VISA', display_number: 'XXXX-XXXX-XXXX-1111' } });

    const wrongType = await fetch(`${origin}/payment-sandbox/v1/payment_token`, { method: 'POST', body: 'number=4111' });
    expect(wrongType.status).toBe(415);
    const huge = await fetch(`${origin}/payment-sandbox/v1/payment_token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ data: { number: 'x'.repeat(10_000) } }),
    });
    expect(huge.status).toBe(413);
    // With the real provider the stand-in is not there: the page loads Iugu's own script.
    const live = createGateway({ apiUrl: real.api.url, webDist: '/nonexistent', paymentProvider: 'iugu' });
    const liveServer = createServer(live.handler);
    await new Promise<void>((resolve) => liveServer.listen(0, '127.0.0.1', resolve));
    const liveAddress = liveServer.address();
    const liveOrigin = `http://127.0.0.1:${typeof liveAddress === 'object' && liveAddress ? liveAddress.port : 0}`;
    expect((await fetch(`${liveOrigin}/payment-sandbox/iugu.js`)).status).toBe(404);
    // Iugu's script and API are allowed in the page then, and only then.
    const livePolicy = (await fetch(`${liveOrigin}/`)).headers.get('content-security-policy') ?? '';
    expect(livePolicy).toContain("script-src 'self' https://js.iugu.com;");
    expect(livePolicy).toContain("connect-src 'self' https://api.iugu.com;");
    const sandboxPolicy = (await fetch(`${origin}/`)).headers.get('content-security-policy') ?? '';
    expect(sandboxPolicy).toContain("script-src 'self';");
    expect(sandboxPolicy).not.toContain('iugu');
    liveServer.closeAllConnections();
    await new Promise((resolve) => liveServer.close(resolve));
    await live.close();
    expect(paymentCspSources('sandbox')).toEqual({ scriptSrc: [], connectSrc: [] });
    expect(paymentCspSources('iugu').scriptSrc).toEqual(['https://js.iugu.com']);
  });

  it('adds and removes cards, refuses a declined one in the provider\'s words, and upgrades', async () => {
    const admin = await real.signUp('Maria Souza', 'free');
    const iugu = await loadScript();
    iugu.setAccountID('sandbox-account');
    iugu.setTestMode(true);

    const before = await graphql(BILLING, admin);
    expect(before.data.viewer.company.subscription).toMatchObject({ plan: { identifier: 'FREE' }, status: 'active', suspended: false });

    const refusedPlan = await graphql('mutation { changePlan(input: { planIdentifier: TEAM }) { company { id } fullMessages } }', admin);
    expect(refusedPlan.data.changePlan).toEqual({ company: null, fullMessages: ['Adicione uma forma de pagamento antes de fazer upgrade.'] });

    const declined = await graphql(ADD, admin, { input: { token: (await tokenOf(iugu, '4012 8888 8888 1881')).id } });
    expect(declined.data.addPaymentMethod).toMatchObject({ paymentMethod: null, company: null, fullMessages: ['Transação negada'] });

    const added = await graphql(ADD, admin, { input: { token: (await tokenOf(iugu, '4111 1111 1111 1111')).id, setAsDefault: true } });
    expect(added.data.addPaymentMethod).toMatchObject({
      paymentMethod: { description: 'Cartão final 1111', brand: 'VISA', displayNumber: 'XXXX-XXXX-XXXX-1111', isDefault: true },
      company: { paymentMethods: [{ id: added.data.addPaymentMethod.paymentMethod.id }], subscription: { suspended: false } },
      errors: [],
    });

    const upgraded = await graphql(
      'mutation { changePlan(input: { planIdentifier: TEAM }) { company { plan { identifier usersLimit } subscription { plan { identifier } active nextCharge } } errors { field } } }',
      admin,
    );
    expect(upgraded.data.changePlan.company).toMatchObject({
      plan: { identifier: 'TEAM', usersLimit: 5 },
      subscription: { plan: { identifier: 'TEAM' }, active: true, nextCharge: expect.any(String) },
    });

    const removed = await graphql(
      'mutation ($id: ID!) { removePaymentMethod(input: { id: $id }) { deletedPaymentMethodId company { paymentMethods { id } } } }',
      admin,
      { id: added.data.addPaymentMethod.paymentMethod.id },
    );
    expect(removed.data.removePaymentMethod).toEqual({ deletedPaymentMethodId: added.data.addPaymentMethod.paymentMethod.id, company: { paymentMethods: [] } });
  });

  it('keeps billing from users who may not see it', async () => {
    const admin = await real.signUp('Maria Souza', 'lean');
    const email = `equipe.${Date.now()}@exemplo.com.br`;
    const created = await graphql(
      `mutation ($input: CreateUserInput!) { createUser(input: $input) { user { id } errors { field messages } } }`,
      admin,
      { input: { email, name: 'Equipe', accountType: 'LIMITED', password: 'segredo1', passwordConfirmation: 'segredo1' } },
    );
    expect(created.data.createUser.errors).toEqual([]);
    const signedIn = await graphql(
      'mutation ($input: SignInInput!) { signIn(input: $input) { session { accessToken client expiry tokenType uid } } }',
      {},
      { input: { email, password: 'segredo1' } },
    );
    const session = signedIn.data.signIn.session;
    const limited = headersOf(session);
    const result = await graphql('{ viewer { company { subscription { status } } } }', limited);
    expect(result.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN', status: 403 });
    const change = await graphql('mutation { changePlan(input: { planIdentifier: TEAM }) { company { id } } }', limited);
    expect(change.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN', status: 403 });
  });
});
