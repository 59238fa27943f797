/**
 * Compiles the server into dist/ for `npm run serve`, which runs it with plain
 * node: the domain package is bundled in (it ships as TypeScript source), npm
 * dependencies stay in node_modules. Plain JavaScript, so it needs no loader.
 */
import { readFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const serverRoot = import.meta.dirname;
export const serverDistDir = path.join(serverRoot, 'dist');

/** The server's own source, and the domain package bundled into it: what a build reads. */
export const serverBuildInputs = [
  path.join(serverRoot, 'src'),
  path.join(serverRoot, 'package.json'),
  path.join(serverRoot, 'build.mjs'),
  path.resolve(serverRoot, '../../packages/domain/src'),
];

export async function buildServer() {
  const { dependencies } = JSON.parse(readFileSync(path.join(serverRoot, 'package.json'), 'utf8'));
  const external = Object.keys(dependencies)
    .filter((name) => name !== '@shata/domain')
    .flatMap((name) => [name, `${name}/*`]);
  await rm(serverDistDir, { recursive: true, force: true });
  await build({
    absWorkingDir: serverRoot,
    // The worker is a file of its own: the engine starts it by URL, beside the code that asks.
    entryPoints: { main: 'src/main.ts', 'pglite-worker': 'src/db/pglite-worker.js' },
    outdir: serverDistDir,
    bundle: true,
    // Code reached by a dynamic import (the S3 client) stays in a chunk of its own, loaded only when used.
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20.19',
    external,
    sourcemap: 'linked',
    logLevel: 'warning',
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await buildServer();
