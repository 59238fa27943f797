import { existsSync, readdirSync } from 'node:fs';
import { defineConfig, type TestProjectConfiguration } from 'vitest/config';

// Vitest's default is one worker fewer than the cores: one on a 2-core machine.
// The suites wait on sockets, child processes and databases as much as they compute.
const maxWorkers = 2;

// A project that extends a file of its own inherits nothing from this root config, so it names its
// workers too: with one, Vitest 5 runs its files one after another (704 s for the suite against 494 s).
const serverSuite = (
  name: string,
  globalSetup: string,
  exclude: string[] = [],
): TestProjectConfiguration => ({
  extends: './apps/server/vitest.config.ts',
  test: { name, root: './apps/server', globalSetup: [globalSetup], exclude, maxWorkers },
});

/**
 * The server suite always runs on PGlite, and on PostgreSQL when a server can
 * be had: DATABASE_URL, or local binaries for a throwaway cluster. On CI it is
 * required, so a missing PostgreSQL fails the run instead of passing it quietly.
 */
const postgresAvailable =
  Boolean(process.env.DATABASE_URL) ||
  (existsSync('/usr/lib/postgresql') &&
    readdirSync('/usr/lib/postgresql').some((v) =>
      existsSync(`/usr/lib/postgresql/${v}/bin/initdb`),
    ));
const runPostgres = postgresAvailable || process.env.CI === 'true';

/**
 * Suites whose outcome does not hang on the engine, run once (on PGlite) to
 * keep `npm test` in its time: the walk of bad input over every route stops
 * at validation before any query, the dev mailbox's guards are about
 * configuration and addresses, and the OpenAPI rules use no database.
 */
const engineIndependentSuites = [
  'src/http/bad-input.test.ts',
  'src/mail/dev-mailbox.test.ts',
  'src/aadhaar-qr/read-qr-image.test.ts',
  'src/node-version.test.ts',
  'src/openapi/openapi.test.ts',
];
if (!runPostgres) {
  console.warn(
    'PostgreSQL was not found: the server suite runs on PGlite only. Set DATABASE_URL to run it on PostgreSQL too.',
  );
}

export default defineConfig({
  test: {
    maxWorkers,
    globalSetup: ['./scripts/build-server-for-tests.mjs'],
    projects: [
      'packages/domain',
      'apps/web',
      // `*.postgres.test.ts` needs a server that can go away and come back; `*.pglite.test.ts`, the embedded engine.
      serverSuite('server:pglite', './test/global-setup-pglite.ts', ['src/**/*.postgres.test.ts']),
      ...(runPostgres
        ? [
            serverSuite('server:postgres', './test/global-setup-postgres.ts', [
              'src/**/*.pglite.test.ts',
              ...engineIndependentSuites,
            ]),
          ]
        : []),
    ],
  },
});
