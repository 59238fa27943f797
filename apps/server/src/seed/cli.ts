/**
 * npm run seed:demo
 *
 * Fills the portal's database and document storage (the same environment as
 * `npm start`) with an operator and a partner at every stage of verification.
 */
import '../private-umask.js';
import pino from 'pino';
import { loadAuthSecret } from '../auth/auth';
import { ConfigError, loadConfig, publicUrlOf } from '../config';
import { DatabaseInUseError, openDatabase } from '../db/client';
import { createStorage } from '../documents/storage/create-storage';
import { uploadSpoolDir } from '../documents/upload-spool';
import { createMailer } from '../mail/mailer';
import { loadAadhaarCipher } from '../partners/aadhaar-cipher';
import { DataDirError, makeDataDirPrivate } from '../private-data-dir';
import { seedDemo } from './demo';

async function main(): Promise<string> {
  const config = loadConfig();
  makeDataDirPrivate(config.dataDir);
  const database = await openDatabase(config);
  const storage = await createStorage(config);
  const log = pino({ level: 'warn' });
  try {
    await database.migrate();
    const accounts = await seedDemo({
      db: database.db,
      cipher: await loadAadhaarCipher(config),
      storage,
      // Held in the outbox only: the demo partners' addresses are not real. The
      // portal delivers held mail never; the dev mailbox shows it.
      mailer: createMailer({ db: database.db, from: config.mailFrom, log }),
      publicUrl: publicUrlOf(config),
      stageMailMergeMs: config.stageMailMergeMs,
      workingCalendar: { holidays: config.holidays, expectedWaits: config.expectedWaits },
      log,
      spoolDir: uploadSpoolDir(config.dataDir),
      authSecret: await loadAuthSecret(config),
    });
    if (!accounts) return 'The demo data is already there.';
    return [
      'Demo data created. Every account signs in with the password below.',
      `  operator: ${accounts.operator} (admin)`,
      `  operator's second factor: the secret ${accounts.operatorTotpSecret} in an authenticator app,`,
      `    or, once, the backup code ${accounts.operatorBackupCode}`,
      `  operator: ${accounts.reviewer} (reviewer; gives no final approval, and enrols a second factor at first sign-in)`,
      ...accounts.partners.map((email) => `  partner:  ${email}`),
      `  password: ${accounts.password}`,
      'An API key with every scope, for the integration API (docs/integration.md):',
      `  Authorization: Bearer ${accounts.apiKey}`,
    ].join('\n');
  } finally {
    storage.close();
    await database.close();
  }
}

main().then(
  (done) => console.warn(done),
  (error: unknown) => {
    const oneLine =
      error instanceof ConfigError ||
      error instanceof DatabaseInUseError ||
      error instanceof DataDirError;
    console.error(oneLine ? (error as Error).message : error);
    process.exit(1);
  },
);
