import { beforeAll, describe, expect, it, vi } from 'vitest';
import { useRealApi, type AnyData } from './real-api.ts';

const real = useRealApi({ gateway: { webDist: '/nonexistent' } });
const { graphql, signIn, signUp } = real;

let admin: Record<string, string>;
let limited: Record<string, string>;
let other: Record<string, string>;
let customerId: number;

const ACCESSES = `query ($id: Int!, $first: Int, $after: String) { customer(databaseId: $id) {
  accesses(first: $first, after: $after) { edges { node { databaseId userName action createdAt ip } } pageInfo { hasNextPage endCursor } }
} }`;

beforeAll(async () => {
  admin = await signUp('Helena');
  other = await signUp('Outra');
  const created = await graphql(`mutation ($input: CreateUserInput!) { createUser(input: $input) { fullMessages } }`, admin, {
    input: { email: `lia.${Date.now()}@exemplo.com.br`, name: 'Lia Limitada', accountType: 'LIMITED', password: 'senha123', passwordConfirmation: 'senha123' },
  });
  expect(created.data.createUser.fullMessages).toEqual([]);
  const viewer = await graphql('{ viewer { email } }', admin);
  expect(viewer.errors).toBeUndefined();
  const response = await fetch(`${real.api.url}/api/v1/customers`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...admin },
    body: JSON.stringify({ customer: { name: 'Joana Dias', fields_values: '{}' } }),
  });
  customerId = ((await response.json()) as AnyData).customer.id;
  limited = await signIn((await limitedEmail()) as string, 'senha123');
});

async function limitedEmail() {
  const row = await real.api.db.selectFrom('users').select('email').where('name', '=', 'Lia Limitada').executeTakeFirstOrThrow();
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
