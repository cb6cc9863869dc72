import react from '@vitejs/plugin-react';
import relay from 'vite-plugin-relay';
import { defineConfig } from 'vitest/config';

/** Where the dev server forwards /graphql: the gateway, which also serves the built app in production. */
const gatewayUrl = process.env.GATEWAY_URL ?? 'http://127.0.0.1:4000';

export default defineConfig({
  plugins: [react(), relay],
  server: {
    proxy: {
      '/graphql': { target: gatewayUrl, changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./test/setup.ts'],
    include: ['test/**/*.test.{ts,tsx}'],
    css: false,
    restoreMocks: true,
  },
});
