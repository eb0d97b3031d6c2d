// A server or worker whose bucket cannot be used refuses to start, with the reason on one Spanish line.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from '../../runtime';
import { createTestDatabase, testConfig } from '../../test/context';
import { createTestBucket, startTestS3Server, testS3Env, type TestS3Server } from './s3-test-server';

const apiRoot = fileURLToPath(new URL('../../..', import.meta.url));

let s3: TestS3Server;
let dataDir: string;
beforeAll(async () => {
  s3 = await startTestS3Server();
  dataDir = mkdtempSync(join(tmpdir(), 'vitrina-storage-start-'));
});
afterAll(async () => {
  await s3?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Runs an entry point from the sources; its exit code and what it printed on stderr. */
function run(entry: string, env: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', entry], {
      cwd: apiRoot,
      env: { LOG_LEVEL: 'silent', ...env },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code, stderr }));
  });
}

describe('starting with a bucket that cannot be used', () => {
  it('stops the server start before it listens, closing what it opened', async () => {
    const database = await createTestDatabase();
    try {
      const config = testConfig(dataDir, { PORT: '0', HOST: '127.0.0.1', ...testS3Env(s3.endpoint, 'no-existe') });
      await expect(startServer({ config, database: database.handle })).rejects.toThrow(
        `El bucket "no-existe" no existe en ${s3.endpoint}: crealo o corregí S3_BUCKET.`,
      );
    } finally {
      await database.close();
    }
  });

  it('starts when the bucket is there', async () => {
    const database = await createTestDatabase();
    try {
      const bucket = await createTestBucket(s3.endpoint);
      const config = testConfig(dataDir, {
        PORT: '0',
        HOST: '127.0.0.1',
        WORKER: '0',
        ...testS3Env(s3.endpoint, bucket),
      });
      const runtime = await startServer({ config, database: database.handle });
      expect(runtime.app.storage.kind).toBe('s3');
      await runtime.close();
    } finally {
      await database.close();
    }
  });

  it('makes `npm run serve` and `npm run worker` exit with the reason', async () => {
    const bucket = 'vitrina-fotos';
    const env = {
      DATA_DIR: dataDir,
      PORT: '0',
      DATABASE_URL: 'postgres://vitrina@127.0.0.1:1/vitrina',
      ...testS3Env(s3.endpoint, bucket),
      S3_ACCESS_KEY_ID: 'CLAVE-DESCONOCIDA',
    };
    const worker = await run('src/worker.ts', env);
    expect(worker.code).toBe(1);
    expect(worker.stderr).toContain(
      `No se pudo iniciar el worker: S3 rechazó las credenciales para el bucket "${bucket}" (HTTP 403)`,
    );
    expect(worker.stderr).not.toContain('S3RVER');
    const server = await run('src/server.ts', { ...env, DATABASE_URL: '' });
    expect(server.code).toBe(1);
    expect(server.stderr).toContain(
      `No se pudo iniciar el servidor: S3 rechazó las credenciales para el bucket "${bucket}" (HTTP 403)`,
    );
    // Two processes that compile the app from its sources as they start: seconds each on a busy 2-core machine.
  }, 90_000);
});
