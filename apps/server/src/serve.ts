// Every file the portal writes holds partners' data or its keys: readable by this user only,
// the S3 upload store's parts in the system's temporary folder among them.
import './private-umask.js';
import { ConfigError, loadConfig } from './config';
import { DatabaseInUseError, openDatabase } from './db/client';
import { DataDirError, makeDataDirPrivate } from './private-data-dir';
import { closeOnSignals } from './shutdown';

async function main() {
  const config = loadConfig();
  makeDataDirPrivate(config.dataDir);
  // PGlite starts on its worker thread while this thread loads the rest of the
  // server and registers its routes; the migrations wait for it.
  const database = await openDatabase(config);
  const { buildApp } = await import('./app');
  const app = await buildApp(config, {
    database,
    // Beside the JSON log, one line a person reads: where the portal and its dev mailbox are.
    announce: (line) => process.stdout.write(`${line}\n`),
  });
  closeOnSignals(app, { drainMs: config.shutdownDrainMs, timeoutMs: config.shutdownTimeoutMs });
  await app.listen({ port: config.port, host: config.host });
}

main().catch((error: unknown) => {
  // Configuration mistakes get one clear line; anything else its stack.
  const oneLine =
    error instanceof ConfigError ||
    error instanceof DatabaseInUseError ||
    error instanceof DataDirError;
  console.error(oneLine ? error.message : error);
  process.exit(1);
});
