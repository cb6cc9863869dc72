import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { AccessLog } from '../src/access-log/index.ts';
import { startTestApi, type TestApi } from './harness.ts';
import { createCustomer } from './customer-helpers.ts';
import type { AuthHeaders } from './helpers.ts';
import { addMember, makeCompany, type Member } from './members.ts';
import { createNote, noteUrl, notesUrl } from './note-helpers.ts';

interface Access {
  id: number;
  user_name: string;
  action: string;
  created_at: string;
  ip: string | null;
}
interface AccessesAnswer {
  accesses: Access[];
  meta: { next_cursor: string | null };
}

let api: TestApi;
let owner: Member;
let limited: Member;
let other: Member;
let customerId: number;

const accessesUrl = (id: number, query = '') => `/api/v1/customers/${id}/accesses${query}`;

function get(url: string, auth: AuthHeaders) {
  return api.app.inject({ method: 'GET', url, headers: auth });
}

async function accesses(id: number, query = ''): Promise<AccessesAnswer> {
  const response = await get(accessesUrl(id, query), owner.auth);
  if (response.statusCode !== 200) throw new Error(`${response.statusCode} ${response.body}`);
  return response.json();
}

/** The entries land within the access log's flush interval; wait for `count` of them. */
async function waitForAccesses(id: number, count: number): Promise<Access[]> {
  return vi.waitFor(
    async () => {
      const { accesses: found } = await accesses(id, '?limit=100');
      expect(found.length).toBeGreaterThanOrEqual(count);
      return found;
    },
    { timeout: 5000, interval: 100 },
  );
}

beforeAll(async () => {
  api = await startTestApi();
  owner = await makeCompany(api.db, 'team', { name: 'Dra. Helena' });
  limited = await addMember(api.db, owner.companyId, 'limited', { name: 'Recepção' });
  other = await makeCompany(api.db, 'team');
  customerId = await createCustomer(api, owner.auth, 'Paciente Sigilosa');
});
afterAll(() => api.close());

describe('the access log of a customer', () => {
  it('notes each read of the record: who, what in pt-BR, when and from where, newest first', async () => {
    const note = await createNote(api, owner.auth, customerId, '<p>Sessão</p>');
    expect((await get(`/api/v1/customers/${customerId}`, limited.auth)).statusCode).toBe(200);
    expect((await get(notesUrl(customerId), owner.auth)).statusCode).toBe(200);
    expect((await get(noteUrl(customerId, note.id), limited.auth)).statusCode).toBe(200);
    expect((await get(`/api/v1/customer_notes/${note.id}`, owner.auth)).statusCode).toBe(200);

    const found = await waitForAccesses(customerId, 4);
    expect(found.map(({ user_name, action }) => [user_name, action])).toEqual([
      ['Dra. Helena', 'Visualizou uma anotação'],
      ['Recepção', 'Visualizou uma anotação'],
      ['Dra. Helena', 'Visualizou as anotações'],
      ['Recepção', 'Visualizou o cadastro'],
    ]);
    expect(found[0]!.ip).toBe('127.0.0.1');
    expect(Number.isNaN(Date.parse(found[0]!.created_at))).toBe(false);
    // Reading the log is not a read of the record.
    expect((await accesses(customerId)).accesses).toHaveLength(4);
  });

  it('notes a note PDF, by the session or by the signed link', async () => {
    const id = await createCustomer(api, owner.auth, 'Paciente do PDF');
    const note = await createNote(api, owner.auth, id, '<p>Para imprimir</p>');
    const signed = await api.app.inject({ method: 'GET', url: note.pdf_urls.A5 });
    expect(signed.statusCode).toBe(200);
    const found = await waitForAccesses(id, 1);
    expect(found.map(({ user_name, action }) => [user_name, action])).toEqual([['Link assinado', 'Baixou o PDF de uma anotação']]);
  });

  it('pages with the cursor of the history', async () => {
    const id = await createCustomer(api, owner.auth, 'Paciente Paginada');
    for (let i = 0; i < 3; i += 1) await get(`/api/v1/customers/${id}`, owner.auth);
    await waitForAccesses(id, 3);
    const first = await accesses(id, '?limit=2');
    expect(first.accesses).toHaveLength(2);
    expect(first.meta.next_cursor).toEqual(expect.any(String));
    const second = await accesses(id, `?limit=2&cursor=${first.meta.next_cursor}`);
    expect(second.accesses).toHaveLength(1);
    expect(second.meta.next_cursor).toBeNull();
    expect(new Set([...first.accesses, ...second.accesses].map((access) => access.id)).size).toBe(3);
  });

  it('is read by admins only, and only in their own company', async () => {
    const forbidden = await get(accessesUrl(customerId), limited.auth);
    expect(forbidden.statusCode).toBe(403);
    const foreign = await get(accessesUrl(customerId), other.auth);
    expect(foreign.statusCode).toBe(404);
    // Nor does another company's read of it land in the log.
    expect((await get(`/api/v1/customers/${customerId}`, other.auth)).statusCode).toBe(404);
  });

  it('answers 422 in pt-BR to a query it cannot read', async () => {
    for (const query of ['?limit=0', '?limit=101', '?limit=abc', '?limit=1&limit=2', '?cursor=a&cursor=b', '?cursor=%27%3B%20drop%20table', `?cursor=${'x'.repeat(5000)}`]) {
      const response = await get(accessesUrl(customerId, query), owner.auth);
      expect(response.statusCode, query).toBe(422);
      expect(response.json<{ full_messages: string[] }>().full_messages.join(' '), query).toMatch(/(Limite|Posição) não é válid/);
    }
  });

  it('has no call that changes or deletes an entry', async () => {
    const [entry] = (await accesses(customerId)).accesses;
    for (const method of ['PATCH', 'PUT', 'DELETE', 'POST'] as const) {
      const whole = await api.app.inject({ method, url: accessesUrl(customerId), headers: owner.auth, payload: {} });
      const one = await api.app.inject({ method, url: `${accessesUrl(customerId)}/${entry!.id}`, headers: owner.auth, payload: {} });
      expect([whole.statusCode, one.statusCode], method).toEqual([404, 404]);
    }
    expect((await accesses(customerId)).accesses[0]).toEqual(entry);
  });

  it('is only ever read by the routes, and only inserted into by the access log', () => {
    // Every route of the app, as `/path (METHODS)` lines: those of the log answer GET alone.
    const routes = api.app.printRoutes({ commonPrefix: false }).split('\n');
    const logRoutes = routes.filter((line) => line.includes('accesses'));
    expect(logRoutes.length).toBeGreaterThan(0);
    for (const line of logRoutes) expect(line).toMatch(/\((GET|HEAD)(, (GET|HEAD))*\)$/);
    // And no code but the log writes the table: no update or delete of it anywhere in src, besides
    // the foreign keys' own (a company's removal takes its entries; a user's keeps the name).
    const src = fileURLToPath(new URL('../src', import.meta.url));
    const files = (dir: string): string[] =>
      readdirSync(dir).flatMap((name) => (statSync(join(dir, name)).isDirectory() ? files(join(dir, name)) : name.endsWith('.ts') ? [join(dir, name)] : []));
    const writers: string[] = [];
    for (const file of files(src)) {
      if (relative(src, file).startsWith('db/migrations')) continue;
      const text = readFileSync(file, 'utf8');
      expect(text, file).not.toMatch(/(updateTable|deleteFrom|mergeInto|replaceInto)\(\s*'customer_accesses'|\b(update|delete\s+from|truncate)\s+(table\s+)?customer_accesses\b/i);
      if (/insertInto\(\s*'customer_accesses'|insert\s+into\s+customer_accesses\b/i.test(text)) writers.push(relative(src, file));
    }
    expect(writers).toEqual(['access-log/index.ts']);
  });
});

describe('the access log buffer', () => {
  const request = { ip: '10.0.0.1', caller: { user: { id: 0, name: 'Ninguém' } } } as never;

  it('writes a full batch at once and the rest at close', async () => {
    const log = new AccessLog(api.db, () => new Date(), api.app.log, { flushMs: 60_000, batchSize: 3 });
    const customer = { id: 987_654, company_id: owner.companyId };
    const written = async () =>
      (await api.db.selectFrom('customer_accesses').select('id').where('customer_id', '=', customer.id).execute()).length;
    const withUser = { ...(request as object), caller: { user: { id: owner.id, name: owner.name } } } as never;
    for (let i = 0; i < 3; i += 1) log.record(withUser, customer, 'customer');
    await vi.waitFor(async () => expect(await written()).toBe(3));
    log.record(withUser, customer, 'note', 5);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await written()).toBe(3);
    await log.close();
    expect(await written()).toBe(4);
  });

  it('writes the entries still waiting as the app closes', async () => {
    const closing = await startTestApi();
    try {
      const admin = await makeCompany(closing.db, 'team');
      const id = await createCustomer(closing, admin.auth, 'Paciente do Fechamento');
      expect((await closing.app.inject({ method: 'GET', url: `/api/v1/customers/${id}`, headers: admin.auth })).statusCode).toBe(200);
      await closing.app.close();
      const entries = await closing.db.selectFrom('customer_accesses').select(['action', 'user_name']).where('customer_id', '=', id).execute();
      expect(entries).toEqual([{ action: 'customer', user_name: admin.name }]);
    } finally {
      await closing.close();
    }
  });

  it('keeps the entries of a refused write and writes them on the next try', async () => {
    const error = vi.fn();
    const written: unknown[] = [];
    let refusals = 1;
    const flaky = {
      insertInto: () => ({
        values: (rows: unknown[]) => ({
          execute: () => (refusals-- > 0 ? Promise.reject(new Error('connection reset')) : Promise.resolve(void written.push(...rows))),
        }),
      }),
    } as never;
    const log = new AccessLog(flaky, () => new Date(), { error } as never, { flushMs: 20, batchSize: 2 });
    for (let i = 0; i < 3; i += 1) log.record(request, { id: 1, company_id: 1 }, 'customer');
    // The full batch is refused; the timer's try writes it with the entry that came after it.
    await vi.waitFor(() => expect(written).toHaveLength(3));
    expect(error).toHaveBeenCalledWith(expect.objectContaining({ entries: 2 }), 'access log: entries not written');
    await log.close();
    expect(written).toHaveLength(3);
    expect(error).toHaveBeenCalledTimes(1);
  });

  it('never throws to the read when the database refuses, and logs it', async () => {
    const error = vi.fn();
    const broken = { insertInto: () => ({ values: () => ({ execute: () => Promise.reject(new Error('down')) }) }) } as never;
    const log = new AccessLog(broken, () => new Date(), { error } as never, { flushMs: 60_000, batchSize: 1 });
    expect(() => log.record(request, { id: 1, company_id: 1 }, 'note', 2)).not.toThrow();
    await log.close();
    expect(error).toHaveBeenCalledWith(expect.objectContaining({ entries: 1 }), 'access log: entries not written');
  });
});
