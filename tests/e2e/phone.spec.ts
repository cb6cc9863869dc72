import { mkdirSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { signIn } from './journeys.ts';
import { apiSession, companyThroughApi, uniqueEmail, type Account } from './support.ts';

const SHOTS = process.env.PHONE_SHOTS ?? '/tmp/shots-phone';
const PHONE = { locale: 'pt-BR', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } as const;
const DESKTOP = { locale: 'pt-BR', viewport: { width: 1366, height: 768 } } as const;
const SAO_PAULO = 'America/Sao_Paulo';

/** The calendar date (YYYY-MM-DD) in São Paulo `days` from now. */
const practiceDay = (days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: SAO_PAULO, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(Date.now() + days * 86_400_000));
const brazilian = (date: string) => date.split('-').reverse().join('/');
/** `date` (YYYY-MM-DD) moved by `days`. */
const dayAfter = (date: string, days: number) => new Date(Date.parse(`${date}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

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

/** Whether two boxes on screen overlap. */
const overlap = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

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

async function signedIn(page: Page, account: Account) {
  await signIn(page, account.email, account.password);
  await expect(page).not.toHaveURL(/\/login/);
}

/** The half hour at `hour`:00 of the agenda's `index`th day column (the grid starts at 06:00). */
const hourSlot = (page: Page, hour: number, index = 0) =>
  page.locator('.rbc-time-content .rbc-day-slot').nth(index).locator('.rbc-timeslot-group').nth(hour - 6);

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

test("the agenda on a phone: a tap books for the clinic's slot, a series said in full, the drawer and its toasts within reach", async ({ browser }) => {
  test.setTimeout(120_000);
  const { account } = await clinic(['Ana Souza', 'Bruno Lima'], 40);
  const context = await browser.newContext({ ...PHONE, timezoneId: SAO_PAULO });
  const page = await context.newPage();
  await signedIn(page, account);
  await page.goto(`/agenda?date=${practiceDay(1)}`);
  await expect(page.getByText('Toque num horário livre para agendar')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Novo atendimento' })).toBeVisible();
  // The grid starts within the first half of the screen, scrolled to the working hours or now.
  await expect(page.locator('.rbc-time-view')).toBeVisible();
  expect((await page.locator('.rbc-time-view').boundingBox())!.y).toBeLessThan(844 / 2);
  await expect.poll(() => page.locator('.rbc-time-content').evaluate((element) => element.scrollTop)).toBeGreaterThan(0);
  await page.screenshot({ path: `${SHOTS}/agenda-390.png` });

  // A tap on 10:00 tomorrow opens the form there, for the clinic's 40 minutes; a series of 8.
  const slot = hourSlot(page, 10);
  await slot.scrollIntoViewIfNeeded();
  const box = (await slot.boundingBox())!;
  // The appointments' layer lies over the slots: a finger at that point, as a person taps.
  await page.touchscreen.tap(box.x + box.width / 2, box.y + 6);
  const dialog = page.getByRole('dialog', { name: 'Novo atendimento' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Data')).toHaveValue(practiceDay(1));
  await expect(dialog.getByLabel('Início')).toHaveValue('10:00');
  await expect(dialog.getByLabel('Duração (min)')).toHaveValue('40');
  await dialog.locator('input').first().fill('Ana');
  await page.getByRole('option', { name: 'Ana Souza' }).click();
  await dialog.getByLabel('Repetir semanalmente').check();
  await dialog.getByLabel('Quantas semanas').fill('8');
  await page.screenshot({ path: `${SHOTS}/new-appointment-390.png` });
  await dialog.getByRole('button', { name: 'Agendar' }).click();
  await expect(page.getByText(`8 atendimentos agendados, de ${brazilian(practiceDay(1))} a ${brazilian(dayAfter(practiceDay(1), 49))}.`)).toBeVisible();
  const event = page.locator('.rbc-event').filter({ hasText: 'Ana Souza' });
  await expect(event).toContainText('10:00');

  // The drawer's actions are whole; three changes say so once, over none of them.
  await event.tap();
  const panel = page.getByTestId('appointment-panel');
  await expect(panel).toBeVisible();
  expect(await cutTexts(panel)).toEqual([]);
  for (let time = 0; time < 3; time += 1) {
    await panel.getByRole('button', { name: 'Confirmado' }).tap();
    await page.getByRole('dialog', { name: 'Atendimento de uma série' }).getByRole('button', { name: 'Só este' }).tap();
    await expect(page.getByText('Status atualizado.').first()).toBeVisible();
  }
  await expect(page.getByText('Status atualizado.')).toHaveCount(1);
  for (const toast of await page.locator('.mantine-Notification-root').all()) {
    const box = (await toast.boundingBox())!;
    for (const action of await panel.getByRole('button').or(panel.getByRole('link')).all()) expect(overlap(box, (await action.boundingBox())!)).toBe(false);
  }
  await page.screenshot({ path: `${SHOTS}/drawer-390.png` });
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();

  // The week's headers are whole.
  await page.getByRole('button', { name: 'Semana' }).tap();
  await expect(page.locator('.rbc-time-header .rbc-header')).toHaveCount(7);
  expect(await cutTexts(page.locator('.rbc-time-header'))).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/week-390.png` });

  // The button books too, on the day shown.
  await page.getByRole('button', { name: 'Novo atendimento' }).tap();
  await expect(dialog.getByLabel('Duração (min)')).toHaveValue('40');
  await dialog.getByLabel('Início').fill('15:00');
  await dialog.locator('input').first().fill('Bruno');
  await page.getByRole('option', { name: 'Bruno Lima' }).click();
  await dialog.getByRole('button', { name: 'Agendar' }).click();
  await expect(page.getByText('Atendimento agendado.')).toBeVisible();

  // The customer's page books for them.
  await page.goto('/customers');
  await page.getByRole('link', { name: 'Bruno Lima' }).first().tap();
  await page.getByRole('button', { name: 'Agendar' }).tap();
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('input').first()).toHaveValue('Bruno Lima');
  await dialog.getByLabel('Data').fill(practiceDay(3));
  await dialog.getByLabel('Início').fill('11:00');
  await page.screenshot({ path: `${SHOTS}/customer-new-appointment-390.png` });
  await dialog.getByRole('button', { name: 'Agendar' }).click();
  await expect(page.getByText('Atendimento agendado.').first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Próximos' }).getByRole('listitem')).toHaveCount(2);
  await context.close();
});

test('the agenda at 1366: working hours and weekends shaded, times in the month, whole names', async ({ browser }) => {
  test.setTimeout(90_000);
  const longName = 'Maria Aparecida Fernandes de Albuquerque';
  const { account } = await clinic([longName], 50, { start: '08:00', end: '18:00' }, [1, 2, 3, 4, 5]);
  const context = await browser.newContext({ ...DESKTOP, timezoneId: SAO_PAULO });
  const page = await context.newPage();
  await signedIn(page, account);
  await page.goto('/agenda');
  await expect(page.getByText('Clique num horário livre para agendar; arraste um atendimento para remarcar.')).toBeVisible();
  await page.getByRole('button', { name: 'Próximo' }).click();
  // Monday 09:00, a click on the week.
  const monday = hourSlot(page, 9, 1);
  await monday.scrollIntoViewIfNeeded();
  const box = (await monday.boundingBox())!;
  await page.mouse.click(box.x + box.width / 2, box.y + 5);
  const dialog = page.getByRole('dialog', { name: 'Novo atendimento' });
  await expect(dialog.getByLabel('Duração (min)')).toHaveValue('50');
  await dialog.locator('input').first().fill('Maria');
  await page.getByRole('option', { name: longName }).click();
  await dialog.getByRole('button', { name: 'Agendar' }).click();
  await expect(page.getByText('Atendimento agendado.')).toBeVisible();
  const event = page.locator('.rbc-event').filter({ hasText: 'Maria' });
  await expect(event).toContainText(longName);
  expect(await cutTexts(event)).toEqual([]);

  const background = (locator: Locator) => locator.evaluate((element) => getComputedStyle(element).backgroundColor);
  const open = await background(page.locator('.rbc-time-content .rbc-day-slot').nth(1).locator('.rbc-time-slot').nth(2 * (10 - 6)));
  expect(await background(page.locator('.rbc-time-content .rbc-day-slot').nth(1).locator('.rbc-time-slot').nth(2 * (7 - 6)))).not.toBe(open);
  expect(await background(page.locator('.rbc-time-content .rbc-day-slot').nth(0).locator('.rbc-time-slot').nth(2 * (10 - 6)))).not.toBe(open);
  await page.screenshot({ path: `${SHOTS}/week-1366.png` });

  await page.getByRole('button', { name: 'Mês' }).click();
  await expect(page.locator('.rbc-month-view .rbc-event').filter({ hasText: 'Maria' })).toContainText('09:00');
  await page.screenshot({ path: `${SHOTS}/month-1366.png` });
  await context.close();
});

test("the new user's password lines up with its confirmation, the rule under it", async ({ browser }) => {
  const account = await companyThroughApi([]);
  const context = await browser.newContext({ ...DESKTOP, timezoneId: SAO_PAULO });
  const page = await context.newPage();
  await signedIn(page, account);
  await page.goto('/business/users/add');
  // A password box has no role: the first is 'Senha', the second 'Confirmação de senha'.
  const password = page.locator('input[type="password"]').nth(0);
  const confirmation = page.locator('input[type="password"]').nth(1);
  await expect(password).toBeVisible();
  expect((await password.boundingBox())!.y).toBe((await confirmation.boundingBox())!.y);
  await page.screenshot({ path: `${SHOTS}/user-form-1366.png` });
  await context.close();
});

test("the customers list on a phone shows the registration date whole and puts no delete button under the thumb", async ({ browser }) => {
  mkdirSync(SHOTS, { recursive: true });
  const account = await companyThroughApi(['Maria Aparecida dos Santos Oliveira', 'José Ávila']);
  const [year, month, day] = practiceDay(0).split('-');
  const today = `${day}/${month}/${year}`;

  const phoneContext = await browser.newContext({ ...PHONE, timezoneId: SAO_PAULO });
  const phone = await phoneContext.newPage();
  await signIn(phone, account.email, account.password);
  await expect(phone).not.toHaveURL(/\/login/);
  await phone.goto('/customers');
  const table = phone.getByRole('table');
  const header = table.getByRole('columnheader', { name: 'Cadastrado em' });
  await expect(header).toBeVisible();
  const inView = async (locator: Locator) => {
    const box = (await locator.boundingBox())!;
    return box.x >= 0 && box.x + box.width <= 390;
  };
  expect(await inView(header)).toBe(true);
  const row = table.getByRole('row').filter({ hasText: 'José Ávila' });
  const date = row.getByText(today, { exact: true });
  expect(await inView(date)).toBe(true);
  expect((await date.boundingBox())!.height).toBeLessThan(30);
  await expect(phone.getByRole('button', { name: /^Excluir / })).toHaveCount(0);
  await phone.screenshot({ path: `${SHOTS}/customers-390.png` });
  await phoneContext.close();

  const desktopContext = await browser.newContext({ ...DESKTOP, timezoneId: SAO_PAULO });
  const desktop = await desktopContext.newPage();
  await signIn(desktop, account.email, account.password);
  await expect(desktop).not.toHaveURL(/\/login/);
  await desktop.goto('/customers');
  await expect(desktop.getByRole('button', { name: 'Excluir José Ávila' })).toBeVisible();
  await desktop.screenshot({ path: `${SHOTS}/customers-1366.png` });
  await desktopContext.close();
});
