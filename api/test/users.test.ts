import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../src/auth/password.ts';
import { startTestApi, type TestApi } from './harness.ts';
import { authFrom, counts, newAccount, signIn, type Account, type AuthHeaders } from './helpers.ts';

let api: TestApi;
let a: Account;
let b: Account;

beforeAll(async () => {
  api = await startTestApi();
  a = await newAccount(api.app, { customer_name: 'Ana Admin' });
  b = await newAccount(api.app);
});
afterAll(() => api.close());

function getUser(companyId: number, userId: number | string, auth: AuthHeaders) {
  return api.app.inject({ method: 'GET', url: `/api/v1/companies/${companyId}/users/${userId}`, headers: auth });
}

function patchUser(companyId: number, userId: number, auth: AuthHeaders, user: Record<string, unknown>) {
  return api.app.inject({
    method: 'PATCH',
    url: `/api/v1/companies/${companyId}/users/${userId}`,
    headers: auth,
    payload: { user },
  });
}

async function addUser(account: Account, accountType: 'limited' | 'standard') {
  const email = `${accountType}.${Date.now()}@exemplo.com.br`;
  const { id } = await api.db
    .insertInto('users')
    .values({
      company_id: account.companyId,
      email,
      name: `Pessoa ${accountType}`,
      account_type: accountType,
      password_hash: await hashPassword('senha123'),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id, auth: authFrom(await signIn(api.app, email, 'senha123')) };
}

describe('GET /api/v1/companies/:id/users/:userId', () => {
  it('answers the caller with the company', async () => {
    const response = await getUser(a.companyId, a.userId, a.auth);
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({
      id: a.userId,
      company_id: a.companyId,
      email: a.email,
      name: 'Ana Admin',
      phone: null,
      account_type: 'system_admin',
      image_url: null,
      image_id: null,
      onboarding_completed: false,
      company: { id: a.companyId },
    });
  });

  it('lets an admin read a colleague, but not a limited user', async () => {
    const limited = await addUser(a, 'limited');
    expect((await getUser(a.companyId, limited.id, a.auth)).statusCode).toBe(200);
    expect((await getUser(a.companyId, limited.id, limited.auth)).statusCode).toBe(200);
    const refused = await getUser(a.companyId, a.userId, limited.auth);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Você não tem permissão para acessar este recurso');
  });

  it('answers 404 for users and companies outside the caller’s company', async () => {
    expect((await getUser(a.companyId, b.userId, a.auth)).statusCode).toBe(404);
    expect((await getUser(b.companyId, b.userId, a.auth)).statusCode).toBe(404);
    expect((await getUser(a.companyId, 'x', a.auth)).statusCode).toBe(404);
  });
});

describe('PATCH /api/v1/companies/:id/users/:userId', () => {
  it('changes the name and phone and records it', async () => {
    const response = await patchUser(a.companyId, a.userId, a.auth, { name: 'Ana Paula', phone: '(11) 98765-4321' });
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({ name: 'Ana Paula', phone: '(11) 98765-4321' });

    const activity = await api.db
      .selectFrom('activities')
      .selectAll()
      .where('company_id', '=', a.companyId)
      .where('item_type', '=', 'User')
      .where('event', '=', 'update')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(activity).toMatchObject({ item_id: a.userId, item_name: 'Ana Paula', user_id: a.userId });
    expect(activity.changes).toEqual([
      { field_name: 'name', from: 'Ana Admin', to: 'Ana Paula' },
      { field_name: 'phone', from: null, to: '(11) 98765-4321' },
    ]);
  });

  it('accepts a landline and clears the phone when it is sent empty', async () => {
    expect((await patchUser(a.companyId, a.userId, a.auth, { phone: '(11) 3456-7890' })).json().user.phone).toBe(
      '(11) 3456-7890',
    );
    expect((await patchUser(a.companyId, a.userId, a.auth, { phone: '' })).json().user.phone).toBeNull();
  });

  it('refuses a blank name and a malformed phone, and writes nothing', async () => {
    const before = await counts(api.db);
    const response = await patchUser(a.companyId, a.userId, a.auth, { name: ' ', phone: '11987654321' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      errors: { name: ['não pode ficar em branco'], phone: ['não é válido'] },
      full_messages: ['Nome não pode ficar em branco', 'Telefone não é válido'],
    });
    expect(await counts(api.db)).toEqual(before);
    expect((await getUser(a.companyId, a.userId, a.auth)).json().user.name).toBe('Ana Paula');
  });

  it('checks a new password against the one rule: 6 to 128 characters, a letter and a digit, confirmed', async () => {
    const own = (user: Record<string, string>) =>
      patchUser(a.companyId, a.userId, a.auth, { current_password: a.password, ...user });
    const short = await own({ password: 'abc12', password_confirmation: 'abc12' });
    expect(short.json().errors).toEqual({ password: ['é muito curta (mínimo: 6 caracteres)'] });
    const lettersOnly = await own({ password: 'abcdef', password_confirmation: 'abcdef' });
    expect(lettersOnly.statusCode).toBe(422);
    expect(lettersOnly.json()).toMatchObject({
      errors: { password: ['deve conter pelo menos uma letra e um número'] },
      full_messages: ['Senha deve conter pelo menos uma letra e um número'],
    });
    const tooLong = await own({ password: 'a1'.repeat(65), password_confirmation: 'a1'.repeat(65) });
    expect(tooLong.json().errors).toEqual({ password: ['é muito longa (máximo: 128 caracteres)'] });
    const mismatch = await own({ password: 'abc123', password_confirmation: 'abc124' });
    expect(mismatch.json().errors).toEqual({ password_confirmation: ['não coincide com a senha'] });
    expect((await signIn(api.app, a.email, a.password)).statusCode).toBe(200);
  });

  it('asks for the current password to change one\'s own, and changes nothing without it', async () => {
    const before = await api.db.selectFrom('users').select('password_hash').where('id', '=', a.userId).executeTakeFirstOrThrow();
    const missing = await patchUser(a.companyId, a.userId, a.auth, { password: 'Tomada9!', password_confirmation: 'Tomada9!' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toMatchObject({
      errors: { current_password: ['não pode ficar em branco'] },
      full_messages: ['Senha atual não pode ficar em branco'],
    });
    const wrong = await patchUser(a.companyId, a.userId, a.auth, {
      current_password: 'chute123',
      password: 'Tomada9!',
      password_confirmation: 'Tomada9!',
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toMatchObject({
      errors: { current_password: ['está incorreta'] },
      full_messages: ['Senha atual está incorreta'],
    });
    const after = await api.db.selectFrom('users').select('password_hash').where('id', '=', a.userId).executeTakeFirstOrThrow();
    expect(after).toEqual(before);
    expect((await signIn(api.app, a.email, 'Tomada9!')).statusCode).toBe(401);
  });

  it("asks for the current password to change one's own e-mail, counts a wrong one as a failed sign-in, and changes nothing without it", async () => {
    const newEmail = `novo.${a.email}`;
    const failures = async () =>
      (await api.db.selectFrom('login_attempts').select('failures').where('key', '=', `email:${a.email}`).executeTakeFirst())?.failures ?? 0;
    const before = await failures();
    const missing = await patchUser(a.companyId, a.userId, a.auth, { email: newEmail });
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toMatchObject({
      errors: { current_password: ['não pode ficar em branco'] },
      full_messages: ['Senha atual não pode ficar em branco'],
    });
    const wrong = await patchUser(a.companyId, a.userId, a.auth, { email: newEmail, current_password: 'chute123' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toMatchObject({ errors: { current_password: ['está incorreta'] }, full_messages: ['Senha atual está incorreta'] });
    expect(await failures()).toBe(before + 1);
    expect((await getUser(a.companyId, a.userId, a.auth)).json().user.email).toBe(a.email);
    // The address it already has is not a change: the whole form may be sent back without the password.
    expect((await patchUser(a.companyId, a.userId, a.auth, { email: a.email, name: 'Ana Paula' })).statusCode).toBe(200);

    const changed = await patchUser(a.companyId, a.userId, a.auth, { email: newEmail, current_password: a.password });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.uid).toBe(newEmail);
    const restored = await patchUser(a.companyId, a.userId, { ...a.auth, uid: newEmail }, { email: a.email, current_password: a.password });
    expect(restored.statusCode).toBe(200);
  });

  it('changes the password, keeps this session and ends the others', async () => {
    const other = authFrom(await signIn(api.app, a.email, a.password));
    const response = await patchUser(a.companyId, a.userId, a.auth, {
      current_password: a.password,
      password: 'nova Senha 9!',
      password_confirmation: 'nova Senha 9!',
    });
    expect(response.statusCode).toBe(200);
    const validate = (auth: AuthHeaders) =>
      api.app.inject({ method: 'GET', url: '/api/v1/auth/validate_token', headers: auth }).then((r) => r.statusCode);
    expect(await validate(a.auth)).toBe(200);
    expect(await validate(other)).toBe(401);
    expect((await signIn(api.app, a.email, 'nova Senha 9!')).statusCode).toBe(200);
    a.password = 'nova Senha 9!';
  });

  it('leaves the password alone when it is sent empty', async () => {
    const response = await patchUser(a.companyId, a.userId, a.auth, { name: 'Ana', password: '', password_confirmation: '' });
    expect(response.statusCode).toBe(200);
    expect((await signIn(api.app, a.email, a.password)).statusCode).toBe(200);
  });

  it('answers 404 for users and companies outside the caller’s company', async () => {
    expect((await patchUser(a.companyId, b.userId, a.auth, { name: 'X' })).statusCode).toBe(404);
    expect((await patchUser(b.companyId, b.userId, a.auth, { name: 'X' })).statusCode).toBe(404);
  });

  it('takes multipart form fields', async () => {
    const body = new FormData();
    body.append('user[name]', 'Ana Multipart');
    const response = await fetch(`${api.url}/api/v1/companies/${a.companyId}/users/${a.userId}`, {
      method: 'PATCH',
      headers: a.auth,
      body,
    });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { user: { name: string } }).user.name).toBe('Ana Multipart');
  });
});
