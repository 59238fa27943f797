import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/**
 * The options every PGlite of the portal's database opens with: the worker,
 * the test template and the benches. PostgreSQL's default of 128 MB of shared
 * buffers is most of PGlite's memory, and far more than a portal's working
 * set needs; pg_trgm indexes the operators' queue search.
 */
export const pgliteOptions = { postgresqlconf: ['shared_buffers=16MB'], extensions: { pg_trgm } };
