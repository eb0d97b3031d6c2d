// Work that would keep the page's main thread for long is cut into tasks: between two, the browser can paint and
// answer a tap. A phone runs the app's start four times slower than a laptop, and any task over 50 ms is one a person
// can feel (decision 040).

type Scheduler = { yield?: () => Promise<void> };

/**
 * Resolves in a new task. Where the browser has `scheduler.yield` (Chromium), the rest goes first among the tasks
 * waiting, so yielding does not let the page's later work jump ahead of it; elsewhere it waits for a timeout of 0.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
