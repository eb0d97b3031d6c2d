// The child processes of the cluster benchmark: each one started here is tracked by pid, its output kept in a log
// file of the run's temporary folder, and every one still alive is ended when the run ends, fails or is interrupted.
import { spawn } from 'node:child_process';
import { createWriteStream, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { root } from '../lib.mjs';

const running = new Map();

/** Starts `command args` with its output appended to `<logDir>/<name>.log`; answers { name, pid, child, exited }. */
export function startChild(name, command, args, { env = {}, logDir, cwd = root } = {}) {
  const log = join(logDir, `${name}.log`);
  const out = createWriteStream(log, { flags: 'a' });
  const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout.pipe(out, { end: false });
  child.stderr.pipe(out, { end: false });
  const started = { name, pid: child.pid, child, log, exitStatus: null };
  started.exited = new Promise((resolve) =>
    child.on('exit', (code, signal) => {
      running.delete(child.pid);
      started.exitStatus = code ?? signal;
      resolve(started.exitStatus);
    }),
  );
  child.on('error', (error) => out.write(`spawn error: ${error.message}\n`));
  running.set(child.pid, started);
  return started;
}

/** The last lines a child wrote, for an error message. */
export function tail(started, lines = 15) {
  try {
    return readFileSync(started.log, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '';
  }
}

/** SIGTERM, then SIGKILL after `graceMs`; answers the exit code or signal. */
export async function stopChild(started, { graceMs = 10_000 } = {}) {
  if (started.exitStatus !== null) return started.exitStatus;
  started.child.kill('SIGTERM');
  const timer = setTimeout(() => started.child.kill('SIGKILL'), graceMs);
  const status = await started.exited;
  clearTimeout(timer);
  return status;
}

/** Ends every child still running, each by its own pid. */
export async function stopAll() {
  await Promise.all([...running.values()].map((started) => stopChild(started, { graceMs: 5000 })));
}

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `url` until it answers 200; throws after `timeoutMs`, or at once when `started` has exited. */
export async function waitReady(url, { started, timeoutMs = 60_000 } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (started && started.exitStatus !== null) {
      throw new Error(`${started.name} terminó (${started.exitStatus}) antes de estar listo:\n${tail(started)}`);
    }
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      await response.arrayBuffer();
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await sleep(50);
  }
  throw new Error(`${url} no respondió en ${timeoutMs / 1000} s${started ? `:\n${tail(started)}` : ''}`);
}

/**
 * Per child log of the run: how many lines were logged at error level or above (pino's 50 and 60, nginx's [error]
 * and worse, a stack trace), and the first of them.
 */
export function loggedErrors(runDir, names) {
  return names.map((name) => {
    const file = name === 'nginx' ? join(runDir, 'nginx', 'error.log') : join(runDir, `${name}.log`);
    let lines = [];
    try {
      lines = readFileSync(file, 'utf8').split('\n');
    } catch {
      // never started
    }
    const errors = lines.filter((line) => /"level":(50|60)|\[(error|crit|alert|emerg)\]|^\s*\w*Error\b/.test(line));
    return { name, count: errors.length, first: errors[0]?.slice(0, 400) ?? null };
  });
}
