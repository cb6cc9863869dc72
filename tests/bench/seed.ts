// What several benchmarks' api processes set up the same way: the demo administrator's session and
// the company's form, made through the api so the form and its order are what the app makes.
import type { TestApi } from '@practice/api/testing';

/** The eight questions of a practice's form, one of each kind the customers list shows and sorts. */
export const EIGHT_QUESTIONS = [
  { question: 'Data de nascimento', answer_type: 'date' },
  { question: 'Telefone', answer_type: 'phone' },
  { question: 'Convênio', answer_type: 'short_text' },
  { question: 'Turno', answer_type: 'selectbox', options: ['Manhã', 'Tarde', 'Noite'] },
  { question: 'Atividades', answer_type: 'multiple_response', options: ['Pilates', 'Musculação', 'Natação', 'Outros'] },
  { question: 'CPF', answer_type: 'cpf' },
  { question: 'Horário preferido', answer_type: 'time' },
  { question: 'Observações', answer_type: 'text' },
];

export interface BenchSession {
  userId: number;
  userName: string;
  companyId: number;
  /** The auth headers to send with each call. */
  auth: Record<string, string>;
}

/** Signs in (the demo administrator by default) and gives the session's headers and ids. */
export async function signIn(api: TestApi, email = 'admin@demo.com.br', password = 'demo1234'): Promise<BenchSession> {
  const response = await api.app.inject({ method: 'POST', url: '/api/v1/auth/sign_in', payload: { user: { email, password } } });
  if (response.statusCode !== 200) throw new Error(`sign-in refused: ${response.statusCode} ${response.body}`);
  const { id, company_id, name } = response.json<{ data: { id: number; company_id: number; name: string } }>().data;
  const auth = Object.fromEntries(['access-token', 'client', 'expiry', 'token-type', 'uid'].map((header) => [header, String(response.headers[header])]));
  return { userId: id, userName: name, companyId: company_id, auth };
}

/** Creates the questions in the session's company, in order, and gives their ids. */
export async function createForm(api: TestApi, { companyId, auth }: BenchSession, questions: readonly object[]): Promise<number[]> {
  const ids: number[] = [];
  for (const question of questions) {
    const response = await api.app.inject({
      method: 'POST',
      url: `/api/v1/companies/${companyId}/customer_fields`,
      headers: auth,
      payload: { customer_field: question },
    });
    if (response.statusCode !== 201) throw new Error(`question not created: ${response.statusCode} ${response.body}`);
    ids.push(response.json<{ customer_field: { id: number } }>().customer_field.id);
  }
  return ids;
}
