import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { registerDevMailbox } from './http-client';

const serverRoot = path.resolve(import.meta.dirname, '..');
const repoRoot = path.resolve(serverRoot, '../..');

/**
 * Node's arguments in `npm run serve` (its V8 flags and the compiled entry,
 * made absolute), so tests and benches start the server as production does.
 */
export function serveArguments(): string[] {
  const { scripts } = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8'));
  const [command, ...args] = String(scripts.serve).split(/\s+/);
  if (command !== 'node') throw new Error(`npm run serve should start node, not ${command}`);
  return args.map((arg) => (arg.startsWith('-') ? arg : path.resolve(repoRoot, arg)));
}

export interface PortalProcess {
  child: ChildProcess;
  url: string;
  port: number;
  /** Every line the process wrote to stdout and stderr so far. */
  output(): string;
  /** Resolves once a line matching `pattern` has been written. */
  waitForOutput(pattern: RegExp): Promise<void>;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

const running = new Set<ChildProcess>();

const mailLine = /"msg":"mail is /;
const devMailboxKey = /\/dev\/mail\?key=([\w-]+)/;

/** Kills every portal process a test started and left running, even one that never got to listen. */
export async function stopPortalProcesses(): Promise<void> {
  await Promise.all(
    [...running].map(
      (child) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve();
          child.once('exit', () => resolve());
          child.kill('SIGKILL');
        }),
    ),
  );
  running.clear();
}

/**
 * Runs the compiled server (`dist/main.js`) as `npm run serve` does, on a
 * free port, and waits until it listens. Vitest's global setup builds it.
 */
export function startPortalProcess(env: Record<string, string>): Promise<PortalProcess> {
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const child = spawn(process.execPath, serveArguments(), {
    cwd: serverRoot,
    env: {
      ...inherited,
      PORT: '0',
      HOST: '127.0.0.1',
      WEB_DIST_DIR: path.join(serverRoot, 'test', 'fixtures', 'web-dist'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  child.once('exit', () => running.delete(child));
  let output = '';
  const waiters: Array<{ pattern: RegExp; resolve: () => void }> = [];
  const onData = (chunk: Buffer) => {
    output += chunk.toString();
    for (const waiter of [...waiters]) {
      if (waiter.pattern.test(output)) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve();
      }
    }
  };
  child.stdout?.on('data', onData);
  child.stderr?.on('data', onData);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const waitForOutput = (pattern: RegExp) =>
    new Promise<void>((resolve, reject) => {
      if (pattern.test(output)) return resolve();
      waiters.push({ pattern, resolve });
      void exited.then(() => reject(new Error(`exited before printing ${pattern}:\n${output}`)));
    });

  return new Promise((resolve, reject) => {
    const listening = /Server listening at http:\/\/127\.0\.0\.1:(\d+)/;
    // The start-up line on mail follows the listening one; it holds the dev mailbox's key.
    Promise.all([waitForOutput(listening), waitForOutput(mailLine)]).then(() => {
      const port = Number(listening.exec(output)?.[1]);
      const key = devMailboxKey.exec(output)?.[1];
      if (key) registerDevMailbox(`http://127.0.0.1:${port}`, key);
      resolve({
        child,
        url: `http://127.0.0.1:${port}`,
        port,
        output: () => output,
        waitForOutput,
        exited,
      });
    }, reject);
  });
}
