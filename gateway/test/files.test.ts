import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { mockedGatewayEachTest } from './helpers.ts';

const m = mockedGatewayEachTest();

describe('/files/*', () => {
  async function listen() {
    const server: Server = createServer(m.gateway.handler);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return {
      url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
      close: () => {
        server.closeAllConnections();
        return new Promise((resolve) => server.close(resolve));
      },
    };
  }

  it('streams a signed file from the api with its status, type and caching', async () => {
    const image = new Uint8Array(64 * 1024).map((_, index) => index % 256);
    m.api
      .intercept({ path: '/files/companies/7/logo.png?expires=1900000000&signature=abc', method: 'GET' })
      .reply(200, Buffer.from(image), { headers: { 'content-type': 'image/png', 'cache-control': 'private, max-age=300', 'set-cookie': 'x=1' } });
    m.api.intercept({ path: '/files/companies/7/logo.png?expires=1&signature=old', method: 'GET' }).reply(403, 'Link expirado', {
      headers: { 'content-type': 'text/plain; charset=utf-8' },
    });
    const gateway = await listen();
    try {
      const ok = await fetch(`${gateway.url}/files/companies/7/logo.png?expires=1900000000&signature=abc`);
      expect(ok.status).toBe(200);
      expect(ok.headers.get('content-type')).toBe('image/png');
      expect(ok.headers.get('cache-control')).toBe('private, max-age=300');
      expect(ok.headers.get('set-cookie')).toBeNull();
      expect(new Uint8Array(await ok.arrayBuffer())).toEqual(image);

      const expired = await fetch(`${gateway.url}/files/companies/7/logo.png?expires=1&signature=old`);
      expect(expired.status).toBe(403);
      expect(await expired.text()).toBe('Link expirado');

      const post = await fetch(`${gateway.url}/files/companies/7/logo.png`, { method: 'POST' });
      expect(post.status).toBe(405);
    } finally {
      await gateway.close();
    }
    // The file addresses are signed: no session goes with them.
    expect(m.calls().map((call) => call.headers['access-token'])).toEqual([undefined, undefined]);
  });

  it("passes on the api's refusal of a calendar feed asked for too often, with when to ask again", async () => {
    const refused = 'Muitas solicitações deste endereço. Tente novamente em 1 minuto.';
    m.api
      .intercept({ path: '/api/v1/calendar_feeds/abcdefghijklmnopqrstuvwx.ics', method: 'GET' })
      .reply(429, { success: false, errors: [refused], message: refused }, { headers: { 'content-type': 'application/json; charset=utf-8', 'retry-after': '60' } });
    const gateway = await listen();
    try {
      const response = await fetch(`${gateway.url}/api/v1/calendar_feeds/abcdefghijklmnopqrstuvwx.ics`);
      expect(response.status).toBe(429);
      expect(response.headers.get('retry-after')).toBe('60');
      expect(((await response.json()) as { message: string }).message).toBe(refused);
    } finally {
      await gateway.close();
    }
  });

  it('answers 502 when the api cannot be reached', async () => {
    m.api.intercept({ path: '/files/a.png', method: 'GET' }).replyWithError(new Error('connection refused'));
    const gateway = await listen();
    try {
      const response = await fetch(`${gateway.url}/files/a.png`);
      expect(response.status).toBe(502);
    } finally {
      await gateway.close();
    }
  });
});
