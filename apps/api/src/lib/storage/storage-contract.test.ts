// The same cases against both stores: the local directory and an S3-compatible server (s3rver, started here).
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalStorage } from './local-storage';
import { createTestBucket, startTestS3Server, testS3Storage, type TestS3Server } from './s3-test-server';
import type { Storage } from './storage';

let s3: TestS3Server;
let dataDir: string;
const stores: Record<'local' | 's3', Storage> = {} as never;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'vitrina-storage-'));
  s3 = await startTestS3Server();
  stores.local = createLocalStorage({ dataDir, publicUrl: 'http://vitrina.test/' });
  stores.s3 = testS3Storage(s3.endpoint, await createTestBucket(s3.endpoint));
});
afterAll(async () => {
  stores.local?.close();
  stores.s3?.close();
  await s3?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function listed(storage: Storage, prefix: string) {
  const found: { key: string; size: number }[] = [];
  for await (const entry of storage.list(prefix)) found.push(entry);
  return found.sort((a, b) => a.key.localeCompare(b.key));
}

describe.each(['local', 's3'] as const)('the %s store', (kind) => {
  const store = () => stores[kind];

  it('gives back exactly the bytes it was given', async () => {
    const everyByte = Buffer.from(Array.from({ length: 256 }, (_, index) => index));
    const large = randomBytes(3 * 1024 * 1024 + 17);
    await store().put('contract/bytes/every-byte.bin', everyByte, 'application/octet-stream');
    await store().put('contract/bytes/large.webp', large, 'image/webp');
    expect((await store().get('contract/bytes/every-byte.bin'))!.equals(everyByte)).toBe(true);
    expect((await store().get('contract/bytes/large.webp'))!.equals(large)).toBe(true);
    const empty = Buffer.alloc(0);
    await store().put('contract/bytes/empty.bin', empty, 'application/octet-stream');
    expect(await store().get('contract/bytes/empty.bin')).toEqual(empty);
  });

  it('replaces an object put again under the same key', async () => {
    await store().put('contract/again/logo.png', Buffer.from('first'), 'image/png');
    await store().put('contract/again/logo.png', Buffer.from('second'), 'image/png');
    expect((await store().get('contract/again/logo.png'))!.toString()).toBe('second');
  });

  it('tells which keys exist, and answers null for a missing one', async () => {
    await store().put('contract/exists/here.webp', Buffer.from('x'), 'image/webp');
    expect(await store().exists('contract/exists/here.webp')).toBe(true);
    expect(await store().exists('contract/exists/missing.webp')).toBe(false);
    // A folder-like prefix is not an object.
    expect(await store().exists('contract/exists')).toBe(false);
    expect(await store().get('contract/exists/missing.webp')).toBeNull();
  });

  it('removes an object, and removing a missing key is fine', async () => {
    await store().put('contract/remove/gone.webp', Buffer.from('x'), 'image/webp');
    await store().remove('contract/remove/gone.webp');
    expect(await store().exists('contract/remove/gone.webp')).toBe(false);
    expect(await store().get('contract/remove/gone.webp')).toBeNull();
    await expect(store().remove('contract/remove/gone.webp')).resolves.toBeUndefined();
    await expect(store().remove('contract/remove/never-there.webp')).resolves.toBeUndefined();
  });

  it('lists every key under a prefix with its size', async () => {
    await store().put('contract/list/1/a.webp', Buffer.alloc(10), 'image/webp');
    await store().put('contract/list/1/b-thumb.webp', Buffer.alloc(3), 'image/webp');
    await store().put('contract/list/2/c.png', Buffer.alloc(7), 'image/png');
    await store().put('contract/listed-elsewhere/d.png', Buffer.alloc(1), 'image/png');
    expect(await listed(store(), 'contract/list/')).toEqual([
      { key: 'contract/list/1/a.webp', size: 10 },
      { key: 'contract/list/1/b-thumb.webp', size: 3 },
      { key: 'contract/list/2/c.png', size: 7 },
    ]);
    expect(await listed(store(), 'contract/list/2/')).toEqual([{ key: 'contract/list/2/c.png', size: 7 }]);
    expect(await listed(store(), 'contract/nothing-here/')).toEqual([]);
    const all = await listed(store(), '');
    expect(all.map((entry) => entry.key)).toEqual(
      expect.arrayContaining(['contract/list/1/a.webp', 'contract/listed-elsewhere/d.png']),
    );
  });

  it('lists more keys than one page of a listing holds', async () => {
    const keys = Array.from({ length: 1005 }, (_, index) => `contract/many/${String(index).padStart(4, '0')}.bin`);
    for (let index = 0; index < keys.length; index += 50) {
      await Promise.all(keys.slice(index, index + 50).map((key) => store().put(key, Buffer.from('m'), 'text/plain')));
    }
    expect((await listed(store(), 'contract/many/')).map((entry) => entry.key)).toEqual(keys);
  });

  it('links a key through the API at /uploads/', () => {
    expect(store().url('publications/7/abc.webp')).toBe('http://vitrina.test/uploads/publications/7/abc.webp');
  });

  it('refuses keys that could leave its folder or that no upload has', async () => {
    for (const key of [
      '',
      '../escape.webp',
      'a/../../escape.webp',
      '/absolute.webp',
      'a//b.webp',
      'a/.hidden',
      'a\\b',
      `publications/${'x'.repeat(256)}`,
    ]) {
      await expect(store().put(key, Buffer.from('x'), 'image/webp'), key).rejects.toThrow(/Invalid storage key/);
      await expect(store().get(key), key).rejects.toThrow(/Invalid storage key/);
      await expect(store().exists(key), key).rejects.toThrow(/Invalid storage key/);
      await expect(store().remove(key), key).rejects.toThrow(/Invalid storage key/);
      expect(() => store().url(key), key).toThrow(/Invalid storage key/);
    }
  });

  it('passes its start-up check', async () => {
    await expect(store().check()).resolves.toBeUndefined();
  });
});

describe('the S3 store', () => {
  it('links keys at S3_PUBLIC_URL when it is set, instead of the API', () => {
    const store = testS3Storage(s3.endpoint, 'any-bucket', { publicUrl: 'https://archivos.vitrina.test/fotos' });
    try {
      expect(store.url('groups/logo-1.webp')).toBe('https://archivos.vitrina.test/fotos/groups/logo-1.webp');
    } finally {
      store.close();
    }
  });

  it('keeps the content type it was put with', async () => {
    await stores.s3.put('contract/types/a.png', Buffer.from('png'), 'image/png');
    const opened = await stores.s3.open!('contract/types/a.png', { headOnly: true });
    expect(opened).toMatchObject({ notModified: false, contentType: 'image/png', contentLength: 3 });
  });
});
