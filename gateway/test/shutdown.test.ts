import { Agent, createServer, request, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startTestApi, type TestApi } from '@practice/api/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESTARTING_MESSAGE, createGateway } from '../src/server.ts';
import { UNREADY_LISTEN_MS, trackConnections } from '../src/shutdown.ts';

/** SIGTERM's drain (main.ts runs `startDraining`, then the connections' `drain` with `liveStreams`, then `close`). */

const SUBSCRIPTION = 'subscription { taskChanges { taskListIds taskIds deleted } }';

let api: TestApi;
let auth: Record<string, string>;

beforeAll(async () => {
  api = await startTestApi();
  const email = `drain.${Date.now()}@exemplo.com.br`;
  const response = await fetch(`${api.url}/api/v1/auth/create_account`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      checkout_process: {
        plan_identifier: 'free',
        customer_name: 'Clínica Drenada',
        customer_email: email,
        customer_email_confirmation: email,
        customer_password: 'segredo12',
        customer_password_confirmation: 'segredo12',
      },
    }),
  });
  expect(response.status).toBe(201);
  auth = { 'access-token': response.headers.get('access-token')!, client: response.headers.get('client')!, uid: response.headers.get('uid')! };
});
afterAll(async () => {
  await api?.close();
});

interface Answer {
  status: number;
  headers: IncomingMessage['headers'];
  body: string;
}

function send(url: string, agent: Agent | false, options: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(url, { agent, method: options.method ?? 'GET', headers: options.headers });
    req.once('error', reject);
    req.once('response', (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.once('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
    });
    req.end(options.body);
  });
}

const subscriptionHeaders = () => ({ 'content-type': 'application/json', accept: 'text/event-stream', 'x-graphql-csrf': '1', ...auth });

describe('draining the gateway (SIGTERM)', () => {
  it('answers 503 at /healthz and to a new subscription, takes no new connection, lets the rest finish and then cuts live subscriptions without completing them', async () => {
    const gateway = createGateway({ apiUrl: api.url });
    const server = createServer(gateway.handler);
    const connections = trackConnections(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

    // Two connections kept alive from before the drain, as a balancer's clients hold them.
    const keptA = new Agent({ keepAlive: true, maxSockets: 1 });
    const keptB = new Agent({ keepAlive: true, maxSockets: 1 });
    expect((await send(`${url}/healthz`, keptA)).status).toBe(200);
    expect((await send(`${url}/healthz`, keptB)).status).toBe(200);

    const subscription = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: subscriptionHeaders(),
      body: JSON.stringify({ query: SUBSCRIPTION }),
    });
    expect(subscription.status).toBe(200);
    const until = Date.now() + 5000;
    while (api.app.changeStreams.open() === 0 && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(api.app.changeStreams.open()).toBe(1);
    const read = subscription.text().then(
      (text) => ({ text, cut: false }),
      () => ({ text: '', cut: true }),
    );

    gateway.startDraining();
    const drained = connections.drain(5_000, gateway.liveStreams);

    const health = await send(`${url}/healthz`, keptA);
    expect(health.status).toBe(503);
    expect(JSON.parse(health.body)).toEqual({ status: 'draining' });
    expect(health.headers.connection).toBe('close');

    const refused = await send(`${url}/graphql`, keptB, { method: 'POST', headers: subscriptionHeaders(), body: JSON.stringify({ query: SUBSCRIPTION }) });
    expect(refused.status).toBe(503);
    expect(refused.headers['retry-after']).toBe('1');
    expect(JSON.parse(refused.body).errors[0].message).toBe(RESTARTING_MESSAGE);

    await new Promise((resolve) => setTimeout(resolve, UNREADY_LISTEN_MS + 100));
    await expect(send(`${url}/healthz`, false)).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    // Once only the subscription's connection is left, it is cut: a cut stream is opened again by
    // graphql-sse and EventSource; a completed one would not be.
    const ended = await read;
    expect(ended.cut || !ended.text.includes('event: complete')).toBe(true);
    expect(await drained).toBe(0);
    await gateway.close();
    const closedBy = Date.now() + 2000;
    while (api.app.changeStreams.open() > 0 && Date.now() < closedBy) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(api.app.changeStreams.open()).toBe(0);
    keptA.destroy();
    keptB.destroy();
  });
});
