import { checkAnswer, isValidCpf } from '@practice/common';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seed } from '../src/demo/seed.ts';
import { DEMO_ADMIN, startTestApi, type TestApi } from './harness.ts';
import { authFrom, signIn, type AuthHeaders } from './helpers.ts';

interface Field {
  id: number;
  question: string;
  answer_type: string;
  mandatory: boolean;
  options: string[];
}

interface Customer {
  name: string;
  fields_values: Record<string, string | string[]>;
}

let api: TestApi;
let auth: AuthHeaders;
let companyId: number;

beforeAll(async () => {
  // An api without the demo company, so the seed below is the one that creates it, as `pnpm start` does.
  api = await startTestApi();
  await seed(api.db, { demo: true, demoSamples: true });
  // A restart runs the seed again over the same database.
  await seed(api.db, { demo: true, demoSamples: true });
  const response = await signIn(api.app, DEMO_ADMIN.email, DEMO_ADMIN.password);
  expect(response.statusCode).toBe(200);
  auth = authFrom(response);
  companyId = response.json().data.company_id;
});
afterAll(() => api.close());

async function get<T>(url: string): Promise<T> {
  const response = await api.app.inject({ method: 'GET', url, headers: auth });
  expect(response.statusCode).toBe(200);
  return response.json() as T;
}

const listFields = () => get<{ customer_fields: Field[] }>(`/api/v1/companies/${companyId}/customer_fields`);
const listCustomers = (query = '') => get<{ customers: Customer[]; meta: { total_count: number } }>(`/api/v1/customers?per_page=100${query}`);

describe('demo samples', () => {
  it('gives the demo company its registration form once, in order', async () => {
    const { customer_fields: fields } = await listFields();
    expect(fields.map((field) => [field.question, field.answer_type])).toEqual([
      ['Data de nascimento', 'date'],
      ['Telefone', 'phone'],
      ['CPF', 'cpf'],
      ['Como nos conheceu?', 'selectbox'],
      ['Queixa principal', 'text'],
      ['Convênio', 'multiple_choice'],
    ]);
    expect(fields.find((field) => field.question === 'Convênio')?.options).toEqual(['Particular', 'Unimed', 'Bradesco Saúde', 'Outros']);
    const { company } = await get<{ company: { customer_fields_order: number[] } }>(`/api/v1/companies/${companyId}`);
    expect(company.customer_fields_order).toEqual(fields.map((field) => field.id));
  });

  it('registers a dozen patients once, each answer valid for its question', async () => {
    const { customer_fields: fields } = await listFields();
    const { customers, meta } = await listCustomers();
    expect(meta.total_count).toBe(12);
    expect(new Set(customers.map((customer) => customer.name)).size).toBe(12);
    const cpfField = fields.find((field) => field.answer_type === 'cpf');
    for (const customer of customers) {
      const cpf = customer.fields_values[String(cpfField?.id)];
      expect(typeof cpf === 'string' && isValidCpf(cpf), `${customer.name}: ${String(cpf)}`).toBe(true);
      for (const [fieldId, answer] of Object.entries(customer.fields_values)) {
        const field = fields.find((candidate) => String(candidate.id) === fieldId);
        expect(field, `${customer.name} answers an unknown question`).toBeDefined();
        if (field) expect(checkAnswer(field as Parameters<typeof checkAnswer>[0], answer).error).toBeUndefined();
      }
    }
  });

  it('finds them ignoring accents', async () => {
    const { customers } = await listCustomers('&search=jose');
    expect(customers.map((customer) => customer.name)).toEqual(['José Antônio da Silva']);
  });

  it('writes the history the api writes, once', async () => {
    const rows = await api.db
      .selectFrom('activities')
      .select(['item_type', (eb) => eb.fn.countAll<string>().as('count')])
      .where('company_id', '=', companyId)
      .where('event', '=', 'create')
      .groupBy('item_type')
      .execute();
    const counts = Object.fromEntries(rows.map((row) => [row.item_type, Number(row.count)]));
    expect(counts).toMatchObject({ CustomerField: 6, Customer: 12 });
  });

  it("dates each patient's registration in the history when the patient was registered, not when the demo was made", async () => {
    const { activities } = await get<{ activities: { item_name: string; relative_time: string }[] }>('/api/v1/activity_history?item_type=Customer');
    const { customers } = await listCustomers('&sort=created_at&direction=desc');
    expect(activities.map((row) => row.item_name)).toEqual(customers.map((customer) => customer.name));
    // The latest was registered two days before the demo was made; the oldest, more than a week before.
    expect(activities[0]!.relative_time).toBe('Há 2 dias');
    expect(activities.at(-1)!.relative_time).toMatch(/^\d{2}\/\d{2}\/\d{4} às \d{2}:\d{2}$/);
  });
});
