import { describe, expect, it } from 'vitest';
import { toGlobalId } from '../src/relay.ts';
import { restCustomer } from './customer-fixtures.ts';
import { company, json, mockedGatewayEachTest, session } from './helpers.ts';

const m = mockedGatewayEachTest();

const withSession = { headers: session };
const ana = restCustomer(101, 'Ana Lima', {});
const ARCHIVED_AT = '2026-03-10T12:00:00.000Z';

const PAYLOAD = `customer { id archivedAt } customerEdge { cursor node { id name archivedAt } } errors { field messages } fullMessages`;
const ARCHIVE = `mutation ($id: ID!) { archiveCustomer(input: { id: $id }) { ${PAYLOAD} } }`;
const UNARCHIVE = `mutation ($id: ID!) { unarchiveCustomer(input: { id: $id }) { ${PAYLOAD} } }`;

type Data = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

describe('archiving customers', () => {
  it('archives a customer with a POST to its archive path and answers it with archivedAt and an edge', async () => {
    m.api.intercept({ path: '/api/v1/customers/101/archive', method: 'POST' }).reply(200, { customer: { ...ana, archived_at: ARCHIVED_AT } }, json);
    const result = await m.graphql(ARCHIVE, { ...withSession, variables: { id: toGlobalId('Customer', 101) } });
    expect(result.errors).toBeUndefined();
    const node = { id: toGlobalId('Customer', 101), archivedAt: ARCHIVED_AT };
    expect((result.data as Data).archiveCustomer).toEqual({
      customer: node,
      customerEdge: { cursor: expect.any(String), node: { ...node, name: 'Ana Lima' } },
      errors: [],
      fullMessages: [],
    });
    expect(m.calls().map((call) => `${call.method} ${call.path}`)).toEqual(['POST /api/v1/customers/101/archive']);
  });

  it('restores a customer with a POST to its unarchive path', async () => {
    m.api.intercept({ path: '/api/v1/customers/101/unarchive', method: 'POST' }).reply(200, { customer: { ...ana, archived_at: null } }, json);
    const result = await m.graphql(UNARCHIVE, { ...withSession, variables: { id: toGlobalId('Customer', 101) } });
    expect(result.errors).toBeUndefined();
    expect((result.data as Data).unarchiveCustomer.customer).toEqual({ id: toGlobalId('Customer', 101), archivedAt: null });
  });

  it("answers the api's 422 as the payload's errors", async () => {
    const message = 'Cliente arquivado: restaure-o para alterar';
    m.api.intercept({ path: '/api/v1/customers/101/archive', method: 'POST' }).reply(422, { errors: { base: [message] }, full_messages: [message] }, json);
    const result = await m.graphql(ARCHIVE, { ...withSession, variables: { id: toGlobalId('Customer', 101) } });
    expect((result.data as Data).archiveCustomer).toEqual({ customer: null, customerEdge: null, errors: [{ field: 'base', messages: [message] }], fullMessages: [message] });
  });

  it("passes on a limited user's 403 as FORBIDDEN and another company's 404 as NOT_FOUND", async () => {
    m.api.intercept({ path: '/api/v1/customers/101/archive', method: 'POST' }).reply(403, { errors: ['Você não tem permissão'] }, json);
    const forbidden = await m.graphql(ARCHIVE, { ...withSession, variables: { id: toGlobalId('Customer', 101) } });
    expect(forbidden.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN', status: 403 });
    m.api.intercept({ path: '/api/v1/customers/102/unarchive', method: 'POST' }).reply(404, { errors: ['Não encontrado'] }, json);
    const missing = await m.graphql(UNARCHIVE, { ...withSession, variables: { id: toGlobalId('Customer', 102) } });
    expect(missing.errors?.[0]?.extensions).toMatchObject({ code: 'NOT_FOUND', status: 404 });
  });

  it('asks the api for the archived customers when the list is given archived: true', async () => {
    m.replyViewer({ company });
    m.api
      .intercept({ path: '/api/v1/customers?page=1&per_page=3&archived=true', method: 'GET' })
      .reply(200, { customers: [{ ...ana, archived_at: ARCHIVED_AT }], meta: { total_count: 1 } }, json);
    const result = await m.graphql('{ viewer { company { customers(first: 3, archived: true) { totalCount edges { node { name archivedAt } } } } } }', withSession);
    expect(result.errors).toBeUndefined();
    expect((result.data as Data).viewer.company.customers).toEqual({ totalCount: 1, edges: [{ node: { name: 'Ana Lima', archivedAt: ARCHIVED_AT } }] });
  });

  it('needs a session', async () => {
    const result = await m.graphql(ARCHIVE, { variables: { id: toGlobalId('Customer', 101) } });
    expect(result.errors?.[0]?.extensions).toMatchObject({ code: 'UNAUTHENTICATED' });
    expect(m.calls()).toHaveLength(0);
  });
});
