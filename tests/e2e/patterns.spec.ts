import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { signIn } from './journeys.ts';
import { companyThroughApi, type Account } from './support.ts';

const EMOJI_NAME = '🌻 Girassol Souza';
/** 44 customers and the emoji one: two pages of 40. */
const NAMES = [...Array.from({ length: 44 }, (_, index) => `Cliente ${String(index + 1).padStart(2, '0')}`), EMOJI_NAME];

const SCREENS = fileURLToPath(new URL('../test-results/screens/', import.meta.url));

let account: Account;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  account = await companyThroughApi(NAMES);
});

async function signInToCustomers(page: Page) {
  await signIn(page, account.email, account.password);
  await expect(page).toHaveURL(/\/customers$/);
}

function rowOf(page: Page, name: string) {
  return page.getByRole('table').getByRole('row').filter({ hasText: name });
}

test('a customer opened in a new tab by its link needs no new sign-in; signing out in one tab signs out the other', async ({ page, context }) => {
  await signInToCustomers(page);
  const link = rowOf(page, EMOJI_NAME).getByRole('link', { name: new RegExp(EMOJI_NAME) });
  await expect(link).toHaveAttribute('href', /\/customers\/details\/\d+$/);

  const [tab] = await Promise.all([context.waitForEvent('page'), link.click({ modifiers: ['Control'] })]);
  await expect(tab).toHaveURL(/\/customers\/details\/\d+$/);
  await expect(tab.getByRole('heading', { name: EMOJI_NAME })).toBeVisible();
  await expect(page).toHaveURL(/\/customers$/);

  // A middle click opens one as well, and a tab opened by hand on an address is signed in too.
  const [middle] = await Promise.all([context.waitForEvent('page'), rowOf(page, 'Cliente 44').getByRole('link').click({ button: 'middle' })]);
  await expect(middle.getByRole('heading', { name: 'Cliente 44' })).toBeVisible();
  await middle.close();

  await page.getByRole('button', { name: /Menu do usuário/ }).click();
  await page.getByRole('menuitem', { name: /Sair/ }).click();
  await expect(page).toHaveURL(/\/login/);
  await expect(tab).toHaveURL(/\/login/);
});

test('page 2 of customers survives reload and Back', async ({ page }) => {
  await signInToCustomers(page);
  await expect(page.getByText('1–40 de 45')).toBeVisible();
  await page.getByRole('button', { name: 'Página 2' }).click();
  await expect(page).toHaveURL(/\/customers\?page=2$/);
  await expect(page.getByText('41–45 de 45')).toBeVisible();

  await page.reload();
  await expect(page.getByText('41–45 de 45')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Página 2' })).toHaveAttribute('data-active', 'true');

  const first = page.getByRole('table').getByRole('link').first();
  const name = (await first.innerText()).trim().split('\n').at(-1) ?? '';
  await first.click();
  await expect(page).toHaveURL(/\/customers\/details\/\d+$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/customers\?page=2$/);
  await expect(page.getByText('41–45 de 45')).toBeVisible();
  await expect(page.getByRole('table').getByText(name, { exact: true })).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL(/\/customers$/);
  await expect(page.getByText('1–40 de 45')).toBeVisible();
});

test('an emoji-named customer shows the whole emoji as initials, in the list and on its page', async ({ page }) => {
  await signInToCustomers(page);
  const row = rowOf(page, EMOJI_NAME);
  await expect(row.locator('.mantine-Avatar-placeholder')).toHaveText('🌻S');
  await row.getByRole('link').click();
  await expect(page.getByRole('heading', { name: EMOJI_NAME })).toBeVisible();
  await expect(page.locator('main .mantine-Avatar-placeholder').first()).toHaveText('🌻S');
});

test('a company named with a free-text feminine word reads correctly on the business page and in its toast', async ({ page }) => {
  const own = await companyThroughApi([]);
  await signIn(page, own.email, own.password);
  await expect(page).toHaveURL(/\/customers$/);
  await page.goto('/business/main');
  // The default words: 'a empresa', 'o cliente'.
  await expect(page.getByText('Configurações da empresa')).toBeVisible();

  await page.getByRole('combobox', { name: 'Seu negócio' }).fill('Casa de Repouso');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expect(page.getByText('Escolha como o termo se lê numa frase')).toBeVisible();
  await page.getByRole('radio', { name: 'a casa de repouso' }).check();
  await page.getByRole('combobox', { name: 'Quem você atende' }).fill('Hóspede');
  await page.keyboard.press('Escape');
  await page.getByRole('radio', { name: 'a hóspede' }).check();
  await page.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expect(page.getByText('Casa de Repouso alterada com sucesso')).toBeVisible();
  await expect(page.getByText('Configurações da casa de repouso')).toBeVisible();

  await page.reload();
  await expect(page.getByText('Configurações da casa de repouso')).toBeVisible();
  await expect(page.getByRole('radio', { name: 'a casa de repouso' })).toBeChecked();

  // A suggested word knows its own gender.
  await page.getByRole('combobox', { name: 'Seu negócio' }).fill('Consultório');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('radio', { name: 'o consultório' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expect(page.getByText('Consultório alterado com sucesso')).toBeVisible();
  await expect(page.getByText('Configurações do consultório')).toBeVisible();
});

test('at 390 px a customer row’s actions and every business tab are reachable', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInToCustomers(page);
  // On a phone no row carries a delete button under the thumb: the customer's own page has it.
  await expect(page.getByRole('button', { name: `Excluir ${EMOJI_NAME}` })).toHaveCount(0);
  await rowOf(page, EMOJI_NAME).getByRole('link', { name: new RegExp(EMOJI_NAME) }).click();
  const remove = page.getByRole('button', { name: 'Excluir', exact: true });
  await remove.scrollIntoViewIfNeeded();
  await expect(remove).toBeInViewport();
  await remove.click();
  await expect(page.getByRole('dialog')).toContainText(EMOJI_NAME);
  await page.getByRole('button', { name: 'Cancelar' }).click();

  for (const [label, path] of [
    ['Assinatura', '/business/subscription'],
    ['Geral', '/business/main'],
    ['Usuários', '/business/users'],
    ['Formulário', '/business/form'],
  ] as const) {
    await page.goto(path);
    const tab = page.getByRole('tab', { name: label });
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    await expect(tab).toBeInViewport({ ratio: 0.95 });
  }
  const strip = page.getByRole('tablist');
  for (const label of ['Geral', 'Usuários', 'Formulário', 'Assinatura']) {
    const tab = strip.getByRole('tab', { name: label });
    await tab.scrollIntoViewIfNeeded();
    await tab.click();
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    await expect(tab).toBeInViewport({ ratio: 0.95 });
  }

  // The users table's actions too.
  await page.goto('/business/users');
  await expect(page.getByRole('table')).toBeVisible();
});

test('screens at 1366x768 and 390x844', async ({ page }) => {
  test.setTimeout(120_000);
  mkdirSync(SCREENS, { recursive: true });
  await signInToCustomers(page);
  const shots: [string, string][] = [
    ['customers', '/customers'],
    ['customers-page2', '/customers?page=2'],
    ['users', '/business/users'],
    ['business-main', '/business/main'],
    ['business-form', '/business/form'],
    ['business-subscription', '/business/subscription'],
  ];
  for (const [width, height] of [
    [1366, 768],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    for (const [name, path] of shots) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await page.screenshot({ path: `${SCREENS}${name}-${width}.png` });
    }
  }
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  for (const [width, height] of [
    [1366, 768],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.goto('/signup?plan=lean');
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: `${SCREENS}signup-${width}.png`, fullPage: true });
    // The plan switcher's 'Recomendado' badge reads whole, inside its plan's button.
    const badge = page.getByRole('navigation', { name: 'Trocar de plano' }).getByText('Recomendado');
    const fits = await badge.evaluate((label) => {
      const root = label.closest('.mantine-Badge-root') ?? label;
      const option = root.closest('a') ?? root;
      const [box, area] = [root.getBoundingClientRect(), option.getBoundingClientRect()];
      return label.scrollWidth <= Math.ceil(label.getBoundingClientRect().width) && box.left >= area.left && box.right <= area.right;
    });
    expect(fits).toBe(true);
  }
});
