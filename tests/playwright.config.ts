import { defineConfig, devices } from '@playwright/test';
import { E2E_PORT } from './e2e/stack-info.ts';

export default defineConfig({
  testDir: './e2e',
  outputDir: './test-results',
  fullyParallel: false,
  // Every test works in a company of its own, so none depends on another's data or order. They share
  // one stack (webServer below), and two of them pause its api (SIGSTOP) as a hung server: one worker,
  // so no other test meets that hang.
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    ...devices['Desktop Chrome'],
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    viewport: { width: 1366, height: 768 },
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: {
    // exec: the stack is Playwright's own child, so it sees Playwright go (stack.ts).
    command: 'exec node --import tsx e2e/stack.ts',
    url: `http://127.0.0.1:${E2E_PORT}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    // SIGTERM rather than Playwright's default SIGKILL, so the stack stops itself and removes its
    // folder (the api's data, the info file); run.ts removes what a killed stack left.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
  },
});
