import { sql } from 'kysely';
import { hashPassword } from '../src/auth/password.ts';
import type { TestApi } from './harness.ts';
import { authFrom, signIn, type Account, type AuthHeaders } from './helpers.ts';

export interface FieldInput {
  question: string;
  answer_type: string;
  mandatory?: boolean | string;
  options?: string[] | string;
}

export function postField(api: TestApi, account: Pick<Account, 'companyId' | 'auth'>, field: FieldInput) {
  return api.app.inject({
    method: 'POST',
    url: `/api/v1/companies/${account.companyId}/customer_fields`,
    headers: account.auth,
    payload: { customer_field: field },
  });
}

/** Creates a question and returns its id. */
export async function createField(api: TestApi, account: Pick<Account, 'companyId' | 'auth'>, field: FieldInput) {
  const response = await postField(api, account, field);
  if (response.statusCode !== 201) throw new Error(`field not created: ${response.statusCode} ${response.body}`);
  return response.json<{ customer_field: { id: number } }>().customer_field.id;
}

export function postCustomer(api: TestApi, auth: AuthHeaders, customer: Record<string, unknown>) {
  return api.app.inject({ method: 'POST', url: '/api/v1/customers', headers: auth, payload: { customer } });
}

export function patchCustomer(api: TestApi, auth: AuthHeaders, id: number, customer: Record<string, unknown>) {
  return api.app.inject({ method: 'PATCH', url: `/api/v1/customers/${id}`, headers: auth, payload: { customer } });
}

/** Creates a customer through the api and returns its id. */
export async function createCustomer(api: TestApi, auth: AuthHeaders, name: string, answers: Record<string, unknown> = {}) {
  const response = await postCustomer(api, auth, { name, fields_values: JSON.stringify(answers) });
  if (response.statusCode !== 201) throw new Error(`customer not created: ${response.statusCode} ${response.body}`);
  return response.json<{ customer: { id: number } }>().customer.id;
}

/** Customers written straight to the table, for volumes the api would take too long to make. */
export async function insertCustomers(api: TestApi, companyId: number, count: number, createdAt?: Date) {
  if (count === 0) return;
  await api.db
    .insertInto('customers')
    .values(
      Array.from({ length: count }, (_, index) => ({
        company_id: companyId,
        name: `Cliente ${index + 1}`,
        ...(createdAt ? { created_at: createdAt } : {}),
      })),
    )
    .execute();
}

export async function countCustomers(api: TestApi, companyId: number) {
  const row = await api.db
    .selectFrom('customers')
    .select(sql<number>`count(*)::int`.as('count'))
    .where('company_id', '=', companyId)
    .executeTakeFirstOrThrow();
  return row.count;
}

let userCounter = 0;

/** Adds a user of the given type to the account's company and signs it in. */
export async function addUser(api: TestApi, account: Pick<Account, 'companyId'>, accountType: 'limited' | 'standard') {
  userCounter += 1;
  const email = `${accountType}.${userCounter}.${Date.now()}@exemplo.com.br`;
  await api.db
    .insertInto('users')
    .values({
      company_id: account.companyId,
      email,
      name: `Pessoa ${accountType}`,
      account_type: accountType,
      password_hash: await hashPassword('senha123'),
    })
    .execute();
  return authFrom(await signIn(api.app, email, 'senha123'));
}
