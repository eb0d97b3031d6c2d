// The checks after the load: what was acknowledged is stored exactly once, every photo reads the same through each
// instance, no job is left claimed or stuck (the store's orphans: orphans.mjs), and the host a request is for is the
// one nginx served. Each answers { name, ok, detail }.
import http from 'node:http';

const check = (name, ok, detail) => ({ name, ok, detail });

export async function decisionsStoredOnce(sql, decisions) {
  const unique = [...new Map(decisions.map((d) => [`${d.uuid}|${d.email}|${d.publicationId}`, d])).values()];
  const { rows } = await sql.query(
    `select a.uuid, a.email, a.publication_id, count(d.publication_id)::int as n
     from unnest($1::text[], $2::text[], $3::bigint[]) as a(uuid, email, publication_id)
     left join searches s on s.uuid::text = a.uuid
     left join users u on u.email = a.email
     left join search_decisions d on d.search_id = s.id and d.user_id = u.id and d.publication_id = a.publication_id
     group by 1, 2, 3`,
    [unique.map((d) => d.uuid), unique.map((d) => d.email), unique.map((d) => d.publicationId)],
  );
  const missing = rows.filter((row) => row.n === 0).length;
  const repeated = rows.filter((row) => row.n > 1).length;
  return check(
    'decisiones reconocidas guardadas una vez',
    missing === 0 && repeated === 0 && rows.length === unique.length,
    `${unique.length} reconocidas, ${rows.length - missing - repeated} guardadas una vez, ${missing} faltan, ${repeated} repetidas`,
  );
}

export async function listingsStoredOnce(sql, { listings, attemptedTitles }) {
  const { rows } = await sql.query(
    `select a.title, count(p.id)::int as n, min(p.id)::bigint as id,
       (select count(*)::int from publication_media m where m.publication_id = min(p.id)) as media
     from unnest($1::text[]) as a(title) left join publications p on p.title = a.title group by a.title`,
    [attemptedTitles],
  );
  const byTitle = new Map(rows.map((row) => [row.title, row]));
  let wrong = 0;
  for (const listing of listings) {
    const row = byTitle.get(listing.title);
    if (!row || row.n !== 1 || Number(row.id) !== listing.id || row.media !== listing.images) wrong++;
  }
  const acknowledgedTitles = new Set(listings.map((listing) => listing.title));
  const duplicated = rows.filter((row) => row.n > 1).length;
  const unacknowledgedStored = rows.filter((row) => row.n === 1 && !acknowledgedTitles.has(row.title)).length;
  return check(
    'publicaciones reconocidas guardadas una vez',
    wrong === 0 && duplicated === 0,
    `${listings.length} reconocidas de ${attemptedTitles.length} intentadas; ${wrong} faltan o difieren (fotos), ` +
      `${duplicated} títulos repetidos, ${unacknowledgedStored} guardadas sin respuesta al cliente`,
  );
}

/** Every photo and thumbnail of every listing, through each instance directly: 200 and the stored size. */
export async function imagesReadable(sql, ports) {
  const { rows } = await sql.query(
    `select file as key, size from publication_media
     union all select thumbnail, thumbnail_size from publication_media where thumbnail is not null`,
  );
  let bad = 0;
  const examples = [];
  let next = 0;
  async function reader() {
    while (next < rows.length) {
      const { key, size } = rows[next++];
      const lengths = [];
      for (const port of ports) {
        try {
          const response = await fetch(`http://127.0.0.1:${port}/uploads/${key}`);
          const bytes = await response.arrayBuffer();
          lengths.push(response.status === 200 ? bytes.byteLength : `estado ${response.status}`);
        } catch (error) {
          lengths.push(error.message);
        }
      }
      const expected = size ?? lengths[0];
      if (!lengths.every((length) => length === expected)) {
        bad++;
        if (examples.length < 3) examples.push(`${key}: ${lengths.join(' / ')} (esperado ${expected})`);
      }
    }
  }
  await Promise.all(Array.from({ length: 8 }, reader));
  return check(
    `cada foto legible en las ${ports.length} instancias`,
    bad === 0 && rows.length > 0,
    `${rows.length} archivos × ${ports.length} instancias, ${bad} con error${examples.length ? `: ${examples.join('; ')}` : ''}`,
  );
}

/**
 * The host is nginx's to name: a pending microsite's host answers its status page (503) when it is the request's
 * host, and a client that sends it as its own X-Forwarded-Host to the platform's address gets the platform. That 503
 * is an answer, not a failed instance: the platform is still served right after it.
 */
export async function hostChosenByProxy(sql, { port, tag }) {
  const host = `pendiente-${tag}.ejemplo.com.ar`;
  await sql.query(
    `insert into microsites (name, host, status, style, settings) values ($1, $2, 'pending', '{}', '{}')`,
    [`Pendiente ${tag}`, host],
  );
  const page = (headers, path = '/') =>
    new Promise((resolve, reject) => {
      const request = http.get({ host: '127.0.0.1', port, path, headers }, (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode));
      });
      request.on('error', reject);
    });
  const spoofed = await page({ host: `127.0.0.1:${port}`, 'x-forwarded-host': host });
  const own = await page({ host });
  const after = await page({ host: `127.0.0.1:${port}` }, '/api/health');
  return check(
    'el host lo elige nginx, no el X-Forwarded-Host del cliente',
    own === 503 && spoofed !== 503 && spoofed !== 502 && after === 200,
    `su host: ${own} (esperado 503); la plataforma con X-Forwarded-Host de ese host: ${spoofed}; ` +
      `la plataforma después: ${after} (esperado 200)`,
  );
}

/** Jobs a worker holds: claimed (locked_at) and not finished. */
export async function claimedJobs(sql) {
  const { rows } = await sql.query(
    `select count(*)::int as n from jobs where locked_at is not null and done_at is null and failed_at is null`,
  );
  return rows[0].n;
}

/** Jobs due before `before` and still pending: work the workers left behind. */
export async function stuckJobs(sql, before) {
  const { rows } = await sql.query(
    `select count(*)::int as n, string_agg(distinct type, ', ') as types from jobs
     where done_at is null and failed_at is null and run_at < $1`,
    [before],
  );
  return rows[0];
}

export async function jobCounts(sql) {
  const { rows } = await sql.query(
    `select count(*)::int as total, count(done_at)::int as done, count(failed_at)::int as failed,
       count(*) filter (where attempts > 1)::int as retried from jobs`,
  );
  return rows[0];
}

export { check };
