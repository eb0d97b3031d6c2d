// storage:migrate copies a local uploads folder into a bucket (s3rver here): everything once, nothing twice, and
// after an interruption only what is missing.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalStorage } from './local-storage';
import { migrateUploads, type MigrationProgress } from './migrate';
import { createTestBucket, startTestS3Server, testS3Env, testS3Storage, type TestS3Server } from './s3-test-server';
import type { Storage } from './storage';

const apiRoot = fileURLToPath(new URL('../../..', import.meta.url));

let s3: TestS3Server;
let dataDir: string;
let source: Storage;
const files: Record<string, Buffer> = {
  'publications/3/a1b2c3.webp': randomBytes(40_000),
  'publications/3/a1b2c3-thumb.webp': randomBytes(5_000),
  'publications/seed/living.webp': randomBytes(12_000),
  'avatars/user-3-ff00.webp': randomBytes(3_000),
  'groups/logo-0a0b.webp': randomBytes(2_000),
  'microsites/square-99-192.png': randomBytes(1_000),
  'microsites/empty.png': Buffer.alloc(0),
};

beforeAll(async () => {
  s3 = await startTestS3Server();
  dataDir = mkdtempSync(join(tmpdir(), 'vitrina-migrate-'));
  for (const [key, data] of Object.entries(files)) {
    const path = join(dataDir, 'uploads', key);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, data);
  }
  // Not uploads: a temporary file a stopped write left, and a stray file no key can name.
  writeFileSync(join(dataDir, 'uploads', 'publications', '3', '.8f7e6d.tmp'), 'half');
  writeFileSync(join(dataDir, 'uploads', '.DS_Store'), 'x');
  source = createLocalStorage({ dataDir, publicUrl: 'http://vitrina.test' });
});
afterAll(async () => {
  await s3?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function withBucket<T>(use: (bucket: Storage, name: string) => Promise<T>): Promise<T> {
  const name = await createTestBucket(s3.endpoint);
  const bucket = testS3Storage(s3.endpoint, name);
  try {
    return await use(bucket, name);
  } finally {
    bucket.close();
  }
}

describe('migrating uploads into a bucket', () => {
  it('copies every file once, then nothing, then only what went missing', async () => {
    await withBucket(async (bucket) => {
      const seen: MigrationProgress[] = [];
      const first = await migrateUploads(source, bucket, { onProgress: (progress) => seen.push(progress) });
      expect(first).toMatchObject({ total: 7, copied: 7, present: 0, failed: 0, failures: [] });
      expect(seen.at(-1)).toEqual({ done: 7, total: 7, copied: 7, present: 0, failed: 0 });
      for (const [key, data] of Object.entries(files)) expect((await bucket.get(key))!.equals(data), key).toBe(true);
      const opened = await bucket.open!('microsites/square-99-192.png', { headOnly: true });
      expect(opened).toMatchObject({ contentType: 'image/png' });

      expect(await migrateUploads(source, bucket)).toMatchObject({ total: 7, copied: 0, present: 7, failed: 0 });

      await bucket.remove('publications/3/a1b2c3.webp');
      expect(await migrateUploads(source, bucket)).toMatchObject({ total: 7, copied: 1, present: 6, failed: 0 });
      expect((await bucket.get('publications/3/a1b2c3.webp'))!.equals(files['publications/3/a1b2c3.webp'])).toBe(true);
    });
  });

  it('copies again a file whose copy has another size (one cut short)', async () => {
    await withBucket(async (bucket) => {
      await bucket.put('avatars/user-3-ff00.webp', Buffer.from('cut'), 'image/webp');
      expect(await migrateUploads(source, bucket)).toMatchObject({ copied: 7, present: 0 });
      expect((await bucket.get('avatars/user-3-ff00.webp'))!.equals(files['avatars/user-3-ff00.webp'])).toBe(true);
    });
  });

  it('resumes a run that failed halfway, copying only what is missing', async () => {
    await withBucket(async (bucket) => {
      let puts = 0;
      const flaky: Storage = {
        ...bucket,
        put: async (key, data, contentType) => {
          if (++puts > 3) throw new Error('connection reset');
          return bucket.put(key, data, contentType);
        },
      };
      const interrupted = await migrateUploads(source, flaky, { concurrency: 1 });
      expect(interrupted).toMatchObject({ total: 7, copied: 3, failed: 4 });
      expect(interrupted.failures.map((failure) => failure.reason)).toEqual(Array(4).fill('connection reset'));
      expect(await migrateUploads(source, bucket)).toMatchObject({ copied: 4, present: 3, failed: 0 });
    });
  });

  it('copies nothing on a dry run, saying what it would copy', async () => {
    await withBucket(async (bucket) => {
      await bucket.put('groups/logo-0a0b.webp', files['groups/logo-0a0b.webp'], 'image/webp');
      expect(await migrateUploads(source, bucket, { dryRun: true })).toMatchObject({ total: 7, copied: 6, present: 1 });
      const left: string[] = [];
      for await (const { key } of bucket.list('')) left.push(key);
      expect(left).toEqual(['groups/logo-0a0b.webp']);
    });
  });
});

describe('npm run storage:migrate', () => {
  function run(
    args: string[],
    env: Record<string, string>,
  ): Promise<{ code: number | null; out: string; err: string }> {
    return new Promise((resolve, reject) => {
      const child = spawn(process.execPath, ['--import', 'tsx', 'src/storage-migrate.ts', ...args], {
        cwd: apiRoot,
        env: { DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...env },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let out = '';
      let err = '';
      child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
      child.on('error', reject);
      child.on('exit', (code) => resolve({ code, out, err }));
    });
  }

  it('prints its progress and a summary, and refuses to run without a usable bucket', async () => {
    const bucket = await createTestBucket(s3.endpoint);
    const env = testS3Env(s3.endpoint, bucket);
    const dry = await run(['--dry-run'], env);
    expect(dry.code, dry.err).toBe(0);
    expect(dry.out).toContain('Simulación terminada: 7 archivos, 7 por copiar, 0 ya estaban, 0 fallidos.');

    const first = await run(['--from', join(dataDir, 'uploads')], env);
    expect(first.code, first.err).toBe(0);
    expect(first.out).toContain(`Copiando ${join(dataDir, 'uploads')} a s3://${bucket} (${s3.endpoint})`);
    expect(first.out).toContain('7 de 7');
    expect(first.out).toContain('Migración terminada: 7 archivos, 7 copiados, 0 ya estaban, 0 fallidos.');
    const again = await run([], env);
    expect(again.out).toContain('Migración terminada: 7 archivos, 0 copiados, 7 ya estaban, 0 fallidos.');

    const refused = await run([], { ...env, S3_BUCKET: 'no-existe' });
    expect(refused.code).toBe(1);
    expect(refused.err).toContain('El bucket "no-existe" no existe');
    const local = await run([], {});
    expect(local.code).toBe(1);
    expect(local.err).toContain('storage:migrate copia los archivos a un bucket: defina S3_BUCKET');
  });
});
