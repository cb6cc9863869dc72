import { createRequire } from 'node:module';
import { configDefaults, defineConfig } from 'vitest/config';

const require = createRequire(import.meta.url);

/** Test files that need modules of their own: they mock a module, or set the environment before loading. */
const OWN_MODULES = ['test/context.test.ts', 'test/tracing-off.test.ts'];

export default defineConfig({
  resolve: {
    // graphql 16 has no "exports" map: Node, and so every dependency, loads its CommonJS build,
    // while Vite would hand the tests the .mjs one, a second copy whose types the first rejects.
    alias: [{ find: /^graphql$/, replacement: require.resolve('graphql') }],
  },
  test: {
    // One migrated database for the run, which each test file's api copies.
    globalSetup: ['test/templates.ts'],
    pool: 'forks',
    maxWorkers: 2,
    // A worker loads the gateway (and, for the real-api files, the api) once for all its files
    // instead of once per file, which was most of this package's time. The files that replace a
    // module (vi.mock) or read the environment as modules load keep a fresh module graph each.
    // (Each project names its own files: a project's lists are added to the root's, not put in their place.)
    projects: [
      { extends: true, test: { name: 'shared', include: ['test/**/*.test.ts'], exclude: [...configDefaults.exclude, ...OWN_MODULES], isolate: false } },
      { extends: true, test: { name: 'own-modules', include: OWN_MODULES, isolate: true } },
    ],
    // Limits for a test that hangs, not speed checks: a busy machine may run a file several times slower.
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});
