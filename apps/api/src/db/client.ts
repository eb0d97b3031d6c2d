// One Drizzle database over either engine: PGlite (embedded, file-backed under $DATA_DIR/db, on its own thread:
// pglite-remote.ts) when DATABASE_URL is unset, a node-postgres pool otherwise. Code above this file sees only
// `Database` and never the driver.
import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite, type PgliteDatabase } from 'drizzle-orm/pglite';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import * as schema from './schema/index';
import { startEmbeddedOpening, type EmbeddedOpening } from './embedded-open';
import { openPgliteThread, type PgliteRemote, type PgliteThreadStart } from './pglite-remote';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export type DatabaseHandle =
  | { driver: 'pglite'; db: Database; typed: PgliteDatabase<Schema>; client: PgliteRemote; close(): Promise<void> }
  | { driver: 'pg'; db: Database; typed: NodePgDatabase<Schema>; client: pg.Pool; close(): Promise<void> };

export type OpenOptions = {
  /**
   * Hears every connection error, on idle and checked-out connections alike (a terminated backend, a restart):
   * an 'error' event nobody listens to would end the process. The query in flight fails on its own.
   */
  onPoolError?: (error: Error) => void;
  /** Connections the pool may open (DATABASE_POOL_SIZE); default 10. */
  poolSize?: number;
  /** The embedded database's opening, already started (server.ts); default: start it here. */
  embedded?: EmbeddedOpening;
};

/** Opens the configured database: PostgreSQL when `databaseUrl` is set, else PGlite in `<dataDir>/db`. */
export async function openDatabase(
  config: { databaseUrl: string | null; dataDir: string },
  options: OpenOptions = {},
): Promise<DatabaseHandle> {
  const { handle, opened } = await startDatabase(config, options);
  await opened;
  return handle;
}

export type DatabaseStart = {
  /** Takes statements at once: the embedded database runs them, in the order they came, once it has opened. */
  handle: DatabaseHandle;
  /** Resolves once the database answers; rejects with the reason it could not open (its folder given back). */
  opened: Promise<void>;
};

/**
 * The configured database as soon as it takes statements: PostgreSQL once it has answered, the embedded one once its
 * thread has started, while PostgreSQL starts in it (the server builds its app meanwhile).
 */
export async function startDatabase(
  config: { databaseUrl: string | null; dataDir: string },
  options: OpenOptions = {},
): Promise<DatabaseStart> {
  if (config.databaseUrl) return { handle: await openPostgres(config.databaseUrl, options), opened: Promise.resolve() };
  const opening = options.embedded ?? startEmbeddedOpening(config.dataDir);
  opening.onExit = (error) => options.onPoolError?.(error);
  let thread: PgliteThreadStart;
  try {
    thread = await opening.thread;
  } catch (error) {
    opening.release();
    throw error;
  }
  const opened = thread.opened.catch((error: unknown) => {
    opening.release();
    throw error;
  });
  return { handle: openPglite(thread.remote, opening.release), opened };
}

/**
 * The pool for the heavy reads (searches, map, statistics) on DATABASE_READ_URL, a read-only copy of the primary.
 * Nothing may write through it: a copy refuses writes, and what it answers may lag the primary by a moment.
 */
export function openReadDatabase(url: string, options: OpenOptions = {}): Promise<DatabaseHandle> {
  return openPostgres(url, options);
}

/** The node-postgres pool behind a database, or null on PGlite (one process, nothing to tell other processes). */
export function postgresPoolOf(db: Database): pg.Pool | null {
  const client = (db as unknown as { $client?: object }).$client;
  return client && postgresPools.has(client) ? (client as pg.Pool) : null;
}

/** The pools openPostgres made: known without loading `pg`, which a process on the embedded database never needs. */
const postgresPools = new WeakSet<object>();

/** A new, empty embedded database in memory (the test suite migrates one and dumps it). */
export async function openPgliteInMemory(): Promise<DatabaseHandle> {
  return openPglite(await openPgliteThread());
}

/** An embedded database from a data directory dump (tests start every file from one migrated snapshot). */
export async function openPgliteFromDump(dump: Blob): Promise<DatabaseHandle> {
  return openPglite(await openPgliteThread({ dump: new Uint8Array(await dump.arrayBuffer()) }));
}

// Drizzle's PGlite driver calls only query() and transaction(), which the thread's remote answers as PGlite would.
function openPglite(client: PgliteRemote, onClose: () => void = () => {}): DatabaseHandle {
  const typed = drizzlePglite({ client: client as unknown as PGlite, schema });
  let closed = false;
  return {
    driver: 'pglite',
    db: typed as unknown as Database,
    typed,
    client,
    async close() {
      if (closed) return;
      closed = true;
      try {
        await client.close();
      } finally {
        onClose();
      }
    },
  };
}

async function openPostgres(url: string, options: OpenOptions): Promise<DatabaseHandle> {
  // Loaded here: the embedded database's start does without them (and `pg` loads undici as it loads).
  const [{ default: pg }, { drizzle: drizzlePg }, { patchNodePgTransactions }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
    import('./pg-transaction'),
  ]);
  patchNodePgTransactions();
  const pool = new pg.Pool({ connectionString: url, max: options.poolSize ?? 10, connectionTimeoutMillis: 10_000 });
  const onError = (error: Error) => options.onPoolError?.(error);
  pool.on('error', onError);
  // The pool listens on idle clients only; one handed out (a transaction, a query in flight) emits 'error' to
  // whoever holds it, which is nobody. pg-pool drops a broken client when it is released.
  pool.on('connect', (client) => client.on('error', onError));
  // Fail at start with a clear cause rather than on the first request.
  const probe = await pool.connect().catch(async (error: Error) => {
    await pool.end().catch(() => {});
    throw new Error(`No se pudo conectar a PostgreSQL: ${error.message}`, { cause: error });
  });
  probe.release();
  postgresPools.add(pool);
  const typed = drizzlePg({ client: pool, schema });
  let closed = false;
  return {
    driver: 'pg',
    db: typed as unknown as Database,
    typed,
    client: pool,
    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}
