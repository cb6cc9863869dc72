// Builds the web app when its sources changed, then runs the api and the gateway together.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const apiPort = process.env.API_PORT ?? '4001';
const env = {
  ...process.env,
  API_PORT: apiPort,
  API_URL: process.env.API_URL ?? `http://127.0.0.1:${apiPort}`,
  DATA_DIR: process.env.DATA_DIR ?? join(root, '.data'),
};

function newestChange(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === '__generated__') continue;
    newest = Math.max(newest, newestChange(join(path, entry)));
  }
  return newest;
}

function run(command, args) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const builtIndex = join(root, 'web/dist/index.html');
const sources = ['web/src', 'web/index.html', 'web/vite.config.ts', 'schema.graphql', 'common/src'].map((p) => join(root, p));
const builtAt = existsSync(builtIndex) ? statSync(builtIndex).mtimeMs : 0;
if (sources.some((p) => existsSync(p) && newestChange(p) > builtAt)) {
  console.log('Building the web app...');
  run('pnpm', ['relay']);
  run('pnpm', ['--filter', '@practice/web', 'build']);
}

const children = [];
function start(name, cwd) {
  const child = spawn('pnpm', ['--filter', name, 'start'], { cwd: root, stdio: 'inherit', env });
  child.on('exit', (code, signal) => {
    for (const other of children) if (other !== child && other.exitCode === null) other.kill('SIGTERM');
    process.exitCode = code ?? (signal ? 1 : 0);
  });
  children.push(child);
  return cwd;
}

async function waitFor(url, timeoutMs) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => children.forEach((child) => child.kill(signal)));
}

start('@practice/api');
await waitFor(`${env.API_URL}/healthz`, 120_000);
start('@practice/gateway');
