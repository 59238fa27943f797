import { randomUUID } from 'node:crypto';
import { link, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
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
  // Written whole under a name of its own, then linked into place: two processes
  // starting at once keep whichever was linked first, and neither can read the
  // file between its creation and its content (as with writing it in place).
  const written = `${file}.${randomUUID()}`;
  try {
    await writeFile(written, options.generate(), { mode: 0o600 });
    await link(written, file).catch((error) => {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    });
  } finally {
    await rm(written, { force: true });
  }
  return (await readFile(file, 'utf8')).trim();
}
