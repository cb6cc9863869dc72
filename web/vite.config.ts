import react from '@vitejs/plugin-react';
import relay from 'vite-plugin-relay';
import { configDefaults, defineConfig } from 'vitest/config';
import { bundleReport } from './vite/bundle-report.ts';
import { chunkFileName, codeSplitting } from './vite/chunks.ts';
import { firstScreen } from './vite/first-screen.ts';
import { mantineThemeCss } from './vite/mantine-theme-css.ts';
import { precompress } from './vite/precompress.ts';

/** Web test files that need modules of their own (see test.projects). */
const OWN_MODULES = [
  'test/routing/screen.test.ts',
  'test/features/logout.test.tsx',
  'test/features/billing/subscription.test.tsx',
  'test/features/accounts/twoFactorLogin.test.tsx',
  'test/features/accounts/login.test.tsx',
  'test/features/accounts/signup.test.tsx',
  'test/ui/notify.test.tsx',
  'test/boot.test.ts',
  'test/entry.test.ts',
  'test/shell.test.tsx',
];

/** Where the dev server forwards /graphql: the gateway, which also serves the built app in production. */
const gatewayUrl = process.env.GATEWAY_URL ?? 'http://127.0.0.1:4000';

export default defineConfig({
  plugins: [react(), relay, mantineThemeCss(), firstScreen(), precompress(), bundleReport()],
  server: {
    proxy: {
      '/graphql': { target: gatewayUrl, changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Source maps would hand the readable source to anyone; the gateway does not serve them either.
    sourcemap: false,
    // Every browser the app supports preloads modules itself (Safari since 17); one that does not
    // still loads them, when they are imported.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // Few scripts per page: a phone pays a round trip for each of them more than for their bytes.
      output: { codeSplitting: codeSplitting(), chunkFileNames: chunkFileName },
      treeshake: {
        // Relay's packages are CommonJS, so a module whose only Relay import is the `graphql` tag (which
        // the Relay plugin compiles away) would still load all of Relay: they are imported for their
        // exports alone, which lets the sign-in page leave them out.
        moduleSideEffects: (id) => (/[\\/]node_modules[\\/](react-relay|relay-runtime)[\\/]/.test(id) ? false : undefined),
      },
    },
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./test/setup.ts'],
    css: false,
    // A worker loads React, Mantine, Relay and jsdom once for all its files instead of once per file.
    // The files that replace a module (vi.mock) of their own, and those that need the page as a
    // fresh load leaves it, keep modules of their own. Each project names its own files: a project's
    // lists are added to the root's, not put in their place.
    maxWorkers: 2,
    projects: [
      { extends: true, test: { name: 'shared', include: ['test/**/*.test.{ts,tsx}'], exclude: [...configDefaults.exclude, ...OWN_MODULES], isolate: false } },
      { extends: true, test: { name: 'own-modules', include: OWN_MODULES, isolate: true } },
    ],
    restoreMocks: true,
    // A limit for a test that hangs, not a speed check: a busy machine may run a file several times slower.
    testTimeout: 30_000,
  },
});
