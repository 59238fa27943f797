/**
 * Imported first by every entry point that writes under DATA_DIR (the server,
 * `npm run operator`, `npm run seed:demo`, the benches): what they create
 * holds partners' data and the portal's keys, so it is readable by its owner
 * only (folders 0700, files 0600), whatever umask they were started with.
 * First, because an imported module's top level runs before the importer's
 * own code (in the compiled server esbuild's shared chunks still run before
 * it, but they only define modules: none of ours touches the disk on import).
 * Plain JavaScript, so the plain-node benches can import it too;
 * never imported by a module that tests or worker threads load (a worker
 * thread may not set the umask).
 */
process.umask(0o077);
