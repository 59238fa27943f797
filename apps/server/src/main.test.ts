import { spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { freePort } from '../test/free-port';
import { profileUpdate, signedUpPartner } from '../test/partner-fixture';
import {
  type PortalProcess,
  startPortalProcess,
  stopPortalProcesses,
} from '../test/portal-process';
import { copyTemplateDataDir, createTestDatabaseEnv } from '../test/test-database';

/**
 * The portal as a user runs it: a real process, real signals, real sockets.
 * The first test starts on an empty DATA_DIR, as a newcomer's first `npm start`
 * does, and the portal creates its embedded database (on PostgreSQL, migrates
 * an empty one); the others start on a copy of the suite's migrated one
 * (`copyTemplateDataDir`), as a portal that ran before does.
 */
// Each test starts real processes, and creating an embedded database takes seconds on a busy machine.
describe('the portal process', { timeout: 60_000 }, () => {
  let dataDir: string;
  let databaseEnv: Awaited<ReturnType<typeof createTestDatabaseEnv>>;

  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'shata-process-'));
    databaseEnv = await createTestDatabaseEnv();
  });
  afterEach(async () => {
    await stopPortalProcesses();
    await databaseEnv.dispose();
    await rm(dataDir, { recursive: true, force: true });
  });

  // No load balancer to warn: a drain would only slow these shutdowns down.
  const start = (env: Record<string, string> = {}): Promise<PortalProcess> =>
    startPortalProcess({ DATA_DIR: dataDir, SHUTDOWN_DRAIN_MS: '0', ...databaseEnv.env, ...env });

  it('becomes ready, and is ready again after a restart on the same data, saying where it is', async () => {
    // An empty DATA_DIR: the first start creates the database, the restart opens it.
    let running = await start();
    expect((await fetch(`${running.url}/readyz`)).status).toBe(200);
    running.child.kill('SIGTERM');
    expect(await running.exited).toEqual({ code: 0, signal: null });

    running = await start();
    const ready = await fetch(`${running.url}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ok' });

    // Beside the JSON log, one plain line: the portal's address, and the dev mailbox with its key.
    await running.waitForOutput(/^Shata Partner Portal is running/m);
    const plain = running
      .output()
      .split('\n')
      .filter((line) => line.trim() !== '' && !line.startsWith('{'));
    expect(plain).toEqual([
      expect.stringMatching(
        new RegExp(
          `^Shata Partner Portal is running at ${running.url} · dev mailbox: ${running.url}/dev/mail\\?key=[\\w-]+$`,
        ),
      ),
    ]);
    const mailbox = await fetch(plain[0]?.split('dev mailbox: ')[1] ?? '');
    expect(mailbox.status).toBe(200);
    expect(await mailbox.text()).toContain('<h1>Dev mailbox</h1>');
  });

  it('on SIGTERM finishes the request in flight, refuses new connections and exits 0 within 10 s', async () => {
    await copyTemplateDataDir(dataDir);
    // A known port: only the portal's own origin may POST, and it is built on the port.
    const running = await start({ PORT: String(await freePort()) });
    const socket = net.connect(running.port, '127.0.0.1');
    await new Promise<void>((resolve) => socket.once('connect', resolve));
    let answer = '';
    socket.on('data', (chunk) => {
      answer += chunk.toString();
    });
    const body = '{"slow":true}';
    // Half a request: the server has it in hand but cannot answer yet.
    socket.write(
      `POST /api/in-flight HTTP/1.1\r\nHost: 127.0.0.1\r\nOrigin: ${running.url}\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, 6)}`,
    );
    await running.waitForOutput(/"url":"\/api\/in-flight"/);

    const signalledAt = Date.now();
    running.child.kill('SIGTERM');
    await running.waitForOutput(/shutting down/);
    await expect(connectionRefused(running.port)).resolves.toBe(true);

    socket.write(body.slice(6));
    const { code } = await running.exited;
    expect(code).toBe(0);
    expect(Date.now() - signalledAt).toBeLessThan(10_000);
    expect(answer).toMatch(/^HTTP\/1\.1 404 /);
    expect(answer).toContain('"message":"Nothing here: POST /api/in-flight does not exist."');
  });

  it("exits 0 on SIGINT too, without the drain: a developer's Ctrl-C has no load balancer to warn", async () => {
    await copyTemplateDataDir(dataDir);
    const drainMs = 30_000;
    const running = await startPortalProcess({
      DATA_DIR: dataDir,
      ...databaseEnv.env,
      SHUTDOWN_DRAIN_MS: String(drainMs),
    });
    const signalledAt = Date.now();
    running.child.kill('SIGINT');
    expect(await running.exited).toEqual({ code: 0, signal: null });
    expect(Date.now() - signalledAt).toBeLessThan(drainMs);
  });

  it('keeps cookies, authorization headers and tokens in URLs out of its logs', async () => {
    await copyTemplateDataDir(dataDir);
    const running = await start();
    await fetch(`${running.url}/api/auth/verify-email?token=tok-SECRET-1&callbackURL=%2F`, {
      headers: { cookie: 'session=cookie-SECRET-2', authorization: 'Bearer bearer-SECRET-3' },
    });
    await running.waitForOutput(/request completed/);
    const logs = running.output();
    expect(logs).toContain('/api/auth/verify-email?token=[redacted]');
    expect(logs).toMatch(/"reqId":"[\w-]+"/);
    expect(logs).not.toMatch(/SECRET/);
  });

  it('never logs an Aadhaar number, even at trace level', async () => {
    await copyTemplateDataDir(dataDir);
    const running = await startPortalProcess({
      DATA_DIR: dataDir,
      ...databaseEnv.env,
      // A known port: the origin check and mailed links are built on it.
      PORT: String(await freePort()),
      LOG_LEVEL: 'trace',
    });
    const partner = await signedUpPartner(running.url);
    const aadhaar = '234123412346';
    const saved = await partner.client.request(`/api/partners/${partner.partnerId}`, {
      method: 'PUT',
      json: profileUpdate(partner.email, { aadharNo: aadhaar }),
    });
    expect(saved.status).toBe(200);
    const refused = await partner.client.request(`/api/partners/${partner.partnerId}`, {
      method: 'PUT',
      json: profileUpdate(partner.email, { aadharNo: '234123412345', mobileNo: '1' }),
    });
    expect(refused.status).toBe(400);
    await running.waitForOutput(/"statusCode":400/);
    const logs = running.output();
    expect(logs).toContain(`/api/partners/${partner.partnerId}`);
    expect(logs).not.toContain(aadhaar);
    expect(logs).not.toContain('234123412345');
  });
});

describe('start-up with a wrong setting', () => {
  it('stops at once with a message naming the variable', () => {
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: path.resolve(import.meta.dirname, '..'),
      env: { ...process.env, PORT: 'abc', DATABASE_URL: '' },
      encoding: 'utf8',
    });
    expect(result.status).toBe(1);
    expect(result.stderr.trim()).toBe('Invalid configuration: PORT must be a number (got "abc")');
  });
});

/** Resolves true once a new connection to `port` is refused. */
async function connectionRefused(port: number): Promise<boolean> {
  for (;;) {
    const refused = await new Promise<boolean>((resolve) => {
      const probe = net.connect(port, '127.0.0.1');
      probe.once('connect', () => {
        probe.destroy();
        resolve(false);
      });
      probe.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'));
    });
    if (refused) return true;
    await new Promise((resolve) => setImmediate(resolve));
  }
}
