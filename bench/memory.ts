/**
 * Budgets: the server process's resident memory, and how soon a warm start
 * is ready, measured from `/proc` on the compiled server (`npm run serve`):
 *
 * - idle on PostgreSQL: at most 75 MB above a bare Node.js HTTP server on the
 *   same runtime and flags (`node-floor.mjs`), measured the same way in the
 *   same run: what the runtime alone holds moves with each Node.js release,
 *   and the budget is for what the portal adds (120 MB on Node 20, whose
 *   floor was 45 MB);
 * - idle on a warm PGlite data directory: at most 300 MB;
 * - peak while creating a new embedded database: at most 500 MB;
 * - `/readyz` answered within 1.5 s of a start on a warm data directory.
 *
 * PGlite's own footprint sets a floor under the two PGlite figures: a bare
 * PGlite with the portal's settings (`pglite-floor.mjs`) opens or creates
 * the same kind of directory in the same run, and where the floor is over a
 * budget, the budget becomes the floor plus 20 %. So does its start under
 * the ready time: a bare PGlite on a worker thread, as the portal runs it,
 * opening the portal's directory until a first query is answered
 * (`pglite-ready-floor.mjs`). Start times are the median of three.
 *
 *   npm run bench:memory
 */
import { execFileSync, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../apps/server/test/free-port';
import { serveArguments } from '../apps/server/test/portal-process';
import { findPostgresBin, startThrowawayPostgres } from '../apps/server/test/throwaway-postgres';
import { buildPortal } from '../scripts/build.mjs';

const budgetMb = { postgresIdleAboveRuntime: 75, pgliteIdle: 300, pgliteCreatePeak: 500 };
const readyBudgetMs = 1500;
const idleMs = 5000;
const root = path.resolve(import.meta.dirname, '..');

interface Measured {
  readyMs: number;
  idle: number;
  peak: number;
}

const mbOf = (status: string, field: string) =>
  Math.round(Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1]) / 1024);

/**
 * Starts the compiled server as `npm run serve` does (or, given a script, that
 * script with the same Node flags), waits until ready, then idle, and stops it.
 */
async function serve(env: Record<string, string>, script?: string): Promise<Measured> {
  const port = await freePort();
  const started = performance.now();
  const args = serveArguments();
  if (script) args.splice(args.length - 1, 1, path.join(root, script));
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port), SHUTDOWN_DRAIN_MS: '0' },
    stdio: 'ignore',
  });
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode})`);
      const ready = await fetch(`http://127.0.0.1:${port}/readyz`).then(
        (response) => response.ok,
        () => false,
      );
      if (ready) break;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    const readyMs = performance.now() - started;
    await new Promise((resolve) => setTimeout(resolve, idleMs));
    const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
    return { readyMs, idle: mbOf(status, 'VmRSS'), peak: mbOf(status, 'VmHWM') };
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  }
}

/** Milliseconds from the start of a process until a bare PGlite on a worker thread has answered a query. */
async function pgliteReadyFloor(dataDir: string): Promise<number> {
  const started = performance.now();
  const child = spawn(process.execPath, ['bench/pglite-ready-floor.mjs', dataDir], { cwd: root });
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => chunk.includes('answered') && resolve());
    child.once('exit', (code) => reject(new Error(`the ready floor exited (${code})`)));
  });
  const readyMs = performance.now() - started;
  await new Promise((resolve) => child.once('exit', resolve));
  return readyMs;
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

function pgliteFloor(dataDir: string): { idle: number; peak: number } {
  return JSON.parse(
    execFileSync(process.execPath, ['bench/pglite-floor.mjs', dataDir, String(idleMs)], {
      cwd: root,
      encoding: 'utf8',
    }),
  );
}

let ok = true;
function report(label: string, value: number, unit: string, budget: number, floor?: number) {
  const limit = floor !== undefined && floor > budget ? Math.round(floor * 1.2) : budget;
  const within = value <= limit;
  ok &&= within;
  const floorText =
    floor === undefined
      ? ''
      : ` | bare PGlite ${floor} ${unit}${limit === budget ? '' : `, so floor + 20 % = ${limit} ${unit}`}`;
  console.log(
    `${label.padEnd(44)} ${String(Math.round(value)).padStart(5)} ${unit} (budget ${budget} ${unit}${floorText})${within ? '' : '  OVER BUDGET'}`,
  );
}

await buildPortal({ ifStale: true, only: ['server'] });
const work = await mkdtemp(path.join(os.tmpdir(), 'shata-bench-memory-'));
try {
  const dataDir = path.join(work, 'portal');
  const created = await serve({ DATA_DIR: dataDir });
  const warmStarts = [];
  for (let run = 0; run < 3; run++) warmStarts.push(await serve({ DATA_DIR: dataDir }));
  const [warm] = warmStarts as [Measured];
  const floorReady = [];
  for (let run = 0; run < 3; run++)
    floorReady.push(await pgliteReadyFloor(path.join(dataDir, 'pglite')));
  const floorCreated = pgliteFloor(path.join(work, 'floor'));
  const floorWarm = pgliteFloor(path.join(work, 'floor'));
  report(
    'PGlite: peak while creating a new database',
    created.peak,
    'MB',
    budgetMb.pgliteCreatePeak,
    floorCreated.peak,
  );
  report(
    'PGlite: idle on a warm data directory',
    warm.idle,
    'MB',
    budgetMb.pgliteIdle,
    floorWarm.idle,
  );
  report(
    'PGlite: /readyz after a warm start',
    median(warmStarts.map((start) => start.readyMs)),
    'ms',
    readyBudgetMs,
    Math.round(median(floorReady)),
  );

  if (findPostgresBin() || process.env.DATABASE_URL) {
    const cluster = process.env.DATABASE_URL ? undefined : await startThrowawayPostgres();
    try {
      const env = {
        DATA_DIR: path.join(work, 'postgres'),
        DATABASE_URL: process.env.DATABASE_URL ?? cluster?.url ?? '',
      };
      await serve(env);
      const postgres = await serve(env);
      const runtime = await serve({}, 'bench/node-floor.mjs');
      report(
        'PostgreSQL: idle',
        postgres.idle,
        'MB',
        runtime.idle + budgetMb.postgresIdleAboveRuntime,
      );
      console.log(
        `${''.padEnd(44)} (bare Node.js ${process.version} HTTP server ${runtime.idle} MB + ${budgetMb.postgresIdleAboveRuntime} MB)`,
      );
      report('PostgreSQL: /readyz after a warm start', postgres.readyMs, 'ms', readyBudgetMs);
    } finally {
      await cluster?.stop();
    }
  } else {
    console.log('PostgreSQL: no server binaries and no DATABASE_URL, not measured');
  }
} finally {
  await rm(work, { recursive: true, force: true });
}
if (!ok) {
  console.error('over budget');
  process.exitCode = 1;
}
