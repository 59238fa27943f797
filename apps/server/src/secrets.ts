import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * A secret from its environment variable, or else one generated on first
 * start and kept in DATA_DIR, readable by its owner only. Processes on
 * several machines sharing one database must be given the variable.
 */
export async function loadOrCreateSecret(options: {
  given: string | undefined;
  dataDir: string;
  fileName: string;
  generate: () => string;
}): Promise<string> {
  if (options.given) return options.given;
  const file = path.join(options.dataDir, options.fileName);
  try {
    return (await readFile(file, 'utf8')).trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await mkdir(options.dataDir, { recursive: true });
  // 'wx': two processes starting at once keep whichever secret was written first.
  await writeFile(file, options.generate(), { mode: 0o600, flag: 'wx' }).catch((error) => {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  });
  return (await readFile(file, 'utf8')).trim();
}
