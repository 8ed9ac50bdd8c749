// Spec 8 AI rows and spec 9 AI-layer constants, checked against the spec's figures and texts.
import { describe, expect, it } from 'vitest';
import * as C from './ai-modules.constants';
import { aiError, aiErrorCatalogue, AIError, formatMessage } from './ai-errors';
import { providerConfigSchema } from './ai-modules.schemas';
import { defaultModel, defaultProviderConfigs } from './providers';

describe('spec 8 AI error catalogue', () => {
  it('401: AUTHENTICATION_ERROR "Invalid API key or authentication failed", not retryable', () => {
    const e = aiError('AUTHENTICATION_ERROR', { provider: 'openai' });
    expect(e.toJSON()).toEqual({ code: 'AUTHENTICATION_ERROR', message: 'Invalid API key or authentication failed', type: 'authentication', provider: 'openai', retryable: false });
  });

  it('429: RATE_LIMIT_EXCEEDED, retryable, retry-after from the header', () => {
    const e = aiError('RATE_LIMIT_EXCEEDED', { provider: 'openai', retryAfter: 17 });
    expect([e.type, e.retryable, e.retryAfter]).toEqual(['rate_limit', true, 17]);
  });

  it('5xx: SERVER_ERROR "Provider server error", retry after 5 s', () => {
    expect(aiError('SERVER_ERROR').toJSON()).toMatchObject({ message: 'Provider server error', type: 'server_error', retryable: true, retryAfter: 5 });
  });

  it('timeout: "Request timed out", retry after 2 s; network: NETWORK_ERROR "Network connection failed", 5 s', () => {
    expect(aiError('TIMEOUT').toJSON()).toMatchObject({ code: 'TIMEOUT', message: 'Request timed out', type: 'timeout', retryable: true, retryAfter: 2 });
    expect(aiError('NETWORK_ERROR').toJSON()).toMatchObject({ message: 'Network connection failed', retryable: true, retryAfter: 5 });
  });

  it('400 INVALID_REQUEST and other statuses UNKNOWN_ERROR are not retryable', () => {
    expect(aiError('INVALID_REQUEST').retryable).toBe(false);
    expect(aiError('UNKNOWN_ERROR', { params: { status: 418 } }).message).toBe('Unknown provider error (HTTP 418)');
  });

  it('gateway texts: no providers, streaming, missing key', () => {
    expect(aiError('NO_AVAILABLE_PROVIDERS').message).toBe('No available AI providers');
    expect(aiError('STREAMING_NOT_ENABLED').message).toBe('Streaming not enabled for this request');
    expect(aiError('API_KEY_REQUIRED', { params: { provider: 'OpenAI' } }).message).toBe('OpenAI API key is required');
  });

  it('provider-specific codes exist with the spec handling', () => {
    expect(aiErrorCatalogue.PERMISSION_ERROR.retryable).toBe(false);
    expect(aiErrorCatalogue.NOT_FOUND.retryable).toBe(false);
    expect(aiErrorCatalogue.RATE_LIMIT_EXCEEDED.retryAfter).toBe(60);
    expect(aiError('DEPLOYMENT_NOT_FOUND', { params: { deployment: 'gpt4o-prod' } }).message).toBe('Deployment gpt4o-prod not found');
    expect(aiError('CONTENT_FILTERED').retryable).toBe(false);
    expect(aiError('MODEL_NOT_FOUND', { params: { model: 'gpt-9' } }).message).toBe('Model gpt-9 not found');
  });

  it('is an Error with a cause, and leaves unknown placeholders visible', () => {
    const cause = new Error('x');
    const e = new AIError('NETWORK_ERROR', { cause });
    expect(e).toBeInstanceOf(Error);
    expect(e.cause).toBe(cause);
    expect(formatMessage('a {b} {c}', { b: 1 })).toBe('a 1 {c}');
  });
});

describe('spec 9 AI layer constants', () => {
  it('provider order, retries, timeouts, grace', () => {
    expect(C.DEFAULT_PROVIDER).toBe('openai');
    expect(C.DEFAULT_PROVIDER_ORDER).toEqual(['openai', 'anthropic', 'azure']);
    expect([C.MAX_RETRIES, C.RETRY_DELAY_MS, C.REQUEST_TIMEOUT_MS, C.STREAMING_TIMEOUT_MS, C.RATE_LIMIT_GRACE_MS]).toEqual([3, 1000, 60000, 120000, 60000]);
    expect([C.AUDIT_LOGGING_ENABLED, C.USAGE_TRACKING_ENABLED]).toEqual([true, true]);
  });

  it('provider rate limits', () => {
    const row = (p: keyof typeof C.PROVIDER_RATE_LIMITS) => Object.values(C.PROVIDER_RATE_LIMITS[p]);
    expect(row('openai')).toEqual([100, 40000, 2000, 1_000_000]);
    expect(row('anthropic')).toEqual([60, 30000, 1500, 750_000]);
    expect(row('azure')).toEqual([120, 50000, 2500, 1_200_000]);
    expect(row('google')).toEqual([80, 35000, 1800, 900_000]);
    expect(row('local')).toEqual([500, 100000, 10000, 5_000_000]);
  });

  it('enabled by default, temperature, max tokens, budgets, caps', () => {
    expect(C.ENABLED_BY_DEFAULT).toEqual({ openai: true, anthropic: true, azure: false, google: false, local: false });
    expect([C.DEFAULT_TEMPERATURE, C.DEFAULT_MAX_TOKENS]).toEqual([0.1, 4000]);
    expect([C.DEFAULT_DAILY_BUDGET_EUR, C.DEFAULT_MONTHLY_BUDGET_EUR, C.BUDGET_ALERT_THRESHOLDS]).toEqual([100, 1000, [50, 80, 95]]);
    expect([C.USAGE_METRICS_CAP, C.AUDIT_LOG_CAP, C.PRIVACY_LOG_CAP]).toEqual([1000, 1000, 10000]);
    expect([C.METRICS_RETENTION_DAYS, C.ALERTS_RETENTION_DAYS, C.MONITORING_CLEANUP_INTERVAL_MS]).toEqual([30, 7, 3_600_000]);
  });

  it('health, retention, GDPR maxima, anomalies, default alerts', () => {
    expect([C.HEALTH_CHECK_INTERVAL_MS, C.HEALTH_DEGRADED_LATENCY_MS, C.HEALTH_DOWN_LATENCY_MS]).toEqual([300_000, 10_000, 30_000]);
    expect([C.HEALTH_DEGRADED_ERROR_RATE, C.HEALTH_DOWN_ERROR_RATE]).toEqual([0.1, 0.5]);
    expect(Object.values(C.RETENTION_DAYS)).toEqual([730, 1825, 2555, 3650]);
    expect(Object.values(C.GDPR_MAX_RETENTION_DAYS)).toEqual([1095, 2555, 3650, 5475]);
    expect([C.ANOMALY_MAX_OPERATIONS_24H, C.ANOMALY_MAX_OFF_HOURS_OPERATIONS, C.OFF_HOURS_END, C.OFF_HOURS_START, C.ANOMALY_MAX_DISTINCT_IPS, C.ANOMALY_MAX_ERROR_RATE]).toEqual([100, 20, 6, 22, 5, 0.2]);
    expect([C.DEFAULT_ALERT_COST_PER_REQUEST, C.DEFAULT_ALERT_RESPONSE_TIME_MS, C.DEFAULT_ALERT_USAGE_VOLUME]).toEqual([1, 30000, 100]);
  });

  it('default provider configs are valid, with one default model each and the spec context windows', () => {
    const configs = defaultProviderConfigs();
    for (const c of configs) {
      expect(providerConfigSchema.parse(c)).toEqual(c);
      expect(c.models.filter((m) => m.isDefault)).toHaveLength(1);
      expect(defaultModel(c).isDefault).toBe(true);
    }
    const windows = new Set(configs.flatMap((c) => c.models.map((m) => m.contextWindow)));
    for (const w of [128000, 8192, 32768, 16384, 200000, 4096]) expect(windows.has(w)).toBe(true);
  });
});
