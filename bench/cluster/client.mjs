// One load client: keep-alive HTTP from its own loopback address (so each client is one IP to the rate limits, as
// people behind the proxy are), and the retry policy: a network error, a 502 or a 503 sends the same request again
// (same body, same Idempotency-Key) up to 3 times with a short back-off. Every attempt is recorded in `stats`.
import http from 'node:http';
import { sleep } from './processes.mjs';

const retryStatuses = new Set([502, 503]);
export const maxRetries = 3;

/** The figures of a run: every attempt, by kind; first failures and final failures, each with its time and cause. */
export function createStats(origin) {
  return {
    origin,
    attempts: [],
    firstFailures: [],
    finalFailures: [],
    unexpected: [],
    retried: 0,
    now() {
      return performance.now() - origin;
    },
  };
}

export function createClient({ host, port, localAddress, stats, timeoutMs = 30_000, maxSockets = 2 }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets, localAddress });

  function send({ method, path, headers = {}, body }) {
    return new Promise((resolve, reject) => {
      const request = http.request(
        {
          host,
          port,
          method,
          path,
          agent,
          headers: { ...headers, ...(body ? { 'content-length': body.length } : {}) },
        },
        (response) => {
          const chunks = [];
          response.on('data', (chunk) => chunks.push(chunk));
          response.on('end', () =>
            resolve({ status: response.statusCode, headers: response.headers, body: Buffer.concat(chunks) }),
          );
          response.on('error', reject);
        },
      );
      request.setTimeout(timeoutMs, () => request.destroy(new Error(`sin respuesta en ${timeoutMs / 1000} s`)));
      request.on('error', reject);
      request.end(body);
    });
  }

  /**
   * Sends `request` under `kind` with the retry policy; answers the last response (its status may be any), or null
   * when every attempt failed (recorded as a final failure). `attempts` on the answer: how many were sent.
   */
  async function call(kind, request) {
    for (let attempt = 0; attempt <= maxRetries; attempt++) {
      const started = stats.now();
      let failure;
      try {
        const response = await send(request);
        const ended = stats.now();
        stats.attempts.push({ kind, started, ms: ended - started, status: response.status, attempt });
        if (!retryStatuses.has(response.status)) return { ...response, attempts: attempt + 1 };
        failure = { status: response.status, upstream: response.headers['x-upstream'] ?? null };
      } catch (error) {
        const ended = stats.now();
        stats.attempts.push({ kind, started, ms: ended - started, status: 0, attempt });
        failure = { status: 0, error: error.code ?? error.message };
      }
      // `at`: when the client saw the failure (a request in flight at a kill started before it).
      const record = { kind, started, at: stats.now(), ...failure };
      if (attempt === 0) stats.firstFailures.push(record);
      if (attempt === maxRetries) {
        stats.finalFailures.push(record);
        return null;
      }
      stats.retried++;
      await sleep(250 * (attempt + 1));
    }
    return null;
  }

  return { call, send, close: () => agent.destroy() };
}

/** A JSON request, with the bearer token when there is one. */
export function json(method, path, token, body) {
  return {
    method,
    path,
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : Buffer.from(JSON.stringify(body)),
  };
}

/** A multipart request as a browser's FormData sends it (entries: [name, string | { data, filename, type }]). */
export async function multipart(method, path, token, entries, headers = {}) {
  const form = new FormData();
  for (const [name, value] of entries) {
    if (typeof value === 'string') form.append(name, value);
    else form.append(name, new Blob([value.data], { type: value.type }), value.filename);
  }
  const encoded = new Request('http://cluster.bench/', { method: 'POST', body: form });
  return {
    method,
    path,
    headers: { 'content-type': encoded.headers.get('content-type'), authorization: `Bearer ${token}`, ...headers },
    body: Buffer.from(await encoded.arrayBuffer()),
  };
}

/** Records an answer the client did not expect (a wrong status after its retries): a final error of the run. */
export function unexpected(stats, kind, response) {
  const text = response ? response.body.toString('utf8').slice(0, 300) : '';
  stats.unexpected.push({ kind, at: stats.now(), status: response?.status ?? 0, body: text });
}

export const parse = (response) => JSON.parse(response.body.toString('utf8'));
