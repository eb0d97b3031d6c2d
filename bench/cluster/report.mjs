// The figures of the load: per kind of request the attempts, first-attempt errors (inside or outside the fault
// windows), final errors after the retries, p50/p95/p99 and the rate; then the errors themselves.
import { loadavg } from 'node:os';
import { percentile } from '../lib.mjs';

const ms = (value) => (value === undefined ? '     -' : `${value.toFixed(0).padStart(6)}`);

/** Whether a time (ms since the load started) falls in one of the windows ({ from, to }). */
const within = (windows, at) => windows.some((window) => at >= window.from && at <= window.to);

export function summarize(stats, { seconds, windows }) {
  const kinds = [...new Set(stats.attempts.map((attempt) => attempt.kind))].filter((kind) => !kind.startsWith('seed'));
  const rows = kinds.map((kind) => {
    const attempts = stats.attempts.filter((attempt) => attempt.kind === kind);
    const answered = attempts.filter(
      (attempt) => attempt.status !== 0 && attempt.status !== 502 && attempt.status !== 503,
    );
    const times = answered.map((attempt) => attempt.ms);
    const first = stats.firstFailures.filter((failure) => failure.kind === kind);
    return {
      kind,
      requests: attempts.length,
      perSecond: attempts.length / seconds,
      firstErrors: first.length,
      firstErrorsOutside: first.filter((failure) => !within(windows, failure.at)).length,
      finalErrors:
        stats.finalFailures.filter((failure) => failure.kind === kind).length +
        stats.unexpected.filter((failure) => failure.kind === kind).length,
      p50: percentile(times, 50),
      p95: percentile(times, 95),
      p99: percentile(times, 99),
    };
  });
  const total = {
    requests: rows.reduce((sum, row) => sum + row.requests, 0),
    firstErrors: stats.firstFailures.length,
    firstErrorsOutside: stats.firstFailures.filter((failure) => !within(windows, failure.at)).length,
    finalErrors: stats.finalFailures.length + stats.unexpected.length,
  };
  return { rows, total, retried: stats.retried };
}

export function printSummary(summary, { seconds, clients }) {
  console.log(`\nload: ${clients} clients through nginx for ${seconds.toFixed(1)} s`);
  console.log(
    'kind               requests    /s  1st errors (outside windows)  final errors   p50 ms   p95 ms   p99 ms',
  );
  for (const row of summary.rows) {
    console.log(
      `${row.kind.padEnd(18)} ${String(row.requests).padStart(8)} ${row.perSecond.toFixed(1).padStart(5)}` +
        `  ${String(row.firstErrors).padStart(10)} ${`(${row.firstErrorsOutside})`.padStart(17)}` +
        `  ${String(row.finalErrors).padStart(12)} ${ms(row.p50)}   ${ms(row.p95)}   ${ms(row.p99)}`,
    );
  }
  const { total } = summary;
  console.log(
    `${'all'.padEnd(18)} ${String(total.requests).padStart(8)} ${(total.requests / seconds).toFixed(1).padStart(5)}` +
      `  ${String(total.firstErrors).padStart(10)} ${`(${total.firstErrorsOutside})`.padStart(17)}` +
      `  ${String(total.finalErrors).padStart(12)}`,
  );
  console.log(
    `retries sent: ${summary.retried}; machine load after the load ${loadavg()
      .map((v) => v.toFixed(2))
      .join(' ')}`,
  );
}

/** The first-attempt errors grouped by second, cause and instance; the final ones one by one. */
export function printErrors(stats) {
  const groups = new Map();
  for (const failure of stats.firstFailures) {
    const cause = failure.status ? `HTTP ${failure.status} via ${failure.upstream ?? '?'}` : `red: ${failure.error}`;
    const key = `${(failure.at / 1000).toFixed(1).padStart(5)} s  ${cause}`;
    groups.set(key, (groups.get(key) ?? 0) + 1);
  }
  if (groups.size) {
    console.log('first-attempt errors (when the client saw them, cause, count):');
    for (const [key, count] of groups) console.log(`  ${key}: ${count}`);
  }
  for (const failure of [...stats.finalFailures, ...stats.unexpected].slice(0, 20)) {
    console.log(
      `final error: ${failure.kind} at ${(failure.at / 1000).toFixed(1)} s, ${failure.status || failure.error} ${failure.body ?? ''}`,
    );
  }
}
