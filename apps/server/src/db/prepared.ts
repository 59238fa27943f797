import type { Db } from './client';

/**
 * A query drizzle builds once per database and then only runs: building one
 * (its SQL text, its map of fields) costs the event loop more than a simple
 * query's round trip. Build it with `.prepare('')`, values as
 * `sql.placeholder`s: the statement stays unnamed, so PGlite's one shared
 * session never meets the same name from two connections.
 */
export function preparedQuery<T>(build: (db: Db) => T): (db: Db) => T {
  const built = new WeakMap<Db, T>();
  return (db) => {
    let query = built.get(db);
    if (query === undefined) {
      query = build(db);
      built.set(db, query);
    }
    return query;
  };
}
