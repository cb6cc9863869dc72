import { expect, test, type Page } from '@playwright/test';
import { fillSignup, signIn, signInToNewCompany } from './journeys.ts';
import { uniqueEmail } from './support.ts';

const menu = (page: Page) => page.getByRole('navigation', { name: 'Menu principal' });

async function addUser(page: Page, person: { name: string; email: string; password: string }) {
  await page.goto('/business/users/add');
  await page.getByLabel('E-mail').fill(person.email);
  await page.getByLabel('Nome').fill(person.name);
  await page.getByLabel(/^Senha/).fill(person.password);
  await page.getByLabel('Confirmação de senha').fill(person.password);
  await page.getByRole('button', { name: 'Salvar', exact: true }).click();
}

test('an administrator renames the terms, adds a limited user who may only edit their own profile', async ({ page }) => {
  await signInToNewCompany(page);
  await page.goto('/business');
  await expect(page).toHaveURL(/\/business\/main$/);
  const companyTerm = page.getByRole('combobox', { name: 'Seu negócio' });
  const customerTerm = page.getByRole('combobox', { name: 'Quem você atende' });
  await companyTerm.fill('Instituto');
  await customerTerm.fill('Aluno');
  await customerTerm.press('Escape');
  await page.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expect(page.getByText('Instituto alterado com sucesso')).toBeVisible();
  await expect(page.getByText('Configurações do instituto')).toBeVisible();
  await expect(menu(page).getByRole('link', { name: 'Alunos' })).toBeVisible();

  await companyTerm.fill('Clínica');
  await customerTerm.fill('Paciente');
  await customerTerm.press('Escape');
  await page.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expect(page.getByText('Clínica alterada com sucesso')).toBeVisible();
  // The menu, the page title and the header change without a reload.
  await expect(menu(page).getByRole('link', { name: 'Clínica' })).toBeVisible();
  await expect(menu(page).getByRole('link', { name: 'Pacientes' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Clínica' })).toBeVisible();
  await expect(page).toHaveTitle(/^Clínica/);

  const limited = { name: 'Lia Limitada', email: uniqueEmail('lia'), password: 'lia12345' };
  await addUser(page, limited);
  await expect(page).toHaveURL(/\/business\/users$/);
  await expect(page.getByRole('cell', { name: limited.email })).toBeVisible();

  await page.goto('/logout');
  await expect(page).toHaveURL(/\/login/);
  await signIn(page, limited.email, limited.password);
  await expect(page).toHaveURL(/\/customers$/);
  await expect(menu(page).getByRole('link', { name: 'Clínica' })).toHaveCount(0);
  await page.goto('/business/users');
  await expect(page.getByText('Acesso negado')).toBeVisible();

  await page.goto('/personal-profile/personal-data');
  await page.getByLabel('Nome').fill('Lia Souza');
  await page.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expect(page.getByText('Perfil alterado com sucesso')).toBeVisible();
  await expect(page.getByRole('button', { name: /Menu do usuário Lia Souza/ })).toBeVisible();
});

test('the free plan refuses a second user, saying the limit was reached', async ({ page }) => {
  await page.goto('/signup?plan=free');
  await fillSignup(page, { name: 'Rita Gomes', email: uniqueEmail('rita'), password: 'Senha123' });
  await page.getByRole('button', { name: 'Criar Conta Grátis - Sem Cartão' }).click();
  await expect(page).toHaveURL(/\/onboarding\/personal-profile$/);
  await page.getByRole('button', { name: 'Pular' }).click();
  await page.getByRole('button', { name: /Começar a usar/ }).click();
  await expect(page).toHaveURL(/\/customers$/);

  await addUser(page, { name: 'Segundo Usuário', email: uniqueEmail('segundo'), password: 'abc12345' });
  await expect(page.getByText(/limite/i).first()).toBeVisible();
  await expect(page).toHaveURL(/\/business\/users\/add$/);
});

test("the users table keeps its column choice across a reload", async ({ page }) => {
  await signInToNewCompany(page);
  await page.goto('/business/users');
  const table = page.getByRole('table', { name: 'Usuários' });
  await expect(table.getByRole('columnheader', { name: 'E-mail' })).toBeVisible();
  await expect(table.getByRole('columnheader', { name: 'Criado em' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Escolher colunas' }).click();
  await page.getByRole('group', { name: 'Colunas visíveis' }).getByLabel('Criado em').check();
  await page.getByRole('group', { name: 'Colunas visíveis' }).getByLabel('E-mail').uncheck();
  await page.reload();
  await expect(table.getByRole('columnheader', { name: 'Criado em' })).toBeVisible();
  await expect(table.getByRole('columnheader', { name: 'E-mail' })).toHaveCount(0);
});
