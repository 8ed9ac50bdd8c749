// Per-provider rate limits (spec 9 table) behind a store interface: the in-memory store serves
// one instance; the wiring phase adds PostgreSQL/Redis stores so several instances share counts.
// Windows are fixed: the clock minute and the UTC day (decision 0161).
import type { RateLimits } from '@shared/ai/ai.schemas';

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
  block(key: string, until: number): Promise<void>;
}

export const MINUTE_MS = 60_000;
export const DAY_MS = 86_400_000;

interface Counters {
  minute: number;
  minuteRequests: number;
  minuteTokens: number;
  day: number;
  dayRequests: number;
  dayTokens: number;
  blockedUntil: number;
}

/** One process's counters; correct for a single instance (and for tests). */
export class MemoryRateLimitStore implements RateLimitStore {
  private readonly counters = new Map<string, Counters>();

  private current(key: string, now: number): Counters {
    const minute = Math.floor(now / MINUTE_MS);
    const day = Math.floor(now / DAY_MS);
    let c = this.counters.get(key);
    if (!c) {
      c = { minute, minuteRequests: 0, minuteTokens: 0, day, dayRequests: 0, dayTokens: 0, blockedUntil: 0 };
      this.counters.set(key, c);
    }
    if (c.minute !== minute) Object.assign(c, { minute, minuteRequests: 0, minuteTokens: 0 });
    if (c.day !== day) Object.assign(c, { day, dayRequests: 0, dayTokens: 0 });
    return c;
  }

  async acquire(key: string, limits: RateLimits, tokens: number, now: number): Promise<RateLimitDecision> {
    const c = this.current(key, now);
    if (c.blockedUntil > now) return { allowed: false, retryAfterMs: c.blockedUntil - now, limit: 'provider_rate_limit' };
    const nextMinute = (c.minute + 1) * MINUTE_MS - now;
    const nextDay = (c.day + 1) * DAY_MS - now;
    if (c.minuteRequests + 1 > limits.requestsPerMinute) return { allowed: false, retryAfterMs: nextMinute, limit: 'requestsPerMinute' };
    if (c.dayRequests + 1 > limits.requestsPerDay) return { allowed: false, retryAfterMs: nextDay, limit: 'requestsPerDay' };
    if (c.minuteTokens > 0 && c.minuteTokens + tokens > limits.tokensPerMinute) return { allowed: false, retryAfterMs: nextMinute, limit: 'tokensPerMinute' };
    if (c.dayTokens > 0 && c.dayTokens + tokens > limits.tokensPerDay) return { allowed: false, retryAfterMs: nextDay, limit: 'tokensPerDay' };
    c.minuteRequests += 1;
    c.dayRequests += 1;
    c.minuteTokens += tokens;
    c.dayTokens += tokens;
    return { allowed: true };
  }

  async adjust(key: string, tokensDelta: number, now: number): Promise<void> {
    const c = this.current(key, now);
    c.minuteTokens = Math.max(0, c.minuteTokens + tokensDelta);
    c.dayTokens = Math.max(0, c.dayTokens + tokensDelta);
  }

  async block(key: string, until: number): Promise<void> {
    const c = this.counters.get(key);
    if (c) c.blockedUntil = Math.max(c.blockedUntil, until);
    else this.counters.set(key, { minute: 0, minuteRequests: 0, minuteTokens: 0, day: 0, dayRequests: 0, dayTokens: 0, blockedUntil: until });
  }
}
