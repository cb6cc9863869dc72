import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from './harness.ts';
import { insertCustomers } from './customer-helpers.ts';
import { newAccount, type Account, type AuthHeaders } from './helpers.ts';
import { addMember } from './members.ts';
import { insertCustomerAt } from './report-fixtures.ts';

let api: TestApi;
let a: Account;
let b: Account;

function get(query: Record<string, string | number>, auth: AuthHeaders = a.auth) {
  const params = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]));
  return api.app.inject({ method: 'GET', url: `/api/v1/customers?${params}`, headers: auth });
}

async function names(query: Record<string, string | number>, auth?: AuthHeaders) {
  const response = await get({ sort: 'created_at', direction: 'asc', ...query }, auth);
  if (response.statusCode !== 200) throw new Error(`${response.statusCode} ${response.body}`);
  return response.json<{ customers: { name: string }[] }>().customers.map((customer) => customer.name);
}

beforeAll(async () => {
  api = await startTestApi();
  a = await newAccount(api.app, { plan_identifier: 'team' });
  b = await newAccount(api.app, { plan_identifier: 'team' });
  // Midnight in São Paulo is 03:00 UTC.
  await insertCustomerAt(api, a.companyId, 'Último minuto de 09/03', new Date('2026-03-10T02:59:59Z'));
  await insertCustomerAt(api, a.companyId, 'Primeiro minuto de 10/03', new Date('2026-03-10T03:00:00Z'));
  await insertCustomerAt(api, a.companyId, 'Último minuto de 10/03', new Date('2026-03-11T02:59:59Z'));
  await insertCustomerAt(api, a.companyId, 'Dia 11/03', new Date('2026-03-11T15:00:00Z'));
  await insertCustomerAt(api, b.companyId, 'De outra empresa em 10/03', new Date('2026-03-10T15:00:00Z'));
});
afterAll(() => api.close());

describe('GET /api/v1/customers for the customer report', () => {
  it('filters by registration day in São Paulo, both days included', async () => {
    expect(await names({ created_from: '2026-03-10', created_to: '2026-03-10' })).toEqual([
      'Primeiro minuto de 10/03',
      'Último minuto de 10/03',
    ]);
    expect(await names({ created_from: '2026-03-10' })).toEqual(['Primeiro minuto de 10/03', 'Último minuto de 10/03', 'Dia 11/03']);
    expect(await names({ created_to: '2026-03-09' })).toEqual(['Último minuto de 09/03']);
    expect(await names({ created_from: '2026-03-12' })).toEqual([]);
  });

  it("counts the period's rows in the meta and never another company's", async () => {
    const response = await get({ created_from: '2026-03-10', created_to: '2026-03-10' });
    expect(response.json().meta.total_count).toBe(2);
    expect(await names({ created_from: '2026-03-10', created_to: '2026-03-10' }, b.auth)).toEqual(['De outra empresa em 10/03']);
  });

  it('answers up to 1,000 rows a page for the export', async () => {
    await insertCustomers(api, a.companyId, 1200);
    const first = (await get({ per_page: 1000 })).json();
    expect(first.customers).toHaveLength(1000);
    expect(first.meta).toMatchObject({ total_count: 1204, per_page: 1000, total_pages: 2 });
    expect((await get({ per_page: 1000, page: 2 })).json().customers).toHaveLength(204);
  });

  it('refuses a day that does not exist', async () => {
    for (const [key, value] of [
      ['created_from', '2026-02-30'],
      ['created_to', '31/12/2026'],
      ['created_from', '<b>hoje</b>'],
    ] as const) {
      const response = await get({ [key]: value });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({ [key]: ['não é válido'] });
    }
  });
});

describe('GET /api/v1/reports/customers', () => {
  function report(query: Record<string, string | number>, auth: AuthHeaders = a.auth) {
    const params = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]));
    return api.app.inject({ method: 'GET', url: `/api/v1/reports/customers?${params}`, headers: auth });
  }

  it("answers the period's customers oldest first, as the list answers them, with the period's count", async () => {
    const response = await report({ created_from: '2026-03-10', created_to: '2026-03-11' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.customers.map((customer: { name: string }) => customer.name)).toEqual([
      'Primeiro minuto de 10/03',
      'Último minuto de 10/03',
      'Dia 11/03',
    ]);
    expect(body.customers[0]).toHaveProperty('fields_values');
    expect(body.meta).toMatchObject({ total_count: 3, page: 1, per_page: 10 });
    expect((await report({ created_to: '2026-03-10' }, b.auth)).json().customers.map((customer: { name: string }) => customer.name)).toEqual([
      'De outra empresa em 10/03',
    ]);
    expect((await report({ created_to: '2026-02-30' })).statusCode).toBe(422);
  });

  it('is refused to a limited user with the message of the task report and the screen (spec §6), and open to a standard one', async () => {
    const limited = await addMember(api.db, a.companyId, 'limited');
    const refused = await report({}, limited.auth);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Você não tem acesso aos relatórios. Solicite este acesso a um usuário administrador.');
    expect(JSON.stringify(refused.json())).not.toContain('minuto');
    const standard = await addMember(api.db, a.companyId, 'standard');
    expect((await report({ created_to: '2026-03-09' }, standard.auth)).json().customers).toHaveLength(1);
  });
});
