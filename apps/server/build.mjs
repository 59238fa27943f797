/**
 * Compiles the server into dist/ for `npm run serve`, which runs it with plain
 * node: plain JavaScript, so it needs no loader. The domain package and the
 * npm dependencies are bundled in: a start reads a few files instead of some
 * thousand modules, which halves the time to ready. What stays in
 * node_modules is loaded by path or only when used: PGlite (its WASM and
 * extensions sit beside its code), the AWS SDK, zxcvbn's word lists, zxing's
 * WebAssembly (read by the QR worker), Swagger UI (its page's files, served
 * from its folder) and pg's optional native binding.
 */
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const serverRoot = import.meta.dirname;
export const serverDistDir = path.join(serverRoot, 'dist');

/** The server's own source and the domain package; the lock file pins the rest. */
export const serverBuildInputs = [
  path.join(serverRoot, 'src'),
  path.join(serverRoot, 'package.json'),
  path.join(serverRoot, 'build.mjs'),
  path.resolve(serverRoot, '../../packages/domain/src'),
];

export async function buildServer() {
  const external = [
    '@electric-sql/pglite',
    '@electric-sql/pglite/*',
    '@aws-sdk/*',
    '@zxcvbn-ts/*',
    '@fastify/swagger-ui',
    'pg-native',
  ];
  await rm(serverDistDir, { recursive: true, force: true });
  await build({
    absWorkingDir: serverRoot,
    // Workers are files of their own: each is started by URL, beside the code that asks.
    entryPoints: {
      main: 'src/main.ts',
      'pglite-worker': 'src/db/pglite-worker.js',
      'qr-image-worker': 'src/aadhaar-qr/qr-image-worker.js',
    },
    outdir: serverDistDir,
    bundle: true,
    // Code reached by a dynamic import (the S3 client) stays in a chunk of its own, loaded only when used.
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node24',
    external,
    sourcemap: 'linked',
    // CommonJS dependencies bundled into ESM still call require() for Node's own modules.
    banner: {
      js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
    },
    logLevel: 'warning',
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await buildServer();
