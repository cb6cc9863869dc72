// Runs the api tests on PGlite, then again on PostgreSQL when TEST_DATABASE_URL is set
// (each test file then creates its own database on that server and drops it afterwards).
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const apiDir = fileURLToPath(new URL('..', import.meta.url));
// vitest's own entry point, so the script works without pnpm on the PATH.
const vitest = join(dirname(createRequire(import.meta.url).resolve('vitest/package.json')), 'vitest.mjs');
const extraArgs = process.argv.slice(2);

function run(database) {
  console.log(`\n▶ api tests on ${database}`);
  const started = Date.now();
  const result = spawnSync(process.execPath, [vitest, 'run', ...extraArgs], {
    cwd: apiDir,
    stdio: 'inherit',
    env: { ...process.env, TEST_DB: database },
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const ok = result.status === 0;
  console.log(`${ok ? '✔' : '✘'} api tests on ${database}: ${ok ? 'passed' : 'failed'} in ${seconds} s`);
  return ok;
}

const results = [run('pglite')];
if (process.env.TEST_DATABASE_URL) results.push(run('postgres'));
else console.log('TEST_DATABASE_URL is not set: skipping the PostgreSQL run.');
process.exit(results.every(Boolean) ? 0 : 1);
