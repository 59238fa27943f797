/**
 * Builds the web app (Vite) and the server (esbuild). With --if-stale, a part
 * whose inputs have not changed since its last build is skipped: `npm start`
 * with nothing changed starts at once. Inputs are compared by content, so a
 * checkout or a touch that changes no byte rebuilds nothing.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServer, serverBuildInputs, serverDistDir } from '../apps/server/build.mjs';

const root = path.resolve(import.meta.dirname, '..');
const web = path.join(root, 'apps/web');
const domainSource = path.join(root, 'packages/domain/src');
const lockfile = path.join(root, 'package-lock.json');
const stampDir = path.join(root, 'node_modules/.cache/shata-build');

const parts = {
  web: {
    inputs: [
      path.join(web, 'src'),
      path.join(web, 'public'),
      path.join(web, 'index.html'),
      path.join(web, 'vite.config.ts'),
      path.join(web, 'package.json'),
      domainSource,
      lockfile,
    ],
    output: path.join(web, 'dist/index.html'),
    build() {
      const result = spawnSync('npm', ['run', 'build', '-w', '@shata/web'], {
        cwd: root,
        stdio: 'inherit',
      });
      if (result.status !== 0) throw new Error('The web build failed.');
    },
  },
  server: {
    inputs: [...serverBuildInputs, lockfile],
    output: path.join(serverDistDir, 'main.js'),
    build: buildServer,
  },
};

function filesUnder(entry) {
  if (!existsSync(entry)) return [];
  if (!statSync(entry).isDirectory()) return [entry];
  return readdirSync(entry, { recursive: true, withFileTypes: true })
    .filter((dirent) => dirent.isFile())
    .map((dirent) => path.join(dirent.parentPath, dirent.name))
    .filter((file) => !/\.test\.tsx?$/.test(file));
}

function fingerprint(inputs) {
  const hash = createHash('sha256');
  for (const file of inputs.flatMap(filesUnder).sort()) {
    hash.update(`${path.relative(root, file)}\0`);
    hash.update(readFileSync(file));
  }
  return hash.digest('hex');
}

/** Builds the parts that need it (all of them unless `ifStale`); answers the names built. */
export async function buildPortal({ ifStale = false, only = Object.keys(parts) } = {}) {
  const built = [];
  for (const name of only) {
    const part = parts[name];
    const stampFile = path.join(stampDir, name);
    const inputs = fingerprint(part.inputs);
    const stamp = existsSync(stampFile) ? readFileSync(stampFile, 'utf8') : '';
    if (ifStale && stamp === inputs && existsSync(part.output)) continue;
    await part.build();
    mkdirSync(stampDir, { recursive: true });
    writeFileSync(stampFile, inputs);
    built.push(name);
  }
  return built;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const ifStale = process.argv.includes('--if-stale');
  const only = process.argv.slice(2).filter((arg) => arg in parts);
  const built = await buildPortal({ ifStale, only: only.length > 0 ? only : undefined });
  if (ifStale) {
    process.stdout.write(
      built.length ? `built: ${built.join(', ')}\n` : 'the build is up to date\n',
    );
  }
}
