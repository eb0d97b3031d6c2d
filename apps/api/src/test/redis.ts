// The Redis server of the tests that need one (shared rate limits, recent deciders, readiness): TEST_REDIS_URL, or
// the local one. Each client gets a key prefix of its own unless told to share one, so test files and runs on the
// same server never meet. A test that needs Redis fails with the reason when there is none.
import { randomBytes } from 'node:crypto';
import { createRedis, redisSettled, type Redis } from '../db/redis';
import { createLogger } from '../lib/logger';

export function testRedisUrl(): string {
  return process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
}

export function testRedisPrefix(): string {
  return `vitrina-test-${randomBytes(6).toString('hex')}:`;
}

/** A connected client under `keyPrefix` (a fresh one by default). */
export async function connectTestRedis(keyPrefix = testRedisPrefix()): Promise<Redis> {
  const redis = await createRedis(testRedisUrl(), createLogger('silent'), { keyPrefix });
  await redisSettled(redis, 5000);
  if (redis.status !== 'ready') {
    redis.disconnect();
    throw new Error(`Esta prueba necesita Redis en ${testRedisUrl()} (TEST_REDIS_URL); no respondió.`);
  }
  return redis;
}
