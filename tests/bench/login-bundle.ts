// How much JavaScript the sign-in page makes a browser download, gzipped as the gateway serves it.
import { gzipSync } from 'node:zlib';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { startTestApi } from '@practice/api/testing';
import { createGateway } from '@practice/gateway/server';

export async function loginBundle() {
  const api = await startTestApi();
  const gateway = createGateway({
    apiUrl: api.url,
    webDist: fileURLToPath(new URL('../../web/dist', import.meta.url)),
  });
  const server = createServer(gateway.handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/login`;
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
    server.close();
    await gateway.close();
    await api.close();
  }
}
