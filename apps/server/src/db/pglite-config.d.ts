import type { PGliteOptions } from '@electric-sql/pglite';

/** See pglite-config.js. */
export const pgliteOptions: PGliteOptions;
