import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_CLIENTS_PER_USER } from '../src/auth/tokens.ts';
import { DEMO_ADMIN, startTestApi, type TestApi } from './harness.ts';
import { HOUR, authFrom, newAccount, signIn, testClock } from './helpers.ts';

const clock = testClock();
let api: TestApi;

beforeAll(async () => {
  api = await startTestApi({ seedDemo: true, clock });
});
afterAll(() => api.close());

describe('POST /api/v1/auth/sign_in', () => {
  it('answers the user with the company and the devise_token_auth headers', async () => {
    const response = await signIn(api.app, DEMO_ADMIN.email, DEMO_ADMIN.password);
    expect(response.statusCode).toBe(200);
    expect(response.headers['token-type']).toBe('Bearer');
    expect(response.headers.uid).toBe(DEMO_ADMIN.email);
    expect(response.headers.client).toMatch(/^[\w-]{16,}$/);
    // 32 random bytes, base64url.
    expect(response.headers['access-token']).toMatch(/^[\w-]{43}$/);
    expect(Number(response.headers.expiry)).toBe(Math.floor(clock().getTime() / 1000) + 12 * 3600);
    const { data } = response.json();
    expect(data).toMatchObject({
      email: DEMO_ADMIN.email,
      name: 'Administrador Demo',
      account_type: 'system_admin',
      onboarding_completed: true,
      image_url: null,
      company: {
        company_treatment: 'Clínica',
        company_treatment_plural: 'Clínicas',
        customer_treatment: 'Paciente',
        customer_treatment_plural: 'Pacientes',
        plan_identifier: 'team',
      },
    });
    expect(data).not.toHaveProperty('password_hash');
  });

  it('stores only a hash of the access token', async () => {
    const response = await signIn(api.app, DEMO_ADMIN.email, DEMO_ADMIN.password);
    const token = response.headers['access-token'] as string;
    const rows = await api.db.selectFrom('auth_tokens').select('token_hash').execute();
    expect(rows.some((row) => row.token_hash.includes(token))).toBe(false);
  });

  it('accepts form fields, multipart and an e-mail in another case', async () => {
    const form = await api.app.inject({
      method: 'POST',
      url: '/api/v1/auth/sign_in',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `user%5Bemail%5D=${encodeURIComponent('ADMIN@demo.com.br')}&user%5Bpassword%5D=demo1234`,
    });
    expect(form.statusCode).toBe(200);
    expect(form.headers.uid).toBe(DEMO_ADMIN.email);

    const body = new FormData();
    body.append('user[email]', DEMO_ADMIN.email);
    body.append('user[password]', DEMO_ADMIN.password);
    const multipart = await fetch(`${api.url}/api/v1/auth/sign_in`, { method: 'POST', body });
    expect(multipart.status).toBe(200);
    expect(multipart.headers.get('access-token')).toBeTruthy();
  });

  it('also takes the fields at the top level, as devise_token_auth does', async () => {
    const response = await api.app.inject({
      method: 'POST',
      url: '/api/v1/auth/sign_in',
      payload: { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password },
    });
    expect(response.statusCode).toBe(200);
  });

  it('answers a wrong password and an unknown e-mail identically', async () => {
    const wrong = await signIn(api.app, DEMO_ADMIN.email, 'errada123');
    const unknown = await signIn(api.app, 'ninguem@exemplo.com.br', 'errada123');
    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        success: false,
        errors: ['E-mail ou senha inválidos.'],
        message: 'E-mail ou senha inválidos.',
      });
      expect(response.headers['access-token']).toBeUndefined();
    }
    expect(wrong.body).toBe(unknown.body);
  });

  it('refuses a sign-in without e-mail or password the same way', async () => {
    const response = await api.app.inject({ method: 'POST', url: '/api/v1/auth/sign_in', payload: {} });
    expect(response.statusCode).toBe(401);
    expect(response.json().errors).toEqual(['E-mail ou senha inválidos.']);
  });
});

describe('GET /api/v1/auth/validate_token', () => {
  it('answers the signed-in user', async () => {
    const auth = authFrom(await signIn(api.app, DEMO_ADMIN.email, DEMO_ADMIN.password));
    const response = await api.app.inject({ method: 'GET', url: '/api/v1/auth/validate_token', headers: auth });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true, data: { email: DEMO_ADMIN.email, company: { id: 1 } } });
  });

  it('refuses missing and forged tokens with a pt-BR 401', async () => {
    const missing = await api.app.inject({ method: 'GET', url: '/api/v1/auth/validate_token' });
    expect(missing.statusCode).toBe(401);
    expect(missing.json()).toEqual({
      success: false,
      errors: ['Para continuar, faça login ou cadastre-se.'],
      message: 'Para continuar, faça login ou cadastre-se.',
    });

    const auth = authFrom(await signIn(api.app, DEMO_ADMIN.email, DEMO_ADMIN.password));
    const forged = await api.app.inject({
      method: 'GET',
      url: '/api/v1/auth/validate_token',
      headers: { ...auth, 'access-token': 'x'.repeat(43) },
    });
    expect(forged.statusCode).toBe(401);
    expect(forged.json().message).toBe('Sessão inválida. Faça login novamente');

    const otherUid = await api.app.inject({
      method: 'GET',
      url: '/api/v1/auth/validate_token',
      headers: { ...auth, uid: 'outra@exemplo.com.br' },
    });
    expect(otherUid.statusCode).toBe(401);
  });

  it('refuses a token after its 12 hours', async () => {
    const auth = authFrom(await signIn(api.app, DEMO_ADMIN.email, DEMO_ADMIN.password));
    clock.advance(12 * HOUR - 1000);
    const stillValid = await api.app.inject({ method: 'GET', url: '/api/v1/auth/validate_token', headers: auth });
    expect(stillValid.statusCode).toBe(200);
    clock.advance(1000);
    const expired = await api.app.inject({ method: 'GET', url: '/api/v1/auth/validate_token', headers: auth });
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toEqual({
      success: false,
      errors: ['Sessão expirada. Faça login novamente'],
      message: 'Sessão expirada. Faça login novamente',
    });
  });

  it('does not rotate the token per request', async () => {
    const auth = authFrom(await signIn(api.app, DEMO_ADMIN.email, DEMO_ADMIN.password));
    for (let i = 0; i < 3; i += 1) {
      const response = await api.app.inject({ method: 'GET', url: '/api/v1/auth/validate_token', headers: auth });
      expect(response.statusCode).toBe(200);
      expect(response.headers['access-token']).toBeUndefined();
    }
  });
});

describe('DELETE /api/v1/auth/sign_out', () => {
  it('revokes that client only', async () => {
    const first = authFrom(await signIn(api.app, DEMO_ADMIN.email, DEMO_ADMIN.password));
    const second = authFrom(await signIn(api.app, DEMO_ADMIN.email, DEMO_ADMIN.password));
    const out = await api.app.inject({ method: 'DELETE', url: '/api/v1/auth/sign_out', headers: first });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ success: true });

    const revoked = await api.app.inject({ method: 'GET', url: '/api/v1/auth/validate_token', headers: first });
    expect(revoked.statusCode).toBe(401);
    const other = await api.app.inject({ method: 'GET', url: '/api/v1/auth/validate_token', headers: second });
    expect(other.statusCode).toBe(200);

    const again = await api.app.inject({ method: 'DELETE', url: '/api/v1/auth/sign_out', headers: first });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({
      success: false,
      errors: ['Usuário não encontrado ou não está logado.'],
      message: 'Usuário não encontrado ou não está logado.',
    });
  });
});

describe('clients per user', () => {
  it(`keeps at most ${MAX_CLIENTS_PER_USER} and drops the oldest`, async () => {
    const account = await newAccount(api.app);
    const sessions = [account.auth];
    for (let i = 0; i < MAX_CLIENTS_PER_USER; i += 1) {
      clock.advance(1000);
      sessions.push(authFrom(await signIn(api.app, account.email, account.password)));
    }
    const stored = await api.db.selectFrom('auth_tokens').where('user_id', '=', account.userId).select('id').execute();
    expect(stored).toHaveLength(MAX_CLIENTS_PER_USER);

    const check = (auth: (typeof sessions)[number]) =>
      api.app.inject({ method: 'GET', url: '/api/v1/auth/validate_token', headers: auth }).then((r) => r.statusCode);
    expect(await check(sessions[0]!)).toBe(401);
    for (const auth of sessions.slice(1)) expect(await check(auth)).toBe(200);
  });
});
