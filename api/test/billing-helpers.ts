import type { FastifyInstance } from 'fastify';
import type { AuthHeaders } from './helpers.ts';

export const CARDS = {
  approved: '4111 1111 1111 1111',
  declined: '4012 8888 8888 1881',
  chargeRefused: '4000 0000 0000 0002',
} as const;

export const SANDBOX_ACCOUNT = 'sandbox-account';

/** What the browser script sends for a card: Iugu's payment_token request. */
export function tokenRequest(number: string, overrides: Record<string, unknown> = {}) {
  return {
    account_id: SANDBOX_ACCOUNT,
    method: 'credit_card',
    test: true,
    data: { number, verification_value: '123', first_name: 'Maria', last_name: 'Souza', month: '12', year: '2030' },
    ...overrides,
  };
}

export async function cardToken(app: FastifyInstance, number: string = CARDS.approved): Promise<string> {
  const response = await app.inject({ method: 'POST', url: '/payment-sandbox/v1/payment_token', payload: tokenRequest(number) });
  if (response.statusCode !== 200) throw new Error(`token refused: ${response.body}`);
  return response.json<{ id: string }>().id;
}

export function addCard(
  app: FastifyInstance,
  auth: AuthHeaders,
  companyId: number,
  token: string,
  extra: Record<string, unknown> = {},
) {
  return app.inject({
    method: 'POST',
    url: `/api/v1/companies/${companyId}/payment_methods`,
    headers: auth,
    payload: { payment_method: { token, item_type: 'credit_card', set_as_default: true, ...extra } },
  });
}

export function changePlan(app: FastifyInstance, auth: AuthHeaders, companyId: number, plan: string) {
  return app.inject({
    method: 'POST',
    url: `/api/v1/companies/${companyId}/subscription_changes`,
    headers: auth,
    payload: { subscription: { plan_identifier: plan } },
  });
}

export function getSubscription(app: FastifyInstance, auth: AuthHeaders, companyId: number) {
  return app.inject({ method: 'GET', url: `/api/v1/companies/${companyId}/subscriptions`, headers: auth });
}
