// Statements prepared once per database handle: the query is built once instead of on every call, and on
// PostgreSQL it is a named statement, parsed and planned once per connection. For the lookups every request makes
// (the session's token, the search and the caller's part in it), where building and planning cost more than
// running them.
import type { Database } from './client';

/** `build` run once per database handle (a transaction's handle gets its own). */
export function preparedPerHandle<T>(build: (db: Database) => T): (db: Database) => T {
  const prepared = new WeakMap<Database, T>();
  return (db) => {
    let statement = prepared.get(db);
    if (!statement) prepared.set(db, (statement = build(db)));
    return statement;
  };
}
