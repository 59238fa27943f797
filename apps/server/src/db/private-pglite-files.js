/**
 * PGlite's file system (Emscripten's) sets the mode of each file it creates
 * with chmod, which the umask does not narrow: initdb's files came out 0666,
 * its WAL among them, and the catalog caches it rewrites on every open
 * (pg_internal.init) 0644. The database is this user's alone, so no mode it
 * sets opens a file to others. Imported, for its effect, before PGlite starts
 * on a data folder: by the portal's PGlite thread (`pglite-worker.js`) and by
 * the benches that start a bare PGlite. Plain JavaScript, so they all load it.
 */
import fs from 'node:fs';

for (const name of ['chmodSync', 'fchmodSync']) {
  const chmod = fs[name];
  fs[name] = (file, mode) => chmod(file, mode & ~0o077);
}
