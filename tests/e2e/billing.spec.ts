import { expect, test, type Page } from '@playwright/test';
import { fillSignup, signIn } from './journeys.ts';
import { endTrial, uniqueEmail } from './support.ts';

const SHOTS = process.env.E2E_SCREENSHOTS;

/** Screenshots at the two sizes the screens are checked at, when E2E_SCREENSHOTS names a folder. */
async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  const size = page.viewportSize();
  await page.screenshot({ path: `${SHOTS}/${name}-1366.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}/${name}-390.png`, fullPage: true });
  if (size) await page.setViewportSize(size);
}

async function signUp(page: Page, plan: 'free' | 'lean' | 'team', person: { name: string; email: string; password: string }) {
  await page.goto(`/signup?plan=${plan}`);
  await fillSignup(page, person);
  await page.getByRole('button', { name: plan === 'free' ? 'Criar Conta Grátis - Sem Cartão' : 'Começar Teste Grátis - 10 Dias' }).click();
  await expect(page).toHaveURL(/\/onboarding\/personal-profile$/);
  await page.getByRole('button', { name: 'Pular' }).click();
  await page.getByRole('button', { name: /Começar a usar/ }).click();
  await expect(page).toHaveURL(/\/customers$/);
}

async function addCard(page: Page, number: string) {
  await page.getByRole('button', { name: 'Adicionar cartão' }).click();
  const dialog = page.getByRole('dialog', { name: 'Adicionar cartão de crédito' });
  await dialog.getByLabel('Número do cartão').pressSequentially(number.replace(/\s/g, ''));
  await expect(dialog.getByLabel('Número do cartão')).toHaveValue(number);
  await expect(dialog.getByTestId('card-brand')).toHaveText('Visa');
  await dialog.getByLabel('Nome do titular').fill('Maria Souza');
  await dialog.getByLabel('Validade').pressSequentially('1230');
  await dialog.getByLabel('CVV').pressSequentially('123');
  return dialog;
}

test('a lean company past its trial without a card is suspended until its admin adds a card', async ({ page }) => {
  const person = { name: 'Lia Lean', email: uniqueEmail('lean'), password: 'Senha123' };
  await signUp(page, 'lean', person);
  await page.goto('/business/subscription');
  await expect(page.getByText('Teste grátis: 10 dias restantes')).toBeVisible();

  await endTrial(person.email);
  await page.goto('/logout');
  await expect(page).toHaveURL(/\/login/);
  await signIn(page, person.email, person.password);
  await expect(page).toHaveURL(/\/subscription-suspended/);
  await expect(page.getByRole('heading', { name: 'Sua assinatura está pendente ou suspensa' })).toBeVisible();
  await shoot(page, 'suspended');

  await page.getByRole('link', { name: 'Ver plano e assinatura' }).click();
  await expect(page).toHaveURL(/\/business\/subscription$/);
  await expect(page.getByText('Assinatura suspensa')).toBeVisible();
  await expect(page.getByText('Inativo')).toBeVisible();
  await shoot(page, 'subscription-suspended-admin');

  const dialog = await addCard(page, '4111 1111 1111 1111');
  await shoot(page, 'add-card');
  await dialog.getByRole('button', { name: 'Adicionar cartão' }).click();
  await expect(page.getByText('Cartão adicionado com sucesso!')).toBeVisible();
  await expect(page).toHaveURL(/\/customers$/);
  await page.goto('/business/subscription');
  await expect(page.getByText('Ativo', { exact: true })).toBeVisible();
  await expect(page.getByText('Visa •••• 1111')).toBeVisible();
});

test('a free company adds a card, upgrades to team and can then add a second user', async ({ page }) => {
  const person = { name: 'Fabi Free', email: uniqueEmail('free'), password: 'Senha123' };
  await signUp(page, 'free', person);
  await page.goto('/business/subscription');
  await expect(page.getByText('Adicione uma forma de pagamento antes de fazer upgrade.')).toBeVisible();
  await shoot(page, 'subscription-free');

  const dialog = await addCard(page, '4111 1111 1111 1111');
  await dialog.getByRole('button', { name: 'Adicionar cartão' }).click();
  await expect(page.getByText('Cartão adicionado com sucesso!')).toBeVisible();
  await expect(page.getByText('Cartão final 1111')).toBeVisible();

  await page.getByRole('button', { name: 'Fazer upgrade para Team' }).click();
  await page.getByRole('button', { name: 'Confirmar upgrade' }).click();
  await expect(page.getByText('Pronto! Sua assinatura agora é do plano Team.')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Team', exact: true })).toBeVisible();
  await expect(page.getByText('Próxima cobrança')).toBeVisible();
  await shoot(page, 'subscription-team');

  const second = uniqueEmail('segundo');
  await page.goto('/business/users/add');
  await page.getByLabel('E-mail').fill(second);
  await page.getByLabel('Nome').fill('Segunda Pessoa');
  await page.getByLabel(/^Senha/).fill('abc12345');
  await page.getByLabel('Confirmação de senha').fill('abc12345');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page).toHaveURL(/\/business\/users$/);
  await expect(page.getByRole('cell', { name: second })).toBeVisible();

  // Team to Lean is one change of plan, not a cancellation.
  await page.goto('/business/subscription');
  await page.getByRole('button', { name: 'Mudar para o plano Lean' }).click();
  await expect(page.getByText(/A partir da próxima cobrança, em \d{2}\/\d{2}\/\d{4}, o valor passa a ser/)).toBeVisible();
  await shoot(page, 'subscription-change-plan');
  await page.getByRole('button', { name: 'Confirmar mudança' }).click();
  await expect(page.getByText('Pronto! Sua assinatura agora é do plano Lean.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Lean', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Mudar para o plano Team' })).toBeVisible();
});

test("a declined card shows the provider's message and is not saved", async ({ page }) => {
  await signUp(page, 'free', { name: 'Dora Declinada', email: uniqueEmail('recusa'), password: 'Senha123' });
  await page.goto('/business/subscription');
  const dialog = await addCard(page, '4012 8888 8888 1881');
  await dialog.getByRole('button', { name: 'Adicionar cartão' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Transação negada');
  await shoot(page, 'declined');
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(page.getByText('Nenhum cartão cadastrado.')).toBeVisible();
});
