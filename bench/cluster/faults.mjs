// The faults during the load: at a third of the time one API instance is killed with SIGKILL and started again 3 s
// later; at two thirds the worker is stopped with SIGTERM (it should release what it holds) and a new one started.
// Each is logged with its time; the kill's window (from the kill until nginx sends to the instance again) is where
// first-attempt errors are expected.
import { claimedJobs } from './checks.mjs';
import { failTimeoutSeconds } from './nginx.mjs';
import { sleep, stopChild, waitReady } from './processes.mjs';

const at = (stats, ms) => sleep(Math.max(0, ms - stats.now()));
const seconds = (stats) => `${(stats.now() / 1000).toFixed(1).padStart(5)} s`;

/**
 * `cluster`: { apis: [{ started, port, start() }], worker: { started, start() }, readyPath, sql }; the restarted
 * processes replace their entries. Answers the fault windows and what the worker's stop left claimed.
 */
export async function injectFaults({ stats, seconds: total, cluster }) {
  const windows = [];
  const log = [];
  const note = (line) => {
    log.push(`${seconds(stats)}  ${line}`);
    console.log(`  ${seconds(stats)}  ${line}`);
  };

  await at(stats, (total * 1000) / 3);
  const victim = cluster.apis[1];
  const killedAt = stats.now();
  victim.started.child.kill('SIGKILL');
  await victim.started.exited;
  note(`SIGKILL ${victim.started.name} (pid ${victim.started.pid}, port ${victim.port})`);
  await sleep(3000);
  victim.started = victim.start();
  note(`${victim.started.name} started again (pid ${victim.started.pid})`);
  await waitReady(`http://127.0.0.1:${victim.port}${cluster.readyPath}`, {
    started: victim.started,
    timeoutMs: 60_000,
  });
  const readyAt = stats.now();
  note(`${victim.started.name} ready`);
  // nginx takes a failed server back after fail_timeout: requests may still meet the closed port until then.
  windows.push({ name: 'kill', from: killedAt, to: readyAt + failTimeoutSeconds * 1000 });

  await at(stats, (total * 2000) / 3);
  const old = cluster.worker.started;
  note(`SIGTERM ${old.name} (pid ${old.pid})`);
  const status = await stopChild(old, { graceMs: 20_000 });
  const claimedAfterStop = await claimedJobs(cluster.sql);
  note(`${old.name} exited (${status}); jobs still claimed: ${claimedAfterStop}`);
  cluster.worker.started = cluster.worker.start();
  note(`${cluster.worker.started.name} started (pid ${cluster.worker.started.pid})`);
  return { windows, log, claimedAfterStop, workerExit: status };
}
