// The peer gateway of the bench (bench/peer-gateway.ts), kept working: composed from the document the
// api serves, it answers the viewer with what the api's own calls answer, the session forwarded.
import { startTestApi, type TestApi } from '@practice/api/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { composePeerSupergraph, createPeerGateway, PEER_OPERATIONS } from './peer-gateway.ts';

let api: TestApi;
let auth: Record<string, string>;
let companyId: number;
beforeAll(async () => {
  api = await startTestApi({ seedDemo: true });
  const signIn = await api.app.inject({ method: 'POST', url: '/api/v1/auth/sign_in', payload: { user: { email: 'admin@demo.com.br', password: 'demo1234' } } });
  auth = Object.fromEntries(['access-token', 'client', 'uid'].map((name) => [name, String(signIn.headers[name])]));
  companyId = signIn.json<{ data: { company_id: number } }>().data.company_id;
}, 60_000);
afterAll(async () => {
  await api?.close();
});

describe('the peer gateway built from GET /api/v1/openapi.json', () => {
  it('answers the viewer with the api’s own answers, and refuses a caller without a session', async () => {
    const gateway = createPeerGateway(await composePeerSupergraph(api.url));
    try {
      const ask = async (headers: Record<string, string>) => {
        const response = await gateway.fetch('http://peer/graphql', {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/json' },
          body: JSON.stringify({ query: PEER_OPERATIONS.viewer, variables: { companyId } }),
        });
        // eslint-disable-next-line @typescript-eslint/no-explicit-any
        return (await response.json()) as { data?: any; errors?: { message: string }[] };
      };
      const rest = async (url: string) => (await api.app.inject({ method: 'GET', url, headers: auth })).json();

      const { data, errors } = await ask(auth);
      expect(errors).toBeUndefined();
      const session = await rest('/api/v1/auth/validate_token');
      expect(data.session.data).toMatchObject({ id: session.data.id, email: session.data.email, account_type: session.data.account_type });
      expect(data.session.data.company).toMatchObject({ id: companyId, customer_treatment: session.data.company.customer_treatment, plan_id: session.data.company.plan_id });
      expect(data.plans.plans.map((plan: { identifier: string }) => plan.identifier)).toEqual((await rest('/api/v1/plans')).plans.map((plan: { identifier: string }) => plan.identifier));
      expect(data.status.data.attributes).toEqual({ suspended: false, active: true });

      const anonymous = await ask({});
      expect(anonymous.data?.session ?? null).toBeNull();
      expect(anonymous.errors?.length).toBeGreaterThan(0);
    } finally {
      await gateway.dispose();
    }
  }, 30_000);
});
