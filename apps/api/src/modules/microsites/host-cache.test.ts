import { describe, expect, it } from 'vitest';
import { HostCache } from './host-cache';
import { pushSiteKey } from './push-site-key';

function cacheWith(answers: Record<string, number | null>, options: { ttlMs?: number; maxHosts?: number } = {}) {
  let now = 0;
  const loads: string[] = [];
  const cache = new HostCache<number | null>({
    load: async (host) => {
      loads.push(host);
      return answers[host] ?? null;
    },
    now: () => now,
    ...options,
  });
  return { cache, loads, advance: (ms: number) => (now += ms) };
}

describe('HostCache', () => {
  it('answers from memory until the TTL passes, negative answers included', async () => {
    const { cache, loads, advance } = cacheWith({ 'a.com.ar': 1 }, { ttlMs: 100 });
    expect(cache.peek('a.com.ar')).toBeUndefined();
    expect(await cache.get('a.com.ar')).toBe(1);
    expect(await cache.get('b.com.ar')).toBeNull();
    expect(cache.peek('a.com.ar')).toBe(1);
    expect(cache.peek('b.com.ar')).toBeNull();
    advance(99);
    expect(cache.peek('a.com.ar')).toBe(1);
    advance(1);
    expect(cache.peek('a.com.ar')).toBeUndefined();
    expect(loads).toEqual(['a.com.ar', 'b.com.ar']);
  });

  it('shares one lookup among concurrent misses of a host', async () => {
    const { cache, loads } = cacheWith({ 'a.com.ar': 1 });
    expect(await Promise.all([cache.get('a.com.ar'), cache.get('a.com.ar'), cache.get('a.com.ar')])).toEqual([1, 1, 1]);
    expect(loads).toEqual(['a.com.ar']);
  });

  it('keeps at most maxHosts, dropping the least recently used', async () => {
    const { cache, loads } = cacheWith({}, { maxHosts: 2 });
    await cache.get('a.com.ar');
    await cache.get('b.com.ar');
    cache.peek('a.com.ar');
    await cache.get('c.com.ar');
    expect(cache.size).toBe(2);
    expect(cache.peek('a.com.ar')).toBeNull();
    expect(cache.peek('b.com.ar')).toBeUndefined();
    expect(loads).toEqual(['a.com.ar', 'b.com.ar', 'c.com.ar']);
  });

  it('forgets everything on clear, and does not keep what a lookup under way read before it', async () => {
    const answers: Record<string, number | null> = { 'a.com.ar': 1 };
    const { cache } = cacheWith(answers);
    await cache.get('a.com.ar');
    const underWay = cache.get('z.com.ar');
    cache.clear();
    expect(cache.peek('a.com.ar')).toBeUndefined();
    await underWay;
    expect(cache.peek('z.com.ar')).toBeUndefined();
  });

  it('lets a failed lookup be tried again', async () => {
    let fail = true;
    const cache = new HostCache<number | null>({
      load: async () => {
        if (fail) throw new Error('down');
        return 7;
      },
      now: () => 0,
    });
    await expect(cache.get('a.com.ar')).rejects.toThrow('down');
    fail = false;
    expect(await cache.get('a.com.ar')).toBe(7);
  });
});

describe('pushSiteKey', () => {
  it('names the microsite, or 0 for the platform', () => {
    expect(pushSiteKey({ id: 12 })).toBe('site-12');
    expect(pushSiteKey(null)).toBe('site-0');
    expect(pushSiteKey(undefined)).toBe('site-0');
  });
});
