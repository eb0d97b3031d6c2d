#!/usr/bin/env node
// The query box's parser (targets: exact filters, places and order on >= 95% of the labelled queries, p95
// <= 2 ms a query). Runs the labelled set through the parser, then times every query over several rounds beside two
// bare passes over the same sentences in the same run: the tokenizer alone, and one regular expression that finds
// the figures and a few keywords (what the least a parser must do costs).
// node bench/query-parse.mjs [rounds]
import { isDeepStrictEqual } from 'node:util';
import { bundleForBench, percentile } from './lib.mjs';

const rounds = Number(process.argv[2] ?? 20);
const { parseQuery, tokenize, labelled } = await import(
  await bundleForBench('bench/query-parse-app.mjs', 'query-parse-app.mjs')
);
const plain = (value) => JSON.parse(JSON.stringify(value));

// The first call builds the gazetteer's index and the lexicon: timed apart, as a person's first keystroke pays it.
const coldStart = process.hrtime.bigint();
parseQuery('depto en palermo');
const cold = Number(process.hrtime.bigint() - coldStart) / 1e6;

let exact = 0;
for (const item of labelled) {
  const result = parseQuery(item.query);
  const got = {
    filters: plain(result.filters),
    places: result.places.map((place) => place.reference),
    order: result.order,
  };
  if (isDeepStrictEqual(got, { filters: item.filters, places: item.places, order: item.order })) exact++;
}

const keywords = /\d+(?:[.,]\d+)*|depto|casa|ph|venta|alquiler|ambientes?|talle|usd|d[oó]lares|pesos/giu;
const passes = {
  parser: (text) => parseQuery(text),
  tokenizer: (text) => tokenize(text),
  'one regex': (text) => text.match(keywords),
};

function time(pass) {
  const times = [];
  for (let round = 0; round < rounds; round++)
    for (const item of labelled) {
      const start = process.hrtime.bigint();
      pass(item.query);
      times.push(Number(process.hrtime.bigint() - start) / 1e6);
    }
  return times;
}

for (const pass of Object.values(passes)) time(pass); // warm up every pass alike

const score = (100 * exact) / labelled.length;
console.log(
  `labelled queries: ${labelled.length}; exact filters, places and order: ${exact} (${score.toFixed(1)}%, target >= 95%)`,
);
console.log(`first call (index and lexicon built): ${cold.toFixed(2)} ms`);
console.log(`per query, ${rounds} rounds of the set:`);
for (const [name, pass] of Object.entries(passes)) {
  const times = time(pass);
  const p50 = percentile(times, 50);
  const p95 = percentile(times, 95);
  const p99 = percentile(times, 99);
  console.log(`  ${name.padEnd(10)} p50 ${p50.toFixed(3)} ms  p95 ${p95.toFixed(3)} ms  p99 ${p99.toFixed(3)} ms`);
}
console.log(
  `load average: ${(await import('node:os'))
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ')}`,
);
