import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SessionCompanies } from '../src/company-reads.ts';
import { createGateway, type Gateway } from '../src/server.ts';
import { customerFields } from './customer-fixtures.ts';
import { plans, session, subscriptionStatus, user, type GraphQLResult } from './helpers.ts';

/**
 * An api stand-in on a real port that holds validate_token until the company's reads have arrived
 * (or a second has passed), so a test can tell whether the gateway asked for them before knowing the
 * user: `early` lists the reads that arrived while validate_token was held.
 */
class HeldApi {
  readonly calls: string[] = [];
  readonly early: string[] = [];
  /** The plan validate_token names for the company (a plan change between requests). */
  planId = user.company!.plan_id;
  private holding = false;
  private waitingFor = new Set<string>();
  private release: (() => void) | undefined;
  private readonly server: Server = createServer((request, response) => void this.answer(request, response));

  async listen(): Promise<string> {
    this.server.listen(0, '127.0.0.1');
    await once(this.server, 'listening');
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  /** The next validate_token waits until each of these paths has been asked for. */
  holdUntil(paths: string[]): void {
    this.waitingFor = new Set(paths);
  }

  private async answer(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const path = request.url ?? '';
    this.calls.push(path);
    if (this.holding) {
      this.early.push(path);
      this.waitingFor.delete(path);
      if (this.waitingFor.size === 0) this.release?.();
    }
    if (path === '/api/v1/auth/validate_token') {
      if (this.waitingFor.size > 0) {
        this.holding = true;
        await new Promise<void>((resolve) => {
          this.release = resolve;
          setTimeout(resolve, 1000);
        });
        this.holding = false;
        this.waitingFor.clear();
      }
      const company = { ...user.company!, plan_id: this.planId };
      return this.json(response, 200, { success: true, data: { ...user, company } });
    }
    if (path === '/api/v1/plans') return this.json(response, 200, { plans });
    if (path === `/api/v1/companies/7/subscription_status`) {
      return this.json(response, 200, { data: { id: 7, type: 'subscription_status', attributes: subscriptionStatus } });
    }
    if (path === '/api/v1/companies/7/customer_fields') return this.json(response, 200, { customer_fields: customerFields });
    const planMatch = /^\/api\/v1\/companies\/7\/plans\/(\d+)$/.exec(path);
    if (planMatch) {
      const plan = plans.find((candidate) => candidate.id === Number(planMatch[1]))!;
      return this.json(response, 200, { plan: { ...plan, quota: { customers_count: 4, customers_limit: plan.customers_limit, exceeded_customers_limit: false } } });
    }
    if (path.startsWith('/api/v1/customers?')) {
      return this.json(response, 200, {
        customers: [{ id: 501, name: 'Beatriz Lima', image_url: null, created_at: '2026-02-01T10:00:00.000Z', archived_at: null, answers: [] }],
        meta: { total_count: 1 },
      });
    }
    return this.json(response, 404, { errors: ['Não encontrado.'] });
  }

  private json(response: ServerResponse, status: number, body: unknown): void {
    response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify(body));
  }

  async close(): Promise<void> {
    this.server.closeAllConnections();
    this.server.close();
    await once(this.server, 'close');
  }
}

const CUSTOMERS_SCREEN = `query CustomersScreen($page: Int!) {
  viewer {
    name
    company {
      id
      ...Quota_company
      customerFields { question }
      customers(first: 40, page: $page) { totalCount edges { node { name } } }
    }
  }
}
fragment Quota_company on Company {
  plan { identifier }
  subscriptionStatus { active }
  customersQuota { customersLimit }
}`;

const EARLY_READS = [
  '/api/v1/plans',
  '/api/v1/companies/7/subscription_status',
  '/api/v1/companies/7/plans/2',
  '/api/v1/companies/7/customer_fields',
  '/api/v1/customers?page=1&per_page=40',
];

let api: HeldApi;
let gateway: Gateway;
beforeEach(async () => {
  api = new HeldApi();
  gateway = createGateway({ apiUrl: await api.listen(), webDist: '/nonexistent' });
});
afterEach(async () => {
  await gateway.close();
  await api.close();
});

async function ask(query: string, headers: Record<string, string> = session, variables: Record<string, unknown> = { page: 1 }): Promise<GraphQLResult> {
  const response = await gateway.yoga.fetch('http://gateway.test/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-graphql-csrf': '1', ...headers },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as GraphQLResult;
}

describe("the viewer's company reads", () => {
  it("start with the user's own on a session's later requests, and answer what the first request answered", async () => {
    api.holdUntil(EARLY_READS);
    const first = await ask(CUSTOMERS_SCREEN);
    expect(first.errors).toBeUndefined();
    // Nothing is known of a session on its first request: each read waits for the user.
    expect(api.early).toEqual([]);

    api.holdUntil(EARLY_READS);
    const second = await ask(CUSTOMERS_SCREEN);
    expect(second).toEqual(first);
    expect([...api.early].sort()).toEqual([...EARLY_READS].sort());
    expect(second.data).toMatchObject({
      viewer: {
        company: {
          plan: { identifier: 'LEAN' },
          customersQuota: { customersLimit: 10 },
          customers: { totalCount: 1, edges: [{ node: { name: 'Beatriz Lima' } }] },
        },
      },
    });
    // Each read was made once per request, the early ones included.
    expect(api.calls.filter((path) => path === '/api/v1/companies/7/subscription_status')).toHaveLength(2);
  });

  it('are not started for another session, nor for fields under @skip or @include', async () => {
    await ask(CUSTOMERS_SCREEN);

    api.holdUntil(['/api/v1/companies/7/subscription_status']);
    await ask(CUSTOMERS_SCREEN, { ...session, client: 'client-2', 'access-token': 'token-def' });
    expect(api.early).toEqual([]);

    api.holdUntil(['/api/v1/companies/7/subscription_status']);
    const result = await ask(
      `query Shell($withStatus: Boolean!) { viewer { company { subscriptionStatus @include(if: $withStatus) { active } } } }`,
      session,
      { withStatus: true },
    );
    expect(result.errors).toBeUndefined();
    expect(api.early).toEqual([]);
  });

  it("read the company the api names now when the guess is out of date (a plan changed since)", async () => {
    await ask(CUSTOMERS_SCREEN);
    api.planId = 3;
    api.holdUntil(['/api/v1/companies/7/plans/2']);
    const result = await ask(CUSTOMERS_SCREEN);
    expect(result.errors).toBeUndefined();
    expect(result.data).toMatchObject({ viewer: { company: { plan: { identifier: 'TEAM' }, customersQuota: { customersLimit: 30 } } } });
    // The guessed plan's read was made and left unread; the plan the api names was read after.
    expect(api.early).toContain('/api/v1/companies/7/plans/2');
    expect(api.calls).toContain('/api/v1/companies/7/plans/3');
  });

  it('forget the oldest session beyond their capacity', () => {
    const companies = new SessionCompanies(2);
    for (const client of ['a', 'b', 'c']) companies.remember(SessionCompanies.keyOf({ ...session, client }), user);
    expect(companies.get(SessionCompanies.keyOf({ ...session, client: 'a' }))).toBeUndefined();
    expect(companies.get(SessionCompanies.keyOf({ ...session, client: 'c' }))).toEqual({ companyId: 7, planId: 2 });
  });
});
