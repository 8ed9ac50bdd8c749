// The behaviour every RateLimitStore must show (spec 9 table, decision 0161): run against the
// in-memory store and the shared PostgreSQL and Redis stores (decision 0231).
import { expect, it } from 'vitest';
import { PROVIDER_RATE_LIMITS } from '@shared/ai-modules/ai-modules.constants';
import { DAY_MS, MINUTE_MS, type RateLimitStore } from '../rate-limit';

/** `makeStore` gives a store whose keys start empty (fresh keys per call are fine: pass a prefix). */
export function rateLimitStoreContract(makeStore: () => RateLimitStore) {
  const limits = PROVIDER_RATE_LIMITS.anthropic; // 60/min, 30000 tokens/min, 1500/day, 750000 tokens/day
  const t0 = Date.UTC(2026, 2, 10, 10, 0, 0);

  it('allows requestsPerMinute requests in a minute, then refuses until the next minute', async () => {
    const store = makeStore();
    for (let i = 0; i < 60; i++) expect((await store.acquire('anthropic:p', limits, 10, t0 + i * 100)).allowed).toBe(true);
    const refused = await store.acquire('anthropic:p', limits, 10, t0 + 6000);
    expect(refused).toEqual({ allowed: false, retryAfterMs: MINUTE_MS - 6000, limit: 'requestsPerMinute' });
    expect((await store.acquire('anthropic:p', limits, 10, t0 + MINUTE_MS)).allowed).toBe(true);
    expect((await store.acquire('anthropic:other', limits, 10, t0 + 6000)).allowed).toBe(true);
  });

  it('counts tokens per minute; one oversized request passes an empty window', async () => {
    const store = makeStore();
    expect((await store.acquire('k', limits, 50_000, t0)).allowed).toBe(true);
    expect(await store.acquire('k', limits, 1, t0 + 1)).toMatchObject({ allowed: false, limit: 'tokensPerMinute' });
    const other = makeStore();
    expect((await other.acquire('k', limits, 20_000, t0)).allowed).toBe(true);
    expect((await other.acquire('k', limits, 10_000, t0)).allowed).toBe(true);
    expect((await other.acquire('k', limits, 1, t0)).allowed).toBe(false);
    await other.adjust('k', -5000, t0);
    expect((await other.acquire('k', limits, 4000, t0)).allowed).toBe(true);
  });

  it('counts requests per day across minutes', async () => {
    const store = makeStore();
    const small = { ...limits, requestsPerDay: 3 };
    for (let i = 0; i < 3; i++) expect((await store.acquire('k', small, 1, t0 + i * MINUTE_MS)).allowed).toBe(true);
    expect(await store.acquire('k', small, 1, t0 + 5 * MINUTE_MS)).toMatchObject({ allowed: false, limit: 'requestsPerDay' });
    expect((await store.acquire('k', small, 1, Math.ceil(t0 / DAY_MS) * DAY_MS)).allowed).toBe(true);
  });

  it('a block (the provider answered 429) refuses until it ends', async () => {
    const store = makeStore();
    await store.block('k', t0 + 60_000, t0);
    expect(await store.acquire('k', limits, 1, t0)).toEqual({ allowed: false, retryAfterMs: 60_000, limit: 'provider_rate_limit' });
    expect((await store.acquire('k', limits, 1, t0 + 60_000)).allowed).toBe(true);
  });
}
