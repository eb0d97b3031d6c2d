#!/usr/bin/env node
// `npm run test:pg`: the API suite against a real PostgreSQL. Each run works in fresh databases of its own,
// created from TEST_DATABASE_URL's server and dropped at the end.
import { spawn } from 'node:child_process';
import pg from 'pg';

const url = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
try {
  await client.connect();
  const { rows } = await client.query('show server_version');
  console.log(`PostgreSQL ${rows[0].server_version} en ${new URL(url).host}`);
} catch (error) {
  console.error(`No se pudo conectar a PostgreSQL (${url}): ${error.message}`);
  console.error('Inicie el servidor o indique otro con TEST_DATABASE_URL.');
  process.exit(1);
} finally {
  await client.end().catch(() => {});
}

const child = spawn('npx', ['vitest', 'run', '--project', 'api', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, TEST_DATABASE_URL: url },
});
child.on('exit', (code) => process.exit(code ?? 1));
