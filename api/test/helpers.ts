import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../src/db/index.ts';

export type AuthHeaders = Record<'access-token' | 'client' | 'uid', string>;

/** A clock tests move by hand. */
export function testClock(start = new Date('2026-03-10T12:00:00Z')) {
  let now = start.getTime();
  const clock = () => new Date(now);
  clock.advance = (ms: number) => {
    now += ms;
  };
  return clock;
}

export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;

export function authFrom(response: LightMyRequestResponse): AuthHeaders {
  const header = (name: string) => {
    const value = response.headers[name];
    if (typeof value !== 'string') throw new Error(`no ${name} header in a ${response.statusCode} answer: ${response.body}`);
    return value;
  };
  return { 'access-token': header('access-token'), client: header('client'), uid: header('uid') };
}

export function signIn(app: FastifyInstance, email: string, password: string, headers: Record<string, string> = {}) {
  return app.inject({
    method: 'POST',
    url: '/api/v1/auth/sign_in',
    headers,
    payload: { user: { email, password } },
  });
}

export interface SignupFields {
  plan_identifier: string;
  customer_name: string;
  customer_email: string;
  customer_email_confirmation: string;
  customer_password: string;
  customer_password_confirmation: string;
}

let counter = 0;

export function signupFields(overrides: Partial<SignupFields> = {}): SignupFields {
  counter += 1;
  const email = overrides.customer_email ?? `pessoa${counter}.${Date.now()}@exemplo.com.br`;
  return {
    plan_identifier: 'free',
    customer_name: 'Maria Souza',
    customer_email: email,
    customer_email_confirmation: email,
    customer_password: 'segredo1',
    customer_password_confirmation: 'segredo1',
    ...overrides,
  };
}

export function createAccount(app: FastifyInstance, overrides: Partial<SignupFields> = {}, headers: Record<string, string> = {}) {
  return app.inject({
    method: 'POST',
    url: '/api/v1/auth/create_account',
    headers,
    payload: { checkout_process: signupFields(overrides), meta: { source: 'test' } },
  });
}

export interface Account {
  auth: AuthHeaders;
  userId: number;
  companyId: number;
  email: string;
  password: string;
}

/** Signs up a new company and returns its admin's session. */
export async function newAccount(
  app: FastifyInstance,
  overrides: Partial<SignupFields> = {},
  headers: Record<string, string> = {},
): Promise<Account> {
  const fields = signupFields(overrides);
  const response = await createAccount(app, fields, headers);
  if (response.statusCode !== 201) throw new Error(`signup failed: ${response.statusCode} ${response.body}`);
  const { data } = response.json<{ data: { id: number; company_id: number } }>();
  return {
    auth: authFrom(response),
    userId: data.id,
    companyId: data.company_id,
    email: fields.customer_email,
    password: fields.customer_password,
  };
}

export async function countRows(db: Db, table: 'companies' | 'users' | 'subscriptions' | 'activities' | 'auth_tokens') {
  const row = await db.selectFrom(table).select(sql<number>`count(*)::int`.as('count')).executeTakeFirstOrThrow();
  return row.count;
}

export async function counts(db: Db) {
  return {
    companies: await countRows(db, 'companies'),
    users: await countRows(db, 'users'),
    subscriptions: await countRows(db, 'subscriptions'),
    activities: await countRows(db, 'activities'),
    auth_tokens: await countRows(db, 'auth_tokens'),
  };
}
