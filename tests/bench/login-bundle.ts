// How much JavaScript the sign-in page makes a browser download, gzipped as the gateway serves it.
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { startApiProcess, startGatewayProcess } from './processes.ts';

export async function loginBundle() {
  const api = await startApiProcess();
  const gateway = await startGatewayProcess(api.url, fileURLToPath(new URL('../../web/dist', import.meta.url)));
  const url = `${gateway.url}/login`;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  try {
    const page = await browser.newPage();
    const scripts: { url: string; bytes: number; gzipped: number }[] = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return;
      const body = await response.body();
      scripts.push({ url: new URL(response.url()).pathname, bytes: body.length, gzipped: gzipSync(body, { level: 9 }).length });
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    return {
      files: scripts.length,
      rawKiB: Number((scripts.reduce((sum, s) => sum + s.bytes, 0) / 1024).toFixed(1)),
      gzippedKiB: Number((scripts.reduce((sum, s) => sum + s.gzipped, 0) / 1024).toFixed(1)),
      scripts,
    };
  } finally {
    await browser.close();
    await gateway.stop();
    await api.stop();
  }
}
