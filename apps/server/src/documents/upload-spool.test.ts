import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openUploadSpool, processOwner, spoolFolderOf, uploadSpoolDir } from './upload-spool';

const log = pino({ level: 'silent' });
const host = os.hostname();

describe('the upload spool', () => {
  let dataDir: string;
  let root: string;
  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'shata-spool-'));
    root = uploadSpoolDir(dataDir);
    await mkdir(root, { recursive: true });
  });
  afterEach(() => rm(dataDir, { recursive: true, force: true }));

  /** A folder as the process `owner` leaves it: one upload half written, just now. */
  async function leftBy(owner: { host: string; pid: number; started: string }) {
    const folder = spoolFolderOf(owner);
    await mkdir(path.join(root, folder));
    await writeFile(path.join(root, folder, 'upload'), 'half a file');
    return folder;
  }

  it("at start-up removes what this host's gone processes left, however new, and keeps what live ones write", async () => {
    const exited = spawnSync(process.execPath, ['-e', '']).pid;
    const live = await processOwner(process.ppid);
    if (!live) throw new Error('a running process has a start time on Linux');
    const self = await processOwner(process.pid);
    if (!self) throw new Error('a running process has a start time on Linux');

    // Crashed; an earlier run of this process's own pid; an earlier owner of a live process's pid.
    await leftBy({ host, pid: exited, started: live.started });
    await leftBy({ ...self, started: `${self.started}0` });
    await leftBy({ ...live, started: `${live.started}0` });
    const running = await leftBy(live);
    const otherHost = await leftBy({ host: `${host}-other`, pid: exited, started: '1a.2' });
    await writeFile(path.join(root, 'loose-from-an-older-version'), 'arriving');

    const spool = await openUploadSpool(dataDir, { maxAgeMs: 60_000, log });
    const own = path.basename(spool.dir);
    expect((await readdir(root)).sort()).toEqual(
      [own, running, otherHost, 'loose-from-an-older-version'].sort(),
    );
    expect(await readdir(path.join(root, running))).toEqual(['upload']);

    await spool.close();
    expect(await readdir(root)).not.toContain(own);
  });

  it('sweeps files older than its age limit while running, in every folder', async () => {
    const otherHost = path.join(
      root,
      spoolFolderOf({ host: `${host}-other`, pid: 1, started: '1a' }),
    );
    const otherHostPictures = path.join(otherHost, 'aadhaar-pictures');
    await mkdir(otherHostPictures, { recursive: true });
    const spool = await openUploadSpool(dataDir, { maxAgeMs: 400, log });
    try {
      const hourAgo = new Date(Date.now() - 60 * 60_000);
      const inAnHour = new Date(Date.now() + 60 * 60_000);
      for (const [name, time] of [
        ['stale', hourAgo],
        ['arriving', inAnHour],
      ] as const) {
        for (const folder of [spool.dir, otherHost, otherHostPictures]) {
          await writeFile(path.join(folder, name), 'x');
          await utimes(path.join(folder, name), time, time);
        }
      }
      await expect
        .poll(
          () =>
            [spool.dir, otherHost, otherHostPictures].map((folder) => readdirSync(folder).sort()),
          { timeout: 10_000 },
        )
        .toEqual([['arriving'], ['aadhaar-pictures', 'arriving'], ['arriving']]);
    } finally {
      await spool.close();
    }
  });
});
