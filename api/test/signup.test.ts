import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from './harness.ts';
import { DAY, counts, createAccount, signIn, signupFields, testClock } from './helpers.ts';

const clock = testClock();
let api: TestApi;

beforeAll(async () => {
  api = await startTestApi({ clock });
});
afterAll(() => api.close());

async function subscriptionOf(companyId: number) {
  return api.db.selectFrom('subscriptions').selectAll().where('company_id', '=', companyId).executeTakeFirstOrThrow();
}

describe('POST /api/v1/auth/create_account', () => {
  it('creates a free company, its system_admin and an active subscription, and signs in', async () => {
    const fields = signupFields({ plan_identifier: 'free', customer_name: '  Ana Lima ' });
    const response = await createAccount(api.app, fields);
    expect(response.statusCode).toBe(201);
    expect(response.headers['token-type']).toBe('Bearer');
    expect(response.headers.uid).toBe(fields.customer_email);
    const { data } = response.json();
    expect(data).toMatchObject({
      email: fields.customer_email,
      name: 'Ana Lima',
      account_type: 'system_admin',
      onboarding_completed: false,
      company: {
        plan_identifier: 'free',
        company_treatment: 'Empresa',
        company_treatment_plural: 'Empresas',
        customer_treatment: 'Cliente',
        customer_treatment_plural: 'Clientes',
        onboarding_completed_at: null,
        customer_fields_order: [],
      },
    });
    expect(data.company.hashid).toMatch(/^[a-z0-9]{10}$/);

    const subscription = await subscriptionOf(data.company_id);
    expect(subscription).toMatchObject({ status: 'active', active: true, trial_ends_at: null });

    const validate = await api.app.inject({
      method: 'GET',
      url: '/api/v1/auth/validate_token',
      headers: {
        'access-token': response.headers['access-token'] as string,
        client: response.headers.client as string,
        uid: response.headers.uid as string,
      },
    });
    expect(validate.statusCode).toBe(200);
    expect((await signIn(api.app, fields.customer_email, fields.customer_password)).statusCode).toBe(200);
  });

  it.each(['lean', 'team'])('starts the %s plan with a 10-day trial and no card', async (plan) => {
    const response = await createAccount(api.app, { plan_identifier: plan });
    expect(response.statusCode).toBe(201);
    const { data } = response.json();
    expect(data.company.plan_identifier).toBe(plan);
    const subscription = await subscriptionOf(data.company_id);
    expect(subscription.status).toBe('trialing');
    expect(subscription.active).toBe(true);
    expect(subscription.trial_ends_at?.toISOString()).toBe(new Date(clock().getTime() + 10 * DAY).toISOString());
    expect(data.company.payment_customer_id).toBeNull();
  });

  it('gives each company its own hashid', async () => {
    const a = (await createAccount(api.app)).json().data.company.hashid;
    const b = (await createAccount(api.app)).json().data.company.hashid;
    expect(a).not.toBe(b);
  });

  it('records the creation of the company, the user and the subscription', async () => {
    const { data } = (await createAccount(api.app, { plan_identifier: 'lean', customer_name: 'Bruno' })).json();
    const activities = await api.db
      .selectFrom('activities')
      .selectAll()
      .where('company_id', '=', data.company_id)
      .orderBy('id')
      .execute();
    expect(activities.map((a) => [a.event, a.item_type, a.item_name, a.user_id])).toEqual([
      ['create', 'Company', 'Empresa', data.id],
      ['create', 'User', 'Bruno', data.id],
      ['create', 'Subscription', 'Lean', data.id],
    ]);
    const userChanges = activities[1]!.changes;
    expect(userChanges).toContainEqual({ field_name: 'name', from: null, to: 'Bruno' });
    expect(userChanges).toContainEqual({ field_name: 'password', from: null, to: '[FILTRADO]' });
    expect(JSON.stringify(activities)).not.toContain('argon2');
  });

  it('accepts urlencoded and multipart bodies with bracket keys', async () => {
    const fields = signupFields();
    const urlencoded = new URLSearchParams(
      Object.entries(fields).map(([key, value]) => [`checkout_process[${key}]`, value]),
    ).toString();
    const form = await api.app.inject({
      method: 'POST',
      url: '/api/v1/auth/create_account',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: urlencoded,
    });
    expect(form.statusCode).toBe(201);

    const other = signupFields();
    const body = new FormData();
    for (const [key, value] of Object.entries(other)) body.append(`checkout_process[${key}]`, value);
    const multipart = await fetch(`${api.url}/api/v1/auth/create_account`, { method: 'POST', body });
    expect(multipart.status).toBe(201);
    expect(multipart.headers.get('uid')).toBe(other.customer_email);
  });
});

describe('create_account refusals', () => {
  async function refused(overrides: Parameters<typeof signupFields>[0]) {
    const before = await counts(api.db);
    const response = await createAccount(api.app, overrides);
    expect(response.statusCode).toBe(422);
    expect(await counts(api.db)).toEqual(before);
    expect(response.headers['access-token']).toBeUndefined();
    return response.json();
  }

  it('requires every field, in pt-BR, and writes nothing', async () => {
    const body = await refused({
      customer_name: '',
      customer_email: '',
      customer_email_confirmation: '',
      customer_password: '',
      customer_password_confirmation: '',
    });
    expect(body.errors).toEqual({
      customer_name: ['não pode ficar em branco'],
      customer_email: ['não pode ficar em branco'],
      customer_password: ['não pode ficar em branco'],
      full_messages: ['Nome não pode ficar em branco', 'E-mail não pode ficar em branco', 'Senha não pode ficar em branco'],
    });
    expect(body.full_messages).toEqual(body.errors.full_messages);
    expect(body.message).toBe(
      'A validação falhou: Nome não pode ficar em branco, E-mail não pode ficar em branco, Senha não pode ficar em branco',
    );
  });

  it('refuses a malformed e-mail', async () => {
    const body = await refused({ customer_email: 'maria@exemplo', customer_email_confirmation: 'maria@exemplo' });
    expect(body.errors.customer_email).toEqual(['não é válido']);
    expect(body.full_messages).toEqual(['E-mail não é válido']);
  });

  it('refuses an e-mail already in use, whatever its case', async () => {
    const first = signupFields();
    expect((await createAccount(api.app, first)).statusCode).toBe(201);
    const upper = first.customer_email.toUpperCase();
    const body = await refused({ customer_email: upper, customer_email_confirmation: upper });
    expect(body.errors.customer_email).toEqual(['já está em uso']);
    expect(body.errors.full_messages).toEqual(['E-mail já está em uso']);
  });

  it('refuses confirmations that differ', async () => {
    const body = await refused({
      customer_email_confirmation: 'outro@exemplo.com.br',
      customer_password_confirmation: 'outra123',
    });
    expect(body.errors.customer_email).toEqual(['não coincide com a confirmação']);
    expect(body.errors.customer_password).toEqual(['não coincide com a confirmação']);
    expect(body.full_messages).toEqual(['E-mail não coincide com a confirmação', 'Senha não coincide com a confirmação']);
  });

  it('refuses a password shorter than 6 characters', async () => {
    const body = await refused({ customer_password: '12345', customer_password_confirmation: '12345' });
    expect(body.errors.customer_password).toEqual(['é muito curta (mínimo: 6 caracteres)']);
    expect(body.full_messages).toEqual(['Senha é muito curta (mínimo: 6 caracteres)']);
  });

  it('takes symbols but asks for a letter and a digit, as every password of the product', async () => {
    const body = await refused({ customer_password: 'senhasenha', customer_password_confirmation: 'senhasenha' });
    expect(body.errors.customer_password).toEqual(['deve conter pelo menos uma letra e um número']);
    expect(body.full_messages).toEqual(['Senha deve conter pelo menos uma letra e um número']);
    expect((await createAccount(api.app, { customer_password: 'Segura123!', customer_password_confirmation: 'Segura123!' })).statusCode).toBe(201);
  });

  it('refuses an unknown or missing plan', async () => {
    const unknown = await refused({ plan_identifier: 'enterprise' });
    expect(unknown.errors.plan_identifier).toEqual(['não é válido']);
    expect(unknown.full_messages).toEqual(['Plano não é válido']);
    const missing = await refused({ plan_identifier: '' });
    expect(missing.full_messages).toEqual(['Plano não pode ficar em branco']);
  });

  it('refuses a body without checkout_process', async () => {
    const response = await api.app.inject({ method: 'POST', url: '/api/v1/auth/create_account', payload: {} });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.customer_name).toEqual(['não pode ficar em branco']);
  });

  it('lets only one of two simultaneous signups with one e-mail through', async () => {
    const fields = signupFields();
    const before = await counts(api.db);
    const [a, b] = await Promise.all([createAccount(api.app, fields), createAccount(api.app, fields)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 422]);
    const after = await counts(api.db);
    expect(after.companies).toBe(before.companies + 1);
    expect(after.users).toBe(before.users + 1);
    expect(after.subscriptions).toBe(before.subscriptions + 1);
    expect(after.activities).toBe(before.activities + 3);
  });
});
