import { vi } from 'vitest';

/**
 * The server suites run without Vitest's isolation (`isolate: false`), so the
 * packages a worker has loaded (Fastify, better-auth, PGlite, sharp) stay
 * loaded from one file to the next. Our own modules still start afresh for
 * each file, with the file's own mocks: nothing one file leaves in them
 * reaches the next.
 */
vi.resetModules();
