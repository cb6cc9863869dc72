import { expect, type Page } from '@playwright/test';
import { companyThroughApi, type Account, type CompanyOptions } from './support.ts';

export async function signIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
}

/**
 * Signs in, on the customers list, as the admin of a new clinic of the test's own on plan Team, with
 * the customers named (see `companyThroughApi`).
 */
export async function signInToNewCompany(page: Page, customers: readonly string[] = [], options: Omit<CompanyOptions, 'clinic'> = {}): Promise<Account> {
  const account = await companyThroughApi(customers, 'team', { ...options, clinic: true });
  await signIn(page, account.email, account.password);
  await expect(page).toHaveURL(/\/customers$/);
  return account;
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
