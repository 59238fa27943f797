/**
 * Budget: the public pages are fast and accessible on a phone, and the
 * landing page starts with little JavaScript.
 *
 * Builds the web app, starts the portal as `npm start` runs it, and runs
 * Lighthouse (its default mobile settings: a mid-range phone on a slow 4G
 * link, simulated) in Debian's Chromium on `/`, `/login` and
 * `/terms-and-conditions`, in English and in Hindi (a browser whose
 * Accept-Language prefers Hindi, as a partner's phone set to Hindi sends).
 * Each page is measured `LIGHTHOUSE_RUNS` times (3 by default) and judged on
 * the median run, as Lighthouse's own guidance on variability advises: one run
 * on a shared 2-core machine swings by ±0.05. Prints each page's performance
 * and accessibility scores, and the gzip size of every script `/` loads, as the
 * server sends it (the build's .gz copy). In Hindi the budget is English's plus
 * the Hindi words the page fetched: the scripts only Hindi loads, which must be
 * catalogues (they carry Devanagari).
 *
 *   npm run bench:lighthouse        (CHROME_PATH picks another Chromium)
 */
import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun, filterToValidRuns } from 'lighthouse/core/lib/median-run.js';
import { freePort } from '../apps/server/test/free-port';
import { startPortalProcess, stopPortalProcesses } from '../apps/server/test/portal-process';

const budget = {
  initialJsGzipBytes: 110 * 1024,
  performance: 0.95,
  accessibility: 1,
};
const pages = ['/', '/login', '/terms-and-conditions'];
const languages = [
  { name: 'English', acceptLanguage: 'en-IN,en;q=0.9' },
  { name: 'Hindi', acceptLanguage: 'hi-IN,hi;q=0.9,en;q=0.8' },
] as const;
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);

const root = path.resolve(import.meta.dirname, '..');
const webDist = path.join(root, 'apps/web/dist');
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

interface NetworkRequest {
  url: string;
  resourceType?: string;
}

/** The gzip size of each script the page requested: the build's .gz copy, which the server sends. */
async function scriptSizes(requests: NetworkRequest[], origin: string) {
  const scripts = requests.filter(
    (request) => request.resourceType === 'Script' && request.url.startsWith(origin),
  );
  return Promise.all(
    scripts.map(async (request) => {
      const file = path.join(webDist, new URL(request.url).pathname);
      const devanagari = /[\u0900-\u097F]/.test(await readFile(file, 'utf8'));
      return {
        path: new URL(request.url).pathname,
        gzip: (await stat(`${file}.gz`)).size,
        devanagari,
      };
    }),
  );
}

type Script = Awaited<ReturnType<typeof scriptSizes>>[number];

/**
 * Judges the initial JavaScript of `/`: English against the budget; Hindi
 * against the budget plus what only Hindi fetched, each of which must be Hindi
 * words, not code.
 */
function judgeInitialJs(language: string, scripts: Script[], english: Script[] | undefined) {
  const total = scripts.reduce((sum, script) => sum + script.gzip, 0);
  for (const script of scripts) console.log(`  ${script.path}: ${kb(script.gzip)} gzip`);
  const own = english ? scripts.filter((s) => !english.some((e) => e.path === s.path)) : [];
  const words = own.reduce((sum, script) => sum + script.gzip, 0);
  const budgetBytes = budget.initialJsGzipBytes + words;
  const notWords = own.filter((script) => !script.devanagari);
  console.log(
    `  initial JavaScript of / in ${language}: ${kb(total)} gzip, ${total} bytes (budget ${kb(budgetBytes)}${
      english ? `: 110 KB and the ${own.length} Hindi catalogues, ${words} bytes` : ''
    })`,
  );
  for (const script of notWords)
    console.log(`  loaded in ${language} only, and not words: ${script.path}`);
  return total <= budgetBytes && notWords.length === 0;
}

type Result = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

/** Prints a page's runs and the median run's scores and Web Vitals; ok when within budget. */
function judgeScores(label: string, results: Result[]): { lhr: Result; ok: boolean } {
  const runScores = results.map((lhr) => lhr.categories.performance?.score?.toFixed(2) ?? 'lost');
  console.log(`${label}: runs scored ${runScores.join(', ')}; the median run:`);
  // A run Lighthouse could not record (no first paint, or NO_NAVSTART: now and then on a busy
  // machine) is left out by name rather than ending the bench; with none left, the median throws.
  const valid = filterToValidRuns(results);
  for (const lhr of results.filter((run) => !valid.includes(run))) {
    const why = lhr.runtimeError?.message ?? lhr.audits['first-contentful-paint']?.errorMessage;
    console.log(`  a run left out: ${why ?? 'no first contentful paint'}`);
  }
  const lhr = computeMedianRun(valid);
  const { categories, audits } = lhr;
  const performance = categories.performance?.score ?? 0;
  const accessibility = categories.accessibility?.score ?? 0;
  console.log(
    `${label}: performance ${performance.toFixed(2)} (budget ${budget.performance}), accessibility ${accessibility.toFixed(2)} (budget ${budget.accessibility})`,
  );
  for (const id of [
    'first-contentful-paint',
    'largest-contentful-paint',
    'total-blocking-time',
    'cumulative-layout-shift',
    'speed-index',
  ]) {
    console.log(`  ${audits[id]?.title}: ${audits[id]?.displayValue}`);
  }
  // What keeps accessibility below 1, by name.
  for (const ref of categories.accessibility?.auditRefs ?? []) {
    if (audits[ref.id]?.score === 0) console.log(`  failing: ${audits[ref.id]?.title}`);
  }
  return {
    lhr,
    ok: performance >= budget.performance && accessibility >= budget.accessibility,
  };
}

console.log('building the portal…');
execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'ignore' });

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'shata-lighthouse-'));
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run'],
});
let failed = false;
try {
  const portal = await startPortalProcess({
    PORT: String(await freePort()),
    DATA_DIR: dataDir,
    WEB_DIST_DIR: webDist,
  });
  let englishScripts: Script[] | undefined;
  for (const language of languages) {
    for (const page of pages) {
      const label = `${page} (${language.name})`;
      const results = [];
      for (let run = 0; run < runs; run++) {
        const result = await lighthouse(`${portal.url}${page}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility'],
          extraHeaders: { 'Accept-Language': language.acceptLanguage },
        });
        if (!result) throw new Error(`Lighthouse gave no result for ${label}`);
        results.push(result.lhr);
      }
      const { lhr: median, ok } = judgeScores(label, results);
      if (!ok) failed = true;

      if (page === '/') {
        const details = median.audits['network-requests']?.details as
          | { items?: NetworkRequest[] }
          | undefined;
        const scripts = await scriptSizes(details?.items ?? [], portal.url);
        if (!judgeInitialJs(language.name, scripts, englishScripts)) failed = true;
        englishScripts ??= scripts;
      }
    }
  }
} finally {
  chrome.kill();
  await stopPortalProcesses();
  await rm(dataDir, { recursive: true, force: true });
}
if (failed) {
  console.error('over budget');
  process.exitCode = 1;
}
