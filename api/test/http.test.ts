import { connect } from 'node:net';
import { API_REQUEST_TIMEOUT_MS, GATEWAY_UPSTREAM_TIMEOUT_MS } from '@practice/common';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/index.ts';
import { buildTestApp, startTestApi, type TestApi } from './harness.ts';

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

describe('errors', () => {
  it('answers an unknown route with a pt-BR 404, signed in or not', async () => {
    for (const url of ['/api/v1/nada', '/qualquer']) {
      const response = await api.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Recurso não encontrado' });
    }
  });

  it('answers a malformed body with 400 Requisição inválida', async () => {
    const response = await api.app.inject({
      method: 'POST',
      url: '/api/v1/auth/sign_in',
      headers: { 'content-type': 'application/json' },
      payload: '{"user": {',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Requisição inválida' });
  });

  it('answers an unsupported body type with a pt-BR message', async () => {
    const response = await api.app.inject({
      method: 'POST',
      url: '/api/v1/auth/sign_in',
      headers: { 'content-type': 'application/xml' },
      payload: '<user/>',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ message: 'Formato de requisição não suportado' });
  });

  it('hides internal failures behind a pt-BR 500', async () => {
    // Nothing listens on port 1: every query fails.
    const db = await openDatabase({ driver: 'postgres', url: 'postgres://nobody@127.0.0.1:1/nothing' });
    const app = await buildTestApp({ config: loadConfig({ LOG_LEVEL: 'silent' }), db, logger: false });
    const response = await app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: 'Erro no servidor. Tente novamente em alguns instantes' });
    expect(response.body).not.toMatch(/ECONNREFUSED|Error|at /);
    await app.close();
    await db.destroy();
  });
});

describe('the time-out ladder', () => {
  it('gives up on a request still arriving before the gateway gives up on its answer', () => {
    expect(api.app.server.requestTimeout).toBe(API_REQUEST_TIMEOUT_MS);
    expect(API_REQUEST_TIMEOUT_MS).toBeLessThan(GATEWAY_UPSTREAM_TIMEOUT_MS);
  });

  it('answers 408 to a request whose body stops arriving, and runs nothing of it', async () => {
    const app = await buildTestApp({ config: loadConfig({ LOG_LEVEL: 'silent' }), db: api.db, logger: false, billingSweep: false, requestTimeoutMs: 300 });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const before = await api.db.selectFrom('companies').select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
    try {
      const answer = await new Promise<string>((resolve, reject) => {
        let received = '';
        const socket = connect(port, '127.0.0.1', () => {
          // A sign-up whose body never ends.
          socket.write('POST /api/v1/auth/create_account HTTP/1.1\r\nHost: api\r\nContent-Type: application/json\r\nContent-Length: 400\r\n\r\n{"checkout_process":');
        });
        socket.on('data', (chunk) => (received += chunk.toString('latin1')));
        socket.on('close', () => resolve(received));
        socket.on('error', reject);
      });
      expect(answer.split('\r\n')[0]).toBe('HTTP/1.1 408 Request Timeout');
      const after = await api.db.selectFrom('companies').select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
      expect(Number(after.count)).toBe(Number(before.count));
    } finally {
      await app.close();
    }
  });
});

describe('GET /healthz', () => {
  it('answers ok after reaching the database', async () => {
    const response = await fetch(`${api.url}/healthz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
  });
});

describe('security headers', () => {
  it('sends nosniff, no referrer and a policy that runs and frames nothing with every JSON answer', async () => {
    const answers = [
      await api.app.inject({ method: 'GET', url: '/healthz' }),
      await api.app.inject({ method: 'GET', url: '/api/v1/nada' }),
      await api.app.inject({ method: 'POST', url: '/users/password', payload: { user: { email: '' } } }),
      await api.app.inject({ method: 'GET', url: '/api/v1/auth/validate_token' }),
    ];
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 404, 422, 401]);
    for (const answer of answers) {
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(answer.headers['referrer-policy']).toBe('no-referrer');
      expect(answer.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    }
  });
});
