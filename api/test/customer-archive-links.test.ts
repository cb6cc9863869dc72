import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CUSTOMER_ARCHIVED } from '../src/modules/customers/queries.ts';
import { startTestApi, type TestApi } from './harness.ts';
import { openBookingPage } from './booking-page.ts';
import { createCustomer, createField } from './customer-helpers.ts';
import { testClock, type AuthHeaders } from './helpers.ts';
import { addMember, makeCompany, type Member } from './members.ts';
import { createNote, noteUrl, notesUrl } from './note-helpers.ts';
import { taskClient } from './task-helpers.ts';

// 09:00 on Monday 30 November 2026 in São Paulo.
const clock = testClock(new Date('2026-11-30T12:00:00Z'));
let api: TestApi;
let admin: Member;
let limited: Member;
let other: Member;
let boardId: number;

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

async function call(method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, auth: AuthHeaders | null, payload?: unknown) {
  const response = await api.app.inject({ method, url, headers: auth ?? {}, ...(payload === undefined ? {} : { payload: payload as Json }) });
  const json = response.headers['content-type']?.toString().startsWith('application/json') && response.body;
  return { status: response.statusCode, body: (json ? response.json() : {}) as Json };
}

const archive = (id: number, auth: AuthHeaders = admin.auth) => call('POST', `/api/v1/customers/${id}/archive`, auth);
const unarchive = (id: number, auth: AuthHeaders = admin.auth) => call('POST', `/api/v1/customers/${id}/unarchive`, auth);
const createAppointment = (auth: AuthHeaders, appointment: Json) => call('POST', '/api/v1/appointments', auth, { appointment });
const archivedRefusal = { errors: { customer_id: [CUSTOMER_ARCHIVED] }, full_messages: [CUSTOMER_ARCHIVED] };

beforeAll(async () => {
  api = await startTestApi({ clock });
  admin = await makeCompany(api.db, 'team', { name: 'Dra. Marta', now: clock() });
  limited = await addMember(api.db, admin.companyId, 'limited', { name: 'Lia Reis', now: clock() });
  other = await makeCompany(api.db, 'team', { name: 'Outra Clínica', now: clock() });
  const board = await taskClient(api, admin.auth).createBoard({ name: 'Recepção', kanban_group_options: 'A fazer, Feito' });
  expect(board.status, JSON.stringify(board.body)).toBe(201);
  boardId = board.body.task_list.id;
});
afterAll(() => api.close());

describe("an archived customer's tasks", () => {
  it('refuses a new task or a task moved to the archived customer, and keeps the tasks it had', async () => {
    const tasks = taskClient(api, admin.auth);
    const kept = await createCustomer(api, admin.auth, 'Alice Arquivada');
    const active = await createCustomer(api, admin.auth, 'Bruno Ativo');
    const before = await tasks.createTask(boardId, { title: 'Enviar laudo', customer_id: kept });
    expect(before.status).toBe(201);
    const elsewhere = await tasks.createTask(boardId, { title: 'Ligar', customer_id: active });
    expect((await archive(kept)).status).toBe(200);

    const refused = await tasks.createTask(boardId, { title: 'Nova tarefa', customer_id: kept });
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject(archivedRefusal);
    const moved = await tasks.updateTask(elsewhere.body.task.id, { customer_id: kept });
    expect(moved.body).toMatchObject(archivedRefusal);
    expect((await tasks.task(elsewhere.body.task.id)).body.task.customer_id).toBe(active);
    expect(await api.db.selectFrom('tasks').select('title').where('customer_id', '=', kept).execute()).toEqual([{ title: 'Enviar laudo' }]);

    // The task it already had stays, and can still be worked on with its customer sent back unchanged.
    const edited = await tasks.updateTask(before.body.task.id, { title: 'Enviar laudo assinado', customer_id: kept });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.task).toMatchObject({ title: 'Enviar laudo assinado', customer_id: kept });
    // Another company's customer is still simply not a customer of the company.
    const foreign = await tasks.createTask(boardId, { title: 'Alheia', customer_id: await createCustomer(api, other.auth, 'Cliente de fora') });
    expect(foreign.body.errors.customer_id).toEqual(['não é um cliente da empresa']);

    expect((await unarchive(kept)).status).toBe(200);
    expect((await tasks.createTask(boardId, { title: 'Nova tarefa', customer_id: kept })).status).toBe(201);
  });
});

describe("an archived customer's appointments", () => {
  it('refuses a new appointment or one moved to the archived customer, and keeps those it had', async () => {
    const kept = await createCustomer(api, admin.auth, 'Carla Arquivada');
    const active = await createCustomer(api, admin.auth, 'Diego Ativo');
    const past = await createAppointment(admin.auth, { customer_id: kept, user_id: admin.id, starts_at: '2026-11-23T09:00', ends_at: '2026-11-23T10:00', status: 'attended' });
    expect(past.status, JSON.stringify(past.body)).toBe(201);
    const other1 = await createAppointment(admin.auth, { customer_id: active, user_id: admin.id, starts_at: '2026-12-02T09:00', ends_at: '2026-12-02T10:00' });
    expect((await archive(kept)).status).toBe(200);

    const refused = await createAppointment(admin.auth, { customer_id: kept, user_id: admin.id, starts_at: '2026-12-03T09:00', ends_at: '2026-12-03T10:00' });
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject(archivedRefusal);
    const series = await createAppointment(admin.auth, {
      customer_id: kept,
      user_id: admin.id,
      starts_at: '2026-12-04T09:00',
      ends_at: '2026-12-04T10:00',
      recurrence: { frequency: 'weekly', count: 4 },
    });
    expect(series.body).toMatchObject(archivedRefusal);
    const moved = await call('PATCH', `/api/v1/appointments/${other1.body.appointment.id}`, admin.auth, { appointment: { customer_id: kept } });
    expect(moved.body).toMatchObject(archivedRefusal);
    const rows = await api.db.selectFrom('appointments').select(['id', 'customer_id']).where('customer_id', 'in', [kept, active]).orderBy('id').execute();
    expect(rows).toEqual([
      { id: past.body.appointment.id, customer_id: kept },
      { id: other1.body.appointment.id, customer_id: active },
    ]);

    // What it had stays, and its notes can still be written down with the customer sent back unchanged.
    const noted = await call('PATCH', `/api/v1/appointments/${past.body.appointment.id}`, admin.auth, { appointment: { customer_id: kept, notes: 'Veio acompanhada' } });
    expect(noted.status, JSON.stringify(noted.body)).toBe(200);
    expect(noted.body.appointment).toMatchObject({ customer: { id: kept }, notes: 'Veio acompanhada' });
  });

  it('is not archived while it has appointments ahead, and says how many to cancel or move', async () => {
    const id = await createCustomer(api, admin.auth, 'Elisa Agendada');
    const first = await createAppointment(admin.auth, { customer_id: id, user_id: admin.id, starts_at: '2026-12-07T09:00', ends_at: '2026-12-07T10:00' });
    const second = await createAppointment(admin.auth, { customer_id: id, user_id: admin.id, starts_at: '2026-12-08T09:00', ends_at: '2026-12-08T10:00', status: 'confirmed' });
    // Past, missed or canceled ones do not hold the archiving back.
    await createAppointment(admin.auth, { customer_id: id, user_id: admin.id, starts_at: '2026-11-27T09:00', ends_at: '2026-11-27T10:00' });
    await createAppointment(admin.auth, { customer_id: id, user_id: admin.id, starts_at: '2026-12-09T09:00', ends_at: '2026-12-09T10:00', status: 'canceled' });

    const refused = await archive(id);
    expect(refused.status).toBe(422);
    const twoAhead = 'Este cliente tem 2 atendimentos agendados: cancele-os ou remarque-os antes de arquivar';
    expect(refused.body).toMatchObject({ errors: { base: [twoAhead] }, full_messages: [twoAhead] });
    const row = await api.db.selectFrom('customers').select('archived_at').where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.archived_at).toBeNull();
    const statuses = await api.db.selectFrom('appointments').select('status').where('customer_id', '=', id).orderBy('starts_at').execute();
    expect(statuses.map((appointment) => appointment.status)).toEqual(['scheduled', 'scheduled', 'confirmed', 'canceled']);

    expect((await call('PATCH', `/api/v1/appointments/${first.body.appointment.id}`, admin.auth, { appointment: { status: 'canceled' } })).status).toBe(200);
    const oneAhead = 'Este cliente tem 1 atendimento agendado: cancele-o ou remarque-o antes de arquivar';
    expect((await archive(id)).body.full_messages).toEqual([oneAhead]);
    expect((await call('PATCH', `/api/v1/appointments/${second.body.appointment.id}`, admin.auth, { appointment: { status: 'canceled' } })).status).toBe(200);
    expect((await archive(id)).status).toBe(200);
  });
});

describe('online booking by an archived customer', () => {
  it('books for a new customer, leaving the archived record as it was and answering as for anyone', async () => {
    const phone = await createField(api, { companyId: admin.companyId, auth: admin.auth }, { question: 'Celular', answer_type: 'phone' });
    const email = await createField(api, { companyId: admin.companyId, auth: admin.auth }, { question: 'E-mail', answer_type: 'short_text' });
    const archived = await createCustomer(api, admin.auth, 'Fábio Antigo', { [phone]: '(11) 96666-5555', [email]: 'fabio@exemplo.com.br' });
    await createNote(api, admin.auth, archived, '<p>Alta em 2020</p>');
    expect((await archive(archived)).status).toBe(200);
    const hashid = await openBookingPage(api, admin, { professionalId: limited.id, hours: [{ weekday: 2, start: '08:00', end: '12:00' }] });
    const book = (starts_at: string, contact: Json) =>
      api.app.inject({ method: 'POST', url: `/api/v1/public/booking/${hashid}`, remoteAddress: '10.0.0.9', payload: { booking: { user_id: limited.id, starts_at, ...contact } } });

    const byEmail = await book('2026-12-01T08:00:00-03:00', { name: 'Fábio', email: 'FABIO@exemplo.com.br', phone: '(11) 90000-1111' });
    expect(byEmail.statusCode, byEmail.body).toBe(201);
    expect(byEmail.json()).toEqual({ booking: { starts_at: '2026-12-01T08:00:00-03:00', ends_at: '2026-12-01T09:00:00-03:00', professional_name: 'Lia Reis' } });
    const byPhone = await book('2026-12-01T09:00:00-03:00', { name: 'Fábio', email: 'outro@exemplo.com.br', phone: '11966665555' });
    expect(byPhone.statusCode, byPhone.body).toBe(201);

    const booked = await api.db
      .selectFrom('appointments')
      .innerJoin('customers', 'customers.id', 'appointments.customer_id')
      .select(['customers.id', 'customers.name', 'customers.archived_at'])
      .where('appointments.user_id', '=', limited.id)
      .orderBy('appointments.starts_at')
      .execute();
    expect(booked).toHaveLength(2);
    for (const customer of booked) {
      expect(customer.id).not.toBe(archived);
      expect(customer.archived_at).toBeNull();
    }
    expect(booked[0]!.name).toBe('Fábio');
    const record = await api.db.selectFrom('customers').select(['name', 'archived_at', 'fields_values']).where('id', '=', archived).executeTakeFirstOrThrow();
    expect(record.name).toBe('Fábio Antigo');
    expect(record.archived_at).not.toBeNull();
    expect(Object.values(record.fields_values).sort()).toEqual(['(11) 96666-5555', 'fabio@exemplo.com.br']);
    expect(await api.db.selectFrom('appointments').select('id').where('customer_id', '=', archived).execute()).toEqual([]);
  });
});

describe("an archived customer's record, for those who may not restore it", () => {
  it('answers 404 to a limited user on its notes, a note, its PDFs, its access log and its exports, while an admin still reads them', async () => {
    const id = await createCustomer(api, admin.auth, 'Gabriela Reservada');
    const note = await createNote(api, admin.auth, id, '<p>Evolução</p>');
    const { hashid } = await api.db.selectFrom('companies').select('hashid').where('id', '=', admin.companyId).executeTakeFirstOrThrow();
    const pdf = `/api/v1/companies/${hashid}/customer_notes/${note.hashid}.pdf`;
    const reads = [notesUrl(id), noteUrl(id, note.id), `/api/v1/customer_notes/${note.id}`, `/api/v1/customers/${id}`, pdf];
    const adminOnly = [`/api/v1/customers/${id}/accesses`, `/api/v1/customers/${id}/exports/1`];
    for (const url of reads) expect((await call('GET', url, limited.auth)).status, url).toBe(200);
    // The access log and the exports are for admins: a limited user is refused them while the customer is active...
    for (const url of adminOnly) expect((await call('GET', url, limited.auth)).status, url).toBe(403);
    expect((await call('POST', `/api/v1/customers/${id}/exports`, limited.auth, {})).status).toBe(403);
    // A signed PDF is only made of a locked note: this one's is refused, for what it is.
    const signedPdf = `/api/v1/companies/${hashid}/customer_notes/${note.hashid}/signed.pdf`;
    expect((await call('GET', signedPdf, limited.auth)).status).toBe(422);
    expect((await archive(id)).status).toBe(200);
    expect((await call('GET', signedPdf, limited.auth)).status).toBe(404);

    // ... and, archived, finds nothing at all there, as for the customer itself.
    for (const url of [...reads, ...adminOnly]) {
      const response = await api.app.inject({ method: 'GET', url, headers: limited.auth });
      expect(response.statusCode, url).toBe(404);
      expect(response.body).not.toContain('Evolução');
    }
    expect((await call('POST', `/api/v1/customers/${id}/exports`, limited.auth, {})).status).toBe(404);
    for (const url of [...reads, `/api/v1/customers/${id}/accesses`]) expect((await call('GET', url, admin.auth)).status, url).toBe(200);
    expect((await call('GET', notesUrl(id), admin.auth)).body.customer_notes.map((item: Json) => item.body)).toEqual(['<p>Evolução</p>']);

    expect((await unarchive(id)).status).toBe(200);
    for (const url of reads) expect((await call('GET', url, limited.auth)).status, url).toBe(200);
  });

  it("answers 404 to another company's token on every call, archived or not", async () => {
    const id = await createCustomer(api, admin.auth, 'Helena Alheia');
    const note = await createNote(api, admin.auth, id, '<p>Primeira</p>');
    expect((await archive(id)).status).toBe(200);
    for (const url of [notesUrl(id), noteUrl(id, note.id), `/api/v1/customer_notes/${note.id}`, `/api/v1/customers/${id}/accesses`]) {
      expect((await call('GET', url, other.auth)).status, url).toBe(404);
    }
    const task = await taskClient(api, other.auth).createTask(boardId, { title: 'Alheia', customer_id: id });
    expect(task.status).toBe(404);
    const otherBoard = await taskClient(api, other.auth).createBoard({ name: 'Outra', kanban_group_options: 'A fazer' });
    const foreignTask = await taskClient(api, other.auth).createTask(otherBoard.body.task_list.id, { title: 'Alheia', customer_id: id });
    // Not "archived": to another company the customer does not exist.
    expect(foreignTask.body.errors.customer_id).toEqual(['não é um cliente da empresa']);
    const appointment = await createAppointment(other.auth, { customer_id: id, user_id: other.id, starts_at: '2026-12-10T09:00', ends_at: '2026-12-10T10:00' });
    expect(appointment.body.errors.customer_id).toEqual(['não é um cliente da empresa']);
    expect((await archive(id, other.auth)).status).toBe(404);
  });
});
