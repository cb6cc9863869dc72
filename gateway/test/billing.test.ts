import { describe, expect, it } from 'vitest';
import { toGlobalId } from '../src/relay.ts';
import { company, json, mockedGatewayEachTest, plans, session } from './helpers.ts';

const m = mockedGatewayEachTest();

const withSession = { headers: session };
const card = { id: 9, description: 'Cartão final 1111', item_type: 'credit_card', data: { brand: 'VISA', display_number: 'XXXX-XXXX-XXXX-1111' }, is_default: true, created_at: '2026-11-22T10:00:00.000Z' };
const subscription = {
  id: 3,
  plan_identifier: 'lean',
  plan: plans[1],
  status: 'active',
  active: true,
  suspended: false,
  trial_ends_at: null,
  trial_days_left: null,
  next_charge: '2026-12-22T10:00:00.000Z',
  cancel_at_period_end: false,
  created_at: '2026-01-10T09:00:00.000Z',
};

describe('billing', () => {
  it('reads the subscription and the cards of the viewer\'s company, one call each', async () => {
    m.replyViewer();
    m.api.intercept({ path: '/api/v1/companies/7/subscriptions', method: 'GET' }).reply(200, { subscription }, json);
    m.api.intercept({ path: '/api/v1/companies/7/payment_methods', method: 'GET' }).reply(200, { payment_methods: [card] }, json);
    const result = await m.graphql(
      '{ viewer { company { subscription { status active trialDaysLeft nextCharge plan { identifier } } paymentMethods { id description brand displayNumber isDefault } } } }',
      withSession,
    );
    expect(result.data).toEqual({
      viewer: {
        company: {
          subscription: { status: 'active', active: true, trialDaysLeft: null, nextCharge: '2026-12-22T10:00:00.000Z', plan: { identifier: 'LEAN' } },
          paymentMethods: [{ id: toGlobalId('PaymentMethod', 9), description: 'Cartão final 1111', brand: 'VISA', displayNumber: 'XXXX-XXXX-XXXX-1111', isDefault: true }],
        },
      },
    });
    expect(m.calls().map((call) => `${call.method} ${call.path}`)).toEqual([
      'GET /api/v1/auth/validate_token',
      'GET /api/v1/companies/7/subscriptions',
      'GET /api/v1/companies/7/payment_methods',
    ]);
  });

  it("reads a card by its global id only among the viewer's company's cards", async () => {
    m.replyViewer();
    m.api.intercept({ path: '/api/v1/companies/7/payment_methods', method: 'GET' }).reply(200, { payment_methods: [card] }, json);
    const result = await m.graphql(
      `{ mine: node(id: "${toGlobalId('PaymentMethod', 9)}") { ... on PaymentMethod { description } } other: node(id: "${toGlobalId('PaymentMethod', 10)}") { id } }`,
      withSession,
    );
    expect(result.data).toEqual({ mine: { description: 'Cartão final 1111' }, other: null });
  });

  it('sends only the token to the api and answers a refusal as data in the provider\'s words', async () => {
    m.replyViewer();
    m.api
      .intercept({ path: '/api/v1/companies/7/payment_methods', method: 'POST' })
      .reply(422, { message: 'Transação negada', errors: { base: ['Transação negada'] }, full_messages: ['Transação negada'] }, json);
    const result = await m.graphql(
      'mutation { addPaymentMethod(input: { token: "ABC123", description: "  " }) { paymentMethod { id } company { id } errors { field messages } fullMessages } }',
      withSession,
    );
    expect(result.data).toEqual({
      addPaymentMethod: { paymentMethod: null, company: null, errors: [{ field: 'base', messages: ['Transação negada'] }], fullMessages: ['Transação negada'] },
    });
    const post = m.calls().find((call) => call.method === 'POST');
    expect(JSON.parse(post?.body ?? 'null')).toEqual({
      payment_method: { token: 'ABC123', description: null, item_type: 'credit_card', set_as_default: true },
    });
  });

  it('changes the plan and reads the company again through the session', async () => {
    m.replyViewer();
    m.api.intercept({ path: '/api/v1/companies/7/subscription_changes', method: 'POST' }).reply(200, { subscription }, json);
    m.replyViewer({ company: { ...company, plan_id: 3, plan_identifier: 'team' } });
    m.api.intercept({ path: '/api/v1/plans', method: 'GET' }).reply(200, { plans }, json);
    const result = await m.graphql('mutation { changePlan(input: { planIdentifier: TEAM }) { company { plan { identifier } } fullMessages } }', withSession);
    expect(result.data).toEqual({ changePlan: { company: { plan: { identifier: 'TEAM' } }, fullMessages: [] } });
    const change = m.calls().find((call) => call.path.endsWith('/subscription_changes'));
    expect(JSON.parse(change?.body ?? 'null')).toEqual({ subscription: { plan_identifier: 'team' } });
  });
});
