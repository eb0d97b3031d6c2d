// Objects in the store that no row points at. A request killed between writing its photos and committing its row
// leaves some; the API notes every upload before writing it (storage_sweep) and its sweep job removes noted objects
// nobody owns. Right after the load, with no request in flight, the check lists the orphans (placed in the load's
// time, the store keeping whole seconds, and tied to owners whose listing creation had to be sent again), has the
// worker run the sweep at once (`olderThanMs: 0`, as the job allows for such a check), and lists them again.
import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { check } from './checks.mjs';
import { sleep } from './processes.mjs';

/** Every object in the store ({ key, modified }): the bucket through the S3 API, or the shared uploads folder. */
export async function storedKeys({ s3Env, uploadsDir }) {
  if (!s3Env) {
    return readdirSync(uploadsDir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => {
        const path = join(entry.parentPath, entry.name);
        return { key: relative(uploadsDir, path), modified: statSync(path).mtimeMs };
      });
  }
  // The SDK's notice that its 2027 releases need Node 22 says nothing about this listing.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  const { S3Client, ListObjectsCommand } = await import('@aws-sdk/client-s3');
  const client = new S3Client({
    endpoint: s3Env.S3_ENDPOINT,
    region: s3Env.S3_REGION,
    forcePathStyle: true,
    credentials: { accessKeyId: s3Env.S3_ACCESS_KEY_ID, secretAccessKey: s3Env.S3_SECRET_ACCESS_KEY },
  });
  // ListObjects (v1) paged by the last key: s3rver makes ListObjectsV2's continuation tokens with DES, which
  // OpenSSL 3 no longer ships, so a bucket of more than 1,000 objects cannot be listed past its first page with v2.
  const keys = [];
  let marker;
  for (;;) {
    const page = await client.send(new ListObjectsCommand({ Bucket: s3Env.S3_BUCKET, Marker: marker }));
    const contents = page.Contents ?? [];
    keys.push(...contents.map((object) => ({ key: object.Key, modified: object.LastModified.getTime() })));
    if (!page.IsTruncated || contents.length === 0) break;
    marker = contents.at(-1).Key;
  }
  client.destroy();
  return keys;
}

async function orphanObjects(sql, store) {
  const objects = await storedKeys(store);
  const { rows } = await sql.query(
    `select file as key from publication_media union select thumbnail from publication_media
     union select avatar_path from users union select logo_path from groups
     union select unnest(array[logo_main_path, logo_secondary_path, logo_square_path]) from microsites`,
  );
  const referenced = new Set(rows.map((row) => row.key).filter(Boolean));
  const stored = new Set(objects.map((object) => object.key));
  return {
    objects: objects.length,
    orphans: objects.filter((object) => !referenced.has(object.key)),
    missing: [...referenced].filter((key) => !stored.has(key)).length,
  };
}

/** Queues the sweep for every note and waits for the worker to run it; null when this build has no sweep. */
async function sweepNow(sql) {
  const { rows } = await sql.query(`select to_regclass('storage_sweep') is not null as present`);
  if (!rows[0].present) return null;
  const started = performance.now();
  const { rows: queued } = await sql.query(
    `insert into jobs (type, payload, run_at) values ('storage.sweep', '{"olderThanMs": 0}', now()) returning id`,
  );
  for (let waited = 0; waited < 60_000; waited += 100) {
    const { rows: job } = await sql.query('select done_at, failed_at, last_error from jobs where id = $1', [
      queued[0].id,
    ]);
    if (job[0].done_at) return { seconds: (performance.now() - started) / 1000 };
    if (job[0].failed_at) throw new Error(`la limpieza falló: ${job[0].last_error}`);
    await sleep(100);
  }
  throw new Error('el worker no corrió la limpieza en 60 s');
}

export async function noOrphans(sql, store, origin, listings) {
  const before = await orphanObjects(sql, store);
  const keys = before.orphans.map((object) => object.key);
  const { rows: noted } = await sql
    .query(`select count(*)::int as n from storage_sweep where key = any($1::text[])`, [keys])
    .catch(() => ({ rows: [{ n: 0 }] }));
  const { rows: owners } = await sql.query('select distinct user_id from publications where id = any($1::bigint[])', [
    listings.filter((listing) => listing.retried).map((listing) => listing.id),
  ]);
  const retriedOwners = new Set(owners.map((row) => String(row.user_id)));
  const ofRetried = keys.filter((key) => retriedOwners.has(key.split('/')[1])).length;
  const shown = before.orphans
    .slice(0, 4)
    .map((object) => `${object.key}, escrito a los ${Math.round((object.modified - origin) / 1000)} s`);
  let detail =
    `al terminar la carga ${before.objects} objetos, ${before.missing} referenciados sin objeto, ` +
    `${keys.length} huérfanos` +
    (keys.length
      ? ` (${noted[0].n} anotados para la limpieza, ${ofRetried} de dueños con una publicación reintentada: ` +
        `${shown.join('; ')}${keys.length > shown.length ? '; …' : ''})`
      : '');
  const sweep = await sweepNow(sql);
  if (!sweep) return check('ningún objeto huérfano', keys.length === 0, `${detail}; esta versión no limpia`);
  const after = await orphanObjects(sql, store);
  detail +=
    `; tras la limpieza (storage.sweep, ${sweep.seconds.toFixed(1)} s) ${after.objects} objetos, ` +
    `${after.orphans.length} huérfanos, ${after.missing} referenciados sin objeto`;
  return check('ningún objeto huérfano tras la limpieza', after.orphans.length === 0 && after.missing === 0, detail);
}
