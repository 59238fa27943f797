/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** Where `npm run serve` runs the portal; the dev server forwards API and health calls to it. */
const portalOrigin = 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    // The server's CSP allows no inline scripts, and every supported browser preloads modules natively.
    modulePreload: { polyfill: false },
  },
  server: {
    proxy: {
      '/api': portalOrigin,
      '/healthz': portalOrigin,
      '/readyz': portalOrigin,
    },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/testing/setup.ts'],
    restoreMocks: true,
    unstubGlobals: true,
  },
});
