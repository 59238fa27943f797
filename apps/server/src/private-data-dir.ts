import { chmodSync, lstatSync, readdirSync, type Stats, statSync } from 'node:fs';
import path from 'node:path';

/** DATA_DIR holds something the portal may not keep there, or cannot make private. */
export class DataDirError extends Error {
  override name = 'DataDirError';
}

/** Read, write and search for the group and for others. */
const openToOthers = 0o077;

const octal = (mode: number) => `0${(mode & 0o7777).toString(8)}`;

/**
 * Makes DATA_DIR and everything in it readable by this user only, before the
 * portal or a command uses it: a folder an older version, a tool or a copy
 * left open to others (PGlite's files were 0666) holds session tokens in the
 * database's log, partners' documents and the portal's keys. Whatever DATABASE_URL
 * and S3 say, DATA_DIR holds the generated keys and the uploads in progress.
 *
 * Everything in it must belong to this user: another user could read or change
 * their own file whatever its mode, so one is refused, not mended, with a
 * message naming it. Folders are made private before their entries are read, so
 * no other user can swap an entry while it is looked at. Symbolic links are
 * not followed (nor changed): what they point to is outside this check.
 */
export function makeDataDirPrivate(dataDir: string): void {
  const uid = process.getuid?.();
  // Windows has no modes to tighten.
  if (uid === undefined) return;
  const root = statOrUndefined(dataDir, statSync);
  if (!root) return;
  if (!root.isDirectory()) throw new DataDirError(`DATA_DIR (${dataDir}) is not a folder.`);

  let tightened = 0;
  const makePrivate = (entryPath: string, stats: Stats) => {
    if (stats.uid !== uid) {
      throw new DataDirError(
        `${entryPath} belongs to another user (uid ${stats.uid}), who could read or change it: everything in DATA_DIR must belong to the user the portal runs as (uid ${uid}). Change its owner (chown) or move it out of DATA_DIR.`,
      );
    }
    if ((stats.mode & openToOthers) === 0) return;
    try {
      chmodSync(entryPath, stats.mode & 0o7700);
    } catch (error) {
      if (removed(error)) return;
      throw new DataDirError(
        `${entryPath} is open to other users (mode ${octal(stats.mode)}) and could not be made private (${(error as NodeJS.ErrnoException).code}). Make it readable by its owner only: chmod go-rwx.`,
      );
    }
    tightened += 1;
  };

  makePrivate(dataDir, root);
  const folders = [dataDir];
  for (let folder = folders.pop(); folder !== undefined; folder = folders.pop()) {
    let names: string[];
    try {
      names = readdirSync(folder);
    } catch (error) {
      if (removed(error)) continue;
      throw new DataDirError(
        `${folder} could not be read (${(error as NodeJS.ErrnoException).code}): DATA_DIR must be readable by the user the portal runs as.`,
      );
    }
    for (const name of names) {
      const entryPath = path.join(folder, name);
      const stats = statOrUndefined(entryPath, lstatSync);
      if (!stats || stats.isSymbolicLink()) continue;
      makePrivate(entryPath, stats);
      if (stats.isDirectory()) folders.push(entryPath);
    }
  }
  if (tightened > 0) {
    console.warn(
      `Made ${tightened} ${tightened === 1 ? 'entry' : 'entries'} in ${dataDir} readable by their owner only: they were open to other users.`,
    );
  }
}

/**
 * Gone since it was listed: another process sharing DATA_DIR (on PostgreSQL)
 * finished an upload, or DATA_DIR is not made yet.
 */
const removed = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/** The entry's stats; undefined when it is not there. */
function statOrUndefined(entryPath: string, stat: typeof statSync): Stats | undefined {
  try {
    return stat(entryPath);
  } catch (error) {
    if (removed(error)) return undefined;
    throw new DataDirError(
      `${entryPath} could not be checked (${(error as NodeJS.ErrnoException).code}): DATA_DIR must be readable by the user the portal runs as.`,
    );
  }
}
