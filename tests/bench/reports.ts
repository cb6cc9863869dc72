// The dashboard, the global search and the activity history through the gateway, with 20,000
// customers, 10,000 tasks and 200,000 activity rows in the company and as many in another
// (reports-api-process.ts), one caller and ten at once; then a full XLSX export of the 20,000
// customers in Chromium, from the click to the file, with the progress it showed on the way (the
// web app is built first when web/dist has none).
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { Agent, request } from 'undici';
import { buildWeb } from './first-load.ts';
import { startApiProcess, startGatewayProcess, signInDemoAdmin } from './processes.ts';
import { measure } from './stats.ts';

const DURATION_MS = Number(process.env.BENCH_DURATION_MS ?? 10_000);
const CONCURRENCY = [1, 10];

const DASHBOARD = `{ viewer { company { dashboard {
  customers { total thisMonth changePercent trend }
  tasks { total pending completed dueToday overdue completionRate }
  notesPerMonth { month label count }
  tasksPerWeek { week label created completed }
  taskDistribution { status label color count }
  recentActivities { event eventText userName itemTypeText itemName customerName relativeTime createdAt changes { fieldName from to } }
} } } }`;

const SEARCH = `query ($query: String!) { search(query: $query) {
  customers { count items { databaseId name } }
  tasks { count items { databaseId title boardDatabaseId boardName dueDate customerName status statusText statusColor } }
} }`;

const HISTORY = `query ($after: String, $fromDate: String) { viewer { company {
  activityHistory(first: 50, after: $after, fromDate: $fromDate) {
    pageInfo { hasNextPage endCursor }
    edges { node { databaseId event eventText userName itemTypeText itemName customerName relativeTime createdAt changes { fieldName from to } } }
  }
} } }`;

function monthAgo(): string {
  const date = new Date(Date.now() - 3 * 3600_000);
  date.setUTCMonth(date.getUTCMonth() - 1);
  return date.toISOString().slice(0, 10);
}

export async function reportsBench() {
  const seedStarted = Date.now();
  const api = await startApiProcess('./reports-api-process.ts');
  const startSeconds = Number(((Date.now() - seedStarted) / 1000).toFixed(1));
  const webDist = fileURLToPath(new URL('../../web/dist', import.meta.url));
  if (!existsSync(`${webDist}/index.html`)) buildWeb();
  const gateway = await startGatewayProcess(api.url, webDist);
  const dispatcher = new Agent({ connections: Math.max(...CONCURRENCY), keepAliveTimeout: 30_000 });

  try {
    const { auth } = await signInDemoAdmin(api.url, dispatcher);

    const post = async (query: string, variables: Record<string, unknown> = {}) => {
      const response = await request(`${gateway.url}/graphql`, {
        method: 'POST',
        dispatcher,
        headers: { ...auth, 'content-type': 'application/json', 'x-graphql-csrf': '1' },
        body: JSON.stringify({ query, variables }),
      });
      const result = (await response.body.json()) as { errors?: unknown[]; data?: Record<string, any> }; // eslint-disable-line @typescript-eslint/no-explicit-any
      if (response.statusCode !== 200 || result.errors || !result.data) throw new Error(JSON.stringify(result.errors));
      return result.data;
    };

    const fromDate = monthAgo();
    const first = await post(HISTORY, { fromDate });
    const after = first.viewer.company.activityHistory.pageInfo.endCursor as string;
    const dashboard = (await post(DASHBOARD)).viewer.company.dashboard;
    const cases: Record<string, [string, Record<string, unknown>]> = {
      dashboardStats: [DASHBOARD, {}],
      searchByName: [SEARCH, { query: 'maria souza' }],
      searchByCpfDigits: [SEARCH, { query: '00100100101' }],
      historyFirstPage: [HISTORY, { fromDate }],
      historyNextPage: [HISTORY, { fromDate, after }],
    };
    const figures: Record<string, Record<string, unknown>> = {};
    for (const [name, [query, variables]] of Object.entries(cases)) {
      figures[name] = {};
      for (const concurrency of CONCURRENCY) {
        figures[name][`concurrency ${concurrency}`] = await measure(
          async () => {
            await post(query, variables);
          },
          { concurrency, durationMs: DURATION_MS },
        );
      }
    }
    const search = (await post(SEARCH, { query: 'maria souza' })).search;

    return {
      apiStartAndSeedSeconds: startSeconds,
      company: { customers: dashboard.customers.total, tasks: dashboard.tasks.total, searchMatches: { customers: search.customers.count, tasks: search.tasks.count } },
      ...figures,
      xlsxExport: await exportInBrowser(gateway.url),
    };
  } finally {
    await dispatcher.close();
    await gateway.stop();
    await api.stop();
  }
}

/** Signs in as a person would, opens the customer report and times 'Exportar XLSX' until the file arrives. */
async function exportInBrowser(gatewayUrl: string) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  try {
    const page = await browser.newPage({ acceptDownloads: true, viewport: { width: 1366, height: 768 } });
    await page.goto(`${gatewayUrl}/login`);
    await page.getByLabel('E-mail').fill('admin@demo.com.br');
    await page.getByLabel('Senha', { exact: true }).fill('demo1234');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.waitForURL(/\/customers$/);
    await page.goto(`${gatewayUrl}/reports/customers`);
    await page.getByText(/^Mostrando 10 de /).waitFor();

    const progress: number[] = [];
    const started = performance.now();
    const download = page.waitForEvent('download', { timeout: 120_000 });
    await page.getByRole('button', { name: 'Exportar XLSX' }).click();
    let done = false;
    const poll = (async () => {
      while (!done) {
        const value = await page
          .locator('[role="progressbar"]')
          .first()
          .getAttribute('aria-valuenow', { timeout: 100 })
          .catch(() => null);
        // Only rising values: the modal reads 0 again as it closes.
        if (value !== null && Number(value) > (progress.at(-1) ?? -1)) progress.push(Number(value));
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    })();
    const file = await download;
    const seconds = (performance.now() - started) / 1000;
    done = true;
    await poll;
    const bytes = (await import('node:fs')).statSync((await file.path())!).size;
    return { seconds: Number(seconds.toFixed(2)), fileKiB: Math.round(bytes / 1024), fileName: file.suggestedFilename(), progressSeen: progress };
  } finally {
    await browser.close();
  }
}
