#!/usr/bin/env node
// The bare handler of bench/hot-paths.mjs: Fastify and `pg` alone, no hook, no validation, no serializer, no log.
// For each request it finds the statements the API ran for that same request (method, address and bearer, recorded
// by the benchmark through the app itself), runs them in order on one pooled connection, and answers their rows as
// JSON. node bench/hot-paths-bare.mjs <recordings.json> <port> <database url>
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';
import pg from 'pg';

const [file, port, databaseUrl] = process.argv.slice(2);
const recordings = new Map(Object.entries(JSON.parse(readFileSync(file, 'utf8'))));
const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
const app = Fastify({ logger: false });

async function replay(request, reply) {
  const statements = recordings.get(`${request.method} ${request.url} ${request.headers.authorization ?? ''}`);
  if (!statements) return reply.code(404).send({ message: 'sin grabación' });
  const client = await pool.connect();
  try {
    const answers = [];
    for (const statement of statements) {
      try {
        answers.push((await client.query(statement)).rows);
      } catch (error) {
        // The benchmark stops at the first answer that is not a 200: it says why.
        console.error(`bare: ${error.message} in ${statement.text.slice(0, 200)}`);
        throw error;
      }
    }
    return reply.header('content-type', 'application/json; charset=utf-8').send(JSON.stringify(answers));
  } finally {
    client.release();
  }
}

app.get('/*', replay);
app.post('/*', replay);
app.get('/api/health', async () => ({ ok: true }));
await app.listen({ port: Number(port), host: '127.0.0.1' });
process.on('SIGTERM', async () => {
  await app.close();
  await pool.end();
  process.exit(0);
});
