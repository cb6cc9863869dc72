import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { signIn } from './journeys.ts';
import { pauseApi } from './stack-info.ts';
import { companyThroughApi } from './support.ts';

const SHOTS = 'test-results/reachability';
const BANNER = 'Sem conexão com o servidor. Tentando reconectar…';

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

test('while the api does not answer an idle page says so, and a board that failed to load meanwhile recovers by itself when it is back', async ({ page }) => {
  test.setTimeout(240_000);
  const account = await companyThroughApi([], 'team');
  await signIn(page, account.email, account.password);
  await expect(page).toHaveURL(/\/customers$/);
  const created = await graphql(page, 'mutation { createTaskList(input: { name: "Sala de espera", columns: ["Chegou", "Atendido"] }) { taskList { databaseId } } }');
  const boardId: number = created.createTaskList.taskList.databaseId;

  await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Tarefas', exact: true }).click();
  const boardLink = page.getByRole('link', { name: 'Sala de espera' });
  await expect(boardLink).toBeVisible();
  let loads = 0;
  page.on('load', () => {
    loads += 1;
  });
  const banner = page.getByRole('status').filter({ hasText: BANNER });
  await expect(banner).toBeHidden();
  // The board's own failure, with its retry button (the toast says the same words).
  const boardFailed = page.getByRole('alert').filter({ hasText: 'Erro ao carregar quadro de tarefas' }).filter({ has: page.getByRole('button', { name: 'Tentar novamente' }) });

  const resume = pauseApi();
  try {
    // Nothing is asked of the idle page: it notices by itself that the server stopped answering.
    await expect(banner).toBeVisible({ timeout: 40_000 });
    await shoot(page, 'banner-1366');
    await page.setViewportSize({ width: 390, height: 844 });
    // The menu slides away as the screen narrows.
    await page.waitForTimeout(500);
    await expect(banner).toBeVisible();
    const box = await banner.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
    await shoot(page, 'banner-390');
    await page.setViewportSize({ width: 1366, height: 768 });

    // The board opened now fails to load: the gateway stops waiting for the api after 29.5 s.
    await boardLink.click();
    await expect(page).toHaveURL(new RegExp(`/tasks/board/${boardId}$`));
    await expect(boardFailed).toBeVisible({ timeout: 60_000 });
    await shoot(page, 'board-failed-1366');
  } finally {
    resume();
  }

  // The api is back: the banner goes and the board loads, without anyone asking or reloading.
  await expect(banner).toBeHidden({ timeout: 30_000 });
  await expect(boardFailed).toBeHidden({ timeout: 30_000 });
  await expect(page.getByText('Chegou', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('Atendido', { exact: true }).first()).toBeVisible();
  expect(loads).toBe(0);
  await shoot(page, 'board-recovered-1366');
});
