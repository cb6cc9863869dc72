import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readOutbox, startTestApi, waitForMail, type TestApi } from './harness.ts';
import { HOUR, newAccount, signIn, testClock, type Account } from './helpers.ts';

const clock = testClock();
let api: TestApi;

const INSTRUCTIONS = 'Se o e-mail estiver cadastrado, você receberá as instruções para redefinir sua senha.';

beforeAll(async () => {
  api = await startTestApi({ clock, config: { appUrl: 'https://app.exemplo.com.br' } });
});
afterAll(() => api.close());

function forgot(email: unknown) {
  return api.app.inject({ method: 'POST', url: '/users/password', payload: { user: { email } } });
}

function reset(user: Record<string, string>) {
  return api.app.inject({ method: 'PUT', url: '/users/password', payload: { user } });
}

async function requestToken(account: Account, count = 1): Promise<string> {
  expect((await forgot(account.email)).statusCode).toBe(200);
  const mail = await waitForMail(api.mailDir, account.email, { count });
  if (!mail.resetToken) throw new Error('no reset link in the e-mail');
  return mail.resetToken;
}

describe('POST /users/password', () => {
  it('answers the same whether or not the e-mail is registered', async () => {
    const account = await newAccount(api.app);
    const known = await forgot(account.email);
    const unknown = await forgot('ninguem@exemplo.com.br');
    for (const response of [known, unknown]) {
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ success: true, message: INSTRUCTIONS });
    }
    await waitForMail(api.mailDir, account.email);
    const outbox = await readOutbox(api.mailDir);
    expect(outbox.some((mail) => mail.text.includes('ninguem@exemplo.com.br'))).toBe(false);
  });

  it('e-mails a pt-BR message with the reset link, in text and HTML', async () => {
    const account = await newAccount(api.app, { customer_name: 'Joana Prado' });
    await forgot(account.email.toUpperCase());
    const mail = await waitForMail(api.mailDir, account.email);
    expect(mail.file).toMatch(/\.eml$/);
    expect(mail.text).toContain('Subject: =?UTF-8?');
    expect(mail.text).toContain('Content-Type: text/plain; charset=utf-8');
    expect(mail.text).toContain('Content-Type: text/html; charset=utf-8');
    expect(mail.text).toContain('Olá, Joana Prado!');
    expect(mail.text).toContain('Redefinir minha senha');
    expect(mail.text).toContain(`https://app.exemplo.com.br/reset-password?reset_password_token=${mail.resetToken}`);
    const stored = await api.db.selectFrom('password_reset_tokens').select('token_hash').execute();
    expect(stored.some((row) => row.token_hash === mail.resetToken)).toBe(false);
  });

  it('refuses a blank or malformed e-mail with 422', async () => {
    const blank = await forgot('');
    expect(blank.statusCode).toBe(422);
    expect(blank.json()).toMatchObject({
      errors: { email: ['não pode ficar em branco'] },
      full_messages: ['E-mail não pode ficar em branco'],
    });
    const malformed = await forgot('sem-arroba');
    expect(malformed.statusCode).toBe(422);
    expect(malformed.json().errors.email).toEqual(['não é válido']);
  });
});

describe('PUT /users/password', () => {
  it('sets the new password, once, and signs the user out everywhere', async () => {
    const account = await newAccount(api.app);
    const token = await requestToken(account);
    const response = await reset({ password: 'novasenha1', password_confirmation: 'novasenha1', reset_password_token: token });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'Sua senha foi alterada com sucesso.' });

    const old = await api.app.inject({ method: 'GET', url: '/api/v1/auth/validate_token', headers: account.auth });
    expect(old.statusCode).toBe(401);
    expect((await signIn(api.app, account.email, account.password)).statusCode).toBe(401);
    expect((await signIn(api.app, account.email, 'novasenha1')).statusCode).toBe(200);

    const again = await reset({ password: 'outra123', password_confirmation: 'outra123', reset_password_token: token });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors).toEqual({ reset_password_token: ['não é válido'] });

    const activity = await api.db
      .selectFrom('activities')
      .selectAll()
      .where('company_id', '=', account.companyId)
      .where('event', '=', 'update')
      .executeTakeFirstOrThrow();
    expect(activity).toMatchObject({ item_type: 'User', item_id: account.userId, user_id: account.userId });
    expect(activity.changes).toEqual([{ field_name: 'password', from: '[FILTRADO]', to: '[FILTRADO]' }]);
  });

  it('refuses a token older than 6 hours', async () => {
    const account = await newAccount(api.app);
    const token = await requestToken(account);
    clock.advance(6 * HOUR);
    const response = await reset({ password: 'novasenha1', password_confirmation: 'novasenha1', reset_password_token: token });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      errors: { reset_password_token: ['expirou, por favor solicite um novo'] },
      full_messages: ['Token de redefinição de senha expirou, por favor solicite um novo'],
    });
    expect((await signIn(api.app, account.email, account.password)).statusCode).toBe(200);
  });

  it('keeps only the newest link', async () => {
    const account = await newAccount(api.app);
    const first = await requestToken(account, 1);
    const second = await requestToken(account, 2);
    expect(second).not.toBe(first);
    const stale = await reset({ password: 'novasenha1', password_confirmation: 'novasenha1', reset_password_token: first });
    expect(stale.statusCode).toBe(422);
    const fresh = await reset({ password: 'novasenha1', password_confirmation: 'novasenha1', reset_password_token: second });
    expect(fresh.statusCode).toBe(200);
  });

  it('checks the password, its confirmation and the token, and changes nothing on failure', async () => {
    const account = await newAccount(api.app);
    const token = await requestToken(account);

    const short = await reset({ password: '123', password_confirmation: '123', reset_password_token: token });
    expect(short.statusCode).toBe(422);
    expect(short.json().errors).toEqual({ password: ['é muito curta (mínimo: 6 caracteres)'] });

    const noDigit = await reset({ password: 'abcdefgh', password_confirmation: 'abcdefgh', reset_password_token: token });
    expect(noDigit.json().errors).toEqual({ password: ['deve conter pelo menos uma letra e um número'] });

    const long = 'a1'.repeat(65);
    const tooLong = await reset({ password: long, password_confirmation: long, reset_password_token: token });
    expect(tooLong.json().errors).toEqual({ password: ['é muito longa (máximo: 128 caracteres)'] });

    const mismatch = await reset({ password: 'novasenha1', password_confirmation: 'novasenha2', reset_password_token: token });
    expect(mismatch.json().errors).toEqual({ password_confirmation: ['não coincide com a senha'] });
    expect(mismatch.json().full_messages).toEqual(['Confirmação de senha não coincide com a senha']);

    const blank = await reset({ password: '', password_confirmation: '', reset_password_token: '' });
    expect(blank.json().errors).toEqual({
      password: ['não pode ficar em branco'],
      reset_password_token: ['não pode ficar em branco'],
    });

    const unknown = await reset({ password: 'novasenha1', password_confirmation: 'novasenha1', reset_password_token: 'nao-existe' });
    expect(unknown.json().errors).toEqual({ reset_password_token: ['não é válido'] });

    const stillSignedIn = await api.app.inject({ method: 'GET', url: '/api/v1/auth/validate_token', headers: account.auth });
    expect(stillSignedIn.statusCode).toBe(200);
    expect((await signIn(api.app, account.email, account.password)).statusCode).toBe(200);

    const works = await reset({ password: 'novasenha1', password_confirmation: 'novasenha1', reset_password_token: token });
    expect(works.statusCode).toBe(200);
  });
});
