// What the first load of the sign-in page and of the customers list costs a browser: the JavaScript
// and CSS bytes it transfers (compressed, as the gateway serves them, read from the browser's own
// network records) and Lighthouse's mobile and desktop scores, for /login and for /customers signed in
// as the demo company with a form and a few dozen customers.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { chromium, type Page as PlaywrightPage } from '@playwright/test';
import lighthouse, { desktopConfig, type Config, type Flags } from 'lighthouse';
import puppeteer, { type Page as PuppeteerPage } from 'puppeteer-core';
import { startApiProcess, startGatewayProcess } from './processes.ts';

const CHROMIUM = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu'];
const DEMO = { email: 'admin@demo.com.br', password: 'demo1234' };
const WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));
const WEB = fileURLToPath(new URL('../../web', import.meta.url));

export interface Transfer {
  files: number;
  /** Bytes on the wire, headers excluded, as the browser received them. */
  transferred: number;
  /** Bytes once decoded. */
  decoded: number;
  encodings: string[];
}

export interface PageLoad {
  path: string;
  js: Transfer;
  css: Transfer;
  lighthouse: Record<'mobile' | 'desktop', { performance: number; accessibility: number; fcpMs: number; lcpMs: number; tbtMs: number; runs: number[] }>;
}

/** Builds the web app into web/dist, as the gateway serves it. */
export function buildWeb(): void {
  const result = spawnSync('npx', ['--no-install', 'vite', 'build'], { cwd: WEB, stdio: ['ignore', 'ignore', 'inherit'] });
  if (result.status !== 0) throw new Error(`the web build failed with ${result.status ?? result.error?.message}`);
}

function emptyTransfer(): Transfer {
  return { files: 0, transferred: 0, decoded: 0, encodings: [] };
}

/** Records every script and stylesheet the page receives until the network is idle. */
async function recordTransfers(page: PlaywrightPage, go: () => Promise<unknown>): Promise<{ js: Transfer; css: Transfer }> {
  const pending: Promise<void>[] = [];
  const totals = { js: emptyTransfer(), css: emptyTransfer() };
  const listener = (response: import('@playwright/test').Response) => {
    const type = response.request().resourceType();
    const bucket = type === 'script' ? totals.js : type === 'stylesheet' ? totals.css : null;
    if (!bucket) return;
    pending.push(
      (async () => {
        const [sizes, body] = await Promise.all([response.request().sizes(), response.body()]);
        bucket.files += 1;
        bucket.transferred += sizes.responseBodySize;
        bucket.decoded += body.length;
        const encoding = response.headers()['content-encoding'] ?? 'identity';
        if (!bucket.encodings.includes(encoding)) bucket.encodings.push(encoding);
      })(),
    );
  };
  page.on('response', listener);
  await go();
  await page.waitForLoadState('networkidle');
  await Promise.all(pending);
  page.off('response', listener);
  return totals;
}

async function signInWithPlaywright(page: PlaywrightPage, baseUrl: string): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('E-mail').fill(DEMO.email);
  await page.getByLabel('Senha', { exact: true }).fill(DEMO.password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForURL((url) => url.pathname !== '/login');
}

/** Bytes of a cold load: a new browser context for /login; for /customers one signed in, its cache emptied. */
async function measureTransfers(baseUrl: string) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const loginContext = await browser.newContext();
    const loginPage = await loginContext.newPage();
    const login = await recordTransfers(loginPage, () => loginPage.goto(`${baseUrl}/login`));
    await loginPage.getByRole('button', { name: 'Entrar' }).waitFor();
    await loginContext.close();

    const context = await browser.newContext();
    const page = await context.newPage();
    await signInWithPlaywright(page, baseUrl);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    const customers = await recordTransfers(page, () => page.goto(`${baseUrl}/customers`));
    await page.getByRole('table').first().waitFor();
    if (new URL(page.url()).pathname !== '/customers') throw new Error(`/customers ended at ${page.url()}`);
    await context.close();
    return { login, customers };
  } finally {
    await browser.close();
  }
}

async function signInWithPuppeteer(page: PuppeteerPage, baseUrl: string): Promise<void> {
  await page.goto(`${baseUrl}/login`, { waitUntil: 'networkidle0' });
  await page.locator('input[type="email"]').fill(DEMO.email);
  await page.locator('input[type="password"]').fill(DEMO.password);
  await Promise.all([page.waitForNavigation({ waitUntil: 'networkidle0' }).catch(() => undefined), page.locator('button[type="submit"]').click()]);
  await page.waitForFunction(() => location.pathname !== '/login');
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

/**
 * Lighthouse (performance and accessibility) in Debian's Chromium, `runs` times per page and form
 * factor, the median run reported. Each run starts with an empty cache (Lighthouse clears it) and
 * keeps the tab's storage, so /customers is measured signed in.
 */
async function measureLighthouse(baseUrl: string, runs: number) {
  const browser = await puppeteer.launch({ executablePath: CHROMIUM, headless: false, args: CHROME_FLAGS, defaultViewport: null });
  const scores: Record<string, PageLoad['lighthouse']> = {};
  try {
    for (const path of ['/login', '/customers']) {
      const page = await browser.newPage();
      if (path !== '/login') await signInWithPuppeteer(page, baseUrl);
      const perPage = {} as PageLoad['lighthouse'];
      for (const formFactor of ['mobile', 'desktop'] as const) {
        const config: Config | undefined = formFactor === 'desktop' ? desktopConfig : undefined;
        const flags: Flags = { logLevel: 'error', output: 'json', onlyCategories: ['performance', 'accessibility'] };
        const results = [];
        for (let run = 0; run < runs; run += 1) {
          const result = await lighthouse(`${baseUrl}${path}`, flags, config, page);
          if (!result) throw new Error(`Lighthouse gave no result for ${path}`);
          const lhr = result.lhr;
          if (new URL(lhr.finalDisplayedUrl).pathname !== path) throw new Error(`Lighthouse on ${path} ended at ${lhr.finalDisplayedUrl}`);
          if (lhr.runtimeError) throw new Error(`Lighthouse on ${path}: ${lhr.runtimeError.message}`);
          results.push({
            performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
            accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
            fcpMs: Math.round(lhr.audits['first-contentful-paint']?.numericValue ?? NaN),
            lcpMs: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? NaN),
            tbtMs: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? NaN),
            failing: Object.values(lhr.audits)
              .filter((audit) => audit.score === 0 && lhr.categories.accessibility?.auditRefs.some((ref) => ref.id === audit.id))
              .map((audit) => {
                const items = (audit.details as { items?: { node?: { snippet?: string; explanation?: string } }[] } | undefined)?.items ?? [];
                const nodes = items.map((item) => `\n      ${item.node?.snippet ?? ''} ${item.node?.explanation?.split('\n').pop() ?? ''}`);
                return `${audit.id}${nodes.join('')}`;
              }),
          });
        }
        const middle = median(results.map((result) => result.performance));
        const chosen = results.find((result) => result.performance === middle)!;
        if (chosen.failing.length) console.log(`  ${path} ${formFactor}: failing accessibility audits: ${chosen.failing.join('\n    ')}`);
        perPage[formFactor] = {
          performance: chosen.performance,
          accessibility: chosen.accessibility,
          fcpMs: chosen.fcpMs,
          lcpMs: chosen.lcpMs,
          tbtMs: chosen.tbtMs,
          runs: results.map((result) => result.performance),
        };
      }
      scores[path] = perPage;
      await page.close();
    }
  } finally {
    await browser.close();
  }
  return scores;
}

/**
 * Builds the web app (unless BENCH_SKIP_BUILD=1), starts the api with the demo company and
 * BENCH_FIRST_LOAD_CUSTOMERS customers (40 by default) and the gateway serving the build, then
 * measures. BENCH_LIGHTHOUSE_RUNS (3 by default) Lighthouse runs per page and form factor.
 */
export async function firstLoadBench(): Promise<PageLoad[]> {
  if (process.env.BENCH_SKIP_BUILD !== '1') buildWeb();
  const api = await startApiProcess('./customers-api-process.ts', { BENCH_CUSTOMERS: process.env.BENCH_FIRST_LOAD_CUSTOMERS ?? '40' });
  try {
    const gateway = await startGatewayProcess(api.url, WEB_DIST);
    try {
      const transfers = await measureTransfers(gateway.url);
      const scores = await measureLighthouse(gateway.url, Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3));
      return [
        { path: '/login', ...transfers.login, lighthouse: scores['/login']! },
        { path: '/customers', ...transfers.customers, lighthouse: scores['/customers']! },
      ];
    } finally {
      await gateway.stop();
    }
  } finally {
    await api.stop();
  }
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

export function printFirstLoad(loads: PageLoad[]): void {
  for (const load of loads) {
    console.log(`${load.path}`);
    console.log(`  JS:  ${load.js.files} files, ${kib(load.js.transferred)} transferred (${load.js.encodings.join(', ')}), ${kib(load.js.decoded)} decoded`);
    console.log(`  CSS: ${load.css.files} files, ${kib(load.css.transferred)} transferred (${load.css.encodings.join(', ')}), ${kib(load.css.decoded)} decoded`);
    for (const formFactor of ['mobile', 'desktop'] as const) {
      const score = load.lighthouse[formFactor];
      console.log(
        `  Lighthouse ${formFactor}: performance ${score.performance} (runs ${score.runs.join(', ')}), accessibility ${score.accessibility}; ` +
          `FCP ${(score.fcpMs / 1000).toFixed(1)} s, LCP ${(score.lcpMs / 1000).toFixed(1)} s, TBT ${score.tbtMs} ms`,
      );
    }
  }
}
