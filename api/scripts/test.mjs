// Runs the api tests on PGlite and, when TEST_DATABASE_URL is set, on PostgreSQL, in one vitest run
// whose two workers take the files of both (vitest.config.ts: one project per database; each test
// file's api copies the run's migrated database). Files that cannot depend on the database run on
// PGlite only.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const apiDir = fileURLToPath(new URL('..', import.meta.url));
// vitest's own entry point, so the script works without pnpm on the PATH.
const vitest = join(dirname(createRequire(import.meta.url).resolve('vitest/package.json')), 'vitest.mjs');
const extraArgs = process.argv.slice(2);

const env = { ...process.env };
// Both databases when the server is there; TEST_DB would keep the run to one.
delete env.TEST_DB;
const databases = env.TEST_DATABASE_URL ? 'PGlite and PostgreSQL' : 'PGlite';
if (!env.TEST_DATABASE_URL) console.log('TEST_DATABASE_URL is not set: skipping the PostgreSQL run.');
console.log(`\n▶ api tests on ${databases}`);
const started = Date.now();
const result = spawnSync(process.execPath, [vitest, 'run', ...extraArgs], { cwd: apiDir, stdio: 'inherit', env });
const seconds = ((Date.now() - started) / 1000).toFixed(1);
const ok = result.status === 0;
console.log(`${ok ? '✔' : '✘'} api tests on ${databases}: ${ok ? 'passed' : 'failed'} in ${seconds} s`);
process.exit(ok ? 0 : 1);
