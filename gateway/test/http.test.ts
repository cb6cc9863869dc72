import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { serverAudits } from 'graphql-http';
import { MockAgent } from 'undici';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createGateway, type Gateway } from '../src/server.ts';
import { API_ORIGIN, json, session, user } from './helpers.ts';

interface Listening {
  url: string;
  agent: MockAgent;
  close(): Promise<void>;
}

const opened: Listening[] = [];

async function listen(options: { webDist?: string; trustedProxyHops?: number } = {}): Promise<Listening> {
  const agent = new MockAgent({ enableCallHistory: true });
  agent.disableNetConnect();
  const gateway: Gateway = createGateway({ apiUrl: API_ORIGIN, dispatcher: agent, webDist: options.webDist ?? '/nonexistent', ...options });
  const server: Server = createServer(gateway.handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const listening = {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    agent,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await gateway.close();
      await agent.close();
    },
  };
  opened.push(listening);
  return listening;
}

afterEach(async () => {
  await Promise.all(opened.splice(0).map((listening) => listening.close()));
});

describe('GraphQL over HTTP', () => {
  it('passes every MUST of the graphql-http server audit', async () => {
    const { url } = await listen();
    const results = await Promise.all(serverAudits({ url: `${url}/graphql` }).map((audit) => audit.fn()));
    const failedMusts = results
      .filter((result) => result.status === 'error')
      .map((result) => `${result.id} ${result.name}: ${'reason' in result ? result.reason : ''}`);
    expect(failedMusts).toEqual([]);
    // Only MAYs may fail: GETs without the CSRF header are refused on purpose.
    const failedShoulds = results.filter((result) => result.status === 'warn').map((result) => result.id);
    expect(failedShoulds).toEqual([]);
  });

  it('shows GraphiQL to a browser that opens /graphql', async () => {
    const { url } = await listen();
    const response = await fetch(`${url}/graphql`, { headers: { accept: 'text/html' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    const html = await response.text();
    expect(html).toContain('GraphiQL');
    // Served whole from here: a closed network must not leave the page blank.
    expect(html).not.toMatch(/<script[^>]+src="https?:/);
    expect(html).not.toMatch(/<link[^>]+href="https?:/);
  });

  it('forwards the address of the socket, not one the caller claims', async () => {
    const direct = await listen();
    direct.agent.get(API_ORIGIN).intercept({ path: '/api/v1/auth/validate_token', method: 'GET' }).reply(200, { data: user }, json);
    await fetch(`${direct.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.9.9.9', ...session },
      body: JSON.stringify({ query: '{ viewer { id } }' }),
    });
    expect(direct.agent.getCallHistory()?.firstCall()?.headers).toMatchObject({ 'x-forwarded-for': '127.0.0.1' });

    const behindProxy = await listen({ trustedProxyHops: 1 });
    behindProxy.agent.get(API_ORIGIN).intercept({ path: '/api/v1/auth/validate_token', method: 'GET' }).reply(200, { data: user }, json);
    await fetch(`${behindProxy.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.9.9.9, 198.51.100.7', ...session },
      body: JSON.stringify({ query: '{ viewer { id } }' }),
    });
    expect(behindProxy.agent.getCallHistory()?.firstCall()?.headers).toMatchObject({ 'x-forwarded-for': '198.51.100.7' });
  });
});

describe('/healthz', () => {
  it('answers 200 when the api answers its own /healthz', async () => {
    const { url, agent } = await listen();
    agent.get(API_ORIGIN).intercept({ path: '/healthz', method: 'GET' }).reply(200, { status: 'ok' }, json);
    const response = await fetch(`${url}/healthz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok', api: 'ok' });
  });

  it('answers 503 when the api does not', async () => {
    const { url } = await listen();
    const response = await fetch(`${url}/healthz`);
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ status: 'degraded', api: 'unavailable' });
  });
});

describe('the web app', () => {
  let dist: string;
  const script = 'console.log("app");'.repeat(50);

  beforeAll(() => {
    dist = mkdtempSync(join(tmpdir(), 'gateway-web-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Practice</title><div id="root"></div>');
    writeFileSync(join(dist, 'assets/index-B4x9Qz.js'), script);
    writeFileSync(join(dist, 'assets/index-B4x9Qz.js.br'), brotliCompressSync(script));
    writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  });
  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  it('serves hashed assets as immutable, compressed when the browser accepts it', async () => {
    const { url } = await listen({ webDist: dist });
    const response = await fetch(`${url}/assets/index-B4x9Qz.js`, { headers: { 'accept-encoding': 'br' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('content-type')).toContain('javascript');
    expect(await response.text()).toBe(script);
  });

  it('answers any page a browser navigates to with index.html, revalidated on each load', async () => {
    const { url } = await listen({ webDist: dist });
    for (const path of ['/', '/customers/details/12', '/login?redirectTo=%2Fdashboard']) {
      const response = await fetch(`${url}${path}`, { headers: { accept: 'text/html,application/xhtml+xml' } });
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(await response.text()).toContain('<div id="root">');
    }
  });

  it('answers 404 for a missing file that is not a page', async () => {
    const { url } = await listen({ webDist: dist });
    expect((await fetch(`${url}/assets/index-gone.js`, { headers: { accept: '*/*' } })).status).toBe(404);
    expect((await fetch(`${url}/favicon.svg`)).status).toBe(200);
  });

  it('explains in pt-BR, with a 503, that the web app was not built', async () => {
    const { url } = await listen({ webDist: join(dist, 'missing') });
    const response = await fetch(`${url}/`, { headers: { accept: 'text/html' } });
    expect(response.status).toBe(503);
    expect(await response.text()).toContain('O aplicativo web ainda não foi compilado');
  });
});
