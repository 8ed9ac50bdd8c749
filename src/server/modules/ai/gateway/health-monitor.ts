// Provider health (spec 4) per provider and key scope: request outcomes of the last five minutes
// and the latest probe decide healthy / degraded / down (shared/ai/health.ts). A down provider is
// skipped until its next check, five minutes later; then one request (or the periodic probe) may
// try it again (decision 0161). In memory per instance: each instance learns from its own traffic.
import { HEALTH_CHECK_INTERVAL_MS } from '@shared/ai/ai.constants';
import type { AIError } from '@shared/ai/ai-errors';
import type { HealthStatus, ProviderHealth, ProviderId } from '@shared/ai/ai.schemas';
import { errorRateOf, evaluateHealth } from '@shared/ai/health';

interface Outcome {
  at: number;
  ok: boolean;
  latencyMs: number;
  invalidKey: boolean;
}

interface Target {
  provider: ProviderId;
  scope: string;
  outcomes: Outcome[];
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
      t = { provider, scope, outcomes: [], status: 'healthy', lastCheck: now, nextCheck: now + this.intervalMs };
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
    if (result.ok) {
      // A passing probe clears a key failure seen before it (the key may have been replaced).
      t.outcomes = t.outcomes.filter((o) => !o.invalidKey);
    }
    t.lastCheck = now;
    t.nextCheck = now + this.intervalMs;
    this.evaluate(t);
  }

  private push(provider: ProviderId, scope: string, outcome: Outcome): void {
    const t = this.target(provider, scope);
    t.outcomes.push(outcome);
    if (t.outcomes.length > MAX_OUTCOMES) t.outcomes.splice(0, t.outcomes.length - MAX_OUTCOMES);
    this.evaluate(t);
  }

  private evaluate(t: Target): void {
    const now = this.now();
    const since = now - this.intervalMs;
    t.outcomes = t.outcomes.filter((o) => o.at >= since);
    // A success after the last failure wins over an older key failure: the trial request got through.
    const lastKeyFailure = t.outcomes.findLastIndex((o) => o.invalidKey);
    const laterSuccess = lastKeyFailure >= 0 && t.outcomes.slice(lastKeyFailure + 1).some((o) => o.ok);
    const probe = t.probe && t.probe.at >= since ? t.probe : undefined;
    const previous = t.status;
    t.status = evaluateHealth({
      probe,
      requests: t.outcomes.length,
      failures: t.outcomes.filter((o) => !o.ok).length,
      invalidKey: lastKeyFailure >= 0 && !laterSuccess,
    });
    if (t.status === 'down' && (previous !== 'down' || now >= t.nextCheck)) {
      t.lastCheck = now;
      t.nextCheck = now + this.intervalMs;
    }
    if (t.status !== previous) this.options.onChange?.({ ...this.snapshotOf(t), scope: t.scope }, previous);
  }

  private snapshotOf(t: Target): ProviderHealth {
    const recent = t.outcomes;
    const latency = t.probe?.latencyMs ?? (recent.length ? recent.reduce((s, o) => s + o.latencyMs, 0) / recent.length : 0);
    return {
      provider: t.provider,
      status: t.status,
      latency: Math.round(latency),
      errorRate: errorRateOf({ requests: recent.length, failures: recent.filter((o) => !o.ok).length }),
      lastCheck: new Date(t.lastCheck).toISOString(),
      nextCheck: new Date(t.nextCheck).toISOString(),
    };
  }

  snapshot(): (ProviderHealth & { scope: string })[] {
    const now = this.now();
    return [...this.targets.values()].map((t) => {
      t.outcomes = t.outcomes.filter((o) => o.at >= now - this.intervalMs);
      return { ...this.snapshotOf(t), scope: t.scope };
    });
  }

  /** Targets whose next check is due. */
  due(): { provider: ProviderId; scope: string }[] {
    const now = this.now();
    return [...this.targets.values()].filter((t) => now >= t.nextCheck).map((t) => ({ provider: t.provider, scope: t.scope }));
  }
}
