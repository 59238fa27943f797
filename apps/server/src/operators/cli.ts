/**
 * npm run operator -- create --email ADDRESS --password PASSWORD
 * npm run operator -- create --email ADDRESS --promote
 *
 * Creates a verified admin account, or makes an existing account one: the
 * team's first operator, who invites the others from the console.
 * Reads the same environment as the portal (DATABASE_URL, DATA_DIR).
 */
import '../private-umask.js';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config';
import { DatabaseInUseError, openDatabase } from '../db/client';
import { DataDirError, makeDataDirPrivate } from '../private-data-dir';
import { createOperator, OperatorCommandError, promoteToOperator } from './accounts';

const usage = `Usage:
  npm run operator -- create --email ADDRESS --password PASSWORD
  npm run operator -- create --email ADDRESS --promote`;

async function main(argv: string[]): Promise<string> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      email: { type: 'string' },
      password: { type: 'string' },
      promote: { type: 'boolean', default: false },
    },
  });
  const { email, password, promote } = values;
  if (positionals[0] !== 'create' || !email || promote === (password !== undefined)) {
    throw new OperatorCommandError(usage);
  }
  const config = loadConfig();
  makeDataDirPrivate(config.dataDir);
  const database = await openDatabase(config);
  try {
    await database.migrate();
    if (promote) {
      await promoteToOperator(database.db, email);
      return `${email} is now an operator (admin).`;
    }
    await createOperator(database.db, { email, password: password ?? '' });
    return `Operator ${email} (admin) created. Sign in at /login.`;
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  (done) => console.warn(done),
  (error: unknown) => {
    const known =
      error instanceof OperatorCommandError ||
      error instanceof ConfigError ||
      error instanceof DatabaseInUseError ||
      error instanceof DataDirError ||
      (error instanceof TypeError &&
        'code' in error &&
        String(error.code).startsWith('ERR_PARSE_ARGS'));
    console.error(known ? (error as Error).message : error);
    process.exit(1);
  },
);
