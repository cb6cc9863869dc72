import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { signIn } from './journeys.ts';
import { pauseApi } from './stack-info.ts';
import { companyThroughApi } from './support.ts';

const SHOTS = 'test-results/notes';

/** A 24×16 PNG, red over green, to see where it lands. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAABgAAAAQCAIAAACDRijCAAAAHklEQVR4nGM4oaFBFcQwatCINkhjQQBV0KhBI9ogALaypBB/rga6AAAAAElFTkSuQmCC',
  'base64',
);

/** The text of a PDF, as poppler reads it. */
function pdfText(pdf: Buffer): string {
  const file = join(mkdtempSync(join(tmpdir(), 'e2e-pdf-')), 'nota.pdf');
  writeFileSync(file, pdf);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}

async function shoot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: false });
}

/** Calls the gateway as the signed-in page does, with its session. */
async function graphql(page: Page, query: string): Promise<Record<string, any>> { // eslint-disable-line @typescript-eslint/no-explicit-any
  return page.evaluate(async (body) => {
    const headers: Record<string, string> = { 'content-type': 'application/json', 'x-graphql-csrf': '1' };
    for (const key of ['access-token', 'client', 'expiry', 'token-type', 'uid']) headers[key] = localStorage.getItem(key) ?? '';
    const response = await fetch('/graphql', { method: 'POST', headers, body: JSON.stringify({ query: body }) });
    return (await response.json()).data;
  }, query);
}

/** A patient registered through the gateway, as the signed-in page would. */
async function registerPatient(page: Page, name: string): Promise<number> {
  const data = await graphql(page, `mutation { createCustomer(input: { name: "${name}", answers: [] }) { customer { databaseId } fullMessages } }`);
  return data.createCustomer.customer.databaseId;
}

async function openPatient(page: Page, id: number, name: string) {
  await page.goto(`/customers/details/${id}`);
  await expect(page.getByRole('heading', { name })).toBeVisible();
}

test('a note written with bold text and an image survives a reload as a draft, is saved, copied, locked and printed; templates and the print layout follow', async ({ page }) => {
  test.setTimeout(240_000);
  // A company of its own, so questions other journeys add to the demo company do not apply here.
  const account = await companyThroughApi([], 'team');
  await signIn(page, account.email, account.password);
  await expect(page).toHaveURL(/\/customers$/);

  // A template first, then a second one with the same name spelled differently is refused.
  await page.goto('/note-templates');
  await expect(page.getByRole('tab', { name: 'Modelos de anotação' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('link', { name: 'CADASTRAR O PRIMEIRO MODELO' }).click();
  await expect(page).toHaveURL(/\/note-templates\/add$/);
  await page.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expect(page.getByText('Preencha o nome do modelo')).toBeVisible();
  await page.getByRole('textbox', { name: 'Nome' }).fill('Avaliação inicial');
  await page.getByRole('textbox', { name: 'Conteúdo do modelo' }).click();
  await page.keyboard.type('Queixa principal: ');
  await page.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expect(page.getByText('Modelo criado com sucesso')).toBeVisible();
  await expect(page).toHaveURL(/\/note-templates$/);
  await expect(page.getByRole('cell', { name: 'Avaliação inicial', exact: true })).toBeVisible();
  await shoot(page, 'templates-1366');

  await page.getByRole('link', { name: 'Novo modelo' }).click();
  await page.getByRole('textbox', { name: 'Nome' }).fill('avaliacao INICIAL');
  await page.getByRole('textbox', { name: 'Conteúdo do modelo' }).click();
  await page.keyboard.type('Outro texto');
  await page.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expect(page.getByText('Já existe um modelo com o nome informado, escolha outro nome')).toBeVisible();
  await page.getByRole('button', { name: 'Cancelar' }).click();

  // A note: bold text, an image, the template's text.
  const patient = await registerPatient(page, 'Cecília Lopes Falcão');
  await openPatient(page, patient, 'Cecília Lopes Falcão');
  await page.getByRole('button', { name: 'Nova anotação' }).click();
  const editor = page.getByRole('textbox', { name: 'Texto da nova anotação' });
  await editor.click();
  await page.keyboard.type('Sessão de retorno. ');
  await page.getByRole('button', { name: 'Negrito' }).click();
  await page.keyboard.type('Melhora evidente');
  await page.getByRole('button', { name: 'Negrito' }).click();
  await page.keyboard.type(' do sono.');
  await page.keyboard.press('Enter');
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Imagem' }).click();
  await (await chooser).setFiles({ name: 'ferida.png', mimeType: 'image/png', buffer: PNG });
  await expect(editor.getByRole('img', { name: 'ferida' })).toBeVisible();
  await editor.click();
  await page.keyboard.press('Control+End');
  await page.getByRole('button', { name: 'Inserir modelo' }).click();
  await page.getByRole('menuitem', { name: 'Avaliação inicial' }).click();
  await expect(editor).toContainText('Queixa principal:');
  await expect(editor.locator('strong').filter({ hasText: 'Melhora evidente' })).toBeVisible();

  // The draft is kept every 2 s and comes back after a reload, with 'Descartar'.
  await page.waitForTimeout(2600);
  page.once('dialog', (dialog) => void dialog.accept());
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Cecília Lopes Falcão' })).toBeVisible();
  const restored = page.getByRole('textbox', { name: 'Texto da nova anotação' });
  await expect(restored).toContainText('Melhora evidente do sono.');
  await expect(restored.getByRole('img', { name: 'ferida' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Descartar' })).toBeVisible();
  await shoot(page, 'note-draft-1366');

  await page.getByRole('button', { name: 'Salvar anotação' }).click();
  const notes = page.getByRole('article');
  await expect(notes).toHaveCount(1);
  const note = notes.first();
  await expect(note.locator('strong').filter({ hasText: 'Melhora evidente' })).toBeVisible();
  await expect(note.getByRole('img', { name: 'ferida' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Nova anotação' })).toBeVisible();

  // Copy, then lock the original.
  await note.getByRole('button', { name: 'Copiar' }).click();
  await expect(notes).toHaveCount(2);
  const original = notes.nth(1);
  await original.getByRole('button', { name: 'Bloquear' }).click();
  const dialog = page.getByRole('dialog', { name: 'Bloquear anotação?' });
  await expect(dialog.getByText('Essa ação não pode ser desfeita.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Bloquear' }).click();
  await expect(page.getByText('Anotação bloqueada com sucesso')).toBeVisible();
  await expect(original.getByText(/^Anotação bloqueada em \d{2}\/\d{2}\/\d{4} às \d{2}:\d{2} por Carla Mendes$/)).toBeVisible();
  await expect(original.getByRole('button', { name: 'Editar' })).toHaveCount(0);
  await expect(original.getByRole('button', { name: 'Excluir' })).toHaveCount(0);

  // A correction to the locked note is an addendum: dated and signed under it, the note unchanged.
  await original.getByRole('button', { name: 'Adicionar adendo' }).click();
  await original.getByRole('textbox', { name: /Texto do adendo/ }).fill('Correção: a sessão foi na terça-feira, 10h.');
  await shoot(page, 'addendum-form-1366');
  await original.getByRole('button', { name: 'Salvar adendo' }).click();
  await expect(page.getByText('Adendo adicionado com sucesso')).toBeVisible();
  const addendum = original.getByRole('note', { name: /^Adendo de Carla Mendes em \d{2}\/\d{2}\/\d{4} às \d{2}:\d{2}$/ });
  await expect(addendum).toContainText('Correção: a sessão foi na terça-feira, 10h.');
  await expect(original.getByRole('textbox', { name: /Texto do adendo/ })).toHaveCount(0);
  await expect(original.locator('strong').filter({ hasText: 'Melhora evidente' })).toBeVisible();
  await shoot(page, 'notes-1366');

  // The api refuses an edit of the locked note even when asked directly.
  const list = await graphql(page, `{ customer(databaseId: ${patient}) { notes(first: 5) { edges { node { id locked } } } } }`);
  const lockedId = list.customer.notes.edges.find((edge: { node: { locked: boolean } }) => edge.node.locked).node.id;
  const refused = (await graphql(page, `mutation { updateCustomerNote(input: { id: "${lockedId}", body: "<p>x</p>" }) { note { id } fullMessages } }`))
    .updateCustomerNote;
  expect(refused).toEqual({ note: null, fullMessages: ['Esta anotação está bloqueada e não pode mais ser alterada'] });

  // The print preview: A4 and A5 PDFs, embedded on a large screen.
  await original.getByRole('button', { name: 'Imprimir' }).click();
  const preview = page.getByRole('dialog', { name: 'VISUALIZAR IMPRESSÃO' });
  await expect(preview).toBeVisible();
  const frame = preview.locator('iframe');
  await expect(frame).toHaveAttribute('src', /\.pdf\?page_size=A4&/);
  const a4 = await page.request.get((await frame.getAttribute('src'))!);
  expect(a4.headers()['content-type']).toBe('application/pdf');
  // The addendum prints after the note's body, with its author and date.
  const printed = pdfText(await a4.body());
  expect(printed).toContain('Melhora evidente do sono.');
  expect(printed).toMatch(/Adendo de Carla Mendes em \d{2}\/\d{2}\/\d{4} às \d{2}:\d{2}/);
  expect(printed).toContain('Correção: a sessão foi na terça-feira, 10h.');
  expect(printed.indexOf('Correção: a sessão')).toBeGreaterThan(printed.indexOf('Melhora evidente do sono.'));
  await preview.getByText('A5', { exact: true }).click();
  await expect(frame).toHaveAttribute('src', /\.pdf\?page_size=A5&/);
  const a5 = await page.request.get((await frame.getAttribute('src'))!);
  expect(a5.status()).toBe(200);
  await expect(preview.getByRole('link', { name: 'Abrir em nova janela' })).toHaveAttribute('href', /page_size=A5/);
  await shoot(page, 'print-preview-1366');

  // The print layout: edit the header, see it in the preview, from the overlay's edit button.
  await preview.getByRole('button', { name: 'Editar cabeçalho e rodapé' }).click();
  await expect(page).toHaveURL(/\/print-layout$/);
  await page.getByRole('button', { name: 'Editar', exact: true }).click();
  await page.getByRole('textbox', { name: 'Cabeçalho de impressão' }).click();
  await page.keyboard.type('Clínica Demonstração — CRP 06/12345');
  await page.getByRole('textbox', { name: 'Rodapé de impressão' }).click();
  await page.keyboard.type('Rua das Acácias, 100 — São Paulo');
  await page.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expect(page.getByText('Layout de impressão salvo com sucesso')).toBeVisible();
  await expect(page.getByText('Clínica Demonstração — CRP 06/12345')).toBeVisible();
  await page.getByRole('button', { name: 'Visualizar impressão' }).click();
  const layoutFrame = page.getByRole('dialog', { name: 'VISUALIZAR IMPRESSÃO' }).locator('iframe');
  await expect(layoutFrame).toHaveAttribute('src', /print_preview\.pdf\?page_size=A4&/);
  const layoutPdf = await page.request.get((await layoutFrame.getAttribute('src'))!);
  expect(layoutPdf.status()).toBe(200);
  expect((await layoutPdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
  await shoot(page, 'print-layout-1366');
  await page.keyboard.press('Escape');

  // A phone: the notes and the preview's size picker with 'Abrir PDF'.
  await page.setViewportSize({ width: 390, height: 844 });
  await openPatient(page, patient, 'Cecília Lopes Falcão');
  await shoot(page, 'notes-390');
  await page.getByRole('article').first().getByRole('button', { name: 'Ações da anotação' }).click();
  await page.getByRole('menuitem', { name: 'Imprimir' }).click();
  const phonePreview = page.getByRole('dialog', { name: 'VISUALIZAR IMPRESSÃO' });
  await expect(phonePreview.getByRole('link', { name: 'Abrir PDF' })).toHaveAttribute('href', /\.pdf\?page_size=A4&/);
  await phonePreview.getByText('A5', { exact: true }).click();
  await expect(phonePreview.getByRole('link', { name: 'Abrir PDF' })).toHaveAttribute('href', /\.pdf\?page_size=A5&/);
  await shoot(page, 'print-preview-390');
  await phonePreview.getByRole('button', { name: 'Editar cabeçalho e rodapé' }).click();
  await expect(page).toHaveURL(/\/print-layout$/);
  await expect(page.getByText('Cabeçalho e rodapé')).toBeVisible();
  await shoot(page, 'print-layout-390');
  await page.goto('/note-templates');
  await expect(page.getByText('Avaliação inicial').first()).toBeVisible();
  await shoot(page, 'templates-390');
});

test('a note saved while the api hangs longer than the gateway waits is checked, not failed, and shows once when the api is back', async ({ page }) => {
  test.setTimeout(240_000);
  const account = await companyThroughApi([], 'team');
  await signIn(page, account.email, account.password);
  await expect(page).toHaveURL(/\/customers$/);
  const patient = await registerPatient(page, 'Otávio Paiva Rezende');
  await openPatient(page, patient, 'Otávio Paiva Rezende');
  let loads = 0;
  page.on('load', () => {
    loads += 1;
  });

  await page.getByRole('button', { name: 'Nova anotação' }).click();
  await page.getByRole('textbox', { name: 'Texto da nova anotação' }).click();
  await page.keyboard.type('Retorno em 15 dias; manter a dose.');
  const checking = page.getByText('Não foi possível confirmar se a anotação foi salva. Verificando…');
  const resume = pauseApi();
  const pausedAt = Date.now();
  try {
    await page.getByRole('button', { name: 'Salvar anotação' }).click();
    // The gateway stops waiting for the api after 29.5 s; the page does not call that a failure.
    await expect(checking).toBeVisible({ timeout: 60_000 });
    expect(Date.now() - pausedAt).toBeGreaterThan(29_500);
    await expect(page.getByText('Erro ao salvar anotação')).toHaveCount(0);
    await expect(page.getByRole('textbox', { name: 'Texto da nova anotação' })).toContainText('Retorno em 15 dias');
    await shoot(page, 'note-checking-1366');
    await page.setViewportSize({ width: 390, height: 844 });
    await checking.scrollIntoViewIfNeeded();
    await expect(checking).toBeVisible();
    await shoot(page, 'note-checking-390');
    await page.setViewportSize({ width: 1366, height: 768 });
  } finally {
    resume();
  }

  // The api finishes what it was sent; the page's check, with the same key, gets that note.
  const notes = page.getByRole('article');
  await expect(checking).toBeHidden({ timeout: 60_000 });
  await expect(notes).toHaveCount(1);
  await expect(notes.first()).toContainText('Retorno em 15 dias; manter a dose.');
  await expect(page.getByRole('button', { name: 'Nova anotação' })).toBeVisible();
  await expect(page.getByText('Erro ao salvar anotação')).toHaveCount(0);
  expect(loads).toBe(0);

  const stored = await graphql(page, `{ customer(databaseId: ${patient}) { notes(first: 10) { totalCount edges { node { body } } } } }`);
  expect(stored.customer.notes.totalCount).toBe(1);
  expect(stored.customer.notes.edges).toHaveLength(1);
  expect(stored.customer.notes.edges[0].node.body).toContain('Retorno em 15 dias; manter a dose.');
});

test('a note written as “Somente eu” is read by its author alone; a colleague sees “Anotação privada de {autor}” with its date', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const account = await companyThroughApi([], 'team');
  await signIn(page, account.email, account.password);
  await expect(page).toHaveURL(/\/customers$/);
  const email = `paula.${Date.now()}@exemplo.com.br`;
  const created = await graphql(
    page,
    `mutation { createUser(input: { email: "${email}", name: "Paula Terapeuta", accountType: STANDARD, password: "senha123", passwordConfirmation: "senha123" }) { fullMessages } }`,
  );
  expect(created.createUser.fullMessages).toEqual([]);
  const patient = await registerPatient(page, 'Renata Siqueira Prado');

  // The author writes the note with 'Somente eu' checked.
  const context = await browser.newContext({ locale: 'pt-BR', timezoneId: 'America/Sao_Paulo', viewport: { width: 1366, height: 768 } });
  const author = await context.newPage();
  await signIn(author, email, 'senha123');
  await expect(author).toHaveURL(/\/customers$/);
  await openPatient(author, patient, 'Renata Siqueira Prado');
  await author.getByRole('button', { name: 'Nova anotação' }).click();
  await author.getByRole('textbox', { name: 'Texto da nova anotação' }).click();
  await author.keyboard.type('Hipótese reservada: luto não elaborado.');
  await author.getByRole('checkbox', { name: /Somente eu/ }).check();
  await author.getByRole('checkbox', { name: /Somente eu/ }).scrollIntoViewIfNeeded();
  await shoot(author, 'private-composer-1366');
  await author.getByRole('button', { name: 'Salvar anotação' }).click();
  const own = author.getByRole('article');
  await expect(own).toContainText('Hipótese reservada: luto não elaborado.');
  await expect(own.getByText('Somente eu', { exact: true })).toBeVisible();
  await context.close();

  // The administrator sees that it exists, whose it is and when, and nothing of what it says.
  await openPatient(page, patient, 'Renata Siqueira Prado');
  const seen = page.getByRole('article');
  await expect(seen.getByText('Anotação privada de Paula Terapeuta')).toBeVisible();
  await expect(seen.getByText(/^\d{2}\/\d{2}\/\d{4} às \d{2}:\d{2}$/)).toBeVisible();
  await expect(seen).not.toContainText('luto');
  await expect(seen.getByRole('button')).toHaveCount(0);
  await seen.scrollIntoViewIfNeeded();
  await shoot(page, 'private-note-1366');
  await page.setViewportSize({ width: 390, height: 844 });
  await seen.scrollIntoViewIfNeeded();
  await shoot(page, 'private-note-390');
  const read = await graphql(page, `{ customer(databaseId: ${patient}) { notes(first: 5) { edges { node { private body a4: pdfUrl(pageSize: A4) } } } } }`);
  expect(read.customer.notes.edges).toEqual([{ node: { private: true, body: null, a4: null } }]);
});
