import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { MockAgent } from 'undici';
import { afterEach, beforeEach } from 'vitest';
import { createGateway, type Gateway, type GatewayOptions } from '../src/server.ts';
import type { RestCompany } from '../src/areas/companies/index.ts';
import type { RestCustomerField } from '../src/areas/customer-fields/index.ts';
import type { RestPlan } from '../src/areas/plans/index.ts';
import type { RestWholeUser } from '../src/areas/users/index.ts';
import { customerFields } from './customer-fixtures.ts';

export const API_ORIGIN = 'http://api.test';

export const session = {
  'access-token': 'token-abc',
  client: 'client-1',
  expiry: '1900000000',
  'token-type': 'Bearer',
  uid: 'ana@clinica.com.br',
};

export const company: RestCompany = {
  id: 7,
  hashid: 'k3x9',
  name: 'Clínica Bem Viver',
  online_booking_enabled: false,
  booking_slot_minutes: 50,
  reminder_hours_before: 24,
  plan_id: 2,
  plan_identifier: 'lean',
  payment_customer_id: null,
  payment_subscription_id: null,
  require_two_factor: false,
  company_treatment: 'Clínica',
  company_treatment_plural: 'Clínicas',
  customer_treatment: 'Paciente',
  customer_treatment_plural: 'Pacientes',
  company_treatment_gender: 'feminine',
  customer_treatment_gender: 'masculine',
  customer_fields_order: [],
  image_url: null,
  image_id: null,
  print_preview_urls: { A4: '/api/v1/companies/k3x9/print_preview.pdf?page_size=A4', A5: '/api/v1/companies/k3x9/print_preview.pdf?page_size=A5' },
  professional_role: 'Psicóloga',
  professional_description: null,
  onboarding_completed_at: '2026-01-15 12:30:00',
  print_header: null,
  print_footer: null,
  created_at: '2026-01-10T09:00:00.000Z',
  updated_at: '2026-01-15T12:30:00.000Z',
};

export const user: RestWholeUser = {
  id: 21,
  company_id: 7,
  email: 'ana@clinica.com.br',
  name: 'Ana Souza',
  phone: '(11) 98765-4321',
  account_type: 'system_admin',
  image_url: null,
  image_id: null,
  onboarding_completed: true,
  created_at: '2026-01-10T09:00:00.000Z',
  updated_at: '2026-01-10T09:00:00.000Z',
  rules: [],
  company,
};

export const plans: RestPlan[] = [
  { id: 1, identifier: 'free', name: 'Gratuito', value_cents: 0, users_limit: 1, customers_limit: 50, customers_limit_period: 'total', trial_days: 0, recommended: false },
  { id: 2, identifier: 'lean', name: 'Lean', value_cents: 4990, users_limit: 2, customers_limit: 10, customers_limit_period: 'month', trial_days: 10, recommended: true },
  { id: 3, identifier: 'team', name: 'Team', value_cents: 9990, users_limit: 5, customers_limit: 30, customers_limit_period: 'month', trial_days: 10, recommended: false },
];

export const subscriptionStatus = { suspended: false, active: true, status: 'trialing', trial_ends_at: '2026-01-20T09:00:00.000Z' };

export const json = { headers: { 'content-type': 'application/json; charset=utf-8' } };

export interface GraphQLResult {
  data?: Record<string, unknown> | null;
  errors?: { message: string; path?: (string | number)[]; extensions?: Record<string, unknown> }[];
}

export interface MockedGateway {
  agent: MockAgent;
  gateway: Gateway;
  /** The REST side: intercept a call with `api.intercept({ path, method }).reply(...)`. */
  api: ReturnType<MockAgent['get']>;
  /** The api answers validate_token with `user`, changed by `changes`. */
  replyViewer(changes?: Partial<RestWholeUser>): void;
  /** The api answers company 7's questions with `fields`. */
  replyForm(fields?: RestCustomerField[]): void;
  /** What the gateway asked the api for, in order. */
  calls(): { method: string; path: string; headers: Record<string, string | string[]>; body: string | null }[];
  graphql(
    query: string,
    options?: { variables?: Record<string, unknown>; headers?: Record<string, string>; clientIp?: string },
  ): Promise<GraphQLResult>;
}

export function mockedGateway(options: { upstreamTimeoutMs?: number } = {}): MockedGateway {
  const agent = new MockAgent({ enableCallHistory: true });
  agent.disableNetConnect();
  const gateway = createGateway({ apiUrl: API_ORIGIN, dispatcher: agent, webDist: '/nonexistent', ...options });
  const api = agent.get(API_ORIGIN);
  return {
    agent,
    gateway,
    api,
    replyViewer(changes = {}) {
      api.intercept({ path: '/api/v1/auth/validate_token', method: 'GET' }).reply(200, { success: true, data: { ...user, ...changes } }, json);
    },
    replyForm(fields = customerFields) {
      api
        .intercept({ path: '/api/v1/companies/7/customer_fields', method: 'GET' })
        .reply(200, { customer_fields: fields, meta: { total_count: fields.length } }, json);
    },
    calls: () =>
      (agent.getCallHistory()?.calls() ?? []).map((call) => ({
        method: call.method,
        path: call.path,
        headers: (call.headers ?? {}) as Record<string, string | string[]>,
        body: call.body ?? null,
      })),
    async graphql(query, { variables, headers, clientIp } = {}) {
      const response = await gateway.yoga.fetch(
        'http://gateway.test/graphql',
        {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-graphql-csrf': '1', ...headers },
          body: JSON.stringify({ query, variables }),
        },
        { clientIp },
      );
      return (await response.json()) as GraphQLResult;
    },
  };
}

/**
 * A mocked gateway made before each test of the file and closed after it: the object answered is
 * the one the current test sees (its fields are those of that test's gateway).
 */
export function mockedGatewayEachTest(options: { upstreamTimeoutMs?: number } = {}): MockedGateway {
  const current = {} as MockedGateway;
  beforeEach(() => {
    Object.assign(current, mockedGateway(options));
  });
  afterEach(async () => {
    await current.gateway.close();
    await current.agent.close();
  });
  return current;
}

export interface ListeningGateway {
  url: string;
  agent: MockAgent;
  close(): Promise<void>;
}

/** A gateway on a real port (127.0.0.1, any free one), its REST calls going to a MockAgent. */
export async function listenGateway(options: Partial<GatewayOptions> = {}): Promise<ListeningGateway> {
  const agent = new MockAgent({ enableCallHistory: true });
  agent.disableNetConnect();
  const gateway = createGateway({ apiUrl: API_ORIGIN, dispatcher: agent, webDist: '/nonexistent', ...options });
  const server: Server = createServer(gateway.handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    agent,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await gateway.close();
      await agent.close();
    },
  };
}
