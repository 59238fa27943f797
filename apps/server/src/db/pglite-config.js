/**
 * PGlite's PostgreSQL settings, shared by the worker and the memory bench's
 * floor. PostgreSQL's default of 128 MB of shared buffers is most of PGlite's
 * memory, and far more than a portal's working set needs.
 */
export const postgresqlconf = ['shared_buffers=16MB'];
