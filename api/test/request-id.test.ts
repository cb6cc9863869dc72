import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from './harness.ts';

const lines: Array<{ reqId?: string; req?: { url: string } }> = [];
const stream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    for (const line of chunk.toString().split('\n')) if (line) lines.push(JSON.parse(line) as (typeof lines)[number]);
    done();
  },
});

let api: TestApi;

beforeAll(async () => {
  // Trusted proxies are loopback only, as by default.
  api = await startTestApi({ logger: { level: 'info', stream } });
});
afterAll(() => api.close());

const idsOf = (url: string) => lines.filter((line) => line.req?.url === url).map((line) => line.reqId);

describe('request ids', () => {
  it('logs a request under the x-request-id a trusted proxy sent', async () => {
    await api.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': 'gw-abc_123:4.5' }, remoteAddress: '127.0.0.1' });
    expect(idsOf('/healthz')).toEqual(['gw-abc_123:4.5']);
  });

  it('makes a new id for an unsafe one, or one from a peer that is not a trusted proxy', async () => {
    lines.length = 0;
    await api.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': 'a b\n{"x":1}' }, remoteAddress: '127.0.0.1' });
    await api.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': 'x'.repeat(129) }, remoteAddress: '127.0.0.1' });
    await api.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': 'chosen-by-caller' }, remoteAddress: '203.0.113.9' });
    const ids = idsOf('/healthz');
    expect(ids).toHaveLength(3);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('logs the route pattern, never the query string or the ids in the path', async () => {
    lines.length = 0;
    await api.app.inject({ method: 'GET', url: '/api/v1/customers/123?search=maria@example.com' });
    const urls = lines.map((line) => line.req?.url).filter(Boolean);
    expect(urls).toContain('/api/v1/customers/:customerId');
    expect(JSON.stringify(lines)).not.toContain('maria@example.com');
  });
});
