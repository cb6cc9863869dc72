import { makeExecutableSchema } from '@graphql-tools/schema';
import { getIntrospectionQuery } from 'graphql';
import { createYoga } from 'graphql-yoga';
import { describe, expect, it } from 'vitest';
import { toGlobalId } from '../src/relay.ts';
import { protections } from '../src/server.ts';
import { json, mockedGatewayEachTest, plans, type GraphQLResult } from './helpers.ts';

const m = mockedGatewayEachTest();

/** The shape the app's schema is growing into (customers, notes), to size the limits ahead of it. */
const appShaped = createYoga({
  schema: makeExecutableSchema({
    typeDefs: /* GraphQL */ `
      type Query { viewer: User node(id: ID!): Node }
      interface Node { id: ID! }
      type User implements Node { id: ID! name: String email: String imageUrl: String company: Company! }
      type Company implements Node {
        id: ID! companyTreatment: String! customerTreatment: String! customerTreatmentPlural: String!
        customers(first: Int, after: String, search: String): CustomerConnection!
        customerFields: [CustomerField!]!
      }
      type CustomerConnection { edges: [CustomerEdge!]! pageInfo: PageInfo! totalCount: Int! }
      type CustomerEdge { cursor: String! node: Customer! }
      type PageInfo { endCursor: String hasNextPage: Boolean! }
      type Customer implements Node {
        id: ID! name: String! imageUrl: String createdAt: String!
        answers: [Answer!]!
        notes(first: Int, after: String): NoteConnection!
      }
      type Answer { field: CustomerField! value: String }
      type CustomerField { id: ID! question: String! answerType: String! mandatory: Boolean! options: [String!]! }
      type NoteConnection { edges: [NoteEdge!]! pageInfo: PageInfo! }
      type NoteEdge { cursor: String! node: Note! }
      type Note implements Node { id: ID! body: String! locked: Boolean! createdAt: String! creator: User! }
    `,
    resolvers: { Node: { __resolveType: () => 'User' } },
  }),
  plugins: protections(),
  logging: false,
});

async function run(yoga: { fetch: typeof appShaped.fetch }, query: string, variables?: Record<string, unknown>): Promise<GraphQLResult> {
  const response = await yoga.fetch('http://gateway.test/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-graphql-csrf': '1' },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as GraphQLResult;
}

const largestAppQuery = /* GraphQL */ `
  query CustomersPageQuery($search: String) {
    viewer { ...AppShell_viewer company { ...CustomersTable_company } }
  }
  fragment AppShell_viewer on User { id name email imageUrl company { id companyTreatment customerTreatmentPlural } }
  fragment CustomersTable_company on Company {
    customerFields { id question answerType }
    customers(first: 40, search: $search) {
      edges { cursor node { ...CustomerRow_customer } }
      pageInfo { endCursor hasNextPage }
      totalCount
    }
  }
  fragment CustomerRow_customer on Customer {
    id name imageUrl createdAt
    answers { value field { ...FieldLabel_field } }
  }
  fragment FieldLabel_field on CustomerField { id question answerType mandatory options }
`;

function refusal(result: GraphQLResult): string {
  expect(result.data).toBeUndefined();
  return result.errors?.map((error) => error.message).join(' ') ?? '';
}

describe('operation limits', () => {
  it('let the largest app-shaped query through: depth 8, Relay fragments, a 40-row connection', async () => {
    expect(await run(appShaped, largestAppQuery)).toEqual({ data: { viewer: null } });
  });

  it('let GraphiQL introspect the schema', async () => {
    const result = await run(
      m.gateway.yoga,
      getIntrospectionQuery({ descriptions: true, specifiedByUrl: true, directiveIsRepeatable: true, schemaDescription: true, inputValueDeprecation: true, oneOf: true }),
    );
    expect(result.errors).toBeUndefined();
    expect((result.data?.__schema as { types: unknown[] }).types.length).toBeGreaterThan(20);
  });

  it('refuse a query nested deeper than 10 levels', async () => {
    const nested = (levels: number) => `{ __type(name: "User") { fields { type ${'{ ofType '.repeat(levels)}{ name }${' }'.repeat(levels)} } } }`;
    expect((await run(m.gateway.yoga, nested(5))).errors).toBeUndefined();
    expect(refusal(await run(m.gateway.yoga, nested(7)))).toContain('Query depth limit of 10 exceeded');
    expect(refusal(await run(appShaped, `{ viewer { company { customers(first: 1) { edges { node { notes(first: 1) { edges { node { creator { company { id } } } } } } } } } } }`))).toContain(
      'Query depth limit',
    );
  });

  it('refuse a query that costs too much, however few tokens it takes', async () => {
    const spreads = Array.from({ length: 1500 }, () => '...Everything').join(' ');
    const query = `{ viewer { company { ${spreads} } } } fragment Everything on Company { id hashid companyTreatment companyTreatmentPlural customerTreatment customerTreatmentPlural plan { id name } }`;
    expect(refusal(await run(m.gateway.yoga, query))).toContain('Query Cost limit of 50000 exceeded');
    expect(refusal(await run(appShaped, largestAppQuery.replace('first: 40', 'first: 500')))).toContain('Query Cost limit');
  });

  it('refuse more than 15 aliases', async () => {
    m.api.intercept({ path: '/api/v1/plans', method: 'GET' }).reply(200, { plans }, json);
    const aliases = (count: number) => `{ ${Array.from({ length: count }, (_, index) => `p${index}: plans { id }`).join(' ')} }`;
    expect((await run(m.gateway.yoga, aliases(15))).errors).toBeUndefined();
    expect(refusal(await run(m.gateway.yoga, aliases(16)))).toContain('Aliases limit of 15 exceeded');
  });

  it('refuse more than 25 directives', async () => {
    const directives = '@include(if: true) '.repeat(26);
    expect(refusal(await run(m.gateway.yoga, `{ __typename ${directives} }`))).toContain('Directives limit of 25 exceeded');
  });

  it('refuse a document of more than 4000 tokens', async () => {
    const fields = Array.from({ length: 4001 }, () => '__typename').join(' ');
    expect(refusal(await run(m.gateway.yoga, `{ ${fields} }`))).toContain('Token limit of 4000 exceeded');
  });

  it('refuse nodes() of more than 100 ids before calling the api', async () => {
    const ids = Array.from({ length: 101 }, (_, index) => toGlobalId('Plan', index + 1));
    const result = await run(m.gateway.yoga, 'query ($ids: [ID!]!) { nodes(ids: $ids) { id } }', { ids });
    expect(result.errors?.[0]).toMatchObject({ message: 'Informe no máximo 100 ids por consulta.', extensions: { code: 'BAD_USER_INPUT', status: 400 } });
    expect(m.calls()).toEqual([]);
  });

  it('do not suggest field names to someone probing the schema', async () => {
    const result = await run(m.gateway.yoga, '{ viewr { id } }');
    expect(result.errors?.[0]?.message).not.toContain('Did you mean');
  });
});

describe('CSRF prevention', () => {
  const query = '{ __typename }';

  it('refuses a GET without the x-graphql-csrf header and accepts it with the header', async () => {
    const url = `http://gateway.test/graphql?query=${encodeURIComponent(query)}`;
    const without = await m.gateway.yoga.fetch(url, { headers: { accept: 'application/json' } });
    expect(without.status).toBe(403);
    const withHeader = await m.gateway.yoga.fetch(url, { headers: { accept: 'application/json', 'x-graphql-csrf': '1' } });
    expect(withHeader.status).toBe(200);
    expect(await withHeader.json()).toEqual({ data: { __typename: 'Query' } });
  });

  it('refuses a multipart POST without the header and accepts it with the header', async () => {
    const multipart = () => {
      const form = new FormData();
      form.append('operations', JSON.stringify({ query }));
      form.append('map', '{}');
      return form;
    };
    const without = await m.gateway.yoga.fetch('http://gateway.test/graphql', { method: 'POST', body: multipart() });
    expect(without.status).toBe(403);
    const withHeader = await m.gateway.yoga.fetch('http://gateway.test/graphql', {
      method: 'POST',
      body: multipart(),
      headers: { 'x-graphql-csrf': '1' },
    });
    expect(withHeader.status).toBe(200);
    expect(await withHeader.json()).toEqual({ data: { __typename: 'Query' } });
  });

  it('accepts the JSON POST browsers preflight, which is what the web app sends', async () => {
    const response = await m.gateway.yoga.fetch('http://gateway.test/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query }),
    });
    expect(response.status).toBe(200);
  });
});
