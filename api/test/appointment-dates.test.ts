import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from './harness.ts';
import { everyDay, openBookingPage } from './booking-page.ts';
import { testClock } from './helpers.ts';
import { makeCompany, type Member } from './members.ts';

const clock = testClock(new Date('2026-11-30T12:00:00Z'));
let api: TestApi;
let admin: Member;
let hashid: string;
let customerId: number;

const OUT_OF_RANGE = 'deve ser entre os anos 1900 e 2200';
const SKIPPED = 'não existe nesse dia: o relógio foi adiantado uma hora pelo horário de verão';

beforeAll(async () => {
  api = await startTestApi({ clock });
  admin = await makeCompany(api.db, 'team', { name: 'Dra. Eva', now: clock() });
  // Every hour of every day, so that only the date decides.
  hashid = await openBookingPage(api, admin, { professionalId: admin.id, hours: everyDay('00:00', '24:00') });
  const customer = await api.app.inject({ method: 'POST', url: '/api/v1/customers', headers: admin.auth, payload: { customer: { name: 'Gil Mota' } } });
  expect(customer.statusCode).toBe(201);
  customerId = customer.json<{ customer: { id: number } }>().customer.id;
});
afterAll(() => api.close());

const appointments = async () => {
  const row = await api.db.selectFrom('appointments').select(sql<number>`count(*)::int`.as('n')).where('company_id', '=', admin.companyId).executeTakeFirstOrThrow();
  return row.n;
};

const create = (startsAt: string, endsAt: string) =>
  api.app.inject({ method: 'POST', url: '/api/v1/appointments', headers: admin.auth, payload: { appointment: { customer_id: customerId, user_id: admin.id, starts_at: startsAt, ends_at: endsAt } } });

describe('dates outside the years the agenda takes', () => {
  it.each(['9999-12-31', '0001-01-01', '1899-12-31', '2201-01-01'])("answers a day's free slots on %s with 422, to anyone", async (date) => {
    const answer = await api.app.inject({ method: 'GET', url: `/api/v1/public/booking/${hashid}/slots?user_id=${admin.id}&date=${date}`, remoteAddress: '10.2.2.2' });
    expect(answer.statusCode).toBe(422);
    expect(answer.json()).toMatchObject({ errors: { date: [OUT_OF_RANGE] }, full_messages: [`Data ${OUT_OF_RANGE}`] });
  });

  it('answers the agenda of a period in 9999 with 422', async () => {
    const answer = await api.app.inject({ method: 'GET', url: '/api/v1/appointments?from=9999-12-01&to=9999-12-31', headers: admin.auth });
    expect(answer.statusCode).toBe(422);
    expect(answer.json().errors).toEqual({ from: [OUT_OF_RANGE], to: [OUT_OF_RANGE] });
  });

  it('refuses an online booking that an offset moves into 2201, and books nothing', async () => {
    const before = await appointments();
    // 20:00 at -12:00 on the last day of 2200 is 05:00 on 1 January 2201 in São Paulo.
    const answer = await api.app.inject({
      method: 'POST',
      url: `/api/v1/public/booking/${hashid}`,
      remoteAddress: '10.2.2.3',
      payload: { booking: { user_id: admin.id, starts_at: '2200-12-31T20:00:00-12:00', name: 'Rita Lopes', email: 'rita@exemplo.com.br', phone: '11912345678' } },
    });
    expect(answer.statusCode).toBe(422);
    expect(answer.json().errors.starts_at).toEqual(['não é uma data e hora válida']);
    expect(await appointments()).toBe(before);
  });

  it("refuses a staff's appointment that an offset moves into 2201", async () => {
    const before = await appointments();
    const answer = await create('2200-12-31T20:00:00-12:00', '2200-12-31T21:00:00-12:00');
    expect(answer.statusCode).toBe(422);
    expect(answer.json().errors).toEqual({ starts_at: [OUT_OF_RANGE], ends_at: [OUT_OF_RANGE] });
    expect(await appointments()).toBe(before);
  });

  it('refuses a series whose dates would go past 2200', async () => {
    const before = await appointments();
    const answer = await api.app.inject({
      method: 'POST',
      url: '/api/v1/appointments',
      headers: admin.auth,
      payload: { appointment: { customer_id: customerId, user_id: admin.id, starts_at: '2200-12-20T09:00', ends_at: '2200-12-20T10:00', recurrence: { frequency: 'weekly', count: 4 } } },
    });
    expect(answer.statusCode).toBe(422);
    expect(answer.json().full_messages).toEqual(['A repetição passaria do ano 2200']);
    expect(await appointments()).toBe(before);
  });

  it('still takes the last hours of 2200', async () => {
    const answer = await create('2200-12-31T22:00', '2200-12-31T23:00');
    expect(answer.statusCode).toBe(201);
    expect(answer.json().appointment.starts_at).toBe('2200-12-31T22:00:00-03:00');
  });
});

describe('a time the clock skipped', () => {
  it('refuses 00:30 on 4 November 2018 in São Paulo, the first hour of daylight saving time, instead of moving it', async () => {
    const before = await appointments();
    const answer = await create('2018-11-04T00:30', '2018-11-04T01:30');
    expect(answer.statusCode).toBe(422);
    expect(answer.json()).toMatchObject({ errors: { starts_at: [SKIPPED] }, full_messages: [`Início ${SKIPPED}`] });
    expect(await appointments()).toBe(before);
  });

  it('takes the hour after the gap', async () => {
    const after = await create('2018-11-04T01:30', '2018-11-04T02:00');
    expect(after.statusCode).toBe(201);
    expect(after.json().appointment.starts_at).toBe('2018-11-04T01:30:00-02:00');
  });
});
