import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { signIn } from './journeys.ts';
import { companyThroughApi } from './support.ts';

const SHOTS = process.env.DASHBOARD_SHOTS ?? '/tmp/shots-dashboard';
const CONTEXT = { locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' } as const;

/** The x of each label under the chart titled `title` (a month, 'jun/26', or a week, '05/10'), left to right. */
async function axisLabels(page: Page, title: string) {
  // The chart drawn in the nearest box around the heading.
  const heading = page.getByTestId('dashboard-charts').getByRole('heading', { name: title });
  const chart = heading.locator('xpath=ancestor::*[.//*[@role="application"]][1]').getByRole('application');
  const ticks = chart.locator('text').filter({ hasText: /^([a-zç]{3}\/\d{2}|\d{2}\/\d{2})$/ });
  await expect(ticks.last()).toBeVisible();
  return Promise.all(
    (await ticks.all()).map(async (tick) => {
      const box = (await tick.boundingBox())!;
      return { text: (await tick.textContent()) ?? '', x: box.x + box.width / 2 };
    }),
  );
}

for (const [width, height, touch] of [
  [1366, 768, false],
  [390, 844, true],
] as const) {
  test(`the dashboard at ${width}px: new registrations against an empty month, and every month on an even axis`, async ({ browser }) => {
    mkdirSync(SHOTS, { recursive: true });
    const account = await companyThroughApi(['Ana Souza', 'Bruno Dias']);
    const context = await browser.newContext({ ...CONTEXT, viewport: { width, height }, isMobile: touch, hasTouch: touch });
    const page = await context.newPage();
    await signIn(page, account.email, account.password);
    await expect(page).not.toHaveURL(/\/login/);
    await page.goto('/dashboard');
    const card = page.getByRole('link', { name: /^Pacientes: 2$|^Clientes: 2$/ });
    await expect(card).toBeVisible();
    // Nobody registered last month: no '↗ 100%', the month's registrations are new.
    await expect(card).toContainText('novo');
    await expect(card).not.toContainText('%');
    await expect(card).toContainText('2 neste mês');

    for (const [title, count] of [
      ['Anotações por mês', 6],
      ['Tarefas por semana', 8],
    ] as const) {
      const labels = await axisLabels(page, title);
      expect(labels.map((label) => label.text).filter(Boolean)).toHaveLength(count);
      const gaps = labels.slice(1).map((label, index) => label.x - labels[index]!.x);
      for (const gap of gaps) expect(Math.abs(gap - gaps[0]!)).toBeLessThan(2);
    }
    await page.screenshot({ path: `${SHOTS}/dashboard-${width}.png`, fullPage: true });
    await context.close();
  });
}
