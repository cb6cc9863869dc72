import { mkdirSync } from 'node:fs';
import { expect, test, type Locator } from '@playwright/test';
import { apiSession, companyThroughApi, uniqueEmail } from './support.ts';

const SHOTS = process.env.PHONE_SHOTS ?? '/tmp/shots-phone';
const PHONE = { locale: 'pt-BR', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } as const;
const DESKTOP = { locale: 'pt-BR', viewport: { width: 1366, height: 768 } } as const;
const SAO_PAULO = 'America/Sao_Paulo';

/** The calendar date (YYYY-MM-DD) in São Paulo `days` from now. */
const practiceDay = (days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: SAO_PAULO, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(Date.now() + days * 86_400_000));

/** Texts inside `scope` that are cut: an element that hides what overflows it, narrower than its content. */
function cutTexts(scope: Locator): Promise<string[]> {
  return scope.evaluate((root) =>
    [root, ...Array.from(root.querySelectorAll<HTMLElement>('*'))]
      .filter((element) => {
        const style = getComputedStyle(element);
        return style.display !== 'none' && style.overflowX !== 'visible' && element.scrollWidth > element.clientWidth + 1 && (element.textContent ?? '').trim() !== '';
      })
      .map((element) => (element.textContent ?? '').trim()),
  );
}


/** A company with online booking on a `slotMinutes` slot, its owner seeing patients `hours` on `weekdays`. */
async function clinic(customers: string[], slotMinutes: number, hours = { start: '07:00', end: '20:00' }, weekdays = [0, 1, 2, 3, 4, 5, 6]) {
  const account = await companyThroughApi(customers);
  const api = await apiSession(account);
  const { company } = await api.call<{ company: { hashid: string } }>('GET', `/api/v1/companies/${api.companyId}`);
  const { users } = await api.call<{ users: { id: number }[] }>('GET', `/api/v1/companies/${api.companyId}/users`);
  await api.call('PATCH', `/api/v1/companies/${api.companyId}`, { company: { online_booking_enabled: true, booking_slot_minutes: slotMinutes } });
  await api.call('PUT', `/api/v1/users/${users[0]!.id}/availability`, { availability: weekdays.map((weekday) => ({ weekday, ...hours })) });
  return { account, api, hashid: company.hashid, userId: users[0]!.id };
}



test.beforeAll(() => mkdirSync(SHOTS, { recursive: true }));

test('booking from a phone in Manaus: whole times, named as Brasília time, with the local time beside', async ({ browser }) => {
  const { hashid } = await clinic([], 50);
  const day = practiceDay(2);
  const context = await browser.newContext({ ...PHONE, timezoneId: 'America/Manaus' });
  const page = await context.newPage();
  await page.goto(`/booking/${hashid}`);
  await page.getByLabel('Data').fill(day);
  const slots = page.getByRole('group', { name: 'Horários livres' });
  // The clinic opens at 07:00 in São Paulo, which is 06:00 in Manaus.
  const first = slots.getByRole('button').first();
  await expect(first).toHaveAccessibleName('07:00 (06:00 no seu horário)');
  await expect(slots.getByRole('button', { name: '07:50 (06:50 no seu horário)' })).toBeVisible();
  await expect(page.getByText('Horários em horário de Brasília')).toBeVisible();
  expect(await cutTexts(slots)).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/booking-manaus-390.png`, fullPage: true });

  await first.click();
  await page.getByLabel('Nome').fill('Diego Reis');
  await page.getByLabel('E-mail').fill(uniqueEmail('diego'));
  await page.getByLabel('Telefone').fill('11987654321');
  await page.getByRole('button', { name: 'Agendar' }).click();
  const done = page.getByRole('status');
  await expect(done).toContainText('às 07:00 (horário de Brasília; 06:00 no seu horário)');
  await page.screenshot({ path: `${SHOTS}/booked-manaus-390.png`, fullPage: true });

  // In São Paulo, the times alone, still named.
  const local = await browser.newContext({ ...DESKTOP, timezoneId: SAO_PAULO });
  const desk = await local.newPage();
  await desk.goto(`/booking/${hashid}`);
  await desk.getByLabel('Data').fill(day);
  await expect(desk.getByRole('group', { name: 'Horários livres' }).getByRole('button').first()).toHaveAccessibleName('07:50');
  await expect(desk.getByText('Horários em horário de Brasília')).toBeVisible();
  await expect(desk.getByText('no seu horário')).toHaveCount(0);
  await desk.screenshot({ path: `${SHOTS}/booking-1366.png`, fullPage: true });
  const phone = await (await browser.newContext({ ...PHONE, timezoneId: SAO_PAULO })).newPage();
  await phone.goto(`/booking/${hashid}`);
  await phone.getByLabel('Data').fill(day);
  await expect(phone.getByRole('group', { name: 'Horários livres' }).getByRole('button').first()).toBeVisible();
  expect(await cutTexts(phone.getByRole('group', { name: 'Horários livres' }))).toEqual([]);
  await phone.screenshot({ path: `${SHOTS}/booking-390.png`, fullPage: true });
  await Promise.all([context.close(), local.close(), phone.context().close()]);
});
