// Prediction in a search (decision 011): its quality and its speed, on a fresh database (PGlite, or a PostgreSQL
// database of its own) of listings made by the seed's own generators.
//
// Quality: simulated participants whose hidden tastes are rules over a listing's fields ("3 rooms or more in
// Palermo or Belgrano under US$ 250.000", "Nike or Adidas, size M, under $ 40.000") decide the first 30 cards of
// their deck by their rule through the API, then call predict/select; its precision and recall on the rest of the
// deck stand beside a baseline that likes the rest at random at the person's own like rate. Each rule runs in two
// orders of the deck (relevance and newest), which put different cards first. Goal: precision ≥ 0.8 at recall ≥ 0.5,
// the means over the decks ready to predict (3 likes and 3 discards among the 30 at least; the others are listed). The
// run exits with 1 when a goal of quality or speed is missed.
//
// Speed: participants of a deck of 5,000 undecided listings (the candidates' cap) with 30 decisions each; each
// runs predict/select through HTTP and, right before, the same SQL and model without HTTP (bare), in the same run.
// Target: p95 ≤ 300 ms through the API.
//
//   node bench/search-predict.mjs [--speed-participants 20] [--speed-only] [--database-url URL] [--sweep JSON]
//     [--decided 30] [--seed N]
import { randomUUID } from 'node:crypto';
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { bundleForBench, root } from './lib.mjs';
import { apiClient, cache, cores, fmt, load, summary } from './search-lib.mjs';

const argument = (name, fallback) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? Number(process.argv[index + 1]) : fallback;
};
const speedParticipants = argument('speed-participants', 20);
// --sweep '[{"threshold":0.7},{"l1":0.01}]': the quality of other model settings beside each run.
const sweep = process.argv.includes('--sweep') ? JSON.parse(process.argv[process.argv.indexOf('--sweep') + 1]) : null;
// --decided 60: how many of the first cards each participant decides before predicting.
const decided = argument('decided', 30);
// --seed 7: another catalogue from the same generators (the figures in decision 011 use the default).
const seed = argument('seed', 20261125);

// --database-url postgres://…/vitrina_predict_bench runs on PostgreSQL: that database is dropped and made anew, so
// never point it at one that holds anything else (such as vitrina_bench).
const urlIndex = process.argv.indexOf('--database-url');
const databaseUrl = urlIndex > 0 ? process.argv[urlIndex + 1] : undefined;
if (databaseUrl) await freshDatabase(databaseUrl);

const bench = await import(await bundleForBench('bench/search-predict-app.mjs', 'search-predict-app.mjs'));
const dataDir = join(cache, 'predict-data');
rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });
const opened = await bench.openSearchBench({ databaseUrl, dataDir, migrationsFolder: join(root, 'apps/api/drizzle') });
console.log(databaseUrl ? `PostgreSQL ${new URL(databaseUrl).pathname.slice(1)}` : 'PGlite (embedded)');

async function freshDatabase(url) {
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  if (name === 'vitrina_bench') throw new Error('vitrina_bench is the other benchmarks’ database');
  const server = new URL(url);
  server.pathname = '/postgres';
  const client = new pg.Client({ connectionString: server.toString() });
  await client.connect();
  try {
    await client.query(`drop database if exists "${name.replaceAll('"', '""')}"`);
    await client.query(`create database "${name.replaceAll('"', '""')}"`);
  } finally {
    await client.end();
  }
}
const { db } = opened;
const app = await opened.app();
await app.listen({ port: 0, host: '127.0.0.1' });
const call = apiClient(app.server.address().port);

// --- The catalogue ------------------------------------------------------------------------------------------------

const random = bench.createRandom(seed);
const seller = await bench.userWithToken(db, 'Inmobiliaria de la medición');
const owner = { agents: ['Laura'], referencePrefix: 'MED' };
const north = ['Palermo', 'Belgrano', 'Colegiales', 'Núñez'].map(bench.placeNamed);
const others = ['Caballito', 'Flores', 'Recoleta'].map(bench.placeNamed);
const listedAt = () => new Date(Date.now() - random.next() * 300 * 24 * 3600 * 1000);
const asRow = (content) => ({
  ...content,
  userId: seller.id,
  public: true,
  relevance: random.next(),
  listedAt: listedAt(),
});

/** Flats and PHs for sale in the north barrios (the property search), and other listings around them. */
function propertyRows(wanted) {
  const rows = [];
  let matching = 0;
  let other = 0;
  while (matching < wanted || other < wanted / 4) {
    const content = bench.generateProperty(random, random.pick(north), owner);
    const fits = ['departamento', 'ph'].includes(content.category) && content.operation === 'venta';
    if (fits && matching < wanted) {
      matching += 1;
      rows.push(asRow(content));
    } else if (!fits && other < wanted / 4) {
      other += 1;
      rows.push(asRow(random.chance(0.5) ? content : bench.generateProperty(random, random.pick(others), owner)));
    }
  }
  return rows;
}

const sportBrands = ['Nike', 'Adidas', 'Topper', 'Vans'];
/** T-shirts of the sport brands (the clothing search), and other garments. */
function clothingRows(wanted) {
  const rows = [];
  let matching = 0;
  let other = 0;
  while (matching < wanted || other < wanted / 4) {
    const content = bench.generateClothing(random, null);
    const fits = content.category === 'remeras' && sportBrands.includes(content.brand);
    if (fits && matching < wanted) {
      matching += 1;
      rows.push(asRow(content));
    } else if (!fits && other < wanted / 4) {
      other += 1;
      rows.push(asRow(content));
    }
  }
  return rows;
}

const started = performance.now();
const rows = [...propertyRows(5200), ...clothingRows(3000)];
const ids = await bench.insertListings(db, rows);
const byId = new Map(ids.map((id, index) => [id, rows[index]]));
console.log(
  `catalogue: ${rows.length.toLocaleString('es-AR')} listings in ${((performance.now() - started) / 1000).toFixed(0)} s`,
);

// --- Participants and their rules ----------------------------------------------------------------------------------

const propertyFilters = [
  { type: 'property', category: 'departamento', operation: 'venta' },
  { type: 'property', category: 'ph', operation: 'venta' },
];
const clothingFilters = [{ type: 'clothing', category: 'remeras', extras: { brands: sportBrands } }];
const barrio = (row) => (row.addressTitle ?? '').split(',').at(-2)?.trim();

const rules = [
  {
    shape: 'property',
    name: '3+ ambientes en Palermo o Belgrano hasta US$ 250.000',
    likes: (row) => row.roomsTotal >= 3 && ['Palermo', 'Belgrano'].includes(barrio(row)) && row.amount <= 250_000,
  },
  {
    shape: 'property',
    name: '2+ ambientes con cochera hasta US$ 220.000',
    likes: (row) => row.roomsTotal >= 2 && (row.parkings ?? 0) >= 1 && row.amount <= 220_000,
  },
  {
    shape: 'property',
    name: 'Núñez o Colegiales, 2 o 3 ambientes',
    likes: (row) => ['Núñez', 'Colegiales'].includes(barrio(row)) && [2, 3].includes(row.roomsTotal),
  },
  {
    shape: 'clothing',
    name: 'Nike o Adidas, talle M, hasta $ 40.000',
    likes: (row) => ['Nike', 'Adidas'].includes(row.brand) && row.sizes.includes('M') && row.amount <= 40_000,
  },
  {
    shape: 'clothing',
    name: 'Topper o Vans, negra o blanca, hasta $ 35.000',
    likes: (row) =>
      ['Topper', 'Vans'].includes(row.brand) &&
      row.colors.some((color) => ['Negro', 'Blanco'].includes(color)) &&
      row.amount <= 35_000,
  },
  {
    shape: 'clothing',
    name: 'Adidas para mujer, talle S o M',
    likes: (row) =>
      row.brand === 'Adidas' && row.gender !== 'hombre' && row.sizes.some((size) => ['S', 'M'].includes(size)),
  },
];

async function ok(response, what) {
  if (response.status >= 300) throw new Error(`${what}: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body;
}

/** A participant with an assisted search of `shape` in `order`, who decided its first 30 cards by `likes`. */
async function participant(shape, order, likes, name) {
  const person = await bench.userWithToken(db, name);
  const filters = shape === 'property' ? propertyFilters : clothingFilters;
  const search = await ok(
    await call('POST', '/search', person.token, {
      uuid: randomUUID(),
      title: 'Búsqueda de la medición',
      filters,
      order,
    }),
    'POST /search',
  );
  await ok(await call('PUT', `/search/${search.id}`, person.token, { filtered: 'assisted' }), 'PUT /search');
  const seen = [];
  while (seen.length < decided) {
    const page = await ok(
      await call('POST', `/search/${search.uuid}/results`, person.token, { except: [] }),
      'results',
    );
    if (!page.length) break;
    for (const card of page.slice(0, decided - seen.length)) {
      const like = likes(byId.get(card.id));
      await ok(
        await call('POST', `/search/${search.uuid}/decision`, person.token, { publication_id: card.id, like }),
        'decision',
      );
      seen.push({ id: card.id, like });
    }
  }
  return { person, search, seen };
}

// --- Quality -------------------------------------------------------------------------------------------------------

console.log(`\nquality: ${decided} decisions by the rule, then predict/select on the rest of the deck`);
const quality = [];
for (const rule of process.argv.includes('--speed-only') ? [] : rules)
  for (const order of ['relevance', 'recent']) {
    const { person, search, seen } = await participant(rule.shape, order, rule.likes, `Participante ${quality.length}`);
    const row = await bench.searchRow(db, search.id);
    // The rest of the deck, as the prediction's candidates read it.
    const rest = await bench.barePrediction(db, row, person.id, []);
    if (sweep) {
      // Other settings of the model on the same decisions, to tune it (nothing is written).
      const line = [];
      for (const options of sweep) {
        const { ids: chosen } = await bench.barePrediction(db, row, person.id, [], options);
        const good = chosen.filter((id) => rule.likes(byId.get(id))).length;
        const all = [...byId.keys()].filter((id) => rule.likes(byId.get(id))).length;
        line.push(
          `${JSON.stringify(options)} ${chosen.length ? (good / chosen.length).toFixed(2) : '–'}@${(good / all).toFixed(2)}`,
        );
      }
      console.log(`  ${rule.name} (${order}): ${line.join('  ')}`);
    }
    // Below the minimum of likes or discards the model is not ready (422): nothing is selected.
    const answer = await call('POST', `/search/${search.uuid}/predict/select`, person.token, {});
    const selected = answer.status === 422 ? { count: 0, ids: [] } : await ok(answer, 'select');
    const decidedIds = new Set(seen.map((item) => item.id));
    const restIds = [...byId.keys()].filter((id) => {
      const listing = byId.get(id);
      const inDeck =
        rule.shape === 'property'
          ? ['departamento', 'ph'].includes(listing.category) && listing.operation === 'venta'
          : listing.category === 'remeras' && sportBrands.includes(listing.brand);
      return inDeck && !decidedIds.has(id);
    });
    const wanted = restIds.filter((id) => rule.likes(byId.get(id))).length;
    const hits = selected.ids.filter((id) => rule.likes(byId.get(id))).length;
    const likeRate = seen.filter((item) => item.like).length / seen.length;
    // The baseline likes each remaining listing with the person's like rate: its expected precision is the rest's
    // share of wanted listings, its recall the like rate.
    quality.push({
      rule: rule.name,
      order,
      likes: seen.filter((item) => item.like).length,
      deck: restIds.length,
      candidates: rest.candidates,
      base: wanted / restIds.length,
      selected: selected.count,
      precision: selected.count ? hits / selected.count : null,
      recall: wanted ? hits / wanted : null,
      randomPrecision: wanted / restIds.length,
      randomRecall: likeRate,
    });
  }

const pct = (value) => (value === null ? '   –' : `${(value * 100).toFixed(0).padStart(3)}%`);
console.log(
  'rule'.padEnd(50),
  'order    ',
  'likes/30',
  ' rest',
  ' wanted',
  'chosen',
  ' prec',
  ' rec',
  '| random prec',
  ' rec',
);
for (const item of quality)
  console.log(
    item.rule.padEnd(50),
    item.order.padEnd(9),
    String(item.likes).padStart(8),
    String(item.deck).padStart(5),
    pct(item.base).padStart(7),
    String(item.selected).padStart(6),
    pct(item.precision),
    pct(item.recall),
    '|',
    pct(item.randomPrecision).padStart(11),
    pct(item.randomRecall),
  );
// What the run missed of its goals: quality (mean precision >= 0.8 at mean recall >= 0.5 over the decks ready to
// predict, per shape) and speed (predict/select p95 <= 300 ms through HTTP).
const failures = [];
for (const shape of quality.length ? ['property', 'clothing'] : []) {
  const runs = quality.filter((item) => rules.find((rule) => rule.name === item.rule).shape === shape);
  const ready = runs.filter((item) => item.likes >= 3 && decided - item.likes >= 3);
  const mean = (key) => ready.reduce((sum, item) => sum + (item[key] ?? 0), 0) / (ready.length || 1);
  console.log(
    `${shape}: ${ready.length}/${runs.length} ready; mean precision ${pct(mean('precision'))} at recall ${pct(mean('recall'))}` +
      ` (random: ${pct(mean('randomPrecision'))} at ${pct(mean('randomRecall'))})`,
  );
  if (!ready.length) failures.push(`${shape}: no deck ready to predict`);
  else if (!(mean('precision') >= 0.8 && mean('recall') >= 0.5))
    failures.push(`${shape}: precision ${pct(mean('precision'))} at recall ${pct(mean('recall'))}`);
}

// --- Speed ---------------------------------------------------------------------------------------------------------

console.log(`\nspeed: ${speedParticipants} participants of the property deck, ${decided} decisions each`);
const rule = rules[0];
const apiTimes = [];
const bareTimes = [];
const countTimes = [];
const sqlTimes = [];
const modelTimes = [];
const inserted = [];
let candidates = 0;
for (let n = 0; n < speedParticipants; n++) {
  // Newest first: the relevance order moves as the likes above raise listings' scores, and would put the listings
  // earlier participants like first in every new deck.
  const { person, search } = await participant('property', 'recent', rule.likes, `Velocidad ${n}`);
  const row = await bench.searchRow(db, search.id);
  const bareStarted = performance.now();
  const bare = await bench.barePrediction(db, row, person.id, []);
  const bareMs = performance.now() - bareStarted;
  const counted = await call('POST', `/search/${search.uuid}/predict/count`, person.token, {});
  const selected = await call('POST', `/search/${search.uuid}/predict/select`, person.token, {});
  // A deck whose first cards held too few likes or discards is not ready (422): not timed, it read no candidates.
  if (selected.status === 422) continue;
  await ok(selected, 'select');
  candidates = bare.candidates;
  bareTimes.push(bareMs);
  sqlTimes.push(bare.sqlMs);
  modelTimes.push(bare.modelMs);
  countTimes.push(counted.ms);
  apiTimes.push(selected.ms);
  inserted.push(selected.body.count);
}
if (!apiTimes.length) {
  console.log(`\ntargets MISSED: no participant's deck was ready to predict, nothing was timed`);
  await app.close();
  await opened.close();
  process.exit(1);
}
const api = summary(apiTimes);
const bareSummary = summary(bareTimes);
console.log(`candidates read: ${candidates.toLocaleString('es-AR')} (cap 5.000)`);
console.log(`predict/select via HTTP: p50 ${fmt(api.p50)}  p95 ${fmt(api.p95)}  (n ${api.n})`);
const counts = summary(countTimes);
console.log(`predict/count via HTTP:  p50 ${fmt(counts.p50)}  p95 ${fmt(counts.p95)}  (n ${counts.n})`);
console.log(`likes inserted by a select: p50 ${summary(inserted).p50}`);
console.log(`bare SQL + model:        p50 ${fmt(bareSummary.p50)}  p95 ${fmt(bareSummary.p95)}  (n ${bareSummary.n})`);
console.log(`  of which SQL p50 ${fmt(summary(sqlTimes).p50)}, model p50 ${fmt(summary(modelTimes).p50)}`);
console.log(`machine: ${cores} cores, load ${load()}`);
if (!(api.p95 <= 300)) failures.push(`predict/select p95 ${api.p95.toFixed(1)} ms > 300 ms`);
console.log(
  `\ntargets: precision >= 0.8 at recall >= 0.5 per shape (decks ready to predict); predict/select p95 <= 300 ms` +
    (failures.length ? ` — MISSED: ${failures.join('; ')}` : ' — met'),
);
if (failures.length) process.exitCode = 1;

await app.close();
await opened.close();
