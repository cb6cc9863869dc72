import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { STACK_INFO_FILE, type StackInfo } from './stack-info.ts';

let counter = 0;
/** An e-mail no other test has used. */
export function uniqueEmail(prefix = 'pessoa') {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}${counter}@exemplo.com.br`;
}

/** Ends the trial of the company of the user with `email` now, as if its ten days had passed. */
export async function endTrial(email: string): Promise<void> {
  const response = await fetch(`${stackInfo().controlUrl}/end-trial?email=${encodeURIComponent(email)}`, { method: 'POST' });
  if (response.status !== 204) throw new Error(`no trial to end for ${email}: ${response.status}`);
}

function stackInfo(): StackInfo {
  return JSON.parse(readFileSync(STACK_INFO_FILE, 'utf8')) as StackInfo;
}

/** The newest message in the stack's mail outbox sent to `to`, as raw RFC 822 text. */
export function latestMailTo(to: string): string | undefined {
  const { mailDir } = stackInfo();
  let files: string[];
  try {
    files = readdirSync(mailDir).filter((name) => name.endsWith('.eml'));
  } catch {
    return undefined;
  }
  const messages = files
    .map((name) => ({ path: join(mailDir, name), at: statSync(join(mailDir, name)).mtimeMs }))
    .sort((a, b) => b.at - a.at)
    .map(({ path }) => readFileSync(path, 'utf8'));
  return messages.find((text) => new RegExp(`^To:.*${to.replace(/[.+]/g, '\\$&')}`, 'mi').test(text));
}

/** The reset link inside a mail, undoing quoted-printable soft breaks and escapes. */
export function resetLinkIn(mail: string): string | undefined {
  const decoded = mail.replace(/=\r?\n/g, '').replace(/=3D/gi, '=').replace(/&amp;/g, '&');
  return decoded.match(/https?:\/\/[^\s"'<>]*\/reset-password\?reset_password_token=[A-Za-z0-9_-]+/)?.[0];
}

export interface Account {
  email: string;
  password: string;
}

/** How a test's company differs from the usual one. */
export interface CompanyOptions {
  /** No question on its form (one, 'Telefone', otherwise). */
  emptyForm?: boolean;
  /** Called 'Clínica' with 'Pacientes' rather than a new company's 'Empresa' and 'Clientes'. */
  clinic?: boolean;
}

/**
 * A company of the test's own, made through the api with its onboarding done, one question and the
 * customers named, registered in that order; `plan` is the signup's plan (free unless said). Each
 * test makes its own, so no test reads another's data and the tests may run in any order.
 */
export async function companyThroughApi(
  customers: readonly string[],
  plan: 'free' | 'lean' | 'team' = 'free',
  { emptyForm = false, clinic = false }: CompanyOptions = {},
): Promise<Account> {
  const { apiUrl } = stackInfo();
  const account = { email: uniqueEmail('empresa'), password: 'segredo123' };
  const signup = await fetch(`${apiUrl}/api/v1/auth/create_account`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      checkout_process: {
        plan_identifier: plan,
        customer_name: 'Carla Mendes',
        customer_email: account.email,
        customer_email_confirmation: account.email,
        customer_password: account.password,
        customer_password_confirmation: account.password,
      },
    }),
  });
  if (signup.status !== 201) throw new Error(`signup: ${signup.status} ${await signup.text()}`);
  const { data } = (await signup.json()) as { data: { company_id: number } };
  const auth: Record<string, string> = { 'content-type': 'application/json' };
  for (const name of ['access-token', 'client', 'expiry', 'token-type', 'uid']) auth[name] = signup.headers.get(name) ?? '';

  const send = async (method: string, path: string, body: unknown) => {
    const response = await fetch(`${apiUrl}${path}`, { method, headers: auth, body: JSON.stringify(body) });
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  };
  const terms = clinic ? { company_treatment: 'Clínica', customer_treatment: 'Paciente' } : {};
  await send('PATCH', `/api/v1/companies/${data.company_id}`, { company: { onboarding_completed_at: new Date().toISOString(), ...terms } });
  if (!emptyForm) {
    await send('POST', `/api/v1/companies/${data.company_id}/customer_fields`, {
      customer_field: { question: 'Telefone', answer_type: 'phone', mandatory: false },
    });
  }
  for (const name of customers) await send('POST', '/api/v1/customers', { customer: { name } });
  return account;
}

/** The api's own session of the account, to set the scene through the REST calls a client would make. */
export async function apiSession(account: Account) {
  const { apiUrl } = stackInfo();
  const response = await fetch(`${apiUrl}/api/v1/auth/sign_in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ user: { email: account.email, password: account.password } }),
  });
  const { data } = (await response.json()) as { data: { company_id: number } };
  const header = (name: string) => response.headers.get(name) ?? '';
  const headers = { 'access-token': header('access-token'), client: header('client'), uid: header('uid') };
  const call = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const answer = await fetch(`${apiUrl}${path}`, {
      method,
      headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!answer.ok) throw new Error(`${method} ${path}: ${answer.status} ${await answer.text()}`);
    const text = await answer.text();
    return (text ? JSON.parse(text) : undefined) as T;
  };
  return { companyId: data.company_id, call };
}
