import { expect, test, type Locator, type Page } from '@playwright/test';
import { signIn, signInToNewCompany } from './journeys.ts';
import { apiSession, companyThroughApi, type Account } from './support.ts';

/** One question of every answer type, as the form builder's type picker names them. */
const QUESTIONS = [
  { question: 'Convênio', type: 'Resposta curta' },
  { question: 'Queixa principal', type: 'Parágrafo' },
  { question: 'Como nos conheceu?', type: 'Múltipla escolha', options: ['Google', 'Indicação', 'Outros'] },
  { question: 'Atividades', type: 'Caixas de seleção', options: ['Pilates', 'Musculação', 'Natação'] },
  { question: 'Turno preferido', type: 'Lista suspensa', options: ['Manhã', 'Tarde', 'Noite'] },
  { question: 'RG', type: 'RG' },
  { question: 'CPF', type: 'CPF' },
  { question: 'Data de nascimento', type: 'Data', mandatory: true },
  { question: 'Horário preferido', type: 'Horário' },
  { question: 'Celular', type: 'Telefone' },
];

const ONE_PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

function questionList(page: Page): Locator {
  return page.getByRole('list', { name: 'Perguntas do formulário' });
}

async function fillQuestion(editor: Locator, page: Page, question: (typeof QUESTIONS)[number]) {
  await editor.getByRole('textbox', { name: 'Pergunta', exact: true }).fill(question.question);
  await editor.getByRole('combobox', { name: 'Tipo de resposta' }).click();
  await page.getByRole('option', { name: question.type, exact: true }).click();
  if (question.mandatory) await editor.getByRole('switch', { name: 'Resposta obrigatória' }).check();
  for (const [index, option] of (question.options ?? []).entries()) {
    if (index > 0) await editor.getByRole('button', { name: 'Adicionar opção' }).click();
    await editor.getByRole('textbox', { name: `Opção ${index + 1}`, exact: true }).fill(option);
  }
}

/** Drags a question by its handle onto another's place, the way a mouse does it. */
async function dragQuestion(page: Page, from: Locator, to: Locator) {
  const start = await from.boundingBox();
  const end = await to.boundingBox();
  if (!start || !end) throw new Error('pergunta fora da tela');
  await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2);
  await page.mouse.down();
  await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2 - 10, { steps: 5 });
  await page.mouse.move(end.x + end.width / 2, end.y + end.height / 2 - 8, { steps: 25 });
  await page.mouse.up();
}

test('a form with every answer type, reordered by dragging, used to register, find, edit and read a customer', async ({ page }) => {
  test.setTimeout(180_000);
  await signInToNewCompany(page, [], { emptyForm: true });

  await page.goto('/business/form');
  await expect(page.getByText('Esse é um campo fixo e não pode ser editado. Ele será útil para você mais tarde.')).toBeVisible();
  await page.getByRole('button', { name: 'Criar a primeira pergunta' }).click();

  for (const [index, question] of QUESTIONS.entries()) {
    if (index > 0) await page.getByRole('button', { name: 'Adicionar pergunta' }).click();
    const editor = page.getByRole('form', { name: 'Nova pergunta' });
    await fillQuestion(editor, page, question);
    if (question.type === 'Múltipla escolha') {
      // A second 'Outros' option is refused before anything is sent.
      await editor.getByRole('button', { name: 'Adicionar opção' }).click();
      await editor.getByRole('textbox', { name: 'Opção 3', exact: true }).fill('Outras');
      await editor.getByRole('button', { name: 'Salvar pergunta' }).click();
      await expect(editor.getByText('Já existe uma opção similar em sua lista')).toBeVisible();
      await editor.getByRole('button', { name: 'Remover a opção 3' }).click();
    }
    await editor.getByRole('button', { name: 'Salvar pergunta' }).click();
    await expect(page.getByText('Pergunta criada com sucesso').first()).toBeVisible();
    await expect(questionList(page).getByRole('listitem', { name: `Pergunta ${index + 2}: ${question.question}` })).toBeVisible();
  }

  // Editing one question locks the others and the dragging.
  await page.getByRole('button', { name: 'Editar a pergunta 2' }).click();
  await expect(page.getByRole('button', { name: 'Editar a pergunta 3' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Arrastar a pergunta 3 para mudar a ordem' })).toBeDisabled();
  await page.getByRole('form', { name: 'Editar pergunta 2' }).getByRole('button', { name: 'Cancelar' }).click();

  // The last question, Celular, is dragged to the top of the form; a tall window keeps both in sight.
  await page.setViewportSize({ width: 1366, height: 2000 });
  await dragQuestion(
    page,
    page.getByRole('button', { name: 'Arrastar a pergunta 11 para mudar a ordem' }),
    questionList(page).getByRole('listitem', { name: /^Pergunta 2:/ }),
  );
  await expect(questionList(page).getByRole('listitem').first()).toHaveAccessibleName('Pergunta 2: Celular');
  await page.reload();
  await expect(questionList(page).getByRole('listitem').first()).toHaveAccessibleName('Pergunta 2: Celular');
  await expect(questionList(page).getByRole('listitem').nth(1)).toHaveAccessibleName('Pergunta 3: Convênio');
  await page.setViewportSize({ width: 1366, height: 768 });

  await page.goto('/customers');
  await page.getByRole('link', { name: /^Cadastrar / }).first().click();
  await expect(page).toHaveURL(/\/customers\/add$/);
  const form = page.locator('form');
  // The form asks in the company's saved order: the name, then Celular first.
  await expect(form.getByRole('textbox').nth(0)).toHaveAccessibleName('Nome');
  await expect(form.getByRole('textbox').nth(1)).toHaveAccessibleName('Celular');
  await expect(form.getByRole('textbox').nth(2)).toHaveAccessibleName('Convênio');

  await form.getByRole('textbox', { name: 'Nome', exact: true }).fill('José Antônio da Silva');
  await form.getByRole('textbox', { name: 'Celular', exact: true }).pressSequentially('11987654321');
  await expect(form.getByRole('textbox', { name: 'Celular', exact: true })).toHaveValue('(11) 98765-4321');
  await form.getByRole('textbox', { name: 'Convênio', exact: true }).fill('Unimed');
  await form.getByRole('textbox', { name: 'Queixa principal', exact: true }).fill('Dor lombar há duas semanas');
  await form.getByRole('radio', { name: 'Outros' }).check();
  await form.getByRole('textbox', { name: 'Outros: qual?' }).fill('Vizinho');
  await form.getByRole('checkbox', { name: 'Pilates' }).check();
  await form.getByRole('checkbox', { name: 'Natação' }).check();
  await form.getByRole('combobox', { name: 'Turno preferido' }).click();
  await page.getByRole('option', { name: 'Tarde' }).click();
  await form.getByRole('textbox', { name: 'RG', exact: true }).fill('12.345.678-9');
  await form.getByRole('textbox', { name: 'CPF', exact: true }).pressSequentially('12345678900');
  await expect(form.getByRole('textbox', { name: 'CPF', exact: true })).toHaveValue('123.456.789-00');
  await expect(form.getByText('Formato incorreto')).toBeVisible();
  await form.getByRole('textbox', { name: 'CPF', exact: true }).fill('');
  await form.getByRole('textbox', { name: 'CPF', exact: true }).pressSequentially('52998224725');
  await expect(form.getByText('Formato incorreto')).toHaveCount(0);
  await form.getByRole('textbox', { name: 'Data de nascimento', exact: true }).pressSequentially('12041990');
  await expect(form.getByRole('textbox', { name: 'Data de nascimento', exact: true })).toHaveValue('12/04/1990');
  await form.getByRole('textbox', { name: 'Horário preferido', exact: true }).pressSequentially('0830');
  await page.getByRole('button', { name: 'Salvar', exact: true }).click();

  await expect(page.getByText('Paciente cadastrado com sucesso')).toBeVisible();
  await expect(page).toHaveURL(/\/customers\/details\/\d+$/);
  await expect(page.getByRole('heading', { name: 'José Antônio da Silva' })).toBeVisible();

  // Found by a search that ignores accents.
  await page.goto('/customers');
  await page.getByRole('searchbox').fill('jose antonio');
  const table = page.getByRole('table');
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByText('José Antônio da Silva')).toBeVisible();
  await page.getByRole('searchbox').fill('ninguem com este nome');
  await expect(table.getByText('Nenhum resultado para “ninguem com este nome”')).toBeVisible();
  await page.getByRole('searchbox').fill('unimed');
  await table.getByText('José Antônio da Silva').click();

  await expect(page).toHaveURL(/\/customers\/details\/\d+$/);
  await page.getByRole('link', { name: 'Editar' }).click();
  await expect(page.getByRole('textbox', { name: 'Outros: qual?' })).toHaveValue('Vizinho');
  await page.getByRole('textbox', { name: 'Convênio', exact: true }).fill('Amil');
  await page.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expect(page.getByText('Paciente alterado com sucesso')).toBeVisible();

  await page.getByRole('button', { name: 'Mostrar dados do paciente' }).click();
  const answers = page.locator('dl');
  for (const expected of ['(11) 98765-4321', 'Amil', 'Dor lombar há duas semanas', 'Outros: Vizinho', 'Pilates, Natação', 'Tarde', '12.345.678-9', '529.982.247-25', '08:30']) {
    await expect(answers.getByText(expected, { exact: true })).toBeVisible();
  }
  await expect(answers.getByText('12/04/1990')).toBeVisible();
  await expect(answers.getByText(/\(há \d+ anos\)/)).toBeVisible();

  // A photo goes with the form's save; deleting the customer from its page takes it off the list.
  await page.getByRole('link', { name: 'Editar' }).click();
  await page.locator('input[type="file"]').setInputFiles({ name: 'jose.png', mimeType: 'image/png', buffer: ONE_PIXEL_PNG });
  await page.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expect(page.getByText('Arquivo enviado com sucesso')).toBeVisible();
  await expect(page).toHaveURL(/\/customers\/details\/\d+$/);
  await page.getByRole('button', { name: 'Excluir' }).click();
  const dialog = page.getByRole('dialog', { name: 'Excluir paciente?' });
  await expect(dialog.getByText(/junto com suas respostas\./)).toBeVisible();
  await dialog.getByRole('button', { name: 'Excluir' }).click();
  await expect(page.getByText('Paciente excluído com sucesso')).toBeVisible();
  await expect(page).toHaveURL(/\/customers$/);
  await expect(page.getByRole('table').getByText('José Antônio da Silva')).toHaveCount(0);
});

/** A free-plan company made through the api, with one question, 49 customers and onboarding done. */
function freeCompanyWith49Customers(): Promise<Account> {
  return companyThroughApi(Array.from({ length: 49 }, (_, index) => `Cliente ${index + 1}`));
}

test('the free plan warns near its limit, takes the 50th customer, then refuses more with a lasting toast', async ({ page }) => {
  test.setTimeout(120_000);
  const account = await freeCompanyWith49Customers();
  await signIn(page, account.email, account.password);
  await expect(page).toHaveURL(/\/customers$/);
  await expect(page.getByText('Você já usou 98% do limite do plano Gratuito')).toBeVisible();
  await expect(page.getByText('1–40 de 49')).toBeVisible();

  await page.getByRole('link', { name: /^Cadastrar / }).first().click();
  await page.getByRole('textbox', { name: 'Nome', exact: true }).fill('Cliente 50');
  await page.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expect(page).toHaveURL(/\/customers\/details\/\d+$/);

  await page.getByRole('link', { name: 'Clientes', exact: true }).first().click();
  await expect(page).toHaveURL(/\/customers$/);
  const banner = page.getByRole('status').filter({ hasText: 'Você atingiu o limite de 50 clientes do plano Gratuito' });
  await expect(banner).toBeVisible();
  await expect(banner.getByRole('link', { name: 'Ver planos e fazer upgrade' })).toHaveAttribute('href', '/business/subscription');

  await page.getByRole('link', { name: /^Cadastrar / }).first().click();
  await page.getByRole('textbox', { name: 'Nome', exact: true }).fill('Cliente 51');
  await page.getByRole('button', { name: 'Salvar', exact: true }).click();
  const toast = page.locator('.mantine-Notification-root').filter({ hasText: 'limite' });
  await expect(toast).toBeVisible();
  await expect(page).toHaveURL(/\/customers\/add$/);
  // Toasts hide after 5 s; this one stays until it is closed or followed.
  await page.waitForTimeout(6000);
  await expect(toast).toBeVisible();
  await toast.getByRole('link', { name: 'Ver planos e fazer upgrade' }).click();
  await expect(page).toHaveURL(/\/business\/subscription$/);
});

test('a customer with notes is archived instead of deleted: gone from the list, the search and the dashboard, shown under Arquivados, and restored', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const account = await companyThroughApi(['Ana Arquivo', 'Bruno Ativo'], 'team');
  const api = await apiSession(account);
  const { customers } = await api.call<{ customers: { id: number; name: string }[] }>('GET', '/api/v1/customers');
  const ana = customers.find((customer) => customer.name === 'Ana Arquivo')!;
  await api.call('POST', `/api/v1/customers/${ana.id}/customer_notes`, { customer_note: { body: '<p>Primeira consulta</p>' } });
  const shot = (name: string) => test.info().outputPath(`${name}.png`);

  await signIn(page, account.email, account.password);
  await expect(page).toHaveURL(/\/customers$/);
  await expect(page.getByText('1–2 de 2')).toBeVisible();
  await page.getByRole('table').getByText('Ana Arquivo').click();
  await expect(page.getByRole('heading', { name: 'Ana Arquivo' })).toBeVisible();

  // 'Excluir' on a customer with notes explains why not, and archives instead.
  await page.getByRole('button', { name: 'Excluir' }).first().click();
  const offer = page.getByRole('dialog', { name: 'Arquivar em vez de excluir' });
  await expect(offer.getByText(/tem anotações, que são guardadas por lei/)).toBeVisible();
  await page.screenshot({ path: shot('archive-offer-1366') });
  await offer.getByRole('button', { name: 'Arquivar' }).click();
  await expect(page.getByText('Cliente arquivado com sucesso')).toBeVisible();
  const banner = page.getByRole('status').filter({ hasText: /Cliente arquivado em \d{2}\/\d{2}\/\d{4}/ });
  await expect(banner).toBeVisible();
  await expect(page.getByRole('link', { name: 'Editar' })).toHaveCount(0);
  await expect(page.getByText('Primeira consulta')).toBeVisible();
  // Its notes are read and printed, nothing more, until it is restored.
  await expect(page.getByRole('button', { name: 'Nova anotação' })).toHaveCount(0);
  const archivedNote = page.getByRole('article').filter({ hasText: 'Primeira consulta' });
  await expect(archivedNote.getByRole('button', { name: 'Imprimir' })).toBeVisible();
  await expect(archivedNote.getByRole('button', { name: /^(Editar|Bloquear|Copiar|Excluir)$/ })).toHaveCount(0);
  await page.screenshot({ path: shot('archived-customer-1366'), fullPage: true });

  // Out of the list, its count, the search and the dashboard.
  await page.getByRole('link', { name: 'Clientes', exact: true }).first().click();
  await expect(page).toHaveURL(/\/customers$/);
  const table = page.getByRole('table');
  await expect(page.getByText('1–1 de 1')).toBeVisible();
  await expect(table.getByText('Ana Arquivo')).toHaveCount(0);
  await page.keyboard.press('Control+k');
  const search = page.getByRole('combobox', { name: 'Buscar' });
  await search.fill('ana arquivo');
  await expect(page.getByText('Nenhum resultado encontrado para "ana arquivo"')).toBeVisible();
  await page.keyboard.press('Escape');
  const stats = await api.call<{ stats: { customers: { total: number } } }>('GET', '/api/v1/dashboard/stats');
  expect(stats.stats.customers.total).toBe(1);

  // Listed apart under 'Arquivados', kept in the address.
  await page.getByText('Arquivados', { exact: true }).click();
  await expect(page.getByRole('radio', { name: 'Arquivados' })).toBeChecked();
  await expect(page).toHaveURL(/\/customers\?archived=1$/);
  await expect(table.getByText('Ana Arquivo')).toBeVisible();
  await expect(table.getByText('Bruno Ativo')).toHaveCount(0);
  await page.screenshot({ path: shot('archived-list-1366') });

  // At 390 px the list, its filter and the archived page fit the phone.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo', storageState: await page.context().storageState() });
  const small = await phone.newPage();
  await small.goto('/customers?archived=1');
  await expect(small.getByRole('table').getByText('Ana Arquivo')).toBeVisible();
  await small.screenshot({ path: shot('archived-list-390'), fullPage: true });
  await small.goto(`/customers/details/${ana.id}`);
  await expect(small.getByRole('status').filter({ hasText: /Cliente arquivado em/ })).toBeVisible();
  await small.screenshot({ path: shot('archived-customer-390'), fullPage: true });
  await phone.close();

  // Restored, it is back in the list and the search.
  await table.getByText('Ana Arquivo').click();
  await page.getByRole('button', { name: 'Restaurar' }).click();
  await expect(page.getByText('Cliente restaurado com sucesso')).toBeVisible();
  await expect(banner).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Editar' })).toBeVisible();
  await page.getByRole('link', { name: 'Clientes', exact: true }).first().click();
  await expect(page.getByText('1–2 de 2')).toBeVisible();
  await expect(page.getByRole('table').getByText('Ana Arquivo')).toBeVisible();
  await page.keyboard.press('Control+k');
  await page.getByRole('combobox', { name: 'Buscar' }).fill('ana arquivo');
  await expect(page.getByRole('option', { name: 'Ana Arquivo' })).toBeVisible();
});
