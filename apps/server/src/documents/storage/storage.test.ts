import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server, type TestS3Server } from '../../../test/s3-server';
import { loadConfig } from '../../config';
import { createStorage } from './create-storage';
import type { DocumentStorage } from './storage';

describe.each(['disk', 's3'] as const)('%s storage', (kind) => {
  let dataDir: string;
  let s3: TestS3Server | undefined;
  let storage: DocumentStorage;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'shata-storage-'));
    s3 = kind === 's3' ? await startS3Server() : undefined;
    storage = await createStorage(loadConfig({ DATA_DIR: dataDir, ...s3?.env }));
  });
  afterAll(async () => {
    storage.close();
    await s3?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  /** A received file, where uploads wait under DATA_DIR. */
  async function spooled(content: string): Promise<string> {
    const folder = path.join(dataDir, 'uploads');
    await mkdir(folder, { recursive: true });
    const file = path.join(folder, randomUUID());
    await writeFile(file, content);
    return file;
  }

  const keyOf = (name: string) => `partners/${randomUUID()}/aadharCard/${name}`;

  async function read(key: string): Promise<{ text: string; size: number | undefined } | null> {
    const stored = await storage.get(key);
    if (!stored) return null;
    const text = Buffer.concat(await stored.body.toArray()).toString('utf8');
    return { text, size: stored.size };
  }

  it('gives back what was put under a key, whole, with its size', async () => {
    const key = keyOf('scan.png');
    await storage.put(key, await spooled('the scanned card'), 'image/png');
    expect(await read(key)).toEqual({ text: 'the scanned card', size: 16 });
  });

  it('keeps keys apart', async () => {
    const [first, second] = [keyOf('a.pdf'), keyOf('b.pdf')];
    await storage.put(first, await spooled('first'), 'application/pdf');
    await storage.put(second, await spooled('second'), 'application/pdf');
    expect((await read(first))?.text).toBe('first');
    expect((await read(second))?.text).toBe('second');
  });

  it('answers null for a key with nothing under it', async () => {
    expect(await storage.get(keyOf('never.png'))).toBeNull();
  });

  it('removes a key, and removing one that is not there is no error', async () => {
    const key = keyOf('gone.png');
    await storage.put(key, await spooled('soon gone'), 'image/png');
    await storage.delete(key);
    expect(await storage.get(key)).toBeNull();
    await expect(storage.delete(key)).resolves.toBeUndefined();
  });

  it('refuses a key that could reach outside the documents, and touches nothing', async () => {
    const unsafe = [
      '',
      '../outside.png',
      'partners/../../outside.png',
      'partners/..',
      '/etc/passwd',
      'partners//outside.png',
      'partners\\..\\outside.png',
      'partners/a b.png',
      'partners/a\u0000.png',
    ];
    for (const key of unsafe) {
      const file = await spooled('not for storing');
      await expect(storage.put(key, file, 'image/png'), key).rejects.toThrow(/unsafe storage key/);
      await expect(storage.get(key), key).rejects.toThrow(/unsafe storage key/);
      await expect(storage.delete(key), key).rejects.toThrow(/unsafe storage key/);
      expect(await readdir(path.dirname(file)), key).toContain(path.basename(file));
    }
    expect(await readdir(dataDir)).not.toContain('outside.png');
  });
});
