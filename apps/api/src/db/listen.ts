// PostgreSQL's LISTEN on one dedicated connection: how one process hears what another committed (NOTIFY), with no
// polling. The connection is its own, outside the pool (a pooled one would be handed to queries). When it breaks (a
// restart, a failover, a terminated backend) it comes back with a growing pause, and `onReconnect` tells the owner
// that notifications may have been missed meanwhile. Nothing here throws or ends the process.
import type pg from 'pg';

export type ListenOptions = {
  channel: string;
  onNotify(payload: string): void;
  /** Connected again after a break: whatever was sent meanwhile was not heard. */
  onReconnect(): void;
  onError(error: Error): void;
  /** The first pause before connecting again; it doubles up to `maxDelayMs`. */
  minDelayMs?: number;
  maxDelayMs?: number;
};

export type Listener = {
  /** Settles when the first connection is listening or has failed (never rejects). */
  ready: Promise<void>;
  /** Connected and listening now. */
  isListening(): boolean;
  close(): Promise<void>;
};

/** Listens on `channel` with a connection made from the pool's settings. */
export function listen(pool: pg.Pool, options: ListenOptions): Listener {
  const minDelayMs = options.minDelayMs ?? 250;
  const maxDelayMs = options.maxDelayMs ?? 10_000;
  let client: pg.Client | null = null;
  let listening = false;
  let closed = false;
  let everConnected = false;
  let delayMs = minDelayMs;
  let timer: NodeJS.Timeout | null = null;

  const broken = (current: pg.Client, error?: Error) => {
    if (client !== current) return;
    client = null;
    listening = false;
    if (error) options.onError(error);
    current.removeAllListeners('notification');
    current.end().catch(() => {});
    schedule();
  };

  const schedule = () => {
    if (closed || timer) return;
    timer = setTimeout(() => {
      timer = null;
      void connect();
    }, delayMs);
    timer.unref();
    delayMs = Math.min(delayMs * 2, maxDelayMs);
  };

  async function connect(): Promise<void> {
    // The pool's own module: a process that listens has loaded it to make the pool.
    const { default: pg } = await import('pg');
    if (closed) return;
    const current = new pg.Client({ ...pool.options, keepAlive: true });
    client = current;
    // Registered before connecting: an 'error' nobody hears would end the process.
    current.on('error', (error) => broken(current, error));
    current.on('end', () => broken(current));
    current.on('notification', (message) => {
      if (message.channel === options.channel) options.onNotify(message.payload ?? '');
    });
    try {
      await current.connect();
      await current.query(`listen ${pg.escapeIdentifier(options.channel)}`);
    } catch (error) {
      broken(current, error as Error);
      return;
    }
    if (closed || client !== current) {
      await current.end().catch(() => {});
      return;
    }
    listening = true;
    delayMs = minDelayMs;
    if (everConnected) options.onReconnect();
    everConnected = true;
  }

  const ready = connect();
  return {
    ready,
    isListening: () => listening,
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      timer = null;
      const current = client;
      client = null;
      listening = false;
      if (current) await current.end().catch(() => {});
    },
  };
}
