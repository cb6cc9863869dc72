// Builds the web app the gateway serves, then runs the browser tests in Debian's Chromium.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  console.error(`Chromium not found at ${chromium}. Install it with: apt-get install -y chromium`);
  process.exit(1);
}

const root = fileURLToPath(new URL('../..', import.meta.url));
const tests = fileURLToPath(new URL('..', import.meta.url));
function run(command, args, cwd) {
  const result = spawnSync(command, args, { cwd, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

run('pnpm', ['--filter', '@practice/web', 'build'], root);
run('pnpm', ['exec', 'playwright', 'test', ...process.argv.slice(2)], tests);
