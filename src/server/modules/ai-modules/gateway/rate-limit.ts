// Per-provider rate limits (spec 9 table) behind a store interface: the in-memory store serves
// one instance; the wiring phase adds PostgreSQL/Redis stores so several instances share counts.
// Windows are fixed: the clock minute and the UTC day (decision 0161).
import type { RateLimits } from '@shared/ai-modules/ai-modules.schemas';

export type RateLimitName = keyof RateLimits | 'provider_rate_limit';

export type RateLimitDecision = { allowed: true } | { allowed: false; retryAfterMs: number; limit: RateLimitName };

export interface RateLimitStore {
  /**
   * Atomically: when the key is not blocked and every window has room for one more request and
   * `tokens` more tokens, count them and allow. A window with no tokens used yet admits any one
   * request, so a prompt larger than a per-minute token limit is not refused forever.
   */
  acquire(key: string, limits: RateLimits, tokens: number, now: number): Promise<RateLimitDecision>;
  /** Corrects the token count once the real usage is known (negative when the estimate was high). */
  adjust(key: string, tokensDelta: number, now: number): Promise<void>;
  /** Refuses the key until `until` (epoch ms): the provider answered 429 (spec 9: 60 s grace). */
  block(key: string, until: number, now: number): Promise<void>;
}

export const MINUTE_MS = 60_000;
export const DAY_MS = 86_400_000;

/** One key's counters in its current windows (what every store keeps, in memory, a row or a Redis value). */
export interface RateLimitCounters {
  minute: number;
  minuteRequests: number;
  minuteTokens: number;
  day: number;
  dayRequests: number;
  dayTokens: number;
  blockedUntil: number;
}

export function emptyCounters(now: number, blockedUntil = 0): RateLimitCounters {
  return { minute: Math.floor(now / MINUTE_MS), minuteRequests: 0, minuteTokens: 0, day: Math.floor(now / DAY_MS), dayRequests: 0, dayTokens: 0, blockedUntil };
}

/** The counters moved into the windows of `now` (a new minute or day starts from zero). */
export function rollCounters(c: RateLimitCounters, now: number): RateLimitCounters {
  const minute = Math.floor(now / MINUTE_MS);
  const day = Math.floor(now / DAY_MS);
  return {
    ...c,
    ...(c.minute !== minute ? { minute, minuteRequests: 0, minuteTokens: 0 } : {}),
    ...(c.day !== day ? { day, dayRequests: 0, dayTokens: 0 } : {}),
  };
}

/** The one rule every store applies: the decision and, when allowed, the counters with the request counted. */
export function decideRateLimit(stored: RateLimitCounters | null, limits: RateLimits, tokens: number, now: number): { decision: RateLimitDecision; next: RateLimitCounters } {
  const c = stored ? rollCounters(stored, now) : emptyCounters(now);
  if (c.blockedUntil > now) return { decision: { allowed: false, retryAfterMs: c.blockedUntil - now, limit: 'provider_rate_limit' }, next: c };
  const nextMinute = (c.minute + 1) * MINUTE_MS - now;
  const nextDay = (c.day + 1) * DAY_MS - now;
  const refuse = (retryAfterMs: number, limit: RateLimitName) => ({ decision: { allowed: false as const, retryAfterMs, limit }, next: c });
  if (c.minuteRequests + 1 > limits.requestsPerMinute) return refuse(nextMinute, 'requestsPerMinute');
  if (c.dayRequests + 1 > limits.requestsPerDay) return refuse(nextDay, 'requestsPerDay');
  if (c.minuteTokens > 0 && c.minuteTokens + tokens > limits.tokensPerMinute) return refuse(nextMinute, 'tokensPerMinute');
  if (c.dayTokens > 0 && c.dayTokens + tokens > limits.tokensPerDay) return refuse(nextDay, 'tokensPerDay');
  return {
    decision: { allowed: true },
    next: { ...c, minuteRequests: c.minuteRequests + 1, dayRequests: c.dayRequests + 1, minuteTokens: c.minuteTokens + tokens, dayTokens: c.dayTokens + tokens },
  };
}

/** The counters after a token correction (never below zero). */
export function adjustCounters(stored: RateLimitCounters | null, tokensDelta: number, now: number): RateLimitCounters {
  const c = stored ? rollCounters(stored, now) : emptyCounters(now);
  return { ...c, minuteTokens: Math.max(0, c.minuteTokens + tokensDelta), dayTokens: Math.max(0, c.dayTokens + tokensDelta) };
}

/** The counters with the key refused until `until` (a later block wins). */
export function blockCounters(stored: RateLimitCounters | null, until: number, now: number): RateLimitCounters {
  const c = stored ? rollCounters(stored, now) : emptyCounters(now);
  return { ...c, blockedUntil: Math.max(c.blockedUntil, until) };
}

/** One process's counters; correct for a single instance (and for tests). */
export class MemoryRateLimitStore implements RateLimitStore {
  private readonly counters = new Map<string, RateLimitCounters>();

  async acquire(key: string, limits: RateLimits, tokens: number, now: number): Promise<RateLimitDecision> {
    const { decision, next } = decideRateLimit(this.counters.get(key) ?? null, limits, tokens, now);
    this.counters.set(key, next);
    return decision;
  }

  async adjust(key: string, tokensDelta: number, now: number): Promise<void> {
    this.counters.set(key, adjustCounters(this.counters.get(key) ?? null, tokensDelta, now));
  }

  async block(key: string, until: number, now: number): Promise<void> {
    this.counters.set(key, blockCounters(this.counters.get(key) ?? null, until, now));
  }
}
