import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadOrCreateSecret } from './secrets';

let dataDir: string;
beforeEach(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'shata-secrets-'));
});
afterEach(() => rm(dataDir, { recursive: true, force: true }));

describe('a secret kept in DATA_DIR', () => {
  it('is generated once into a file only its owner can read, and the same one is read after a restart', async () => {
    const generate = vi.fn(() => 'first-secret');

    const first = await loadOrCreateSecret({
      given: undefined,
      dataDir,
      fileName: 'data-key',
      generate,
    });
    const again = await loadOrCreateSecret({
      given: undefined,
      dataDir,
      fileName: 'data-key',
      generate: () => 'second-secret',
    });

    expect(first).toBe('first-secret');
    expect(again).toBe('first-secret');
    expect(generate).toHaveBeenCalledTimes(1);
    const file = path.join(dataDir, 'data-key');
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(await readFile(file, 'utf8')).toBe('first-secret');
  });

  it('is the configured value when one is given, and then no file is written', async () => {
    const secret = await loadOrCreateSecret({
      given: 'from-the-environment',
      dataDir,
      fileName: 'data-key',
      generate: () => 'generated',
    });

    expect(secret).toBe('from-the-environment');
    await expect(stat(path.join(dataDir, 'data-key'))).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('is one secret when two processes start at once', async () => {
    const secrets = await Promise.all(
      ['a', 'b', 'c'].map((value) =>
        loadOrCreateSecret({
          given: undefined,
          dataDir,
          fileName: 'data-key',
          generate: () => value,
        }),
      ),
    );

    expect(new Set(secrets).size).toBe(1);
  });
});
