// The host resolution's memory: which microsite (or none) a host name is, kept for a short while so a request costs
// a map lookup, not a query. Negative answers are kept too (the platform's other names, unknown hosts), the number of
// hosts is bounded (least recently used goes first), and entries expire after `ttlMs`, the last resort for a change
// made through another API instance that this one did not hear of. `clear()` drops everything (a change made here, or
// heard of from another instance: microsite-changes-feed.ts).

type Entry<T> = { value: T; expires: number };

export type HostCacheOptions<T> = {
  load(host: string): Promise<T>;
  /** Milliseconds since the epoch; the app's clock, so tests can move it. */
  now(): number;
  ttlMs?: number;
  maxHosts?: number;
};

export class HostCache<T> {
  private readonly entries = new Map<string, Entry<T>>();
  private readonly loading = new Map<string, Promise<T>>();
  private readonly ttlMs: number;
  private readonly maxHosts: number;
  /** Bumped by clear(): a lookup started before a change must not store what it read. */
  private generation = 0;

  constructor(private readonly options: HostCacheOptions<T>) {
    this.ttlMs = options.ttlMs ?? 10_000;
    this.maxHosts = options.maxHosts ?? 1_000;
  }

  /** The cached answer while it is fresh, else undefined (synchronous: the usual request never waits). */
  peek(host: string): T | undefined {
    const entry = this.entries.get(host);
    if (entry === undefined) return undefined;
    if (entry.expires <= this.options.now()) {
      this.entries.delete(host);
      return undefined;
    }
    // Map keeps insertion order: moving the entry to the end makes the first one the least recently used.
    this.entries.delete(host);
    this.entries.set(host, entry);
    return entry.value;
  }

  /** The answer for `host`, loading it when it is not cached; concurrent misses of one host share one lookup. */
  get(host: string): Promise<T> {
    const cached = this.peek(host);
    if (cached !== undefined) return Promise.resolve(cached);
    const pending = this.loading.get(host);
    if (pending) return pending;
    const generation = this.generation;
    const lookup = this.options.load(host).then(
      (value) => {
        if (this.loading.get(host) === lookup) this.loading.delete(host);
        if (generation === this.generation) this.store(host, value);
        return value;
      },
      (error: unknown) => {
        if (this.loading.get(host) === lookup) this.loading.delete(host);
        throw error;
      },
    );
    this.loading.set(host, lookup);
    return lookup;
  }

  clear(): void {
    this.generation += 1;
    this.entries.clear();
    this.loading.clear();
  }

  get size(): number {
    return this.entries.size;
  }

  private store(host: string, value: T): void {
    this.entries.delete(host);
    this.entries.set(host, { value, expires: this.options.now() + this.ttlMs });
    while (this.entries.size > this.maxHosts) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }
}
