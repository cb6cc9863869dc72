import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from './harness.ts';
import { countCustomers, createField, insertCustomers } from './customer-helpers.ts';
import { testClock } from './helpers.ts';
import { makeCompany, type Member } from './members.ts';

// 09:00 on Monday 30 November 2026 in São Paulo; the free plan allows 50 customers in all.
const clock = testClock(new Date('2026-11-30T12:00:00Z'));
const FREE_LIMIT = 'Você atingiu o limite de 50 clientes do plano Gratuito. Faça upgrade para continuar cadastrando.';
let api: TestApi;
let admin: Member;
let hashid: string;
let phoneField: number;
let emailField: number;

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const booking = (startsAt: string, name: string, email: string, phone: string) =>
  api.app.inject({
    method: 'POST',
    url: `/api/v1/public/booking/${hashid}`,
    remoteAddress: '10.0.0.9',
    payload: { booking: { user_id: admin.id, starts_at: startsAt, name, email, phone } },
  });
const appointmentAt = (startsAt: string) =>
  api.db.selectFrom('appointments').selectAll().where('company_id', '=', admin.companyId).where('starts_at', '=', new Date(startsAt)).executeTakeFirst();
async function history(): Promise<Json[]> {
  const response = await api.app.inject({ method: 'GET', url: '/api/v1/activity_history', headers: admin.auth });
  return response.json<{ activities: Json[] }>().activities;
}

beforeAll(async () => {
  api = await startTestApi({ clock });
  admin = await makeCompany(api.db, 'free', { name: 'Dra. Bia', now: clock() });
  hashid = (await api.db.selectFrom('companies').select('hashid').where('id', '=', admin.companyId).executeTakeFirstOrThrow()).hashid;
  const turned = await api.app.inject({
    method: 'PATCH',
    url: `/api/v1/companies/${admin.companyId}`,
    headers: admin.auth,
    payload: { company: { online_booking_enabled: true, booking_slot_minutes: 60, name: 'Consultório Bia' } },
  });
  expect(turned.statusCode).toBe(200);
  const hours = await api.app.inject({
    method: 'PUT',
    url: `/api/v1/users/${admin.id}/availability`,
    headers: admin.auth,
    payload: { availability: [{ weekday: 2, start: '08:00', end: '18:00' }, { weekday: 3, start: '08:00', end: '12:00' }] },
  });
  expect(hours.statusCode).toBe(200);
  phoneField = await createField(api, admin, { question: 'Celular', answer_type: 'phone', mandatory: true });
  emailField = await createField(api, admin, { question: 'E-mail', answer_type: 'short_text' });
  await createField(api, admin, { question: 'CPF', answer_type: 'cpf', mandatory: true });
  await createField(api, admin, { question: 'Data de nascimento', answer_type: 'date', mandatory: true });
});
afterAll(() => api.close());

describe('online booking and the company’s rules for customers', () => {
  it('registers a new booker without the answers only the staff can give, and tells the staff which are missing', async () => {
    const response = await booking('2026-12-01T08:00:00-03:00', 'Caio Prado', 'caio@exemplo.com.br', '(11) 91234-5678');
    expect(response.statusCode).toBe(201);
    const customer = await api.db.selectFrom('customers').selectAll().where('company_id', '=', admin.companyId).where('name', '=', 'Caio Prado').executeTakeFirstOrThrow();
    expect(customer.fields_values).toEqual({ [phoneField]: '(11) 91234-5678', [emailField]: 'caio@exemplo.com.br' });
    const appointment = await appointmentAt('2026-12-01T11:00:00Z');
    expect(appointment).toMatchObject({ customer_id: customer.id, source: 'online', notes: 'Cadastro feito pelo agendamento online; falta preencher: CPF, Data de nascimento.' });
    // The staff's form still asks for the mandatory answers at its next save.
    const saved = await api.app.inject({ method: 'PATCH', url: `/api/v1/customers/${customer.id}`, headers: admin.auth, payload: { customer: { name: 'Caio Prado' } } });
    expect(saved.statusCode).toBe(422);
    expect(saved.json().full_messages).toEqual(expect.arrayContaining([expect.stringContaining('CPF')]));
  });

  it('names the online booking as the author of what it wrote in the history', async () => {
    const entries = await history();
    const authors = entries.filter((entry) => entry.event === 'create' && ['Customer', 'Appointment'].includes(entry.item_type)).map((entry) => [entry.item_type, entry.user_name]);
    expect(authors).toEqual(expect.arrayContaining([['Customer', 'Agendamento online'], ['Appointment', 'Agendamento online']]));
    expect(entries.some((entry) => entry.user_name === 'Usuário removido')).toBe(false);
  });

  it('names the patient as the author of a reminder answered by its link', async () => {
    const appointment = (await appointmentAt('2026-12-01T11:00:00Z'))!;
    const confirmed = await api.app.inject({ method: 'POST', url: `/api/v1/public/appointments/${appointment.public_token}/confirm` });
    expect(confirmed.statusCode).toBe(200);
    const entry = (await history()).find((item) => item.event === 'update' && item.item_type === 'Appointment' && item.item_id === appointment.id);
    expect(entry?.user_name).toBe('Caio Prado (pelo paciente)');
  });

  it('refuses a booking that would register a customer past the plan’s limit, as the staff’s registration is refused, and writes nothing', async () => {
    // 48 customers in all: two more fit, whatever the number of bookings sent at once.
    await insertCustomers(api, admin.companyId, 47);
    expect(await countCustomers(api, admin.companyId)).toBe(48);
    const starts = ['09', '10', '11', '12', '13', '14', '15', '16', '17'].map((hour) => `2026-12-01T${hour}:00:00-03:00`);
    const responses = await Promise.all(starts.map((startsAt, index) => booking(startsAt, `Pessoa ${index}`, `pessoa${index}@exemplo.com.br`, `1197000000${index}`)));
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 201, ...Array(7).fill(422)]);
    for (const refused of responses.filter((response) => response.statusCode === 422)) {
      expect(refused.json()).toMatchObject({ errors: { base: [FREE_LIMIT] }, full_messages: [FREE_LIMIT] });
    }
    expect(await countCustomers(api, admin.companyId)).toBe(50);
    const appointments = await api.db
      .selectFrom('appointments')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('company_id', '=', admin.companyId)
      .executeTakeFirstOrThrow();
    expect(appointments.n).toBe(3);

    // A booker the company already has takes a slot at the limit: no new customer is needed. With no
    // answer to find them by any more, their earlier booking's e-mail still does.
    await api.db.updateTable('customers').set({ fields_values: '{}' }).where('company_id', '=', admin.companyId).where('name', '=', 'Caio Prado').execute();
    const known = await booking('2026-12-02T08:00:00-03:00', 'Caio', 'CAIO@exemplo.com.br', '11912345678');
    expect(known.statusCode).toBe(201);
    const knownRow = await appointmentAt('2026-12-02T11:00:00Z');
    expect(knownRow?.notes).toBeNull();
    expect(knownRow?.customer_id).toBe((await api.db.selectFrom('customers').select('id').where('name', '=', 'Caio Prado').executeTakeFirstOrThrow()).id);
    expect(await countCustomers(api, admin.companyId)).toBe(50);
  });
});
