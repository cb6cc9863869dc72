// What the notes and records benches start from: the demo company on its letterhead (header, footer and
// image on every page of every PDF) and one customer seen weekly for years, `notes` notes written
// straight into the database, one a week up to now; `lockEveryOther` locks every other one.
import { randomBytes } from 'node:crypto';
import { makePng, type TestApi } from '@practice/api/testing';

export interface WeeklyPatient {
  auth: Record<string, string>;
  companyId: number;
  customerId: number;
  /** A signed-in call through the api's own routes (inject), failing on anything but success. */
  call<T>(method: 'GET' | 'POST' | 'PATCH', url: string, payload?: unknown): Promise<T>;
  /** The text of one session's note, as the weekly notes hold it. */
  paragraph(index: number): string;
}

export async function seedWeeklyPatient(api: TestApi, options: { notes: number; lockEveryOther?: boolean }): Promise<WeeklyPatient> {
  const signIn = await api.app.inject({ method: 'POST', url: '/api/v1/auth/sign_in', payload: { user: { email: 'admin@demo.com.br', password: 'demo1234' } } });
  const { id: userId, company_id: companyId, name: userName } = signIn.json<{ data: { id: number; company_id: number; name: string } }>().data;
  const auth = Object.fromEntries(['access-token', 'client', 'expiry', 'token-type', 'uid'].map((name) => [name, String(signIn.headers[name])]));
  const call = async <T>(method: 'GET' | 'POST' | 'PATCH', url: string, payload?: unknown): Promise<T> => {
    const response = await api.app.inject({ method, url, headers: auth, ...(payload ? { payload: payload as Record<string, unknown> } : {}) });
    if (response.statusCode >= 300) throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
    return response.json<T>();
  };

  const logo = makePng(240, 120, [20, 90, 160], [240, 200, 40]);
  await call('PATCH', `/api/v1/companies/${companyId}`, {
    company: {
      print_header: '<p><strong>Clínica Demonstração</strong> — Dra. Luíza Araújo, CRP 06/12345</p>',
      print_footer: '<p>Rua das Acácias, 100 — São Paulo · (11) 3456-7890</p>',
      attachment_attributes: { attachment: `data:image/png;base64,${logo.toString('base64')}` },
    },
  });
  const { customer } = await call<{ customer: { id: number } }>('POST', '/api/v1/customers', { customer: { name: 'Paciente Semanal da Silva' } });

  const paragraph = (index: number) =>
    `<p>Sessão ${index}: paciente relata <strong>melhora</strong> do sono e da ansiedade; mantém os exercícios de respiração e a caminhada diária. Conduta: seguir o plano, reavaliar em duas semanas.</p>`;
  const week = 7 * 24 * 3600 * 1000;
  const started = Date.now() - options.notes * week;
  for (let start = 0; start < options.notes; start += 250) {
    const rows = Array.from({ length: Math.min(250, options.notes - start) }, (_, offset) => {
      const index = start + offset;
      const at = new Date(started + index * week);
      const locked = options.lockEveryOther === true && index % 2 === 0;
      return {
        company_id: companyId,
        customer_id: customer.id,
        hashid: `bench-${index}-${randomBytes(6).toString('hex')}`,
        body: `<h2>Atendimento ${index + 1}</h2>${paragraph(index)}${paragraph(index + 1)}`,
        creator_id: userId,
        creator_name: userName,
        locked,
        locked_at: locked ? at : null,
        locked_by_id: locked ? userId : null,
        locked_by_name: locked ? userName : null,
        created_at: at,
        updated_at: at,
      };
    });
    await api.db.insertInto('customer_notes').values(rows).execute();
  }
  return { auth, companyId, customerId: customer.id, call, paragraph };
}
