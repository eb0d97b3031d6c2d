// What is made once per database handle. Prepared statements: the query is built once instead of on every call,
// and on PostgreSQL it is a named statement, parsed and planned once per connection; for the lookups every request
// makes (the session's token, the search and the caller's part in it), where building and planning cost more than
// running them. Also the decisions' batch (modules/searches/decision-batch.ts), one per handle.
import type { Database } from './client';

/** `build` run once per database handle (a transaction's handle gets its own). */
export function perHandle<T>(build: (db: Database) => T): (db: Database) => T {
  const prepared = new WeakMap<Database, T>();
  return (db) => {
    let statement = prepared.get(db);
    if (!statement) prepared.set(db, (statement = build(db)));
    return statement;
  };
}
