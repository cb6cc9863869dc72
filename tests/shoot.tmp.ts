// Throwaway screenshot driver (not committed).
import { chromium } from '@playwright/test';
import { readFileSync } from 'node:fs';

const base = 'http://127.0.0.1:4530';
const { apiUrl } = JSON.parse(readFileSync('/tmp/practice-e2e-4530.json', 'utf8'));
const step = process.argv[2] ?? 'all';

async function rest(method: string, path: string, auth: Record<string, string>, body?: unknown) {
  const res = await fetch(apiUrl + path, { method, headers: { ...auth, 'content-type': 'application/json' }, body: body ? JSON.stringify(body) : undefined });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path} ${res.status} ${text}`);
  return text ? JSON.parse(text) : null;
}

const signIn = await fetch(apiUrl + '/api/v1/auth/sign_in', {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ user: { email: 'admin@demo.com.br', password: 'demo1234' } }),
});
const me = (await signIn.json()) as { data: { company_id: number } };
const auth: Record<string, string> = {};
for (const k of ['access-token', 'client', 'expiry', 'token-type', 'uid']) auth[k] = signIn.headers.get(k) ?? '';
const companyId = me.data.company_id;

if (step === 'seed') {
  const fields = [
    { question: 'Data de nascimento', answer_type: 'date', mandatory: true, options: [] },
    { question: 'Telefone', answer_type: 'phone', mandatory: false, options: [] },
    { question: 'Como nos conheceu?', answer_type: 'multiple_choice', mandatory: false, options: ['Google', 'Indicação', 'Instagram', 'Outros'] },
    { question: 'CPF', answer_type: 'cpf', mandatory: false, options: [] },
    { question: 'Observações', answer_type: 'text', mandatory: false, options: [] },
  ];
  const ids: number[] = [];
  for (const f of fields) ids.push((await rest('POST', `/api/v1/companies/${companyId}/customer_fields`, auth, { customer_field: f })).customer_field.id);
  const names = ['Ana Lima', 'Bruno Costa', 'Carla Dias', 'Daniel Souza', 'Eduarda Rocha', 'Fábio Nunes', 'Gabriela Pires', 'Heitor Alves'];
  for (const [i, name] of names.entries()) {
    await rest('POST', '/api/v1/customers', auth, {
      customer: { name, fields_values: JSON.stringify({ [ids[0]!]: `19${80 + i}-0${(i % 9) + 1}-1${i}`, [ids[1]!]: `(11) 9876${i}-432${i}`, [ids[2]!]: i % 3 === 0 ? 'Outros {Vizinho}' : 'Google' }) },
    });
  }
  console.log('seeded', ids);
}

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'] });
for (const [label, viewport] of [['desktop', { width: 1366, height: 768 }], ['phone', { width: 390, height: 844 }]] as const) {
  const context = await browser.newContext({ viewport, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
  const page = await context.newPage();
  await page.goto(base + '/login');
  await page.getByLabel('E-mail').fill('admin@demo.com.br');
  await page.getByLabel('Senha', { exact: true }).fill('demo1234');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForURL(/customers/);
  const paths = (process.argv[3] ?? '/customers,/business/form,/customers/add,/customers/details/1,/customers/edit/1').split(',');
  for (const path of paths) {
    await page.goto(base + path);
    await page.waitForTimeout(1500);
    const name = `${label}${path.replace(/\//g, '_')}`;
    await page.screenshot({ path: `/tmp/shots/${name}.png`, fullPage: process.argv[4] === 'full' });
    console.log('shot', name);
  }
  await context.close();
}
await browser.close();
