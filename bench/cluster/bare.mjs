// The bare figure beside the API's, as the search benchmarks print it: the statements the API runs for a deck's
// page (readDeckPage's one statement) and for a decision (the search lookup and the upsert), rendered from the
// current sources by bench/search-app.mjs and sent through `pg` alone by the same number of concurrent callers,
// on the searches the load's clients made, with as many connections as the API instances have between them.
import { join } from 'node:path';
import pg from 'pg';
import { bundleForBench, percentile, root } from '../lib.mjs';

export async function bareFigures({ databaseUrl, runDir, pairs, clients, seconds, connections }) {
  const { openSearchBench, deckStatement, decisionStatements } = await import(
    await bundleForBench('bench/search-app.mjs', 'search-app.mjs')
  );
  const bench = await openSearchBench({
    databaseUrl,
    dataDir: join(runDir, 'bare'),
    migrationsFolder: join(root, 'apps/api/drizzle'),
  });
  const sql = new pg.Pool({ connectionString: databaseUrl, max: connections });
  sql.on('error', () => {});
  try {
    const { rows } = await sql.query(
      `select s.id, s.uuid::text as uuid, s.filters, s.places, s."order", u.id as user_id, p.cursor
       from unnest($1::text[], $2::text[]) as a(uuid, email)
       join searches s on s.uuid::text = a.uuid join users u on u.email = a.email
       left join search_participants p on p.search_id = s.id and p.user_id = u.id`,
      [pairs.map((pair) => pair.uuid), pairs.map((pair) => pair.email)],
    );
    if (rows.length === 0) throw new Error('ninguna búsqueda con decisiones para la medición directa');
    const searches = rows.map((row) => ({ ...row, id: Number(row.id), userId: Number(row.user_id) }));
    const results = [];
    const decisions = [];
    const deadline = performance.now() + seconds * 1000;
    await Promise.all(
      Array.from({ length: clients }, async (_, index) => {
        const search = searches[index % searches.length];
        while (performance.now() < deadline) {
          let started = performance.now();
          // Rows as arrays: the listing's and the publisher's columns share names; the listing's id comes first.
          const statement = deckStatement(bench.db, search, search.userId, [], search.cursor);
          const page = await sql.query({ ...statement, rowMode: 'array' });
          results.push(performance.now() - started);
          const id = page.rows[0] && Number(page.rows[0][0]);
          if (!id) continue;
          started = performance.now();
          const [find, decide] = decisionStatements(search, search.userId, id, Math.random() < 0.4);
          await sql.query(find);
          await sql.query(decide);
          decisions.push(performance.now() - started);
        }
      }),
    );
    const figure = (times) => ({
      n: times.length,
      perSecond: times.length / seconds,
      p50: percentile(times, 50),
      p95: percentile(times, 95),
      p99: percentile(times, 99),
    });
    return { results: figure(results), decisions: figure(decisions) };
  } finally {
    await sql.end();
    await bench.close();
  }
}

export function printBare(bare, api, { clients, seconds, connections }) {
  console.log(
    `\nbare: the same statements through pg alone, ${clients} callers on ${connections} connections for ${seconds} s`,
  );
  const line = (label, figure) =>
    `${label.padEnd(26)} ${figure.perSecond.toFixed(1).padStart(7)}/s  p50 ${figure.p50?.toFixed(1) ?? '-'} ms` +
    `  p95 ${figure.p95?.toFixed(1) ?? '-'} ms  p99 ${figure.p99?.toFixed(1) ?? '-'} ms`;
  for (const [kind, label] of [
    ['search.results', 'results'],
    ['decision', 'decision'],
  ]) {
    const row = api.rows.find((candidate) => candidate.kind === kind);
    const own = kind === 'decision' ? bare.decisions : bare.results;
    if (row) console.log(line(`api  ${label} (in the mix)`, row));
    console.log(line(`bare ${label}`, own));
  }
}
