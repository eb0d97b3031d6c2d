// Structured JSON logs (pino). The HTTP server, the worker and the seed share one logger, so a job's lines and
// a request's lines look alike; Fastify adds the request id (`reqId`) to every line of a request. Nothing secret
// reaches the logs: headers that carry credentials are censored, and a failed query's error loses its bound
// values (emails, names, code hashes), which Drizzle puts in the message and in `params`.
import { pino, type DestinationStream, type Logger } from 'pino';
import type { LogLevel } from '../config';

export type { Logger };

const credentialHeaders = ['authorization', 'cookie', '["set-cookie"]', '["proxy-authorization"]'];
// A request's headers as Fastify logs them (`req`), a bare headers object, and one nested a level down.
const redactedPaths = [
  'authorization',
  ...['req.headers', 'headers', '*.headers'].flatMap((prefix) =>
    credentialHeaders.map((header) => (header.startsWith('[') ? `${prefix}${header}` : `${prefix}.${header}`)),
  ),
];

/**
 * A copy of an error without the values bound to a failed query: Drizzle's `params` (also appended to its message,
 * hence to the stack's first line), PostgreSQL's `detail` ("Key (email)=(…) already exists.") and any bound value
 * the database quotes in its own message down the causes ('invalid input syntax for type integer: "…"').
 */
function withoutQueryValues(error: unknown, hidden: string[] = [], depth = 0): unknown {
  if (!(error instanceof Error) || depth > 5) return error;
  const record = error as Error & Record<string, unknown>;
  const params = Array.isArray(record.params) ? record.params : [];
  // Short values (ids, flags) are no secret, and hiding them would garble the message.
  const values = [...hidden, ...params.map((value) => String(value)).filter((value) => value.length >= 3)].sort(
    (a, b) => b.length - a.length,
  );
  if (values.length === 0 && !('detail' in record) && !(record.cause instanceof Error)) return error;
  const hide = (text: string) => values.reduce((result, value) => result.split(value).join('[oculto]'), text);
  const message = hide('params' in record ? error.message.split('\nparams: ')[0] : error.message);
  const copy = Object.create(Object.getPrototypeOf(error) as object) as Record<string, unknown>;
  for (const key of Object.keys(record)) if (key !== 'params' && key !== 'detail') copy[key] = record[key];
  copy.message = message;
  copy.stack = error.stack === undefined ? undefined : hide(error.stack.replace(error.message, message));
  if (record.cause !== undefined) copy.cause = withoutQueryValues(record.cause, values, depth + 1);
  return copy;
}

export function createLogger(level: LogLevel, destination?: DestinationStream): Logger {
  return pino(
    {
      level,
      base: { service: 'vitrina' },
      timestamp: pino.stdTimeFunctions.isoTime,
      // Tokens and cookies never reach the logs.
      redact: { paths: redactedPaths, censor: '[oculto]' },
      serializers: { err: (error: unknown) => pino.stdSerializers.err(withoutQueryValues(error) as Error) },
    },
    // Synchronous writes: a log line is out before the next statement runs, and a closed stdout (a log reader
    // that died) turns logging off instead of hanging the exit in pino's asynchronous flush.
    destination ?? pino.destination({ dest: 1, sync: true }),
  );
}
