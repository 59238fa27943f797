import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { checkedKey } from './keys';
import type { DocumentStorage } from './storage';

export function createDiskStorage(dataDir: string): DocumentStorage {
  const root = path.join(dataDir, 'documents');
  const pathOf = (key: string) => path.join(root, checkedKey(key));

  return {
    async put(key, localPath) {
      const target = pathOf(key);
      await mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
      // The upload folder is under DATA_DIR too, so this is an atomic rename on one file system.
      await rename(localPath, target);
    },
    async get(key) {
      const file = pathOf(key);
      try {
        const { size } = await stat(file);
        return { body: createReadStream(file), size };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
    close() {},
  };
}
