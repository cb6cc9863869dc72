// Builds the web app when its sources changed, then runs the api and the gateway together, and
// supervises them: each runs in a process group of its own; one that dies is started again after a
// back-off (1 s, doubling up to 30 s), and one that keeps dying at start is given up on, which stops
// the launcher. When the launcher is told to stop, it stops the gateway and then the api, each with
// SIGTERM, which drains it (up to SHUTDOWN_GRACE_MS), and SIGKILL for a group still there after that
// and a margin, so no process is left behind holding a port or the data folder.
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
/** How long a service has to stop after SIGTERM (its drain, then closing) before its whole group is killed. */
const GRACE_MS = (/^\d+$/.test(env.SHUTDOWN_GRACE_MS ?? '') ? Number(env.SHUTDOWN_GRACE_MS) : 10_000) + 5000;

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

// BUILD_WEB=false starts what is there (the launcher's own tests do).
if (env.BUILD_WEB !== 'false') {
  const builtIndex = join(root, 'web/dist/index.html');
  const sources = ['web/src', 'web/index.html', 'web/vite.config.ts', 'schema.graphql', 'common/src'].map((p) => join(root, p));
  const builtAt = existsSync(builtIndex) ? statSync(builtIndex).mtimeMs : 0;
  if (sources.some((p) => existsSync(p) && newestChange(p) > builtAt)) {
    console.log('Building the web app...');
    run('pnpm', ['relay']);
    run('pnpm', ['--filter', '@practice/web', 'build']);
  }
}

/**
 * @typedef {{ name: string, dir: string, child: import('node:child_process').ChildProcess, exited: boolean,
 *   startedAt: number, failures: number }} Service
 * @type {Service[]}
 */
const services = [];
let stopping = false;
/** The first restart waits this long; each quick failure after it doubles the wait, up to RESTART_MAX_MS. */
const RESTART_MIN_MS = 1000;
const RESTART_MAX_MS = 30_000;
/** A service up this long counts as healthy again: its next failure restarts it after the shortest wait. */
const HEALTHY_AFTER_MS = 60_000;
/** Failures in a row, each soon after its start, after which the launcher gives up and stops. */
const MAX_QUICK_FAILURES = 5;

function signalGroup(service, signal) {
  try {
    // The negative pid is the whole group: the service and anything it started.
    process.kill(-service.child.pid, signal);
  } catch {
    // The group is already gone.
  }
}

function groupAlive(service) {
  try {
    process.kill(-service.child.pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function stopService(service) {
  signalGroup(service, 'SIGTERM');
  const until = Date.now() + GRACE_MS;
  while (groupAlive(service) && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 50));
  if (groupAlive(service)) signalGroup(service, 'SIGKILL');
}

async function stopAll(exitCode) {
  if (stopping) return;
  stopping = true;
  process.exitCode = exitCode;
  // The gateway first: the requests it is finishing still reach the api, which drains after it.
  for (const service of [...services].reverse()) await stopService(service);
  process.exit(exitCode);
}

/**
 * Starts a service with node and tsx in a new process group, with an IPC channel: the service stops
 * when the channel closes, so it does not outlive even a launcher killed with SIGKILL.
 */
function spawnService(service) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: join(root, service.dir),
    stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
    env,
    detached: true,
  });
  service.child = child;
  service.exited = false;
  service.startedAt = Date.now();
  console.log(`${service.name} started (pid ${child.pid})`);
  child.on('exit', (code, signal) => {
    service.exited = true;
    if (stopping) return;
    // Whatever the service started in its group goes with it, so the next one finds its port free.
    signalGroup(service, 'SIGKILL');
    const how = signal ?? `exit code ${code}`;
    service.failures = Date.now() - service.startedAt >= HEALTHY_AFTER_MS ? 1 : service.failures + 1;
    if (service.failures > MAX_QUICK_FAILURES) {
      console.error(`${service.name} stopped (${how}) ${MAX_QUICK_FAILURES} times in a row soon after starting; stopping the others`);
      void stopAll(1);
      return;
    }
    const waitMs = Math.min(RESTART_MAX_MS, RESTART_MIN_MS * 2 ** (service.failures - 1));
    console.error(`${service.name} stopped (${how}); restarting it in ${waitMs / 1000} s`);
    setTimeout(() => {
      if (!stopping) spawnService(service);
    }, waitMs);
  });
}

function start(name, dir) {
  const service = { name, dir, child: /** @type {any} */ (null), exited: false, startedAt: 0, failures: 0 };
  services.push(service);
  spawnService(service);
  return service;
}

async function waitFor(url, service, timeoutMs) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until && !stopping) {
    try {
      if ((await fetch(url)).ok) return true;
    } catch {
      // not listening yet, or being restarted
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return false;
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => void stopAll(0));

const api = start('api', 'api');
if (!(await waitFor(`${env.API_URL}/healthz`, api, 120_000))) {
  if (!stopping) {
    console.error(`The api did not answer ${env.API_URL}/healthz within 120 s`);
    await stopAll(1);
  }
} else if (!stopping) {
  start('gateway', 'gateway');
}
