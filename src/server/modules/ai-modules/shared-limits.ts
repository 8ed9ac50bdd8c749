// Rate limits and provider health shared by every app instance (decision 0231). Rate-limit
// counters live in Redis when REDIS_URL is set (the project's cross-instance counter store), else in
// PostgreSQL under a row lock; health judgements in PostgreSQL (written only when they change).
// Every store applies the same rule (decideRateLimit): only where the counters live differs.
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { RateLimits } from '@shared/ai-modules/ai-modules.schemas';
import type { Database } from '../../db/client';
import { aiProviderHealth, aiRateLimits } from '../../db/schema';
import type { ScopedHealth, SharedHealthStore } from './gateway/health-monitor';
import { adjustCounters, blockCounters, DAY_MS, decideRateLimit, emptyCounters, type RateLimitCounters, type RateLimitDecision, type RateLimitStore } from './gateway/rate-limit';

/** Counters in `ai_rate_limits`, read and written under a row lock: one decision at a time per key. */
export class PgRateLimitStore implements RateLimitStore {
  constructor(private readonly db: Database) {}

  private async update<T>(key: string, now: number, change: (stored: RateLimitCounters) => { next: RateLimitCounters; result: T }): Promise<T> {
    return this.db.transaction(async (tx) => {
      // The row exists before it is locked, so two first requests of a key cannot both count into it.
      await tx
        .insert(aiRateLimits)
        .values({ key, ...emptyCounters(now) })
        .onConflictDoNothing();
      const [locked] = await tx.select().from(aiRateLimits).where(eq(aiRateLimits.key, key)).for('update');
      const { next, result } = change(locked!);
      await tx.update(aiRateLimits).set(next).where(eq(aiRateLimits.key, key));
      return result;
    });
  }

  acquire(key: string, limits: RateLimits, tokens: number, now: number): Promise<RateLimitDecision> {
    return this.update(key, now, (stored) => {
      const { decision, next } = decideRateLimit(stored, limits, tokens, now);
      return { next, result: decision };
    });
  }

  adjust(key: string, tokensDelta: number, now: number): Promise<void> {
    return this.update(key, now, (stored) => ({ next: adjustCounters(stored, tokensDelta, now), result: undefined }));
  }

  block(key: string, until: number, now: number): Promise<void> {
    return this.update(key, now, (stored) => ({ next: blockCounters(stored, until, now), result: undefined }));
  }
}

/** Writes the value only when the key still holds what was read (compare-and-set). */
const COMPARE_AND_SET = `
local current = redis.call('GET', KEYS[1])
if (current or '') ~= ARGV[1] then return 0 end
redis.call('SET', KEYS[1], ARGV[2], 'PX', ARGV[3])
return 1`;

const REDIS_PREFIX = 'vi-ai-rate:';
const MAX_CAS_ROUNDS = 50;

/**
 * Counters in Redis as one JSON value per key, changed by compare-and-set (a Lua script): two
 * instances deciding at once retry instead of both counting into one free slot. When Redis does
 * not answer, the PostgreSQL store decides (AI requests are not refused because Redis is away).
 */
export class RedisRateLimitStore implements RateLimitStore {
  constructor(
    private readonly redis: Redis,
    private readonly fallback: RateLimitStore,
    private readonly log?: FastifyBaseLogger,
  ) {}

  private async change<T>(key: string, now: number, change: (stored: RateLimitCounters | null) => { next: RateLimitCounters; result: T }): Promise<T> {
    const redisKey = REDIS_PREFIX + key;
    for (let round = 0; round < MAX_CAS_ROUNDS; round++) {
      const raw = await this.redis.get(redisKey);
      const { next, result } = change(raw ? (JSON.parse(raw) as RateLimitCounters) : null);
      // Kept through the day window and any block, then forgotten.
      const ttl = Math.max(DAY_MS, next.blockedUntil - now) + 60_000;
      const written = await this.redis.eval(COMPARE_AND_SET, 1, redisKey, raw ?? '', JSON.stringify(next), String(ttl));
      if (written === 1) return result;
    }
    throw new Error(`rate-limit key ${key}: too much contention`);
  }

  private async guarded<T>(work: () => Promise<T>, fallback: () => Promise<T>): Promise<T> {
    if (this.redis.status !== 'ready') return fallback();
    try {
      return await work();
    } catch (error) {
      this.log?.warn({ err: error }, 'AI rate limits: Redis failed, counting in PostgreSQL');
      return fallback();
    }
  }

  acquire(key: string, limits: RateLimits, tokens: number, now: number): Promise<RateLimitDecision> {
    return this.guarded(
      () =>
        this.change(key, now, (stored) => {
          const { decision, next } = decideRateLimit(stored, limits, tokens, now);
          return { next, result: decision };
        }),
      () => this.fallback.acquire(key, limits, tokens, now),
    );
  }

  adjust(key: string, tokensDelta: number, now: number): Promise<void> {
    return this.guarded(
      () => this.change(key, now, (stored) => ({ next: adjustCounters(stored, tokensDelta, now), result: undefined })),
      () => this.fallback.adjust(key, tokensDelta, now),
    );
  }

  block(key: string, until: number, now: number): Promise<void> {
    return this.guarded(
      () => this.change(key, now, (stored) => ({ next: blockCounters(stored, until, now), result: undefined })),
      () => this.fallback.block(key, until, now),
    );
  }
}

type HealthRow = typeof aiProviderHealth.$inferSelect;
const healthOut = (r: HealthRow): ScopedHealth => ({
  provider: r.provider as ScopedHealth['provider'],
  scope: r.scope,
  status: r.status,
  latency: r.latency,
  errorRate: r.errorRate,
  lastCheck: r.lastCheck.toISOString(),
  nextCheck: r.nextCheck.toISOString(),
});

/** The instances' latest judgement per provider and key scope, one row each. */
export class PgHealthStore implements SharedHealthStore {
  constructor(private readonly db: Database) {}

  async get(provider: ScopedHealth['provider'], scope: string): Promise<ScopedHealth | null> {
    const [row] = await this.db
      .select()
      .from(aiProviderHealth)
      .where(and(eq(aiProviderHealth.provider, provider), eq(aiProviderHealth.scope, scope)));
    return row ? healthOut(row) : null;
  }

  async publish(h: ScopedHealth): Promise<void> {
    const values = { status: h.status, latency: h.latency, errorRate: h.errorRate, lastCheck: new Date(h.lastCheck), nextCheck: new Date(h.nextCheck) };
    await this.db
      .insert(aiProviderHealth)
      .values({ provider: h.provider, scope: h.scope, ...values })
      .onConflictDoUpdate({ target: [aiProviderHealth.provider, aiProviderHealth.scope], set: values });
  }

  async list(scope: string): Promise<ScopedHealth[]> {
    return (await this.db.select().from(aiProviderHealth).where(eq(aiProviderHealth.scope, scope)).orderBy(aiProviderHealth.provider)).map(healthOut);
  }
}
