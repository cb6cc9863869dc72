import { Agent, request, type ClientRequest, type IncomingMessage } from 'node:http';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { UNREADY_LISTEN_MS, pathPatternOf } from '../src/http/shutdown.ts';
import { startTestApi, type TestApi } from './harness.ts';
import { newAccount } from './helpers.ts';

/**
 * SIGTERM's drain, on a listening api: what a balancer and the gateways see while the process goes
 * away. main.ts runs `drain` then `close` on SIGTERM; the launcher and the cluster tests run the signal.
 */

let api: TestApi;
beforeEach(async () => {
  api = await startTestApi();
});
afterEach(async () => {
  await api.close();
});

interface Answer {
  status: number;
  headers: IncomingMessage['headers'];
  body: string;
}

function answerOf(req: ClientRequest): Promise<Answer> {
  return new Promise((resolve, reject) => {
    req.once('error', reject);
    req.once('response', (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.once('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
      response.once('error', reject);
    });
  });
}

function get(url: string, agent: Agent | false, headers: Record<string, string> = {}): Promise<Answer> {
  const req = request(url, { agent, headers });
  req.end();
  return answerOf(req);
}

/** A sign-in whose body is sent in two parts, so it is in flight for as long as the test wants. */
function slowSignIn(url: string) {
  const body = JSON.stringify({ email: 'ninguem@exemplo.com.br', password: 'errada123' });
  const req = request(`${url}/api/v1/auth/sign_in`, {
    method: 'POST',
    agent: false,
    headers: { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) },
  });
  req.write(body.slice(0, 10));
  return { answer: answerOf(req), finish: () => req.end(body.slice(10)), req };
}

describe('draining (SIGTERM)', () => {
  it('answers 503 at /healthz, ends the live streams, takes no new connection and finishes what is in flight, with Connection: close', async () => {
    const { url, app } = api;
    const { auth } = await newAccount(app);
    const kept = new Agent({ keepAlive: true, maxSockets: 1 });
    expect((await get(`${url}/healthz`, kept)).status).toBe(200);

    const stream = await new Promise<IncomingMessage>((resolve, reject) => {
      const req = request(`${url}/api/v1/changes`, { agent: false, headers: auth });
      req.once('response', resolve);
      req.once('error', reject);
      req.end();
    });
    expect(stream.statusCode).toBe(200);
    const streamEnded = new Promise<void>((resolve) => {
      stream.resume();
      stream.once('end', resolve);
      stream.once('close', resolve);
    });
    const slow = slowSignIn(url);
    await new Promise((resolve) => setTimeout(resolve, 100));

    const started = Date.now();
    // A grace far longer than the drain needs (about 1.5 s on a quiet machine): it ends when the last
    // answer is out, not when the grace runs out.
    const drained = app.drain(30_000);
    expect(app.draining).toBe(true);
    await streamEnded;

    // For a moment new connections are still taken, and told the process is going; then refused
    // (the balancer tries the next process). One already open is still answered, but told to close.
    const early = await get(`${url}/healthz`, false);
    expect(early.status).toBe(503);
    expect(early.headers.connection).toBe('close');
    await new Promise((resolve) => setTimeout(resolve, UNREADY_LISTEN_MS + 100));
    await expect(get(`${url}/healthz`, false)).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    const health = await get(`${url}/healthz`, kept);
    expect(health.status).toBe(503);
    expect(JSON.parse(health.body)).toEqual({ status: 'draining' });
    expect(health.headers.connection).toBe('close');

    slow.finish();
    const signIn = await slow.answer;
    expect(signIn.status).toBe(401);
    expect(signIn.headers.connection).toBe('close');

    expect(await drained).toBe(0);
    expect(Date.now() - started).toBeLessThan(UNREADY_LISTEN_MS + 15_000);
    kept.destroy();
  });

  it('refuses a new live stream while draining, in pt-BR, so the gateway opens it on another process', async () => {
    const { url, app } = api;
    const { auth } = await newAccount(app);
    const kept = new Agent({ keepAlive: true, maxSockets: 1 });
    expect((await get(`${url}/healthz`, kept)).status).toBe(200);
    const drained = app.drain(5_000);
    const refused = await get(`${url}/api/v1/changes`, kept, auth);
    expect(refused.status).toBe(503);
    expect(JSON.parse(refused.body)).toMatchObject({ errors: ['O serviço está reiniciando. Tente de novo em instantes.'] });
    expect(await drained).toBe(0);
    kept.destroy();
  });

  it('cuts what is still open when the grace period ends', async () => {
    const slow = slowSignIn(api.url);
    slow.req.on('error', () => undefined);
    slow.answer.catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const started = Date.now();
    expect(await api.app.drain(300)).toBe(1);
    // The sign-in is held until the test lets it go: without the cut the drain never ends.
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it('names what it is still answering by path pattern, never an id or a token', async () => {
    const slow = slowSignIn(api.url);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(api.app.inFlight()).toEqual([expect.stringMatching(/^POST \/api\/v1\/auth\/sign_in \(0\.\d s\)$/)]);
    slow.finish();
    await slow.answer;
    expect(pathPatternOf('/api/v1/public/appointments/Zx8kQ2mN4pL7rT1vW9yB/confirm?x=1')).toBe('/api/v1/public/appointments/:id/confirm');
    expect(pathPatternOf('/api/v1/customers/42/notes')).toBe('/api/v1/customers/:id/notes');
  });

  it('reads SHUTDOWN_GRACE_MS, 10 s by default', () => {
    expect(loadConfig({}).shutdownGraceMs).toBe(10_000);
    expect(loadConfig({ SHUTDOWN_GRACE_MS: '2500' }).shutdownGraceMs).toBe(2_500);
    expect(() => loadConfig({ SHUTDOWN_GRACE_MS: 'logo' })).toThrow(/SHUTDOWN_GRACE_MS/);
  });
});
