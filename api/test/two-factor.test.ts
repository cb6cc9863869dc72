import type { LightMyRequestResponse } from 'fastify';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from './harness.ts';
import { MEMBER_PASSWORD, addMember } from './members.ts';
import { authFrom, newAccount, signIn, testClock, type Account, type AuthHeaders } from './helpers.ts';

const clock = testClock();
let api: TestApi;

const throttle = { slowdownAfter: 3, delayMs: 100, maxDelayMs: 400, lockoutAfter: 5, ipLockoutAfter: 1000, lockoutMinutes: 15 };

const waits: number[] = [];

let ipCounter = 0;
function newIp() {
  ipCounter += 1;
  return { 'x-forwarded-for': `203.0.113.${ipCounter}` };
}

const CHROME_ON_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SAFARI_ON_IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

beforeAll(async () => {
  api = await startTestApi({ clock, config: { loginThrottle: throttle }, sleep: async (ms) => void waits.push(ms) });
});
afterAll(() => api.close());

function call(method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, auth: AuthHeaders | Record<string, string>, payload?: object) {
  return api.app.inject({ method, url, headers: auth, ...(payload ? { payload } : {}) });
}

function codeAt(secret: string, offsetMs = 0): Promise<string> {
  return generate({ secret, epoch: Math.floor((clock().getTime() + offsetMs) / 1000) });
}

/** Sets two-step sign-in up for the account and answers its secret and recovery codes. */
async function turnOn(account: Account): Promise<{ secret: string; recoveryCodes: string[] }> {
  const setup = await call('POST', '/api/v1/auth/two_factor/setup', account.auth);
  expect(setup.statusCode).toBe(200);
  const { secret, otpauth_url: url, qr_svg: svg } = setup.json<{ two_factor_setup: { secret: string; otpauth_url: string; qr_svg: string } }>().two_factor_setup;
  expect(url).toContain(`secret=${secret}`);
  expect(svg).toContain('<svg');
  const enabled = await call('POST', '/api/v1/auth/two_factor/enable', account.auth, { two_factor: { code: await codeAt(secret) } });
  expect(enabled.statusCode).toBe(200);
  const body = enabled.json<{ two_factor: { enabled: boolean; recovery_codes_left: number }; recovery_codes: string[] }>();
  expect(body.two_factor).toMatchObject({ enabled: true, recovery_codes_left: 10 });
  clock.advance(30_000);
  return { secret, recoveryCodes: body.recovery_codes };
}

async function challengeFor(account: Account, headers: Record<string, string> = {}): Promise<string> {
  const response = await signIn(api.app, account.email, account.password, headers);
  expect(response.statusCode).toBe(200);
  expect(response.headers['access-token']).toBeUndefined();
  const body = response.json<{ two_factor_required: boolean; challenge: string }>();
  expect(body.two_factor_required).toBe(true);
  return body.challenge;
}

function secondStep(challenge: string, fields: { code?: string; recovery_code?: string }, headers: Record<string, string> = {}) {
  return api.app.inject({ method: 'POST', url: '/api/v1/auth/two_factor', headers, payload: { challenge, ...fields } });
}

function messageOf(response: LightMyRequestResponse): string {
  return response.json<{ errors: string[] }>().errors[0] ?? '';
}

describe('turning two-step sign-in on', () => {
  it('needs a right code from the secret shown, keeps the secret encrypted and the recovery codes hashed', async () => {
    const account = await newAccount(api.app);
    const before = await call('GET', '/api/v1/auth/two_factor', account.auth);
    expect(before.json()).toMatchObject({ two_factor: { enabled: false, required_by_company: false, setup_required: false } });

    const setup = await call('POST', '/api/v1/auth/two_factor/setup', account.auth);
    const { secret } = setup.json<{ two_factor_setup: { secret: string } }>().two_factor_setup;
    const wrong = await call('POST', '/api/v1/auth/two_factor/enable', account.auth, { code: '000000' === (await codeAt(secret)) ? '111111' : '000000' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toMatchObject({ errors: { code: ['Código de verificação inválido.'] } });
    const blank = await call('POST', '/api/v1/auth/two_factor/enable', account.auth, { code: '' });
    expect(blank.json()).toMatchObject({ full_messages: ['Informe o código de verificação.'] });

    const enabled = await call('POST', '/api/v1/auth/two_factor/enable', account.auth, { code: await codeAt(secret) });
    expect(enabled.statusCode).toBe(200);
    const codes = enabled.json<{ recovery_codes: string[] }>().recovery_codes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);

    const stored = await api.db.selectFrom('user_two_factors').selectAll().where('user_id', '=', account.userId).executeTakeFirstOrThrow();
    expect(stored.secret_ciphertext).not.toContain(secret);
    expect(stored.enabled_at).not.toBeNull();
    const hashes = await api.db.selectFrom('two_factor_recovery_codes').select('code_hash').where('user_id', '=', account.userId).execute();
    expect(hashes).toHaveLength(10);
    for (const code of codes) expect(hashes.map((row) => row.code_hash).join()).not.toContain(code.replace('-', ''));

    const again = await call('POST', '/api/v1/auth/two_factor/setup', account.auth);
    expect(again.statusCode).toBe(422);
    expect(again.json()).toMatchObject({ full_messages: ['A verificação em duas etapas já está ativada.'] });
    clock.advance(30_000);
  });
});

describe('signing in with two steps', () => {
  let account: Account;
  let secret: string;
  let recoveryCodes: string[];

  beforeAll(async () => {
    account = await newAccount(api.app);
    ({ secret, recoveryCodes } = await turnOn(account));
  });

  it('refuses a wrong code and lets a right one in, once', async () => {
    const challenge = await challengeFor(account);
    const right = await codeAt(secret);
    const wrong = await secondStep(challenge, { code: right === '123456' ? '654321' : '123456' });
    expect(wrong.statusCode).toBe(401);
    expect(messageOf(wrong)).toBe('Código de verificação inválido.');

    const signedIn = await secondStep(challenge, { code: right }, { 'user-agent': CHROME_ON_WINDOWS });
    expect(signedIn.statusCode).toBe(200);
    const auth = authFrom(signedIn);
    expect(signedIn.json()).toMatchObject({ data: { email: account.email } });
    expect((await call('GET', '/api/v1/auth/validate_token', auth)).statusCode).toBe(200);

    // The challenge is spent, and the same code does not open a new one either.
    expect(messageOf(await secondStep(challenge, { code: right }))).toBe('A verificação expirou. Entre novamente com seu e-mail e senha.');
    const reused = await secondStep(await challengeFor(account), { code: right });
    expect(reused.statusCode).toBe(401);
    expect(messageOf(reused)).toBe('Código de verificação inválido.');

    clock.advance(30_000);
    const next = await secondStep(await challengeFor(account), { code: await codeAt(secret) });
    expect(next.statusCode).toBe(200);
  });

  it('takes each recovery code once', async () => {
    const first = await secondStep(await challengeFor(account), { recovery_code: recoveryCodes[0]!.toUpperCase() });
    expect(first.statusCode).toBe(200);
    const again = await secondStep(await challengeFor(account), { recovery_code: recoveryCodes[0]! });
    expect(again.statusCode).toBe(401);
    expect(messageOf(again)).toBe('Código de recuperação inválido ou já usado.');
    const state = await call('GET', '/api/v1/auth/two_factor', authFrom(first));
    expect(state.json()).toMatchObject({ two_factor: { enabled: true, recovery_codes_left: 9 } });
  });

  it('answers 422 without a code and 401 for an unknown or expired challenge', async () => {
    expect((await secondStep('whatever', {})).statusCode).toBe(422);
    expect((await secondStep('whatever', { code: '123456' })).statusCode).toBe(401);
    const challenge = await challengeFor(account);
    clock.advance(11 * 60_000);
    const late = await secondStep(challenge, { code: await codeAt(secret) });
    expect(late.statusCode).toBe(401);
    expect(messageOf(late)).toBe('A verificação expirou. Entre novamente com seu e-mail e senha.');
  });

  it("counts wrong codes toward the sign-in limits, and a right one clears only its own address's", async () => {
    const other = await newAccount(api.app);
    const { secret: otherSecret } = await turnOn(other);
    const ip = newIp();
    const wrongCode = async () => ((await codeAt(otherSecret)) === '000000' ? '111111' : '000000');

    // The password's attempt and two wrong codes: three failures, then each try waits.
    let challenge = await challengeFor(other, ip);
    for (let i = 0; i < 2; i += 1) expect((await secondStep(challenge, { code: await wrongCode() }, ip)).statusCode).toBe(401);
    const from = waits.length;
    for (let i = 0; i < 2; i += 1) expect((await secondStep(challenge, { code: await wrongCode() }, ip)).statusCode).toBe(401);
    expect(waits.slice(from)).toEqual([throttle.delayMs, 2 * throttle.delayMs]);
    // Past five failures the pair is locked out, a right code included.
    const locked = await secondStep(challenge, { code: await codeAt(otherSecret) }, ip);
    expect(locked.statusCode).toBe(429);
    expect(messageOf(locked)).toBe('Muitas tentativas de login. Tente novamente em 15 minutos.');

    // From a clean address the owner still gets in (after the e-mail's slow-down), which clears that
    // address's failures only: the locked one stays locked, and its failures keep slowing the e-mail.
    const cleanIp = newIp();
    challenge = await challengeFor(other, cleanIp);
    const ok = await secondStep(challenge, { code: await codeAt(otherSecret) }, cleanIp);
    expect(ok.statusCode).toBe(200);
    const keys = (await api.db.selectFrom('login_attempts').select('key').execute()).map((row) => row.key);
    expect(keys).toContain(`pair:${other.email}|${ip['x-forwarded-for']}`);
    expect(keys).not.toContain(`pair:${other.email}|${cleanIp['x-forwarded-for']}`);
    clock.advance(30_000);
    const stillLocked = await secondStep(await challengeFor(other, cleanIp), { code: await codeAt(otherSecret) }, ip);
    expect(stillLocked.statusCode).toBe(429);
  });
});

describe('turning two-step sign-in off', () => {
  it('asks for the password or a code, and signs in with the password alone afterwards', async () => {
    const account = await newAccount(api.app);
    const { secret } = await turnOn(account);
    const wrong = await call('DELETE', '/api/v1/auth/two_factor', account.auth, { password: 'errada99' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toMatchObject({ errors: { password: ['Senha incorreta.'] } });
    expect((await call('DELETE', '/api/v1/auth/two_factor', account.auth, {})).statusCode).toBe(422);
    const off = await call('DELETE', '/api/v1/auth/two_factor', account.auth, { code: await codeAt(secret) });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ two_factor: { enabled: false, recovery_codes_left: 0 } });
    const signedIn = await signIn(api.app, account.email, account.password);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.headers['access-token']).toBeTruthy();

    const again = await newAccount(api.app);
    await turnOn(again);
    expect((await call('DELETE', '/api/v1/auth/two_factor', again.auth, { password: again.password })).statusCode).toBe(200);
  });
});

describe('a company that requires two-step sign-in', () => {
  it('sends users without it to set it up, and lets them work once they have', async () => {
    const admin = await newAccount(api.app);
    const member = await addMember(api.db, admin.companyId, 'standard', { now: clock() });
    const staffEmail = member.email;
    const staffAuth = member.auth;

    const byStaff = await call('PATCH', `/api/v1/companies/${admin.companyId}`, staffAuth, { company: { require_two_factor: true } });
    expect(byStaff.statusCode).toBe(403);
    const invalid = await call('PATCH', `/api/v1/companies/${admin.companyId}`, admin.auth, { company: { require_two_factor: 'talvez' } });
    expect(invalid.statusCode).toBe(422);
    const required = await call('PATCH', `/api/v1/companies/${admin.companyId}`, admin.auth, { company: { require_two_factor: true } });
    expect(required.statusCode).toBe(200);
    expect(required.json()).toMatchObject({ company: { require_two_factor: true } });

    // The staff member's open session is stopped at once, except for what setting it up needs.
    const blocked = await call('GET', '/api/v1/customers', staffAuth);
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json()).toMatchObject({
      message: 'Sua empresa exige a verificação em duas etapas. Ative-a em Meu perfil, na aba Segurança, para continuar.',
      two_factor_setup_required: true,
    });
    expect((await call('GET', '/api/v1/auth/validate_token', staffAuth)).statusCode).toBe(200);
    expect((await call('GET', '/api/v1/auth/sessions', staffAuth)).statusCode).toBe(200);
    expect((await call('GET', `/api/v1/companies/${admin.companyId}/subscription_status`, staffAuth)).statusCode).toBe(200);
    expect((await call('GET', '/api/v1/auth/two_factor', staffAuth)).json()).toMatchObject({
      two_factor: { enabled: false, required_by_company: true, setup_required: true },
    });

    const signedIn = await signIn(api.app, staffEmail, MEMBER_PASSWORD);
    expect(signedIn.json()).toMatchObject({ two_factor_setup_required: true });

    const staff: Account = { auth: authFrom(signedIn), userId: 0, companyId: admin.companyId, email: staffEmail, password: MEMBER_PASSWORD };
    await turnOn(staff);
    expect((await call('GET', '/api/v1/customers', staff.auth)).statusCode).toBe(200);
    const off = await call('DELETE', '/api/v1/auth/two_factor', staff.auth, { password: MEMBER_PASSWORD });
    expect(off.statusCode).toBe(422);
    expect(off.json()).toMatchObject({ full_messages: ['Sua empresa exige a verificação em duas etapas; ela não pode ser desativada.'] });
  });
});

describe('sessions', () => {
  it('lists each device with its address and last use, and ends one or all the others at once', async () => {
    const account = await newAccount(api.app);
    const phone = authFrom(await signIn(api.app, account.email, account.password, { 'user-agent': SAFARI_ON_IPHONE, 'x-forwarded-for': '198.51.100.7' }));
    clock.advance(60_000);
    const desktop = authFrom(await signIn(api.app, account.email, account.password, { 'user-agent': CHROME_ON_WINDOWS, 'x-forwarded-for': '198.51.100.8' }));

    const listed = await call('GET', '/api/v1/auth/sessions', desktop);
    expect(listed.statusCode).toBe(200);
    const { sessions } = listed.json<{ sessions: { id: number; device: string; ip: string; current: boolean; last_used_at: string }[] }>();
    expect(sessions).toHaveLength(3);
    expect(sessions[0]).toMatchObject({ device: 'Chrome no Windows', ip: '198.51.100.8', current: true });
    const phoneSession = sessions.find((session) => session.device === 'Safari no iPhone');
    expect(phoneSession).toMatchObject({ ip: '198.51.100.7', current: false });

    // Read a moment ago, so it sits in the read cache: ending it must still stop it at once.
    expect((await call('GET', '/api/v1/auth/validate_token', phone)).statusCode).toBe(200);
    const ended = await call('DELETE', `/api/v1/auth/sessions/${phoneSession!.id}`, desktop);
    expect(ended.statusCode).toBe(200);
    expect((await call('GET', '/api/v1/auth/validate_token', phone)).statusCode).toBe(401);
    expect((await call('DELETE', `/api/v1/auth/sessions/${phoneSession!.id}`, desktop)).statusCode).toBe(404);

    expect((await call('GET', '/api/v1/auth/validate_token', account.auth)).statusCode).toBe(200);
    const others = await call('DELETE', '/api/v1/auth/sessions/others', desktop);
    expect(others.json()).toMatchObject({ success: true, revoked: 1 });
    expect((await call('GET', '/api/v1/auth/validate_token', account.auth)).statusCode).toBe(401);
    expect((await call('GET', '/api/v1/auth/validate_token', desktop)).statusCode).toBe(200);
    expect((await call('GET', '/api/v1/auth/sessions', desktop)).json<{ sessions: unknown[] }>().sessions).toHaveLength(1);
  });

  it("answers 404 for another user's session, in another company or the same one, and 401 without a token", async () => {
    const owner = await newAccount(api.app);
    const stranger = await newAccount(api.app);
    const { sessions } = (await call('GET', '/api/v1/auth/sessions', owner.auth)).json<{ sessions: { id: number }[] }>();
    const id = sessions[0]!.id;
    expect((await call('DELETE', `/api/v1/auth/sessions/${id}`, stranger.auth)).statusCode).toBe(404);
    expect((await call('DELETE', '/api/v1/auth/sessions/abc', stranger.auth)).statusCode).toBe(404);
    const strangerList = (await call('GET', '/api/v1/auth/sessions', stranger.auth)).json<{ sessions: { id: number }[] }>();
    expect(strangerList.sessions.map((session) => session.id)).not.toContain(id);
    expect((await call('GET', '/api/v1/auth/validate_token', owner.auth)).statusCode).toBe(200);
    for (const [method, url] of [
      ['GET', '/api/v1/auth/sessions'],
      ['DELETE', `/api/v1/auth/sessions/${id}`],
      ['DELETE', '/api/v1/auth/sessions/others'],
      ['GET', '/api/v1/auth/two_factor'],
      ['POST', '/api/v1/auth/two_factor/setup'],
      ['DELETE', '/api/v1/auth/two_factor'],
    ] as const) {
      expect((await call(method, url, {})).statusCode).toBe(401);
    }
  });
});
