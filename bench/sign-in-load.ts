/**
 * Budget: `/healthz` keeps answering promptly while 50 partners sign in at
 * once. Password hashing runs on libuv's thread pool (`src/auth/password.ts`)
 * and PGlite's queries on a worker thread (`src/db/pglite-engine.ts`);
 * whatever else a sign-in does on the event loop shows here too.
 *
 * Creates 50 verified accounts in a fresh embedded database (as
 * `npm run operator` does), starts the real server process on it, fires the
 * 50 sign-ins together (each its own account and client address, so the
 * per-address limit never trips) and polls `/healthz`, one request after
 * another, until they are all answered. It polls `/healthz` alone first: the
 * floor, what this machine answers at rest, printed beside the figures.
 *
 *   npm run bench:sign-in
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { openPglite } from '../apps/server/src/db/client';
import { createVerifiedAccount } from '../apps/server/src/operators/accounts';
import { freePort } from '../apps/server/test/free-port';
import { browser } from '../apps/server/test/http-client';
import { startPortalProcess, stopPortalProcesses } from '../apps/server/test/portal-process';
import { buildPortal } from '../scripts/build.mjs';

const budgetMs = 100;
/** How long /healthz is polled alone first, to show what this machine answers at rest. */
const idleSampleMs = 3_000;
const signIns = 50;
const password = 'Kolkata#Lights42';

/** Nearest rank: the smallest sample at least `fraction` of all samples do not exceed. */
function percentile(samples: number[], fraction: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(fraction * sorted.length) - 1)] ?? Number.NaN;
}

const ms = (value: number) => `${value.toFixed(0)} ms`;

async function timed(request: () => Promise<Response>): Promise<number> {
  const started = performance.now();
  const response = await request();
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${response.url} answered ${response.status}`);
  return performance.now() - started;
}

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'shata-bench-'));
try {
  // One more account than the load: the first sign-in warms the path, so only concurrency is measured.
  const emails = Array.from({ length: signIns + 1 }, (_, i) => `partner${i}@sign-in.bench`);
  const database = await openPglite({ dataDir: path.join(dataDir, 'pglite') });
  try {
    await database.migrate();
    for (const email of emails) {
      await createVerifiedAccount(database.db, { email, password, role: 'partner' });
    }
  } finally {
    await database.close();
  }

  await buildPortal({ ifStale: true, only: ['server'] });
  const portal = await startPortalProcess({
    // A known port: the origin check is built on it.
    PORT: String(await freePort()),
    DATA_DIR: dataDir,
    TRUST_PROXY: 'true',
  });
  const signIn = (email: string, ip: string) => () =>
    browser(portal.url, { ip }).request('/api/auth/sign-in/email', { json: { email, password } });
  const [warmUp = '', ...load] = emails;
  await timed(signIn(warmUp, '10.1.0.1'));

  // The floor: /healthz on this machine, now, with nothing else asked of the portal.
  const idle: number[] = [];
  const idleUntil = performance.now() + idleSampleMs;
  while (performance.now() < idleUntil)
    idle.push(await timed(() => fetch(`${portal.url}/healthz`)));

  const healthz: number[] = [];
  let signingIn = true;
  const polling = (async () => {
    while (signingIn) healthz.push(await timed(() => fetch(`${portal.url}/healthz`)));
  })();
  let signInTimes: number[];
  try {
    signInTimes = await Promise.all(
      load.map((email, i) => timed(signIn(email, `10.2.${i >> 8}.${i & 255}`))),
    );
  } finally {
    // Stop polling before the portal goes, so a failed sign-in is what gets reported.
    signingIn = false;
    await polling;
  }

  const healthzP99 = percentile(healthz, 0.99);
  console.log(
    `${signIns} concurrent sign-ins: p50 ${ms(percentile(signInTimes, 0.5))}, p99 ${ms(percentile(signInTimes, 0.99))}`,
  );
  console.log(
    `/healthz idle, the floor (${idle.length} requests): p50 ${ms(percentile(idle, 0.5))}, p99 ${ms(percentile(idle, 0.99))}, max ${ms(Math.max(...idle))}`,
  );
  console.log(
    `/healthz meanwhile (${healthz.length} requests): p50 ${ms(percentile(healthz, 0.5))}, p99 ${ms(healthzP99)}, max ${ms(Math.max(...healthz))} (budget p99 ${ms(budgetMs)})`,
  );
  if (healthzP99 >= budgetMs) {
    console.error('over budget: sign-ins hold up the event loop');
    process.exitCode = 1;
  }
} finally {
  await stopPortalProcesses();
  await rm(dataDir, { recursive: true, force: true });
}
