// The one Redis client of a process (REDIS_URL): the rate limits every instance shares and the marks of people who
// just decided (modules/searches/core/recent-writers.ts). Redis is a help, never a condition: its errors are logged, a
// command fails at once while it is away (no queue of commands waiting for it), and the client reconnects by itself.
import type { Redis } from 'ioredis';
import type { Logger } from '../lib/logger';

export type { Redis };

export type RedisOptions = {
  /** Put before every key: tests give each run its own, so runs sharing one server never meet. */
  keyPrefix?: string;
};

let ioredisLoading: Promise<typeof Redis> | undefined;

export async function createRedis(url: string, logger: Logger, options: RedisOptions = {}): Promise<Redis> {
  // Loaded on first use: a server without REDIS_URL never needs it.
  ioredisLoading ??= import('ioredis').then((module) => module.Redis);
  const redis = new (await ioredisLoading)(url, {
    connectTimeout: 2000,
    // A command that cannot be answered fails instead of holding the request that sent it.
    commandTimeout: 1000,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    keyPrefix: options.keyPrefix,
  });
  let down = false;
  redis.on('error', (error) => {
    // One line per outage, not one per reconnection attempt.
    if (!down) logger.warn({ err: error }, 'redis unavailable');
    down = true;
  });
  redis.on('ready', () => {
    if (down) logger.info('redis available again');
    down = false;
  });
  return redis;
}

/** Settles once the client is connected, has failed its first attempt or `timeoutMs` passed: start-up never waits long. */
export function redisSettled(redis: Redis, timeoutMs = 2500): Promise<void> {
  if (redis.status === 'ready') return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      redis.off('ready', done);
      redis.off('error', done);
      resolve();
    };
    const timer = setTimeout(done, timeoutMs);
    timer.unref();
    redis.once('ready', done);
    redis.once('error', done);
  });
}

/** Throws when Redis does not answer now. */
export async function pingRedis(redis: Redis): Promise<void> {
  if (redis.status !== 'ready') throw new Error(`redis ${redis.status}`);
  await redis.ping();
}

export async function closeRedis(redis: Redis): Promise<void> {
  await redis.quit().catch(() => redis.disconnect());
}
