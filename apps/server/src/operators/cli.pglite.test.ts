import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The command always opens the embedded database of its DATA_DIR, whichever engine the
// suite runs on, so it runs once: with the PGlite suite. The first run creates that
// database, which takes over 20 s on a busy machine.
describe('npm run operator', { timeout: 60_000 }, () => {
  const run = promisify(execFile);
  const serverRoot = path.resolve(import.meta.dirname, '../..');
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'shata-operator-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  const command = (args: string[]) => {
    const { DATABASE_URL: _ignored, ...env } = process.env;
    return run(process.execPath, ['--import', 'tsx', 'src/operators/cli.ts', ...args], {
      cwd: serverRoot,
      env: { ...env, DATA_DIR: dataDir },
    });
  };

  it('creates an operator in the embedded database', async () => {
    const { stderr } = await command([
      'create',
      '--email',
      'first.operator@shata.example',
      '--password',
      'Monsoon-Garden-77',
    ]);
    expect(stderr).toContain('Operator first.operator@shata.example (admin) created.');
  });

  it('promotes an account that exists, and exits 1 naming an address that has none', async () => {
    const { stderr } = await command([
      'create',
      '--email',
      'first.operator@shata.example',
      '--promote',
    ]);
    expect(stderr).toContain('first.operator@shata.example is now an operator (admin).');
    await expect(
      command(['create', '--email', 'nobody@shata.example', '--promote']),
    ).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining(
        'There is no account for nobody@shata.example: create one with --password.',
      ),
    });
  });

  it('explains its usage when called wrongly, and exits 1', async () => {
    await expect(command(['create', '--email', 'x@shata.example'])).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('npm run operator -- create --email ADDRESS --password'),
    });
  });
});
