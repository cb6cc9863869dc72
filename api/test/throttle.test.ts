import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { startTestApi, waitForMail, type TestApi } from './harness.ts';
import { newAccount, signIn, testClock } from './helpers.ts';

const clock = testClock();
let api: TestApi;

const throttle = {
  slowdownAfter: 2,
  delayMs: 150,
  maxDelayMs: 300,
  lockoutAfter: 5,
  ipLockoutAfter: 8,
  lockoutMinutes: 15,
};

let ipCounter = 0;
/** Each test signs in from its own address (through the proxy header), so only its own failures count. */
function newIp() {
  ipCounter += 1;
  return { 'x-forwarded-for': `198.51.100.${ipCounter}` };
}

/** The waits the api asked for, in order: the slow-down is seen without wall-clock timing. */
const waits: number[] = [];
async function waitsDuring<T>(work: () => Promise<T>): Promise<{ result: T; waited: number[] }> {
  const from = waits.length;
  const result = await work();
  return { result, waited: waits.slice(from) };
}

beforeAll(async () => {
  api = await startTestApi({
    clock,
    config: { loginThrottle: throttle },
    sleep: async (ms) => {
      waits.push(ms);
    },
  });
});
afterAll(() => api.close());

describe('sign-in throttling per e-mail', () => {
  it('slows every attempt after a few failures, with a growing wait', async () => {
    const account = await newAccount(api.app);
    const ip = newIp();
    for (let i = 0; i < throttle.slowdownAfter; i += 1) {
      const { waited } = await waitsDuring(() => signIn(api.app, account.email, 'errada1', ip));
      expect(waited).toEqual([]);
    }
    const third = await waitsDuring(() => signIn(api.app, account.email, 'errada1', newIp()));
    expect(third.result.statusCode).toBe(401);
    expect(third.waited).toEqual([throttle.delayMs]);
    const fourth = await waitsDuring(() => signIn(api.app, account.email, account.password, newIp()));
    expect(fourth.waited).toEqual([2 * throttle.delayMs]);
    expect(fourth.result.statusCode).toBe(200);
  });

  it('locks the (e-mail, address) pair out, even for the right password, and lets it in after the lock-out', async () => {
    const account = await newAccount(api.app);
    const ip = newIp();
    for (let i = 0; i < throttle.lockoutAfter; i += 1) {
      expect((await signIn(api.app, account.email, 'errada1', ip)).statusCode).toBe(401);
    }
    const locked = await signIn(api.app, account.email, account.password, ip);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({
      success: false,
      errors: ['Muitas tentativas de login. Tente novamente em 15 minutos.'],
      message: 'Muitas tentativas de login. Tente novamente em 15 minutos.',
    });
    expect(locked.headers['retry-after']).toBe(String(15 * 60));
    expect(locked.headers['access-token']).toBeUndefined();

    clock.advance(14 * 60_000);
    const later = await signIn(api.app, account.email, account.password, ip);
    expect(later.json().message).toBe('Muitas tentativas de login. Tente novamente em 1 minuto.');

    clock.advance(60_000);
    expect((await signIn(api.app, account.email, account.password, ip)).statusCode).toBe(200);
  });

  it('does not let guesses from many addresses lock the owner out: a clean address gets in after the slow-down', async () => {
    const account = await newAccount(api.app);
    const attackers = Array.from({ length: 3 * throttle.lockoutAfter }, () => newIp());
    for (const ip of attackers) {
      expect((await signIn(api.app, account.email, 'errada1', ip)).statusCode).toBe(401);
    }
    // The attacker's own addresses stay stopped once each has had its share.
    const attacker = attackers[0]!;
    for (let i = 1; i < throttle.lockoutAfter; i += 1) await signIn(api.app, account.email, 'errada1', attacker);
    expect((await signIn(api.app, account.email, 'errada1', attacker)).statusCode).toBe(429);

    const owner = await waitsDuring(() => signIn(api.app, account.email, account.password, newIp()));
    expect(owner.result.statusCode).toBe(200);
    expect(owner.waited).toEqual([throttle.maxDelayMs]);
  });

  it('counts a burst of parallel guesses as it comes', async () => {
    const account = await newAccount(api.app);
    const ip = newIp();
    // Fewer than the address's own limit, so only the pair's lock-out decides.
    const burst = await Promise.all(
      Array.from({ length: throttle.lockoutAfter + 2 }, () => signIn(api.app, account.email, 'errada1', ip)),
    );
    const statuses = burst.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(throttle.lockoutAfter);
    expect(statuses.filter((status) => status === 429)).toHaveLength(2);
  });

  it('counts an unknown e-mail like a known one', async () => {
    const email = `desconhecido${Date.now()}@exemplo.com.br`;
    const ip = newIp();
    for (let i = 0; i < throttle.lockoutAfter; i += 1) await signIn(api.app, email, 'errada1', ip);
    expect((await signIn(api.app, email, 'errada1', ip)).statusCode).toBe(429);
  });

  it("forgets the failures of the owner's own address after a right password from it", async () => {
    const account = await newAccount(api.app);
    const ip = newIp();
    for (let i = 0; i < throttle.slowdownAfter; i += 1) await signIn(api.app, account.email, 'errada1', ip);
    expect((await waitsDuring(() => signIn(api.app, account.email, account.password, ip))).waited).toEqual([throttle.delayMs]);

    const keys = await api.db.selectFrom('login_attempts').select('key').where('key', 'like', `%${account.email}%`).execute();
    expect(keys).toEqual([]);
    // The count starts again: a typo right after is neither slowed nor the last straw.
    for (let i = 0; i < throttle.slowdownAfter; i += 1) {
      const { result, waited } = await waitsDuring(() => signIn(api.app, account.email, 'errada1', ip));
      expect(result.statusCode).toBe(401);
      expect(waited).toEqual([]);
    }
  });

  it("leaves an attacker's lock-out on another address when the owner signs in", async () => {
    const account = await newAccount(api.app);
    const attacker = newIp();
    for (let i = 0; i < throttle.lockoutAfter; i += 1) await signIn(api.app, account.email, 'errada1', attacker);
    expect((await signIn(api.app, account.email, 'errada2', attacker)).statusCode).toBe(429);

    expect((await signIn(api.app, account.email, account.password, newIp())).statusCode).toBe(200);
    const guess = await signIn(api.app, account.email, account.password, attacker);
    expect(guess.statusCode).toBe(429);
    expect(guess.headers['access-token']).toBeUndefined();
    // Signing in again changes nothing either.
    expect((await signIn(api.app, account.email, account.password, newIp())).statusCode).toBe(200);
    expect((await signIn(api.app, account.email, account.password, attacker)).statusCode).toBe(429);
  });

  it("keeps the e-mail's slow-down for failures made from other addresses when the owner signs in", async () => {
    const account = await newAccount(api.app);
    const attacker = newIp();
    for (let i = 0; i < throttle.slowdownAfter; i += 1) await signIn(api.app, account.email, 'errada1', attacker);

    const owner = newIp();
    const signedIn = await waitsDuring(() => signIn(api.app, account.email, account.password, owner));
    expect(signedIn.result.statusCode).toBe(200);
    expect(signedIn.waited).toEqual([throttle.delayMs]);
    const next = await waitsDuring(() => signIn(api.app, account.email, 'errada3', newIp()));
    expect(next.result.statusCode).toBe(401);
    expect(next.waited).toEqual([throttle.delayMs]);

    // The slow-down ends 15 minutes after the last failure, however often the owner signs in.
    clock.advance(10 * 60_000);
    expect((await signIn(api.app, account.email, account.password, owner)).statusCode).toBe(200);
    clock.advance(throttle.lockoutMinutes * 60_000 - 10 * 60_000);
    const later = await waitsDuring(() => signIn(api.app, account.email, account.password, owner));
    expect(later.result.statusCode).toBe(200);
    expect(later.waited).toEqual([]);
  });

  it("lifts only the lock-out of the address a password reset came from, never an attacker's", async () => {
    const account = await newAccount(api.app);
    const attacker = newIp();
    const owner = newIp();
    for (let i = 0; i < throttle.lockoutAfter; i += 1) {
      await signIn(api.app, account.email, 'errada1', attacker);
      await signIn(api.app, account.email, 'errada1', owner);
    }
    expect((await signIn(api.app, account.email, account.password, owner)).statusCode).toBe(429);

    const forgot = await api.app.inject({ method: 'POST', url: '/users/password', headers: owner, payload: { user: { email: account.email } } });
    expect(forgot.statusCode).toBe(200);
    const mail = await waitForMail(api.mailDir, account.email);
    const reset = await api.app.inject({
      method: 'PUT',
      url: '/users/password',
      headers: owner,
      payload: { user: { reset_password_token: mail.resetToken, password: 'Redefinida123', password_confirmation: 'Redefinida123' } },
    });
    expect(reset.statusCode).toBe(200);

    expect((await signIn(api.app, account.email, 'Redefinida123', attacker)).statusCode).toBe(429);
    expect((await signIn(api.app, account.email, 'Redefinida123', owner)).statusCode).toBe(200);
  });

  it('forgets failures older than the lock-out window', async () => {
    const account = await newAccount(api.app);
    for (let i = 0; i < throttle.lockoutAfter - 1; i += 1) await signIn(api.app, account.email, 'errada1', newIp());
    clock.advance(throttle.lockoutMinutes * 60_000);
    await signIn(api.app, account.email, 'errada1', newIp());
    expect((await signIn(api.app, account.email, account.password, newIp())).statusCode).toBe(200);
  });
});

describe('the current password asked for by a password change', () => {
  it('counts each wrong one as a failed sign-in, so a stolen session cannot guess it', async () => {
    const account = await newAccount(api.app);
    const ip = newIp();
    const change = (currentPassword: string) =>
      api.app.inject({
        method: 'PATCH',
        url: `/api/v1/companies/${account.companyId}/users/${account.userId}`,
        headers: { ...account.auth, ...ip },
        payload: { user: { current_password: currentPassword, password: 'Tomada123', password_confirmation: 'Tomada123' } },
      });
    for (let i = 0; i < throttle.lockoutAfter; i += 1) {
      const wrong = await change(`chute${i}`);
      expect(wrong.statusCode).toBe(422);
      expect(wrong.json().errors).toEqual({ current_password: ['está incorreta'] });
    }
    const locked = await change(account.password);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toBe('Muitas tentativas de login. Tente novamente em 15 minutos.');
    expect((await signIn(api.app, account.email, 'Tomada123', newIp())).statusCode).toBe(401);
    expect((await signIn(api.app, account.email, account.password, newIp())).statusCode).toBe(200);
  });
});

describe('sign-in throttling per IP', () => {
  it('slows and then locks out an address that tries many e-mails', async () => {
    const ip = newIp();
    const ipSlowdownAfter = Math.floor(throttle.ipLockoutAfter / 2);
    for (let i = 0; i < ipSlowdownAfter; i += 1) {
      await signIn(api.app, `alvo${i}.${Date.now()}@exemplo.com.br`, 'errada1', ip);
    }
    const slowed = await waitsDuring(() => signIn(api.app, `lento${Date.now()}@exemplo.com.br`, 'errada1', ip));
    expect(slowed.waited).toEqual([throttle.delayMs]);

    for (let i = ipSlowdownAfter + 1; i < throttle.ipLockoutAfter; i += 1) {
      await signIn(api.app, `alvo${i}.${Date.now()}@exemplo.com.br`, 'errada1', ip);
    }
    const account = await newAccount(api.app);
    const locked = await signIn(api.app, account.email, account.password, ip);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().errors[0]).toMatch(/^Muitas tentativas de login\. Tente novamente em \d+ minutos?\.$/);

    expect((await signIn(api.app, account.email, account.password, newIp())).statusCode).toBe(200);
  });

  it('reads the trusted proxies from TRUSTED_PROXIES, loopback (the gateway beside it) by default', () => {
    expect(loadConfig({}).trustedProxies).toEqual(['loopback']);
    expect(loadConfig({ TRUSTED_PROXIES: 'none' }).trustedProxies).toEqual([]);
    expect(loadConfig({ TRUSTED_PROXIES: '10.0.0.2, 10.1.0.0/16' }).trustedProxies).toEqual(['10.0.0.2', '10.1.0.0/16']);
    expect(() => loadConfig({ TRUSTED_PROXIES: 'true' })).toThrow(/TRUSTED_PROXIES/);
    expect(() => loadConfig({ TRUSTED_PROXIES: '10.0.0.0/40' })).toThrow(/TRUSTED_PROXIES/);
  });
});

describe('x-forwarded-for from a peer that is not a trusted proxy', () => {
  let direct: TestApi;
  beforeAll(async () => {
    // Only 192.0.2.10 is a proxy here; the test's requests come from 127.0.0.1.
    direct = await startTestApi({ clock, config: { loginThrottle: throttle, trustedProxies: ['192.0.2.10'] }, sleep: async () => {} });
  });
  afterAll(() => direct.close());

  it('is ignored, so a caller cannot start its counters again by naming a new address each time', async () => {
    const account = await newAccount(direct.app);
    for (let i = 0; i < throttle.lockoutAfter; i += 1) {
      expect((await signIn(direct.app, account.email, 'errada1', newIp())).statusCode).toBe(401);
    }
    const locked = await signIn(direct.app, account.email, account.password, newIp());
    expect(locked.statusCode).toBe(429);
    const keys = (await direct.db.selectFrom('login_attempts').select('key').execute()).map((row) => row.key);
    expect(keys.filter((key) => key.startsWith('ip:'))).toEqual(['ip:127.0.0.1']);
  });
});
