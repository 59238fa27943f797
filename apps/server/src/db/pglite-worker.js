/**
 * The embedded PostgreSQL on a thread of its own (`pglite-engine.ts` starts
 * it): PGlite runs each query synchronously in WASM, which on the main thread
 * would hold up every request the process serves. Plain JavaScript, so it
 * loads the same under tsx and under Vitest.
 */
import fs from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pgliteOptions } from './pglite-config.js';
import { createSession } from './pglite-session.js';

// PGlite's file system (Emscripten's) sets the mode of each file it creates
// with chmod, which the umask does not narrow: initdb's files came out 0666,
// its WAL among them. The database is this user's alone, so no mode it sets
// opens a file to others. This thread runs PGlite only.
for (const name of ['chmodSync', 'fchmodSync']) {
  const chmod = fs[name];
  fs[name] = (file, mode) => chmod(file, mode & ~0o077);
}

const { dataDir, dump } = workerData;
const pglite = await PGlite.create(
  dump ? { ...pgliteOptions, loadDataDir: new Blob([dump]) } : { ...pgliteOptions, dataDir },
);
const session = createSession(pglite);
parentPort.postMessage('ready');

// A failure of PGlite itself (not an error it answers with) is left unhandled:
// its state is unknown, so it ends the thread, and the main thread reports it.
parentPort.on('message', (request) => {
  if (request === 'close') {
    session.close().then(() => {
      parentPort.postMessage('closed');
      parentPort.close();
    });
  } else if (request.closed !== undefined) {
    session.closed(request.closed);
  } else {
    session.exec(request.connection, request.message).then((answer) => {
      parentPort.postMessage({ id: request.id, answer }, [answer.buffer]);
    });
  }
});
