// Provider rate limits and health shared by app instances (decision 0231): the stores keep the
// rate-limit contract on PostgreSQL (and Redis when TEST_REDIS_URL names one), concurrent
// decisions never over-count, and two app instances on one database see each other's 429 block
// and each other's "down" provider without calling the provider again.
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROVIDER_RATE_LIMITS } from '@shared/ai-modules/ai-modules.constants';
import { buildApp } from '../../app';
import { subscriptions } from '../../db/schema';
import { demoTenantId } from '../../db/seed';
import { loadEnv } from '../../env';
import { buildTestApp, injectAs, signIn, TEST_APPROVED_AI_HOSTS, TEST_ORIGIN, type TestApp } from '../../test/test-app';
import type { RateLimitStore } from './gateway/rate-limit';
import { rateLimitStoreContract } from './gateway/testing/rate-limit-contract';
import { startFakeProvider, type FakeProvider } from './gateway/testing/fake-providers';
import { PgHealthStore, PgRateLimitStore, RedisRateLimitStore } from './shared-limits';

const redisUrl = process.env.TEST_REDIS_URL;
const redisEnv: Record<string, string> = redisUrl ? { REDIS_URL: redisUrl } : {};

/** The store under fresh keys, so every contract case starts empty on a shared database or Redis. */
function prefixed(store: RateLimitStore): RateLimitStore {
  const p = `${randomUUID()}:`;
  return { acquire: (k, l, t, n) => store.acquire(p + k, l, t, n), adjust: (k, d, n) => store.adjust(p + k, d, n), block: (k, u, n) => store.block(p + k, u, n) };
}

describe('shared AI rate-limit stores', () => {
  let t: TestApp;
  let redis: Redis | null = null;
  beforeAll(async () => {
    t = await buildTestApp({ seed: false });
    if (redisUrl) redis = new Redis(redisUrl);
  });
  afterAll(async () => {
    redis?.disconnect();
    await t?.close();
  });

  describe('PostgreSQL', () => rateLimitStoreContract(() => prefixed(new PgRateLimitStore(t.database.db))));
  describe.each(redisUrl ? [redisUrl] : [])('Redis (%s)', () => rateLimitStoreContract(() => prefixed(new RedisRateLimitStore(redis!, new PgRateLimitStore(t.database.db)))));

  const stores = (): [string, () => RateLimitStore][] => [
    ['PostgreSQL', () => new PgRateLimitStore(t.database.db)],
    ...(redisUrl ? [['Redis', () => new RedisRateLimitStore(redis!, new PgRateLimitStore(t.database.db))] as [string, () => RateLimitStore]] : []),
  ];

  it('two instances deciding at once admit exactly requestsPerMinute requests', async () => {
    for (const [, make] of stores()) {
      const [a, b] = [make(), make()];
      const key = `openai:${randomUUID()}`;
      const limits = { ...PROVIDER_RATE_LIMITS.openai, requestsPerMinute: 5 };
      const now = Date.UTC(2026, 2, 10, 10, 0, 30);
      const decisions = await Promise.all(Array.from({ length: 16 }, (_, i) => (i % 2 ? a : b).acquire(key, limits, 10, now)));
      expect(decisions.filter((d) => d.allowed).length).toBe(5);
      expect(decisions.filter((d) => !d.allowed).every((d) => !d.allowed && d.limit === 'requestsPerMinute' && d.retryAfterMs === 30_000)).toBe(true);
    }
  });

  it('Redis away: the PostgreSQL store decides', async () => {
    const away = new Redis('redis://127.0.0.1:1', { lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 0 });
    const pg = new PgRateLimitStore(t.database.db);
    const store = new RedisRateLimitStore(away, pg);
    const key = `openai:${randomUUID()}`;
    const limits = { ...PROVIDER_RATE_LIMITS.openai, requestsPerMinute: 1 };
    const now = Date.now();
    expect((await store.acquire(key, limits, 1, now)).allowed).toBe(true);
    expect((await pg.acquire(key, limits, 1, now)).allowed).toBe(false);
    away.disconnect();
  });

  it('the health store keeps one judgement per provider and key scope', async () => {
    const health = new PgHealthStore(t.database.db);
    const scope = randomUUID();
    const base = { provider: 'openai' as const, scope, latency: 12, errorRate: 0, lastCheck: new Date(0).toISOString(), nextCheck: new Date(300_000).toISOString() };
    await health.publish({ ...base, status: 'down' });
    await health.publish({ ...base, status: 'healthy', latency: 40 });
    expect(await health.list(scope)).toEqual([{ ...base, status: 'healthy', latency: 40 }]);
    expect(await health.get('anthropic', scope)).toBeNull();
  });
});

describe('two app instances share the provider rate limits and health', () => {
  let a: TestApp;
  let b: FastifyInstance;
  let local: FakeProvider;
  let owner: string;
  let tenantId: string;

  beforeAll(async () => {
    a = await buildTestApp({ env: redisEnv });
    b = await buildApp({
      env: loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', APP_URL: TEST_ORIGIN, RATE_LIMIT_MAX: '100000', AI_PROVIDER_APPROVED_HOSTS: TEST_APPROVED_AI_HOSTS, ...redisEnv }),
      database: a.database,
      serveClient: false,
    });
    await b.ready();
    tenantId = (await demoTenantId(a.database.db))!;
    await a.database.db.update(subscriptions).set({ planId: 'plan-halado' }).where(eq(subscriptions.tenantId, tenantId));
    owner = await signIn(a.app, 'iroda@kovacs-ugyved.hu');
    local = await startFakeProvider('openai', { open: true });
    if (redisUrl) {
      // Counters of an earlier run under this firm's scope would start the test blocked.
      const redis = new Redis(redisUrl);
      const keys = await redis.keys(`vi-ai-rate:*:${tenantId}`);
      if (keys.length) await redis.del(...keys);
      redis.disconnect();
    }
    const key = await injectAs(a.app, owner, { method: 'POST', url: '/api/ai-modules/keys', payload: { provider: 'local', baseUrl: local.url } });
    expect(key.statusCode).toBe(201);
  });
  afterAll(async () => {
    await local?.close();
    await b?.close();
    await a?.close();
  });

  const ask = async (app: FastifyInstance, content: string) => {
    const conversation = await injectAs(app, owner, { method: 'POST', url: '/api/themis/conversations', payload: {} });
    return injectAs(app, owner, { method: 'POST', url: `/api/themis/conversations/${conversation.json().id}/messages`, payload: { content } });
  };

  it('a 429 seen by one instance blocks the provider on the other, without calling it', async () => {
    local.reset();
    local.enqueue({ kind: 'rate_limited', retryAfter: 30 });
    const calls = local.requests.length;
    const first = await ask(a.app, 'Mennyi a vételár?');
    expect(first.statusCode).toBe(429);
    expect(local.requests.length).toBe(calls + 1);
    const second = await ask(b, 'Mennyi a vételár?');
    expect(second.statusCode).toBe(429);
    expect(second.json().code).toBe('RATE_LIMITED');
    expect(Number(second.headers['retry-after'])).toBeGreaterThan(0);
    expect(local.requests.length).toBe(calls + 1);
    await a.database.db.execute(sql`delete from ai_rate_limits`);
    if (redisUrl) {
      const redis = new Redis(redisUrl);
      await redis.del(`vi-ai-rate:local:${tenantId}`);
      redis.disconnect();
    }
  });

  it('a provider one instance found down is skipped by the other and shown down on both', async () => {
    local.reset();
    local.enqueue({ kind: 'unauthorized' });
    const calls = local.requests.length;
    const first = await ask(a.app, 'Mi a keresetlevél tárgya?');
    expect(first.statusCode).toBe(502);
    expect(local.requests.length).toBe(calls + 1);
    const second = await ask(b, 'Mi a keresetlevél tárgya?');
    expect(second.statusCode).toBe(503);
    expect(second.json().code).toBe('NO_AVAILABLE_PROVIDERS');
    expect(local.requests.length).toBe(calls + 1);
    for (const app of [a.app, b]) {
      const usage = await injectAs(app, owner, { method: 'GET', url: '/api/ai-modules/usage' });
      expect(usage.json().health).toEqual([expect.objectContaining({ provider: 'local', status: 'down' })]);
    }
  });
});
