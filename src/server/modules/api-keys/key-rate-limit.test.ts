// Each key's per-minute budget (decision 0393): the same rule in memory and in Redis (when
// TEST_REDIS_URL names one), shared by two instances through Redis, and kept while Redis is away.
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { type KeyRateLimiter, MemoryKeyRateLimiter, RedisKeyRateLimiter } from './key-rate-limit';

const redisUrl = process.env.TEST_REDIS_URL;
const clients: Redis[] = [];
const redisLimiter = () => {
  const redis = new Redis(redisUrl!, { maxRetriesPerRequest: 1 });
  clients.push(redis);
  return new RedisKeyRateLimiter(redis);
};
afterAll(() => clients.forEach((c) => c.disconnect()));

const T0 = 1_764_400_000_000 - (1_764_400_000_000 % 60_000);

function contract(make: () => KeyRateLimiter) {
  it('lets a key make its budget of requests in a minute, refuses the next, and starts again the next minute', async () => {
    const limiter = make();
    const key = randomUUID();
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push(await limiter.take(key, 3, T0 + i * 1_000));
    expect(answers).toEqual([true, true, true, false]);
    expect(await limiter.take(randomUUID(), 3, T0 + 5_000)).toBe(true);
    expect(await limiter.take(key, 3, T0 + 61_000)).toBe(true);
  });
}

describe('API-key rate limits', () => {
  describe('in memory', () => contract(() => new MemoryKeyRateLimiter()));
  describe.each(redisUrl ? [redisUrl] : [])('in Redis (%s)', () => {
    contract(redisLimiter);
    it('two instances share one budget', async () => {
      const [a, b] = [redisLimiter(), redisLimiter()];
      const key = randomUUID();
      const answers = [await a.take(key, 2, T0), await b.take(key, 2, T0 + 1), await a.take(key, 2, T0 + 2)];
      expect(answers).toEqual([true, true, false]);
    });
  });

  it('counts in this process while Redis does not answer', async () => {
    const away = new Redis('redis://127.0.0.1:1', { lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 0, connectTimeout: 200, retryStrategy: () => null });
    away.on('error', () => undefined);
    clients.push(away);
    const limiter = new RedisKeyRateLimiter(away);
    const key = randomUUID();
    expect([await limiter.take(key, 1, T0), await limiter.take(key, 1, T0 + 1)]).toEqual([true, false]);
  });
});
