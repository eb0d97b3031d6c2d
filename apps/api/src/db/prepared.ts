// What is made once per database handle. Prepared statements: the query is built once instead of on every call,
// and on PostgreSQL it is a named statement, parsed and planned once per connection; for the lookups every request
// makes (the session's token, the search and the caller's part in it), where building and planning cost more than
// running them. Also the decisions' batch (modules/searches/decisions/decision-batch.ts), one per handle, and
// statements built once per shape but planned per run (the filtered results' pages, whose best plan depends on their
// values). Each statement made here maps its rows by a plan made with it (row-mapper.ts).
import type { Database } from './client';
import { withRowPlan } from './row-mapper';

/** `build` run once per database handle (a transaction's handle gets its own). */
export function perHandle<T>(build: (db: Database) => T): (db: Database) => T {
  const prepared = new WeakMap<Database, T>();
  return (db) => {
    let statement = prepared.get(db);
    if (!statement) prepared.set(db, (statement = withRowPlan(build(db))));
    return statement;
  };
}

/**
 * `build` run once per database handle and shape: a statement whose text varies with a few options (an order, a
 * text search or none) is built once for each of them.
 */
export function perHandleAndShape<S extends string, T>(
  build: (db: Database, shape: S) => T,
): (db: Database, shape: S) => T {
  const prepared = new WeakMap<Database, Map<S, T>>();
  return (db, shape) => {
    let shapes = prepared.get(db);
    if (!shapes) prepared.set(db, (shapes = new Map()));
    let statement = shapes.get(shape);
    if (!statement) shapes.set(shape, (statement = withRowPlan(build(db, shape))));
    return statement;
  };
}

/**
 * A query built once and run as PostgreSQL's unnamed statement, as an unprepared query is: Drizzle's work of
 * writing its SQL and listing its fields is kept, while PostgreSQL still plans each execution for its own values
 * (a page's offset or text can change the best plan, which a named statement's generic plan would not follow).
 */
export function builtOnce<P>(query: { prepare(name: string): P }): P {
  // Drizzle's own execute() prepares without a name, which the drivers run unnamed.
  return withRowPlan(query.prepare(undefined as unknown as string));
}

/**
 * Statements built once per database handle and key, for shapes too many to keep them all (one per search): each
 * handle keeps the `limit` most recently used, and builds again a key it dropped.
 */
export function recentlyBuilt<T>(limit: number): (db: Database, key: string, build: () => T) => T {
  const built = new WeakMap<Database, Map<string, T>>();
  return (db, key, build) => {
    let keys = built.get(db);
    if (!keys) built.set(db, (keys = new Map()));
    let statement = keys.get(key);
    // A Map keeps its insertion order: set again, the key becomes the newest, and the first one is the oldest.
    if (statement !== undefined) keys.delete(key);
    else statement = withRowPlan(build());
    keys.set(key, statement);
    if (keys.size > limit) keys.delete(keys.keys().next().value as string);
    return statement;
  };
}
