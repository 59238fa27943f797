-- Trigram indexes for the operators' queue search (the next migration); PGlite loads the extension's code itself (src/db/pglite-config.js).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
