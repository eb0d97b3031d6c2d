#!/usr/bin/env node
// A search's pages and count on the embedded database (PGlite) with 100,000 listings (target: a page's p95 at most
// 25 ms at a human pace). PGlite lives inside one process, so the app runs in this process too: requests go through
// the whole Fastify app with app.inject (routing, validation, auth, handler, serialization; no socket), and the bare
// statement runs on the same PGlite right after each page. The data folder is kept in
// node_modules/.cache/vitrina-bench/embedded and reused once it holds N listings (seeding 100,000 takes minutes).
// 50 participants, the two searches of the figures with 3,000 decisions each, as bench/search-results.mjs.
// node bench/search-results-embedded.mjs [listings] [seconds at human pace]
import { join } from 'node:path';
import {
  cache,
  cores,
  cursorOf,
  fmt,
  humanPace,
  load,
  openSeeded,
  prepareParticipants,
  removeBenchSearches,
  summary,
} from './search-lib.mjs';

const target = Number(process.argv[2] ?? 100_000);
const seconds = Number(process.argv[3] ?? 60);
const participantsCount = 50;
const shapes = ['property', 'clothing'];

const { bench, pageStatement, deckStatement, countStatement, tokenOf, saveCursor } = await openSeeded({
  databaseUrl: null,
  dataDir: join(cache, 'embedded'),
  target,
});
const app = await bench.app();

/** `pg`'s query interface over the one PGlite connection, for the shared preparation. */
const sql = {
  async query(statement, values = []) {
    const rows = await bench.run(typeof statement === 'string' ? { text: statement, values } : statement);
    return { rows, rowCount: rows.length };
  },
  async connect() {
    return { query: (statement, values) => sql.query(statement, values), release() {} };
  },
};

/** A request through the app, as apiClient makes one over HTTP. */
async function call(method, path, token, body) {
  const started = performance.now();
  const response = await app.inject({
    method,
    url: `/api${path}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(body === undefined ? {} : { payload: body }),
  });
  const ms = performance.now() - started;
  return { status: response.statusCode, body: response.body ? JSON.parse(response.body) : null, ms };
}

let failed = false;
try {
  console.log(`${target.toLocaleString('es-AR')} listings on PGlite, ${cores} cores`);
  const participants = await prepareParticipants({
    sql,
    call,
    tokenOf,
    saveCursor,
    db: bench.db,
    pageStatement,
    count: participantsCount,
    decided: 3000,
  });
  console.log(`${participants.length} participants, 3000 decisions and 20 except ids each per search`);

  const { times, decisionTimes } = await humanPace({
    participants,
    call,
    seconds,
    shapes,
    bare: (search, userId, deck, cursor) => sql.query(deckStatement(bench.db, search, userId, deck, cursor)),
    cursorOf: (search, userId) => cursorOf(sql, search.id, userId),
  });
  console.log(
    `\nhuman pace: ${participantsCount} participants for ${seconds} s (a page every 10 decisions, 1–2 s each)`,
  );
  for (const shape of shapes) {
    const api = summary(times[shape].api);
    const bare = summary(times[shape].bare);
    console.log(
      `results, ${shape.padEnd(8)} app n=${String(api.n).padStart(4)} p50 ${fmt(api.p50)} p95 ${fmt(api.p95)} p99 ${fmt(api.p99)} | bare p50 ${fmt(bare.p50)} p95 ${fmt(bare.p95)} | load ${load()}`,
    );
    if (api.p95 > 25) failed = true;
  }
  const decisions = summary(decisionTimes);
  console.log(`decisions alongside: n=${decisions.n} p50 ${fmt(decisions.p50)} p95 ${fmt(decisions.p95)}`);

  console.log('\ncount: each participant in turn, beside its bare statement');
  for (const shape of shapes) {
    const api = [];
    const bare = [];
    for (const participant of participants.slice(0, 20)) {
      const search = participant.searches[shape];
      const answer = await call('GET', `/search/${search.uuid}/count`, participant.token);
      if (answer.status !== 200) throw new Error(`count: ${answer.status}`);
      api.push(answer.ms);
      const started = performance.now();
      await sql.query(countStatement(search, participant.userId));
      bare.push(performance.now() - started);
    }
    const a = summary(api);
    const b = summary(bare);
    console.log(
      `count, ${shape.padEnd(8)} app p50 ${fmt(a.p50)} p95 ${fmt(a.p95)} | bare p50 ${fmt(b.p50)} p95 ${fmt(b.p95)}`,
    );
  }
  console.log(`\ntarget: results p95 <= 25 ms${failed ? ' — MISSED' : ' — met'}`);
  if (failed) process.exitCode = 1;
} finally {
  await removeBenchSearches(sql).catch(() => {});
  await app.close();
  await bench.close();
}
