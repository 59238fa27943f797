/**
 * The embedded PostgreSQL on a thread of its own (`pglite-engine.ts` starts
 * it): PGlite runs each query synchronously in WASM, which on the main thread
 * would hold up every request the process serves. Plain JavaScript, so it
 * loads the same under tsx and under Vitest.
 */
// First: the modes PGlite gives its files are narrowed to this user's. This thread runs PGlite only.
import './private-pglite-files.js';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pgliteOptions } from './pglite-config.js';
import { createSession } from './pglite-session.js';

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
    void session.close().then(() => {
      parentPort.postMessage('closed');
      parentPort.close();
    });
  } else if (request.closed !== undefined) {
    void session.closed(request.closed);
  } else {
    void session.exec(request.connection, request.message).then((answer) => {
      parentPort.postMessage({ id: request.id, answer }, [answer.buffer]);
    });
  }
});
