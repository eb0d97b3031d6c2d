// How long a notification takes to reach the push service after its event (target: 2 s at p95): notify() on an
// embedded database, the worker loop running the delivery job (the grouping window of 1 s, its idle poll, the
// encryption and VAPID signature), a loopback push service that verifies and decrypts every message. Beside it,
// the same push service reached by web-push alone (generateRequestDetails and one HTTP POST: what sendNotification
// does, without TLS, which it cannot skip on a loopback service), in the same run.
//   node bench/notify-latency.mjs [events] [spacingMs]
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { bundleForBench, percentile, root } from './lib.mjs';

const events = Number(process.argv[2] ?? 60);
const spacingMs = Number(process.argv[3] ?? 150);

const { openNotifyBench } = await import(
  await bundleForBench('bench/notify-latency-app.mjs', 'notify-latency-app.mjs')
);
const dataDir = mkdtempSync(join(tmpdir(), 'vitrina-notify-bench-'));
const bench = await openNotifyBench({ dataDir, migrationsFolder: join(root, 'apps/api/drizzle'), people: events });
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

try {
  // Events a little apart, as they come from people using the app; each for its own person and group.
  const started = [];
  for (let index = 0; index < events; index += 1) {
    started[index] = performance.now();
    await bench.notify(index);
    await sleep(spacingMs);
  }
  await bench.push.waitFor(events, 60_000);
  const viaWorker = bench.push.received.map((seen) => seen.at - started[Number(seen.name.split('-')[1])]);
  const refused = bench.push.received.filter((seen) => seen.error);
  if (refused.length) throw new Error(`push service refused ${refused.length}: ${refused[0].error}`);

  const bare = [];
  for (let index = 0; index < events; index += 1) {
    const before = bench.push.received.length;
    const start = performance.now();
    await bench.bare(index);
    bare.push(bench.push.received[before].at - start);
  }

  const row = (name, values) =>
    `${name.padEnd(44)} p50 ${percentile(values, 50).toFixed(0).padStart(5)} ms   p95 ${percentile(values, 95)
      .toFixed(0)
      .padStart(5)} ms   max ${Math.max(...values)
      .toFixed(0)
      .padStart(5)} ms`;
  console.log(
    `notify → push service, ${events} events ${spacingMs} ms apart (load ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')})`,
  );
  console.log(row('notify() → worker → push service', viaWorker));
  console.log(row('web-push alone → push service', bare));
  console.log(`target: p95 ≤ 2000 ms → ${percentile(viaWorker, 95) <= 2000 ? 'met' : 'NOT met'}`);
} finally {
  await bench.close();
  rmSync(dataDir, { recursive: true, force: true });
}
