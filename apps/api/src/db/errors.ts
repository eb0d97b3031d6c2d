// Recognises a unique-index violation whatever the driver (pg, PGlite) and however Drizzle wraps it, so queries
// can turn a lost race (two sign-ups with one email, two users on one slug) into a clean answer.
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (let current = error as { code?: unknown; constraint?: unknown; cause?: unknown } | undefined, depth = 0; current && depth < 4; depth++) {
    if (current.code === '23505') return constraint === undefined || current.constraint === constraint;
    current = current.cause as typeof current;
  }
  return false;
}
