import { expect, test } from '@playwright/test';
import { signInToNewCompany } from './journeys.ts';

test('the sign-in page arrives compressed and cached, and still signs in', async ({ page }) => {
  const responses: Promise<{ path: string; type: string; bytes: number; encoding?: string; cacheControl?: string; link?: string }>[] = [];
  page.on('response', (response) => {
    responses.push(
      response.request().sizes().then((sizes) => ({
        path: new URL(response.url()).pathname,
        type: response.request().resourceType(),
        bytes: sizes.responseBodySize,
        encoding: response.headers()['content-encoding'],
        cacheControl: response.headers()['cache-control'],
        link: response.headers().link,
      })),
    );
  });
  await page.goto('/login', { waitUntil: 'networkidle' });
  await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
  const loaded = await Promise.all(responses);

  const document = loaded.find((response) => response.type === 'document')!;
  expect(document.cacheControl).toBe('no-cache');
  // No session: the signed-in screen's scripts are not announced.
  expect(document.link).toBeUndefined();
  expect(document.encoding).toBe('br');
  const assets = loaded.filter((response) => response.type === 'script' || response.type === 'stylesheet');
  expect(assets.length).toBeGreaterThan(0);
  for (const asset of assets) {
    expect(asset.path, asset.path).toMatch(/^\/assets\//);
    expect(asset.encoding, asset.path).toBe('br');
    expect(asset.cacheControl, asset.path).toBe('public, max-age=31536000, immutable');
  }

  // Relay arrives with the form's first use, and the sign-in goes through.
  await signInToNewCompany(page);
});

/** The customers list signed in, the staff's first screen: a phone pays a round trip per script. */
const CUSTOMERS_JS_FILES = 20;

test('the customers list loads in few scripts, without the editors, charts, calendars or spreadsheet writer, and asks for each query once', async ({ page, context }) => {
  await signInToNewCompany(page);
  await page.goto('about:blank');
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');

  const scripts: Promise<{ path: string; bytes: number }>[] = [];
  const operations: string[] = [];
  const answers: Promise<{ operation: string; bytes: number; encoding?: string }>[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/graphql') operations.push((request.postDataJSON() as { operationName: string }).operationName);
  });
  page.on('response', (response) => {
    if (new URL(response.url()).pathname !== '/graphql') return;
    const operation = (response.request().postDataJSON() as { operationName: string }).operationName;
    answers.push(Promise.all([response.allHeaders(), response.body()]).then(([headers, body]) => ({ operation, bytes: body.length, encoding: headers['content-encoding'] })));
  });
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.push(response.request().sizes().then((sizes) => ({ path: new URL(response.url()).pathname, bytes: sizes.responseBodySize })));
  });
  const opened = await page.goto('/customers', { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { level: 1, name: 'Pacientes' })).toBeVisible();
  // With a session, the page's answer names the layout's and Relay's scripts, which download beside the entry.
  const announced = (opened?.headers().link ?? '').split(', ').map((link) => /^<([^>]+)>/.exec(link)?.[1]);
  const loaded = await Promise.all(scripts);

  expect(loaded.length).toBeLessThan(CUSTOMERS_JS_FILES);
  expect(announced.filter((path) => path?.endsWith('.js')).length).toBeGreaterThanOrEqual(2);
  for (const path of announced) expect(loaded.map((script) => script.path).concat(path!.endsWith('.css') ? [path!] : []), path).toContain(path);
  for (const heavy of [/RichTextEditor/, /DashboardCharts/, /CalendarPage/, /sortable/, /xlsx/, /SearchDialog/]) {
    expect(loaded.map((script) => script.path).join(' ')).not.toMatch(heavy);
  }
  // Sent before Relay arrived and taken by it: none is asked twice.
  expect([...operations].sort()).toEqual([...new Set(operations)].sort());
  expect(operations).toEqual(expect.arrayContaining(['MainLayoutQuery', 'CustomersPageQuery']));
  // Data arrives compressed, but for answers too small to gain from it (under 1 KB).
  for (const answer of await Promise.all(answers)) {
    expect(answer.encoding, `${answer.operation}, ${answer.bytes} bytes`).toBe(answer.bytes >= 1024 ? 'br' : undefined);
  }
});
