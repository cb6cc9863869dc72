import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from './harness.ts';
import { createCustomer, createField } from './customer-helpers.ts';
import { DAY, newAccount, testClock, type Account, type AuthHeaders } from './helpers.ts';
import { addMember, type Member } from './members.ts';
import { insertBoard, insertTask } from './report-fixtures.ts';

const clock = testClock(new Date('2026-03-11T02:30:00Z')); // 23:30 on 10 March in São Paulo
let api: TestApi;
let a: Account;
let b: Account;
let board: number;
let lia: Member;

interface SearchAnswer {
  customers: { count: number; items: { id: number; name: string }[] };
  tasks: {
    count: number;
    items: { id: number; title: string; task_list_id: number; task_list_name: string; status: string; status_text: string; status_color: string }[];
  };
  appointments: {
    count: number;
    items: { id: number; starts_at: string; ends_at: string; customer_name: string; professional_name: string; status: string; status_text: string; status_color: string }[];
  };
}

async function book(auth: AuthHeaders, customerId: number, userId: number, startsAt: string, endsAt: string) {
  const response = await api.app.inject({
    method: 'POST',
    url: '/api/v1/appointments',
    headers: auth,
    payload: { appointment: { customer_id: customerId, user_id: userId, starts_at: startsAt, ends_at: endsAt } },
  });
  if (response.statusCode !== 201) throw new Error(`appointment not created: ${response.statusCode} ${response.body}`);
}

/** Each appointment found as '<patient> · <professional> · <start>'. */
const appointmentsFound = async (q: string, auth?: AuthHeaders) =>
  (await search(q, auth)).appointments.items.map((item) => `${item.customer_name} · ${item.professional_name} · ${item.starts_at}`);

function get(q: string, auth: AuthHeaders = a.auth) {
  return api.app.inject({ method: 'GET', url: `/api/v1/search?${new URLSearchParams({ q })}`, headers: auth });
}

async function search(q: string, auth: AuthHeaders = a.auth): Promise<SearchAnswer> {
  const response = await get(q, auth);
  if (response.statusCode !== 200) throw new Error(`${response.statusCode} ${response.body}`);
  return response.json();
}

const customerNames = async (q: string, auth?: AuthHeaders) => (await search(q, auth)).customers.items.map((item) => item.name);
const taskTitles = async (q: string, auth?: AuthHeaders) => (await search(q, auth)).tasks.items.map((item) => item.title);

beforeAll(async () => {
  api = await startTestApi({ clock });
  a = await newAccount(api.app, { plan_identifier: 'team' });
  b = await newAccount(api.app, { plan_identifier: 'team' });
  const cpf = await createField(api, a, { question: 'CPF', answer_type: 'cpf' });
  const phone = await createField(api, a, { question: 'Telefone', answer_type: 'phone' });
  const notes = await createField(api, a, { question: 'Observações', answer_type: 'text' });
  const jose = await createCustomer(api, a.auth, 'José Ávila', { [cpf]: '529.982.247-25', [phone]: '(11) 98765-4321' });
  const mariana = await createCustomer(api, a.auth, 'Mariana Conceição', { [notes]: 'Prefere atendimento à tarde' });
  lia = await addMember(api.db, a.companyId, 'limited', { name: 'Lia Reis', now: clock() });
  await book(a.auth, jose, lia.id, '2026-03-20T10:00', '2026-03-20T10:50');
  await book(a.auth, jose, a.userId, '2026-03-12T09:00', '2026-03-12T09:50');
  await book(a.auth, mariana, lia.id, '2026-03-13T14:00', '2026-03-13T14:50');
  clock.advance(-10 * DAY);
  try {
    await book(a.auth, jose, a.userId, '2026-03-02T09:00', '2026-03-02T09:50');
  } finally {
    clock.advance(10 * DAY);
  }
  await createCustomer(api, a.auth, 'Ana', {});
  await createCustomer(api, a.auth, 'Ana Paula Reis', {});
  await createCustomer(api, a.auth, 'Luana Ana', {});
  for (let index = 1; index <= 7; index += 1) await createCustomer(api, a.auth, `Pessoa Repetida ${index}`, {});
  board = await insertBoard(api, a.companyId, 'Recepção');
  await insertTask(api, a.companyId, board, { title: 'Ligar para a Conceição', description_text: 'Confirmar o exame de sangue', due_date: '2026-03-10' });
  await insertTask(api, a.companyId, board, { title: 'Revisar agenda', description_text: 'Falar com a Conceição sobre o exame', due_date: '2026-03-01' });
  await insertTask(api, a.companyId, board, { title: 'Comprar café', completed_at: new Date('2026-03-09T12:00:00Z') });

  const bField = await createField(api, b, { question: 'CPF', answer_type: 'cpf' });
  const bandeira = await createCustomer(api, b.auth, 'José Bandeira', { [bField]: '529.982.247-25' });
  await book(b.auth, bandeira, b.userId, '2026-03-12T09:00', '2026-03-12T09:50');
  await insertTask(api, b.companyId, await insertBoard(api, b.companyId), { title: 'Ligar para a Conceição também' });
});
afterAll(() => api.close());

describe('GET /api/v1/search', () => {
  it('finds a customer by a name typed without accents or in capitals', async () => {
    expect(await customerNames('jose avila')).toEqual(['José Ávila']);
    expect(await customerNames('JOSÉ')).toEqual(['José Ávila']);
    expect(await customerNames('conceicao')).toEqual(['Mariana Conceição']);
  });

  it('finds a customer by a text answer', async () => {
    expect(await customerNames('atendimento a tarde')).toEqual(['Mariana Conceição']);
  });

  it('finds a customer by CPF or phone typed with or without punctuation', async () => {
    for (const q of ['52998224725', '529.982.247-25', '529982', '11987654321', '(11) 98765-4321', '98765 4321']) {
      expect(await customerNames(q), q).toEqual(['José Ávila']);
    }
  });

  it('the customers list finds by the same rule: CPF or phone digits typed with or without punctuation', async () => {
    for (const q of ['52998224725', '529.982.247-25', '529982', '11987654321', '(11) 98765-4321']) {
      const response = await api.app.inject({
        method: 'GET',
        url: `/api/v1/customers?${new URLSearchParams({ search: q })}`,
        headers: a.auth,
      });
      expect(response.statusCode, q).toBe(200);
      expect(response.json<{ customers: { name: string }[] }>().customers.map((customer) => customer.name), q).toEqual(['José Ávila']);
    }
  });

  it('puts the best matches first: the same name, then names starting with it, then the rest', async () => {
    expect(await customerNames('ana')).toEqual(['Ana', 'Ana Paula Reis', 'Luana Ana', 'Mariana Conceição']);
  });

  it('shows at most five per group, with how many were found', async () => {
    const { customers } = await search('repetida');
    expect(customers.count).toBe(7);
    expect(customers.items.map((item) => item.name)).toEqual([1, 2, 3, 4, 5].map((n) => `Pessoa Repetida ${n}`));
  });

  it('finds tasks by title and by description, title matches first, with the status badge and board', async () => {
    const { tasks } = await search('conceicao');
    expect(tasks.count).toBe(2);
    expect(tasks.items.map((task) => [task.title, task.status, task.status_text, task.status_color, task.task_list_name])).toEqual([
      ['Ligar para a Conceição', 'due_today', 'Vence hoje', 'orange', 'Recepção'],
      ['Revisar agenda', 'overdue', 'Atrasada', 'red', 'Recepção'],
    ]);
    expect(await taskTitles('EXAME de sangue')).toEqual(['Ligar para a Conceição']);
    expect((await search('cafe')).tasks.items[0]).toMatchObject({ status: 'completed', status_text: 'Concluída', status_color: 'gray' });
  });

  it("finds appointments by the patient's or the professional's name, the coming ones first, then the past ones", async () => {
    const { appointments } = await search('jose avila');
    expect(appointments.count).toBe(3);
    expect(appointments.items.map((item) => `${item.customer_name} · ${item.professional_name} · ${item.starts_at}`)).toEqual([
      'José Ávila · Maria Souza · 2026-03-12T09:00:00-03:00',
      'José Ávila · Lia Reis · 2026-03-20T10:00:00-03:00',
      'José Ávila · Maria Souza · 2026-03-02T09:00:00-03:00',
    ]);
    expect(appointments.items[0]).toMatchObject({ ends_at: '2026-03-12T09:50:00-03:00', status: 'scheduled', status_text: 'Agendado', status_color: 'blue' });
    expect(await appointmentsFound('LIA')).toEqual(['Mariana Conceição · Lia Reis · 2026-03-13T14:00:00-03:00', 'José Ávila · Lia Reis · 2026-03-20T10:00:00-03:00']);
    expect(await appointmentsFound('jose lia')).toEqual(['José Ávila · Lia Reis · 2026-03-20T10:00:00-03:00']);
  });

  it("gives a limited user only the appointments where they are the professional, and never another company's", async () => {
    expect(await appointmentsFound('jose', lia.auth)).toEqual(['José Ávila · Lia Reis · 2026-03-20T10:00:00-03:00']);
    expect(await appointmentsFound('jose', b.auth)).toEqual(['José Bandeira · Maria Souza · 2026-03-12T09:00:00-03:00']);
  });

  it("never returns another company's customers or tasks", async () => {
    expect(await customerNames('jose')).toEqual(['José Ávila']);
    expect(await customerNames('52998224725')).toEqual(['José Ávila']);
    expect(await taskTitles('ligar')).toEqual(['Ligar para a Conceição']);
    expect(await customerNames('jose', b.auth)).toEqual(['José Bandeira']);
    expect(await taskTitles('ligar', b.auth)).toEqual(['Ligar para a Conceição também']);
  });

  it('takes LIKE wildcards and markup as plain text', async () => {
    const nothing = { customers: { count: 0, items: [] }, tasks: { count: 0, items: [] }, appointments: { count: 0, items: [] } };
    expect(await search('%%')).toEqual(nothing);
    expect(await search('a_a')).toEqual(nothing);
    expect((await search('<script>alert(1)</script>')).customers.count).toBe(0);
  });

  it('needs at least two characters', async () => {
    for (const q of ['', 'a', '  a  ']) {
      const response = await get(q);
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({ q: ['é muito curta (mínimo: 2 caracteres)'] });
    }
  });

  it('needs a signed-in user', async () => {
    expect((await api.app.inject({ method: 'GET', url: '/api/v1/search?q=ana' })).statusCode).toBe(401);
  });
});
