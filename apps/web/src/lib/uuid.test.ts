import { afterEach, describe, expect, it, vi } from 'vitest';
import { newUuid } from './uuid';

const v4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

afterEach(() => {
  vi.restoreAllMocks();
});

describe('newUuid', () => {
  it('uses the browser’s own UUIDs where the page is secure', () => {
    vi.spyOn(crypto, 'randomUUID').mockReturnValue('0b7f1c52-5a8e-4d0f-9c3b-2f6a7e1d9b40');
    expect(newUuid()).toBe('0b7f1c52-5a8e-4d0f-9c3b-2f6a7e1d9b40');
  });

  it('makes a version 4 UUID from random bytes on a plain http page, where randomUUID is missing', () => {
    const original = crypto.randomUUID;
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      const made = new Set(Array.from({ length: 50 }, () => newUuid()));
      expect(made.size).toBe(50);
      for (const uuid of made) expect(uuid).toMatch(v4);
    } finally {
      Object.defineProperty(crypto, 'randomUUID', { value: original, configurable: true });
    }
  });
});
