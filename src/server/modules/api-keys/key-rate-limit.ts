// Each API key's request budget (decision 0390, shared store: 0393): fixed one-minute windows per
// key. With REDIS_URL the counters live in Redis, shared by every instance like the app's own rate
// limits (decision 0200); else, or while Redis does not answer, in this process (each instance then
// counts its own share, as before).
import type { Redis } from 'ioredis';
import type { FastifyInstance } from 'fastify';

export interface KeyRateLimiter {
  /** Whether one more request of `keyId` fits its per-minute budget. */
  take(keyId: string, perMinute: number, now?: number): Promise<boolean>;
}

const WINDOW_MS = 60_000;

export class MemoryKeyRateLimiter implements KeyRateLimiter {
  private readonly windows = new Map<string, { start: number; count: number }>();
  take(keyId: string, perMinute: number, now = Date.now()): Promise<boolean> {
    const window = this.windows.get(keyId);
    if (!window || now - window.start >= WINDOW_MS) {
      if (this.windows.size > 10_000) this.windows.clear();
      this.windows.set(keyId, { start: now, count: 1 });
      return Promise.resolve(true);
    }
    window.count += 1;
    return Promise.resolve(window.count <= perMinute);
  }
}

export const KEY_RATE_PREFIX = 'vi-api-key-rate:';

/** INCR of the key's current window (which expires with it) in Redis; the memory limiter when Redis fails. */
export class RedisKeyRateLimiter implements KeyRateLimiter {
  constructor(
    private readonly redis: Redis,
    private readonly fallback: KeyRateLimiter = new MemoryKeyRateLimiter(),
  ) {}

  async take(keyId: string, perMinute: number, now = Date.now()): Promise<boolean> {
    const window = Math.floor(now / WINDOW_MS);
    const counter = `${KEY_RATE_PREFIX}${keyId}:${window}`;
    try {
      const [[incrError, count], [expireError]] = (await this.redis
        .multi()
        .incr(counter)
        .pexpire(counter, WINDOW_MS * 2)
        .exec()) as [[Error | null, number], [Error | null, unknown]];
      if (incrError || expireError) throw incrError ?? expireError;
      return count <= perMinute;
    } catch {
      return this.fallback.take(keyId, perMinute, now);
    }
  }
}

/** The app's key limiter, made when the app is built: Redis-backed when REDIS_URL is set (closed with the app). */
export async function createKeyRateLimiter(app: FastifyInstance): Promise<KeyRateLimiter> {
  if (!app.env.REDIS_URL) return new MemoryKeyRateLimiter();
  // ioredis is loaded only with REDIS_URL (decision 0439).
  const { Redis } = await import('ioredis');
  const redis = new Redis(app.env.REDIS_URL, { lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 1, connectTimeout: 1_000 });
  redis.on('error', (error) => app.log.debug({ err: error }, 'api-key rate-limit redis error'));
  redis.connect().catch(() => app.log.warn('REDIS_URL is set but Redis does not answer: API-key budgets are counted per instance until it does'));
  app.addHook('onClose', async () => void redis.disconnect());
  return new RedisKeyRateLimiter(redis);
}
