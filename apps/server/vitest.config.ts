import { defineProject } from 'vitest/config';

/** Run twice from the root config: once on PGlite, once on a PostgreSQL server. */
export default defineProject({
  test: {
    include: ['src/**/*.test.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
    isolate: false,
    setupFiles: ['./test/fresh-modules.ts'],
  },
});
