import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { signIn } from './journeys.ts';
import { apiSession, companyThroughApi } from './support.ts';

const SHOTS = process.env.SIGNATURES_SHOTS ?? '/tmp/shots-signatures';

/** A self-signed A1 file as OpenSSL writes one, with a company's name and CNPJ. */
function a1File(folder: string, password: string): string {
  const key = join(folder, 'key.pem');
  const cert = join(folder, 'cert.pem');
  const file = join(folder, 'clinica.pfx');
  execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', key, '-out', cert, '-days', '60', '-subj', '/CN=CLINICA BEM ESTAR LTDA:12345678000195/O=ICP-Brasil/C=BR'], { stdio: 'ignore' });
  execFileSync('openssl', ['pkcs12', '-export', '-inkey', key, '-in', cert, '-out', file, '-passout', `pass:${password}`], { stdio: 'ignore' });
  return file;
}

test("the company's A1 certificate sent on /business/main signs a locked note's PDF, downloaded from the note", async ({ page, browser }) => {
  test.setTimeout(120_000);
  mkdirSync(SHOTS, { recursive: true });
  const folder = mkdtempSync(join(tmpdir(), 'e2e-signatures-'));
  const certificate = a1File(folder, 'senha-do-a1');
  const account = await companyThroughApi(['Joana Assinada'], 'team');
  const api = await apiSession(account);
  const { customers } = await api.call<{ customers: { id: number }[] }>('GET', '/api/v1/customers');
  const customerId = customers[0]!.id;
  const { customer_note: note } = await api.call<{ customer_note: { id: number } }>('POST', `/api/v1/customers/${customerId}/customer_notes`, {
    customer_note: { body: '<p>Retorno: paciente sem dor.</p>' },
  });
  await api.call('PATCH', `/api/v1/customers/${customerId}/customer_notes/${note.id}`, { customer_note: { locked: true } });

  await signIn(page, account.email, account.password);
  await expect(page).toHaveURL(/\/customers$/);

  // Without a certificate the note says why it cannot be signed.
  await page.goto(`/customers/details/${customerId}`);
  await page.getByRole('button', { name: 'Baixar PDF assinado' }).click();
  await expect(page.getByText('Nenhum certificado digital cadastrado')).toBeVisible();

  await page.goto('/business/main');
  const section = page.getByRole('region', { name: 'Certificado digital' });
  await expect(section.getByText('Nenhum certificado digital cadastrado.')).toBeVisible();
  await section.locator('input[type="file"]').setInputFiles(certificate);
  await section.getByLabel('Senha do certificado').fill('errada');
  await section.getByRole('button', { name: 'Enviar certificado' }).click();
  await expect(section.getByText('Senha do certificado incorreta')).toBeVisible();
  await section.getByLabel('Senha do certificado').fill('senha-do-a1');
  await section.getByRole('button', { name: 'Enviar certificado' }).click();
  await expect(section.getByText('CLINICA BEM ESTAR LTDA', { exact: true })).toBeVisible();
  await expect(section.getByText('CNPJ 12.345.678/0001-95')).toBeVisible();
  await section.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/certificates-1366.png` });

  await page.goto(`/customers/details/${customerId}`);
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Baixar PDF assinado' }).click()]);
  expect(download.suggestedFilename()).toMatch(/-assinada\.pdf$/);
  const file = join(folder, download.suggestedFilename());
  await download.saveAs(file);
  const pdf = readFileSync(file).toString('latin1');
  expect(pdf).toContain('/ByteRange');
  expect(pdf).toContain('/ETSI.CAdES.detached');
  expect(execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ')).toMatch(/Assinado digitalmente por CLINICA BEM ESTAR LTDA em \d\d\/\d\d\/\d{4} às \d\d:\d\d/);
  await page.getByRole('button', { name: 'Baixar PDF assinado' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/note-signed-1366.png` });

  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
  const small = await phone.newPage();
  await signIn(small, account.email, account.password);
  await expect(small).toHaveURL(/\/customers$/);
  await small.goto('/business/main');
  const smallSection = small.getByRole('region', { name: 'Certificado digital' });
  await expect(smallSection.getByText('CLINICA BEM ESTAR LTDA', { exact: true })).toBeVisible();
  await smallSection.scrollIntoViewIfNeeded();
  await small.screenshot({ path: `${SHOTS}/certificates-390.png` });
  await small.goto(`/customers/details/${customerId}`);
  await small.getByRole('button', { name: 'Ações da anotação' }).click();
  await expect(small.getByRole('menuitem', { name: 'Baixar PDF assinado' })).toBeVisible();
  // The menu fades in.
  await small.waitForTimeout(400);
  await small.screenshot({ path: `${SHOTS}/note-signed-390.png` });
  await phone.close();
});
