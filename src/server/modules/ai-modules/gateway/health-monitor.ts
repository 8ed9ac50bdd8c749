// Provider health (spec 4) per provider and key scope: request outcomes of the last five minutes
// and the latest probe decide healthy / degraded / down (shared/ai-modules/health.ts). A down provider is
// skipped until its next check, five minutes later; then one request (or the periodic probe) may
// try it again (decision 0161). Outcomes are counted in each instance's memory; the judgement is
// shared through a `SharedHealthStore` so every instance skips a provider one of them found down
// (decision 0231).
import { HEALTH_CHECK_INTERVAL_MS } from '@shared/ai-modules/ai-modules.constants';
import type { AIError } from '@shared/ai-modules/ai-errors';
import type { HealthStatus, ProviderHealth, ProviderId } from '@shared/ai-modules/ai-modules.schemas';
import { errorRateOf, evaluateHealth } from '@shared/ai-modules/health';

interface Outcome {
  at: number;
  ok: boolean;
  latencyMs: number;
  invalidKey: boolean;
}

/** Outcomes of the window, oldest first, with running sums so a request costs O(1). */
interface Window {
  items: Outcome[];
  head: number;
  failures: number;
  latencySum: number;
  /** Time of the newest invalid-key failure still in the window, and whether a success came after it. */
  keyFailureAt: number | null;
  okSinceKeyFailure: boolean;
}

interface Target {
  provider: ProviderId;
  scope: string;
  window: Window;
  probe?: { at: number; ok: boolean; latencyMs: number; invalidKey: boolean };
  status: HealthStatus;
  lastCheck: number;
  nextCheck: number;
}

export interface HealthMonitorOptions {
  /** Window of request outcomes and interval of re-checks (spec 4: 5 minutes). */
  intervalMs?: number;
  now?: () => number;
  onChange?: (health: ProviderHealth & { scope: string }, previous: HealthStatus) => void;
}

/** Failures that say something about the provider (not about the request or our own limits). */
export function countsAgainstHealth(error: AIError): boolean {
  return error.type === 'server_error' || error.type === 'timeout' || error.type === 'authentication';
}

/** Where the instances publish their judgement of a provider (a database row per provider and scope). */
export interface SharedHealthStore {
  /** The latest judgement of any instance, or null when none was published. */
  get(provider: ProviderId, scope: string): Promise<ScopedHealth | null>;
  publish(health: ScopedHealth): Promise<void>;
  /** Every judgement of one key scope (the firm's admin screen). */
  list(scope: string): Promise<ScopedHealth[]>;
}

export type ScopedHealth = ProviderHealth & { scope: string };

const MAX_OUTCOMES = 1000;

export class HealthMonitor {
  private readonly targets = new Map<string, Target>();
  private readonly intervalMs: number;
  private readonly now: () => number;

  constructor(private readonly options: HealthMonitorOptions = {}) {
    this.intervalMs = options.intervalMs ?? HEALTH_CHECK_INTERVAL_MS;
    this.now = options.now ?? Date.now;
  }

  private target(provider: ProviderId, scope: string): Target {
    const key = `${provider}:${scope}`;
    let t = this.targets.get(key);
    if (!t) {
      const now = this.now();
      t = {
        provider,
        scope,
        window: { items: [], head: 0, failures: 0, latencySum: 0, keyFailureAt: null, okSinceKeyFailure: false },
        status: 'healthy',
        lastCheck: now,
        nextCheck: now + this.intervalMs,
      };
      this.targets.set(key, t);
    }
    return t;
  }

  /** Whether a request may go to this provider now: down ones wait for their next check. */
  available(provider: ProviderId, scope: string): boolean {
    const t = this.targets.get(`${provider}:${scope}`);
    if (!t || t.status !== 'down') return true;
    return this.now() >= t.nextCheck;
  }

  status(provider: ProviderId, scope: string): HealthStatus {
    return this.targets.get(`${provider}:${scope}`)?.status ?? 'healthy';
  }

  recordSuccess(provider: ProviderId, scope: string, latencyMs: number): void {
    this.push(provider, scope, { at: this.now(), ok: true, latencyMs, invalidKey: false });
  }

  recordFailure(provider: ProviderId, scope: string, error: AIError, latencyMs: number): void {
    if (!countsAgainstHealth(error)) return;
    this.push(provider, scope, { at: this.now(), ok: false, latencyMs, invalidKey: error.code === 'AUTHENTICATION_ERROR' || error.code === 'API_KEY_REQUIRED' });
  }

  recordProbe(provider: ProviderId, scope: string, result: { ok: boolean; latencyMs: number; error?: AIError }): void {
    const t = this.target(provider, scope);
    const now = this.now();
    t.probe = { at: now, ok: result.ok, latencyMs: result.latencyMs, invalidKey: result.error?.code === 'AUTHENTICATION_ERROR' };
    // A passing probe clears a key failure seen before it (the key may have been replaced).
    if (result.ok) t.window.okSinceKeyFailure = true;
    t.lastCheck = now;
    t.nextCheck = now + this.intervalMs;
    this.evaluate(t);
  }

  private push(provider: ProviderId, scope: string, outcome: Outcome): void {
    const t = this.target(provider, scope);
    const w = t.window;
    w.items.push(outcome);
    if (!outcome.ok) w.failures += 1;
    w.latencySum += outcome.latencyMs;
    if (outcome.invalidKey) {
      w.keyFailureAt = outcome.at;
      w.okSinceKeyFailure = false;
    } else if (outcome.ok && w.keyFailureAt !== null) {
      // The trial request got through: the key works again.
      w.okSinceKeyFailure = true;
    }
    if (w.items.length - w.head > MAX_OUTCOMES) this.drop(w);
    this.evaluate(t);
  }

  private drop(w: Window): void {
    const old = w.items[w.head] as Outcome;
    if (!old.ok) w.failures -= 1;
    w.latencySum -= old.latencyMs;
    w.head += 1;
  }

  /** Drops outcomes older than the window; compacts the array now and then. */
  private prune(w: Window, since: number): void {
    while (w.head < w.items.length && (w.items[w.head] as Outcome).at < since) this.drop(w);
    if (w.keyFailureAt !== null && w.keyFailureAt < since) {
      w.keyFailureAt = null;
      w.okSinceKeyFailure = false;
    }
    if (w.head > 256 && w.head * 2 > w.items.length) {
      w.items = w.items.slice(w.head);
      w.head = 0;
    }
  }

  private evaluate(t: Target): void {
    const now = this.now();
    const since = now - this.intervalMs;
    const w = t.window;
    this.prune(w, since);
    const probe = t.probe && t.probe.at >= since ? t.probe : undefined;
    const previous = t.status;
    t.status = evaluateHealth({
      probe,
      requests: w.items.length - w.head,
      failures: w.failures,
      invalidKey: w.keyFailureAt !== null && !w.okSinceKeyFailure,
    });
    if (t.status === 'down' && (previous !== 'down' || now >= t.nextCheck)) {
      t.lastCheck = now;
      t.nextCheck = now + this.intervalMs;
    }
    if (t.status !== previous) this.options.onChange?.({ ...this.snapshotOf(t), scope: t.scope }, previous);
  }

  private snapshotOf(t: Target): ProviderHealth {
    const w = t.window;
    const requests = w.items.length - w.head;
    const latency = t.probe?.latencyMs ?? (requests ? w.latencySum / requests : 0);
    return {
      provider: t.provider,
      status: t.status,
      latency: Math.round(latency),
      errorRate: errorRateOf({ requests, failures: w.failures }),
      lastCheck: new Date(t.lastCheck).toISOString(),
      nextCheck: new Date(t.nextCheck).toISOString(),
    };
  }

  /** This instance's judgement of one target (healthy when it saw nothing). */
  snapshotFor(provider: ProviderId, scope: string): ScopedHealth {
    const t = this.target(provider, scope);
    this.prune(t.window, this.now() - this.intervalMs);
    return { ...this.snapshotOf(t), scope };
  }

  snapshot(): (ProviderHealth & { scope: string })[] {
    const since = this.now() - this.intervalMs;
    return [...this.targets.values()].map((t) => {
      this.prune(t.window, since);
      return { ...this.snapshotOf(t), scope: t.scope };
    });
  }

  /** Targets whose next check is due. */
  due(): { provider: ProviderId; scope: string }[] {
    const now = this.now();
    return [...this.targets.values()].filter((t) => now >= t.nextCheck).map((t) => ({ provider: t.provider, scope: t.scope }));
  }
}
