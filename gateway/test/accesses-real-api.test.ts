import { startTestApi, type TestApi } from '@practice/api/testing';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createGateway, type Gateway } from '../src/server.ts';
import type { GraphQLResult } from './helpers.ts';

let api: TestApi;
let gateway: Gateway;
let admin: Record<string, string>;
let limited: Record<string, string>;
let other: Record<string, string>;
let customerId: number;

// Answers are checked with expect(); reading a value out of one needs no type of its own.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyData = Record<string, any>;

async function graphql(query: string, headers: Record<string, string>, variables?: Record<string, unknown>) {
  const response = await gateway.yoga.fetch('http://gateway.test/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-graphql-csrf': '1', ...headers },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as GraphQLResult & { data: AnyData };
}

async function signIn(email: string, password: string): Promise<Record<string, string>> {
  const result = await graphql(
    'mutation ($input: SignInInput!) { signIn(input: $input) { session { accessToken client expiry tokenType uid } errors } }',
    {},
    { input: { email, password } },
  );
  const session = result.data.signIn.session;
  expect(session, JSON.stringify(result.data.signIn.errors)).toBeTruthy();
  return { 'access-token': session.accessToken, client: session.client, expiry: session.expiry, 'token-type': session.tokenType, uid: session.uid };
}

async function signUp(name: string): Promise<Record<string, string>> {
  const email = `${name.toLowerCase()}.${Date.now()}.${Math.random().toString(36).slice(2)}@exemplo.com.br`;
  const password = 'segredo12';
  const response = await fetch(`${api.url}/api/v1/auth/create_account`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      checkout_process: { plan_identifier: 'team', customer_name: name, customer_email: email, customer_email_confirmation: email, customer_password: password, customer_password_confirmation: password },
    }),
  });
  if (response.status !== 201) throw new Error(`signup failed: ${response.status}`);
  return { 'access-token': response.headers.get('access-token')!, client: response.headers.get('client')!, uid: response.headers.get('uid')! };
}

const ACCESSES = `query ($id: Int!, $first: Int, $after: String) { customer(databaseId: $id) {
  accesses(first: $first, after: $after) { edges { node { databaseId userName action createdAt ip } } pageInfo { hasNextPage endCursor } }
} }`;

beforeAll(async () => {
  api = await startTestApi();
  gateway = createGateway({ apiUrl: api.url, webDist: '/nonexistent' });
  admin = await signUp('Helena');
  other = await signUp('Outra');
  const created = await graphql(`mutation ($input: CreateUserInput!) { createUser(input: $input) { fullMessages } }`, admin, {
    input: { email: `lia.${Date.now()}@exemplo.com.br`, name: 'Lia Limitada', accountType: 'LIMITED', password: 'senha123', passwordConfirmation: 'senha123' },
  });
  expect(created.data.createUser.fullMessages).toEqual([]);
  const viewer = await graphql('{ viewer { email } }', admin);
  expect(viewer.errors).toBeUndefined();
  const response = await fetch(`${api.url}/api/v1/customers`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...admin },
    body: JSON.stringify({ customer: { name: 'Joana Dias', fields_values: '{}' } }),
  });
  customerId = ((await response.json()) as AnyData).customer.id;
  limited = await signIn((await limitedEmail()) as string, 'senha123');
});
afterAll(async () => {
  await gateway?.close();
  await api?.close();
});

async function limitedEmail() {
  const row = await api.db.selectFrom('users').select('email').where('name', '=', 'Lia Limitada').executeTakeFirstOrThrow();
  return row.email;
}

describe("a customer's access log through the gateway, against the real api", () => {
  it('lists the reads of the record, newest first, page by page', async () => {
    const read = await graphql('query ($id: Int!) { customer(databaseId: $id) { name } }', limited, { id: customerId });
    expect(read.errors).toBeUndefined();
    expect(read.data.customer.name).toBe('Joana Dias');
    await graphql('query ($id: Int!) { customer(databaseId: $id) { name notes(first: 5) { edges { node { id } } } } }', admin, { id: customerId });
    const edges = await vi.waitFor(
      async () => {
        // Each look is a read of the customer too, so it adds an entry of its own.
        const result = await graphql(ACCESSES, admin, { id: customerId, first: 100 });
        expect(result.errors).toBeUndefined();
        const found = result.data.customer.accesses.edges as AnyData[];
        expect(found.map(({ node }) => node.userName)).toContain('Lia Limitada');
        return found;
      },
      { timeout: 5000, interval: 300 },
    );
    const actions = edges.map(({ node }) => [node.userName, node.action]);
    expect(actions).toContainEqual(['Lia Limitada', 'Visualizou o cadastro']);
    expect(actions).toContainEqual(['Helena', 'Visualizou as anotações']);
    expect(edges[0]!.node.createdAt).toEqual(expect.any(String));

    const first = await graphql(ACCESSES, admin, { id: customerId, first: 1 });
    expect(first.data.customer.accesses.pageInfo.hasNextPage).toBe(true);
    const next = await graphql(ACCESSES, admin, { id: customerId, first: 1, after: first.data.customer.accesses.pageInfo.endCursor });
    expect(next.data.customer.accesses.edges[0].node.databaseId).not.toBe(first.data.customer.accesses.edges[0].node.databaseId);
  });

  it('refuses a limited user as FORBIDDEN, and another company sees no such customer', async () => {
    const refused = await graphql(ACCESSES, limited, { id: customerId });
    expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN', status: 403 });
    const foreign = await graphql(ACCESSES, other, { id: customerId });
    expect(foreign.data?.customer ?? null).toBeNull();
  });

  it('refuses a page size out of range before asking the api', async () => {
    const result = await graphql(ACCESSES, admin, { id: customerId, first: 500 });
    expect(result.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
  });
});
