import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { signIn } from './journeys.ts';
import { apiSession, companyThroughApi } from './support.ts';

const SHOTS = process.env.E2E_SCREENSHOTS_DIR;
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 768 };

/** Screenshots at both sizes when E2E_SCREENSHOTS_DIR says where, to look at the screens. */
async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  await page.screenshot({ path: join(SHOTS, `${name}-1366.png`), fullPage: true });
  await page.setViewportSize(PHONE);
  await page.waitForTimeout(300);
  await page.screenshot({ path: join(SHOTS, `${name}-390.png`), fullPage: true });
  await page.setViewportSize(DESKTOP);
}

/** RFC 4180 fields: quoted or not, with doubled quotes inside quotes. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index]!;
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        field += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[index + 1] === '\n') index += 1;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += char;
  }
  if (field !== '' || row.length > 0) rows.push([...row, field]);
  return rows;
}

test('dashboard, Ctrl+K, the customer report exports read back, the task report, and the activity history', async ({ page }, testInfo) => {
  test.setTimeout(240_000);
  const account = await companyThroughApi([], 'team', { clinic: true });
  const api = await apiSession(account);
  const birth = (
    await api.call<{ customer_field: { id: number } }>('POST', `/api/v1/companies/${api.companyId}/customer_fields`, {
      customer_field: { question: 'Nascimento no relatório', answer_type: 'date' },
    })
  ).customer_field.id;
  await api.call('POST', '/api/v1/customers', {
    customer: { name: 'José Antônio da Silva', fields_values: JSON.stringify({ [birth]: '1980-05-17' }) },
  });
  for (let index = 1; index <= 11; index += 1) {
    await api.call('POST', '/api/v1/customers', { customer: { name: `Paciente do relatório ${index}` } });
  }
  const { meta } = await api.call<{ meta: { total_count: number } }>('GET', '/api/v1/customers?per_page=1');
  const patients = meta.total_count;
  await signIn(page, account.email, account.password);
  await expect(page).toHaveURL(/\/customers$/);

  // The dashboard: its figures, its charts and its recent activities.
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Olá, Carla' })).toBeVisible();
  await expect(page.getByRole('link', { name: `Pacientes: ${patients}` })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Tarefas: \d+$/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Vencem hoje: \d+$/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Atrasadas: \d+$/ })).toBeVisible();
  const charts = page.getByTestId('dashboard-charts');
  await expect(charts.getByRole('heading', { name: 'Anotações por mês' })).toBeVisible();
  await expect(charts.getByRole('heading', { name: 'Tarefas por semana' })).toBeVisible();
  await expect(charts.locator('.recharts-surface').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Atividades recentes' })).toBeVisible();
  await expect(page.getByText('Paciente: Paciente do relatório 11')).toBeVisible();
  await shoot(page, 'dashboard');

  // Ctrl+K from anywhere finds a patient typed without accents and opens it with the keyboard.
  await page.keyboard.press('Control+k');
  const search = page.getByRole('combobox', { name: 'Buscar' });
  await expect(search).toHaveAttribute('placeholder', 'Buscar pacientes, tarefas...');
  await search.fill('jose antonio');
  await expect(page.getByRole('option', { name: 'José Antônio da Silva' })).toBeVisible();
  await expect(page.getByText('Pacientes (1)')).toBeVisible();
  await shoot(page, 'search');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/customers\/details\/\d+$/);
  await expect(page.getByRole('heading', { name: 'José Antônio da Silva' })).toBeVisible();

  // No result reads the spec's sentence.
  await page.keyboard.press('Control+k');
  await page.getByRole('combobox', { name: 'Buscar' }).fill('xyzw');
  await expect(page.getByText('Nenhum resultado encontrado para "xyzw"')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('combobox', { name: 'Buscar' })).toBeHidden();

  // The customer report: cards, the preview of 10, and both exports read back.
  await page.goto('/reports');
  await expect(page.getByRole('link', { name: /Relatório de pacientes/ })).toBeVisible();
  await shoot(page, 'reports');
  await page.getByRole('link', { name: /Relatório de pacientes/ }).click();
  const shown = `Mostrando 10 de ${patients} registros`;
  await expect(page.getByTestId('report-total')).toHaveText(shown);
  const preview = page.getByRole('table', { name: 'Pré-visualização do relatório' });
  await expect(preview.locator('tbody tr')).toHaveCount(10);
  // Everyone was registered today.
  await page.locator('label', { hasText: /^Hoje$/ }).click();
  await expect(page.getByRole('radio', { name: 'Hoje' })).toBeChecked();
  await expect(page.getByTestId('report-total')).toHaveText(shown);
  await shoot(page, 'customer-report');

  const csvDownload = page.waitForEvent('download', { timeout: 30_000 });
  await page.getByRole('button', { name: 'Exportar CSV' }).click();
  const csvFile = await csvDownload;
  expect(csvFile.suggestedFilename()).toMatch(/^relatorio-pacientes-\d{4}-\d{2}-\d{2}-\d{6}\.csv$/);
  await expect(page.getByText('Relatório exportado com sucesso!')).toBeVisible();
  const csvPath = testInfo.outputPath('report.csv');
  await csvFile.saveAs(csvPath);
  const csvText = readFileSync(csvPath, 'utf8');
  expect(csvText.charCodeAt(0)).toBe(0xfeff);
  const csvLines = csvText.slice(1).trimEnd().split('\r\n');
  expect(csvLines).toHaveLength(patients + 1);
  for (const line of csvLines) expect(line).toMatch(/^"(?:[^"]|"")*"(?:,"(?:[^"]|"")*")*$/);
  const csvRows = parseCsv(csvText.slice(1));
  const headers = csvRows[0]!;
  expect(headers.slice(0, 3)).toEqual(['ID', 'Nome', 'Data de Cadastro']);
  const birthColumn = headers.indexOf('Nascimento no relatório');
  expect(birthColumn).toBeGreaterThan(2);
  const jose = csvRows.find((row) => row[1] === 'José Antônio da Silva')!;
  expect(jose[2]).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
  expect(jose[birthColumn]).toBe('17/05/1980');

  const xlsxDownload = page.waitForEvent('download', { timeout: 30_000 });
  await page.getByRole('button', { name: 'Exportar XLSX' }).click();
  const xlsxFile = await xlsxDownload;
  expect(xlsxFile.suggestedFilename()).toMatch(/^relatorio-pacientes-\d{4}-\d{2}-\d{2}-\d{6}\.xlsx$/);
  const outDir = mkdtempSync(join(tmpdir(), 'report-xlsx-'));
  const xlsxPath = join(outDir, 'report.xlsx');
  await xlsxFile.saveAs(xlsxPath);
  execFileSync(
    'libreoffice',
    [`-env:UserInstallation=file://${join(outDir, 'profile')}`, '--headless', '--convert-to', 'csv:Text - txt - csv (StarCalc):44,34,76', '--outdir', outDir, xlsxPath],
    { stdio: 'ignore', timeout: 120_000 },
  );
  const converted = readdirSync(outDir).find((name) => name.endsWith('.csv'));
  expect(converted).toBeDefined();
  const xlsxRows = parseCsv(readFileSync(join(outDir, converted!), 'utf8').replace(/^\uFEFF/, ''));
  expect(xlsxRows).toEqual(csvRows);

  // The task report: its counts, its preview and its CSV, with a task of its own.
  const { task_list: board } = await api.call<{ task_list: { id: number } }>('GET', '/api/v1/task_lists/default');
  await api.call('POST', `/api/v1/task_lists/${board.id}/tasks`, { task: { title: 'Laudo para o relatório', priority: 'high' } });
  await page.goto('/reports');
  await page.getByRole('link', { name: /Relatório de tarefas/ }).click();
  await expect(page.getByRole('heading', { name: 'Relatório de tarefas' })).toBeVisible();
  await expect(page.getByTestId('task-report-total')).toHaveText(/^\d+ tarefas? no período$/);
  const taskPreview = page.getByRole('table', { name: 'Pré-visualização do relatório de tarefas' });
  await expect(taskPreview.getByRole('row', { name: /Laudo para o relatório/ })).toContainText('Alta');
  await expect(page.getByRole('table', { name: 'Por prioridade' })).toContainText('Alta');
  await shoot(page, 'task-report');
  const taskCsvDownload = page.waitForEvent('download', { timeout: 30_000 });
  await page.getByRole('button', { name: 'Exportar CSV' }).click();
  const taskCsv = await taskCsvDownload;
  expect(taskCsv.suggestedFilename()).toMatch(/^relatorio-tarefas-\d{4}-\d{2}-\d{2}-\d{6}\.csv$/);
  const taskCsvPath = testInfo.outputPath('tasks.csv');
  await taskCsv.saveAs(taskCsvPath);
  const taskRows = parseCsv(readFileSync(taskCsvPath, 'utf8').slice(1));
  expect(taskRows[0]).toEqual(['ID', 'Título', 'Quadro', 'Coluna', 'Situação', 'Prioridade', 'Responsáveis', 'Paciente', 'Vencimento', 'Concluída em', 'Criada em']);
  const laudo = taskRows.find((row) => row[1] === 'Laudo para o relatório')!;
  expect(laudo[5]).toBe('Alta');
  expect(laudo[10]).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);

  // The activity history: 50 at a time, 'Carregar mais' while a full page came back, and filters.
  const { customer } = await api.call<{ customer: { id: number } }>('POST', '/api/v1/customers', { customer: { name: 'Histórico 0' } });
  for (let index = 1; index <= 45; index += 1) {
    await api.call('PATCH', `/api/v1/customers/${customer.id}`, { customer: { name: `Histórico ${index}` } });
  }
  await page.goto('/activity-history');
  const entries = page.locator('.mantine-Timeline-item');
  await expect(entries).toHaveCount(50);
  await expect(entries.first()).toContainText('Paciente: Histórico 45');
  await expect(entries.first()).toContainText('Agora há pouco');
  await expect(entries.first()).toContainText('Nome: Histórico 44 → Histórico 45');
  await shoot(page, 'activity-history');
  await page.getByRole('button', { name: 'Carregar mais' }).click();
  await expect(entries).not.toHaveCount(50);
  await expect.poll(() => entries.count()).toBeGreaterThan(50);

  await page.getByRole('combobox', { name: 'Tipo de evento' }).click();
  await page.getByRole('option', { name: 'Criação' }).click();
  await expect(entries.first()).toContainText('Cadastrou o paciente Histórico 0');
  await expect(entries.filter({ hasText: 'Atualização' })).toHaveCount(0);
  const creations = await entries.count();
  expect(creations).toBeGreaterThan(12);

  // The business log keeps to the company's administration.
  await page.goto('/business/log');
  await expect(page.getByRole('tab', { name: 'Histórico' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.locator('.mantine-Timeline-item').first()).toBeVisible();
  await expect(page.locator('.mantine-Timeline-item').filter({ hasText: 'Paciente:' })).toHaveCount(0);
  await shoot(page, 'business-log');
});
