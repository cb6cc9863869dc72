import { createMongoAbility } from '@casl/ability';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppAbility } from '../src/auth/abilities.ts';
import { jsonb } from '../src/db/index.ts';
import { listActivities } from '../src/modules/activity/history.ts';
import { relativeTime } from '../src/modules/activity/present.ts';
import { visibleActivities } from '../src/modules/activity/visibility.ts';
import { startTestApi, type TestApi } from '../src/testing.ts';
import { createCustomer, createField, patchCustomer } from './customer-helpers.ts';
import { DAY, HOUR, newAccount, testClock, type Account, type AuthHeaders } from './helpers.ts';
import { addMember, type Member } from './members.ts';

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

  it('hides any value recorded under a secret name, writes dates, yes/no and kinds in pt-BR, and leaves out what stayed empty', async () => {
    await api.db
      .insertInto('activities')
      .values({
        company_id: a.companyId,
        user_id: a.userId,
        event: 'update',
        item_type: 'Company',
        item_id: a.companyId,
        item_name: 'Empresa',
        changes: jsonb([
          { field_name: 'access_token', from: 'abc', to: 'def' },
          { field_name: 'onboarding_completed_at', from: null, to: '2026-03-10T15:00:00.000Z' },
          { field_name: 'mandatory', from: false, to: true },
          { field_name: 'answer_type', from: 'short_text', to: 'date' },
          { field_name: 'options', from: null, to: [] },
        ]),
      })
      .execute();
    const [row] = (await history({ item_type: 'Company', limit: 1 })).activities;
    expect(row!.item_type_text).toBe('Empresa');
    expect(row!.changes).toEqual([
      { field_name: 'access_token', from: '[FILTRADO]', to: '[FILTRADO]' },
      { field_name: 'Conclusão do onboarding', from: null, to: '10/03/2026 12:00' },
      { field_name: 'Obrigatória', from: 'Não', to: 'Sim' },
      { field_name: 'Tipo de resposta', from: 'Resposta curta', to: 'Data' },
    ]);
    expect(JSON.stringify(row)).not.toMatch(/abc|def/);
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
    await api.db
      .insertInto('activities')
      .values({
        company_id: c.companyId,
        user_id: c.userId,
        event: 'create',
        item_type: 'PaymentMethod',
        item_id: 1,
        item_name: 'Cartão final 1111',
        changes: jsonb([{ field_name: 'display_number', from: null, to: 'XXXX-XXXX-XXXX-1111' }]),
      })
      .execute();
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
    expect((await recent(c.auth)).map((row) => row.item_type)).toEqual(['PaymentMethod', 'User', 'User', 'CustomerNote', 'CustomerNote']);
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
