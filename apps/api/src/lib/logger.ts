// Structured JSON logs (pino). The HTTP server, the worker and the seed share one logger, so a job's lines and
// a request's lines look alike; Fastify adds the request id (`reqId`) to every line of a request.
import { pino, type DestinationStream, type Logger } from 'pino';
import type { LogLevel } from '../config';

export type { Logger };

export function createLogger(level: LogLevel, destination?: DestinationStream): Logger {
  return pino(
    {
      level,
      base: { service: 'vitrina' },
      timestamp: pino.stdTimeFunctions.isoTime,
      // Tokens and cookies never reach the logs.
      redact: { paths: ['req.headers.authorization', 'req.headers.cookie', 'headers.authorization'], censor: '[oculto]' },
    },
    // Synchronous writes: a log line is out before the next statement runs, and a closed stdout (a log reader
    // that died) turns logging off instead of hanging the exit in pino's asynchronous flush.
    destination ?? pino.destination({ dest: 1, sync: true }),
  );
}
