/**
 * Vitest's global setup: the tests that start the portal as a process run
 * the compiled server, as production does, so it is built first when its
 * source has changed. Once per run, before any worker can start one.
 */
import { buildPortal } from './build.mjs';

export default async function buildServerForTests() {
  await buildPortal({ ifStale: true, only: ['server'] });
}
