import { describe, expect, it } from 'vitest';
import { fromGlobalId, toGlobalId } from '../src/relay.ts';
import { company, json, mockedGatewayEachTest, plans, session, user } from './helpers.ts';

const m = mockedGatewayEachTest();

describe('Relay global ids', () => {
  it('are base64 of Type:databaseId and decode back', () => {
    expect(toGlobalId('Company', 7)).toBe(Buffer.from('Company:7').toString('base64'));
    expect(fromGlobalId(toGlobalId('User', 21))).toEqual({ type: 'User', databaseId: 21 });
    expect(fromGlobalId(Buffer.from('Invoice:1').toString('base64'))).toBeNull();
    expect(fromGlobalId(Buffer.from('User:abc').toString('base64'))).toBeNull();
    expect(fromGlobalId('not base64 at all')).toBeNull();
  });

  it('round trip through node() for every Node type, asking the api for each by path', async () => {
    const colleague = { ...user, id: 22, name: 'Bruno', email: 'bruno@clinica.com.br', company: undefined };
    m.api.intercept({ path: '/api/v1/auth/validate_token', method: 'GET' }).reply(200, { success: true, data: user }, json).times(2);
    m.api.intercept({ path: '/api/v1/plans', method: 'GET' }).reply(200, { plans }, json).times(2);
    m.api.intercept({ path: '/api/v1/companies/7/users/21', method: 'GET' }).reply(200, { user }, json);
    m.api.intercept({ path: '/api/v1/companies/7', method: 'GET' }).reply(200, { company }, json);
    m.api.intercept({ path: '/api/v1/companies/7/users/22', method: 'GET' }).reply(200, { user: colleague }, json);

    const ids = await m.graphql('{ viewer { id company { id plan { id } } } }', { headers: session });
    const viewer = ids.data?.viewer as { id: string; company: { id: string; plan: { id: string } } };
    m.agent.clearCallHistory();

    const result = await m.graphql(
      `query ($user: ID!, $colleague: ID!, $company: ID!, $plan: ID!) {
        user: node(id: $user) { __typename id ... on User { databaseId email } }
        colleague: node(id: $colleague) { __typename id ... on User { name company { databaseId } } }
        company: node(id: $company) { __typename id ... on Company { databaseId hashid } }
        plan: node(id: $plan) { __typename id ... on Plan { identifier } }
      }`,
      {
        headers: session,
        variables: { user: viewer.id, colleague: toGlobalId('User', 22), company: viewer.company.id, plan: viewer.company.plan.id },
      },
    );

    expect(result).toEqual({
      data: {
        user: { __typename: 'User', id: viewer.id, databaseId: 21, email: 'ana@clinica.com.br' },
        colleague: { __typename: 'User', id: toGlobalId('User', 22), name: 'Bruno', company: { databaseId: 7 } },
        company: { __typename: 'Company', id: viewer.company.id, databaseId: 7, hashid: company.hashid },
        plan: { __typename: 'Plan', id: viewer.company.plan.id, identifier: 'LEAN' },
      },
    });
    // Asked for once, though two fields read it.
    expect(m.calls().map((call) => call.path).sort()).toEqual([
      '/api/v1/auth/validate_token',
      '/api/v1/companies/7',
      '/api/v1/companies/7/users/21',
      '/api/v1/companies/7/users/22',
      '/api/v1/plans',
    ]);
  });

  it('nodes() answers in the order asked, with null for ids that are not ours or that the api does not know', async () => {
    m.api.intercept({ path: '/api/v1/companies/8', method: 'GET' }).reply(404, { message: 'Empresa não encontrada.' }, json);
    m.api.intercept({ path: '/api/v1/companies/7', method: 'GET' }).reply(200, { company }, json);
    m.api.intercept({ path: '/api/v1/plans', method: 'GET' }).reply(200, { plans }, json);

    const result = await m.graphql('query ($ids: [ID!]!) { nodes(ids: $ids) { id } }', {
      headers: session,
      variables: {
        ids: [toGlobalId('Plan', 3), toGlobalId('Company', 8), 'bm9wZQ==', toGlobalId('Company', 7), toGlobalId('Plan', 1)],
      },
    });

    expect(result).toEqual({
      data: { nodes: [{ id: toGlobalId('Plan', 3) }, null, null, { id: toGlobalId('Company', 7) }, { id: toGlobalId('Plan', 1) }] },
    });
  });

  it('node() of a User or Company needs a session; of a Plan it does not', async () => {
    m.api.intercept({ path: '/api/v1/plans', method: 'GET' }).reply(200, { plans }, json);
    const result = await m.graphql(`{ user: node(id: "${toGlobalId('User', 21)}") { id } plan: node(id: "${toGlobalId('Plan', 1)}") { id } }`);
    expect(result.data).toEqual({ user: null, plan: { id: toGlobalId('Plan', 1) } });
    expect(result.errors).toMatchObject([{ path: ['user'], extensions: { code: 'UNAUTHENTICATED', status: 401 } }]);
    expect(m.calls().map((call) => call.path)).toEqual(['/api/v1/plans']);
  });
});
