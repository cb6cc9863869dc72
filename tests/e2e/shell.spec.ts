import { expect, test } from '@playwright/test';
import { signInAsDemo } from './journeys.ts';

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the hamburger opens the menu and a choice closes it', async ({ page }) => {
    await signInAsDemo(page);
    const menu = page.getByRole('navigation', { name: 'Menu principal' });
    // Below 1200 px the menu slides in from off-screen.
    await expect(menu).not.toBeInViewport();
    await page.getByRole('button', { name: 'Abrir menu' }).click();
    await expect(menu).toBeInViewport();
    await menu.getByRole('link', { name: 'Tarefas' }).click();
    await expect(page).toHaveURL(/\/tasks$/);
    await expect(menu).not.toBeInViewport();
  });
});

test('the side menu is always there on a wide screen', async ({ page }) => {
  await signInAsDemo(page);
  await expect(page.getByRole('button', { name: 'Abrir menu' })).toBeHidden();
  const menu = page.getByRole('navigation', { name: 'Menu principal' });
  await expect(menu.getByRole('link', { name: 'Pacientes' })).toBeVisible();
  await menu.getByRole('link', { name: 'Prazos das tarefas' }).click();
  await expect(page).toHaveURL(/\/calendar$/);
  await expect(page.getByRole('heading', { name: 'Prazos das tarefas' })).toBeVisible();
  await expect(page).toHaveTitle(/Prazos das tarefas/);
});

test('unknown paths show the not-found page and hash URLs are rewritten', async ({ page }) => {
  await signInAsDemo(page);
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
  await page.getByLabel('E-mail').fill('admin@demo.com.br');
  await page.getByLabel('Senha', { exact: true }).fill('demo1234');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/calendar$/);
});
