import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockedGatewayEachTest } from './helpers.ts';

const m = mockedGatewayEachTest();
const REFUSED = 'Muitas solicitações deste endereço. Tente novamente em 1 minuto.';
const PAGE = 'query Page($hash: String!) { bookingPage(companyHash: $hash) { companyName slotMinutes } }';
const SLOTS = 'query Slots($hash: String!) { bookingSlots(companyHash: $hash, userId: "VXNlcjoyMQ==", date: "2026-12-01") }';
const page = { company: { name: 'Clínica Bem Viver', image_url: null }, professionals: [], slot_minutes: 50 };

afterEach(() => {
  vi.restoreAllMocks();
});

const refuse = (path: string) =>
  m.api.intercept({ path, method: 'GET' }).reply(429, { success: false, errors: [REFUSED], message: REFUSED }, { headers: { ...json.headers, 'retry-after': '60' } });

describe("the api's refusal of a public page to an address", () => {
  it('is given again to that address until Retry-After has passed, without asking the api, while other addresses are asked for', async () => {
    const start = Date.now();
    const clock = vi.spyOn(Date, 'now').mockReturnValue(start);
    refuse('/api/v1/public/booking/k3x9');
    const first = await m.graphql(PAGE, { variables: { hash: 'k3x9' }, clientIp: '203.0.113.7' });
    expect(first.errors?.[0]).toMatchObject({ message: REFUSED, extensions: { status: 429 } });

    const again = await m.graphql(PAGE, { variables: { hash: 'k3x9' }, clientIp: '203.0.113.7' });
    expect(again.errors?.[0]).toMatchObject({ message: REFUSED, extensions: { status: 429 } });
    const slots = await m.graphql(SLOTS, { variables: { hash: 'k3x9' }, clientIp: '203.0.113.7' });
    expect(slots.errors?.[0]).toMatchObject({ message: REFUSED, extensions: { status: 429 } });
    expect(m.calls()).toHaveLength(1);

    m.api.intercept({ path: '/api/v1/public/booking/k3x9', method: 'GET' }).reply(200, page, json);
    const other = await m.graphql(PAGE, { variables: { hash: 'k3x9' }, clientIp: '203.0.113.8' });
    expect(other).toEqual({ data: { bookingPage: { companyName: 'Clínica Bem Viver', slotMinutes: 50 } } });
    expect(m.calls().map((call) => call.headers['x-forwarded-for'])).toEqual(['203.0.113.7', '203.0.113.8']);

    clock.mockReturnValue(start + 60_000);
    m.api.intercept({ path: '/api/v1/public/booking/k3x9', method: 'GET' }).reply(200, page, json);
    const later = await m.graphql(PAGE, { variables: { hash: 'k3x9' }, clientIp: '203.0.113.7' });
    expect(later).toEqual({ data: { bookingPage: { companyName: 'Clínica Bem Viver', slotMinutes: 50 } } });
    expect(m.calls()).toHaveLength(3);
  });

  it('is not remembered for a booking, whose own limit the api judges', async () => {
    m.api
      .intercept({ path: '/api/v1/public/booking/k3x9', method: 'POST' })
      .reply(429, { success: false, errors: [REFUSED], message: REFUSED }, { headers: { ...json.headers, 'retry-after': '3600' } });
    const booked = await m.graphql(
      'mutation Book($input: BookAppointmentInput!) { bookAppointment(input: $input) { booking { startsAt } fullMessages } }',
      { variables: { input: { companyHash: 'k3x9', userId: 'VXNlcjoyMQ==', startsAt: '2026-12-01T09:00:00-03:00', name: 'Rui', email: 'rui@exemplo.com.br', phone: '11912345678' } }, clientIp: '203.0.113.9' },
    );
    expect(JSON.stringify(booked)).toContain(REFUSED);
    m.api.intercept({ path: '/api/v1/public/booking/k3x9', method: 'GET' }).reply(200, page, json);
    const read = await m.graphql(PAGE, { variables: { hash: 'k3x9' }, clientIp: '203.0.113.9' });
    expect(read).toEqual({ data: { bookingPage: { companyName: 'Clínica Bem Viver', slotMinutes: 50 } } });
  });
});
