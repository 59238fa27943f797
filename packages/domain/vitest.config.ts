import { defineProject } from 'vitest/config';

export default defineProject({
  // Two workers, as every project names them (see the root vitest.config.ts).
  test: { name: 'domain', include: ['src/**/*.test.ts'], maxWorkers: 2 },
});
