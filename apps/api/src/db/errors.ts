// Recognises a unique-index violation whatever the driver (pg, PGlite) and however Drizzle wraps it, so queries
// can turn a lost race (two sign-ups with one email, two users on one slug) into a clean answer.
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (
    let current = error as { code?: unknown; constraint?: unknown; cause?: unknown } | undefined, depth = 0;
    current && depth < 4;
    depth++
  ) {
    if (current.code === '23505') return constraint === undefined || current.constraint === constraint;
    current = current.cause as typeof current;
  }
  return false;
}

type ErrorLike = { code?: unknown; message?: unknown; cause?: unknown };

/** The SQLSTATE (or Node socket code) of a database failure, looked for through Drizzle's wrapping. */
export function databaseErrorCode(error: unknown): string | null {
  for (let current = error as ErrorLike | undefined, depth = 0; current && depth < 4; depth++) {
    if (typeof current.code === 'string') return current.code;
    current = current.cause as ErrorLike | undefined;
  }
  return null;
}

// The server ended the session (admin shutdown, crash shutdown, cannot connect now) or the link broke.
const connectionCodes = new Set([
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  'ECONNRESET',
  'ECONNREFUSED',
  'EPIPE',
  'ETIMEDOUT',
]);
// node-postgres reports a lost or unusable connection by message only.
const connectionMessages = [
  'Connection terminated',
  'Client has encountered a connection error',
  'timeout exceeded when trying to connect',
  'Client was closed and is not queryable',
];

/**
 * A failure of the link to the database rather than of the statement: a terminated backend, a restart, a
 * failover. The request may be retried; nothing about it is the client's fault.
 */
export function isConnectionLost(error: unknown): boolean {
  for (let current = error as ErrorLike | undefined, depth = 0; current && depth < 4; depth++) {
    if (typeof current.code === 'string' && connectionCodes.has(current.code)) return true;
    if (
      typeof current.message === 'string' &&
      connectionMessages.some((text) => (current!.message as string).includes(text))
    )
      return true;
    current = current.cause as ErrorLike | undefined;
  }
  return false;
}
