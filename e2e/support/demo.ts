import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

export { bookedDemoPartnerEmail } from '../../apps/server/src/seed/demo-bookings';

/** The demo accounts' password, as `npm run seed:demo` prints it. */
export const demoPassword = 'Shata-Demo-Pass-2025';

const serverRoot = path.resolve(import.meta.dirname, '../../apps/server');

/**
 * Fills the portal's data folder with `npm run seed:demo`'s own command, as a
 * newcomer would: among others a fully approved partner with bookings. It
 * runs before the portal because the embedded database takes one process at a time.
 */
export async function seedDemoData(dataDir: string): Promise<void> {
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  await promisify(execFile)(process.execPath, ['--import', 'tsx', 'src/seed/cli.ts'], {
    cwd: serverRoot,
    env: { ...inherited, DATA_DIR: dataDir },
  });
}
