// At most `size` tasks at once. `run` waits for a free slot, so a producer never gets ahead of the writers by
// more than `size` items; the first failure is thrown from the next `run` or from `drain`.
export type Pool = {
  run(task: () => Promise<void>): Promise<void>;
  /** Waits for every task; throws the first failure. */
  drain(): Promise<void>;
  /** Waits for every task, ignoring failures (cleanup after an error elsewhere). */
  settle(): Promise<void>;
};

export function createPool(size: number): Pool {
  const running = new Set<Promise<void>>();
  let failure: { error: unknown } | null = null;
  const check = () => {
    if (failure) throw failure.error;
  };
  return {
    async run(task) {
      check();
      while (running.size >= size) {
        await Promise.race(running);
        check();
      }
      const promise: Promise<void> = task()
        .catch((error: unknown) => {
          failure ??= { error };
        })
        .finally(() => running.delete(promise));
      running.add(promise);
    },
    async drain() {
      await Promise.all(running);
      check();
    },
    async settle() {
      await Promise.all(running);
    },
  };
}
