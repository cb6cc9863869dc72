import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { generate } from 'otplib';
import { signIn } from './journeys.ts';
import { apiSession, companyThroughApi, uniqueEmail } from './support.ts';

const SHOTS = process.env.TWO_FACTOR_SHOTS ?? '/tmp/shots-two-factor';
const CONTEXT = { locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' } as const;

/**
 * The authenticator app's code, as the phone beside the user would show it: the step after the one
 * a code was last taken for, since the api never takes the same step twice (it accepts the next one,
 * for a phone whose clock runs a little ahead).
 */
function codeFor(secret: string, stepsAhead = 0): Promise<string> {
  return generate({ secret, epoch: Math.floor(Date.now() / 1000) + stepsAhead * 30 });
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: /Menu do usuário/ }).click();
  await page.getByRole('menuitem', { name: 'Sair' }).click();
  await expect(page).toHaveURL(/\/login/);
}

test('turning on two-step sign-in with the secret on the page, then signing in with a code and with a recovery code', async ({ page, browser }) => {
  // Five sign-ins on two screen sizes.
  test.slow();
  mkdirSync(SHOTS, { recursive: true });
  const account = await companyThroughApi(['Helena Prado']);
  await signIn(page, account.email, account.password);
  await expect(page).toHaveURL(/\/customers$/);

  await page.goto('/personal-profile/security');
  await expect(page.getByRole('tab', { name: 'Segurança' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('Desativada')).toBeVisible();
  await page.getByRole('button', { name: 'Ativar verificação em duas etapas' }).click();
  await expect(page.getByRole('img', { name: 'QR code para o aplicativo autenticador' })).toBeVisible();
  const secret = ((await page.getByLabel('Chave para digitar no aplicativo').textContent()) ?? '').replace(/\s+/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  await page.screenshot({ path: `${SHOTS}/setup-1366.png`, fullPage: true });

  await page.getByLabel('Código de verificação').fill(await codeFor(secret));
  await page.getByRole('button', { name: 'Confirmar e ativar' }).click();
  const codes = page.getByRole('list', { name: 'Códigos de recuperação' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  await expect(page.getByText(/Guarde estes códigos de recuperação em um lugar seguro/)).toBeVisible();
  const recoveryCodes = (await codes.allTextContents()).map((code) => code.trim());
  await page.screenshot({ path: `${SHOTS}/recovery-codes-1366.png`, fullPage: true });
  await page.getByRole('button', { name: 'Já guardei os códigos' }).click();
  await expect(page.getByText('Ativada', { exact: true })).toBeVisible();
  await expect(page.getByText(/Códigos de recuperação restantes: 10/)).toBeVisible();

  await signOut(page);
  await signIn(page, account.email, account.password);
  const code = page.getByLabel('Código de verificação');
  await expect(code).toBeVisible();
  await expect(page.getByRole('button', { name: 'Usar um código de recuperação' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/code-step-1366.png` });
  await code.fill('000000' === (await codeFor(secret, 1)) ? '111111' : '000000');
  await page.getByRole('button', { name: 'Verificar' }).click();
  await expect(page.getByText('Código de verificação inválido.')).toBeVisible();
  await code.fill(await codeFor(secret, 1));
  await page.getByRole('button', { name: 'Verificar' }).click();
  await expect(page).toHaveURL(/\/customers$/);

  // The sessions: this browser, and the sign-up's session made through the api.
  await page.goto('/personal-profile/security');
  const sessions = page.getByRole('list', { name: 'Sessões ativas' }).getByRole('listitem');
  await expect(sessions).toHaveCount(2);
  await expect(sessions.filter({ hasText: 'Esta sessão' })).toContainText('Chrome no Windows');
  await page.screenshot({ path: `${SHOTS}/security-1366.png`, fullPage: true });

  // On a phone, with a recovery code: it works once.
  const phoneContext = await browser.newContext({ ...CONTEXT, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const phone = await phoneContext.newPage();
  await signIn(phone, account.email, account.password);
  await phone.getByRole('button', { name: 'Usar um código de recuperação' }).click();
  await phone.getByLabel('Código de recuperação').fill(recoveryCodes[0]!);
  await phone.screenshot({ path: `${SHOTS}/recovery-step-390.png` });
  await phone.getByRole('button', { name: 'Verificar' }).click();
  await expect(phone).toHaveURL(/\/customers$/);
  await phone.goto('/personal-profile/security');
  await expect(phone.getByText(/Códigos de recuperação restantes: 9/)).toBeVisible();
  await expect(phone.getByRole('list', { name: 'Sessões ativas' }).getByRole('listitem')).toHaveCount(3);
  await phone.screenshot({ path: `${SHOTS}/security-390.png`, fullPage: true });

  // Ending the others from the phone signs the desktop out on its next call.
  await phone.getByRole('button', { name: 'Encerrar todas as outras' }).click();
  await expect(phone.getByText('As outras sessões foram encerradas')).toBeVisible();
  await expect(phone.getByRole('list', { name: 'Sessões ativas' }).getByRole('listitem')).toHaveCount(1);
  await page.goto('/customers');
  await expect(page).toHaveURL(/\/login/);

  await phone.goto('/login');
  await phoneContext.close();
  const again = await browser.newContext({ ...CONTEXT, viewport: { width: 390, height: 844 } });
  const used = await again.newPage();
  await signIn(used, account.email, account.password);
  await used.getByRole('button', { name: 'Usar um código de recuperação' }).click();
  await used.getByLabel('Código de recuperação').fill(recoveryCodes[0]!);
  await used.getByRole('button', { name: 'Verificar' }).click();
  await expect(used.getByText('Código de recuperação inválido ou já usado.')).toBeVisible();
  await again.close();
});

test('a company that demands two-step sign-in sends a user without it to set it up right after signing in', async ({ page }) => {
  mkdirSync(SHOTS, { recursive: true });
  const admin = await companyThroughApi(['Otávio Reis'], 'team');
  const api = await apiSession(admin);
  const colleague = { email: uniqueEmail('rui'), password: 'segredo123' };
  await api.call('POST', `/api/v1/companies/${api.companyId}/users`, {
    user: { name: 'Rui Costa', email: colleague.email, password: colleague.password, password_confirmation: colleague.password, account_type: 'standard' },
  });
  await api.call('PATCH', `/api/v1/companies/${api.companyId}`, { company: { require_two_factor: true } });

  await signIn(page, colleague.email, colleague.password);
  await expect(page).toHaveURL(/\/personal-profile\/security$/);
  await expect(page.getByRole('alert').filter({ hasText: 'Sua empresa exige a verificação em duas etapas.' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/required-1366.png`, fullPage: true });

  // Anywhere else leads back here until it is on.
  await page.goto('/customers');
  await expect(page).toHaveURL(/\/personal-profile\/security$/);

  await page.getByRole('button', { name: 'Ativar verificação em duas etapas' }).click();
  const secret = ((await page.getByLabel('Chave para digitar no aplicativo').textContent()) ?? '').replace(/\s+/g, '');
  await page.getByLabel('Código de verificação').fill(await codeFor(secret));
  await page.getByRole('button', { name: 'Confirmar e ativar' }).click();
  await page.getByRole('button', { name: 'Já guardei os códigos' }).click();
  await expect(page.getByText('Sua empresa exige a verificação em duas etapas, por isso ela não pode ser desativada.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Desativar' })).toHaveCount(0);

  await page.goto('/customers');
  await expect(page).toHaveURL(/\/customers$/);
  await expect(page.getByText('Otávio Reis')).toBeVisible();
});
