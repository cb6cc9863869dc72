import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * `pnpm start`'s launcher, run for real: the api and the gateway on ports of their own, over a data
 * folder of their own, with the web app's build left out.
 */
const root = fileURLToPath(new URL('../..', import.meta.url));
const base = Number(process.env.LAUNCHER_TEST_PORT ?? 4312);
const ports = { api: base, gateway: base + 1, second: base + 2 };
let dataDir: string;
/** Each service drains for up to this long on SIGTERM; the launcher stops the gateway, then the api. */
const SHUTDOWN_GRACE_MS = 3000;
/**
 * How soon SIGTERM must have stopped everything: a stop that waits for no grace takes about a second
 * on a quiet machine; one that never ends is what this catches, with room for a busy machine.
 */
const STOPPED_WITHIN_MS = 5 * SHUTDOWN_GRACE_MS;

interface Launched {
  child: ChildProcess;
  output: () => string;
  pids: Map<string, number>;
  exited: Promise<number | null>;
}

const env = () => ({
  ...process.env,
  API_PORT: String(ports.api),
  PORT: String(ports.gateway),
  HOST: '127.0.0.1',
  API_URL: `http://127.0.0.1:${ports.api}`,
  DATA_DIR: dataDir,
  DATABASE_URL: '',
  SEED_DEMO: 'false',
  LOG_LEVEL: 'warn',
  BUILD_WEB: 'false',
  WEB_DIST: join(dataDir, 'no-web-app'),
  SHUTDOWN_GRACE_MS: String(SHUTDOWN_GRACE_MS),
});

function launch(): Launched {
  const child = spawn(process.execPath, ['scripts/start.mjs'], { cwd: root, env: env(), stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const pids = new Map<string, number>();
  const read = (chunk: Buffer) => {
    output += chunk.toString();
    for (const match of output.matchAll(/^(api|gateway) started \(pid (\d+)\)$/gm)) pids.set(match[1]!, Number(match[2]));
  };
  child.stdout?.on('data', read);
  child.stderr?.on('data', read);
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => output, pids, exited };
}

async function until(check: () => Promise<boolean> | boolean, timeoutMs: number): Promise<boolean> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return check();
}

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

function portFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

function groupAlive(pid: number): boolean {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

const running: Launched[] = [];

beforeAll(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'practice-launcher-'));
});
afterAll(() => {
  for (const launched of running) {
    for (const pid of launched.pids.values()) if (groupAlive(pid)) process.kill(-pid, 'SIGKILL');
    launched.child.kill('SIGKILL');
  }
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the launcher (pnpm start)', () => {
  it('refuses a second api on the held data folder, and starts again a service that dies, taking over the lock it left', { timeout: 150_000 }, async () => {
    const stack = launch();
    running.push(stack);
    const up = await until(() => answers(`http://127.0.0.1:${ports.gateway}/healthz`), 120_000);
    expect(up, stack.output()).toBe(true);
    const apiPid = stack.pids.get('api')!;
    const gatewayPid = stack.pids.get('gateway')!;
    expect(apiPid).toBeGreaterThan(0);
    expect(gatewayPid).toBeGreaterThan(0);

    // A second api on the same folder: refused, naming the folder, while the first keeps it.
    const second = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: join(root, 'api'),
      env: { ...env(), API_PORT: String(ports.second) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let secondOutput = '';
    second.stdout.on('data', (chunk: Buffer) => (secondOutput += chunk.toString()));
    second.stderr.on('data', (chunk: Buffer) => (secondOutput += chunk.toString()));
    const secondCode = await new Promise<number | null>((resolve) => second.on('exit', (code) => resolve(code)));
    expect(secondCode).toBe(1);
    expect(secondOutput).toContain(`is already using the data folder ${dataDir}`);
    expect(await answers(`http://127.0.0.1:${ports.api}/healthz`)).toBe(true);

    // kill -9 the api: the launcher says so and starts another, which takes over the lock the dead
    // one could not remove; the gateway stays up and reaches the new api.
    process.kill(apiPid, 'SIGKILL');
    expect(await until(() => !groupAlive(apiPid), 5000)).toBe(true);
    const restarted = await until(() => (stack.pids.get('api') ?? apiPid) !== apiPid, 10_000);
    expect(restarted, stack.output()).toBe(true);
    expect(stack.output()).toContain('api stopped (SIGKILL); restarting it in 1 s');
    const apiBack = await until(async () => {
      const response = await fetch(`http://127.0.0.1:${ports.gateway}/healthz`).catch(() => null);
      return response?.status === 200;
    }, 60_000);
    expect(apiBack, stack.output()).toBe(true);
    expect(stack.pids.get('gateway')).toBe(gatewayPid);
    expect(groupAlive(gatewayPid)).toBe(true);

    // The gateway dying is met the same way.
    process.kill(gatewayPid, 'SIGKILL');
    const gatewayBack = await until(
      async () => (stack.pids.get('gateway') ?? gatewayPid) !== gatewayPid && (await answers(`http://127.0.0.1:${ports.gateway}/healthz`)),
      60_000,
    );
    expect(gatewayBack, stack.output()).toBe(true);
    expect(stack.output()).toContain('gateway stopped (SIGKILL); restarting it in 1 s');
    expect(stack.child.exitCode).toBeNull();

    // SIGTERM stops everything, the restarted ones included, and the lock goes with the api.
    const pids = [...stack.pids.values()];
    const stoppedAt = Date.now();
    stack.child.kill('SIGTERM');
    expect(await stack.exited).toBe(0);
    expect(Date.now() - stoppedAt).toBeLessThan(STOPPED_WITHIN_MS);
    expect(pids.some(groupAlive)).toBe(false);
    expect(await portFree(ports.api)).toBe(true);
    expect(await portFree(ports.gateway)).toBe(true);
    expect(existsSync(join(dataDir, 'api.lock'))).toBe(false);
  });

  it('stops everything on SIGTERM, leaving no process, port or lock behind', { timeout: 150_000 }, async () => {
    const stack = launch();
    running.push(stack);
    const up = await until(() => answers(`http://127.0.0.1:${ports.gateway}/healthz`), 120_000);
    expect(up, stack.output()).toBe(true);
    const pids = [...stack.pids.values()];

    const stoppedAt = Date.now();
    stack.child.kill('SIGTERM');
    expect(await stack.exited).toBe(0);
    expect(Date.now() - stoppedAt).toBeLessThan(STOPPED_WITHIN_MS);
    expect(pids.some(groupAlive)).toBe(false);
    expect(await portFree(ports.api)).toBe(true);
    expect(await portFree(ports.gateway)).toBe(true);
    expect(existsSync(join(dataDir, 'api.lock'))).toBe(false);
  });
});
