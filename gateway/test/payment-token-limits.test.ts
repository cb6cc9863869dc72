import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startTestApi, type TestApi } from '@practice/api/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGateway, type Gateway } from '../src/server.ts';

let api: TestApi;
let gateway: Gateway;
let server: Server;
let origin: string;

beforeAll(async () => {
  api = await startTestApi({
    config: {
      publicLimits: { passwordResetPerIp: 100, passwordResetPerEmail: 10, signupPerIp: 100, cardTokensPerIp: 2, webhookRefusalsPerIp: 20, bookingsPerIp: 10, publicPagesPerIpPerMinute: 1000 },
    },
  });
  // One proxy (a load balancer) stands in front of the gateway and names the caller in x-forwarded-for.
  gateway = createGateway({ apiUrl: api.url, webDist: '/nonexistent', trustedProxyHops: 1 });
  server = createServer(gateway.handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
  await gateway?.close();
  await api?.close();
});

/** A card token asked as the stand-in script asks it, by a caller at `address` behind the proxy. */
function cardToken(address: string) {
  return fetch(`${origin}/payment-sandbox/v1/payment_token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify({
      account_id: 'sandbox-account',
      method: 'credit_card',
      test: true,
      data: { number: '4111111111111111', verification_value: '123', first_name: 'Maria', last_name: 'Souza', month: '12', year: '2030' },
    }),
  });
}

describe('card tokens through the gateway', () => {
  it('counts each caller by its own address, so one caller at its limit does not stop another', async () => {
    expect((await cardToken('203.0.113.10')).status).toBe(200);
    expect((await cardToken('203.0.113.10')).status).toBe(200);
    const refused = await cardToken('203.0.113.10');
    expect(refused.status).toBe(429);
    expect(JSON.stringify(await refused.json())).toMatch(/tente/i);

    const other = await cardToken('198.51.100.20');
    expect(other.status).toBe(200);
    expect((await other.json()) as { id?: string }).toMatchObject({ id: expect.stringMatching(/^[0-9A-F]{32}$/) });
  });

  it('answers a malformed token request in pt-BR', async () => {
    const wrongType = await fetch(`${origin}/payment-sandbox/v1/payment_token`, { method: 'POST', body: 'number=4111' });
    expect(wrongType.status).toBe(415);
    expect(await wrongType.json()).toEqual({ errors: 'Envie os dados do cartão em JSON' });
    const wrongMethod = await fetch(`${origin}/payment-sandbox/v1/payment_token`);
    expect(await wrongMethod.json()).toEqual({ errors: 'Método não permitido' });
  });
});
