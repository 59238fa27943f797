import { execFile } from 'node:child_process';
import { chmod, chown, lstat, mkdtemp, readdir, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveArguments, startPortalProcess, stopPortalProcesses } from '../test/portal-process';

const run = promisify(execFile);
const serverRoot = path.resolve(import.meta.dirname, '..');
const repoRoot = path.resolve(serverRoot, '../..');

/** Every folder and file under `dir` (links not followed), as `mode kind path`. */
async function modesUnder(dir: string, under = ''): Promise<string[]> {
  const entry = path.join(dir, under);
  const stats = await lstat(entry);
  const kind = stats.isSymbolicLink() ? 'link' : stats.isDirectory() ? 'dir' : 'file';
  const line = `${(stats.mode & 0o777).toString(8)} ${kind} ${under || '.'}`;
  if (kind !== 'dir') return [line];
  const names = await readdir(entry);
  const within = await Promise.all(names.map((name) => modesUnder(dir, path.join(under, name))));
  return [line, ...within.flat()];
}

/** What other users could read, change or enter under `dir` (links aside: their mode is unused). */
async function openToOthers(dir: string): Promise<string[]> {
  return (await modesUnder(dir)).filter(
    (line) => !line.includes(' link ') && Number.parseInt(line, 8) & 0o077,
  );
}

/**
 * One DATA_DIR throughout, as a newcomer's goes: made by `npm run operator`
 * and `npm run seed:demo` (each run with umask 0, the loosest a shell can
 * give), then left open to everyone (as a copy, or an older version, would
 * leave it) for the portal to start on, then holding another user's file.
 * Each test starts from where the one before left it.
 */
describe('DATA_DIR is readable by the portal’s user only', { timeout: 240_000 }, () => {
  let dataDir: string;
  let outside: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'shata-private-'));
    outside = await mkdtemp(path.join(os.tmpdir(), 'shata-outside-'));
    // A new DATA_DIR, which the commands create themselves.
    await rm(dataDir, { recursive: true });
  });
  afterAll(async () => {
    await stopPortalProcesses();
    await rm(dataDir, { recursive: true, force: true });
    await rm(outside, { recursive: true, force: true });
  });

  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const command = (script: string, args: string[] = []) =>
    run(
      'sh',
      ['-c', 'umask 0 && exec "$@"', 'sh', process.execPath, '--import', 'tsx', script, ...args],
      { cwd: serverRoot, env: { ...inherited, DATA_DIR: dataDir } },
    );

  it('when the commands create it, whatever umask they start with', async () => {
    await command('src/operators/cli.ts', [
      'create',
      '--email',
      'first.operator@shata.example',
      '--password',
      'Monsoon-Garden-77',
    ]);
    const made = await modesUnder(dataDir);
    // The embedded database (its log among them), made by PGlite's initdb.
    expect(made).toContain('600 file pglite/pg_wal/000000010000000000000001');
    expect(made.length).toBeGreaterThan(1000);
    expect(await openToOthers(dataDir)).toEqual([]);

    await command('src/seed/cli.ts');
    const seeded = await modesUnder(dataDir);
    // The generated key, and the demo partners' documents.
    expect(seeded).toContain('600 file data-key');
    expect(seeded.filter((line) => line.includes(' file documents/')).length).toBeGreaterThan(0);
    expect(await openToOthers(dataDir)).toEqual([]);
  });

  it('when the portal starts on it open to everyone: it makes it private, links aside', async () => {
    const loosen = async (dir: string) => {
      for (const line of await modesUnder(dir)) {
        const [, kind, entry = '.'] = line.split(' ');
        await chmod(path.join(dir, entry), kind === 'dir' ? 0o777 : 0o666);
      }
    };
    await loosen(dataDir);
    // What links point to is not the portal's to change, inside DATA_DIR or out.
    await writeFile(path.join(outside, 'shared.txt'), 'not the portal’s');
    await chmod(outside, 0o777);
    await chmod(path.join(outside, 'shared.txt'), 0o666);
    await symlink(path.join(outside, 'shared.txt'), path.join(dataDir, 'to-a-file'));
    await symlink(outside, path.join(dataDir, 'to-a-folder'));
    expect((await openToOthers(dataDir)).length).toBeGreaterThan(1000);

    const portal = await startPortalProcess({ DATA_DIR: dataDir });
    expect((await fetch(`${portal.url}/readyz`)).status).toBe(200);

    expect(await openToOthers(dataDir)).toEqual([]);
    expect(portal.output()).toMatch(/Made \d+ entries in .* readable by their owner only/);
    expect(await modesUnder(outside)).toEqual(['777 dir .', '666 file shared.txt']);
    portal.child.kill('SIGTERM');
    expect(await portal.exited).toEqual({ code: 0, signal: null });
  });

  it('or the portal and the commands refuse to start, naming what another user owns', async () => {
    // Only root can give a file away, as CI runs; `nobody` stands for the other user.
    const foreign = path.join(dataDir, 'documents', 'left-by-another-user.png');
    await writeFile(foreign, 'not the portal’s');
    await chown(foreign, 65534, 65534);
    await chmod(foreign, 0o666);
    const refusal = `${foreign} belongs to another user (uid 65534)`;

    // Each run's outcome, caught as it comes: they run side by side.
    const outcome = (started: Promise<unknown>) =>
      started.then(
        () => ({ code: 0, stderr: '' }),
        (error: { code: number | null; stderr: string }) => error,
      );
    const serve = (env: Record<string, string> = {}) =>
      outcome(
        run(process.execPath, serveArguments(), {
          env: { ...inherited, DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', ...env },
          timeout: 60_000,
        }),
      );
    const outcomes = {
      'the portal': serve(),
      // The files are checked whatever the database: DATA_DIR holds the keys and uploads.
      'the portal on PostgreSQL': serve({ DATABASE_URL: 'postgres://127.0.0.1:9/none' }),
      'npm run seed:demo': outcome(command('src/seed/cli.ts')),
    };
    for (const [name, refused] of Object.entries(outcomes)) {
      const { code, stderr } = await refused;
      expect(code, name).toBe(1);
      expect(stderr.trim().split('\n'), name).toEqual([expect.stringContaining(refusal)]);
    }
    // Refused, not mended: it is not the portal's to change.
    expect((await lstat(foreign)).mode & 0o777).toBe(0o666);
  });
});

/**
 * The benches that start a bare PGlite on a data folder of their own making
 * or on the portal's (`bench:memory`'s floors; `api-floor.ts` opens DATA_DIR,
 * `data` unless told): PGlite sets its files' modes with chmod, which the
 * umask does not narrow, so each narrows them as the portal's worker does.
 */
describe('the benches’ bare PGlite keeps its folder private', { timeout: 120_000 }, () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = path.join(await mkdtemp(path.join(os.tmpdir(), 'shata-private-bench-')), 'pglite');
  });
  afterAll(() => rm(path.dirname(dataDir), { recursive: true, force: true }));

  const bench = (script: string, args: string[]) =>
    run('sh', ['-c', 'umask 0 && exec "$@"', 'sh', process.execPath, script, ...args], {
      cwd: repoRoot,
    });

  it('when it creates the database, and when it opens it again', async () => {
    await bench('bench/pglite-floor.mjs', [dataDir, '0']);
    expect((await modesUnder(dataDir)).length).toBeGreaterThan(900);
    expect(await openToOthers(dataDir)).toEqual([]);

    // Opening rewrites the catalog caches (pg_internal.init), which came out 0644.
    await bench('bench/pglite-ready-floor.mjs', [dataDir]);
    expect(await openToOthers(dataDir)).toEqual([]);
  });
});
