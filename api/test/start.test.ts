import { spawn } from 'node:child_process';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const apiRoot = fileURLToPath(new URL('..', import.meta.url));
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'practice-api-start-'));
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

/** `pnpm start`'s api (src/main.ts) with `env`, until it exits: its exit code and what it wrote to stderr. */
function start(env: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: apiRoot,
      env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir, API_PORT: '0', LOG_LEVEL: 'silent', SEED_DEMO: 'false', ...env },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the api did not exit: ${stderr}`));
    }, 80_000);
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stderr });
    });
  });
}

describe('starting the api', () => {
  it('refuses to listen on every interface while TRUSTED_PROXIES is left at its default, and opens nothing', async () => {
    const { code, stderr } = await start({ API_HOST: '0.0.0.0' });
    expect(code).toBe(1);
    expect(stderr).toContain('Invalid configuration: API_HOST is 0.0.0.0, which other machines can reach, while TRUSTED_PROXIES is left at its default (loopback).');
    expect(await readdir(dataDir)).toEqual([]);
  }, 90_000);
});
