import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { DatabaseInUseError } from './db/client';
import { closeOnSignals } from './shutdown';

async function main() {
  const config = loadConfig();
  const app = await buildApp(config);
  closeOnSignals(app, { drainMs: config.shutdownDrainMs, timeoutMs: config.shutdownTimeoutMs });
  await app.listen({ port: config.port, host: config.host });
}

main().catch((error: unknown) => {
  // Configuration mistakes get one clear line; anything else its stack.
  const oneLine = error instanceof ConfigError || error instanceof DatabaseInUseError;
  console.error(oneLine ? error.message : error);
  process.exit(1);
});
