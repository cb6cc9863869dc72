import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from './harness.ts';
import { createCustomer, createField } from './customer-helpers.ts';
import { newAccount, testClock, type Account } from './helpers.ts';

const clock = testClock();
let api: TestApi;
let a: Account;
let hobby: number;
let birth: number;
let sports: number;
/** Customer ids by name, in the order they were created (a minute apart). */
const ids: Record<string, number> = {};

interface ListAnswer {
  customers: { id: number; name: string }[];
  meta: { total_count: number; page: number; per_page: number; total_pages: number };
}

async function list(query: Record<string, string | number> = {}, account: Account = a): Promise<ListAnswer> {
  const params = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]));
  const response = await api.app.inject({ method: 'GET', url: `/api/v1/customers?${params}`, headers: account.auth });
  if (response.statusCode !== 200) throw new Error(`${response.statusCode} ${response.body}`);
  return response.json();
}

const names = async (query: Record<string, string | number> = {}) => (await list(query)).customers.map((c) => c.name);

beforeAll(async () => {
  api = await startTestApi({ clock });
  a = await newAccount(api.app, { plan_identifier: 'team' });
  hobby = await createField(api, a, { question: 'Hobby', answer_type: 'short_text' });
  birth = await createField(api, a, { question: 'Nascimento', answer_type: 'date' });
  sports = await createField(api, a, { question: 'Esportes', answer_type: 'multiple_response', options: ['Vôlei', 'Natação', 'Outros'] });
  const customers: [string, Record<string, unknown>][] = [
    ['José Ávila', { [hobby]: 'Xadrez', [birth]: '1990-05-17' }],
    ['ana Souza', { [hobby]: 'Pilates às terças', [birth]: '2001-01-02', [sports]: ['Natação'] }],
    ['Bruno Lima', { [birth]: '1985-12-31', [sports]: ['Vôlei', 'Outros {Remo}'] }],
    ['Álvaro Dias', { [hobby]: 'ciclismo' }],
    ['beatriz Costa', { [hobby]: 'Éxtase 100%' }],
  ];
  for (const [name, answers] of customers) {
    clock.advance(60_000);
    ids[name] = await createCustomer(api, a.auth, name, answers);
  }
});
afterAll(() => api.close());

describe('GET /api/v1/customers', () => {
  it('answers the newest first by default, with the page meta', async () => {
    const answer = await list();
    expect(answer.customers.map((c) => c.name)).toEqual(['beatriz Costa', 'Álvaro Dias', 'Bruno Lima', 'ana Souza', 'José Ávila']);
    expect(answer.meta).toEqual({ total_count: 5, page: 1, per_page: 40, total_pages: 1 });
  });

  it('sorts by name ignoring case and accents, both ways', async () => {
    expect(await names({ sort: 'name' })).toEqual(['Álvaro Dias', 'ana Souza', 'beatriz Costa', 'Bruno Lima', 'José Ávila']);
    expect(await names({ sort: 'name', direction: 'desc' })).toEqual(['José Ávila', 'Bruno Lima', 'beatriz Costa', 'ana Souza', 'Álvaro Dias']);
  });

  it('sorts by creation, both ways', async () => {
    expect(await names({ sort: 'created_at', direction: 'asc' })).toEqual(['José Ávila', 'ana Souza', 'Bruno Lima', 'Álvaro Dias', 'beatriz Costa']);
    expect(await names({ sort: 'created_at', direction: 'desc' })).toEqual(['beatriz Costa', 'Álvaro Dias', 'Bruno Lima', 'ana Souza', 'José Ávila']);
  });

  it('sorts by an answer, unanswered last both ways; dates as dates', async () => {
    expect(await names({ sort: `field:${birth}` })).toEqual(['Bruno Lima', 'José Ávila', 'ana Souza', 'Álvaro Dias', 'beatriz Costa']);
    expect(await names({ sort: `field:${birth}`, direction: 'desc' })).toEqual(['ana Souza', 'José Ávila', 'Bruno Lima', 'beatriz Costa', 'Álvaro Dias']);
    expect(await names({ sort: `field:${hobby}` })).toEqual(['Álvaro Dias', 'beatriz Costa', 'ana Souza', 'José Ávila', 'Bruno Lima']);
    expect(await names({ sort: `field:${hobby}`, direction: 'desc' })).toEqual(['José Ávila', 'ana Souza', 'beatriz Costa', 'Álvaro Dias', 'Bruno Lima']);
    expect(await names({ sort: String(sports) })).toEqual(['ana Souza', 'Bruno Lima', 'José Ávila', 'Álvaro Dias', 'beatriz Costa']);
  });

  it('refuses an unknown sort or direction', async () => {
    const other = await newAccount(api.app);
    const foreign = await createField(api, other, { question: 'De outra empresa', answer_type: 'short_text' });
    const queries: Record<string, string>[] = [{ sort: 'email' }, { sort: 'field:999999' }, { sort: `field:${foreign}` }, { direction: 'up' }];
    for (const query of queries) {
      const response = await api.app.inject({ method: 'GET', url: `/api/v1/customers?${new URLSearchParams(query)}`, headers: a.auth });
      expect(response.statusCode).toBe(422);
    }
  });

  it('pages with per_page, keeping the totals, and caps per_page at 1,000', async () => {
    const first = await list({ sort: 'name', per_page: 2 });
    expect(first.customers.map((c) => c.name)).toEqual(['Álvaro Dias', 'ana Souza']);
    expect(first.meta).toEqual({ total_count: 5, page: 1, per_page: 2, total_pages: 3 });
    const last = await list({ sort: 'name', per_page: 2, page: 3 });
    expect(last.customers.map((c) => c.name)).toEqual(['José Ávila']);
    expect(last.meta).toEqual({ total_count: 5, page: 3, per_page: 2, total_pages: 3 });
    expect((await list({ per_page: 2, page: 9 })).customers).toEqual([]);
    expect((await list({ per_page: 5000, page: 0 })).meta).toMatchObject({ per_page: 1000, page: 1 });
  });

  it('answers a page far past the end (the largest GraphQL Int) empty, with the true total, not as page 1', async () => {
    const far = await list({ page: 2147483647 });
    expect(far.customers).toEqual([]);
    expect(far.meta).toEqual({ total_count: 5, page: 2147483647, per_page: 40, total_pages: 1 });
    const beyond = await list({ page: 1000000000000, per_page: 100 });
    expect(beyond.customers).toEqual([]);
    expect(beyond.meta).toMatchObject({ page: 1000000000000, total_count: 5 });
  });

  it('breaks ties by id, in the same direction', async () => {
    const account = await newAccount(api.app);
    const twins = [];
    for (let i = 0; i < 3; i += 1) twins.push(await createCustomer(api, account.auth, 'Gêmeo'));
    const asc = await list({ sort: 'name' }, account);
    expect(asc.customers.map((c) => c.id)).toEqual(twins);
    const desc = await list({ sort: 'name', direction: 'desc' }, account);
    expect(desc.customers.map((c) => c.id)).toEqual([...twins].reverse());
  });

  describe('search', () => {
    it('finds names ignoring accents and case', async () => {
      expect(await names({ search: 'jose' })).toEqual(['José Ávila']);
      expect(await names({ search: 'JOSÉ ÁVILA' })).toEqual(['José Ávila']);
      expect(await names({ search: 'alvaro' })).toEqual(['Álvaro Dias']);
      expect(await names({ search: 'ANA' })).toEqual(['ana Souza']);
    });

    it('finds text answers and choices, every word anywhere', async () => {
      expect(await names({ search: 'pilates' })).toEqual(['ana Souza']);
      expect(await names({ search: 'AS TERÇAS' })).toEqual(['ana Souza']);
      expect(await names({ search: 'remo' })).toEqual(['Bruno Lima']);
      expect(await names({ search: 'natacao', sort: 'name' })).toEqual(['ana Souza']);
      expect(await names({ search: 'souza pilates' })).toEqual(['ana Souza']);
      expect(await names({ search: 'souza xadrez' })).toEqual([]);
    });

    it('takes % and _ as themselves', async () => {
      expect(await names({ search: '100%' })).toEqual(['beatriz Costa']);
      expect(await names({ search: '%' })).toEqual(['beatriz Costa']);
      expect(await names({ search: '_' })).toEqual([]);
    });

    it('counts and pages the matches', async () => {
      const answer = await list({ search: 'a', sort: 'name', per_page: 2, page: 2 });
      expect(answer.meta).toEqual({ total_count: 5, page: 2, per_page: 2, total_pages: 3 });
      const some = await list({ search: 'souza' });
      expect(some.meta).toEqual({ total_count: 1, page: 1, per_page: 40, total_pages: 1 });
    });
  });
});
