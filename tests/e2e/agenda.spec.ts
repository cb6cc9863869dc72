import { mkdirSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { signIn } from './journeys.ts';
import { apiSession, companyThroughApi, latestMailTo, uniqueEmail } from './support.ts';

const SHOTS = '/tmp/shots-agenda';
const SHOTS_MORE = process.env.AGENDA_SHOTS ?? '/tmp/shots-agenda2';
const CONTEXT = { locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' } as const;

/** The column of the week's `weekday` (0 Sunday) in the week view. */
const dayColumn = (page: Page, weekday: number) => page.locator('.rbc-time-content .rbc-day-slot').nth(weekday);
/** The half hour at `hour`:00 of a column (the agenda starts at 06:00, two slots an hour). */
const hourSlot = (column: Locator, hour: number) => column.locator('.rbc-timeslot-group').nth(hour - 6);
const eventOf = (scope: Page | Locator, name: string) => scope.locator('.rbc-event').filter({ hasText: name });

async function openAgendaNextWeek(page: Page) {
  await page.goto('/agenda');
  await expect(page.getByRole('heading', { name: 'Agenda', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Próximo' }).click();
}

/** Clicks an empty half hour of the week view, as a person picking a time. */
async function clickSlot(page: Page, weekday: number, hour: number) {
  const slot = hourSlot(dayColumn(page, weekday), hour);
  await slot.scrollIntoViewIfNeeded();
  const box = (await slot.boundingBox())!;
  await page.mouse.click(box.x + box.width / 2, box.y + 5);
}

async function createAppointment(page: Page, weekday: number, hour: number, customer: string, weeks?: number) {
  await clickSlot(page, weekday, hour);
  const dialog = page.getByRole('dialog', { name: 'Novo atendimento' });
  await expect(dialog).toBeVisible();
  await dialog.locator('input').first().click();
  await dialog.locator('input').first().fill(customer.split(' ')[0]!);
  await page.getByRole('option', { name: customer }).click();
  await dialog.getByLabel('Duração (min)').fill('50');
  if (weeks) {
    await dialog.getByLabel('Repetir semanalmente').check();
    await dialog.getByLabel('Quantas semanas').fill(String(weeks));
  }
  await dialog.getByRole('button', { name: 'Agendar' }).click();
  await expect(dialog).toBeHidden();
}

/** Drags an event by its top edge onto `hour` of another day, the way a mouse does. */
async function dragEvent(page: Page, event: Locator, weekday: number, hour: number) {
  await event.scrollIntoViewIfNeeded();
  const from = (await event.boundingBox())!;
  const target = hourSlot(dayColumn(page, weekday), hour);
  const to = (await target.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + 6);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 5, from.y + 12, { steps: 4 });
  await page.mouse.move(to.x + to.width / 2, to.y + 6, { steps: 20 });
  await page.mouse.up();
}

test('the agenda: a weekly series by clicking, a move by dragging seen live, a clash refused, attended and missed, an online booking', async ({ page, browser }) => {
  test.setTimeout(120_000);
  mkdirSync(SHOTS, { recursive: true });
  const account = await companyThroughApi(['Ana Souza', 'Bruno Lima']);
  const api = await apiSession(account);
  const { company } = await api.call<{ company: { hashid: string } }>('GET', `/api/v1/companies/${api.companyId}`);
  const { users } = await api.call<{ users: { id: number }[] }>('GET', `/api/v1/companies/${api.companyId}/users`);
  await api.call('PATCH', `/api/v1/companies/${api.companyId}`, { company: { online_booking_enabled: true, booking_slot_minutes: 50 } });
  await api.call('PUT', `/api/v1/users/${users[0]!.id}/availability`, {
    availability: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, start: '07:00', end: '20:00' })),
  });

  await signIn(page, account.email, account.password);
  await expect(page).not.toHaveURL(/\/login/);
  await expect(page.getByRole('link', { name: 'Agenda' })).toBeVisible();
  await openAgendaNextWeek(page);

  // A weekly series of four Tuesdays at 09:00, picked on the week view.
  await createAppointment(page, 2, 9, 'Ana Souza', 4);
  await expect(eventOf(dayColumn(page, 2), 'Ana Souza')).toBeVisible();
  await page.getByRole('button', { name: 'Próximo' }).click();
  await expect(eventOf(dayColumn(page, 2), 'Ana Souza')).toBeVisible();
  await page.getByRole('button', { name: 'Anterior' }).click();
  await createAppointment(page, 2, 11, 'Bruno Lima');
  await expect(eventOf(dayColumn(page, 2), 'Bruno Lima')).toBeVisible();

  // A colleague's browser has the same week open.
  const otherContext = await browser.newContext({ ...CONTEXT, viewport: { width: 1366, height: 768 } });
  const other = await otherContext.newPage();
  await signIn(other, account.email, account.password);
  await expect(other).not.toHaveURL(/\/login/);
  await openAgendaNextWeek(other);
  await expect(eventOf(dayColumn(other, 2), 'Ana Souza')).toBeVisible();

  // Tuesday's Ana moves to Wednesday 10:00, this date only; the colleague sees it move.
  await dragEvent(page, eventOf(dayColumn(page, 2), 'Ana Souza'), 3, 10);
  await page.getByRole('dialog', { name: 'Atendimento de uma série' }).getByRole('button', { name: 'Só este' }).click();
  await expect(page.getByText('Atendimento remarcado.')).toBeVisible();
  await expect(eventOf(dayColumn(page, 3), 'Ana Souza')).toContainText('10:00');
  await expect(eventOf(dayColumn(other, 3), 'Ana Souza')).toBeVisible();
  await expect(eventOf(dayColumn(other, 2), 'Ana Souza')).toHaveCount(0);

  // Onto Bruno's time: the api's clash message, and Ana back on Wednesday.
  await dragEvent(page, eventOf(dayColumn(page, 3), 'Ana Souza'), 2, 11);
  await page.getByRole('dialog', { name: 'Atendimento de uma série' }).getByRole('button', { name: 'Só este' }).click();
  await expect(page.getByText(/Horário indisponível: .* já tem atendimento das 11:00 às 11:50/)).toBeVisible();
  await expect(eventOf(dayColumn(page, 3), 'Ana Souza')).toBeVisible();
  await expect(eventOf(dayColumn(page, 2), 'Ana Souza')).toHaveCount(0);

  // Attended and missed, one click each.
  await eventOf(dayColumn(page, 3), 'Ana Souza').click();
  const panel = page.getByTestId('appointment-panel');
  await panel.getByRole('button', { name: 'Atendido' }).click();
  await page.getByRole('dialog', { name: 'Atendimento de uma série' }).getByRole('button', { name: 'Só este' }).click();
  await expect(panel.getByTestId('appointment-status')).toHaveText('Atendido');
  await expect(panel.getByRole('link', { name: 'Escrever anotação' })).toBeVisible();
  await page.keyboard.press('Escape');
  await eventOf(dayColumn(page, 2), 'Bruno Lima').click();
  await panel.getByRole('button', { name: 'Faltou' }).click();
  await expect(panel.getByTestId('appointment-status')).toHaveText('Faltou');
  await page.keyboard.press('Escape');
  await expect(eventOf(dayColumn(page, 2), 'Bruno Lima').locator('[data-status]')).toHaveAttribute('data-status', 'MISSED');
  await expect(eventOf(dayColumn(other, 3), 'Ana Souza').locator('[data-status]')).toHaveAttribute('data-status', 'ATTENDED');
  await page.screenshot({ path: `${SHOTS}/agenda-1366.png` });

  // The public page, without signing in: Thursday of next week at 12:00, booked from two tabs.
  const visitor = await browser.newContext({ ...CONTEXT, viewport: { width: 1366, height: 768 } });
  const thursday = await page.evaluate(() => {
    const day = new Date();
    day.setDate(day.getDate() - day.getDay() + 7 + 4);
    return `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
  });
  const pickSlot = async (tab: Page) => {
    await tab.goto(`/booking/${company.hashid}`);
    await expect(tab.getByRole('heading', { name: 'Agendamento online' })).toBeVisible();
    await tab.getByLabel('Data').fill(thursday);
    await tab.getByRole('group', { name: 'Horários livres' }).getByRole('button', { name: '12:00' }).click();
    await tab.getByLabel('Nome').fill('Diego Reis');
    await tab.getByLabel('E-mail').fill(uniqueEmail('diego'));
    await tab.getByLabel('Telefone').fill('11987654321');
  };
  const first = await visitor.newPage();
  const second = await visitor.newPage();
  await pickSlot(first);
  await pickSlot(second);
  await first.screenshot({ path: `${SHOTS}/booking-1366.png`, fullPage: true });
  await first.getByRole('button', { name: 'Agendar' }).click();
  await expect(first.getByText('Agendamento feito')).toBeVisible();
  await second.getByRole('button', { name: 'Agendar' }).click();
  await expect(second.getByRole('alert')).toContainText('Este horário acabou de ser reservado. Escolha outro.');
  await expect(second.getByRole('group', { name: 'Horários livres' }).getByRole('button', { name: '12:00' })).toHaveCount(0);

  // The booking shows on the open agenda, live.
  await expect(eventOf(dayColumn(page, 4), 'Diego Reis')).toBeVisible();

  // A phone: the day view, every action within reach.
  const phoneContext = await browser.newContext({ ...CONTEXT, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const phone = await phoneContext.newPage();
  await signIn(phone, account.email, account.password);
  await expect(phone).not.toHaveURL(/\/login/);
  await phone.goto('/agenda');
  await expect(phone.locator('.rbc-time-view .rbc-day-slot')).toHaveCount(1);
  await phone.screenshot({ path: `${SHOTS}/agenda-390.png`, fullPage: true });
  const booking = await phoneContext.newPage();
  await booking.goto(`/booking/${company.hashid}`);
  await booking.getByLabel('Data').fill(thursday);
  await booking.getByRole('group', { name: 'Horários livres' }).getByRole('button', { name: '15:20' }).click();
  await booking.screenshot({ path: `${SHOTS}/booking-390.png`, fullPage: true });

  await Promise.all([otherContext.close(), visitor.close(), phoneContext.close()]);
});

/** The calendar date (YYYY-MM-DD) in São Paulo `days` from now. */
const practiceDay = (days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(Date.now() + days * 86_400_000));

/**
 * A company taking online bookings, with reminders 48 hours before, where `name` booked online for
 * tomorrow: the company, its professional, and the confirm and cancel links of the reminder sent.
 */
async function bookedWithReminder(name: string) {
  const account = await companyThroughApi(['Ana Souza']);
  const api = await apiSession(account);
  const { company } = await api.call<{ company: { hashid: string } }>('GET', `/api/v1/companies/${api.companyId}`);
  const { users } = await api.call<{ users: { id: number }[] }>('GET', `/api/v1/companies/${api.companyId}/users`);
  await api.call('PATCH', `/api/v1/companies/${api.companyId}`, { company: { online_booking_enabled: true, booking_slot_minutes: 50, reminder_hours_before: 48 } });
  await api.call('PUT', `/api/v1/users/${users[0]!.id}/availability`, {
    availability: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, start: '07:00', end: '20:00' })),
  });
  const email = uniqueEmail(name.split(' ')[0]!.toLowerCase());
  const { slots } = await api.call<{ slots: string[] }>('GET', `/api/v1/public/booking/${company.hashid}/slots?user_id=${users[0]!.id}&date=${practiceDay(1)}`);
  await api.call('POST', `/api/v1/public/booking/${company.hashid}`, {
    booking: { user_id: users[0]!.id, starts_at: slots[0], name, email, phone: '11912345678' },
  });
  await expect.poll(() => latestMailTo(email), { timeout: 20_000 }).toBeTruthy();
  const mail = latestMailTo(email)!.replace(/=\r?\n/g, '').replace(/=3D/gi, '=');
  const confirmPath = mail.match(/\/appointments\/[A-Za-z0-9_-]+\/confirm/)?.[0];
  const cancelPath = mail.match(/\/appointments\/[A-Za-z0-9_-]+\/cancel/)?.[0];
  expect(confirmPath).toBeTruthy();
  expect(cancelPath).toBeTruthy();
  return { account, api, company, users, confirmPath: confirmPath!, cancelPath: cancelPath! };
}

test("a reminder's confirm link, once the appointment is cancelled, says so and offers nothing to confirm", async ({ browser }) => {
  test.setTimeout(90_000);
  const { confirmPath, cancelPath } = await bookedWithReminder('Otávio Lima');

  const visitor = await browser.newContext({ ...CONTEXT, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const patient = await visitor.newPage();
  await patient.goto(cancelPath);
  await patient.getByRole('button', { name: 'Cancelar atendimento' }).click();
  await expect(patient.getByRole('status')).toContainText('Atendimento cancelado.');

  await patient.goto(confirmPath);
  await expect(patient.getByRole('heading', { name: 'Atendimento cancelado' })).toBeVisible();
  await expect(patient.getByRole('status')).toHaveText('Este atendimento foi cancelado.');
  await expect(patient.getByRole('button')).toHaveCount(0);
  await expect(patient.getByText('Confirmar presença')).toHaveCount(0);
  await patient.screenshot({ path: `${SHOTS_MORE}/confirm-cancelled-390.png` });
  await visitor.close();
});

test("a reminder's confirm link turns the appointment 'Confirmado'; the customer's page, the dashboard and the hours", async ({ page, browser }) => {
  test.setTimeout(90_000);
  mkdirSync(SHOTS_MORE, { recursive: true });
  // Booked online for tomorrow, within the 48 hours before: the reminder goes out.
  const { account, api, users, confirmPath } = await bookedWithReminder('Elisa Prado');

  const visitor = await browser.newContext({ ...CONTEXT, viewport: { width: 390, height: 844 } });
  const patient = await visitor.newPage();
  await patient.goto(confirmPath);
  await patient.getByRole('button', { name: 'Confirmar presença' }).click();
  await expect(patient.getByRole('status')).toContainText('Presença confirmada');
  await expect(patient.getByRole('status')).toContainText('Confirmado');
  await visitor.close();

  // The customer's page lists it, confirmed, with a link to the agenda on its day.
  await signIn(page, account.email, account.password);
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto('/customers');
  await page.getByRole('link', { name: 'Elisa Prado' }).first().click();
  const next = page.getByRole('region', { name: 'Próximos' });
  await expect(next.getByRole('listitem')).toHaveCount(1);
  await expect(next.getByRole('listitem')).toContainText('Confirmado');
  const [year, month, day] = practiceDay(1).split('-');
  await expect(next.getByRole('link')).toContainText(`${day}/${month}/${year}`);
  await page.screenshot({ path: `${SHOTS_MORE}/customer-1366.png`, fullPage: true });
  await next.getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/agenda\\?date=${practiceDay(1)}`));
  await expect(page.locator('[data-status="CONFIRMED"]').first()).toBeVisible();

  // The hours: a wrong end is refused in pt-BR, a right one saved.
  await page.getByRole('button', { name: 'Horários de atendimento' }).click();
  const hours = page.getByRole('dialog', { name: 'Horários de atendimento' });
  await expect(hours.getByLabel('Segunda-feira: início 1')).toHaveValue('07:00');
  await hours.getByRole('button', { name: 'Adicionar horário: Segunda-feira' }).click();
  await hours.getByLabel('Segunda-feira: início 2').fill('21:00');
  await hours.getByLabel('Segunda-feira: fim 2').fill('20:30');
  await hours.getByRole('button', { name: 'Salvar horários' }).click();
  await expect(hours.getByText('O fim deve ser depois do início.')).toBeVisible();
  await page.screenshot({ path: `${SHOTS_MORE}/availability-1366.png` });
  await hours.getByLabel('Segunda-feira: fim 2').fill('22:00');
  await hours.getByRole('button', { name: 'Salvar horários' }).click();
  await expect(page.getByText('Horários salvos.')).toBeVisible();
  const saved = await api.call<{ availability: { weekday: number; start: string; end: string }[] }>('GET', `/api/v1/users/${users[0]!.id}/availability`);
  expect(saved.availability.filter((window) => window.weekday === 1).map((window) => `${window.start}-${window.end}`)).toEqual(['07:00-20:00', '21:00-22:00']);

  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Agenda de hoje' })).toBeVisible();
  await expect(page.getByTestId('attendance-rate')).toHaveText(/^(\d{1,3}(,\d)?%|—)$/);
  await page.screenshot({ path: `${SHOTS_MORE}/dashboard-1366.png`, fullPage: true });

  const phoneContext = await browser.newContext({ ...CONTEXT, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const phone = await phoneContext.newPage();
  await signIn(phone, account.email, account.password);
  await expect(phone).not.toHaveURL(/\/login/);
  await phone.goto('/dashboard');
  await expect(phone.getByTestId('attendance-rate')).toBeVisible();
  await phone.screenshot({ path: `${SHOTS_MORE}/dashboard-390.png`, fullPage: true });
  await phone.goto('/customers');
  await phone.getByRole('link', { name: 'Elisa Prado' }).first().click();
  await expect(phone.getByRole('region', { name: 'Próximos' }).getByRole('listitem')).toHaveCount(1);
  await phone.screenshot({ path: `${SHOTS_MORE}/customer-390.png`, fullPage: true });
  await phone.goto('/agenda');
  await phone.getByRole('button', { name: 'Horários de atendimento' }).click();
  await expect(phone.getByRole('dialog', { name: 'Horários de atendimento' }).getByLabel('Segunda-feira: início 2')).toHaveValue('21:00');
  await phone.screenshot({ path: `${SHOTS_MORE}/availability-390.png` });
  await phoneContext.close();
});
