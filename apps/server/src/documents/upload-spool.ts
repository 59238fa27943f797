import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';

/**
 * Where uploads arrive while they are received and checked, under DATA_DIR on
 * the same file system as disk storage so a move is a rename. Each process
 * writes in a folder of its own, named by its owner, so a process starting
 * next to others (several may share DATA_DIR with PostgreSQL) can tell the
 * folders of live processes from those a crash left behind.
 */
interface UploadSpool {
  /** This process's folder. */
  dir: string;
  /** Stops the periodic sweep and removes this process's folder. */
  close(): Promise<void>;
}

/** The spool folder under DATA_DIR. */
export function uploadSpoolDir(dataDir: string): string {
  return path.join(dataDir, 'uploads');
}

/**
 * A process as it can be told apart from any other: its host, its pid, and
 * when it started. A pid alone is not enough: a restarted container often
 * gives its process the same pid as before, ours included.
 */
interface Owner {
  host: string;
  pid: number;
  started: string;
}

/** The folder an owner writes in: the name other processes judge it by. */
export const spoolFolderOf = (owner: Owner) =>
  `${encodeURIComponent(owner.host)}_${owner.pid}_${owner.started}`;

function ownerOf(folder: string): Owner | undefined {
  const match = /^(.+)_(\d+)_([0-9a-f.]+)$/.exec(folder);
  if (!match) return undefined;
  try {
    return {
      host: decodeURIComponent(match[1] ?? ''),
      pid: Number(match[2]),
      started: match[3] ?? '',
    };
  } catch {
    return undefined;
  }
}

/**
 * When `pid` started, as Linux tells it: the boot (a host that rebooted may
 * hand out the same pid at the same moment after boot) and the clock tick
 * after it. Undefined when it cannot be told: not running, or not Linux.
 */
async function startOf(pid: number): Promise<string | undefined> {
  try {
    const [bootId, stat] = await Promise.all([
      readFile('/proc/sys/kernel/random/boot_id', 'utf8'),
      readFile(`/proc/${pid}/stat`, 'utf8'),
    ]);
    // Field 22, counted after the command name, which may hold spaces and parentheses.
    const ticks = stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
    return ticks ? `${bootId.trim().replaceAll('-', '')}.${ticks}` : undefined;
  } catch {
    return undefined;
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Whether the process that owned a folder is certainly gone. Only processes
 * of this host can be looked up: the folders of another host name (another
 * machine, or another container, which has pids of its own and by default a
 * host name of its own) are left to the sweep by age.
 */
async function isGone(owner: Owner, self: Owner): Promise<boolean> {
  if (owner.host !== self.host) return false;
  if (owner.pid === self.pid) return owner.started !== self.started;
  if (!isRunning(owner.pid)) return true;
  const started = await startOf(owner.pid);
  return started !== undefined && started !== owner.started;
}

async function entriesOf(folder: string) {
  try {
    return await readdir(folder, { withFileTypes: true });
  } catch (error) {
    // Another process may have swept it meanwhile.
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

/**
 * Removes files older than `maxAgeMs` in `folder` and the folders in it (the
 * Aadhaar pictures waiting to be read): nothing still arriving is that old.
 */
async function removeOldFiles(folder: string, maxAgeMs: number, { descend = true } = {}) {
  const now = Date.now();
  for (const entry of await entriesOf(folder)) {
    const file = path.join(folder, entry.name);
    if (descend && entry.isDirectory()) await removeOldFiles(file, maxAgeMs);
    if (!entry.isFile()) continue;
    const modified = await stat(file).then(
      ({ mtimeMs }) => mtimeMs,
      () => now,
    );
    if (now - modified > maxAgeMs) await rm(file, { force: true });
  }
}

/**
 * The folders of processes that are gone go whatever their age; in every
 * other folder (and loose in the spool, as earlier versions wrote them),
 * files older than `maxAgeMs`.
 */
async function sweepUploadSpool(root: string, self: Owner, maxAgeMs: number) {
  // The loose files alone: each process's folder is dealt with below, once.
  await removeOldFiles(root, maxAgeMs, { descend: false });
  for (const entry of await entriesOf(root)) {
    if (!entry.isDirectory()) continue;
    const folder = path.join(root, entry.name);
    const owner = ownerOf(entry.name);
    if (owner && (await isGone(owner, self))) await rm(folder, { recursive: true, force: true });
    else await removeOldFiles(folder, maxAgeMs);
  }
}

/** A running process of this host as the owner of a spool folder; undefined where its start cannot be read. */
export async function processOwner(pid: number): Promise<Owner | undefined> {
  const started = await startOf(pid);
  return started === undefined ? undefined : { host: os.hostname(), pid, started };
}

/**
 * Makes this process's spool folder after sweeping what crashed processes
 * left, and sweeps again every half `maxAgeMs` while running.
 */
export async function openUploadSpool(
  dataDir: string,
  { maxAgeMs, log }: { maxAgeMs: number; log: FastifyBaseLogger },
): Promise<UploadSpool> {
  const root = uploadSpoolDir(dataDir);
  const self = (await processOwner(process.pid)) ?? {
    host: os.hostname(),
    pid: process.pid,
    // Where starts cannot be read, a random one tells this process from earlier ones of its pid.
    started: randomBytes(8).toString('hex'),
  };
  const dir = path.join(root, spoolFolderOf(self));
  await mkdir(root, { recursive: true, mode: 0o700 });
  await sweepUploadSpool(root, self, maxAgeMs);
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const sweeper = setInterval(() => {
    sweepUploadSpool(root, self, maxAgeMs).catch((error: unknown) => {
      log.warn({ err: error }, 'could not sweep the upload spool');
    });
  }, maxAgeMs / 2);
  sweeper.unref();
  return {
    dir,
    async close() {
      clearInterval(sweeper);
      await rm(dir, { recursive: true, force: true });
    },
  };
}
