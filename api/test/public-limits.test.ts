import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { readOutbox, startTestApi, waitForMail, type TestApi } from './harness.ts';
import { tokenRequest } from './billing-helpers.ts';
import { openBookingPage } from './booking-page.ts';
import { counts, createAccount, newAccount, testClock } from './helpers.ts';

const clock = testClock();
let api: TestApi;

const limits = { passwordResetPerIp: 4, passwordResetPerEmail: 2, signupPerIp: 3, cardTokensPerIp: 3, webhookRefusalsPerIp: 2, bookingsPerIp: 3, publicPagesPerIpPerMinute: 100_000 };
const WEBHOOK_SECRET = 'segredo-dos-webhooks-limites';
const INSTRUCTIONS = 'Se o e-mail estiver cadastrado, você receberá as instruções para redefinir sua senha.';

let ipCounter = 0;
/** Each test asks from its own address (through the proxy header), so only its own requests count. */
function newIp() {
  ipCounter += 1;
  return { 'x-forwarded-for': `203.0.113.${ipCounter}` };
}

beforeAll(async () => {
  api = await startTestApi({ clock, config: { publicLimits: limits, payments: { ...loadConfig({}).payments, webhookSecret: WEBHOOK_SECRET } } });
});
afterAll(() => api.close());

function forgot(email: string, ip: Record<string, string>) {
  return api.app.inject({ method: 'POST', url: '/users/password', headers: ip, payload: { user: { email } } });
}

async function resetTokens() {
  const row = await api.db
    .selectFrom('password_reset_tokens')
    .select(sql<number>`count(*)::int`.as('count'))
    .executeTakeFirstOrThrow();
  return row.count;
}

async function mailsTo(email: string) {
  return (await readOutbox(api.mailDir)).filter((mail) => mail.text.includes(`To: ${email}`)).length;
}

/** Lets the e-mails made after the answers be made and written. */
async function settle() {
  await new Promise((resolve) => setTimeout(resolve, 300));
}

describe('password reset requests', () => {
  it('refuses an address past its hourly limit with 429, and makes no token and no e-mail', async () => {
    const account = await newAccount(api.app, {}, newIp());
    const ip = newIp();
    for (let i = 0; i < limits.passwordResetPerIp; i += 1) {
      expect((await forgot(`ninguem${i}@exemplo.com.br`, ip)).statusCode).toBe(200);
    }
    await settle();
    const tokensBefore = await resetTokens();
    const refused = await forgot(account.email, ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      success: false,
      errors: ['Muitas solicitações deste endereço. Tente novamente em 60 minutos.'],
      message: 'Muitas solicitações deste endereço. Tente novamente em 60 minutos.',
    });
    expect(refused.headers['retry-after']).toBe('3600');
    await settle();
    expect(await resetTokens()).toBe(tokensBefore);
    expect(await mailsTo(account.email)).toBe(0);

    clock.advance(60 * 60_000);
    expect((await forgot(account.email, ip)).statusCode).toBe(200);
    await waitForMail(api.mailDir, account.email);
  });

  it('sends one address at most its hourly share of e-mails, answering every request the same', async () => {
    const account = await newAccount(api.app, {}, newIp());
    const answers = [];
    for (let i = 0; i < limits.passwordResetPerEmail + 3; i += 1) answers.push(await forgot(account.email, newIp()));
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({ success: true, message: INSTRUCTIONS });
    }
    await waitForMail(api.mailDir, account.email, { count: limits.passwordResetPerEmail });
    await settle();
    expect(await mailsTo(account.email)).toBe(limits.passwordResetPerEmail);
  });

  it('answers a registered and an unknown address alike, before any token exists', async () => {
    const account = await newAccount(api.app, {}, newIp());
    const tokensBefore = await resetTokens();
    const known = await forgot(account.email, newIp());
    // The answer is out and nothing about the address has been looked at yet: that happens from the queue.
    expect(await resetTokens()).toBe(tokensBefore);
    const unknown = await forgot(`ninguem.${Date.now()}@exemplo.com.br`, newIp());
    expect(known.statusCode).toBe(unknown.statusCode);
    expect(known.body).toBe(unknown.body);
    expect(Object.keys(known.headers).sort()).toEqual(Object.keys(unknown.headers).sort());
    await waitForMail(api.mailDir, account.email);
    expect(await resetTokens()).toBe(tokensBefore + 1);
  });
});

describe('sign-ups', () => {
  it('refuses an address past its hourly limit with 429, counting refused attempts, and creates nothing', async () => {
    const ip = newIp();
    expect((await createAccount(api.app, {}, ip)).statusCode).toBe(201);
    expect((await createAccount(api.app, { customer_name: '' }, ip)).statusCode).toBe(422);
    expect((await createAccount(api.app, {}, ip)).statusCode).toBe(201);
    const before = await counts(api.db);
    const refused = await createAccount(api.app, {}, ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe('Muitas solicitações deste endereço. Tente novamente em 60 minutos.');
    expect(refused.headers['access-token']).toBeUndefined();
    expect(await counts(api.db)).toEqual(before);

    expect((await createAccount(api.app, {}, newIp())).statusCode).toBe(201);
  });
});

describe('card tokens of the payment sandbox', () => {
  it('refuses an address past its hourly limit with 429 in the provider\'s error shape, counting refused cards, and stores no token', async () => {
    const ip = newIp();
    const token = (number: string) => api.app.inject({ method: 'POST', url: '/payment-sandbox/v1/payment_token', headers: ip, payload: tokenRequest(number) });
    expect((await token('4111 1111 1111 1111')).statusCode).toBe(200);
    expect((await token('4111 1111 1111 1112')).statusCode).toBe(422);
    expect((await token('4111 1111 1111 1111')).statusCode).toBe(200);
    const stored = await api.db.selectFrom('payment_sandbox_objects').select(sql<number>`count(*)::int`.as('count')).executeTakeFirstOrThrow();
    const refused = await token('4111 1111 1111 1111');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('3600');
    expect(refused.json().errors).toBe('Muitas solicitações deste endereço. Tente novamente em 60 minutos.');
    const after = await api.db.selectFrom('payment_sandbox_objects').select(sql<number>`count(*)::int`.as('count')).executeTakeFirstOrThrow();
    expect(after.count).toBe(stored.count);
    expect((await api.app.inject({ method: 'POST', url: '/payment-sandbox/v1/payment_token', headers: newIp(), payload: tokenRequest('4111 1111 1111 1111') })).statusCode).toBe(200);
  });
});

describe('billing webhooks', () => {
  const hook = (ip: Record<string, string>, authorization: string) =>
    api.app.inject({
      method: 'POST',
      url: '/api/v1/billing/webhooks/sandbox',
      headers: { ...ip, authorization, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'event=invoice.created&data[id]=X',
    });

  it('stops an address that keeps guessing the secret, even once it has it, and never slows the provider\'s own calls', async () => {
    const guesser = newIp();
    for (let i = 1; i <= limits.webhookRefusalsPerIp; i += 1) expect((await hook(guesser, `palpite-${i}`)).statusCode).toBe(401);
    const stopped = await hook(guesser, 'palpite-3');
    expect(stopped.statusCode).toBe(429);
    expect(stopped.headers['retry-after']).toBe('3600');
    expect((await hook(guesser, WEBHOOK_SECRET)).statusCode).toBe(429);

    const provider = newIp();
    for (let i = 0; i < limits.webhookRefusalsPerIp + 3; i += 1) {
      expect((await hook(provider, WEBHOOK_SECRET)).json()).toEqual({ status: 'ignored' });
    }
  });
});

describe('online bookings', () => {
  it('refuses an address past its hourly limit with 429 and books nothing more, while another address books', async () => {
    const owner = await newAccount(api.app);
    const hashid = await openBookingPage(api, owner, { professionalId: owner.userId, hours: [{ weekday: 3, start: '08:00', end: '18:00' }] });
    const book = (hour: number, ip: string) =>
      api.app.inject({
        method: 'POST',
        url: `/api/v1/public/booking/${hashid}`,
        remoteAddress: ip,
        payload: { booking: { user_id: owner.userId, starts_at: `2026-03-11T${String(hour).padStart(2, '0')}:00:00-03:00`, name: 'Paciente', email: `p${hour}@exemplo.com.br`, phone: '11999990000' } },
      });
    const statuses = [];
    for (const hour of [8, 9, 10, 11]) statuses.push((await book(hour, '10.9.9.9')).statusCode);
    expect(statuses).toEqual([201, 201, 201, 429]);
    const booked = await api.db.selectFrom('appointments').select(sql<number>`count(*)::int`.as('n')).where('company_id', '=', owner.companyId).executeTakeFirstOrThrow();
    expect(booked.n).toBe(3);
    expect((await book(12, '10.8.8.8')).statusCode).toBe(201);
  });
});
