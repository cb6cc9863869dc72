import { expect, type Page } from '@playwright/test';
import { DEMO_USER } from './support.ts';

export async function signIn(page: Page, email = DEMO_USER.email, password = DEMO_USER.password) {
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
}

export async function signInAsDemo(page: Page) {
  await signIn(page);
  await expect(page).toHaveURL(/\/customers$/);
}

export async function fillSignup(
  page: Page,
  person: { name: string; email: string; emailConfirmation?: string; password: string },
) {
  await page.getByLabel('Nome completo').fill(person.name);
  await page.getByLabel('E-mail', { exact: true }).fill(person.email);
  await page.getByLabel('Confirme seu e-mail').fill(person.emailConfirmation ?? person.email);
  await page.getByLabel('Senha', { exact: true }).fill(person.password);
  await page.getByLabel('Confirme sua senha').fill(person.password);
}
