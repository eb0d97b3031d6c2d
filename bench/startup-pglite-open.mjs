#!/usr/bin/env node
// The bare baseline of bench/startup.mjs: a new Node process that opens an existing embedded database folder as the
// server does (the extensions and start parameters of apps/api/src/db/client.ts) and answers one query. Prints its
// time from the process's own start, in milliseconds. Usage: node bench/startup-pglite-open.mjs <folder>
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

const folder = process.argv[2];
if (!folder) {
  console.error('Uso: node bench/startup-pglite-open.mjs <carpeta de la base>');
  process.exit(2);
}
const db = await PGlite.create(folder, {
  startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB'],
  extensions: { pg_trgm, btree_gist },
});
await db.query('select 1');
console.log(Math.round(performance.now()));
await db.close();
