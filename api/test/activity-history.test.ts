import { createMongoAbility } from '@casl/ability';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppAbility } from '../src/auth/abilities.ts';
import { jsonb } from '../src/db/index.ts';
import { up as scrubNoteBodies } from '../src/db/migrations/0014_activity_note_bodies.ts';
import { listActivities } from '../src/modules/activity/history.ts';
import { relativeTime } from '../src/modules/activity/present.ts';
import { visibleActivities } from '../src/modules/activity/visibility.ts';
import { startTestApi, waitForMail, type TestApi } from './harness.ts';
import { addCard, cardToken, changePlan } from './billing-helpers.ts';
import { createCustomer, createField, patchCustomer } from './customer-helpers.ts';
import { DAY, HOUR, newAccount, testClock, type Account, type AuthHeaders } from './helpers.ts';
import { a1 } from './certificate-helpers.ts';
import { addMember, type Member } from './members.ts';
import { taskClient } from './task-helpers.ts';

const clock = testClock(new Date('2026-03-11T02:30:00Z')); // 23:30 on 10 March in São Paulo
let api: TestApi;
let a: Account;
let b: Account;

interface Activity {
  id: number;
  event: string;
  event_text: string;
  user_name: string;
  item_type: string;
  item_type_text: string;
  item_name: string | null;
  customer_name: string | null;
  created_at: string;
  relative_time: string;
  changes: { field_name: string; from: string | null; to: string | null }[];
}
interface HistoryAnswer {
  activities: Activity[];
  meta: { next_cursor: string | null };
}

function get(query: Record<string, string | number>, auth: AuthHeaders = a.auth) {
  const params = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]));
  return api.app.inject({ method: 'GET', url: `/api/v1/activity_history?${params}`, headers: auth });
}

async function history(query: Record<string, string | number> = {}, auth: AuthHeaders = a.auth): Promise<HistoryAnswer> {
  const response = await get(query, auth);
  if (response.statusCode !== 200) throw new Error(`${response.statusCode} ${response.body}`);
  return response.json();
}

/** Activity rows at chosen times, named 'Linha N', for a company. */
async function insertRows(account: Account, rows: { at: Date; event?: 'create' | 'update' | 'destroy'; itemType?: string; name: string }[]) {
  await api.db
    .insertInto('activities')
    .values(
      rows.map((row, index) => ({
        company_id: account.companyId,
        user_id: account.userId,
        event: row.event ?? 'update',
        item_type: row.itemType ?? 'Task',
        item_id: 1000 + index,
        item_name: row.name,
        changes: jsonb([]),
        created_at: row.at,
      })),
    )
    .execute();
}

beforeAll(async () => {
  api = await startTestApi({ clock });
  a = await newAccount(api.app, { plan_identifier: 'team', customer_name: 'Ana Lima' });
  b = await newAccount(api.app, { plan_identifier: 'team' });
  // Signup rows are stamped by the database's clock; move them out of the way of the dated ones.
  await api.db.updateTable('activities').set({ created_at: new Date('2025-01-01T12:00:00Z') }).execute();
});
afterAll(() => api.close());

describe('relative time', () => {
  const now = new Date('2026-03-11T02:30:00Z');
  const before = (ms: number) => new Date(now.getTime() - ms);
  it.each([
    [0, 'Agora há pouco'],
    [59_000, 'Agora há pouco'],
    [60_000, 'Há 1 minuto'],
    [2 * 60_000, 'Há 2 minutos'],
    [HOUR - 1000, 'Há 59 minutos'],
    [HOUR, 'Há 1 hora'],
    [DAY - 1000, 'Há 23 horas'],
    [DAY, 'Há 1 dia'],
    [7 * DAY - 1000, 'Há 6 dias'],
    [7 * DAY, '03/03/2026 às 23:30'],
  ])('%i ms ago reads %s', (ms, expected) => {
    expect(relativeTime(before(ms), now)).toBe(expected);
  });

  it('is answered with each activity', async () => {
    await insertRows(a, [{ at: new Date(clock().getTime() - 5 * 60_000), name: 'Cinco minutos' }]);
    const [latest] = (await history({ limit: 1 })).activities;
    expect(latest).toMatchObject({ item_name: 'Cinco minutos', relative_time: 'Há 5 minutos', item_type_text: 'Tarefa' });
    await api.db.deleteFrom('activities').where('item_name', '=', 'Cinco minutos').execute();
  });
});

describe('GET /api/v1/activity_history', () => {
  it('names the change in pt-BR, with the user, the item and the customer, and never a password', async () => {
    const field = await createField(api, a, { question: 'Profissão', answer_type: 'short_text' });
    const customerId = await createCustomer(api, a.auth, 'José Ávila', { [field]: 'Professor' });
    await patchCustomer(api, a.auth, customerId, { name: 'José Ávila Souza', fields_values: JSON.stringify({ [field]: 'Médico' }) });
    const patched = await api.app.inject({
      method: 'PATCH',
      url: `/api/v1/companies/${a.companyId}/users/${a.userId}`,
      headers: a.auth,
      payload: { user: { name: 'Ana Lima', password: 'novasenha1', password_confirmation: 'novasenha1', current_password: a.password } },
    });
    expect(patched.statusCode).toBe(200);
    a.auth = { ...a.auth, ...(patched.headers['access-token'] ? { 'access-token': String(patched.headers['access-token']) } : {}) };

    const { activities } = await history({ item_type: 'Customer,User', event_type: 'update', limit: 2 });
    const [userUpdate, customerUpdate] = activities;
    expect(userUpdate).toMatchObject({ event: 'update', event_text: 'Atualização', item_type_text: 'Usuário', user_name: 'Ana Lima' });
    expect(userUpdate!.changes).toEqual([{ field_name: 'Senha', from: '[FILTRADO]', to: '[FILTRADO]' }]);
    expect(customerUpdate).toMatchObject({
      item_type: 'Customer',
      item_type_text: 'Cliente',
      item_name: 'José Ávila Souza',
      customer_name: 'José Ávila Souza',
      user_name: 'Ana Lima',
    });
    expect(customerUpdate!.changes).toEqual([
      { field_name: 'Nome', from: 'José Ávila', to: 'José Ávila Souza' },
      { field_name: 'Profissão', from: 'Professor', to: 'Médico' },
    ]);
  });

  it('hides any value recorded under a secret name, writes dates, yes/no and kinds in pt-BR, and never shows a code', async () => {
    const insert = (itemType: string, changes: unknown[]) =>
      api.db
        .insertInto('activities')
        .values({ company_id: a.companyId, user_id: a.userId, event: 'update', item_type: itemType, item_id: a.companyId, item_name: 'Empresa', changes: jsonb(changes) })
        .execute();
    await insert('CustomerField', [
      { field_name: 'mandatory', from: false, to: true },
      { field_name: 'answer_type', from: 'short_text', to: 'date' },
      { field_name: 'options', from: null, to: [] },
    ]);
    await insert('Company', [
      { field_name: 'access_token', from: 'abc', to: 'def' },
      { field_name: 'onboarding_completed_at', from: null, to: '2026-03-10T15:00:00.000Z' },
      { field_name: 'image_id', from: null, to: 12 },
      { field_name: 'legacy_flag', from: 'x', to: 'y' },
    ]);
    const [company, field] = (await history({ item_type: 'Company,CustomerField', limit: 2 })).activities as (Activity & { summary: string })[];
    expect(company!.item_type_text).toBe('Empresa');
    expect(company!.summary).toBe('Alterou os dados da empresa');
    expect(company!.changes).toEqual([
      { field_name: 'Dado sigiloso', from: '[FILTRADO]', to: '[FILTRADO]' },
      { field_name: 'Conclusão da configuração inicial', from: null, to: '10/03/2026 12:00' },
      { field_name: 'Imagem', from: null, to: 'Imagem enviada' },
    ]);
    expect(JSON.stringify(company)).not.toMatch(/abc|def|legacy/);
    expect(field!.changes).toEqual([
      { field_name: 'Obrigatória', from: 'Não', to: 'Sim' },
      { field_name: 'Tipo de resposta', from: 'Resposta curta', to: 'Data' },
    ]);
  });

  it('filters by period on the São Paulo calendar, both days included', async () => {
    await insertRows(a, [
      { at: new Date('2026-02-01T02:59:00Z'), name: 'Fim de 31/01', itemType: 'TaskAttachment' },
      { at: new Date('2026-02-01T03:00:00Z'), name: 'Início de 01/02', itemType: 'TaskAttachment' },
      { at: new Date('2026-02-02T02:59:00Z'), name: 'Fim de 01/02', itemType: 'TaskAttachment' },
      { at: new Date('2026-02-02T03:00:00Z'), name: 'Início de 02/02', itemType: 'TaskAttachment' },
    ]);
    const names = async (query: Record<string, string>) =>
      (await history({ item_type: 'TaskAttachment', ...query })).activities.map((row) => row.item_name);
    expect(await names({ from_date: '2026-02-01', to_date: '2026-02-01' })).toEqual(['Fim de 01/02', 'Início de 01/02']);
    expect(await names({ from_date: '2026-02-02' })).toEqual(['Início de 02/02']);
    expect(await names({ to_date: '2026-01-31' })).toEqual(['Fim de 31/01']);
    expect(await names({})).toHaveLength(4);
  });

  it('filters by event and item type', async () => {
    await insertRows(a, [
      { at: new Date('2026-03-01T12:00:00Z'), event: 'create', itemType: 'TaskList', name: 'Quadro criado' },
      { at: new Date('2026-03-01T12:01:00Z'), event: 'destroy', itemType: 'TaskList', name: 'Quadro excluído' },
    ]);
    const destroyed = await history({ item_type: 'TaskList', event_type: 'destroy' });
    expect(destroyed.activities.map((row) => [row.item_name, row.event_text, row.item_type_text])).toEqual([
      ['Quadro excluído', 'Exclusão', 'Quadro de tarefas'],
    ]);
    expect((await history({ item_type: 'TaskList' })).activities).toHaveLength(2);
  });

  it('pages newest first through a cursor, each page the next rows, until a short page', async () => {
    const base = new Date('2026-03-05T12:00:00Z').getTime();
    // Pairs share a timestamp, so the id breaks ties.
    await insertRows(
      a,
      Array.from({ length: 120 }, (_, index) => ({ at: new Date(base + Math.floor(index / 2) * 1000), itemType: 'TaskComment', name: `Linha ${index}` })),
    );
    const seen: string[] = [];
    let cursor: string | null = null;
    const sizes: number[] = [];
    do {
      const page: HistoryAnswer = await history({ item_type: 'TaskComment', ...(cursor ? { cursor } : {}) });
      sizes.push(page.activities.length);
      seen.push(...page.activities.map((row) => row.item_name!));
      cursor = page.meta.next_cursor;
    } while (cursor);
    expect(sizes).toEqual([50, 50, 20]);
    const resumed = await history({ item_type: 'TaskComment', limit: 3 });
    const fromSecond = await history({ item_type: 'TaskComment', limit: 2, cursor: (resumed.activities[1] as Activity & { cursor: string }).cursor });
    expect(fromSecond.activities.map((row) => row.item_name)).toEqual(['Linha 117', 'Linha 116']);
    expect(seen).toEqual(Array.from({ length: 120 }, (_, index) => `Linha ${119 - index}`));
  });

  it("never answers another company's activities", async () => {
    await insertRows(b, [{ at: new Date('2026-03-05T12:00:00Z'), itemType: 'TaskComment', name: 'De outra empresa' }]);
    const all = await history({ limit: 100 });
    expect(all.activities.some((row) => row.item_name === 'De outra empresa')).toBe(false);
    const mine = await history({ item_type: 'TaskComment', limit: 100 }, b.auth);
    expect(mine.activities.map((row) => row.item_name)).toEqual(['De outra empresa']);
    // A cursor only says where a page ends: read by another company it still reads that company's rows.
    const { meta } = await history({ item_type: 'TaskComment', limit: 1 });
    const other = await history({ item_type: 'TaskComment', cursor: meta.next_cursor! }, b.auth);
    expect(other.activities.map((row) => row.item_name)).toEqual(['De outra empresa']);
  });

  it('refuses what it cannot read with a 422 in pt-BR', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ event_type: 'delete' }, 'event_type'],
      [{ item_type: "Customer'; drop table activities" }, 'item_type'],
      [{ from_date: '2026-02-30' }, 'from_date'],
      [{ to_date: '10/03/2026' }, 'to_date'],
      [{ limit: '0' }, 'limit'],
      [{ limit: '101' }, 'limit'],
      [{ limit: 'muitos' }, 'limit'],
      [{ cursor: 'não é um cursor' }, 'cursor'],
    ];
    for (const [query, field] of cases) {
      const response = await get(query);
      expect(response.statusCode, JSON.stringify(query)).toBe(422);
      expect(response.json().errors[field]).toEqual(['não é válido']);
    }
  });

  it('needs a signed-in user', async () => {
    expect((await api.app.inject({ method: 'GET', url: '/api/v1/activity_history' })).statusCode).toBe(401);
  });
});

describe('what each caller may read of the history', () => {
  let c: Account;
  let limited: Member;
  let standard: Member;
  let customerId: number;
  let adminNoteId: number;
  let limitedNoteId: number;
  const COLLEAGUE = { email: 'colega.secreta@exemplo.com.br', phone: '(11) 98888-7777' };

  const call = (method: 'POST' | 'PATCH', url: string, auth: AuthHeaders, payload: Record<string, unknown>) =>
    api.app.inject({ method, url, headers: auth, payload }).then((response) => {
      if (response.statusCode >= 300) throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
      return response.json();
    });
  const note = async (auth: AuthHeaders, body: string) =>
    (await call('POST', `/api/v1/customers/${customerId}/customer_notes`, auth, { customer_note: { body } })).customer_note.id as number;
  const all = async (auth: AuthHeaders, query: Record<string, string | number> = {}) => (await history({ limit: 100, ...query }, auth)).activities;

  beforeAll(async () => {
    c = await newAccount(api.app, { plan_identifier: 'team', customer_name: 'Carla Admin' });
    limited = await addMember(api.db, c.companyId, 'limited', { name: 'Lia Limitada' });
    standard = await addMember(api.db, c.companyId, 'standard', { name: 'Sara Padrão' });
    customerId = await createCustomer(api, c.auth, 'Paciente do Histórico');
    adminNoteId = await note(c.auth, '<p>Diagnóstico reservado</p>');
    await call('PATCH', `/api/v1/customers/${customerId}/customer_notes/${adminNoteId}`, c.auth, { customer_note: { body: '<p>Diagnóstico revisto</p>' } });
    limitedNoteId = await note(limited.auth, '<p>Nota da Lia</p>');
    await call('POST', `/api/v1/companies/${c.companyId}/users`, c.auth, {
      user: { ...COLLEAGUE, name: 'Colega Secreta', account_type: 'standard', password: 'senha123', password_confirmation: 'senha123' },
    });
    await call('PATCH', `/api/v1/companies/${c.companyId}/users/${limited.id}`, c.auth, { user: { name: 'Lia Souza' } });
    // A card and a signing certificate, one after the other, as their routes would record them.
    const rows = [
      { item_type: 'PaymentMethod', item_name: 'Cartão final 1111', change: { field_name: 'display_number', from: null, to: 'XXXX-XXXX-XXXX-1111' } },
      { item_type: 'SigningCertificate', item_name: 'CARLA ADMIN', change: { field_name: 'subject_name', from: null, to: 'CARLA ADMIN' } },
    ];
    for (const { item_type, item_name, change } of rows) {
      await api.db
        .insertInto('activities')
        .values({ company_id: c.companyId, user_id: c.userId, event: 'create', item_type, item_id: 1, item_name, changes: jsonb([change]) })
        .execute();
    }
  });

  it('shows signing certificate rows to whoever keeps the certificates, and none to a limited user', async () => {
    expect(await all(limited.auth, { item_type: 'SigningCertificate' })).toEqual([]);
    const rows = (await all(standard.auth, { item_type: 'SigningCertificate' })) as (Activity & { summary: string })[];
    expect(rows.map((row) => row.summary)).toEqual(['Cadastrou o certificado digital de CARLA ADMIN']);
  });

  it("shows a limited user only its own user rows: no colleague's e-mail, phone or account type", async () => {
    const rows = await all(limited.auth, { item_type: 'User' });
    expect(rows.map((row) => row.item_name)).toEqual(['Lia Souza']);
    expect(JSON.stringify(rows)).not.toMatch(/colega\.secreta|98888|Colega Secreta|Tipo de conta/);
    expect((await all(standard.auth, { item_type: 'User' })).map((row) => row.item_name)).toEqual(['Lia Souza', 'Colega Secreta', 'Carla Admin']);
  });

  it('shows no subscription or card row to a limited user, and shows them to whoever manages the plan', async () => {
    expect(await all(limited.auth, { item_type: 'Subscription,PaymentMethod' })).toEqual([]);
    expect(JSON.stringify(await all(limited.auth))).not.toMatch(/1111|Assinatura/);
    const kinds = (await all(standard.auth, { item_type: 'Subscription,PaymentMethod' })).map((row) => row.item_type);
    expect(kinds).toEqual(['PaymentMethod', 'Subscription']);
  });

  it('leaves the hidden rows out of the query itself, so every page is full and the cursor reaches the end', async () => {
    const whole = await all(limited.auth);
    expect(whole.map((row) => row.item_type).sort()).toEqual(['Company', 'Customer', 'CustomerNote', 'CustomerNote', 'CustomerNote', 'User']);
    const paged: string[] = [];
    const sizes: number[] = [];
    let cursor: string | null = null;
    do {
      const page: HistoryAnswer = await history({ limit: 4, ...(cursor ? { cursor } : {}) }, limited.auth);
      sizes.push(page.activities.length);
      paged.push(...page.activities.map((row) => `${row.item_type} ${row.id}`));
      cursor = page.meta.next_cursor;
    } while (cursor);
    expect(sizes).toEqual([4, 2]);
    expect(paged).toEqual(whole.map((row) => `${row.item_type} ${row.id}`));
  });

  it("keeps the dashboard's latest activities to the same rows", async () => {
    const recent = async (auth: AuthHeaders) =>
      (await api.app.inject({ method: 'GET', url: '/api/v1/dashboard/stats', headers: auth })).json().stats.recent_activities as Activity[];
    const mine = await recent(limited.auth);
    expect(mine.map((row) => row.item_type)).toEqual(['User', 'CustomerNote', 'CustomerNote', 'CustomerNote', 'Customer']);
    expect(JSON.stringify(mine)).not.toMatch(/colega\.secreta|1111/);
    expect((await recent(c.auth)).map((row) => row.item_type)).toEqual(['SigningCertificate', 'PaymentMethod', 'User', 'User', 'CustomerNote']);
  });

  it("reads a note's rows through the note's own rule: one that names the author hides the others' texts", async () => {
    const onlyOwnNotes = createMongoAbility([
      { action: 'read', subject: 'Customer', conditions: { company_id: c.companyId } },
      { action: 'read', subject: 'CustomerNote', conditions: { company_id: c.companyId, creator_id: limited.id } },
    ]) as AppAbility;
    const query = { itemTypes: ['CustomerNote'], period: { from: null, until: null }, limit: 100, after: null };
    const { rows } = await listActivities(api.db, c.companyId, visibleActivities(onlyOwnNotes), query);
    expect(rows.map((row) => row.item_id)).toEqual([limitedNoteId]);
    // Today's rules let every user of the company read every note, so the history shows them all.
    expect((await all(limited.auth, { item_type: 'CustomerNote' })).map((row) => row.id)).toHaveLength(3);
    const noRule = createMongoAbility([{ action: 'read', subject: 'Customer', conditions: { company_id: c.companyId } }]) as AppAbility;
    expect((await listActivities(api.db, c.companyId, visibleActivities(noRule), query)).rows).toEqual([]);
    expect(adminNoteId).not.toBe(limitedNoteId);
  });
});

describe('every kind of entry, as the history shows it', () => {
  /** What ActivityEntry shows of a row, line by line. */
  function shown(row: Activity & { summary: string }, customerTerm: string): string {
    return [
      row.summary,
      row.event_text,
      row.user_name,
      row.customer_name ? `${customerTerm}: ${row.customer_name}` : '',
      row.relative_time,
      ...row.changes.map((change) => `${change.field_name}: ${change.from ?? '(vazio)'} → ${change.to ?? '(vazio)'}`),
    ].join('\n');
  }

  /** The codes the api records under, and English values, none of which may reach a screen. */
  const CODES = [
    'company_treatment', 'customer_treatment', 'customer_fields_order', 'print_header', 'print_footer', 'onboarding_completed_at',
    'professional_role', 'image_id', 'account_type', 'password', 'email', 'phone', 'plan', 'status', 'active', 'trial_ends_at',
    'next_charge_at', 'cancel_at_period_end', 'description', 'brand', 'display_number', 'is_default', 'question', 'answer_type',
    'mandatory', 'options', 'body', 'locked', 'name', 'title', 'due_date', 'priority', 'kanban_group', 'kanban_group_options',
    'customer_id', 'assignee_ids', 'tags', 'estimated_hours', 'time_spent', 'task_order', 'completed', 'content', 'filename',
    'starts_at', 'ends_at', 'notes', 'user_id', 'frequency', 'occurrences', 'availability', 'online_booking_enabled',
    'booking_slot_minutes', 'reminder_hours_before', 'subject_name', 'issuer_name', 'valid_to', 'document',
  ];
  const ENGLISH = [
    'true', 'false', 'null', 'undefined', 'NaN', 'object', 'feminine', 'masculine', 'low', 'medium', 'high', 'trialing', 'pending',
    'suspended', 'canceled', 'free', 'limited', 'standard', 'system', 'admin', 'short', 'text', 'create', 'update', 'destroy',
    'Company', 'Customer', 'CustomerField', 'CustomerNote', 'NoteTemplate', 'PaymentMethod', 'Subscription', 'Task', 'TaskList',
    'TaskAttachment', 'TaskChecklistItem', 'TaskComment', 'User', 'Appointment', 'scheduled', 'confirmed', 'attended', 'missed',
    'weekly', 'biweekly', 'monthly', 'SigningCertificate',
  ];
  /** A certificate's holder document and password, which the history never holds. */
  const CPF = '12345678909';
  const NOTE_TEXTS = ['ansiedade generalizada', 'sertralina', 'Diagnóstico', 'Revisão', CPF, 'senha-do-a1'];
  const forbidden = new RegExp(`\\b(${[...CODES, ...ENGLISH].join('|')})\\b`, 'i');

  let w: Account;
  let rows: (Activity & { summary: string; customer_id: number | null })[];

  const call = async (method: 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, payload?: Record<string, unknown>, auth: AuthHeaders = w.auth) => {
    const response = await api.app.inject({ method, url, headers: auth, ...(payload ? { payload } : {}) });
    if (response.statusCode >= 300) throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    return (response.body ? response.json() : undefined) as any;
  };

  beforeAll(async () => {
    w = await newAccount(api.app, { plan_identifier: 'free', customer_name: 'Marta Rocha' });
    const company = `/api/v1/companies/${w.companyId}`;

    // The company: its words, its print layout, its profile, its setup, the order of its form.
    await call('PATCH', company, { company: { company_treatment: 'Consultório', customer_treatment: 'Paciente' } });
    await call('PATCH', company, { company: { print_header: '<p><strong>Clínica Rocha</strong> — Rua das Flores, 10</p>' } });
    await call('PATCH', company, { company: { print_footer: `<p>${'Rodapé longo da clínica. '.repeat(10)}</p>` } });
    await call('PATCH', company, { company: { professional_role: 'Psicóloga' } });
    await call('PATCH', company, { company: { name: 'Consultório Rocha' } });
    await call('PATCH', company, { company: { onboarding_completed_at: '2026-03-10 12:00:00' } });

    // The plan and its cards: a paid plan, then its cancellation at the end of the period.
    const first = (await addCard(api.app, w.auth, w.companyId, await cardToken(api.app))).json().payment_method;
    await addCard(api.app, w.auth, w.companyId, await cardToken(api.app));
    expect((await changePlan(api.app, w.auth, w.companyId, 'team')).statusCode).toBe(200);
    expect((await changePlan(api.app, w.auth, w.companyId, 'free')).statusCode).toBe(200);
    await call('DELETE', `${company}/payment_methods/${first.id}`);

    // The registration form.
    const age = await createField(api, w, { question: 'Data de nascimento', answer_type: 'date' });
    const plan = await createField(api, w, { question: 'Convênio', answer_type: 'selectbox', options: ['Unimed', 'Bradesco'] });
    await call('PATCH', `${company}/customer_fields/${plan}`, { customer_field: { mandatory: true, answer_type: 'multiple_choice' } });
    const removed = await createField(api, w, { question: 'Apelido', answer_type: 'short_text' });
    await call('DELETE', `${company}/customer_fields/${removed}`);
    await call('PATCH', company, { company: { customer_fields_order: JSON.stringify([plan, age]) } });

    // Users, and a forgotten password.
    const colleague = (
      await call('POST', `${company}/users`, {
        user: { email: `lucas.${Date.now()}@exemplo.com.br`, name: 'Lucas Prado', account_type: 'standard', phone: '(11) 91234-5678', password: 'senha123', password_confirmation: 'senha123' },
      })
    ).user;
    await call('PATCH', `${company}/users/${colleague.id}`, { user: { account_type: 'limited', name: 'Lucas P. Prado' } });
    const leaving = (
      await call('POST', `${company}/users`, {
        user: { email: `ida.${Date.now()}@exemplo.com.br`, name: 'Ida Reis', account_type: 'limited', password: 'senha123', password_confirmation: 'senha123' },
      })
    ).user;
    await call('DELETE', `${company}/users/${leaving.id}`);
    await api.app.inject({ method: 'POST', url: '/users/password', payload: { user: { email: colleague.email } } });
    const mail = await waitForMail(api.mailDir, colleague.email);
    await call('PUT', '/users/password', { user: { reset_password_token: mail.resetToken, password: 'novasenha9', password_confirmation: 'novasenha9' } });

    // Customers and their notes.
    const customerId = await createCustomer(api, w.auth, 'Joana Dias', { [age]: '1990-04-15', [plan]: 'Unimed' });
    await patchCustomer(api, w.auth, customerId, { name: 'Joana Dias Lima', fields_values: JSON.stringify({ [age]: '1990-04-16', [plan]: 'Bradesco' }) });
    const gone = await createCustomer(api, w.auth, 'Paulo Neves', { [plan]: 'Unimed' });
    await call('DELETE', `/api/v1/customers/${gone}`);
    const notes = `/api/v1/customers/${customerId}/customer_notes`;
    const note = (await call('POST', notes, { customer_note: { body: '<p>Diagnóstico: ansiedade generalizada, <em>sertralina</em> 50 mg.</p>' } })).customer_note;
    await call('PATCH', `${notes}/${note.id}`, { customer_note: { body: '<p>Revisão: ansiedade generalizada em remissão.</p>' } });
    await call('PATCH', `${notes}/${note.id}`, { customer_note: { locked: true } });
    const draft = (await call('POST', notes, { customer_note: { body: '<p>Rascunho com sertralina</p>' } })).customer_note;
    await call('DELETE', `${notes}/${draft.id}`);

    // Note templates.
    const template = (await call('POST', '/api/v1/note_templates', { note_template: { name: 'Anamnese', body: '<p>Queixa principal:</p>' } })).note_template;
    await call('PATCH', `/api/v1/note_templates/${template.id}`, { note_template: { name: 'Anamnese adulto', body: '<h2>Queixa</h2><p>Histórico</p>' } });
    await call('DELETE', `/api/v1/note_templates/${template.id}`);

    // Boards and tasks, with every part of a task.
    const tasks = taskClient(api, w.auth);
    await tasks.board('default');
    const board = (await tasks.createBoard({ name: 'Recepção', kanban_group_options: ['A fazer', 'Feito'] })).body.task_list;
    await tasks.updateBoard(board.id, { description: 'Tarefas da recepção', kanban_group_options: ['A fazer', 'Em andamento', 'Feito'] });
    const call1 = (await tasks.createTask(board.id, { title: 'Ligar para o convênio', priority: 'high', due_date: '2026-03-20' })).body.task;
    const call2 = (await tasks.createTask(board.id, { title: 'Confirmar consultas' })).body.task;
    await tasks.updateTask(call1.id, {
      description: '<p>Pedir a <strong>autorização</strong> da sessão</p>',
      customer_id: customerId,
      assignee_ids: [w.userId, colleague.id],
      tags: ['urgente', 'convênio'],
      estimated_hours: 1.5,
      priority: 'medium',
    });
    await tasks.updateTask(call1.id, { kanban_group: 'Em andamento' });
    await tasks.updateTask(call1.id, { due_date: '2026-03-25' });
    await tasks.reorder(board.id, [call2.id, call1.id]);
    await tasks.toggle(call1.id);
    await tasks.toggle(call1.id);
    const item = (await call('POST', `/api/v1/tasks/${call1.id}/checklist_items`, { checklist_item: { content: 'Separar a carteirinha' } })).checklist_item;
    await call('PATCH', `/api/v1/tasks/${call1.id}/checklist_items/${item.id}/toggle`);
    await call('DELETE', `/api/v1/tasks/${call1.id}/checklist_items/${item.id}`);
    const comment = (await call('POST', `/api/v1/tasks/${call1.id}/comments`, { task_comment: { content: 'Convênio pediu o número da guia' } })).comment;
    await call('DELETE', `/api/v1/tasks/${call1.id}/comments/${comment.id}`);
    const form = new FormData();
    form.append('file', new Blob([new TextEncoder().encode('guia')]), 'guia-autorizacao.pdf');
    const uploaded = await fetch(`${api.url}/api/v1/tasks/${call1.id}/attachments`, { method: 'POST', headers: w.auth, body: form });
    expect(uploaded.status).toBe(201);
    const attachment = ((await uploaded.json()) as { attachment: { id: number } }).attachment;
    await call('DELETE', `/api/v1/tasks/${call1.id}/attachments/${attachment.id}`);
    await call('DELETE', `/api/v1/tasks/${call2.id}`);
    const copy = (await call('POST', `/api/v1/task_lists/${board.id}/duplicate`)).task_list;
    await call('DELETE', `/api/v1/task_lists/${copy.id}`);

    // The agenda: an appointment moved, confirmed, missed and canceled; a weekly series removed; the hours and online booking.
    const appointments = '/api/v1/appointments';
    const slot = (start: string, end: string) => ({ customer_id: customerId, user_id: w.userId, starts_at: start, ends_at: end });
    const session = (await call('POST', appointments, { appointment: { ...slot('2026-03-20T09:00', '2026-03-20T09:50'), notes: 'Primeira consulta' } })).appointment;
    await call('PATCH', `${appointments}/${session.id}`, { appointment: { starts_at: '2026-03-20T10:00', ends_at: '2026-03-20T10:50' } });
    await call('PATCH', `${appointments}/${session.id}`, { appointment: { status: 'confirmed' } });
    await call('PATCH', `${appointments}/${session.id}`, { appointment: { status: 'missed' } });
    await call('PATCH', `${appointments}/${session.id}`, { appointment: { status: 'canceled' } });
    const series = (await call('POST', appointments, { appointment: { ...slot('2026-03-23T14:00', '2026-03-23T14:50'), recurrence: { frequency: 'weekly', count: 3 } } })).appointment;
    await call('DELETE', `${appointments}/${series.id}?scope=all`);
    await call('PUT', `/api/v1/users/${w.userId}/availability`, { availability: [{ weekday: 1, start: '08:00', end: '12:00' }] });
    await call('PATCH', company, { company: { online_booking_enabled: true, booking_slot_minutes: 45, reminder_hours_before: 12 } });

    // The company's signing certificate, sent and removed.
    const certificate = new FormData();
    certificate.append('file', new Blob([new Uint8Array(a1(`MARTA ROCHA:${CPF}`, 'senha-do-a1'))]), 'certificado.pfx');
    certificate.append('password', 'senha-do-a1');
    const sent = await fetch(`${api.url}/api/v1/signing_certificates`, { method: 'POST', headers: w.auth, body: certificate });
    expect(sent.status).toBe(201);
    const kept = ((await sent.json()) as { signing_certificate: { id: number } }).signing_certificate;
    await call('DELETE', `/api/v1/signing_certificates/${kept.id}`);

    rows = (await history({ limit: 100 }, w.auth)).activities as typeof rows;
  });

  it('writes an entry for every kind of record and event the api records', () => {
    const kinds = new Set(rows.map((row) => `${row.item_type} ${row.event}`));
    const expected = [
      'Company create', 'Company update', 'User create', 'User update', 'User destroy', 'Subscription create', 'Subscription update',
      'PaymentMethod create', 'PaymentMethod destroy', 'CustomerField create', 'CustomerField update', 'CustomerField destroy',
      'Customer create', 'Customer update', 'Customer destroy', 'CustomerNote create', 'CustomerNote update', 'CustomerNote destroy',
      'NoteTemplate create', 'NoteTemplate update', 'NoteTemplate destroy', 'TaskList create', 'TaskList update', 'TaskList destroy',
      'Task create', 'Task update', 'Task destroy', 'TaskChecklistItem create', 'TaskChecklistItem update', 'TaskChecklistItem destroy',
      'TaskComment create', 'TaskComment destroy', 'TaskAttachment create', 'TaskAttachment destroy',
      'Appointment create', 'Appointment update', 'Appointment destroy', 'SigningCertificate create', 'SigningCertificate destroy',
    ];
    expect([...kinds].sort()).toEqual(expected.sort());
  });

  it('reads each entry in pt-BR: no field code, no markup, no English word, no note text', () => {
    for (const row of rows) {
      const text = shown(row, 'Paciente');
      expect(text, text).not.toMatch(/_/);
      expect(text, text).not.toMatch(/[<>]/);
      expect(text, text).not.toMatch(forbidden);
      for (const secret of NOTE_TEXTS) expect(text, text).not.toContain(secret);
    }
  });

  it('says what was done as a person would, with the values as the screens show them', () => {
    const summaries = rows.map((row) => row.summary);
    expect(summaries).toEqual(
      expect.arrayContaining([
        'Cadastrou o consultório',
        'Alterou os termos usados nas telas',
        'Alterou o cabeçalho de impressão',
        'Alterou o rodapé de impressão',
        'Alterou o perfil profissional',
        'Alterou o nome do consultório',
        'Concluiu a configuração inicial',
        'Mudou a ordem das perguntas do formulário',
        'Adicionou a pergunta “Convênio” ao formulário',
        'Alterou a pergunta “Convênio” do formulário',
        'Excluiu a pergunta “Apelido” do formulário',
        'Cadastrou o usuário Lucas Prado',
        'Alterou o usuário Lucas P. Prado',
        'Excluiu o usuário Ida Reis',
        'Alterou a própria senha',
        'Iniciou a assinatura do plano Gratuito',
        'Mudou para o plano Team',
        'Pediu o cancelamento da assinatura ao fim do período',
        'Cadastrou o paciente Joana Dias',
        'Alterou os dados do paciente Joana Dias Lima',
        'Excluiu o paciente Paulo Neves',
        'Escreveu uma anotação',
        'Alterou uma anotação',
        'Bloqueou uma anotação',
        'Excluiu uma anotação',
        'Criou o modelo de anotação Anamnese',
        'Alterou o modelo de anotação Anamnese adulto',
        'Excluiu o modelo de anotação Anamnese adulto',
        'Criou o quadro Recepção',
        'Alterou o quadro Recepção',
        'Reordenou as tarefas do quadro Recepção',
        'Excluiu o quadro Recepção (cópia)',
        'Criou a tarefa Ligar para o convênio',
        'Alterou a tarefa Ligar para o convênio',
        'Moveu a tarefa Ligar para o convênio para a coluna Em andamento',
        'Mudou a data de vencimento da tarefa Ligar para o convênio',
        'Concluiu a tarefa Ligar para o convênio',
        'Reabriu a tarefa Ligar para o convênio',
        'Excluiu a tarefa Confirmar consultas',
        'Adicionou um item ao checklist da tarefa Ligar para o convênio',
        'Marcou como feito um item do checklist da tarefa Ligar para o convênio',
        'Removeu um item do checklist da tarefa Ligar para o convênio',
        'Comentou na tarefa Ligar para o convênio',
        'Excluiu um comentário da tarefa Ligar para o convênio',
        'Anexou um arquivo à tarefa Ligar para o convênio',
        'Removeu um anexo da tarefa Ligar para o convênio',
        'Agendou um atendimento com o paciente Joana Dias Lima',
        'Remarcou o atendimento do paciente Joana Dias Lima',
        'Confirmou o atendimento do paciente Joana Dias Lima',
        'Marcou falta no atendimento do paciente Joana Dias Lima',
        'Cancelou o atendimento do paciente Joana Dias Lima',
        'Excluiu o atendimento do paciente Joana Dias Lima',
        'Alterou os próprios horários de atendimento',
        'Alterou o agendamento online e os lembretes',
        'Cadastrou o certificado digital de MARTA ROCHA',
        'Removeu o certificado digital de MARTA ROCHA',
      ]),
    );

    const find = (summary: string) => rows.find((row) => row.summary === summary)!;
    expect(find('Alterou a tarefa Ligar para o convênio').changes).toEqual([
      { field_name: 'Descrição', from: null, to: 'Pedir a autorização da sessão' },
      { field_name: 'Prioridade', from: 'Alta', to: 'Média' },
      { field_name: 'Paciente', from: null, to: 'Joana Dias Lima' },
      { field_name: 'Responsáveis', from: null, to: 'Marta Rocha, Lucas P. Prado' },
      { field_name: 'Etiquetas', from: null, to: 'urgente, convênio' },
      { field_name: 'Horas estimadas', from: null, to: '1,5 h' },
    ]);
    expect(find('Mudou a data de vencimento da tarefa Ligar para o convênio').changes).toEqual([
      { field_name: 'Data de vencimento', from: '20/03/2026', to: '25/03/2026' },
    ]);
    expect(find('Concluiu a tarefa Ligar para o convênio').changes).toEqual([{ field_name: 'Concluída', from: 'Não', to: 'Sim' }]);
    expect(find('Reordenou as tarefas do quadro Recepção').changes).toEqual([]);
    expect(find('Cadastrou o certificado digital de MARTA ROCHA').changes).toEqual([
      { field_name: 'Titular', from: null, to: 'MARTA ROCHA' },
      { field_name: 'Emissor', from: null, to: 'AC Teste Practice v5' },
      { field_name: 'Válido até', from: null, to: '31/12/2026' },
    ]);
    expect(find('Mudou a ordem das perguntas do formulário').changes).toEqual([]);
    expect(find('Alterou os termos usados nas telas').changes).toEqual(
      expect.arrayContaining([{ field_name: 'Gênero do termo da empresa', from: 'Feminino', to: 'Masculino' }]),
    );
    const footer = find('Alterou o rodapé de impressão').changes[0]!;
    expect(footer.field_name).toBe('Rodapé de impressão');
    expect(footer.to!.length).toBeLessThanOrEqual(140);
    expect(footer.to).toMatch(/^Rodapé longo da clínica\. .*…$/);
    expect(find('Alterou o cabeçalho de impressão').changes).toEqual([
      { field_name: 'Cabeçalho de impressão', from: null, to: 'Clínica Rocha — Rua das Flores, 10' },
    ]);
    expect(find('Alterou os dados do paciente Joana Dias Lima').changes).toEqual([
      { field_name: 'Nome', from: 'Joana Dias', to: 'Joana Dias Lima' },
      { field_name: 'Convênio', from: 'Unimed', to: 'Bradesco' },
      { field_name: 'Data de nascimento', from: '15/04/1990', to: '16/04/1990' },
    ]);
    expect(find('Alterou a pergunta “Convênio” do formulário').changes).toEqual([
      { field_name: 'Tipo de resposta', from: 'Lista suspensa', to: 'Múltipla escolha' },
      { field_name: 'Obrigatória', from: 'Não', to: 'Sim' },
    ]);
    expect(find('Pediu o cancelamento da assinatura ao fim do período').changes).toEqual([
      { field_name: 'Cancelamento ao fim do período', from: 'Não', to: 'Sim' },
    ]);
    expect(find('Remarcou o atendimento do paciente Joana Dias Lima').changes).toEqual([
      { field_name: 'Início', from: '20/03/2026 09:00', to: '20/03/2026 10:00' },
      { field_name: 'Fim', from: '20/03/2026 09:50', to: '20/03/2026 10:50' },
    ]);
    expect(find('Marcou falta no atendimento do paciente Joana Dias Lima').changes).toEqual([{ field_name: 'Situação', from: 'Confirmado', to: 'Faltou' }]);
    const booked = rows.filter((row) => row.summary === 'Agendou um atendimento com o paciente Joana Dias Lima');
    expect(booked.map((row) => row.changes)).toEqual(
      expect.arrayContaining([
        expect.arrayContaining([
          { field_name: 'Profissional', from: null, to: 'Marta Rocha' },
          { field_name: 'Situação', from: null, to: 'Agendado' },
          { field_name: 'Observações', from: null, to: 'Primeira consulta' },
        ]),
        expect.arrayContaining([
          { field_name: 'Repetição', from: null, to: 'Semanal' },
          { field_name: 'Datas da série', from: null, to: '3' },
        ]),
      ]),
    );
    expect(find('Alterou os próprios horários de atendimento').changes).toEqual([{ field_name: 'Horários de atendimento', from: null, to: 'Seg 08:00–12:00' }]);
    expect(find('Alterou o agendamento online e os lembretes').changes).toEqual([
      { field_name: 'Agendamento online', from: 'Não', to: 'Sim' },
      { field_name: 'Duração do horário', from: '50 min', to: '45 min' },
      { field_name: 'Antecedência do lembrete', from: '24 h', to: '12 h' },
    ]);
    expect(find('Anexou um arquivo à tarefa Ligar para o convênio').changes).toEqual([
      { field_name: 'Arquivo', from: null, to: 'guia-autorizacao.pdf' },
    ]);
  });

  it("tells a note's entries with no text at all, names its customer and keeps no text in the database either", async () => {
    const noteRows = rows.filter((row) => row.item_type === 'CustomerNote');
    expect(noteRows).toHaveLength(5);
    for (const row of noteRows) {
      expect(row.changes).toEqual([]);
      expect(row.customer_name).toBe('Joana Dias Lima');
      expect(row.customer_id).toEqual(expect.any(Number));
    }
    const stored = await api.db.selectFrom('activities').select('changes').where('company_id', '=', w.companyId).where('item_type', '=', 'CustomerNote').execute();
    expect(JSON.stringify(stored)).not.toMatch(/ansiedade|sertralina|Rascunho/);
  });

  it('takes out the note texts that rows written before kept', async () => {
    const row = await api.db
      .insertInto('activities')
      .values({
        company_id: w.companyId,
        user_id: w.userId,
        event: 'update',
        item_type: 'CustomerNote',
        item_id: 1,
        item_name: 'Joana Dias Lima',
        changes: jsonb([
          { field_name: 'body', from: '<p>Antes: sertralina</p>', to: '<p>Depois: sertralina</p>' },
          { field_name: 'locked', from: false, to: true },
        ]),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await scrubNoteBodies(api.db as unknown as Kysely<unknown>);
    const { changes } = await api.db.selectFrom('activities').select('changes').where('id', '=', row.id).executeTakeFirstOrThrow();
    expect(changes).toEqual([
      { field_name: 'body', from: '[FILTRADO]', to: '[FILTRADO]' },
      { field_name: 'locked', from: false, to: true },
    ]);
  });
});
