import { expect, test } from '@playwright/test';
import { fillSignup, signIn, signInToNewCompany } from './journeys.ts';
import { companyThroughApi, latestMailTo, resetLinkIn, uniqueEmail } from './support.ts';

test('signing up on the free plan leads through onboarding to the customers list', async ({ page }) => {
  await page.goto('/signup');
  await expect(page).toHaveURL(/\/signup\?plan=free$/);
  await expect(page.getByRole('heading', { name: 'Plano Gratuito' })).toBeVisible();
  await expect(page.getByText('Cadastre-se agora')).toBeVisible();

  await fillSignup(page, { name: 'Ana Souza', email: uniqueEmail('ana'), password: 'Senha123!' });
  await expect(page.getByText('Senha forte')).toBeVisible();
  await page.getByRole('button', { name: 'Criar Conta Grátis - Sem Cartão' }).click();

  await expect(page).toHaveURL(/\/onboarding\/personal-profile$/);
  await expect(page.getByText('Passo 1 de 2')).toBeVisible();
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByText('Preencha todos os campos obrigatórios para prosseguir')).toBeVisible();

  await page.getByRole('combobox', { name: 'Profissão' }).click();
  await page.getByRole('option', { name: 'Psicólogo(a)' }).click();
  await page.getByLabel(/^Nome(?! do)/).fill('Ana Souza');
  await page.getByLabel(/^Nome do consultório/).fill('Consultório Ana Souza');
  await page.getByLabel('Telefone').pressSequentially('11987654321');
  await expect(page.getByLabel('Telefone')).toHaveValue('(11) 98765-4321');
  await page.getByRole('button', { name: 'Continuar' }).click();

  await expect(page).toHaveURL(/\/onboarding\/ready$/);
  await expect(page.getByText('Passo 2 de 2')).toBeVisible();
  await page.getByRole('button', { name: /Começar a usar/ }).click();

  await expect(page).toHaveURL(/\/customers$/);
  // Onboarding names the customers 'Pacientes', and the menu says so at once.
  await expect(page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Pacientes' })).toBeVisible();
  // The header names the company by the name it gave.
  await expect(page.getByRole('banner').getByText('Consultório Ana Souza')).toBeVisible();
});

test('signing up on the lean plan shows its trial, and the server errors in the error box', async ({ page }) => {
  await page.goto('/signup?plan=lean');
  await expect(page.getByRole('heading', { name: 'Plano Lean' })).toBeVisible();
  await expect(page.getByText('Recomendado').first()).toBeVisible();

  const email = uniqueEmail('bruno');
  await fillSignup(page, { name: 'Bruno Lima', email, emailConfirmation: `outro.${email}`, password: 'abc' });
  await page.getByRole('button', { name: 'Começar Teste Grátis - 10 Dias' }).click();
  const errorBox = page.getByRole('alert').filter({ hasText: 'Ops! Vamos corrigir rapidinho:' });
  await expect(errorBox).toBeVisible();
  await expect(errorBox).toContainText('Senha');
  await expect(page.getByLabel('Confirme seu e-mail')).toHaveAttribute('aria-invalid', 'true');

  await fillSignup(page, { name: 'Bruno Lima', email, password: 'Senha123' });
  await page.getByRole('button', { name: 'Começar Teste Grátis - 10 Dias' }).click();
  await expect(page).toHaveURL(/\/onboarding\/personal-profile$/);
});

test('signing out ends the session with its notice', async ({ page }) => {
  await signInToNewCompany(page);
  await page.getByRole('button', { name: /Menu do usuário/ }).click();
  await page.getByRole('menuitem', { name: 'Sair' }).click();
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByText('Sessão finalizada com segurança')).toBeVisible();

  await page.goto('/customers');
  await expect(page).toHaveURL(/\/login/);
});

test('a wrong password is refused without saying whether the e-mail exists', async ({ page }) => {
  const { email } = await companyThroughApi([]);
  await signIn(page, email, 'senha-errada');
  await expect(page.getByText('E-mail ou senha inválidos.')).toBeVisible();
  await expect(page).toHaveURL(/\/login/);

  await signIn(page, uniqueEmail('ninguem'), 'senha-errada');
  await expect(page.getByText('E-mail ou senha inválidos.')).toBeVisible();
});

test('a forgotten password is reset through the link in the e-mail', async ({ page }) => {
  const email = uniqueEmail('carla');
  await page.goto('/signup?plan=free');
  await fillSignup(page, { name: 'Carla Dias', email, password: 'Antiga123' });
  await page.getByRole('button', { name: 'Criar Conta Grátis - Sem Cartão' }).click();
  await expect(page).toHaveURL(/\/onboarding/);
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  await page.goto('/forgot-password');
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: /Enviar/ }).click();
  await expect(page.getByText('Email de recuperação enviado! Verifique sua caixa de entrada.').first()).toBeVisible();
  await expect(page).toHaveURL(/\/login/, { timeout: 5000 });

  await expect.poll(() => latestMailTo(email)).toBeTruthy();
  const link = resetLinkIn(latestMailTo(email)!);
  expect(link).toBeTruthy();
  const { pathname, search } = new URL(link!);
  await page.goto(pathname + search);
  await page.getByLabel(/^Nova senha/).fill('Nova1234');
  await page.getByLabel(/^Confirme a nova senha/).fill('Nova1234');
  await page.getByRole('button', { name: /Redefinir|Alterar|Salvar/ }).click();
  await expect(page).toHaveURL(/\/login/, { timeout: 5000 });

  // The link works once only.
  await page.goto(pathname + search);
  await page.getByLabel(/^Nova senha/).fill('Outra1234');
  await page.getByLabel(/^Confirme a nova senha/).fill('Outra1234');
  await page.getByRole('button', { name: /Redefinir|Alterar|Salvar/ }).click();
  await expect(page.getByText('Token de redefinição de senha não é válido').first()).toBeVisible();

  await signIn(page, email, 'Nova1234');
  await expect(page).toHaveURL(/\/onboarding/);
});

test('a reset page without its token goes back to login', async ({ page }) => {
  await page.goto('/reset-password');
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByText('Token de recuperação inválido ou expirado.')).toBeVisible();
});

test('an expired session goes back to login with its notice, and returns after signing in', async ({ page }) => {
  const account = await signInToNewCompany(page);
  await page.evaluate(() => localStorage.setItem('expire-at', String(Date.now() - 1000)));
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByText('Sua sessão expirou. Faça login novamente.')).toBeVisible();

  await page.getByLabel('E-mail').fill(account.email);
  await page.getByLabel('Senha', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('changing one\'s own password asks for the current one, and a wrong one is said under its field', async ({ page }) => {
  const email = uniqueEmail('paulo');
  await page.goto('/signup');
  await fillSignup(page, { name: 'Paulo Reis', email, password: 'Antiga123' });
  await page.getByRole('button', { name: 'Criar Conta Grátis - Sem Cartão' }).click();
  await expect(page).toHaveURL(/\/onboarding\/personal-profile$/);

  await page.goto('/personal-profile/password');
  await expect(page.getByText('De 6 a 128 caracteres, com pelo menos uma letra e um número')).toBeVisible();
  await page.getByLabel(/^Senha atual/).fill('Chute123');
  await page.getByLabel(/^Nova senha/).fill('Nova senha 9!');
  await page.getByLabel(/^Confirme a nova senha/).fill('Nova senha 9!');
  await page.getByRole('button', { name: 'Alterar senha' }).click();
  await expect(page.locator('.mantine-InputWrapper-error', { hasText: 'Senha atual está incorreta' })).toBeVisible();

  await page.getByLabel(/^Senha atual/).fill('Antiga123');
  await page.getByRole('button', { name: 'Alterar senha' }).click();
  await expect(page.getByText('Senha alterada com sucesso')).toBeVisible();

  await page.getByRole('button', { name: /Menu do usuário/ }).click();
  await page.getByRole('menuitem', { name: 'Sair' }).click();
  await expect(page).toHaveURL(/\/login/);
  await signIn(page, email, 'Antiga123');
  await expect(page.getByText('E-mail ou senha inválidos.')).toBeVisible();
  await signIn(page, email, 'Nova senha 9!');
  await expect(page).toHaveURL(/\/onboarding\/personal-profile$/);
});
