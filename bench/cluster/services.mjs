// The pieces of the cluster and how each starts: a database of its own on the PostgreSQL server, s3rver, the API
// instances (WORKER=0) and the worker from apps/api/dist, each with the environment docs/deploy.md describes.
import { readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import pg from 'pg';
import { root } from '../lib.mjs';
import { sleep, startChild, tail } from './processes.mjs';

export const dist = join(root, 'apps/api/dist');

/** Whether the built API has S3 storage (its configuration and the S3 client in the bundle). */
export function builtWithS3() {
  const bundle = readdirSync(dist)
    .filter((file) => file.endsWith('.js'))
    .map((file) => readFileSync(join(dist, file), 'utf8'))
    .join('\n');
  return bundle.includes('S3_BUCKET') && bundle.includes('@aws-sdk/client-s3');
}

/** The readiness endpoint when the instance has one, else the liveness one. */
export async function readinessPath(port) {
  const response = await fetch(`http://127.0.0.1:${port}/api/health/ready`);
  await response.arrayBuffer();
  return response.status === 404 ? '/api/health' : '/api/health/ready';
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

export async function waitPort(port, started, timeoutMs = 20_000) {
  const { connect } = await import('node:net');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (started.exitStatus !== null)
      throw new Error(`${started.name} terminó (${started.exitStatus}):\n${tail(started)}`);
    const open = await new Promise((resolve) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.end();
        resolve(true);
      });
      socket.on('error', () => resolve(false));
    });
    if (open) return;
    await sleep(50);
  }
  throw new Error(`${started.name} no abrió el puerto ${port}:\n${tail(started)}`);
}

/** A new database on the server of `serverUrl`; answers its URL and a function that drops it. */
export async function createDatabase(serverUrl, name) {
  const admin = async (statement) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`create database "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`drop database if exists "${name}" with (force)`) };
}

export async function startS3({ runDir, bucket }) {
  const port = await freePort();
  const directory = join(runDir, 's3');
  const started = startChild(
    's3rver',
    process.execPath,
    [join(root, 'bench/cluster/s3rver-child.mjs'), port, directory, bucket],
    {
      logDir: runDir,
    },
  );
  await waitPort(port, started);
  return {
    started,
    directory,
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    },
  };
}

/** The environment every API instance and the worker share. */
export function sharedEnv({ databaseUrl, redisUrl, smtpUrl, publicUrl, s3Env, vapid, runDir }) {
  return {
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    SMTP_URL: smtpUrl,
    PUBLIC_URL: publicUrl,
    WORKER: '0',
    DEMO_DATA: '0',
    LOG_LEVEL: 'warn',
    TRUST_PROXY: '1',
    RATE_LIMIT_MAX: '1000000',
    WEB_DIST: join(runDir, 'no-web'),
    ...(vapid ? { VAPID_PUBLIC_KEY: vapid.publicKey, VAPID_PRIVATE_KEY: vapid.privateKey } : {}),
    ...(s3Env ?? {}),
  };
}

/** An API instance: `node apps/api/dist/server.js` on `port`, its own DATA_DIR unless `dataDir` is shared. */
export function startApi({ name, port, env, runDir, dataDir }) {
  return startChild(name, process.execPath, [join(dist, 'server.js')], {
    logDir: runDir,
    env: { ...env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir ?? join(runDir, `data-${name}`) },
  });
}

export function startWorker({ name, env, runDir, dataDir }) {
  return startChild(name, process.execPath, [join(dist, 'worker.js')], {
    logDir: runDir,
    env: { ...env, DATA_DIR: dataDir ?? join(runDir, `data-${name}`) },
  });
}
