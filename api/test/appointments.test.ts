import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { readOutbox, startTestApi, type TestApi } from './harness.ts';
import { createField, createCustomer } from './customer-helpers.ts';
import { HOUR, testClock, type AuthHeaders } from './helpers.ts';
import { addMember, makeCompany, type Member } from './members.ts';

// 09:00 on Monday 30 November 2026 in São Paulo.
const clock = testClock(new Date('2026-11-30T12:00:00Z'));
let api: TestApi;
let admin: Member;
let ana: Member;
let limited: Member;
let other: Member;
let joana: number;
let pedro: number;
let otherCustomer: number;

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

async function call(method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, auth: AuthHeaders | null, payload?: unknown, headers: Record<string, string> = {}) {
  const response = await api.app.inject({ method, url, headers: { ...(auth ?? {}), ...headers }, ...(payload === undefined ? {} : { payload: payload as Json }) });
  return { status: response.statusCode, body: (response.body ? response.json() : {}) as Json, headers: response.headers };
}

const create = (auth: AuthHeaders, appointment: Json, headers: Record<string, string> = {}) => call('POST', '/api/v1/appointments', auth, { appointment }, headers);
const list = (auth: AuthHeaders, query: string) => call('GET', `/api/v1/appointments?${query}`, auth);
const count = async (companyId: number) =>
  (await api.db.selectFrom('appointments').select(sql<number>`count(*)::int`.as('n')).where('company_id', '=', companyId).executeTakeFirstOrThrow()).n;

beforeAll(async () => {
  api = await startTestApi({ clock });
  admin = await makeCompany(api.db, 'team', { name: 'Dra. Marta', now: clock() });
  ana = await addMember(api.db, admin.companyId, 'standard', { name: 'Ana Lima', now: clock() });
  limited = await addMember(api.db, admin.companyId, 'limited', { name: 'Lia Reis', now: clock() });
  other = await makeCompany(api.db, 'team', { name: 'Outra Clínica', now: clock() });
  const phone = await createField(api, { companyId: admin.companyId, auth: admin.auth }, { question: 'Celular', answer_type: 'phone' });
  const email = await createField(api, { companyId: admin.companyId, auth: admin.auth }, { question: 'E-mail', answer_type: 'short_text' });
  joana = await createCustomer(api, admin.auth, 'Joana Dias', { [phone]: '(11) 98888-7777', [email]: 'joana@exemplo.com.br' });
  pedro = await createCustomer(api, admin.auth, 'Pedro Alves');
  otherCustomer = await createCustomer(api, other.auth, 'Cliente de fora');
});
afterAll(() => api.close());

describe('appointments', () => {
  it('creates one, answering São Paulo times, the status in pt-BR and a WhatsApp reminder link', async () => {
    const created = await create(admin.auth, { customer_id: joana, user_id: ana.id, starts_at: '2026-12-01T09:00', ends_at: '2026-12-01T09:50:00-03:00', notes: 'Primeira sessão' });
    expect(created.status).toBe(201);
    expect(created.body.appointment).toMatchObject({
      customer: { id: joana, name: 'Joana Dias' },
      user: { id: ana.id, name: 'Ana Lima' },
      starts_at: '2026-12-01T09:00:00-03:00',
      ends_at: '2026-12-01T09:50:00-03:00',
      status: 'scheduled',
      status_text: 'Agendado',
      notes: 'Primeira sessão',
      series_id: null,
      source: 'staff',
      reminder_sent_at: null,
    });
    expect(created.body.appointment.whatsapp_url).toMatch(/^https:\/\/wa\.me\/5511988887777\?text=.*Confirmar%20presen%C3%A7a/);
    const shown = await call('GET', `/api/v1/appointments/${created.body.appointment.id}`, admin.auth);
    expect(shown.body.appointment.id).toBe(created.body.appointment.id);
  });

  it('refuses an overlap with the professional and the times taken, and lets a canceled one free the slot', async () => {
    const clash = await create(admin.auth, { customer_id: pedro, user_id: ana.id, starts_at: '2026-12-01T09:30', ends_at: '2026-12-01T10:30' });
    expect(clash.status).toBe(422);
    expect(clash.body.errors.starts_at).toEqual(['Horário indisponível: Ana Lima já tem atendimento das 09:00 às 09:50']);
    expect(clash.body.full_messages).toEqual(['Horário indisponível: Ana Lima já tem atendimento das 09:00 às 09:50']);

    const later = await create(admin.auth, { customer_id: pedro, user_id: ana.id, starts_at: '2026-12-01T11:00', ends_at: '2026-12-01T11:50' });
    expect(later.status).toBe(201);
    const canceled = await call('PATCH', `/api/v1/appointments/${later.body.appointment.id}`, admin.auth, { appointment: { status: 'canceled' } });
    expect(canceled.body.appointment).toMatchObject({ status: 'canceled', status_text: 'Cancelado' });
    const again = await create(admin.auth, { customer_id: joana, user_id: ana.id, starts_at: '2026-12-01T11:00', ends_at: '2026-12-01T11:50' });
    expect(again.status).toBe(201);
    // Back to scheduled, the canceled one now meets the new one.
    const back = await call('PATCH', `/api/v1/appointments/${later.body.appointment.id}`, admin.auth, { appointment: { status: 'scheduled' } });
    expect(back.status).toBe(422);
  });

  it('answers the rules in pt-BR and never a 500', async () => {
    const cases: [Json, string, string][] = [
      [{ customer_id: joana, user_id: ana.id, starts_at: '2026-12-02T10:00', ends_at: '2026-12-02T09:00' }, 'ends_at', 'deve ser depois do início'],
      [{ customer_id: joana, user_id: ana.id, starts_at: '2026-12-02T08:00', ends_at: '2026-12-02T20:01' }, 'ends_at', 'não pode passar de 12 horas depois do início'],
      [{ customer_id: otherCustomer, user_id: ana.id, starts_at: '2026-12-02T08:00', ends_at: '2026-12-02T09:00' }, 'customer_id', 'não é um cliente da empresa'],
      [{ customer_id: joana, user_id: other.id, starts_at: '2026-12-02T08:00', ends_at: '2026-12-02T09:00' }, 'user_id', 'não é um usuário da empresa'],
      [{ customer_id: joana, user_id: ana.id, starts_at: '2026-02-30T08:00', ends_at: '2026-12-02T09:00' }, 'starts_at', 'não é uma data e hora válida'],
      [{ customer_id: joana, user_id: ana.id, starts_at: { a: 1 }, ends_at: ['x'] }, 'starts_at', 'não pode ficar em branco'],
      [{ customer_id: 'abc', user_id: ana.id, starts_at: '2026-12-02T08:00', ends_at: '2026-12-02T09:00' }, 'customer_id', 'não é um cliente da empresa'],
      [{ customer_id: joana, user_id: ana.id, starts_at: '2026-12-02T08:00', ends_at: '2026-12-02T09:00', status: 'done' }, 'status', 'não é válido'],
      [{ customer_id: joana, user_id: ana.id, starts_at: '2026-12-02T08:00', ends_at: '2026-12-02T09:00', recurrence: { frequency: 'daily', count: 3 } }, 'frequency', 'não é válido'],
      [{ customer_id: joana, user_id: ana.id, starts_at: '2026-12-02T08:00', ends_at: '2026-12-02T09:00', recurrence: { frequency: 'weekly', count: 53 } }, 'count', 'deve ser um número entre 2 e 52'],
      [{ customer_id: joana, user_id: ana.id, starts_at: '2026-12-02T08:00', ends_at: '2026-12-02T09:00', recurrence: { frequency: 'weekly', until: '2028-12-01' } }, 'until', 'gera mais de 52 datas'],
      [{ customer_id: joana, user_id: ana.id, starts_at: '2026-12-02T08:00', ends_at: '2026-12-02T09:00', recurrence: { frequency: 'weekly' } }, 'frequency', 'A repetição precisa de um número de datas ou de uma data final'],
    ];
    const before = await count(admin.companyId);
    for (const [appointment, field, message] of cases) {
      const response = await create(admin.auth, appointment);
      expect(response.status, JSON.stringify(appointment)).toBe(422);
      expect(response.body.errors[field], JSON.stringify(response.body)).toEqual([message]);
    }
    expect((await call('POST', '/api/v1/appointments', admin.auth, 'não é json', { 'content-type': 'application/json' })).status).toBe(400);
    expect((await list(admin.auth, 'from=2026-12-01&to=2027-02-02')).body.full_messages).toEqual(['O período pode ter no máximo 62 dias']);
    expect((await list(admin.auth, 'from=2026-12-01&to=2027-02-01')).status).toBe(200);
    expect((await list(admin.auth, 'from=ontem')).status).toBe(422);
    expect((await list(admin.auth, 'status=perdido')).status).toBe(422);
    expect((await call('PATCH', '/api/v1/appointments/1?scope=todos', admin.auth, { appointment: {} })).status).toBe(422);
    expect(await count(admin.companyId)).toBe(before);
  });

  it('lists a period by start, with filters', async () => {
    const { body } = await list(admin.auth, 'from=2026-12-01&to=2026-12-01');
    const starts = body.appointments.map((item: Json) => item.starts_at);
    expect(starts).toEqual([...starts].sort());
    expect(body.appointments.length).toBeGreaterThanOrEqual(3);
    const canceled = await list(admin.auth, 'from=2026-12-01&to=2026-12-01&status=canceled');
    expect(canceled.body.appointments.every((item: Json) => item.status === 'canceled')).toBe(true);
    const pedroOnly = await list(admin.auth, `from=2026-12-01&to=2026-12-01&customer_id=${pedro}`);
    expect(pedroOnly.body.appointments.every((item: Json) => item.customer.id === pedro)).toBe(true);
    expect((await list(admin.auth, 'from=2026-12-02&to=2026-12-02')).body.appointments).toEqual([]);
  });

  it('creates a weekly series whole, sharing series_id, or nothing when one date clashes, naming it', async () => {
    const blocker = await create(admin.auth, { customer_id: pedro, user_id: ana.id, starts_at: '2026-12-24T14:00', ends_at: '2026-12-24T15:00' });
    expect(blocker.status).toBe(201);
    const before = await count(admin.companyId);
    const refused = await create(admin.auth, {
      customer_id: joana,
      user_id: ana.id,
      starts_at: '2026-12-03T14:30',
      ends_at: '2026-12-03T15:20',
      recurrence: { frequency: 'weekly', count: 8 },
    });
    expect(refused.status).toBe(422);
    expect(refused.body.errors.starts_at).toEqual(['Horário indisponível: Ana Lima já tem atendimento das 14:00 às 15:00 em 24/12/2026']);
    expect(await count(admin.companyId)).toBe(before);

    const series = await create(admin.auth, {
      customer_id: joana,
      user_id: ana.id,
      starts_at: '2026-12-03T16:00',
      ends_at: '2026-12-03T16:50',
      recurrence: { frequency: 'weekly', count: 4 },
    });
    expect(series.status).toBe(201);
    const first = series.body.appointment;
    expect(first.series_id).toBe(first.id);
    const { body } = await list(admin.auth, `from=2026-12-03&to=2027-01-31&customer_id=${joana}`);
    const dates = body.appointments.filter((item: Json) => item.series_id === first.id).map((item: Json) => item.starts_at);
    expect(dates).toEqual(['2026-12-03T16:00:00-03:00', '2026-12-10T16:00:00-03:00', '2026-12-17T16:00:00-03:00', '2026-12-24T16:00:00-03:00']);

    const monthly = await create(admin.auth, {
      customer_id: pedro,
      user_id: admin.id,
      starts_at: '2027-01-31T08:00',
      ends_at: '2027-01-31T09:00',
      recurrence: { frequency: 'monthly', until: '2027-04-30' },
    });
    expect(monthly.status).toBe(201);
    const months = await list(admin.auth, `from=2027-01-31&to=2027-03-31&user_id=${admin.id}`);
    expect(months.body.appointments.map((item: Json) => item.starts_at)).toEqual(['2027-01-31T08:00:00-03:00', '2027-02-28T08:00:00-03:00', '2027-03-31T08:00:00-03:00']);
    const biweekly = await create(admin.auth, {
      customer_id: pedro,
      user_id: admin.id,
      starts_at: '2026-12-07T08:00',
      ends_at: '2026-12-07T09:00',
      recurrence: { frequency: 'biweekly', count: 3 },
    });
    expect(biweekly.status).toBe(201);
  });

  it('changes a series by scope: this date, this and the following, or all, by the same shift', async () => {
    const series = (
      await create(admin.auth, { customer_id: pedro, user_id: ana.id, starts_at: '2027-02-01T10:00', ends_at: '2027-02-01T10:50', recurrence: { frequency: 'weekly', count: 4 } })
    ).body.appointment;
    const datesOf = async () =>
      (await list(admin.auth, `from=2027-02-01&to=2027-03-01&user_id=${ana.id}`)).body.appointments
        .filter((item: Json) => item.series_id === series.id)
        .map((item: Json) => `${item.starts_at.slice(5, 16)} ${item.notes ?? ''}`.trim());
    const all = (await list(admin.auth, `from=2027-02-01&to=2027-03-01&user_id=${ana.id}`)).body.appointments.filter((item: Json) => item.series_id === series.id);

    // One week later: the series' own next date is where it goes, and that is no clash.
    const moved = await call('PATCH', `/api/v1/appointments/${all[1].id}?scope=following`, admin.auth, {
      appointment: { starts_at: '2027-02-08T11:00', ends_at: '2027-02-08T11:50' },
    });
    expect(moved.status).toBe(200);
    expect(await datesOf()).toEqual(['02-01T10:00', '02-08T11:00', '02-15T11:00', '02-22T11:00']);

    await call('PATCH', `/api/v1/appointments/${all[2].id}`, admin.auth, { appointment: { notes: 'Só esta' } });
    expect(await datesOf()).toEqual(['02-01T10:00', '02-08T11:00', '02-15T11:00 Só esta', '02-22T11:00']);

    const everything = await call('PATCH', `/api/v1/appointments/${all[0].id}`, admin.auth, { scope: 'all', appointment: { starts_at: '2027-02-01T09:00', ends_at: '2027-02-01T09:50', notes: 'Sala 2' } });
    expect(everything.status).toBe(200);
    expect(await datesOf()).toEqual(['02-01T09:00 Sala 2', '02-08T10:00 Sala 2', '02-15T10:00 Sala 2', '02-22T10:00 Sala 2']);

    const removed = await call('DELETE', `/api/v1/appointments/${all[2].id}?scope=following`, admin.auth);
    expect(removed.status).toBe(200);
    expect(removed.body.appointment).toMatchObject({ id: all[2].id, starts_at: '2027-02-15T10:00:00-03:00' });
    expect(await datesOf()).toEqual(['02-01T09:00 Sala 2', '02-08T10:00 Sala 2']);
    await call('DELETE', `/api/v1/appointments/${all[0].id}?scope=all`, admin.auth);
    expect(await datesOf()).toEqual([]);
  });

  it('refuses to move an appointment attended in the past, and marks attended and missed', async () => {
    const past = (await create(admin.auth, { customer_id: joana, user_id: admin.id, starts_at: '2026-11-30T07:00', ends_at: '2026-11-30T07:50' })).body.appointment;
    const attended = await call('PATCH', `/api/v1/appointments/${past.id}`, admin.auth, { appointment: { status: 'attended' } });
    expect(attended.body.appointment).toMatchObject({ status: 'attended', status_text: 'Atendido' });
    const move = await call('PATCH', `/api/v1/appointments/${past.id}`, admin.auth, { appointment: { starts_at: '2026-11-30T08:00', ends_at: '2026-11-30T08:50' } });
    expect(move.status).toBe(422);
    expect(move.body.full_messages).toEqual(['Um atendimento já realizado não pode ser remarcado']);
    const missed = await call('PATCH', `/api/v1/appointments/${past.id}`, admin.auth, { appointment: { status: 'missed' } });
    expect(missed.body.appointment.status_text).toBe('Faltou');
  });

  it('leaves exactly one of 20 parallel creates of one slot', async () => {
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => create(admin.auth, { customer_id: pedro, user_id: limited.id, starts_at: '2026-12-04T09:00', ends_at: '2026-12-04T09:50' })),
    );
    expect(responses.filter((response) => response.status === 201)).toHaveLength(1);
    for (const response of responses.filter((item) => item.status !== 201)) {
      expect(response.status).toBe(422);
      expect(response.body.errors.starts_at).toEqual(['Horário indisponível: Lia Reis já tem atendimento das 09:00 às 09:50']);
    }
    const rows = await api.db.selectFrom('appointments').select('id').where('user_id', '=', limited.id).where('starts_at', '=', new Date('2026-12-04T12:00:00Z')).execute();
    expect(rows).toHaveLength(1);
  });

  it('repeats the first answer for a repeated Idempotency-Key and writes nothing more', async () => {
    const appointment = { customer_id: pedro, user_id: admin.id, starts_at: '2026-12-05T10:00', ends_at: '2026-12-05T10:50' };
    const before = await count(admin.companyId);
    const [first, second] = await Promise.all([
      create(admin.auth, appointment, { 'idempotency-key': 'agenda-1' }),
      create(admin.auth, appointment, { 'idempotency-key': 'agenda-1' }),
    ]);
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.body.appointment.id).toBe(first.body.appointment.id);
    expect(await count(admin.companyId)).toBe(before + 1);
    const reused = await create(admin.auth, { ...appointment, notes: 'outra' }, { 'idempotency-key': 'agenda-1' });
    expect(reused.status).toBe(422);
  });

  it("shows a limited user only the appointments where they are the professional, and lets them book only themselves", async () => {
    const own = await create(limited.auth, { customer_id: joana, starts_at: '2026-12-06T10:00', ends_at: '2026-12-06T10:50' });
    expect(own.status).toBe(201);
    expect(own.body.appointment.user.id).toBe(limited.id);
    expect((await create(limited.auth, { customer_id: joana, user_id: ana.id, starts_at: '2026-12-06T12:00', ends_at: '2026-12-06T12:50' })).status).toBe(403);
    const seen = (await list(limited.auth, 'from=2026-12-01&to=2026-12-31')).body.appointments;
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.every((item: Json) => item.user.id === limited.id)).toBe(true);
    expect((await list(limited.auth, `from=2026-12-01&to=2026-12-31&user_id=${ana.id}`)).body.appointments).toEqual([]);
    const anas = (await list(admin.auth, `from=2026-12-01&to=2026-12-01&user_id=${ana.id}`)).body.appointments[0];
    expect((await call('GET', `/api/v1/appointments/${anas.id}`, limited.auth)).status).toBe(404);
    expect((await call('PATCH', `/api/v1/appointments/${anas.id}`, limited.auth, { appointment: { status: 'missed' } })).status).toBe(404);
    expect((await call('DELETE', `/api/v1/appointments/${anas.id}`, limited.auth)).status).toBe(404);
    expect((await call('PATCH', `/api/v1/appointments/${own.body.appointment.id}`, limited.auth, { appointment: { user_id: ana.id } })).status).toBe(403);
  });

  it("answers 404 to another company's ids on every call and changes nothing", async () => {
    const mine = (await list(admin.auth, 'from=2026-12-01&to=2026-12-01')).body.appointments[0];
    const before = await api.db.selectFrom('appointments').selectAll().where('id', '=', mine.id).executeTakeFirstOrThrow();
    expect((await call('GET', `/api/v1/appointments/${mine.id}`, other.auth)).status).toBe(404);
    expect((await call('PATCH', `/api/v1/appointments/${mine.id}`, other.auth, { appointment: { notes: 'x' } })).status).toBe(404);
    expect((await call('DELETE', `/api/v1/appointments/${mine.id}?scope=all`, other.auth)).status).toBe(404);
    expect((await list(other.auth, 'from=2026-12-01&to=2026-12-31')).body.appointments).toEqual([]);
    expect((await list(other.auth, `from=2026-12-01&to=2026-12-31&user_id=${ana.id}`)).body.appointments).toEqual([]);
    expect((await call('GET', `/api/v1/users/${ana.id}/availability`, other.auth)).status).toBe(404);
    expect((await call('PUT', `/api/v1/users/${ana.id}/availability`, other.auth, { availability: [{ weekday: 1, start: '08:00', end: '12:00' }] })).status).toBe(404);
    const created = await create(other.auth, { customer_id: joana, user_id: ana.id, starts_at: '2026-12-09T10:00', ends_at: '2026-12-09T10:50' });
    expect(created.status).toBe(422);
    expect(await api.db.selectFrom('appointments').selectAll().where('id', '=', mine.id).executeTakeFirstOrThrow()).toEqual(before);
    expect(await api.db.selectFrom('user_availabilities').selectAll().where('user_id', '=', ana.id).execute()).toEqual([]);
  });

  it('needs a signed-in user', async () => {
    expect((await call('GET', '/api/v1/appointments', null)).status).toBe(401);
    expect((await call('POST', '/api/v1/appointments', null, { appointment: {} })).status).toBe(401);
  });
});

describe('availability', () => {
  it('is replaced whole, read back in HH:mm, and refuses overlaps and bad times in pt-BR', async () => {
    const url = `/api/v1/users/${ana.id}/availability`;
    const put = await call('PUT', url, admin.auth, {
      availability: [
        { weekday: 2, start: '14:00', end: '18:00' },
        { weekday: 2, start: '08:00', end: '12:00' },
        { weekday: 4, start: '08:00', end: '10:00' },
      ],
    });
    expect(put.status).toBe(200);
    expect(put.body.availability).toEqual([
      { weekday: 2, start: '08:00', end: '12:00' },
      { weekday: 2, start: '14:00', end: '18:00' },
      { weekday: 4, start: '08:00', end: '10:00' },
    ]);
    expect((await call('GET', url, limited.auth)).body).toEqual(put.body);
    const overlap = await call('PUT', url, admin.auth, { availability: [{ weekday: 2, start: '08:00', end: '12:00' }, { weekday: 2, start: '11:00', end: '13:00' }] });
    expect(overlap.body.full_messages).toEqual(['Há horários sobrepostos no mesmo dia']);
    const bad = await call('PUT', url, admin.auth, { availability: [{ weekday: 7, start: '8h', end: '07:00' }] });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toMatchObject({ weekday: ['não é válido'], start: ['deve ser um horário no formato HH:mm'] });
    expect((await call('PUT', url, limited.auth, { availability: [] })).status).toBe(403);
    expect((await call('PUT', `/api/v1/users/${limited.id}/availability`, limited.auth, { availability: [{ weekday: 1, start: '09:00', end: '10:00' }] })).status).toBe(200);
    expect((await call('GET', url, admin.auth)).body.availability).toHaveLength(3);
  });
});

describe('online booking', () => {
  let hashid: string;
  const booking = (payload: Json, ip = '10.0.0.1') =>
    api.app.inject({ method: 'POST', url: `/api/v1/public/booking/${hashid}`, remoteAddress: ip, payload: { booking: payload } });

  beforeAll(async () => {
    hashid = (await api.db.selectFrom('companies').select('hashid').where('id', '=', admin.companyId).executeTakeFirstOrThrow()).hashid;
  });

  it('is off until an admin turns it on', async () => {
    expect((await call('GET', `/api/v1/public/booking/${hashid}`, null)).status).toBe(404);
    const turned = await call('PATCH', `/api/v1/companies/${admin.companyId}`, admin.auth, { company: { online_booking_enabled: true, booking_slot_minutes: 60, name: 'Clínica Marta' } });
    expect(turned.status).toBe(200);
    expect(turned.body.company).toMatchObject({ online_booking_enabled: true, booking_slot_minutes: 60, reminder_hours_before: 24 });
    const bad = await call('PATCH', `/api/v1/companies/${admin.companyId}`, admin.auth, { company: { booking_slot_minutes: 0, reminder_hours_before: 'x' } });
    expect(bad.body.errors).toEqual({ booking_slot_minutes: ['deve ser um número inteiro entre 5 e 720'], reminder_hours_before: ['deve ser um número inteiro entre 0 e 168'] });
    const page = await call('GET', `/api/v1/public/booking/${hashid}`, null);
    expect(page.body).toEqual({ company: { name: 'Clínica Marta', image_url: null }, professionals: [{ id: ana.id, name: 'Ana Lima' }, { id: limited.id, name: 'Lia Reis' }], slot_minutes: 60 });
    expect((await call('GET', '/api/v1/public/booking/naoexiste', null)).status).toBe(404);
  });

  it('offers the free starts within the hours, none in the past or taken', async () => {
    // Tuesday 1 December: 08:00-12:00 and 14:00-18:00; 09:00-09:50 and 11:00-11:50 are taken.
    const slots = await call('GET', `/api/v1/public/booking/${hashid}/slots?user_id=${ana.id}&date=2026-12-01`, null);
    expect(slots.body.slots).toEqual(['2026-12-01T08:00:00-03:00', '2026-12-01T10:00:00-03:00', '2026-12-01T14:00:00-03:00', '2026-12-01T15:00:00-03:00', '2026-12-01T16:00:00-03:00', '2026-12-01T17:00:00-03:00']);
    // Monday 30 November, already 09:00: no hours that day.
    expect((await call('GET', `/api/v1/public/booking/${hashid}/slots?user_id=${ana.id}&date=2026-11-30`, null)).body.slots).toEqual([]);
    expect((await call('GET', `/api/v1/public/booking/${hashid}/slots?user_id=${admin.id}&date=2026-12-01`, null)).status).toBe(422);
    expect((await call('GET', `/api/v1/public/booking/${hashid}/slots?user_id=${ana.id}&date=amanha`, null)).status).toBe(422);
  });

  it('books a free slot, finding the customer by e-mail, and answers 409 to the taken slot', async () => {
    const response = await booking({ user_id: ana.id, starts_at: '2026-12-01T08:00:00-03:00', name: 'Joana', email: 'JOANA@exemplo.com.br', phone: '(11) 90000-0000' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ booking: { starts_at: '2026-12-01T08:00:00-03:00', ends_at: '2026-12-01T09:00:00-03:00', professional_name: 'Ana Lima' } });
    const row = await api.db.selectFrom('appointments').selectAll().where('user_id', '=', ana.id).where('starts_at', '=', new Date('2026-12-01T11:00:00Z')).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ customer_id: joana, source: 'online', status: 'scheduled' });
    const taken = await booking({ user_id: ana.id, starts_at: '2026-12-01T08:00:00-03:00', name: 'Outra', email: 'outra@exemplo.com.br', phone: '11955554444' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('Este horário acabou de ser reservado. Escolha outro.');
  });

  it('creates the customer of a new e-mail, and refuses a start outside the hours or in the past', async () => {
    const response = await booking({ user_id: ana.id, starts_at: '2026-12-01T15:00:00-03:00', name: 'Rui Costa', email: 'rui@exemplo.com.br', phone: '(21) 97777-6666' });
    expect(response.statusCode).toBe(201);
    const customer = await api.db.selectFrom('customers').selectAll().where('company_id', '=', admin.companyId).where('name', '=', 'Rui Costa').executeTakeFirstOrThrow();
    expect(Object.values(customer.fields_values)).toEqual(expect.arrayContaining(['(21) 97777-6666', 'rui@exemplo.com.br']));
    const outside = await booking({ user_id: ana.id, starts_at: '2026-12-01T12:00:00-03:00', name: 'Rui', email: 'rui@exemplo.com.br', phone: '21977776666' });
    expect(outside.statusCode).toBe(422);
    expect(outside.json().errors.starts_at).toEqual(['está fora dos horários disponíveis do profissional']);
    const offGrid = await booking({ user_id: ana.id, starts_at: '2026-12-01T14:30:00-03:00', name: 'Rui', email: 'rui@exemplo.com.br', phone: '21977776666' });
    expect(offGrid.statusCode).toBe(422);
    const past = await booking({ user_id: ana.id, starts_at: '2026-11-24T08:00:00-03:00', name: 'Rui', email: 'rui@exemplo.com.br', phone: '21977776666' });
    expect(past.json().errors.starts_at).toEqual(['já passou']);
    const hostile = await booking({ user_id: { $ne: 1 }, starts_at: ['x'], name: 'a'.repeat(300), email: 'sem-arroba', phone: '123' });
    expect(hostile.statusCode).toBe(422);
    expect(Object.keys(hostile.json().errors).sort()).toEqual(['email', 'name', 'phone', 'starts_at', 'user_id']);
  });

  it("finds the customer by the digits of a phone among their answers, or by an earlier booking's e-mail, instead of registering them again", async () => {
    const customers = () => api.db.selectFrom('customers').select(['id', 'name']).where('company_id', '=', admin.companyId).orderBy('id').execute();
    const before = await customers();
    const rui = before.find((customer) => customer.name === 'Rui Costa')!;
    const byPhone = await booking({ user_id: ana.id, starts_at: '2026-12-01T16:00:00-03:00', name: 'Rui C.', email: 'rui.costa@outro.com.br', phone: '21 97777 6666' });
    expect(byPhone.statusCode).toBe(201);
    const byEarlierEmail = await booking({ user_id: ana.id, starts_at: '2026-12-01T17:00:00-03:00', name: 'R. Costa', email: 'Rui.Costa@outro.com.br', phone: '11 93333-2222' });
    expect(byEarlierEmail.statusCode).toBe(201);
    const booked = await api.db.selectFrom('appointments').select('customer_id').where('user_id', '=', ana.id).where('starts_at', 'in', [new Date('2026-12-01T19:00:00Z'), new Date('2026-12-01T20:00:00Z')]).execute();
    expect(booked).toEqual([{ customer_id: rui.id }, { customer_id: rui.id }]);
    expect(await customers()).toEqual(before);
  });

  it('answers one 201 and nineteen 409 to 20 parallel bookings of one slot', async () => {
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        booking({ user_id: ana.id, starts_at: '2026-12-03T08:00:00-03:00', name: `Pessoa ${index}`, email: `pessoa${index}@exemplo.com.br`, phone: `118${String(index).padStart(8, '0')}` }),
      ),
    );
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, ...Array(19).fill(409)]);
    const rows = await api.db.selectFrom('appointments').select('id').where('user_id', '=', ana.id).where('starts_at', '=', new Date('2026-12-03T11:00:00Z')).execute();
    expect(rows).toHaveLength(1);
  });

  it("keeps another company's booking page apart: its hashid shows its own, off, page", async () => {
    const otherHash = (await api.db.selectFrom('companies').select('hashid').where('id', '=', other.companyId).executeTakeFirstOrThrow()).hashid;
    expect((await call('GET', `/api/v1/public/booking/${otherHash}`, null)).status).toBe(404);
    expect((await call('GET', `/api/v1/public/booking/${otherHash}/slots?user_id=${ana.id}&date=2026-12-01`, null)).status).toBe(404);
    const refused = await api.app.inject({ method: 'POST', url: `/api/v1/public/booking/${otherHash}`, payload: { booking: { user_id: ana.id, starts_at: '2026-12-01T16:00:00-03:00', name: 'X', email: 'x@exemplo.com.br', phone: '11999998888' } } });
    expect(refused.statusCode).toBe(404);
  });
});

describe('reminders', () => {
  it('e-mails each due reminder once, with links whose token confirms or cancels until the appointment starts', async () => {
    const tomorrow = (await create(admin.auth, { customer_id: joana, user_id: admin.id, starts_at: '2026-12-01T07:00', ends_at: '2026-12-01T07:50' })).body.appointment;
    const far = (await create(admin.auth, { customer_id: joana, user_id: admin.id, starts_at: '2026-12-20T07:00', ends_at: '2026-12-20T07:50' })).body.appointment;
    const sent = await Promise.all([api.app.sendAppointmentReminders(), api.app.sendAppointmentReminders()]);
    expect(sent[0] + sent[1]).toBeGreaterThan(0);
    expect(await api.app.sendAppointmentReminders()).toBe(0);
    // The mail queue writes in the background: wait for the message, then make sure no second one follows.
    const reminders = async () => (await readOutbox(api.mailDir)).filter((mail) => mail.text.includes('joana@exemplo.com.br') && mail.text.includes('07:00'));
    await vi.waitFor(async () => expect(await reminders()).not.toHaveLength(0), { timeout: 10_000, interval: 50 });
    await new Promise((resolve) => setTimeout(resolve, 300));
    const mails = await reminders();
    expect(mails).toHaveLength(1);
    const mail = mails[0]!.text;
    expect(mail).toContain('Lembrete do seu atendimento');
    expect(mail).toContain('Confirmar presença');
    const token = /appointments\/([A-Za-z0-9_-]+)\/confirm/.exec(mail)![1]!;

    const shown = (await call('GET', `/api/v1/appointments/${tomorrow.id}`, admin.auth)).body.appointment;
    expect(shown.reminder_sent_at).not.toBeNull();
    expect((await call('GET', `/api/v1/appointments/${far.id}`, admin.auth)).body.appointment.reminder_sent_at).toBeNull();

    const page = await call('GET', `/api/v1/public/appointments/${token}`, null);
    expect(page.body).toEqual({
      appointment: { starts_at: '2026-12-01T07:00:00-03:00', ends_at: '2026-12-01T07:50:00-03:00', professional_name: 'Dra. Marta', company_name: 'Clínica Marta', status: 'scheduled', status_text: 'Agendado' },
    });
    expect((await call('POST', `/api/v1/public/appointments/${token}/confirm`, null)).body.appointment.status_text).toBe('Confirmado');
    expect((await call('POST', `/api/v1/public/appointments/${token}/cancel`, null)).body.appointment.status).toBe('canceled');
    expect((await call('POST', `/api/v1/public/appointments/${token}/confirm`, null)).status).toBe(422);
    expect((await call('GET', '/api/v1/public/appointments/nao-e-um-token-valido-de-verdade', null)).status).toBe(404);
    clock.advance(24 * HOUR);
    expect((await call('GET', `/api/v1/public/appointments/${token}`, null)).status).toBe(410);
    clock.advance(-24 * HOUR);
  });
});
