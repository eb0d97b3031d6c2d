// @ts-check
// The embedded database's own thread: PGlite runs PostgreSQL compiled to WebAssembly, and every statement runs to its
// end without yielding. On the server's thread a slow statement would hold up every socket, so PGlite lives here and
// the server talks to it by messages (pglite-remote.ts, which documents the protocol). Plain JavaScript: Node starts
// this file as it is, from the sources in tests and from dist/ in a build (apps/api/build.mjs copies it).
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/** @typedef {import('@electric-sql/pglite').Transaction} Transaction */

const port = parentPort;
if (!port) throw new Error('pglite-thread.mjs runs only as a worker thread');

/** @type {{ dataDir?: string; dump?: Uint8Array; startParams?: string[]; wasmModule?: WebAssembly.Module }} */
const settings = workerData ?? {};
/** The contrib extensions the migrations create (0021: pg_trgm; 0035: btree_gist). */
const extensions = { pg_trgm, btree_gist };

/** Transactions open on the server's behalf, by id, and how each one ends. */
/** @type {Map<number, { tx: Transaction; end(commit: boolean): void; done: Promise<null> }>} */
const transactions = new Map();
/** Channels listened to, with what stops each. */
/** @type {Map<string, () => Promise<void>>} */
const channels = new Map();
let nextTransaction = 1;

/** An error as plain data: its message and every field PostgreSQL gave (code, constraint, detail...). */
function plainError(/** @type {unknown} */ error) {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error) };
  /** @type {Record<string, string | number | boolean | null>} */
  const fields = { name: error.name, message: error.message };
  for (const [key, value] of Object.entries(error)) {
    if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) fields[key] = value;
  }
  return fields;
}

/** Query options as PGlite takes them: the types whose text is kept as it came (Drizzle's dates and intervals). */
function queryOptions(/** @type {{ rowMode?: 'array' | 'object'; rawTypes?: number[] } | undefined} */ options) {
  if (!options) return undefined;
  /** @type {Record<number, (value: string) => string>} */
  const parsers = {};
  for (const type of options.rawTypes ?? []) parsers[type] = (value) => value;
  return { rowMode: options.rowMode, parsers };
}

const opening = (async () => {
  /** @type {import('@electric-sql/pglite').PGliteOptions} */
  // PostgreSQL's WebAssembly comes compiled from the server's thread (pglite-remote.ts), shared between threads.
  const options = { extensions, pgliteWasmModule: settings.wasmModule };
  if (settings.startParams) options.startParams = [...PGlite.defaultStartParams, ...settings.startParams];
  if (settings.dump) options.loadDataDir = new Blob([settings.dump]);
  return settings.dataDir ? PGlite.create(settings.dataDir, options) : PGlite.create(options);
})();

/** The connection a message runs on: its transaction's, else the database itself (which waits for any open one). */
async function target(/** @type {number | undefined} */ tx) {
  if (tx === undefined) return opening;
  const open = transactions.get(tx);
  if (!open) throw new Error(`La transacción ${tx} ya terminó`);
  return open.tx;
}

/** @param {any} message */
async function handle(message) {
  switch (message.op) {
    case 'ready':
      await opening;
      return null;
    case 'query': {
      const db = await target(message.tx);
      return db.query(message.sql, message.params, queryOptions(message.options));
    }
    case 'exec': {
      const db = await target(message.tx);
      return db.exec(message.sql);
    }
    case 'begin':
      return begin(await opening);
    case 'end': {
      // Answers once COMMIT or ROLLBACK ran: a COMMIT may fail (a deferred check), and its caller hears it.
      const open = transactions.get(message.tx);
      if (!open) throw new Error(`La transacción ${message.tx} ya terminó`);
      open.end(message.commit === true);
      return open.done;
    }
    case 'listen': {
      const db = await opening;
      if (channels.has(message.channel)) return null;
      const stop = await db.listen(message.channel, (payload) =>
        port?.postMessage({ notify: message.channel, payload }),
      );
      channels.set(message.channel, stop);
      return null;
    }
    case 'unlisten': {
      const stop = channels.get(message.channel);
      channels.delete(message.channel);
      if (stop) await stop();
      return null;
    }
    case 'dump': {
      const db = await opening;
      return new Uint8Array(await (await db.dumpDataDir('none')).arrayBuffer());
    }
    case 'close': {
      const db = await opening;
      await db.close();
      return null;
    }
    default:
      throw new Error(`Operación desconocida: ${String(message.op)}`);
  }
}

/**
 * Opens a transaction and answers with its id once BEGIN ran; it stays open until its 'end' message, which answers
 * once COMMIT (or ROLLBACK) ran. Statements outside it wait meanwhile, as on one PostgreSQL connection.
 */
function begin(/** @type {PGlite} */ db) {
  const id = nextTransaction++;
  return new Promise((started, failedToStart) => {
    /** @type {(commit: boolean) => void} */
    let finish = () => {};
    const ending = new Promise((resolve) => (finish = resolve));
    let begun = false;
    const done = db
      .transaction(async (tx) => {
        begun = true;
        transactions.set(id, { tx, end: finish, done: ended });
        started(id);
        if (!(await ending)) await tx.rollback();
      })
      .finally(() => transactions.delete(id));
    // Read by the callback above only after BEGIN ran, later than this line (PGlite's transaction() awaits first).
    const ended = done.then(() => null);
    ended.catch(() => {});
    done.catch((error) => {
      if (!begun) failedToStart(error);
    });
  });
}

port.on('message', (/** @type {any} */ message) => {
  handle(message).then(
    (value) => {
      if (value instanceof Uint8Array) port.postMessage({ id: message.id, ok: true, value }, [value.buffer]);
      else port.postMessage({ id: message.id, ok: true, value });
    },
    (error) => port.postMessage({ id: message.id, ok: false, error: plainError(error) }),
  );
});

// Opening failed (a folder another version wrote, no space): the first message that waits for it carries the error.
opening.catch(() => {});
