import { createServer, type Server } from 'node:http';
import { Writable } from 'node:stream';
import { runInNewContext } from 'node:vm';
import { startTestApi, type TestApi } from '@practice/api/testing';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { routePatternOf } from '../src/metrics/index.ts';
import { createGateway, type Gateway } from '../src/server.ts';
import { graphqlAt, headersOf, type AnyData, type GraphQLSession } from './real-api.ts';

const TOKEN = 'gateway-metrics-0123456789';
const API_TOKEN = 'api-metrics-token-0123456789';


const apiLog: string[] = [];
const gatewayLog: string[] = [];
const apiStream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    apiLog.push(chunk.toString());
    done();
  },
});

let api: TestApi;
let gateway: Gateway;
let server: Server;
let origin: string;
let plain: Gateway;
let plainServer: Server;
let plainOrigin: string;

async function listen(handler: Gateway['handler']): Promise<[Server, string]> {
  const listening = createServer(handler);
  await new Promise<void>((resolve) => listening.listen(0, '127.0.0.1', resolve));
  const address = listening.address();
  return [listening, `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`];
}

beforeAll(async () => {
  api = await startTestApi({ config: { metricsToken: API_TOKEN }, logger: { level: 'trace', stream: apiStream } });
  gateway = createGateway({
    apiUrl: api.url,
    webDist: '/nonexistent',
    metricsToken: TOKEN,
    logRequest: (fields) => gatewayLog.push(JSON.stringify(fields)),
  });
  [server, origin] = await listen(gateway.handler);
  plain = createGateway({ apiUrl: api.url, webDist: '/nonexistent' });
  [plainServer, plainOrigin] = await listen(plain.handler);
  // Whatever the gateway's libraries print goes in its log too.
  for (const method of ['log', 'info', 'warn', 'error', 'debug'] as const) {
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
      gatewayLog.push(args.map(String).join(' '));
    });
  }
});
afterAll(async () => {
  vi.restoreAllMocks();
  for (const listening of [server, plainServer]) {
    listening?.closeAllConnections();
    await new Promise((resolve) => listening?.close(resolve));
  }
  await gateway?.close();
  await plain?.close();
  await api?.close();
});

const SESSION = 'session { accessToken client expiry tokenType uid }';

describe('GET /metrics on the gateway', () => {
  it('is a 404 without the token, with a wrong one, and while METRICS_TOKEN is unset', async () => {
    for (const [at, authorization] of [
      [origin, undefined],
      [origin, 'Bearer gateway-metrics-0123456780'],
      [origin, TOKEN],
      [plainOrigin, `Bearer ${TOKEN}`],
    ] as const) {
      const response = await fetch(`${at}/metrics`, { headers: authorization ? { authorization } : {} });
      expect(response.status).toBe(404);
      expect(await response.text()).toBe('Não encontrado');
    }
  });

  it('counts operations by name and status, REST calls by route pattern, live subscribers and the process', async () => {
    await graphqlAt(origin, 'query ViewerForMetrics { viewer { id } }');
    await graphqlAt(origin, 'query PlansForMetrics { plans { identifier } }');
    const response = await fetch(`${origin}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).toMatch(/gateway_http_request_duration_seconds_count\{route="graphql",operation="ViewerForMetrics",status="200"\} 1/);
    expect(text).toMatch(/gateway_http_request_duration_seconds_count\{route="graphql",operation="PlansForMetrics",status="200"\} 1/);
    expect(text).toMatch(/gateway_upstream_request_duration_seconds_count\{method="GET",route="\/api\/v1\/[^"]*",status="200"\} \d+/);
    expect(text).toMatch(/gateway_live_subscriptions 0/);
    expect(text).toContain('gateway_process_resident_memory_bytes');
    expect(text).toContain('gateway_nodejs_eventloop_lag_seconds');
  });
});

describe('request ids', () => {
  it("answers with the caller's safe x-request-id, sends it to the api, and both log it", async () => {
    // The payment settings, which the api answers for each request (the plans may be kept by the gateway).
    const { response } = await graphqlAt(origin, 'query { paymentGateway { provider } }', { 'x-request-id': 'trace-abc_123' });
    expect(response.headers.get('x-request-id')).toBe('trace-abc_123');
    expect(gatewayLog.some((line) => line.includes('"reqId":"trace-abc_123"'))).toBe(true);
    expect(apiLog.some((line) => line.includes('"reqId":"trace-abc_123"'))).toBe(true);
  });

  it('makes a new one for a missing or unsafe id', async () => {
    for (const given of [undefined, 'x'.repeat(129), 'a b', '']) {
      const { response } = await graphqlAt(origin, '{ plans { identifier } }', given === undefined ? {} : { 'x-request-id': given });
      expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    }
  });
});

interface IuguScript {
  setAccountID(id: string): void;
  setTestMode(on: boolean): void;
  CreditCard: new (...args: string[]) => unknown;
  createPaymentToken(card: unknown, callback: (answer: AnyData) => void): void;
}

async function loadScript(): Promise<IuguScript> {
  const response = await fetch(`${origin}/payment-sandbox/iugu.js`);
  const window: AnyData = { fetch: (path: string, init: RequestInit) => fetch(new URL(path, origin), init) };
  window.globalThis = window;
  runInNewContext(await response.text(), window);
  return window.Iugu as IuguScript;
}

describe('logs', () => {
  it('hold no password, token, CPF, e-mail or card number', async () => {
    const email = `privado.${Date.now()}@exemplo.com.br`;
    const password = 'Segredo-Muito-Privado-42';
    const signedUp = await graphqlAt(origin, `mutation ($input: SignUpInput!) { signUp(input: $input) { ${SESSION} errors { field } } }`, {}, {
      input: {
        planIdentifier: 'FREE',
        customerName: 'Maria Souza',
        customerEmail: email,
        customerEmailConfirmation: email,
        customerPassword: password,
        customerPasswordConfirmation: password,
      },
    });
    expect(signedUp.body.data.signUp.errors).toEqual([]);
    const signedIn = await graphqlAt(origin, `mutation ($input: SignInInput!) { signIn(input: $input) { ${SESSION} errors } }`, {}, { input: { email, password } });
    const session = signedIn.body.data.signIn.session as GraphQLSession;
    const auth = headersOf(session);

    const field = async (question: string, answerType: string) => {
      const created = await graphqlAt(origin, 'mutation ($input: CreateCustomerFieldInput!) { createCustomerField(input: $input) { customerField { id } errors { field } } }', auth, { input: { question, answerType, mandatory: false, options: [] } });
      return created.body.data.createCustomerField.customerField.id as string;
    };
    const cpfField = await field('CPF', 'CPF');
    const emailField = await field('E-mail', 'SHORT_TEXT');
    const customerEmail = `paciente.${Date.now()}@exemplo.com.br`;
    const created = await graphqlAt(origin, 'mutation ($input: CreateCustomerInput!) { createCustomer(input: $input) { customer { id } errors { field messages } } }', auth, { input: { name: 'João Paciente', answers: [{ fieldId: cpfField, values: ['529.982.247-25'] }, { fieldId: emailField, values: [customerEmail] }] } });
    expect(created.body.data.createCustomer.errors).toEqual([]);

    const iugu = await loadScript();
    iugu.setAccountID('sandbox-account');
    iugu.setTestMode(true);
    const token = await new Promise<AnyData>((resolve) =>
      iugu.createPaymentToken(new iugu.CreditCard('4111 1111 1111 1111', '12', '2030', 'Maria', 'Souza', '123'), resolve),
    );
    const added = await graphqlAt(origin, 'mutation ($input: AddPaymentMethodInput!) { addPaymentMethod(input: $input) { paymentMethod { displayNumber } errors { field } } }', auth, { input: { token: token.id, setAsDefault: true } });
    expect(added.body.data.addPaymentMethod.paymentMethod).toEqual({ displayNumber: 'XXXX-XXXX-XXXX-1111' });

    const logs = { api: apiLog.join(''), gateway: gatewayLog.join('\n') };
    // Both logged the whole flow, so finding nothing below means something.
    expect(logs.api.split('\n').length).toBeGreaterThan(20);
    expect(gatewayLog.length).toBeGreaterThan(10);
    for (const secret of [
      password,
      session.accessToken,
      session.client,
      '529.982.247-25',
      '52998224725',
      email,
      customerEmail,
      '4111 1111 1111 1111',
      '4111111111111111',
      token.id as string,
    ]) {
      expect(logs.api).not.toContain(secret);
      expect(logs.gateway).not.toContain(secret);
    }
  });
});

describe('routePatternOf', () => {
  it('drops the query and puts :id for ids and long tokens, keeping the version', () => {
    expect(routePatternOf('/api/v1/customers/123/notes?page=2&search=maria@exemplo.com')).toBe('/api/v1/customers/:id/notes');
    expect(routePatternOf('/api/v1/companies/7/users/9')).toBe('/api/v1/companies/:id/users/:id');
    expect(routePatternOf('/api/v1/public/booking/abcdefabcdefabcdefabcdefabcdefab12')).toBe('/api/v1/public/booking/:id');
    expect(routePatternOf('/api/v1/plans')).toBe('/api/v1/plans');
  });
});
