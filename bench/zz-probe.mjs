import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import pg from 'pg';
import { apiClient, cache, defaultDatabaseUrl, openSeeded, propertyFilters, startApiServer, summary, removeBenchSearches } from './search-lib.mjs';
const { bench, tokenOf } = await openSeeded({ databaseUrl: defaultDatabaseUrl, dataDir: join(cache, 'data'), target: 1_000_000 });
const sql = new pg.Pool({ connectionString: defaultDatabaseUrl, max: 2 });
await removeBenchSearches(sql);
const server = await startApiServer({ databaseUrl: defaultDatabaseUrl, port: 3931 });
const call = apiClient(port = 3931);
var port;
try {
  const { rows: [u] } = await sql.query('select id from users order by id limit 1');
  const token = await tokenOf(bench.db, Number(u.id));
  const created = await call('POST', '/search', token, { uuid: randomUUID(), title: 'probe', filters: propertyFilters });
  const id = created.body.id;
  const pages = [], decisions = [], opens = [], health = [];
  let except = [];
  for (let i = 0; i < 40; i++) {
    const t0 = performance.now(); const h = await fetch(`http://127.0.0.1:3931/api/health`); await h.text(); health.push(performance.now() - t0);
    const o = await call('GET', `/search/${id}`, token); opens.push(o.ms ?? o.time);
    const r = await call('POST', `/search/${id}/results`, token, { except });
    pages.push(r.ms ?? r.time);
    for (const card of r.body.slice(0, 5)) { const d = await call('POST', `/search/${id}/decision`, token, { publication_id: card.id, like: Math.random() < 0.3 }); decisions.push(d.ms ?? d.time); }
    except = r.body.slice(5).map((c) => c.id);
  }
  const f = (s) => JSON.stringify(Object.fromEntries(Object.entries(s).map(([k, v]) => [k, Math.round(v * 10) / 10]))); console.log('health', f(summary(health))); console.log('open', f(summary(opens)), 'page', f(summary(pages)), 'decision', f(summary(decisions)));
} catch (e) { console.error(e); } finally { await server.stop(); await sql.end(); process.exit(0); }
