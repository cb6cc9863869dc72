import { describe, expect, it } from 'vitest';
import { json, mockedGatewayEachTest, plans, session, subscriptionStatus, user } from './helpers.ts';

const m = mockedGatewayEachTest();

const statusBody = { data: { id: 7, type: 'subscription_status', attributes: subscriptionStatus } };

describe('per-request loaders', () => {
  it('asks the api once per resource however often one query reads it', async () => {
    m.api.intercept({ path: '/api/v1/auth/validate_token', method: 'GET' }).reply(200, { success: true, data: user }, json);
    m.api.intercept({ path: '/api/v1/companies/7/subscription_status', method: 'GET' }).reply(200, statusBody, json);
    m.api.intercept({ path: '/api/v1/plans', method: 'GET' }).reply(200, { plans }, json);

    const result = await m.graphql(
      `query AppShell {
        viewer { ...Header_viewer company { ...Suspension_company plan { ...PlanCard_plan } } }
        again: viewer { id company { id subscriptionStatus { status } } }
        plans { ...PlanCard_plan }
      }
      fragment Header_viewer on User { name company { companyTreatment subscriptionStatus { active } } }
      fragment Suspension_company on Company { subscriptionStatus { suspended trialEndsAt } }
      fragment PlanCard_plan on Plan { id identifier valueCents }`,
      { headers: session },
    );

    expect(result.errors).toBeUndefined();
    expect(result.data?.again).toEqual({ id: 'VXNlcjoyMQ==', company: { id: 'Q29tcGFueTo3', subscriptionStatus: { status: 'trialing' } } });
    expect(m.calls().map((call) => call.path).sort()).toEqual([
      '/api/v1/auth/validate_token',
      '/api/v1/companies/7/subscription_status',
      '/api/v1/plans',
    ]);
  });

  it('shares nothing between two requests', async () => {
    const other = { ...user, id: 22, email: 'bruno@clinica.com.br', name: 'Bruno' };
    m.api.intercept({ path: '/api/v1/auth/validate_token', method: 'GET' }).reply(200, { success: true, data: user }, json);
    m.api.intercept({ path: '/api/v1/auth/validate_token', method: 'GET' }).reply(200, { success: true, data: other }, json);

    const first = await m.graphql('{ viewer { email } }', { headers: session });
    const second = await m.graphql('{ viewer { email } }', { headers: { ...session, 'access-token': 'token-bruno', uid: other.email } });

    expect(first.data).toEqual({ viewer: { email: 'ana@clinica.com.br' } });
    expect(second.data).toEqual({ viewer: { email: 'bruno@clinica.com.br' } });
    expect(m.calls().map((call) => call.headers['access-token'])).toEqual(['token-abc', 'token-bruno']);
  });

  it('fails the field whose REST read failed, at its path', async () => {
    m.api.intercept({ path: '/api/v1/auth/validate_token', method: 'GET' }).reply(200, { success: true, data: user }, json);
    m.api.intercept({ path: '/api/v1/companies/7/subscription_status', method: 'GET' }).reply(404, { message: 'Assinatura não encontrada.' }, json);
    const result = await m.graphql('{ viewer { email company { hashid subscriptionStatus { suspended } } } }', { headers: session });
    expect(result.data).toEqual({ viewer: null });
    expect(result.errors).toMatchObject([
      { message: 'Assinatura não encontrada.', path: ['viewer', 'company', 'subscriptionStatus'], extensions: { code: 'NOT_FOUND', status: 404 } },
    ]);
  });
});
