import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';

const require = createRequire(import.meta.url);

export default defineConfig({
  resolve: {
    // graphql 16 has no "exports" map: Node, and so every dependency, loads its CommonJS build,
    // while Vite would hand the tests the .mjs one, a second copy whose types the first rejects.
    alias: [{ find: /^graphql$/, replacement: require.resolve('graphql') }],
  },
  test: {
    include: ['test/**/*.test.ts'],
    // One migrated database for the run, which each test file's api copies.
    globalSetup: ['test/templates.ts'],
    pool: 'forks',
    maxWorkers: 2,
    // Limits for a test that hangs, not speed checks: a busy machine may run a file several times slower.
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});
