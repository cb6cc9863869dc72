import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { TableNode, type KyselyPlugin, type RootOperationNode } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, type Config } from '../src/config.ts';
import { buildTestApp, startTestApi, type TestApi } from './harness.ts';
import { openBookingPage } from './booking-page.ts';
import { testClock } from './helpers.ts';
import { makeCompany, type Member } from './members.ts';

// 09:00 on Monday 30 November 2026 in São Paulo.
const clock = testClock(new Date('2026-11-30T12:00:00Z'));
const LIMIT = 6;
const MINUTE = 60_000;
const REFUSED = 'Muitas solicitações deste endereço. Tente novamente em 1 minuto.';
const publicLimits: Config['publicLimits'] = {
  passwordResetPerIp: 100_000,
  passwordResetPerEmail: 1000,
  signupPerIp: 100_000,
  cardTokensPerIp: 100_000,
  webhookRefusalsPerIp: 100_000,
  bookingsPerIp: 100_000,
  publicPagesPerIpPerMinute: LIMIT,
};

let api: TestApi;
/** A second api process over the same database, whose statements are noted in `statements`. */
let other: FastifyInstance;
let otherDataDir: string;
let admin: Member;
let hashid: string;
let reminderToken: string;
let feedUrl: string;
/** The tables each statement of `other` names, one entry per statement. */
const statements: string[][] = [];

const noteStatements: KyselyPlugin = {
  transformQuery({ node }): RootOperationNode {
    const tables: string[] = [];
    const visit = (value: unknown) => {
      if (value === null || typeof value !== 'object') return;
      if (TableNode.is(value as never)) tables.push((value as TableNode).table.identifier.name);
      for (const child of Object.values(value)) visit(child);
    };
    visit(node);
    statements.push([...new Set(tables)]);
    return node;
  },
  transformResult: async ({ result }) => result,
};

let addressCounter = 0;
/** Each test asks from addresses of its own, so only its own requests count. */
function newAddress(): string {
  addressCounter += 1;
  return `198.51.100.${addressCounter}`;
}

beforeAll(async () => {
  api = await startTestApi({ clock, config: { publicLimits } });
  otherDataDir = await mkdtemp(join(tmpdir(), 'practice-api-other-'));
  other = await buildTestApp({
    config: { ...loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: otherDataDir, REMINDER_INTERVAL_MS: '0' }), publicLimits },
    db: api.db.withPlugin(noteStatements),
    clock,
    logger: false,
    billingSweep: false,
  });
  await other.ready();
  admin = await makeCompany(api.db, 'team', { name: 'Dra. Lia', now: clock() });
  hashid = await openBookingPage(api, admin, {
    professionalId: admin.id,
    hours: [{ weekday: 2, start: '08:00', end: '12:00' }],
    company: { name: 'Consultório Lia' },
  });
  const booked = await api.app.inject({
    method: 'POST',
    url: `/api/v1/public/booking/${hashid}`,
    remoteAddress: '10.1.1.1',
    payload: { booking: { user_id: admin.id, starts_at: '2026-12-01T08:00:00-03:00', name: 'Rui Dias', email: 'rui@exemplo.com.br', phone: '11912345678' } },
  });
  expect(booked.statusCode).toBe(201);
  reminderToken = (await api.db.selectFrom('appointments').select('public_token').where('company_id', '=', admin.companyId).executeTakeFirstOrThrow()).public_token!;
  const feed = await api.app.inject({ method: 'POST', url: `/api/v1/users/${admin.id}/calendar_feed`, headers: admin.auth });
  feedUrl = new URL(feed.json<{ calendar_feed: { url: string } }>().calendar_feed.url).pathname;
});
afterAll(async () => {
  await other?.close();
  await api.close();
  await rm(otherDataDir, { recursive: true, force: true });
});

type Page = { name: string; method: 'GET' | 'POST'; url: () => string };
const PAGES: Page[] = [
  { name: 'the booking page', method: 'GET', url: () => `/api/v1/public/booking/${hashid}` },
  { name: "a day's free slots", method: 'GET', url: () => `/api/v1/public/booking/${hashid}/slots?user_id=${admin.id}&date=2026-12-01` },
  { name: "a reminder's appointment", method: 'GET', url: () => `/api/v1/public/appointments/${reminderToken}` },
  { name: "a reminder's confirmation", method: 'POST', url: () => `/api/v1/public/appointments/${reminderToken}/confirm` },
  { name: 'the calendar feed', method: 'GET', url: () => feedUrl },
];

const ask = (app: FastifyInstance, page: Page, address: string) => app.inject({ method: page.method, url: page.url(), remoteAddress: address });

describe('public pages, counted per address', () => {
  it.each(PAGES)('refuses $name past the limit with 429 in pt-BR, while another address is answered, until the minute ends', async (page) => {
    const flooder = newAddress();
    for (let request = 0; request < LIMIT; request += 1) expect((await ask(api.app, page, flooder)).statusCode).toBe(200);
    const refused = await ask(api.app, page, flooder);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ success: false, errors: [REFUSED], message: REFUSED });
    expect(refused.headers['retry-after']).toBe('60');
    expect((await ask(api.app, page, newAddress())).statusCode).toBe(200);

    clock.advance(MINUTE);
    expect((await ask(api.app, page, flooder)).statusCode).toBe(200);
  });

  it('counts every public page of one address together', async () => {
    const address = newAddress();
    const statuses = [];
    for (let request = 0; request < LIMIT + 2; request += 1) statuses.push((await ask(api.app, PAGES[request % PAGES.length]!, address)).statusCode);
    expect(statuses).toEqual([...Array<number>(LIMIT).fill(200), 429, 429]);
    clock.advance(MINUTE);
  });

  it('counts the requests of one address across api processes sharing the database', async () => {
    const address = newAddress();
    const [page] = PAGES;
    for (let request = 0; request < LIMIT / 2; request += 1) {
      expect((await ask(api.app, page!, address)).statusCode).toBe(200);
      expect((await ask(other, page!, address)).statusCode).toBe(200);
    }
    expect((await ask(api.app, page!, address)).statusCode).toBe(429);
    expect((await ask(other, page!, address)).statusCode).toBe(429);
    clock.advance(MINUTE);
  });

  it('refuses a flood past the limit without a statement, so it holds none of the database', async () => {
    const address = newAddress();
    const page = PAGES[1]!;
    for (let request = 0; request <= LIMIT; request += 1) await ask(other, page, address);
    const before = statements.length;
    const flood = await Promise.all(Array.from({ length: 50 }, () => ask(other, page, address)));
    expect(flood.every((answer) => answer.statusCode === 429)).toBe(true);
    expect(statements.length).toBe(before);
    clock.advance(MINUTE);
  });

  it('leaves the signed-in routes and the sign-in alone', async () => {
    const address = newAddress();
    for (let request = 0; request <= LIMIT; request += 1) await ask(api.app, PAGES[0]!, address);
    expect((await ask(api.app, PAGES[0]!, address)).statusCode).toBe(429);
    const signedIn = await api.app.inject({ method: 'GET', url: '/api/v1/appointments?from=2026-12-01&to=2026-12-01', headers: admin.auth, remoteAddress: address });
    expect(signedIn.statusCode).toBe(200);
    clock.advance(MINUTE);
  });
});

describe('the booking page and the free slots, kept a few seconds for everyone', () => {
  const slotsOf = async (app: FastifyInstance) => {
    const answer = await app.inject({ method: 'GET', url: `/api/v1/public/booking/${hashid}/slots?user_id=${admin.id}&date=2026-12-01`, remoteAddress: newAddress() });
    expect(answer.statusCode).toBe(200);
    return answer.json<{ slots: string[] }>().slots;
  };
  /** The statements of `other` that read the booking's tables (not the count of requests). */
  const bookingReads = (from: number) => statements.slice(from).filter((tables) => !tables.includes('rate_limits'));

  it('answers a second visitor without reading the database again', async () => {
    await other.inject({ method: 'GET', url: `/api/v1/public/booking/${hashid}`, remoteAddress: newAddress() });
    await slotsOf(other);
    const before = statements.length;
    const page = await other.inject({ method: 'GET', url: `/api/v1/public/booking/${hashid}`, remoteAddress: newAddress() });
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({ company: { name: 'Consultório Lia' }, professionals: [{ id: admin.id }], slot_minutes: 60 });
    await slotsOf(other);
    expect(bookingReads(before)).toEqual([]);
    // Each request was still counted against its address.
    expect(statements.length).toBeGreaterThanOrEqual(before + 2);
  });

  it('shows a change made through another process once the few seconds have passed', async () => {
    clock.advance(MINUTE);
    const shown = await slotsOf(other);
    expect(shown).toContain('2026-12-01T09:00:00-03:00');
    const made = await api.app.inject({
      method: 'POST',
      url: `/api/v1/public/booking/${hashid}`,
      remoteAddress: '10.1.1.2',
      payload: { booking: { user_id: admin.id, starts_at: '2026-12-01T09:00:00-03:00', name: 'Ana Reis', email: 'ana@exemplo.com.br', phone: '11912345600' } },
    });
    expect(made.statusCode).toBe(201);
    expect(await slotsOf(other)).toEqual(shown);
    clock.advance(10_000);
    expect(await slotsOf(other)).not.toContain('2026-12-01T09:00:00-03:00');
  });

  it('shows a change made through the same process at once', async () => {
    clock.advance(MINUTE);
    const shown = await slotsOf(other);
    expect(shown).toContain('2026-12-01T10:00:00-03:00');
    const made = await other.inject({
      method: 'POST',
      url: `/api/v1/public/booking/${hashid}`,
      remoteAddress: '10.1.1.3',
      payload: { booking: { user_id: admin.id, starts_at: '2026-12-01T10:00:00-03:00', name: 'Leo Reis', email: 'leo@exemplo.com.br', phone: '11912345601' } },
    });
    expect(made.statusCode).toBe(201);
    expect(await slotsOf(other)).not.toContain('2026-12-01T10:00:00-03:00');
  });
});
