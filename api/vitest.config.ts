import { configDefaults, defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

/**
 * Test files whose outcome cannot depend on the database: source rules, pure functions, HTTP framing,
 * the API document and PDF layout. When both databases run, PostgreSQL skips them; a file with any
 * SQL behaviour of its own (constraints, locking, sorting, jobs, what a driver returns) is not here,
 * so it runs on both.
 */
export const DATABASE_AGNOSTIC = [
  'test/area-imports.test.ts',
  'test/table-writers.test.ts',
  'test/rich-text.test.ts',
  'test/mail.test.ts',
  'test/units.test.ts',
  'test/http.test.ts',
  'test/request-id.test.ts',
  'test/openapi.test.ts',
  'test/pdf-limits.test.ts',
];

type Database = 'pglite' | 'postgres';

function project(database: Database, exclude: string[] = []): TestProjectInlineConfiguration {
  return {
    extends: true,
    test: { name: database, env: { TEST_DB: database }, exclude: [...configDefaults.exclude, ...exclude] },
  };
}

/**
 * TEST_DB picks one database for every file (`TEST_DB=postgres npx vitest run test/foo.test.ts`).
 * Without it, the files run on PGlite and, when TEST_DATABASE_URL is set, on PostgreSQL in the same
 * run: one pool of workers takes the files of both, so neither database waits for the other to end.
 */
function projects(): TestProjectInlineConfiguration[] {
  const chosen = process.env.TEST_DB;
  if (chosen === 'pglite' || chosen === 'postgres') return [project(chosen)];
  if (chosen) throw new Error(`TEST_DB must be pglite or postgres, not ${chosen}`);
  return process.env.TEST_DATABASE_URL ? [project('pglite'), project('postgres', DATABASE_AGNOSTIC)] : [project('pglite')];
}

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    setupFiles: ['test/setup.ts'],
    // One migrated database per database and run, which each test file's api copies.
    globalSetup: ['test/templates.ts'],
    projects: projects(),
    // Two cores shared with other packages' runs: two workers, each with its own database.
    pool: 'forks',
    maxWorkers: 2,
    // Limits for a test that hangs, not speed checks: a machine busy with other work may run a file
    // several times slower than a quiet one (speed figures live in tests/bench).
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});
