import { afterEach, describe, expect, it, vi } from 'vitest';
import { nextTask } from './next-task';

describe('nextTask', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('resolves in a later task: microtasks and a timeout set before it run first', async () => {
    const order: string[] = [];
    setTimeout(() => order.push('timeout set before'), 0);
    const waited = nextTask().then(() => order.push('next task'));
    queueMicrotask(() => order.push('microtask'));
    await waited;
    expect(order).toEqual(['microtask', 'timeout set before', 'next task']);
  });

  it("uses the browser's scheduler.yield where there is one", async () => {
    const yielded = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: yielded });
    await nextTask();
    expect(yielded).toHaveBeenCalledTimes(1);
  });
});
