import { expect, test } from '@playwright/test';
import { apiSession, companyThroughApi, uniqueEmail } from './support.ts';

const CONTEXT = { locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' } as const;

/** The calendar date (YYYY-MM-DD) in São Paulo `days` from now. */
const practiceDay = (days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(Date.now() + days * 86_400_000));

test('an online booking whose answer is lost is sent again with its key: the patient sees it booked, and the slot holds one appointment', async ({ browser }) => {
  test.setTimeout(90_000);
  const account = await companyThroughApi(['Ana Souza']);
  const api = await apiSession(account);
  const { company } = await api.call<{ company: { hashid: string } }>('GET', `/api/v1/companies/${api.companyId}`);
  const { users } = await api.call<{ users: { id: number }[] }>('GET', `/api/v1/companies/${api.companyId}/users`);
  await api.call('PATCH', `/api/v1/companies/${api.companyId}`, { company: { online_booking_enabled: true, booking_slot_minutes: 50 } });
  await api.call('PUT', `/api/v1/users/${users[0]!.id}/availability`, {
    availability: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, start: '07:00', end: '20:00' })),
  });
  const day = practiceDay(8);

  const visitor = await browser.newContext({ ...CONTEXT, viewport: { width: 1366, height: 768 } });
  const page = await visitor.newPage();
  // The first booking reaches the server, which books it; its answer never reaches the page.
  const keys: string[] = [];
  await page.route('**/graphql', async (route) => {
    const request = route.request();
    if (request.method() !== 'POST' || !request.postData()?.includes('bookAppointment')) return route.fallback();
    keys.push(request.headers()['idempotency-key'] ?? '');
    if (keys.length > 1) return route.fallback();
    const answered = await route.fetch();
    expect(answered.status()).toBe(200);
    return route.abort('connectionreset');
  });

  await page.goto(`/booking/${company.hashid}`);
  await expect(page.getByRole('heading', { name: 'Agendamento online' })).toBeVisible();
  await page.getByLabel('Data').fill(day);
  await page.getByRole('group', { name: 'Horários livres' }).getByRole('button', { name: '12:00' }).click();
  await page.getByLabel('Nome').fill('Diego Reis');
  await page.getByLabel('E-mail').fill(uniqueEmail('diego'));
  await page.getByLabel('Telefone').fill('11987654321');
  await page.getByRole('button', { name: 'Agendar' }).click();

  await expect(page.getByText('Agendamento feito')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Este horário acabou de ser reservado')).toHaveCount(0);
  expect(keys).toHaveLength(2);
  expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
  expect(keys[1]).toBe(keys[0]);

  const { appointments } = await api.call<{ appointments: unknown[] }>('GET', `/api/v1/appointments?from=${day}&to=${day}`);
  expect(appointments).toHaveLength(1);
  await visitor.close();
});
