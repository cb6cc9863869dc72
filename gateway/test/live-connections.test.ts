import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startTestApi, type TestApi } from '@practice/api/testing';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_MESSAGES } from '../src/changes.ts';
import { createGateway, type Gateway } from '../src/server.ts';
import { signUpAt, type Headers } from './real-api.ts';
import { subscriptionEvents } from './sse.ts';


const SUBSCRIPTION = 'subscription ($id: ID) { taskChanges(taskListId: $id) { taskListIds taskIds deleted } }';
const PASSWORD = 'segredo12';

let api: TestApi;
/** Twenty users of twenty companies, each with its own session. */
let sessions: Headers[];
let firstEmail: string;
const running: { gateway: Gateway; server: Server }[] = [];

/** A gateway on a real port, as browsers reach it: their leaving is a socket closing. */
async function startGateway(options: Partial<Parameters<typeof createGateway>[0]> = {}) {
  const gateway = createGateway({ apiUrl: api.url, ...options });
  const server = createServer(gateway.handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  running.push({ gateway, server });
  return { gateway, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

async function stopGateways() {
  for (const { gateway, server } of running.splice(0)) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await gateway.close();
  }
}

async function subscribe(url: string, headers: Headers, extra: Headers = {}) {
  const controller = new AbortController();
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'text/event-stream', 'x-graphql-csrf': '1', ...headers, ...extra },
    body: JSON.stringify({ query: SUBSCRIPTION, variables: {} }),
    signal: controller.signal,
  });
  return { status: response.status, ...subscriptionEvents(response), drop: () => controller.abort() };
}

async function until(check: () => boolean, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return check();
}

/** How long a call takes, failing if it takes longer than `ms`. */
async function timed(call: (signal: AbortSignal) => Promise<Response>, ms: number) {
  const started = performance.now();
  const response = await call(AbortSignal.timeout(ms));
  return { response, ms: performance.now() - started };
}

beforeAll(async () => {
  api = await startTestApi();
  const users = await Promise.all(Array.from({ length: 20 }, (_, index) => signUpAt(api.url, `Clínica ${index}`, { plan: 'free', email: `live.${index}.${Date.now()}@exemplo.com.br` })));
  sessions = users.map((user) => user.headers);
  firstEmail = users[0]!.email;
});
afterEach(stopGateways);
afterAll(async () => {
  await api?.close();
});

describe('live connections', () => {
  it('closes the api stream of every subscription its client drops: 200 dropped leave none open, and the gateway still answers', async () => {
    // Ten subscriptions in each of twenty sessions, all from this one address: the address cap is set above them.
    const { gateway, url } = await startGateway({ liveLimits: { perSession: 10, perAddress: 1000 } });
    const subscriptions = await Promise.all(sessions.flatMap((session) => Array.from({ length: 10 }, () => subscribe(url, session))));
    expect(subscriptions.every((subscription) => subscription.status === 200)).toBe(true);
    expect(await until(() => api.app.changeStreams.open() === 20, 5000)).toBe(true);
    expect(gateway.changes.subscriptions()).toBe(200);

    for (const subscription of subscriptions) subscription.drop();
    expect(await until(() => api.app.changeStreams.open() === 0, 2000)).toBe(true);
    expect(gateway.changes.upstreams()).toBe(0);
    expect(gateway.changes.subscriptions()).toBe(0);

    // A gateway stuck on what was dropped does not answer at all; a busy machine answers in well under 10 s.
    const health = await timed((signal) => fetch(`${url}/healthz`, { signal }), 10_000);
    expect(health.response.status).toBe(200);
    expect(health.ms).toBeLessThan(10_000);
    const signInCall = await timed(
      (signal) =>
        fetch(`${url}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-graphql-csrf': '1' },
          body: JSON.stringify({
            query: 'mutation ($input: SignInInput!) { signIn(input: $input) { viewer { id } errors } }',
            variables: { input: { email: firstEmail, password: PASSWORD } },
          }),
          signal,
        }),
      10_000,
    );
    expect(signInCall.ms).toBeLessThan(10_000);
    const body = (await signInCall.response.json()) as { data?: { signIn?: { viewer?: { id: string } } } };
    expect(body.data?.signIn?.viewer?.id).toBeTruthy();
  });

  it('keeps streams out of the request pool: sign-in and /healthz answer while more streams are open than the pool has connections', async () => {
    const { url } = await startGateway({ apiConnections: 8 });
    const subscriptions = await Promise.all(sessions.map((session) => subscribe(url, session)));
    expect(await until(() => api.app.changeStreams.open() === 20, 5000)).toBe(true);
    const health = await timed((signal) => fetch(`${url}/healthz`, { signal }), 1000);
    expect(health.response.status).toBe(200);
    const viewer = await timed(
      (signal) =>
        fetch(`${url}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-graphql-csrf': '1', ...sessions[1]! },
          body: JSON.stringify({ query: '{ viewer { id } }' }),
          signal,
        }),
      1000,
    );
    expect(((await viewer.response.json()) as { data?: { viewer?: { id: string } } }).data?.viewer?.id).toBeTruthy();
    for (const subscription of subscriptions) subscription.drop();
    expect(await until(() => api.app.changeStreams.open() === 0, 2000)).toBe(true);
  });

  it('a board left open, in one tab or two, keeps exactly one stream to the api, which hears every change', async () => {
    const { gateway, url } = await startGateway();
    const session = sessions[2]!;
    const first = await subscribe(url, session);
    const second = await subscribe(url, session);
    expect(await until(() => api.app.changeStreams.open() === 1, 3000)).toBe(true);
    const created = await fetch(`${api.url}/api/v1/task_lists`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...session },
      body: JSON.stringify({ task_list: { name: 'Recepção' } }),
    });
    expect(created.status).toBe(201);
    expect((await first.next(2000))?.data?.taskChanges).toBeTruthy();
    expect((await second.next(2000))?.data?.taskChanges).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(api.app.changeStreams.open()).toBe(1);
    expect(gateway.changes.upstreams()).toBe(1);

    first.drop();
    expect(await until(() => gateway.changes.subscriptions() === 1, 2000)).toBe(true);
    expect(api.app.changeStreams.open()).toBe(1);
    second.drop();
    expect(await until(() => api.app.changeStreams.open() === 0, 2000)).toBe(true);
  });

  it('refuses a subscription past the cap of its session, and past the cap of its address, in pt-BR', async () => {
    const { url } = await startGateway({ liveLimits: { perSession: 3, perAddress: 5 }, trustedProxyHops: 1 });
    const session = sessions[3]!;
    const held = await Promise.all(Array.from({ length: 3 }, () => subscribe(url, session, { 'x-forwarded-for': '203.0.113.1' })));
    const refused = await subscribe(url, session, { 'x-forwarded-for': '203.0.113.1' });
    const error = (await refused.next(2000))?.errors?.[0];
    expect(error?.message).toBe(LIVE_MESSAGES.perSession(3));
    expect(error?.extensions).toMatchObject({ code: 'TOO_MANY_SUBSCRIPTIONS', status: 429 });

    // Two more sessions from the same address reach its cap of five; another address is not held back.
    const others = [sessions[4]!, sessions[5]!];
    const more = await Promise.all(others.map((other) => subscribe(url, other, { 'x-forwarded-for': '203.0.113.1' })));
    const pastAddress = await subscribe(url, others[0]!, { 'x-forwarded-for': '203.0.113.1' });
    expect((await pastAddress.next(2000))?.errors?.[0]?.message).toBe(LIVE_MESSAGES.perAddress(5));
    const elsewhere = await subscribe(url, others[1]!, { 'x-forwarded-for': '198.51.100.7' });
    expect(await elsewhere.next(300)).toBeUndefined();

    // Leaving frees the place.
    held[0]!.drop();
    await new Promise((resolve) => setTimeout(resolve, 200));
    const again = await subscribe(url, session, { 'x-forwarded-for': '203.0.113.9' });
    expect(await again.next(300)).toBeUndefined();
    for (const subscription of [...held, ...more, elsewhere, again, refused, pastAddress]) subscription.drop();
  });

  it('the api holds at most its cap of streams for one user and refuses more in pt-BR', async () => {
    const session = sessions[6]!;
    const open = await Promise.all(
      Array.from({ length: 10 }, () => fetch(`${api.url}/api/v1/changes`, { headers: { accept: 'text/event-stream', ...session } })),
    );
    expect(open.every((response) => response.status === 200)).toBe(true);
    const refused = await fetch(`${api.url}/api/v1/changes`, { headers: { accept: 'text/event-stream', ...session } });
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as { errors: string[] }).errors[0]).toMatch(/^Há 10 conexões ao vivo abertas com este usuário/);
    for (const response of open) await response.body?.cancel();
    expect(await until(() => api.app.changeStreams.open() === 0, 2000)).toBe(true);
  });
});
