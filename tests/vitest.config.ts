import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['contract/**/*.test.ts', 'launcher/**/*.test.ts', 'peer/**/*.test.ts'],
    // graphql-tools must share the one graphql module instance the tests import.
    server: { deps: { inline: [/@graphql-tools/] } },
  },
});
