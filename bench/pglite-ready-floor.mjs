/**
 * The floor of `bench:memory`'s start time on PGlite: a bare PGlite started on
 * a worker thread, as the portal starts it, opening the data directory given.
 * Prints `answered` once a first query sent from the main thread has its
 * answer. Plain JavaScript, so no loader adds to what it measures.
 */
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';

if (isMainThread) {
  // It opens the portal's DATA_DIR: what it writes there stays as private as the portal's own.
  // Imported here, not above: this file is also the worker, and a worker may not set the umask.
  await import('../apps/server/src/private-umask.js');
  const worker = new Worker(new URL(import.meta.url), { workerData: process.argv[2] });
  worker.once('message', () => {
    worker.once('message', () => {
      process.stdout.write('answered\n');
      worker.postMessage('close');
    });
    worker.postMessage('select 1');
  });
} else {
  // PGlite rewrites files as it opens the folder: their modes narrowed, as the portal's thread does.
  await import('../apps/server/src/db/private-pglite-files.js');
  const { PGlite } = await import('@electric-sql/pglite');
  const { pgliteOptions } = await import('../apps/server/src/db/pglite-config.js');
  const pglite = await PGlite.create({ ...pgliteOptions, dataDir: workerData });
  parentPort.postMessage('ready');
  parentPort.on('message', async (message) => {
    if (message === 'close') {
      await pglite.close();
      parentPort.close();
    } else {
      await pglite.query(message);
      parentPort.postMessage('answered');
    }
  });
}
