import { expect, test, type Locator, type Page } from '@playwright/test';
import { signIn, signInToNewCompany } from './journeys.ts';
import { apiSession } from './support.ts';

const SHOTS = 'test-results/tasks';

function column(page: Page, name: string): Locator {
  return page.getByRole('region', { name: `Coluna ${name}` });
}

function card(page: Page, title: string): Locator {
  return page.locator('[data-task-id]').filter({ hasText: title });
}

/**
 * Drags a card the way a mouse does (press, move a little past the threshold, travel, release) onto
 * the top of another card, or onto the empty end of a column's list.
 */
async function drag(page: Page, from: Locator, to: Locator, where: 'top' | 'end' = 'top') {
  const start = await from.boundingBox();
  const end = await to.boundingBox();
  if (!start || !end) throw new Error('cartão fora da tela');
  const y = where === 'top' ? end.y + 8 : end.y + end.height - 10;
  await page.mouse.move(start.x + start.width / 2, start.y + 12);
  await page.mouse.down();
  await page.mouse.move(start.x + start.width / 2 + 10, start.y + 20, { steps: 4 });
  await page.mouse.move(end.x + end.width / 2, y - 2, { steps: 20 });
  await page.mouse.move(end.x + end.width / 2, y, { steps: 4 });
  await page.mouse.up();
}

/**
 * Pictures of the page at 1366 and 390 px wide (`name`-1366.png, `name`-390.png) once the toasts are
 * gone, for a person to look at.
 */
async function shoot(page: Page, name: string, { fullPage = false }: { fullPage?: boolean } = {}) {
  await expect(page.locator('.mantine-Notification-root')).toHaveCount(0, { timeout: 15_000 });
  await page.screenshot({ path: `${SHOTS}/${name}-1366.png`, fullPage });
  await page.setViewportSize({ width: 390, height: 844 });
  // The side menu slides away as the window narrows: the picture waits for it.
  await page.waitForTimeout(400);
  await page.screenshot({ path: `${SHOTS}/${name}-390.png`, fullPage });
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.waitForTimeout(400);
}

async function titlesIn(page: Page, name: string): Promise<string[]> {
  return column(page, name)
    .locator('[data-task-id]')
    .evaluateAll((cards) => cards.map((element) => element.querySelector('p')?.textContent ?? ''));
}

/** Picks `iso` (YYYY-MM-DD, in the month the picker opens at) in the DD/MM/YYYY date picker named `label`. */
async function pickDate(page: Page, label: string, iso: string) {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  const monthName = new Date(year, month - 1, 1).toLocaleDateString('pt-BR', { month: 'long' });
  await page.getByRole('button', { name: label }).click();
  await page.getByRole('button', { name: `${day} ${monthName} ${year}` }).click();
  await expect(page.getByRole('button', { name: label })).toHaveText(`${String(day).padStart(2, '0')}/${String(month).padStart(2, '0')}/${year}`);
}

/** The board's column picked again in the select named 'Coluna' stays picked. */
async function reselectColumn(scope: Page | Locator, page: Page, name: string) {
  const select = scope.getByRole('combobox', { name: 'Coluna' });
  await expect(select).toHaveValue(name);
  await select.click();
  await page.getByRole('option', { name }).click();
  await expect(select).toHaveValue(name);
}

async function addTask(page: Page, title: string, options: { checklist?: string[]; dueDate?: string; description?: [plain: string, bold: string]; customer?: [typed: string, name: string] } = {}) {
  await page.getByRole('link', { name: 'Nova tarefa' }).click();
  await expect(page).toHaveURL(/\/tasks\/add\?board_id=\d+/);
  await page.getByRole('button', { name: 'Criar tarefa' }).click();
  await expect(page.getByText('Por favor, informe o título da tarefa').first()).toBeVisible();
  await page.getByRole('textbox', { name: 'Título' }).fill(title);
  await reselectColumn(page, page, 'A fazer');
  if (options.dueDate) await pickDate(page, 'Data de vencimento', options.dueDate);
  if (options.description) {
    // The description is rich text: the second part typed in bold.
    await page.getByRole('textbox', { name: 'Descrição' }).click();
    await page.keyboard.type(options.description[0]);
    await page.getByRole('button', { name: 'Negrito' }).click();
    await page.keyboard.type(options.description[1]);
    await page.screenshot({ path: `${SHOTS}/add-1366.png`, fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.waitForTimeout(400);
    await page.screenshot({ path: `${SHOTS}/add-390.png`, fullPage: true });
    await page.setViewportSize({ width: 1366, height: 768 });
  }
  if (options.customer) {
    // Found on the server by what is typed, without accents.
    await page.getByRole('combobox', { name: 'Paciente' }).fill(options.customer[0]);
    await page.getByRole('option', { name: options.customer[1] }).click();
  }
  for (const item of options.checklist ?? []) {
    await page.getByRole('textbox', { name: 'Novo item do checklist' }).fill(item);
    await page.getByRole('button', { name: 'Adicionar' }).click();
  }
  await page.getByRole('button', { name: 'Criar tarefa' }).click();
  await expect(page.getByText('Tarefa criada com sucesso').first()).toBeVisible();
  await expect(page).toHaveURL(/\/tasks\/board\/\d+$/);
}

test('boards, tasks, drag and drop, the task modal, filters, live moves between two browsers and the calendar', async ({ page, browser }) => {
  test.setTimeout(300_000);
  // A patient to link a task to.
  const account = await signInToNewCompany(page, ['Sebastião Ribeiro Neto']);
  const api = await apiSession(account);

  // A board with three columns.
  await page.goto('/tasks');
  await page.getByRole('button', { name: 'Novo quadro' }).click();
  const dialog = page.getByRole('dialog', { name: 'Novo quadro' });
  await dialog.getByLabel('Nome').fill('Atendimentos');
  await dialog.getByLabel('Colunas').fill(' , ');
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(dialog.getByText('Por favor, informe pelo menos uma coluna')).toBeVisible();
  await dialog.getByLabel('Colunas').fill('A fazer, Fazendo, Feito');
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Quadro criado com sucesso').first()).toBeVisible();
  await expect(page).toHaveURL(/\/tasks\/board\/\d+$/);
  const boardUrl = page.url();
  await expect(column(page, 'Fazendo')).toBeVisible();

  // Tasks with a checklist and a due date.
  const today = new Date().toLocaleDateString('en-CA', { timeZone: 'America/Sao_Paulo' });
  await addTask(page, 'Ligar para Maria', { checklist: ['Confirmar horário', 'Anotar retorno'], dueDate: today, description: ['Pedir o ', 'exame de sangue'] });
  await addTask(page, 'Enviar laudo', { customer: ['sebastiao', 'Sebastião Ribeiro Neto'] });
  await addTask(page, 'Renovar contrato');
  await expect(card(page, 'Ligar para Maria')).toContainText('0/2');
  await expect(card(page, 'Ligar para Maria')).toContainText('Pedir o exame de sangue');

  // Another colleague's browser on the same board.
  const otherContext = await browser.newContext({ locale: 'pt-BR', timezoneId: 'America/Sao_Paulo', viewport: { width: 1366, height: 768 } });
  const other = await otherContext.newPage();
  await signIn(other, account.email, account.password);
  await expect(other).toHaveURL(/\/customers$/);
  await other.goto(boardUrl);
  await expect(column(other, 'A fazer')).toContainText('Ligar para Maria');

  // A card to another column, then a reorder within it; the colleague sees both without reloading.
  await drag(page, card(page, 'Ligar para Maria'), column(page, 'Fazendo').locator('[data-column-list]'), 'end');
  await expect(column(page, 'Fazendo')).toContainText('Ligar para Maria');
  await drag(page, card(page, 'Enviar laudo'), column(page, 'Fazendo').locator('[data-column-list]'), 'end');
  await expect(column(page, 'Fazendo')).toContainText('Enviar laudo');
  await expect(column(other, 'Fazendo')).toContainText('Ligar para Maria');
  await expect(column(other, 'Fazendo')).toContainText('Enviar laudo');
  await drag(page, card(page, 'Enviar laudo'), card(page, 'Ligar para Maria'));
  await expect.poll(() => titlesIn(page, 'Fazendo')).toEqual(['Enviar laudo', 'Ligar para Maria']);
  await expect.poll(() => titlesIn(other, 'Fazendo')).toEqual(['Enviar laudo', 'Ligar para Maria']);
  await page.reload();
  await expect.poll(() => titlesIn(page, 'Fazendo')).toEqual(['Enviar laudo', 'Ligar para Maria']);

  // And the colleague moves one back; this browser sees it.
  await drag(other, card(other, 'Renovar contrato'), column(other, 'Feito').locator('[data-column-list]'), 'end');
  await expect(column(page, 'Feito')).toContainText('Renovar contrato', { timeout: 5000 });
  await otherContext.close();

  // Completion.
  await page.getByRole('button', { name: 'Marcar Renovar contrato como concluída' }).click();
  await expect(page.getByRole('button', { name: 'Marcar Renovar contrato como pendente' })).toBeVisible();
  await expect(page.locator('[data-stat="Concluídas"]')).toHaveText('1');

  // The task modal: checklist, comment, attachment.
  await card(page, 'Ligar para Maria').click();
  const modal = page.getByRole('dialog', { name: 'Tarefa' });
  await expect(modal.getByRole('heading', { name: 'Ligar para Maria' })).toBeVisible();
  await expect(modal.locator('.rich-text strong')).toHaveText('exame de sangue');
  // The item's text ticks its box.
  await modal.getByText('Confirmar horário', { exact: true }).click();
  await expect(modal.getByRole('checkbox', { name: 'Confirmar horário' })).toBeChecked();
  await modal.getByRole('textbox', { name: 'Novo comentário' }).fill('Liguei, sem resposta');
  await modal.getByRole('button', { name: 'Comentar' }).click();
  await expect(modal.getByText('Liguei, sem resposta')).toBeVisible();
  const chooser = page.waitForEvent('filechooser');
  await modal.getByRole('button', { name: 'Anexar arquivo' }).click();
  await (await chooser).setFiles({ name: 'relatório.txt', mimeType: 'text/plain', buffer: Buffer.from('Relatório do atendimento\n'.repeat(60)) });
  await expect(page.getByText('Arquivo enviado com sucesso').first()).toBeVisible();
  await expect(modal.getByText('relatório.txt')).toBeVisible();
  await expect(modal.getByText('1,5 KB')).toBeVisible();
  const download = page.waitForEvent('download');
  await modal.getByRole('link', { name: 'Baixar relatório.txt' }).click();
  expect((await download).suggestedFilename()).toBe('relatório.txt');
  // Hours take a decimal comma or point and show a comma; the column stays when picked again.
  await modal.getByRole('button', { name: 'Editar' }).click();
  await reselectColumn(modal, page, 'Fazendo');
  await modal.getByRole('textbox', { name: 'Horas estimadas' }).fill('0,25');
  await modal.getByRole('textbox', { name: 'Tempo gasto (horas)' }).fill('0.25');
  await expect(modal.getByRole('textbox', { name: 'Tempo gasto (horas)' })).toHaveValue('0,25');
  await page.screenshot({ path: `${SHOTS}/modal-edit-1366.png` });
  await modal.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Tarefa atualizada com sucesso').first()).toBeVisible();
  const taskId = new URL(page.url()).searchParams.get('task');
  const stored = await api.call<{ task: { estimated_hours: number; time_spent: number; kanban_group: string } }>('GET', `/api/v1/tasks/${taskId}`);
  expect(stored.task).toMatchObject({ estimated_hours: 0.25, time_spent: 0.25, kanban_group: 'Fazendo' });
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();
  await card(page, 'Ligar para Maria').click();
  await expect(modal.getByText('0,25')).toHaveCount(2);
  await modal.getByRole('button', { name: 'Editar' }).click();
  await expect(modal.getByRole('textbox', { name: 'Horas estimadas' })).toHaveValue('0,25');
  await expect(modal.getByRole('textbox', { name: 'Tempo gasto (horas)' })).toHaveValue('0,25');
  await modal.getByRole('button', { name: 'Cancelar' }).click();
  await modal.evaluate((content) => content.scrollTo(0, 0));
  await shoot(page, 'modal');
  await page.keyboard.press('Escape');
  await expect(card(page, 'Ligar para Maria')).toContainText('1/2');

  // Search and grouping.
  await page.getByRole('textbox', { name: 'Buscar' }).fill('laudo');
  await expect(card(page, 'Ligar para Maria')).toHaveCount(0);
  await expect(card(page, 'Enviar laudo')).toHaveCount(1);
  await page.getByRole('button', { name: 'Limpar filtros' }).click();
  await expect(card(page, 'Ligar para Maria')).toHaveCount(1);
  await page.getByRole('combobox', { name: 'Paciente' }).fill('Sebast');
  await page.getByRole('option', { name: 'Sebastião Ribeiro Neto' }).click();
  await expect(card(page, 'Ligar para Maria')).toHaveCount(0);
  await expect(card(page, 'Enviar laudo')).toHaveCount(1);
  await page.getByRole('button', { name: 'Limpar filtros' }).click();
  await expect(card(page, 'Ligar para Maria')).toHaveCount(1);
  await expect(page.getByRole('combobox', { name: 'Paciente' })).toHaveValue('');
  await page.getByRole('combobox', { name: 'Agrupar por' }).click();
  await page.getByRole('option', { name: 'Status' }).click();
  await expect(column(page, 'Concluída')).toContainText('Renovar contrato');
  await expect(column(page, 'Vence hoje')).toContainText('Ligar para Maria');
  await page.getByRole('combobox', { name: 'Agrupar por' }).click();
  await page.getByRole('option', { name: 'Coluna' }).click();
  await expect(column(page, 'A fazer')).toBeVisible();
  // A task of no column, made elsewhere, shows first, before the board's columns.
  const boardId = boardUrl.match(/\/tasks\/board\/(\d+)/)?.[1];
  const longTitle = 'Conferir a agenda da semana com a recepção e confirmar os retornos pendentes';
  await api.call('POST', `/api/v1/task_lists/${boardId}/tasks`, { task: { title: longTitle, kanban_group: '', due_date: today } });
  await expect(column(page, 'Sem coluna')).toContainText(longTitle);
  await expect(page.locator('[data-column]').first()).toHaveAttribute('data-column', 'Sem coluna');
  await shoot(page, 'board', { fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await column(page, 'Fazendo').scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/board-fazendo-390.png` });
  // On a phone the status badge beside a long title shows whole ('Vence hoje', not 'VEN…').
  await card(page, longTitle).click();
  await expect(modal.getByRole('heading', { name: longTitle })).toBeVisible();
  const badge = modal.locator('.mantine-Badge-label', { hasText: 'Vence hoje' });
  await expect(badge).toBeVisible();
  expect(await badge.evaluate((label) => label.scrollWidth <= label.clientWidth)).toBe(true);
  await page.screenshot({ path: `${SHOTS}/modal-long-title-390.png` });
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();
  await page.setViewportSize({ width: 1366, height: 768 });

  // The calendar: the task on its date, dragged to the next day.
  await page.goto('/calendar');
  const event = page.locator('[data-task-event]').filter({ hasText: 'Ligar para Maria' });
  await expect(event).toBeVisible();
  const cellOf = async (locator: Locator) => {
    const box = await locator.boundingBox();
    if (!box) throw new Error('evento fora da tela');
    return box;
  };
  // The month's answer may still be redrawing the events: measure once they hold still.
  let from = { x: 0, y: 0, width: 0, height: 0 };
  await expect(async () => {
    await event.scrollIntoViewIfNeeded({ timeout: 1000 });
    const first = await cellOf(event);
    await page.waitForTimeout(300);
    from = await cellOf(event);
    expect(from).toEqual(first);
  }).toPass({ timeout: 15_000 });
  // The day to the right, unless today ends the week: then the day to the left.
  const weekday = new Date(`${today}T12:00:00`).getDay();
  const step = weekday === 6 ? -1 : 1;
  const cellWidth = (await cellOf(page.locator('.rbc-month-row').first())).width / 7;
  await page.mouse.move(from.x + 10, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + 20, from.y + from.height / 2 + 2, { steps: 4 });
  await page.mouse.move(from.x + 10 + step * cellWidth, from.y + from.height / 2, { steps: 15 });
  await page.mouse.up();
  await expect(page.getByText('Data da tarefa atualizada').first()).toBeVisible();
  const next = new Date(`${today}T12:00:00`);
  next.setDate(next.getDate() + step);
  await page.reload();
  await page.locator('[data-task-event]').filter({ hasText: 'Ligar para Maria' }).click();
  await expect(page).toHaveURL(/\/tasks\/board\/\d+\?task=\d+/);
  const opened = page.getByRole('dialog', { name: 'Tarefa' });
  await expect(opened.getByText(next.toLocaleDateString('pt-BR'))).toBeVisible();
  await page.goto('/calendar');
  await expect(page.locator('[data-task-event]').first()).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/calendar-1366.png` });
  await page.setViewportSize({ width: 390, height: 844 });
  // The side menu slides away as the window narrows: the picture waits for it.
  await page.waitForTimeout(400);
  await page.screenshot({ path: `${SHOTS}/calendar-390.png`, fullPage: true });
});
