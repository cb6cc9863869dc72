// What the first load of the sign-in page and of the customers list costs a browser: the JavaScript
// and CSS bytes it transfers (compressed, as the gateway serves them, read from the browser's own
// network records) and Lighthouse's mobile and desktop scores, for /login and for /customers signed in
// as the demo company with a form and a few dozen customers. The build's bundle report (which modules
// went into which file) is written beside the results, and the modules each page loads are ranked.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium, type Page as PlaywrightPage } from '@playwright/test';
import lighthouse, { desktopConfig, type Config, type Flags } from 'lighthouse';
import puppeteer, { type Page as PuppeteerPage } from 'puppeteer-core';
import { startApiProcess, startGatewayProcess } from './processes.ts';

const CHROMIUM = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu'];
const DEMO = { email: 'admin@demo.com.br', password: 'demo1234' };
const WEB = fileURLToPath(new URL('../../web', import.meta.url));
/** What the bench writes: its own build of the web app, the build's bundle report and the figures. */
const OUTPUT = fileURLToPath(new URL('./output', import.meta.url));
const BENCH_DIST = `${OUTPUT}/web`;
const BUNDLE_REPORT = `${OUTPUT}/bundle-report.json`;

/**
 * The targets of the first load, as a user feels it (Lighthouse medians). The bytes are printed, not
 * held to a budget: a well-kept library is worth more than the few KiB a copy of it would save.
 */
export const BUDGETS = {
  '/customers': { jsFiles: 20, mobile: 90, desktop: 98, lcpMs: 2500, tbtMs: 200 },
} as const;

export interface Transfer {
  files: number;
  /** The files' paths, in the order they arrived. */
  paths: string[];
  /** Bytes on the wire, headers excluded, as the browser received them. */
  transferred: number;
  /** Bytes once decoded. */
  decoded: number;
  encodings: string[];
}

/** One Lighthouse run's figures. */
export interface LighthouseRun {
  performance: number;
  accessibility: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Scripts as Lighthouse saw them: transferred bytes (headers included) and files. */
  jsBytes: number;
  jsFiles: number;
}

/** The median of each figure over the runs (each figure on its own), and every run's score. */
export type LighthouseSummary = LighthouseRun & { runs: number[] };

export interface PageLoad {
  path: string;
  js: Transfer;
  css: Transfer;
  lighthouse: Record<'mobile' | 'desktop', LighthouseSummary>;
  /** The largest modules in the scripts the page loaded, by their code before minification. */
  topModules: { id: string; bytes: number }[];
  topPackages: { package: string; bytes: number }[];
}

/** Builds the web app as the gateway serves it, into web/dist unless told where. */
export function buildWeb(outDir?: string, env: Record<string, string> = {}): void {
  const args = ['--no-install', 'vite', 'build', ...(outDir ? ['--outDir', outDir, '--emptyOutDir'] : [])];
  const result = spawnSync('npx', args, { cwd: WEB, stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, ...env } });
  if (result.status !== 0) throw new Error(`the web build failed with ${result.status ?? result.error?.message}`);
}

function emptyTransfer(): Transfer {
  return { files: 0, paths: [], transferred: 0, decoded: 0, encodings: [] };
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
        bucket.paths.push(new URL(response.url()).pathname);
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

function summarize(results: LighthouseRun[]): LighthouseSummary {
  const of = (key: keyof LighthouseRun) => median(results.map((result) => result[key]));
  return {
    performance: of('performance'),
    accessibility: of('accessibility'),
    fcpMs: of('fcpMs'),
    lcpMs: of('lcpMs'),
    tbtMs: of('tbtMs'),
    cls: of('cls'),
    jsBytes: of('jsBytes'),
    jsFiles: of('jsFiles'),
    runs: results.map((result) => result.performance),
  };
}

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
        const results: (LighthouseRun & { failing: string[] })[] = [];
        const reports: unknown[] = [];
        for (let run = 0; run < runs; run += 1) {
          const result = await lighthouse(`${baseUrl}${path}`, flags, config, page);
          if (!result) throw new Error(`Lighthouse gave no result for ${path}`);
          const lhr = result.lhr;
          reports.push(lhr);
          if (new URL(lhr.finalDisplayedUrl).pathname !== path) throw new Error(`Lighthouse on ${path} ended at ${lhr.finalDisplayedUrl}`);
          if (lhr.runtimeError) throw new Error(`Lighthouse on ${path}: ${lhr.runtimeError.message}`);
          const resources = (lhr.audits['resource-summary']?.details as { items?: { resourceType: string; requestCount: number; transferSize: number }[] } | undefined)?.items ?? [];
          const scripts = resources.find((item) => item.resourceType === 'script');
          results.push({
            performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
            accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
            fcpMs: Math.round(lhr.audits['first-contentful-paint']?.numericValue ?? NaN),
            lcpMs: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? NaN),
            tbtMs: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? NaN),
            cls: Number((lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN).toFixed(3)),
            jsBytes: scripts?.transferSize ?? 0,
            jsFiles: scripts?.requestCount ?? 0,
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
        const chosenIndex = results.findIndex((result) => result.performance === middle);
        const chosen = results[chosenIndex]!;
        // The median run's whole report, to read what the figures come from (the LCP element, the chains).
        writeFileSync(`${OUTPUT}/lighthouse${path.replaceAll('/', '-')}-${formFactor}.json`, JSON.stringify(reports[chosenIndex]));
        if (chosen.failing.length) console.log(`  ${path} ${formFactor}: failing accessibility audits: ${chosen.failing.join('\n    ')}`);
        perPage[formFactor] = summarize(results);
      }
      scores[path] = perPage;
      await page.close();
    }
  } finally {
    await browser.close();
  }
  return scores;
}

interface BundleReport {
  chunks: { file: string; modules: { id: string; package: string; renderedBytes: number }[] }[];
}

/** The largest modules and packages in the scripts a page loaded, from the build's bundle report. */
function rankModules(report: BundleReport, paths: string[]): Pick<PageLoad, 'topModules' | 'topPackages'> {
  const byFile = new Map(report.chunks.map((chunk) => [`/${chunk.file}`, chunk]));
  const modules = paths.flatMap((path) => byFile.get(path)?.modules ?? []);
  const packages = new Map<string, number>();
  for (const module of modules) packages.set(module.package, (packages.get(module.package) ?? 0) + module.renderedBytes);
  return {
    topModules: modules
      .sort((a, b) => b.renderedBytes - a.renderedBytes)
      .slice(0, 10)
      .map((module) => ({ id: module.id, bytes: module.renderedBytes })),
    topPackages: [...packages]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 10)
      .map(([name, bytes]) => ({ package: name, bytes })),
  };
}

/**
 * Builds the web app into tests/bench/output/web with its bundle report (unless BENCH_SKIP_BUILD=1,
 * which measures the build already there), starts the api with the demo company and
 * BENCH_FIRST_LOAD_CUSTOMERS customers (40 by default) and the gateway serving the build, then
 * measures. BENCH_LIGHTHOUSE_RUNS (3 by default) Lighthouse runs per page and form factor. The
 * figures go to tests/bench/output/first-load.json as well.
 */
export async function firstLoadBench(): Promise<PageLoad[]> {
  mkdirSync(OUTPUT, { recursive: true });
  if (process.env.BENCH_SKIP_BUILD !== '1') buildWeb(BENCH_DIST, { BUNDLE_REPORT });
  const report = JSON.parse(readFileSync(BUNDLE_REPORT, 'utf8')) as BundleReport;
  const api = await startApiProcess('./customers-api-process.ts', { BENCH_CUSTOMERS: process.env.BENCH_FIRST_LOAD_CUSTOMERS ?? '40' });
  try {
    const gateway = await startGatewayProcess(api.url, BENCH_DIST);
    try {
      const transfers = await measureTransfers(gateway.url);
      const scores = await measureLighthouse(gateway.url, Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3));
      const loads: PageLoad[] = [
        { path: '/login', ...transfers.login, lighthouse: scores['/login']!, ...rankModules(report, transfers.login.js.paths) },
        { path: '/customers', ...transfers.customers, lighthouse: scores['/customers']!, ...rankModules(report, transfers.customers.js.paths) },
      ];
      writeFileSync(`${OUTPUT}/first-load.json`, `${JSON.stringify(loads, null, 2)}\n`);
      return loads;
    } finally {
      await gateway.stop();
    }
  } finally {
    await api.stop();
  }
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

/** What a page misses of its budget: empty when it is within all of them. */
export function overBudget(load: PageLoad): string[] {
  const budget = BUDGETS[load.path as keyof typeof BUDGETS];
  if (!budget) return [];
  const { mobile, desktop } = load.lighthouse;
  const misses: string[] = [];
  if (load.js.files >= budget.jsFiles) misses.push(`${load.js.files} JS files, not under ${budget.jsFiles}`);
  if ('mobile' in budget && mobile.performance < budget.mobile) misses.push(`mobile performance ${mobile.performance} < ${budget.mobile}`);
  if ('desktop' in budget && desktop.performance < budget.desktop) misses.push(`desktop performance ${desktop.performance} < ${budget.desktop}`);
  if ('lcpMs' in budget && mobile.lcpMs > budget.lcpMs) misses.push(`mobile LCP ${mobile.lcpMs} ms > ${budget.lcpMs} ms`);
  if ('tbtMs' in budget && mobile.tbtMs > budget.tbtMs) misses.push(`mobile TBT ${mobile.tbtMs} ms > ${budget.tbtMs} ms`);
  return misses;
}

export function printFirstLoad(loads: PageLoad[]): void {
  for (const load of loads) {
    console.log(`${load.path}`);
    console.log(`  JS:  ${load.js.files} files, ${kib(load.js.transferred)} transferred (${load.js.encodings.join(', ')}), ${kib(load.js.decoded)} decoded`);
    console.log(`  CSS: ${load.css.files} files, ${kib(load.css.transferred)} transferred (${load.css.encodings.join(', ')}), ${kib(load.css.decoded)} decoded`);
    for (const formFactor of ['mobile', 'desktop'] as const) {
      const score = load.lighthouse[formFactor];
      console.log(
        `  Lighthouse ${formFactor} (medians): performance ${score.performance} (runs ${score.runs.join(', ')}), accessibility ${score.accessibility}; ` +
          `FCP ${(score.fcpMs / 1000).toFixed(1)} s, LCP ${(score.lcpMs / 1000).toFixed(1)} s, TBT ${score.tbtMs} ms, CLS ${score.cls}; ` +
          `JS ${score.jsFiles} files, ${kib(score.jsBytes)} with headers`,
      );
    }
    console.log('  largest modules loaded (before minification):');
    for (const module of load.topModules) console.log(`    ${kib(module.bytes).padStart(10)}  ${module.id}`);
    console.log(`  by package: ${load.topPackages.map((entry) => `${entry.package} ${kib(entry.bytes)}`).join(', ')}`);
    const misses = overBudget(load);
    console.log(`  budget: ${misses.length ? `over (${misses.join('; ')})` : 'within'}`);
  }
  console.log(`bundle report: ${BUNDLE_REPORT}`);
}
