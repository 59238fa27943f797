/// <reference types="vitest/config" />
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { chunkGroups } from './build/chunk-groups.ts';
import { pagePreloads } from './build/page-preloads.ts';

/**
 * Writes a Brotli and a gzip copy beside each script, style sheet and SVG, so
 * the server sends compressed files without compressing on every request.
 */
function precompress(): Plugin {
  return {
    name: 'shata:precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      const outDir = options.dir ?? 'dist';
      await Promise.all(
        Object.values(bundle)
          .filter((file) => /\.(js|css|svg|wasm)$/.test(file.fileName))
          .map(async (file) => {
            const source = Buffer.from(file.type === 'chunk' ? file.code : file.source);
            const target = path.join(outDir, file.fileName);
            // zlib's pool compresses the files side by side, on every core.
            const [gzipped, brotli] = await Promise.all([
              promisify(gzip)(source, { level: 9 }),
              promisify(brotliCompress)(source, {
                params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
              }),
            ]);
            await writeFile(`${target}.gz`, gzipped);
            await writeFile(`${target}.br`, brotli);
          }),
      );
    },
  };
}

/** Where `npm run serve` runs the portal; the dev server forwards API and health calls to it. */
const portalOrigin = 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react(), precompress(), pagePreloads(import.meta.dirname)],
  build: {
    outDir: 'dist',
    // The server's CSP allows no inline scripts, and every supported browser preloads modules natively.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: { groups: chunkGroups() },
      },
    },
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
    // A project with a config of its own inherits no workers from the root: Vitest's default, one
    // fewer than the cores, would run these files one after another on two.
    maxWorkers: 2,
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/testing/setup.ts'],
    restoreMocks: true,
    unstubGlobals: true,
    // A whole form typed key by key takes seconds in jsdom while the server suites share both cores.
    testTimeout: 15_000,
  },
});
