// The in-memory rate-limit and budget stores, the health monitor and retry-after parsing.
import { describe, expect, it } from 'vitest';
import { AIError } from '@shared/ai-modules/ai-errors';
import { MemoryBudgetStore } from './budget-store';
import { HealthMonitor } from './health-monitor';
import { errorFields, mapOpenAiError, retryAfterSeconds } from './provider-errors';
import { MemoryRateLimitStore } from './rate-limit';
import { rateLimitStoreContract } from './testing/rate-limit-contract';

describe('MemoryRateLimitStore (spec 9 table)', () => rateLimitStoreContract(() => new MemoryRateLimitStore()));

describe('MemoryBudgetStore', () => {
  const now = new Date('2026-03-10T10:00:00Z');
  const owner = { tenantId: 't1', userId: 'u1' };

  it('gives each user the spec default and adds spend to every applicable budget', async () => {
    const store = new MemoryBudgetStore();
    store.setBudget('firm', 't1', { dailyLimit: 20, monthlyLimit: 200 }, now);
    store.setBudget('user', 'u1', { dailyLimit: 5, monthlyLimit: 50, provider: 'openai' }, now);
    const applicable = await store.applicable(owner, 'openai', now);
    expect(applicable.map((b) => [b.scope, b.budget.userId, b.budget.provider, b.budget.dailyLimit])).toEqual([
      ['user', 'u1', null, 100],
      ['user', 'u1', 'openai', 5],
      ['firm', 't1', null, 20],
    ]);
    expect((await store.applicable(owner, 'anthropic', now)).length).toBe(2);
    const changes = await store.addSpend(owner, 'openai', 1.5, now);
    expect(changes.map((c) => [c.before.currentDailySpend, c.after.currentDailySpend])).toEqual([
      [0, 1.5],
      [0, 1.5],
      [0, 1.5],
    ]);
    expect(store.get('firm', 't1')?.currentMonthlySpend).toBe(1.5);
  });

  it('rolls spend over at Budapest midnight', async () => {
    const store = new MemoryBudgetStore();
    await store.addSpend(owner, 'openai', 3, now);
    const [user] = await store.applicable(owner, 'openai', new Date('2026-03-10T23:30:00Z'));
    expect([user?.budget.currentDailySpend, user?.budget.currentMonthlySpend]).toEqual([0, 3]);
  });

  it('reserves worst cases atomically, refuses what does not fit and settles to the real cost (issue 34.4)', async () => {
    const store = new MemoryBudgetStore();
    store.setBudget('user', 'u1', { dailyLimit: 0.03, monthlyLimit: 10 }, now);
    const results = await Promise.all(Array.from({ length: 15 }, () => store.reserve(owner, 'openai', 0.007, now)));
    expect(results.filter((r) => r === null)).toHaveLength(4);
    expect(results.find((r) => r !== null)?.code).toBe('DAILY_BUDGET_EXCEEDED');
    expect(store.get('user', 'u1')?.currentDailySpend).toBeCloseTo(0.028, 9);
    // Three answers cost less than reserved, one call failed.
    for (const actual of [0.004, 0.004, 0.004, 0]) await store.settle(owner, 'openai', 0.007, actual, now);
    expect(store.get('user', 'u1')?.currentDailySpend).toBeCloseTo(0.012, 9);
    // A settlement reports the spend without this request as "before", so thresholds cross once.
    store.setBudget('firm', 't1', { dailyLimit: 1, monthlyLimit: 100 }, now);
    expect(await store.reserve(owner, 'openai', 0.6, now)).not.toBeNull();
    expect(await store.reserve({ tenantId: 't1', userId: null }, 'openai', 0.6, now)).toBeNull();
    const [firm] = await store.settle({ tenantId: 't1', userId: null }, 'openai', 0.6, 0.55, now);
    expect([firm!.before.currentDailySpend, firm!.after.currentDailySpend]).toEqual([0, 0.55]);
  });
});

describe('HealthMonitor (spec 4)', () => {
  function monitor() {
    let now = Date.UTC(2026, 2, 10, 10, 0, 0);
    const changes: string[] = [];
    const m = new HealthMonitor({ now: () => now, onChange: (h, prev) => changes.push(`${h.provider}:${prev}->${h.status}`) });
    return { m, changes, advance: (ms: number) => (now += ms) };
  }

  it('a failed request degrades; an invalid key takes the provider down and it is skipped until the next check', () => {
    const { m, changes, advance } = monitor();
    m.recordSuccess('openai', 'p', 300);
    expect(m.status('openai', 'p')).toBe('healthy');
    m.recordFailure('openai', 'p', new AIError('SERVER_ERROR'), 100);
    expect(m.status('openai', 'p')).toBe('degraded');
    expect(m.available('openai', 'p')).toBe(true);
    m.recordFailure('openai', 'p', new AIError('AUTHENTICATION_ERROR'), 100);
    expect(m.status('openai', 'p')).toBe('down');
    expect(m.available('openai', 'p')).toBe(false);
    advance(5 * 60_000 - 1);
    expect(m.available('openai', 'p')).toBe(false);
    advance(1);
    expect(m.available('openai', 'p')).toBe(true);
    expect(m.due()).toEqual([{ provider: 'openai', scope: 'p' }]);
    // The trial fails again: down for another five minutes.
    m.recordFailure('openai', 'p', new AIError('AUTHENTICATION_ERROR'), 100);
    expect(m.available('openai', 'p')).toBe(false);
    expect(changes).toEqual(['openai:healthy->degraded', 'openai:degraded->down']);
  });

  it('request errors and rate limits do not count against health', () => {
    const { m } = monitor();
    m.recordFailure('openai', 'p', new AIError('INVALID_REQUEST'), 10);
    m.recordFailure('openai', 'p', new AIError('RATE_LIMIT_EXCEEDED'), 10);
    m.recordFailure('openai', 'p', new AIError('CONTENT_FILTERED'), 10);
    expect(m.status('openai', 'p')).toBe('healthy');
  });

  it('error rate over the last five minutes: above 50 % down, 10–50 % degraded; old outcomes expire', () => {
    const { m, advance } = monitor();
    for (let i = 0; i < 4; i++) m.recordSuccess('anthropic', 'p', 100);
    for (let i = 0; i < 6; i++) m.recordFailure('anthropic', 'p', new AIError('TIMEOUT'), 100);
    expect(m.status('anthropic', 'p')).toBe('down');
    expect(m.snapshot()[0]).toMatchObject({ provider: 'anthropic', status: 'down', errorRate: 0.6 });
    advance(5 * 60_000 + 1);
    for (let i = 0; i < 9; i++) m.recordSuccess('anthropic', 'p', 100);
    m.recordFailure('anthropic', 'p', new AIError('TIMEOUT'), 100);
    expect(m.status('anthropic', 'p')).toBe('degraded');
  });

  it('probes: slow (above 10 s) degrades, above 30 s or failing takes down, a passing probe lifts a key failure', () => {
    const { m } = monitor();
    m.recordProbe('azure', 'p', { ok: true, latencyMs: 12_000 });
    expect(m.status('azure', 'p')).toBe('degraded');
    m.recordProbe('azure', 'p', { ok: true, latencyMs: 31_000 });
    expect(m.status('azure', 'p')).toBe('down');
    m.recordProbe('azure', 'p', { ok: false, latencyMs: 5, error: new AIError('NETWORK_ERROR') });
    expect(m.status('azure', 'p')).toBe('down');
    m.recordFailure('azure', 'p', new AIError('AUTHENTICATION_ERROR'), 5);
    expect(m.available('azure', 'p')).toBe(false);
    m.recordProbe('azure', 'p', { ok: true, latencyMs: 200 });
    // The key works again; the failed request still counts in the window ("a failed request": degraded).
    expect(m.status('azure', 'p')).toBe('degraded');
    expect(m.available('azure', 'p')).toBe(true);
    expect(m.snapshot()[0]).toMatchObject({ latency: 200, errorRate: 1 });
  });
});

describe('retry-after parsing', () => {
  const h = (o: Record<string, string>) => new Headers(o);
  it('seconds, milliseconds, an HTTP date, or nothing', () => {
    expect(retryAfterSeconds(h({ 'retry-after': '17' }))).toBe(17);
    expect(retryAfterSeconds(h({ 'retry-after-ms': '1500', 'retry-after': '9' }))).toBe(2);
    expect(retryAfterSeconds(h({ 'retry-after': 'Tue, 10 Mar 2026 10:00:30 GMT' }), Date.UTC(2026, 2, 10, 10, 0, 0))).toBe(30);
    expect(retryAfterSeconds(h({}))).toBeUndefined();
    expect(retryAfterSeconds(h({ 'retry-after': 'soon' }))).toBeUndefined();
  });

  it("Google's RetryInfo retryDelay", () => {
    expect(errorFields({ error: { code: 429, status: 'RESOURCE_EXHAUSTED', details: [{ '@type': 'type.googleapis.com/google.rpc.RetryInfo', retryDelay: '31s' }] } }).retryDelay).toBe(31);
  });
});

describe('provider messages in diagnostics', () => {
  it('never carry (part of) an API key', () => {
    const e = mapOpenAiError('openai', {
      status: 401,
      headers: new Headers(),
      body: { error: { message: 'Incorrect API key provided: sk-proj-********************abcd. You can find your API key at …' } },
      text: '',
    });
    expect(e.details.providerMessage).toBe('Incorrect API key provided: [redacted key]. You can find your API key at …');
    expect(JSON.stringify(errorFields({ error: { message: 'key AIzaSyA1234567890abcdef invalid; azure 0123456789abcdef0123456789abcdef' } }))).not.toMatch(/AIzaSy|0123456789abcdef0123/);
  });
});
