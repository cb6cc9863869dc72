import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { signIn } from './journeys.ts';
import { apiSession, companyThroughApi } from './support.ts';

const SHOTS = process.env.RECORDS_SHOTS ?? '/tmp/shots-records';

/** Clicks the download button and answers the ZIP's entries, read with unzip. */
async function downloadZip(page: Page, folder: string): Promise<string[]> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Baixar arquivo' }).click()]);
  expect(download.suggestedFilename()).toMatch(/\.zip$/);
  const file = join(folder, download.suggestedFilename());
  await download.saveAs(file);
  return execFileSync('zipinfo', ['-1', file], { encoding: 'utf8' }).trim().split('\n');
}

test("a patient's data exported from their page and downloaded as a ZIP, and the whole company's from /business/main", async ({ page, browser }) => {
  test.setTimeout(120_000);
  mkdirSync(SHOTS, { recursive: true });
  const folder = mkdtempSync(join(tmpdir(), 'e2e-records-'));
  const account = await companyThroughApi(['Joana Exportada'], 'team');
  const api = await apiSession(account);
  const { customers } = await api.call<{ customers: { id: number }[] }>('GET', '/api/v1/customers');
  const customerId = customers[0]!.id;
  const { customer_note: note } = await api.call<{ customer_note: { id: number } }>('POST', `/api/v1/customers/${customerId}/customer_notes`, {
    customer_note: { body: '<p>Primeira consulta: queixa de dor lombar.</p>' },
  });
  await api.call('PATCH', `/api/v1/customers/${customerId}/customer_notes/${note.id}`, { customer_note: { locked: true } });

  await signIn(page, account.email, account.password);
  await expect(page).toHaveURL(/\/customers$/);
  await page.goto(`/customers/details/${customerId}`);
  await page.getByRole('button', { name: 'Exportar dados do paciente' }).click();
  // Made in the background: the page shows it in progress, then the link.
  await expect(page.getByRole('link', { name: 'Baixar arquivo' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(/dados-joana-exportada-.+\.zip — disponível até/)).toBeVisible();
  await page.getByRole('link', { name: 'Baixar arquivo' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/patient-export-1366.png` });
  const entries = await downloadZip(page, folder);
  expect(entries).toEqual(expect.arrayContaining(['cadastro.json', 'cadastro.pdf', 'anotacoes.json', 'acessos.csv']));
  expect(entries.filter((entry) => /^anotacoes\/0001-.+\.pdf$/.test(entry))).toHaveLength(1);

  // The export is in the customer's access log.
  await page.getByRole('button', { name: 'Ver acessos' }).click();
  await expect(page.getByRole('cell', { name: 'Exportou os dados' })).toBeVisible();

  await page.goto('/business/main');
  await page.getByRole('button', { name: 'Exportar todos os dados' }).click();
  await expect(page.getByRole('link', { name: 'Baixar arquivo' })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('link', { name: 'Baixar arquivo' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/company-export-1366.png` });
  const companyEntries = await downloadZip(page, folder);
  expect(companyEntries).toEqual(expect.arrayContaining(['tabelas/customers.csv', 'tabelas/customer_notes.csv', 'tabelas/users.csv']));

  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
  const small = await phone.newPage();
  await signIn(small, account.email, account.password);
  await expect(small).toHaveURL(/\/customers$/);
  await small.goto(`/customers/details/${customerId}`);
  await small.getByRole('button', { name: 'Exportar dados do paciente' }).click();
  await expect(small.getByRole('link', { name: 'Baixar arquivo' })).toBeVisible({ timeout: 30_000 });
  await small.getByRole('link', { name: 'Baixar arquivo' }).scrollIntoViewIfNeeded();
  await small.screenshot({ path: `${SHOTS}/patient-export-390.png` });
  await phone.close();
});
