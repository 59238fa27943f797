/**
 * The floor of `bench:memory` on PGlite: a bare PGlite, with the portal's
 * settings, opening (or creating) the data directory given, then idle for as
 * long as the portal is. Prints its idle and peak resident memory in MB as
 * JSON. Plain JavaScript, so no loader adds to what it measures.
 */
// It creates a database, as the portal does: under the portal's umask, its files' modes narrowed.
import '../apps/server/src/private-umask.js';
import '../apps/server/src/db/private-pglite-files.js';
import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pgliteOptions } from '../apps/server/src/db/pglite-config.js';

const [dataDir, idleMs] = process.argv.slice(2);
const pglite = await PGlite.create({ ...pgliteOptions, dataDir });
await pglite.query('select 1');
await new Promise((resolve) => setTimeout(resolve, Number(idleMs)));
const status = readFileSync('/proc/self/status', 'utf8');
const mb = (field) =>
  Math.round(Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1]) / 1024);
process.stdout.write(`${JSON.stringify({ idle: mb('VmRSS'), peak: mb('VmHWM') })}\n`);
await pglite.close();
