import { expect, test } from '@playwright/test';
import { signIn, signInToNewCompany } from './journeys.ts';
import { apiSession, companyThroughApi } from './support.ts';

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the hamburger opens the menu and a choice closes it', async ({ page }) => {
    await signInToNewCompany(page);
    const menu = page.getByRole('navigation', { name: 'Menu principal' });
    // Below 1200 px the menu slides in from off-screen.
    await expect(menu).not.toBeInViewport();
    await page.getByRole('button', { name: 'Abrir menu' }).click();
    await expect(menu).toBeInViewport();
    await menu.getByRole('link', { name: 'Tarefas', exact: true }).click();
    await expect(page).toHaveURL(/\/tasks$/);
    await expect(menu).not.toBeInViewport();
  });
});

test('the side menu is always there on a wide screen', async ({ page }) => {
  await signInToNewCompany(page);
  await expect(page.getByRole('button', { name: 'Abrir menu' })).toBeHidden();
  const menu = page.getByRole('navigation', { name: 'Menu principal' });
  await expect(menu.getByRole('link', { name: 'Pacientes' })).toBeVisible();
  await menu.getByRole('link', { name: 'Prazos das tarefas' }).click();
  await expect(page).toHaveURL(/\/calendar$/);
  await expect(page.getByRole('heading', { name: 'Prazos das tarefas' })).toBeVisible();
  await expect(page).toHaveTitle(/Prazos das tarefas/);
});

test('unknown paths show the not-found page and hash URLs are rewritten', async ({ page }) => {
  await signInToNewCompany(page);
  await page.goto('/caminho-que-nao-existe');
  await expect(page.getByText('Página não encontrada')).toBeVisible();
  await page.goto('/#/tasks');
  await expect(page).toHaveURL(/\/tasks$/);
  await page.goto('/access-denied');
  await expect(page.getByText('Acesso negado')).toBeVisible();
});

test('a protected page without a session goes to login and back after signing in', async ({ page }) => {
  await page.goto('/calendar');
  await expect(page).toHaveURL(/\/login/);
  const account = await companyThroughApi([]);
  await page.getByLabel('E-mail').fill(account.email);
  await page.getByLabel('Senha', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/calendar$/);
});

/** The calendar date (YYYY-MM-DD) in São Paulo `days` from now. */
const practiceDay = (days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(Date.now() + days * 86_400_000));

for (const [width, height, touch] of [
  [1366, 768, false],
  [390, 844, true],
] as const) {
  test(`Ctrl+K finds the menu's pages and the appointments, at ${width}px`, async ({ browser }) => {
    const account = await companyThroughApi(['Teodoro Nunes']);
    const api = await apiSession(account);
    const { users } = await api.call<{ users: { id: number; name: string }[] }>('GET', `/api/v1/companies/${api.companyId}/users`);
    const { customers } = await api.call<{ customers: { id: number }[] }>('GET', '/api/v1/customers?search=teodoro');
    const day = practiceDay(3);
    await api.call('POST', '/api/v1/appointments', { appointment: { customer_id: customers[0]!.id, user_id: users[0]!.id, starts_at: `${day}T14:00`, ends_at: `${day}T14:50` } });

    const context = await browser.newContext({ locale: 'pt-BR', timezoneId: 'America/Sao_Paulo', viewport: { width, height }, isMobile: touch, hasTouch: touch });
    const page = await context.newPage();
    await signIn(page, account.email, account.password);
    await expect(page).not.toHaveURL(/\/login/);
    await page.goto('/dashboard');
    const openSearch = async () => {
      if (touch) await page.getByRole('button', { name: 'Buscar', exact: true }).tap();
      else {
        // The shortcut listens once the signed-in layout is drawn, with its search button.
        await expect(page.getByRole('button', { name: /^Buscar/ })).toBeVisible();
        await page.keyboard.press('Control+K');
      }
      return page.getByRole('combobox', { name: 'Buscar' });
    };

    let input = await openSearch();
    await input.fill('prazos');
    const results = page.getByRole('listbox', { name: 'Resultados da busca' });
    await expect(results.getByRole('option', { name: 'Prazos das tarefas' })).toBeVisible();
    await input.press('Enter');
    await expect(page).toHaveURL(/\/calendar$/);
    await expect(page.getByRole('heading', { name: 'Prazos das tarefas' })).toBeVisible();

    input = await openSearch();
    await input.fill('teodoro');
    const [year, month, date] = day.split('-');
    const appointment = results.getByRole('option', { name: new RegExp(`${date}/${month}/${year} às 14:00 · ${users[0]!.name}`) });
    await expect(appointment).toBeVisible();
    await expect(results.getByText('Atendimentos (1)')).toBeVisible();
    await appointment.click();
    await expect(page).toHaveURL(new RegExp(`/agenda\\?date=${day}`));
    await context.close();
  });
}
