import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { chmod, chown, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './free-port';

/** The newest PostgreSQL server binaries on this machine, or undefined. */
export function findPostgresBin(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((name) => existsSync(path.join(root, name, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(root, versions[0], 'bin') : undefined;
}

/**
 * A PostgreSQL cluster in a temporary folder on a loopback port, without
 * fsync, deleted by `stop()`. PostgreSQL refuses to run as root, so as root
 * it runs as the `postgres` user.
 */
export async function startThrowawayPostgres(): Promise<{
  url: string;
  /** Stops the server as an administrator would (`pg_ctl stop -m fast`), keeping its data and port. */
  halt: () => void;
  /** Starts a halted server again on the same port. */
  resume: () => void;
  /**
   * Freezes the server (SIGSTOP), its open connections' backends with it: a
   * machine that stopped answering without closing a connection.
   */
  freeze: () => void;
  /** Lets a frozen server go on (SIGCONT). */
  thaw: () => void;
  stop: () => Promise<void>;
}> {
  const bin = findPostgresBin();
  if (!bin) {
    throw new Error(
      'PostgreSQL server binaries were not found under /usr/lib/postgresql/*/bin. Install PostgreSQL or set DATABASE_URL.',
    );
  }
  const dir = await mkdtemp(path.join(os.tmpdir(), 'shata-postgres-'));
  const dataDir = path.join(dir, 'data');
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    await chown(dir, uid, gid);
    await chmod(dir, 0o700);
  }
  const run = (command: string, args: string[]) => {
    const [file, argv] = asRoot
      ? ['runuser', ['-u', 'postgres', '--', path.join(bin, command), ...args]]
      : [path.join(bin, command), args];
    const result = spawnSync(file, argv, { encoding: 'utf8' });
    if (result.status !== 0) {
      throw new Error(`${command} failed: ${result.stderr || result.stdout}`);
    }
  };
  const port = await freePort();
  run('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8']);
  let running = false;
  const start = () => {
    run('pg_ctl', [
      '-D',
      dataDir,
      '-l',
      path.join(dir, 'server.log'),
      '-w',
      '-o',
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`,
      'start',
    ]);
    running = true;
  };
  start();
  /** The postmaster (postmaster.pid's first line), then every process it forked: backends and helpers. */
  const clusterPids = () => {
    const postmaster = Number(
      readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0],
    );
    const parentOf = (pid: string) => {
      try {
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
        // After the command name in parentheses: the state, then the parent's pid.
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      } catch {
        return undefined; // ended meanwhile
      }
    };
    const children = readdirSync('/proc').filter(
      (name) => /^\d+$/.test(name) && parentOf(name) === postmaster,
    );
    return [postmaster, ...children.map(Number)];
  };
  let frozen: number[] = [];
  const thaw = () => {
    for (const pid of frozen.splice(0)) process.kill(pid, 'SIGCONT');
  };
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    halt() {
      run('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
      running = false;
    },
    resume: start,
    freeze() {
      // The postmaster first, so it forks nothing new meanwhile.
      frozen = clusterPids();
      for (const pid of frozen) process.kill(pid, 'SIGSTOP');
    },
    thaw,
    async stop() {
      thaw();
      if (running) run('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
      await rm(dir, { recursive: true, force: true });
    },
  };
}
