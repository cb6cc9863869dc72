import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CUSTOMER_ARCHIVED, CUSTOMER_WITH_NOTES } from '../src/modules/customers/queries.ts';
import { startTestApi, type TestApi } from './harness.ts';
import { createCustomer, patchCustomer } from './customer-helpers.ts';
import type { AuthHeaders } from './helpers.ts';
import { addMember, makeCompany, type Member } from './members.ts';
import { createNote, noteUrl, notesUrl } from './note-helpers.ts';

interface CustomerAnswer {
  id: number;
  name: string;
  archived_at: string | null;
}

let api: TestApi;
let admin: Member;
let standard: Member;
let limited: Member;
let other: Member;

function call(method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, auth: AuthHeaders, payload?: Record<string, unknown>) {
  return api.app.inject({ method, url, headers: auth, ...(payload ? { payload } : {}) });
}

const archive = (id: number, auth: AuthHeaders = admin.auth) => call('POST', `/api/v1/customers/${id}/archive`, auth);
const unarchive = (id: number, auth: AuthHeaders = admin.auth) => call('POST', `/api/v1/customers/${id}/unarchive`, auth);

async function listed(query = '', auth: AuthHeaders = admin.auth): Promise<{ names: string[]; total: number }> {
  const response = await call('GET', `/api/v1/customers?per_page=100${query}`, auth);
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json<{ customers: CustomerAnswer[]; meta: { total_count: number } }>();
  return { names: body.customers.map((customer) => customer.name), total: body.meta.total_count };
}

async function searched(q: string, auth: AuthHeaders = admin.auth): Promise<{ names: string[]; count: number }> {
  const response = await call('GET', `/api/v1/search?q=${encodeURIComponent(q)}`, auth);
  expect(response.statusCode, response.body).toBe(200);
  const { customers } = response.json<{ customers: { count: number; items: { name: string }[] } }>();
  return { names: customers.items.map((item) => item.name), count: customers.count };
}

async function reported(): Promise<{ names: string[]; total: number }> {
  const response = await call('GET', '/api/v1/reports/customers?per_page=100', admin.auth);
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json<{ customers: CustomerAnswer[]; meta: { total_count: number } }>();
  return { names: body.customers.map((customer) => customer.name), total: body.meta.total_count };
}

async function dashboardCustomers(): Promise<{ total: number; this_month: number }> {
  const response = await call('GET', '/api/v1/dashboard/stats', admin.auth);
  expect(response.statusCode, response.body).toBe(200);
  const { total, this_month } = response.json<{ stats: { customers: { total: number; this_month: number } } }>().stats.customers;
  return { total, this_month };
}

beforeAll(async () => {
  api = await startTestApi();
  admin = await makeCompany(api.db, 'team', { name: 'Dra. Helena' });
  standard = await addMember(api.db, admin.companyId, 'standard', { name: 'Gerente' });
  limited = await addMember(api.db, admin.companyId, 'limited', { name: 'Recepção' });
  other = await makeCompany(api.db, 'team');
});
afterAll(() => api.close());

describe('archiving a customer', () => {
  it('hides it from the list, the search, the report and the dashboard, and restoring brings it back', async () => {
    const kept = await createCustomer(api, admin.auth, 'Ana Arquivada');
    await createCustomer(api, admin.auth, 'Bruno Ativo');
    await createNote(api, admin.auth, kept, '<p>Primeira consulta</p>');
    const before = { list: await listed(), report: await reported(), dashboard: await dashboardCustomers() };
    expect(before.list.names).toContain('Ana Arquivada');
    expect((await searched('arquivada')).names).toEqual(['Ana Arquivada']);

    const archived = await archive(kept);
    expect(archived.statusCode, archived.body).toBe(200);
    const { customer } = archived.json<{ customer: CustomerAnswer }>();
    expect(customer.id).toBe(kept);
    expect(new Date(customer.archived_at!).toISOString()).toBe(customer.archived_at);

    const list = await listed();
    expect(list.names).not.toContain('Ana Arquivada');
    expect(list.total).toBe(before.list.total - 1);
    expect(await listed('&search=arquivada')).toEqual({ names: [], total: 0 });
    expect(await searched('arquivada')).toEqual({ names: [], count: 0 });
    expect((await searched('arquivada', limited.auth)).count).toBe(0);
    const report = await reported();
    expect(report.names).not.toContain('Ana Arquivada');
    expect(report.total).toBe(before.report.total - 1);
    expect(await dashboardCustomers()).toEqual({ total: before.dashboard.total - 1, this_month: before.dashboard.this_month - 1 });

    // Those who manage customers see the archived ones apart.
    expect(await listed('&archived=true')).toEqual({ names: ['Ana Arquivada'], total: 1 });
    expect(await listed('&archived=true', standard.auth)).toEqual({ names: ['Ana Arquivada'], total: 1 });

    // The record stays, notes included, for an admin following a direct link.
    const opened = await call('GET', `/api/v1/customers/${kept}`, admin.auth);
    expect(opened.statusCode).toBe(200);
    expect(opened.json<{ customer: CustomerAnswer }>().customer.archived_at).toBe(customer.archived_at);
    const notes = await call('GET', notesUrl(kept), admin.auth);
    expect(notes.json<{ customer_notes: unknown[] }>().customer_notes).toHaveLength(1);

    // Archiving it again changes nothing.
    const again = await archive(kept);
    expect(again.json<{ customer: CustomerAnswer }>().customer.archived_at).toBe(customer.archived_at);

    const restored = await unarchive(kept);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json<{ customer: CustomerAnswer }>().customer.archived_at).toBeNull();
    expect(await listed()).toEqual(before.list);
    expect((await searched('arquivada')).names).toEqual(['Ana Arquivada']);
    expect(await reported()).toEqual(before.report);
    expect(await dashboardCustomers()).toEqual(before.dashboard);
    expect(await listed('&archived=true')).toEqual({ names: [], total: 0 });
  });

  it('leaves an archived customer read-only until it is restored', async () => {
    const id = await createCustomer(api, admin.auth, 'Carla Somente Leitura');
    const draft = await createNote(api, admin.auth, id, '<p>Avaliação</p>');
    const locked = await createNote(api, admin.auth, id, '<p>Alta</p>');
    expect((await call('PATCH', noteUrl(id, locked.id), admin.auth, { customer_note: { locked: true } })).statusCode).toBe(200);
    expect((await archive(id)).statusCode).toBe(200);

    const refusals = [
      await patchCustomer(api, admin.auth, id, { name: 'Outro Nome' }),
      await patchCustomer(api, limited.auth, id, { fields_values: JSON.stringify({}) }),
      await call('POST', notesUrl(id), admin.auth, { customer_note: { body: '<p>Nova</p>' } }),
      await call('POST', `${noteUrl(id, draft.id)}/duplicate`, admin.auth, {}),
      await call('PATCH', noteUrl(id, draft.id), admin.auth, { customer_note: { body: '<p>Mudou</p>' } }),
      await call('DELETE', noteUrl(id, draft.id), admin.auth),
      await call('POST', `${noteUrl(id, locked.id)}/addenda`, admin.auth, { addendum: { body: 'Correção' } }),
      await call('DELETE', `/api/v1/customers/${id}`, admin.auth),
    ];
    for (const refused of refusals) {
      expect(refused.statusCode, refused.body).toBe(422);
      expect(refused.json()).toMatchObject({ errors: { base: [CUSTOMER_ARCHIVED] }, full_messages: [CUSTOMER_ARCHIVED] });
    }
    const row = await api.db.selectFrom('customers').select('name').where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.name).toBe('Carla Somente Leitura');
    const notes = await api.db.selectFrom('customer_notes').select('body').where('customer_id', '=', id).orderBy('id').execute();
    expect(notes.map((note) => note.body)).toEqual(['<p>Avaliação</p>', '<p>Alta</p>']);
    expect(await api.db.selectFrom('customer_note_addenda').select('id').where('note_id', '=', locked.id).execute()).toHaveLength(0);

    expect((await unarchive(id)).statusCode).toBe(200);
    const changed = await patchCustomer(api, admin.auth, id, { name: 'Carla Restaurada' });
    expect(changed.statusCode, changed.body).toBe(200);
    // Restored, it still has notes, so it is archived rather than deleted.
    const deleted = await call('DELETE', `/api/v1/customers/${id}`, admin.auth);
    expect(deleted.json()).toMatchObject({ errors: { base: [CUSTOMER_WITH_NOTES] } });
  });

  it('is for those who manage customers: a limited user is refused and does not see archived customers', async () => {
    const id = await createCustomer(api, admin.auth, 'Daniela Restrita');
    const refused = await archive(id, limited.auth);
    expect(refused.statusCode).toBe(403);
    expect((await archive(id, standard.auth)).statusCode).toBe(200);
    expect((await unarchive(id, limited.auth)).statusCode).toBe(403);
    expect((await call('GET', '/api/v1/customers?archived=true', limited.auth)).statusCode).toBe(403);
    // For a limited user an archived customer is gone, even by its address.
    expect((await call('GET', `/api/v1/customers/${id}`, limited.auth)).statusCode).toBe(404);
    expect((await listed('', limited.auth)).names).not.toContain('Daniela Restrita');
    expect((await unarchive(id, standard.auth)).statusCode).toBe(200);
    expect((await call('GET', `/api/v1/customers/${id}`, limited.auth)).statusCode).toBe(200);
  });

  it("answers 404 to another company's token on both calls and changes nothing", async () => {
    const id = await createCustomer(api, admin.auth, 'Elisa Alheia');
    expect((await archive(id, other.auth)).statusCode).toBe(404);
    expect((await archive(id)).statusCode).toBe(200);
    expect((await unarchive(id, other.auth)).statusCode).toBe(404);
    const row = await api.db.selectFrom('customers').select('archived_at').where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.archived_at).not.toBeNull();
    expect((await listed('&archived=true', other.auth)).names).toEqual([]);
    expect((await archive(999_999_999)).statusCode).toBe(404);
  });

  it("refuses an unknown value of the list's filter with a pt-BR 422", async () => {
    const response = await call('GET', '/api/v1/customers?archived=talvez', admin.auth);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ errors: { archived: ['não é válido'] }, full_messages: ['Arquivados não é válido'] });
  });

  it("writes 'Arquivou' and 'Restaurou' to the history, with the change in the same transaction", async () => {
    const id = await createCustomer(api, admin.auth, 'Fernanda Histórico');
    await archive(id);
    await unarchive(id);
    const response = await call('GET', '/api/v1/activity_history?item_type=Customer&limit=2', admin.auth);
    const { activities } = response.json<{ activities: { summary: string; item_id: number }[] }>();
    expect(activities.map((activity) => [activity.item_id, activity.summary])).toEqual([
      [id, 'Restaurou o cliente Fernanda Histórico'],
      [id, 'Arquivou o cliente Fernanda Histórico'],
    ]);
  });

  it("counts archived customers toward the plan's limit, so restoring one cannot pass it", async () => {
    const company = await makeCompany(api.db, 'free');
    const quota = async () => {
      const response = await call('GET', `/api/v1/companies/${company.companyId}/plans/free`, company.auth);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ plan: { quota: { customers_count: number } } }>().plan.quota.customers_count;
    };
    const id = await createCustomer(api, company.auth, 'Gabriela Cota');
    const before = await quota();
    expect(before).toBeGreaterThan(0);
    expect((await archive(id, company.auth)).statusCode).toBe(200);
    expect(await quota()).toBe(before);
  });
});
