import ical, { type VEvent } from 'node-ical';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from './harness.ts';
import { createCustomer } from './customer-helpers.ts';
import { testClock, type AuthHeaders } from './helpers.ts';
import { addMember, makeCompany, type Member } from './members.ts';

// 09:00 on Monday 30 November 2026 in São Paulo.
const clock = testClock(new Date('2026-11-30T12:00:00Z'));
let api: TestApi;
let admin: Member;
let ana: Member;
let limited: Member;
let other: Member;
let joana: number;

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

async function call(method: 'GET' | 'POST' | 'PATCH', url: string, auth: AuthHeaders | null, payload?: unknown) {
  const response = await api.app.inject({ method, url, headers: auth ?? {}, ...(payload === undefined ? {} : { payload: payload as Json }) });
  return { status: response.statusCode, body: response.body, headers: response.headers, json: () => response.json() as Json };
}

const renew = async (auth: AuthHeaders, userId: number) => call('POST', `/api/v1/users/${userId}/calendar_feed`, auth);
const feedPath = (url: string) => new URL(url).pathname;
const eventsOf = (text: string) => Object.values(ical.sync.parseICS(text)).filter((item): item is VEvent => item?.type === 'VEVENT');

beforeAll(async () => {
  api = await startTestApi({ clock });
  admin = await makeCompany(api.db, 'team', { name: 'Dra. Marta', now: clock() });
  ana = await addMember(api.db, admin.companyId, 'standard', { name: 'Ana Lima', now: clock() });
  limited = await addMember(api.db, admin.companyId, 'limited', { name: 'Lia Reis', now: clock() });
  other = await makeCompany(api.db, 'team', { name: 'Outra Clínica', now: clock() });
  joana = await createCustomer(api, admin.auth, 'Joana Dias');
  const create = (appointment: Json) => call('POST', '/api/v1/appointments', admin.auth, { appointment });
  expect((await create({ customer_id: joana, user_id: ana.id, starts_at: '2026-12-01T09:00', ends_at: '2026-12-01T09:50', notes: 'Trazer exames; retorno' })).status).toBe(201);
  expect((await create({ customer_id: joana, user_id: ana.id, starts_at: '2026-12-08T09:00', ends_at: '2026-12-08T09:50', status: 'confirmed' })).status).toBe(201);
  expect((await create({ customer_id: joana, user_id: ana.id, starts_at: '2026-12-09T09:00', ends_at: '2026-12-09T09:50', status: 'canceled' })).status).toBe(201);
  expect((await create({ customer_id: joana, user_id: limited.id, starts_at: '2026-12-01T09:00', ends_at: '2026-12-01T09:50' })).status).toBe(201);
});
afterAll(() => api.close());

describe('calendar feeds', () => {
  it('has no address until one is made, then serves the professional’s appointments as iCalendar', async () => {
    const before = await call('GET', `/api/v1/users/${ana.id}/calendar_feed`, ana.auth);
    expect(before.status).toBe(200);
    expect(before.json()).toEqual({ calendar_feed: { url: null } });

    const made = await renew(ana.auth, ana.id);
    expect(made.status).toBe(200);
    const url: string = made.json().calendar_feed.url;
    expect(url).toMatch(/^http:\/\/localhost:\d+\/api\/v1\/calendar_feeds\/[A-Za-z0-9_-]{32}\.ics$/);
    expect((await call('GET', `/api/v1/users/${ana.id}/calendar_feed`, ana.auth)).json().calendar_feed.url).toBe(url);

    // Public: no auth headers.
    const feed = await call('GET', feedPath(url), null);
    expect(feed.status).toBe(200);
    expect(feed.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const events = eventsOf(feed.body);
    // Her two open appointments; the canceled one and Lia's are not there.
    expect(events.map((event) => event.start.toISOString())).toEqual(['2026-12-01T12:00:00.000Z', '2026-12-08T12:00:00.000Z']);
    expect(events.map((event) => event.end?.toISOString())).toEqual(['2026-12-01T12:50:00.000Z', '2026-12-08T12:50:00.000Z']);
    expect(events.map((event) => event.summary)).toEqual(['Joana Dias', 'Joana Dias']);
    expect(events[0]!.description).toBe('Agendado\n\nTrazer exames; retorno');
    expect(events[1]!.description).toBe('Confirmado');
    expect(new Set(events.map((event) => event.uid)).size).toBe(2);
    expect(feed.body).toContain('X-WR-CALNAME:Agenda de Ana Lima');
  });

  it('follows changes: a canceled appointment leaves the feed', async () => {
    const url: string = (await call('GET', `/api/v1/users/${ana.id}/calendar_feed`, ana.auth)).json().calendar_feed.url;
    const listed = await call('GET', `/api/v1/appointments?from=2026-12-08&to=2026-12-08&user_id=${ana.id}`, admin.auth);
    const confirmed = listed.json().appointments.find((item: Json) => item.status === 'confirmed');
    expect((await call('PATCH', `/api/v1/appointments/${confirmed.id}`, admin.auth, { appointment: { status: 'canceled' } })).status).toBe(200);
    const events = eventsOf((await call('GET', feedPath(url), null)).body);
    expect(events).toHaveLength(1);
  });

  it('renewing replaces the token: the old address answers 404', async () => {
    const old: string = (await call('GET', `/api/v1/users/${ana.id}/calendar_feed`, ana.auth)).json().calendar_feed.url;
    const renewed = await renew(ana.auth, ana.id);
    const fresh: string = renewed.json().calendar_feed.url;
    expect(fresh).not.toBe(old);
    expect((await call('GET', feedPath(old), null)).status).toBe(404);
    expect((await call('GET', feedPath(fresh), null)).status).toBe(200);
  });

  it('lets a user renew their own and a system admin anyone’s in the company, nobody else', async () => {
    expect((await renew(limited.auth, limited.id)).status).toBe(200);
    expect((await renew(limited.auth, ana.id)).status).toBe(403);
    expect((await call('GET', `/api/v1/users/${ana.id}/calendar_feed`, limited.auth)).status).toBe(403);
    expect((await renew(ana.auth, admin.id)).status).toBe(403);
    const byAdmin = await renew(admin.auth, limited.id);
    expect(byAdmin.status).toBe(200);
    expect((await call('GET', `/api/v1/users/${limited.id}/calendar_feed`, admin.auth)).json().calendar_feed.url).toBe(byAdmin.json().calendar_feed.url);
    // Another company's users are not found, whoever asks.
    expect((await renew(other.auth, ana.id)).status).toBe(404);
    expect((await call('GET', `/api/v1/users/${ana.id}/calendar_feed`, other.auth)).status).toBe(404);
    expect((await renew(admin.auth, other.id)).status).toBe(404);
    expect((await call('POST', `/api/v1/users/${ana.id}/calendar_feed`, null)).status).toBe(401);
  });

  it('answers another company’s feed with its own appointments only, and 404 to anything not a live token', async () => {
    const otherCustomer = await createCustomer(api, other.auth, 'Cliente de fora');
    expect((await call('POST', '/api/v1/appointments', other.auth, { appointment: { customer_id: otherCustomer, user_id: other.id, starts_at: '2026-12-02T10:00', ends_at: '2026-12-02T11:00' } })).status).toBe(201);
    const url: string = (await renew(other.auth, other.id)).json().calendar_feed.url;
    const events = eventsOf((await call('GET', feedPath(url), null)).body);
    expect(events.map((event) => event.summary)).toEqual(['Cliente de fora']);

    const token = /calendar_feeds\/([^/]+)\.ics$/.exec(url)![1]!;
    for (const path of [
      `/api/v1/calendar_feeds/${token}`,
      // The token with its last character changed (to one it does not already end with).
      `/api/v1/calendar_feeds/${token.slice(0, -1)}${token.endsWith('x') ? 'y' : 'x'}.ics`,
      '/api/v1/calendar_feeds/short.ics',
      `/api/v1/calendar_feeds/${'a'.repeat(80)}.ics`,
      "/api/v1/calendar_feeds/'%20or%201=1.ics",
    ]) {
      expect((await call('GET', path, null)).status, path).toBe(404);
    }
  });
});
