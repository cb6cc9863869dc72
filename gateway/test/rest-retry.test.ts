import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Agent } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UpstreamError, createRestClient } from '../src/rest/client.ts';

/**
 * An api process that stops, or a balancer, may drop a connection with a request already on it. A
 * read, or a create with an Idempotency-Key (whose repeat the api answers from its first answer), is
 * sent once more; anything else fails as the api being out of reach.
 */

let server: Server;
let baseUrl: string;
/** Requests seen per path; the first of each is cut before any answer. */
const seen = new Map<string, number>();
const agent = new Agent();

beforeAll(async () => {
  server = createServer((req, res) => {
    const count = (seen.get(req.url!) ?? 0) + 1;
    seen.set(req.url!, count);
    req.resume();
    if (count === 1) {
      req.socket.destroy();
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ try: count }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await agent.close();
  await new Promise((resolve) => server.close(resolve));
});

describe('a REST call whose connection broke', () => {
  const send = () => createRestClient({ baseUrl, dispatcher: agent, timeoutMs: 5000 });

  it('is sent again when it is a read', async () => {
    const response = await send()<{ try: number }>('GET', '/api/v1/plans');
    expect(response.body).toEqual({ try: 2 });
  });

  it('is sent again when it is a create with an Idempotency-Key', async () => {
    const response = await send()<{ try: number }>('POST', '/api/v1/customers', { headers: { 'idempotency-key': 'chave-1' }, body: { json: { name: 'Ana' } } });
    expect(response.body).toEqual({ try: 2 });
  });

  it('is not sent again otherwise: it fails as out of reach', async () => {
    await expect(send()('PATCH', '/api/v1/customers/1', { body: { json: { name: 'Ana' } } })).rejects.toBeInstanceOf(UpstreamError);
    expect(seen.get('/api/v1/customers/1')).toBe(1);
    await expect(send()('POST', '/api/v1/tasks', { body: { json: { title: 'x' } } })).rejects.toMatchObject({ reason: 'unreachable' });
    expect(seen.get('/api/v1/tasks')).toBe(1);
  });
});
