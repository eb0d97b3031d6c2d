// The server's side of the embedded database, which runs on its own thread (pglite-thread.mjs): PGlite executes each
// statement to its end without yielding, so on the server's thread a slow one held every socket up. This object
// offers what Drizzle's PGlite driver and the activity feed call (query, exec, transaction, listen) and sends each
// call as a message: { id, op, ... } one way, { id, ok, value | error } back, and { notify, payload } for NOTIFY.
// Statements run in the order they arrive; one outside an open transaction waits for it, as PGlite does in-process.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { PGlite, Results, Transaction } from '@electric-sql/pglite';

export type PgliteThreadOptions = {
  /** A folder to keep the database in; none keeps it in memory. */
  dataDir?: string;
  /** A data folder's dump to start from (a test's migrated copy). */
  dump?: Uint8Array;
  /** PostgreSQL settings added to PGlite's defaults (`-c name=value`). */
  startParams?: string[];
  /**
   * The thread compiles PostgreSQL's WebAssembly itself rather than take this process's copy: for the server's one
   * database, opened while this thread loads its code and could hand nothing over until it is done.
   */
  compileInThread?: boolean;
  /** Hears the thread's end when it was not asked to stop: every statement since fails with its cause. */
  onExit?: (error: Error) => void;
};

type Reply = { id: number; ok: true; value: unknown } | { id: number; ok: false; error: Record<string, unknown> };
type Notification = { notify: string; payload: string };
type QueryOptions = { rowMode?: 'array' | 'object'; parsers?: Record<number, unknown> };

/** What the server may ask of the embedded database: the part of PGlite's interface the code uses. */
export type PgliteRemote = Pick<PGlite, 'query' | 'exec' | 'transaction' | 'listen'> & {
  /** The data folder as a tarball (the test suite's migrated copy). */
  dumpDataDir(): Promise<Blob>;
  close(): Promise<void>;
};

const threadFile = new URL('./pglite-thread.mjs', import.meta.url);

let compiled: Promise<WebAssembly.Module> | undefined;
// The API's TypeScript settings type WebAssembly's namespace but not its global object, which Node has.
const wasm = (globalThis as unknown as { WebAssembly: { compile(bytes: Uint8Array): Promise<WebAssembly.Module> } })
  .WebAssembly;

/**
 * PostgreSQL's WebAssembly, compiled once a process and handed to every thread, which shares the compiled code: a
 * thread left to compile it itself spent most of its opening there, and the test suite opens one a file.
 */
function pgliteModule(): Promise<WebAssembly.Module> {
  compiled ??= (async () => {
    const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
    return wasm.compile(await readFile(join(dirname(entry), 'pglite.wasm')));
  })();
  return compiled;
}

/** Starts the thread, opens the database in it and resolves once it answers. */
export async function openPgliteThread(options: PgliteThreadOptions = {}): Promise<PgliteRemote> {
  const { remote, opened } = await startPgliteThread(options);
  await opened;
  return remote;
}

export type PgliteThreadStart = {
  /** Takes statements at once: the thread runs them, in the order they came, once the database has opened. */
  remote: PgliteRemote;
  /** Resolves once the database answers; rejects with the reason it could not open, the thread ended. */
  opened: Promise<void>;
};

/** Starts the thread and the database's opening in it; resolves once the thread takes statements. */
export async function startPgliteThread(options: PgliteThreadOptions = {}): Promise<PgliteThreadStart> {
  const { onExit, compileInThread, ...settings } = options;
  const wasmModule = compileInThread ? undefined : await pgliteModule();
  const worker = new Worker(threadFile, { workerData: { ...settings, wasmModule } });
  const remote = new Remote(worker, onExit);
  const opened = remote.call({ op: 'ready' }).then(
    () => {},
    async (error: unknown) => {
      await worker.terminate();
      throw error;
    },
  );
  return { remote, opened };
}

class Remote implements PgliteRemote {
  private nextId = 1;
  private readonly pending = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  private readonly listeners = new Map<string, Set<(payload: string) => void>>();
  private stopped: Error | null = null;
  private closing = false;

  constructor(
    private readonly worker: Worker,
    private readonly onExit?: (error: Error) => void,
  ) {
    // Idle, the thread does not keep the process alive; with a statement on its way it does (see call()).
    worker.unref();
    worker.on('message', (message: Reply | Notification) => {
      if ('notify' in message) {
        for (const listener of [...(this.listeners.get(message.notify) ?? [])]) listener(message.payload);
        return;
      }
      const waiting = this.pending.get(message.id);
      if (!waiting) return;
      this.pending.delete(message.id);
      if (!this.pending.size) worker.unref();
      if (message.ok) waiting.resolve(message.value);
      else waiting.reject(databaseError(message.error));
    });
    // An error inside the thread (out of memory, a WebAssembly abort) ends it; the process goes on and every statement
    // from then on fails with the cause, which readiness reports.
    worker.on('error', (error) => this.stop(error));
    worker.on('exit', (code) => this.stop(new Error(`El hilo de la base embebida terminó (código ${code})`)));
  }

  private stop(cause: Error): void {
    if (this.stopped) return;
    this.stopped = new Error(`La base embebida no está disponible: ${cause.message}`, { cause });
    for (const waiting of this.pending.values()) waiting.reject(this.stopped);
    this.pending.clear();
    if (!this.closing) this.onExit?.(this.stopped);
  }

  call(message: Record<string, unknown>): Promise<unknown> {
    if (this.stopped) return Promise.reject(this.stopped);
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.worker.ref();
      this.worker.postMessage({ ...message, id });
    });
  }

  query<T>(sql: string, params?: unknown[], options?: QueryOptions, tx?: number): Promise<Results<T>> {
    return this.call({ op: 'query', sql, params: params ?? [], options: wireOptions(options), tx }) as Promise<
      Results<T>
    >;
  }

  exec(sql: string, _options?: unknown, tx?: number): Promise<Results[]> {
    return this.call({ op: 'exec', sql, tx }) as Promise<Results[]>;
  }

  async transaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
    const id = (await this.call({ op: 'begin' })) as number;
    let closed = false;
    const end = async (commit: boolean) => {
      if (closed) return;
      closed = true;
      await this.call({ op: 'end', tx: id, commit });
    };
    const open = () => {
      if (closed) throw new Error('Transaction is closed');
    };
    const tx = {
      query: <R>(sql: string, params?: unknown[], options?: QueryOptions) => {
        open();
        return this.query<R>(sql, params, options, id);
      },
      exec: (sql: string) => {
        open();
        return this.exec(sql, undefined, id);
      },
      rollback: () => end(false),
      get closed() {
        return closed;
      },
    } as unknown as Transaction;
    let result: T;
    try {
      result = await work(tx);
    } catch (error) {
      await end(false).catch(() => {});
      throw error;
    }
    await end(true);
    return result;
  }

  async listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>> {
    let listeners = this.listeners.get(channel);
    if (!listeners) {
      listeners = new Set();
      this.listeners.set(channel, listeners);
      await this.call({ op: 'listen', channel });
    }
    listeners.add(callback);
    return async () => {
      listeners.delete(callback);
      if (listeners.size || this.listeners.get(channel) !== listeners) return;
      this.listeners.delete(channel);
      await this.call({ op: 'unlisten', channel });
    };
  }

  async dumpDataDir(): Promise<Blob> {
    return new Blob([(await this.call({ op: 'dump' })) as Uint8Array]);
  }

  async close(): Promise<void> {
    if (this.closing) return;
    this.closing = true;
    try {
      if (!this.stopped) await this.call({ op: 'close' });
    } finally {
      await this.worker.terminate();
      this.stop(new Error('se cerró'));
    }
  }
}

/**
 * Query options for the thread. Functions cannot cross threads, so a parser can only say "keep this type's text as it
 * came", which is all Drizzle asks (its dates, times and intervals); the thread sets those parsers itself.
 */
function wireOptions(options: QueryOptions | undefined) {
  if (!options) return undefined;
  return { rowMode: options.rowMode, rawTypes: Object.keys(options.parsers ?? {}).map(Number) };
}

/** The thread's error as an Error again, with PostgreSQL's fields (code, constraint, detail) where the code looks. */
function databaseError(fields: Record<string, unknown>): Error {
  const { message, name, ...rest } = fields;
  const error = new Error(typeof message === 'string' ? message : 'Error de la base embebida');
  if (typeof name === 'string') error.name = name;
  return Object.assign(error, rest);
}
