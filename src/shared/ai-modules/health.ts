// Spec 4 provider health: healthy; degraded (latency above 10 s, 10–50 % error rate, or a failed
// request); down (invalid key, error, latency above 30 s, or error rate above 50 %).
// Pure; the gateway's HealthMonitor gathers the observations (decision 0161).
import { HEALTH_DEGRADED_ERROR_RATE, HEALTH_DEGRADED_LATENCY_MS, HEALTH_DOWN_ERROR_RATE, HEALTH_DOWN_LATENCY_MS, HEALTH_MIN_SAMPLES } from './ai-modules.constants';
import type { HealthStatus } from './ai-modules.schemas';

export interface HealthObservations {
  /** The latest active check, if one ran in the current window. */
  probe?: { ok: boolean; latencyMs: number; invalidKey: boolean } | undefined;
  /** Requests in the window and how many failed (provider-side failures only). */
  requests: number;
  failures: number;
  /** A request in the window failed with an invalid key. */
  invalidKey: boolean;
}

export function errorRateOf(obs: Pick<HealthObservations, 'requests' | 'failures'>): number {
  return obs.requests > 0 ? obs.failures / obs.requests : 0;
}

export function evaluateHealth(obs: HealthObservations): HealthStatus {
  const { probe } = obs;
  if (obs.invalidKey || probe?.invalidKey) return 'down';
  if (probe && !probe.ok) return 'down';
  if (probe && probe.latencyMs > HEALTH_DOWN_LATENCY_MS) return 'down';
  const rate = errorRateOf(obs);
  const judged = obs.requests >= HEALTH_MIN_SAMPLES;
  if (judged && rate > HEALTH_DOWN_ERROR_RATE) return 'down';
  if (probe && probe.latencyMs > HEALTH_DEGRADED_LATENCY_MS) return 'degraded';
  if (judged && rate >= HEALTH_DEGRADED_ERROR_RATE) return 'degraded';
  if (!judged && obs.failures > 0) return 'degraded';
  return 'healthy';
}
