import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useRealApi, type AnyData, type Headers } from './real-api.ts';

const real = useRealApi();
const { graphql } = real;

let server: Server;
let gatewayUrl: string;
let ana: Headers;
let other: Headers;
let anaUserId: string;

// A date some weeks ahead, inside the year the feed holds.
const day = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
const toGlobalId = (type: string, id: number) => Buffer.from(`${type}:${id}`).toString('base64');

const RENEW = 'mutation ($input: RenewCalendarFeedInput!) { renewCalendarFeed(input: $input) { url errors { field messages } fullMessages } }';
const VIEWER = '{ viewer { calendarFeedUrl } }';
/** The feed as a calendar app reads it: through the gateway's origin, the path of the address given. */
const readFeed = (url: string) => fetch(`${gatewayUrl}${new URL(url).pathname}`);

beforeAll(async () => {
  server = createServer(real.gateway.handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  gatewayUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const first = await real.signUpAccount('Ana', 'free');
  ana = first.headers;
  anaUserId = toGlobalId('User', first.userId);
  other = (await real.signUpAccount('Outra', 'free')).headers;
  const customer = await fetch(`${real.api.url}/api/v1/customers`, { method: 'POST', headers: { 'content-type': 'application/json', ...ana }, body: JSON.stringify({ customer: { name: 'Joana Dias', fields_values: '{}' } }) });
  const customerId = toGlobalId('Customer', ((await customer.json()) as AnyData).customer.id);
  const created = await graphql('mutation ($input: CreateAppointmentInput!) { createAppointment(input: $input) { errors { field } } }', ana, {
    input: { customerId, userId: anaUserId, startsAt: `${day}T09:00`, endsAt: `${day}T09:50` },
  });
  expect(created.data.createAppointment.errors).toEqual([]);
});
afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
});

describe('the iCal feed through the gateway', () => {
  it('is null until renewed, then served at the gateway’s origin as iCalendar; renewing again retires the old address', async () => {
    expect((await graphql(VIEWER, ana)).data.viewer.calendarFeedUrl).toBeNull();
    const renewed = await graphql(RENEW, ana, { input: { userId: anaUserId } });
    expect(renewed.errors).toBeUndefined();
    const url: string = renewed.data.renewCalendarFeed.url;
    expect(url).toMatch(/\/api\/v1\/calendar_feeds\/[A-Za-z0-9_-]+\.ics$/);
    expect((await graphql(VIEWER, ana)).data.viewer.calendarFeedUrl).toBe(url);

    const feed = await readFeed(url);
    expect(feed.status).toBe(200);
    expect(feed.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    const text = await feed.text();
    expect(text).toMatch(/^BEGIN:VCALENDAR/);
    expect(text.match(/BEGIN:VEVENT/g)).toHaveLength(1);
    expect(text).toContain(`DTSTART:${day.replace(/-/g, '')}T120000Z`);
    expect(text).toContain('SUMMARY:Joana Dias');

    const again = (await graphql(RENEW, ana, { input: { userId: anaUserId } })).data.renewCalendarFeed.url;
    expect(again).not.toBe(url);
    expect((await readFeed(url)).status).toBe(404);
    expect((await readFeed(again)).status).toBe(200);
  });

  it('refuses another company’s user: no address to read, and renewing answers not found', async () => {
    const read = await graphql('query ($id: ID!) { node(id: $id) { ... on User { calendarFeedUrl } } }', other, { id: anaUserId });
    expect(read.data?.node?.calendarFeedUrl ?? null).toBeNull();
    const renewed = await graphql(RENEW, other, { input: { userId: anaUserId } });
    expect(renewed.data?.renewCalendarFeed ?? null).toBeNull();
    expect(renewed.errors?.[0]?.extensions?.code ?? renewed.errors?.[0]?.extensions?.status).toBeDefined();
  });
});
