import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['contract/**/*.test.ts', 'launcher/**/*.test.ts', 'peer/**/*.test.ts'],
    // Limits for a test that hangs, not speed checks: a busy machine may run a file several times slower.
    testTimeout: 60_000,
    hookTimeout: 180_000,
    // graphql-tools must share the one graphql module instance the tests import.
    server: { deps: { inline: [/@graphql-tools/] } },
  },
});
