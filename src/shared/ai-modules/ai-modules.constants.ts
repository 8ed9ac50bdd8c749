// Spec 9 "AI layer" and spec 4 (provider health): the constants of the gateway, in one place.
import type { ClassificationLevel, ProviderId, RateLimits } from './ai-modules.schemas';

/** Spec 9: default provider openai, fallbacks anthropic then azure. */
export const DEFAULT_PROVIDER_ORDER: readonly ProviderId[] = ['openai', 'anthropic', 'azure'];
export const DEFAULT_PROVIDER: ProviderId = 'openai';

export const AUDIT_LOGGING_ENABLED = true;
export const USAGE_TRACKING_ENABLED = true;

/** Spec 9: at most 3 attempts on one provider, waiting 1000 ms × attempt number between them. */
export const MAX_RETRIES = 3;
export const RETRY_DELAY_MS = 1000;
export const REQUEST_TIMEOUT_MS = 60_000;
export const STREAMING_TIMEOUT_MS = 120_000;
/** Spec 9: a rate-limited provider rests this long when it names no retry-after (decision 0161). */
export const RATE_LIMIT_GRACE_MS = 60_000;

export const DEFAULT_TEMPERATURE = 0.1;
export const DEFAULT_MAX_TOKENS = 4000;
/** Spec 5: temperature 0–2, maxTokens 1–4096. */
export const TEMPERATURE_MIN = 0;
export const TEMPERATURE_MAX = 2;
export const MAX_TOKENS_MIN = 1;
export const MAX_TOKENS_MAX = 4096;

/** Spec 5: prompt tokens are estimated as length/4, or length/3.5 for one provider (Anthropic, decision 0160). */
export const CHARS_PER_TOKEN = 4;
export const CHARS_PER_TOKEN_ANTHROPIC = 3.5;

/** Spec 9 cost formula: base 0.002 € per 1000 tokens × provider factor × model costMultiplier. */
export const COST_BASE_PER_1000_TOKENS = 0.002;
export const PROVIDER_COST_FACTORS: Readonly<Record<ProviderId, number>> = {
  openai: 1,
  anthropic: 0.8,
  azure: 1.2,
  google: 0.6,
  local: 0,
};

/** Spec 9 provider rate limits (req/min, tokens/min, req/day, tokens/day). */
export const PROVIDER_RATE_LIMITS: Readonly<Record<ProviderId, Readonly<RateLimits>>> = {
  openai: { requestsPerMinute: 100, tokensPerMinute: 40_000, requestsPerDay: 2000, tokensPerDay: 1_000_000 },
  anthropic: { requestsPerMinute: 60, tokensPerMinute: 30_000, requestsPerDay: 1500, tokensPerDay: 750_000 },
  azure: { requestsPerMinute: 120, tokensPerMinute: 50_000, requestsPerDay: 2500, tokensPerDay: 1_200_000 },
  google: { requestsPerMinute: 80, tokensPerMinute: 35_000, requestsPerDay: 1800, tokensPerDay: 900_000 },
  local: { requestsPerMinute: 500, tokensPerMinute: 100_000, requestsPerDay: 10_000, tokensPerDay: 5_000_000 },
};

/** Spec 9: enabled by default openai and anthropic; azure, google and local disabled. */
export const ENABLED_BY_DEFAULT: Readonly<Record<ProviderId, boolean>> = {
  openai: true,
  anthropic: true,
  azure: false,
  google: false,
  local: false,
};

/** Spec 9: default budget per user in euro, alert thresholds in percent. */
export const DEFAULT_DAILY_BUDGET_EUR = 100;
export const DEFAULT_MONTHLY_BUDGET_EUR = 1000;
export const BUDGET_ALERT_THRESHOLDS: readonly number[] = [50, 80, 95];

/** Spec 9: in-memory caps of the prototype; the database keeps metrics 30 days and alerts 7 days. */
export const USAGE_METRICS_CAP = 1000;
export const AUDIT_LOG_CAP = 1000;
export const PRIVACY_LOG_CAP = 10_000;
export const METRICS_RETENTION_DAYS = 30;
export const ALERTS_RETENTION_DAYS = 7;
export const MONITORING_CLEANUP_INTERVAL_MS = 3_600_000;

/** Spec 4 and 9: provider health. */
export const HEALTH_CHECK_INTERVAL_MS = 5 * 60_000;
export const HEALTH_DEGRADED_LATENCY_MS = 10_000;
export const HEALTH_DOWN_LATENCY_MS = 30_000;
/** Error rate (0..1): above 10 % degraded, above 50 % down (spec 4: "10-50% error rate" is degraded). */
export const HEALTH_DEGRADED_ERROR_RATE = 0.1;
export const HEALTH_DOWN_ERROR_RATE = 0.5;
/** An error rate is judged only over at least this many requests in the window (decision 0161). */
export const HEALTH_MIN_SAMPLES = 10;

/** Spec 9: retention days by class, and the GDPR maximum by class. */
export const RETENTION_DAYS: Readonly<Record<ClassificationLevel, number>> = {
  public: 730,
  internal: 1825,
  confidential: 2555,
  restricted: 3650,
};
export const GDPR_MAX_RETENTION_DAYS: Readonly<Record<ClassificationLevel, number>> = {
  public: 1095,
  internal: 2555,
  confidential: 3650,
  restricted: 5475,
};

/** Spec 9 anomaly rules. */
export const ANOMALY_MAX_OPERATIONS_24H = 100;
export const ANOMALY_MAX_OFF_HOURS_OPERATIONS = 20;
/** Off hours: before 06:00 or after 22:00 (Budapest time). */
export const OFF_HOURS_START = 22;
export const OFF_HOURS_END = 6;
export const ANOMALY_MAX_DISTINCT_IPS = 5;
export const ANOMALY_MAX_ERROR_RATE = 0.2;
export const ANOMALY_WINDOW_MS = 24 * 3_600_000;

/** Spec 9 default alerts: cost per request above 1 €, response time above 30000 ms, usage volume above 100. */
export const DEFAULT_ALERT_COST_PER_REQUEST = 1;
export const DEFAULT_ALERT_RESPONSE_TIME_MS = 30_000;
export const DEFAULT_ALERT_USAGE_VOLUME = 100;

/** Budgets, off hours and days are counted in the firm's time zone. */
export const AI_TIME_ZONE = 'Europe/Budapest';
/** Spec 9: "Monitoring keeps metrics 30 days and alerts 7 days; cleanup hourly" (decision 0253). */
export const METRICS_RETENTION_MS = 30 * 24 * 3_600_000;
export const ALERT_RETENTION_MS = 7 * 24 * 3_600_000;
