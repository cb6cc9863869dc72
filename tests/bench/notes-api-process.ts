// The api for the notes benchmark, in a process of its own: the demo company with one customer seen
// weekly for ten years (BENCH_NOTES notes, 500 by default, written straight into the database) and
// one long note of five A4 pages with two images, written through the api. Prints `READY <url>`.
import { makePng, startTestApi } from '@practice/api/testing';

const NOTES = Number(process.env.BENCH_NOTES ?? 500);

const api = await startTestApi({ seedDemo: true });
const signIn = await api.app.inject({
  method: 'POST',
  url: '/api/v1/auth/sign_in',
  payload: { user: { email: 'admin@demo.com.br', password: 'demo1234' } },
});
const { id: userId, company_id: companyId, name: userName } = signIn.json<{ data: { id: number; company_id: number; name: string } }>().data;
const auth = Object.fromEntries(['access-token', 'client', 'expiry', 'token-type', 'uid'].map((name) => [name, String(signIn.headers[name])]));

async function call<T>(method: 'POST' | 'PATCH', url: string, payload: unknown): Promise<T> {
  const response = await api.app.inject({ method, url, headers: auth, payload: payload as Record<string, unknown> });
  if (response.statusCode >= 300) throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
  return response.json<T>();
}

// The letterhead: the company's image and a header and footer, on every page of every PDF.
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
const started = Date.now() - NOTES * 7 * 24 * 3600 * 1000;
for (let start = 0; start < NOTES; start += 250) {
  const rows = Array.from({ length: Math.min(250, NOTES - start) }, (_, offset) => {
    const index = start + offset;
    const at = new Date(started + index * 7 * 24 * 3600 * 1000);
    return {
      company_id: companyId,
      customer_id: customer.id,
      hashid: `bench-${index}-${Math.random().toString(36).slice(2, 10)}`,
      body: `<h2>Atendimento ${index + 1}</h2>${paragraph(index)}${paragraph(index + 1)}`,
      creator_id: userId,
      creator_name: userName,
      created_at: at,
      updated_at: at,
    };
  });
  await api.db.insertInto('customer_notes').values(rows).execute();
}

// The long note: two images of a typical phone photo's proportions, and text for five A4 pages.
const images: string[] = [];
for (const colours of [
  [[200, 60, 60], [60, 140, 200]],
  [[80, 160, 90], [230, 200, 60]],
] as const) {
  const png = makePng(640, 480, [...colours[0]], [...colours[1]]);
  const { note_image } = await call<{ note_image: { url: string } }>('POST', '/api/v1/note_images', {
    note_image: { attachment: `data:image/png;base64,${png.toString('base64')}` },
  });
  images.push(note_image.url);
}
const body = [
  '<h1>Relatório de evolução</h1>',
  ...Array.from({ length: 22 }, (_, index) => paragraph(index)),
  `<p><img src="${images[0]}" alt="Registro 1"></p>`,
  '<ul><li>Sono: 7 horas</li><li>Ansiedade: leve</li><li>Atividade física: 4 vezes por semana</li></ul>',
  ...Array.from({ length: 22 }, (_, index) => paragraph(index + 22)),
  `<p><img src="${images[1]}" alt="Registro 2"></p>`,
  ...Array.from({ length: 6 }, (_, index) => paragraph(index + 44)),
].join('');
const { customer_note: longNote } = await call<{ customer_note: { id: number } }>('POST', `/api/v1/customers/${customer.id}/customer_notes`, {
  customer_note: { body },
});
await call('PATCH', `/api/v1/customers/${customer.id}/customer_notes/${longNote.id}`, { customer_note: { locked: true } });

console.log(`READY ${api.url}`);
process.on('SIGTERM', () => {
  void api.close().then(() => process.exit(0));
});
