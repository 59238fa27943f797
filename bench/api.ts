/**
 * Budget: every signed-in endpoint a partner's or an operator's page waits on
 * serves at least 60 % of the requests a second of its floor, with p99 under
 * 25 ms at 10 connections, on PGlite and on PostgreSQL. When the machine is
 * so busy that the floor's own p99 is over 25 ms, the portal's may not be over
 * the floor's: an absolute time the floor cannot meet says nothing of ours.
 *
 * The floor (`api-floor.ts`) is a bare Fastify handler doing the same queries
 * with the driver alone. Both run as processes of their own on the same
 * database, filled by `npm run seed:demo`; autocannon loads each endpoint
 * with the approved demo partner's (or the demo operator's) session, portal
 * and floor in turn, three rounds each, and the medians are compared. PGlite
 * allows one process at a time, so the two never run together.
 *
 * Then a burst of 50 sign-ins: `/healthz` must keep its p99 under 100 ms
 * meanwhile.
 *
 *   npm run bench:api [-- --pglite | --postgres]
 */
// It fills a DATA_DIR itself (the sign-in series' accounts), as the portal would: privately.
import '../apps/server/src/private-umask.js';
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { totpCode } from '@shata/test-support/totp';
import autocannon from 'autocannon';
import { openPglite } from '../apps/server/src/db/client';
import { createVerifiedAccount } from '../apps/server/src/operators/accounts';
import { demoOperatorEmail, demoPassword } from '../apps/server/src/seed/demo';
import { bookedDemoPartnerEmail } from '../apps/server/src/seed/demo-bookings';
import { freePort } from '../apps/server/test/free-port';
import { browser } from '../apps/server/test/http-client';
import { startPortalProcess, stopPortalProcesses } from '../apps/server/test/portal-process';
import { findPostgresBin, startThrowawayPostgres } from '../apps/server/test/throwaway-postgres';
import { buildPortal } from '../scripts/build.mjs';

const budget = { ratio: 0.6, p99Ms: 25 };
const signInBudget = { signIns: 50, healthzP99Ms: 100 };
/** How long /healthz is polled alone first, to show what this machine answers at rest. */
const idleSampleMs = 3_000;
const signInPassword = 'Kolkata#Lights42';
const connections = 10;
const warmUpSeconds = 1;
const measureSeconds = 4;
const rounds = 3;

const root = path.resolve(import.meta.dirname, '..');

interface Endpoint {
  name: string;
  path: string;
  cookie: string;
}

interface Sample {
  requestsPerSecond: number;
  p50: number;
  p99: number;
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

async function load(url: string, cookie: string, seconds: number): Promise<Sample> {
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    headers: { cookie },
  });
  if (result.errors > 0 || result.non2xx > 0) {
    throw new Error(`${url}: ${result.errors} errors, ${result.non2xx} answers other than 2xx`);
  }
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
  };
}

/** The floor as a process, answering once it listens. */
async function startFloor(
  env: Record<string, string>,
): Promise<{ url: string; stop: () => Promise<void> }> {
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(import.meta.dirname, 'api-floor.ts')],
    { cwd: root, env: { ...process.env, ...env, PORT: '0' }, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const url = await new Promise<string>((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const listening = /floor listening at (\S+)/.exec(output);
      if (listening?.[1]) resolve(listening[1]);
    });
    child.once('exit', (code) => reject(new Error(`the floor exited (${code}) before listening`)));
  });
  return {
    url,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** Signs the demo partner and operator in; the sessions outlive the portal process, in the database. */
async function signIn(env: Record<string, string>, totpSecret: string): Promise<Endpoint[]> {
  const portal = await startPortalProcess(env);
  try {
    const session = async (email: string, ip: string) => {
      const client = browser(portal.url, { ip });
      const response = await client.request('/api/auth/sign-in/email', {
        json: { email, password: demoPassword },
      });
      if (!response.ok) throw new Error(`signing in ${email} answered ${response.status}`);
      return client;
    };
    const partner = await session(bookedDemoPartnerEmail, '10.0.0.1');
    const operator = await session(demoOperatorEmail, '10.0.0.2');
    const passed = await operator.request('/api/auth/two-factor/verify-totp', {
      json: { code: totpCode(totpSecret) },
    });
    if (!passed.ok) throw new Error(`the demo operator's code answered ${passed.status}`);
    const { _id: partnerId } = (await (await partner.request('/api/partners/me')).json()) as {
      _id: string;
    };
    const cookie = (client: typeof partner) =>
      [...client.jar].map(([name, value]) => `${name}=${value}`).join('; ');
    return [
      { name: 'GET /api/partners/me', path: '/api/partners/me', cookie: cookie(partner) },
      {
        name: 'GET /api/bookings',
        path: `/api/bookings?partnerId=${partnerId}`,
        cookie: cookie(partner),
      },
      {
        name: 'GET /api/partners/:id',
        path: `/api/partners/${partnerId}`,
        cookie: cookie(partner),
      },
      { name: 'GET /api/admin/partners', path: '/api/admin/partners', cookie: cookie(operator) },
    ];
  } finally {
    await stopPortalProcesses();
  }
}

async function measure(
  url: string,
  endpoints: Endpoint[],
  into: Map<string, Sample[]>,
): Promise<void> {
  // Every endpoint warms up before any is measured: the first would otherwise pay for the JIT.
  for (const endpoint of endpoints) {
    await load(`${url}${endpoint.path}`, endpoint.cookie, warmUpSeconds);
  }
  for (const endpoint of endpoints) {
    const sample = await load(`${url}${endpoint.path}`, endpoint.cookie, measureSeconds);
    into.set(endpoint.name, [...(into.get(endpoint.name) ?? []), sample]);
  }
}

/** Runs the series on one database; answers whether it kept within budget. */
async function series(label: string, databaseUrl: string | undefined): Promise<boolean> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'shata-bench-api-'));
  try {
    const env: Record<string, string> = {
      DATA_DIR: dataDir,
      ...(databaseUrl && { DATABASE_URL: databaseUrl }),
    };
    const seeded = spawnSync(process.execPath, ['--import', 'tsx', 'apps/server/src/seed/cli.ts'], {
      cwd: root,
      env: { ...process.env, ...env },
      encoding: 'utf8',
    });
    // The demo operator's second factor, as the seed prints it for a newcomer.
    const totpSecret = /the secret ([A-Z2-7]+) in/.exec(seeded.stderr)?.[1];
    if (seeded.status !== 0 || !totpSecret) throw new Error(`seed:demo failed: ${seeded.stderr}`);
    // A known port: the origin check of sign-in is built on it.
    const portalEnv = { ...env, PORT: String(await freePort()), TRUST_PROXY: 'true' };
    const endpoints = await signIn(portalEnv, totpSecret);
    const portalSamples = new Map<string, Sample[]>();
    const floorSamples = new Map<string, Sample[]>();
    for (let round = 0; round < rounds; round++) {
      const portal = await startPortalProcess(portalEnv);
      try {
        await measure(portal.url, endpoints, portalSamples);
      } finally {
        await stopPortalProcesses();
      }
      const floor = await startFloor(env);
      try {
        await measure(floor.url, endpoints, floorSamples);
      } finally {
        await floor.stop();
      }
    }

    let withinBudget = true;
    console.log(
      `\n${label}: ${connections} connections, median of ${rounds} runs of ${measureSeconds} s`,
    );
    for (const { name } of endpoints) {
      const stat = (samples: Sample[] | undefined, key: keyof Sample) =>
        median((samples ?? []).map((sample) => sample[key]));
      const portal = portalSamples.get(name);
      const floor = floorSamples.get(name);
      const ratio = stat(portal, 'requestsPerSecond') / stat(floor, 'requestsPerSecond');
      const p99 = stat(portal, 'p99');
      const p99Limit = Math.max(budget.p99Ms, stat(floor, 'p99'));
      const ok = ratio >= budget.ratio && (p99 < budget.p99Ms || p99 <= p99Limit);
      withinBudget &&= ok;
      console.log(
        `  ${name.padEnd(24)} portal ${stat(portal, 'requestsPerSecond').toFixed(0).padStart(6)} req/s ` +
          `p50 ${stat(portal, 'p50')} ms p99 ${p99} ms | floor ${stat(floor, 'requestsPerSecond').toFixed(0).padStart(6)} req/s ` +
          `p50 ${stat(floor, 'p50')} ms p99 ${stat(floor, 'p99')} ms | ${(ratio * 100).toFixed(0)} % of the floor ` +
          `(budget ≥ ${budget.ratio * 100} %, p99 < ${budget.p99Ms} ms${p99Limit > budget.p99Ms ? ` or ≤ the floor's ${p99Limit} ms` : ''})${ok ? '' : '  OVER BUDGET'}`,
      );
    }
    return withinBudget;
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

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

/**
 * The sign-in series: 50 sign-ins at once, each its own verified account and
 * client address (so the per-address limit never trips), on PGlite, while
 * `/healthz` is polled one request after another; `/healthz` alone first is the
 * floor. Password hashing runs on libuv's thread pool and PGlite's queries on a
 * worker thread, so sign-ins must not hold up the event loop.
 */
async function signInSeries(): Promise<boolean> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'shata-bench-'));
  try {
    // One more account than the load: the first sign-in warms the path, so only concurrency is measured.
    const emails = Array.from(
      { length: signInBudget.signIns + 1 },
      (_, i) => `partner${i}@sign-in.bench`,
    );
    const database = await openPglite({ dataDir: path.join(dataDir, 'pglite') });
    try {
      await database.migrate();
      for (const email of emails) {
        await createVerifiedAccount(database.db, {
          email,
          password: signInPassword,
          role: 'partner',
        });
      }
    } finally {
      await database.close();
    }

    const portal = await startPortalProcess({
      // A known port: the origin check is built on it.
      PORT: String(await freePort()),
      DATA_DIR: dataDir,
      TRUST_PROXY: 'true',
    });
    const signIn = (email: string, ip: string) => () =>
      browser(portal.url, { ip }).request('/api/auth/sign-in/email', {
        json: { email, password: signInPassword },
      });
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
      `${signInBudget.signIns} concurrent sign-ins: p50 ${ms(percentile(signInTimes, 0.5))}, p99 ${ms(percentile(signInTimes, 0.99))}`,
    );
    console.log(
      `/healthz idle, the floor (${idle.length} requests): p50 ${ms(percentile(idle, 0.5))}, p99 ${ms(percentile(idle, 0.99))}, max ${ms(Math.max(...idle))}`,
    );
    console.log(
      `/healthz meanwhile (${healthz.length} requests): p50 ${ms(percentile(healthz, 0.5))}, p99 ${ms(healthzP99)}, max ${ms(Math.max(...healthz))} (budget p99 ${ms(signInBudget.healthzP99Ms)})`,
    );
    if (healthzP99 >= signInBudget.healthzP99Ms) {
      console.log('  OVER BUDGET: sign-ins hold up the event loop');
      return false;
    }
    return true;
  } finally {
    await stopPortalProcesses();
    await rm(dataDir, { recursive: true, force: true });
  }
}

const only = process.argv.includes('--pglite')
  ? 'pglite'
  : process.argv.includes('--postgres')
    ? 'postgres'
    : undefined;
await buildPortal({ ifStale: true, only: ['server'] });
let ok = true;
if (only !== 'postgres') ok = (await series('PGlite', undefined)) && ok;
if (only !== 'pglite') {
  if (!findPostgresBin() && !process.env.DATABASE_URL) {
    console.log('\nPostgreSQL: no server binaries and no DATABASE_URL, not measured');
  } else {
    const cluster = process.env.DATABASE_URL ? undefined : await startThrowawayPostgres();
    try {
      ok = (await series('PostgreSQL', process.env.DATABASE_URL ?? cluster?.url)) && ok;
    } finally {
      await cluster?.stop();
    }
  }
}
console.log('\nSign-in burst (PGlite):');
ok = (await signInSeries()) && ok;
if (!ok) {
  console.error('\nover budget');
  process.exitCode = 1;
}
