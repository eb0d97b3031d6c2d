// The embedded database's opening: the data folder taken for this process, then PGlite opened on its own thread
// (pglite-remote.ts). The server starts it before its own code has loaded (server.ts), so the thread reads its
// folder and starts PostgreSQL while this one loads and builds the app; client.ts's openDatabase takes it from there.
// Only Node's own modules and pglite-remote.ts here: importing this file must cost the start nothing.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startPgliteThread, type PgliteThreadStart } from './pglite-remote';

// One small instance: PostgreSQL's default 128 MB of shared buffers would be a third of the process's memory
// (WASM pages stay resident once touched); the operating system's file cache holds the rest of the data.
const embeddedStartParams = ['-c', 'shared_buffers=32MB'];

export type EmbeddedOpening = {
  /**
   * The thread, once it takes statements: at once when it compiles its WebAssembly itself. Its `opened` says when
   * the database answers, or why it could not open.
   */
  thread: Promise<PgliteThreadStart>;
  /** Gives the data folder back (its pid file). */
  release(): void;
  /** Hears the thread's end when it was not asked to stop; whoever takes the database sets it. */
  onExit?: (error: Error) => void;
};

/**
 * Takes `<dataDir>` for this process (throws DatabaseBusyError when another one holds it) and starts opening
 * `<dataDir>/db`. `compileInThread`: the thread compiles PostgreSQL's WebAssembly itself, rather than waiting for
 * this thread to hand it over; right when this thread is about to be busy loading code.
 */
export function startEmbeddedOpening(dataDir: string, { compileInThread = false } = {}): EmbeddedOpening {
  const dir = join(dataDir, 'db');
  mkdirSync(dir, { recursive: true });
  const release = lockDataDir(dataDir);
  const opening: EmbeddedOpening = {
    thread: startPgliteThread({
      dataDir: dir,
      startParams: embeddedStartParams,
      compileInThread,
      onExit: (error) => opening.onExit?.(error),
    }),
    release,
  };
  // Awaited later, once the code that takes it has loaded: a failure meanwhile is not an unhandled one.
  opening.thread.then(
    (thread) => thread.opened.catch(() => {}),
    () => {},
  );
  return opening;
}

export class DatabaseBusyError extends Error {
  constructor(
    readonly pid: number,
    dataDir: string,
  ) {
    super(
      `La base embebida en ${dataDir} está abierta por otro proceso (pid ${pid}). PGlite admite un solo proceso: ` +
        'detenga el servidor, o use DATABASE_URL con PostgreSQL para correr varios procesos.',
    );
    this.name = 'DatabaseBusyError';
  }
}

// PGlite has no server to arbitrate: two processes on one data folder would corrupt it. A pid file marks the
// folder as taken; one left by a crashed process (its pid no longer alive) is taken over.
export function lockDataDir(dataDir: string): () => void {
  const file = join(dataDir, 'db.pid');
  if (existsSync(file)) {
    const pid = Number(readFileSync(file, 'utf8').trim());
    if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && isAlive(pid))
      throw new DatabaseBusyError(pid, dataDir);
  }
  writeFileSync(file, String(process.pid));
  return () => {
    try {
      if (readFileSync(file, 'utf8').trim() === String(process.pid)) rmSync(file, { force: true });
    } catch {
      // already gone
    }
  };
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
