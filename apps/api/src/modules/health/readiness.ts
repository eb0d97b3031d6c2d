// Whether this instance should get traffic (GET /api/health/ready): not while it shuts down, and only while the
// database (and the read copy, when there is one), Redis (when configured) and the file storage answer. Each check
// has a deadline, so a store that hangs makes the answer "not ready" instead of making the probe wait.
import type { FastifyInstance } from 'fastify';
import { messages } from '@vitrina/shared/messages';
import { pingRedis } from '../../db/redis';
import { pingDatabase } from './health.queries';

export type Readiness =
  | { ready: true; redis: 'ok' | 'off' }
  | { ready: false; message: string; failures: { part: string; error: unknown }[] };

/** The longest one check may take. */
export const checkTimeoutMs = 3000;

function withDeadline(check: () => Promise<void>): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no answer within ${checkTimeoutMs} ms`)), checkTimeoutMs);
    timer.unref();
    check().then(
      () => {
        clearTimeout(timer);
        resolve();
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

export async function checkReadiness(app: FastifyInstance): Promise<Readiness> {
  if (app.lifecycle.draining) return { ready: false, message: messages.errors.serviceStopping, failures: [] };
  const { redis, storage } = app;
  const parts: { part: string; message: string; check: () => Promise<void> }[] = [
    {
      part: 'database',
      message: messages.errors.databaseUnavailable,
      check: async () => {
        await pingDatabase(app.db);
        if (app.readDb !== app.db) await pingDatabase(app.readDb);
      },
    },
  ];
  if (redis) parts.push({ part: 'redis', message: messages.errors.redisUnavailable, check: () => pingRedis(redis) });
  // A store that cannot say whether it works is taken at its word (a test's stand-in).
  if (typeof storage.check === 'function')
    parts.push({ part: 'storage', message: messages.errors.storageUnavailable, check: () => storage.check() });

  const results = await Promise.allSettled(parts.map((part) => withDeadline(part.check)));
  const failed = parts.flatMap((part, index) => {
    const result = results[index];
    return result.status === 'rejected' ? [{ ...part, error: result.reason as unknown }] : [];
  });
  if (failed.length === 0) return { ready: true, redis: redis ? 'ok' : 'off' };
  return {
    ready: false,
    message: failed.map((part) => part.message).join(' '),
    failures: failed.map(({ part, error }) => ({ part, error })),
  };
}
