import { expect, test } from '@playwright/test';
import { signInAsDemo } from './journeys.ts';

/** The budget for the sign-in page: JavaScript transferred, compressed. */
const LOGIN_JS_BUDGET = 150 * 1024;

test('the sign-in page arrives compressed and cached, within its JavaScript budget, and still signs in', async ({ page }) => {
  const responses: Promise<{ path: string; type: string; bytes: number; encoding?: string; cacheControl?: string }>[] = [];
  page.on('response', (response) => {
    responses.push(
      response.request().sizes().then((sizes) => ({
        path: new URL(response.url()).pathname,
        type: response.request().resourceType(),
        bytes: sizes.responseBodySize,
        encoding: response.headers()['content-encoding'],
        cacheControl: response.headers()['cache-control'],
      })),
    );
  });
  await page.goto('/login', { waitUntil: 'networkidle' });
  await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
  const loaded = await Promise.all(responses);

  const document = loaded.find((response) => response.type === 'document')!;
  expect(document.cacheControl).toBe('no-cache');
  expect(document.encoding).toBe('br');
  const assets = loaded.filter((response) => response.type === 'script' || response.type === 'stylesheet');
  expect(assets.length).toBeGreaterThan(0);
  for (const asset of assets) {
    expect(asset.path, asset.path).toMatch(/^\/assets\//);
    expect(asset.encoding, asset.path).toBe('br');
    expect(asset.cacheControl, asset.path).toBe('public, max-age=31536000, immutable');
  }
  const javascript = assets.filter((asset) => asset.type === 'script').reduce((sum, asset) => sum + asset.bytes, 0);
  expect(javascript).toBeLessThanOrEqual(LOGIN_JS_BUDGET);

  // Relay arrives with the form's first use, and the sign-in goes through.
  await signInAsDemo(page);
});
