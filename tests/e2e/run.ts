// Builds the web app the gateway serves, then runs the browser tests in Debian's Chromium against one
// stack (stack.ts, which Playwright starts). Whatever way the run ends, no stack process and none of
// its files outlive it.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { setTimeout as delay } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { removeStackLeftovers, runningStackProcesses } from './stack-leftovers.ts';

const STOP_GRACE_MS = 10_000;

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  console.error(`Chromium not found at ${chromium}. Install it with: apt-get install -y chromium`);
  process.exit(1);
}

const root = fileURLToPath(new URL('../..', import.meta.url));
const tests = fileURLToPath(new URL('..', import.meta.url));

const build = spawnSync('pnpm', ['--filter', '@practice/web', 'build'], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

// A stack a killed run left on this port goes first (refused while it still runs).
removeStackLeftovers();

const playwright = spawn('pnpm', ['exec', 'playwright', 'test', ...process.argv.slice(2)], { cwd: tests, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => playwright.kill(signal));
const [code, signal] = await new Promise<[number | null, NodeJS.Signals | null]>((resolve) =>
  playwright.on('exit', (exitCode, exitSignal) => resolve([exitCode, exitSignal])),
);

// Playwright stops the stack itself; a Playwright that was killed could not.
const left = runningStackProcesses();
if (left.length > 0) {
  for (const pid of left) process.kill(pid, 'SIGTERM');
  for (let waited = 0; waited < STOP_GRACE_MS && runningStackProcesses().length > 0; waited += 250) await delay(250);
  for (const pid of runningStackProcesses()) process.kill(pid, 'SIGKILL');
  await delay(250);
}
removeStackLeftovers();
process.exit(code ?? (signal ? 1 : 0));
