// HTTP answers and transport failures of each provider mapped onto the spec 8 catalogue.
import { AIError, type AIErrorCode } from '@shared/ai-modules/ai-errors';
import type { ProviderId } from '@shared/ai-modules/ai-modules.schemas';

/** What a failed provider answer looked like, already read. */
export interface HttpFailure {
  status: number;
  headers: Headers;
  /** Parsed JSON body, or null when it was not JSON. */
  body: unknown;
  /** Raw body text (bounded), for the diagnostics. */
  text: string;
}

const MAX_DETAIL = 500;

/** Seconds from retry-after-ms, retry-after (seconds or an HTTP date), or undefined. */
export function retryAfterSeconds(headers: Headers, now: number = Date.now()): number | undefined {
  const ms = headers.get('retry-after-ms');
  if (ms !== null && ms.trim() !== '' && Number.isFinite(Number(ms))) return Math.max(0, Math.ceil(Number(ms) / 1000));
  const value = headers.get('retry-after');
  if (value === null || value.trim() === '') return undefined;
  if (/^\d+(\.\d+)?$/.test(value.trim())) return Math.ceil(Number(value));
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - now) / 1000));
}

interface ErrorBodyFields {
  message: string;
  type: string;
  code: string;
  status: string;
  innerCode: string;
  reasons: string[];
  retryDelay: number | undefined;
}

/** Providers quote (part of) a rejected key in their messages; those never reach our logs. */
const KEY_LIKE = /\b(?:sk-[\w*-]{4,}|AIza[\w*-]{8,}|[0-9a-f]{32})\b/gi;
export function redactKeys(message: string): string {
  return message.replace(KEY_LIKE, '[redacted key]');
}

const str = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');
const rec = (v: unknown): Record<string, unknown> => (v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {});

/** The fields every provider's error body spreads over `error.{message,type,code,status,…}`. */
export function errorFields(body: unknown): ErrorBodyFields {
  const root = rec(body);
  const error = rec(root.error ?? root);
  const inner = rec(error.innererror ?? error.inner_error);
  const details = Array.isArray(error.details) ? (error.details as unknown[]).map(rec) : [];
  let retryDelay: number | undefined;
  const reasons: string[] = [];
  for (const d of details) {
    if (typeof d.reason === 'string') reasons.push(d.reason);
    const delay = str(d.retryDelay).match(/^(\d+(?:\.\d+)?)s$/);
    if (delay) retryDelay = Math.ceil(Number(delay[1]));
  }
  return {
    message: redactKeys(str(error.message)).slice(0, MAX_DETAIL),
    type: str(error.type),
    code: str(error.code),
    status: str(error.status),
    innerCode: str(inner.code),
    reasons,
    retryDelay,
  };
}

function make(code: AIErrorCode, provider: ProviderId, failure: HttpFailure, fields: ErrorBodyFields, extra: { retryAfter?: number; params?: Record<string, string | number> } = {}): AIError {
  return new AIError(code, {
    provider,
    status: failure.status,
    ...(extra.retryAfter !== undefined ? { retryAfter: extra.retryAfter } : {}),
    params: { status: failure.status, ...extra.params },
    details: { providerMessage: fields.message, providerType: fields.type || fields.status, providerCode: fields.code || fields.innerCode },
  });
}

/** Spec 8 generic rows: 401, 429 with retry-after, 400, 500/502/503/504, other. */
function generic(provider: ProviderId, failure: HttpFailure, fields: ErrorBodyFields, rateLimitDefault = 60): AIError {
  const { status } = failure;
  if (status === 401) return make('AUTHENTICATION_ERROR', provider, failure, fields);
  if (status === 429) return make('RATE_LIMIT_EXCEEDED', provider, failure, fields, { retryAfter: retryAfterSeconds(failure.headers) ?? fields.retryDelay ?? rateLimitDefault });
  if (status === 400) return make('INVALID_REQUEST', provider, failure, fields);
  if (status === 500 || status === 502 || status === 503 || status === 504) return make('SERVER_ERROR', provider, failure, fields);
  return make('UNKNOWN_ERROR', provider, failure, fields);
}

/** OpenAI and OpenAI-compatible servers (`local`). */
export function mapOpenAiError(provider: ProviderId, failure: HttpFailure): AIError {
  const fields = errorFields(failure.body);
  if (failure.status === 404 && fields.code === 'model_not_found') return make('MODEL_NOT_FOUND', provider, failure, fields, { params: { model: modelFromMessage(fields.message) } });
  return generic(provider, failure, fields);
}

/** Spec 8 "AI provider 2": PERMISSION_ERROR, NOT_FOUND, overloaded → SERVER_ERROR, rate limit default 60 s. */
export function mapAnthropicError(failure: HttpFailure): AIError {
  const fields = errorFields(failure.body);
  return anthropicErrorOfType(fields.type, failure, fields);
}

export function anthropicErrorOfType(type: string, failure: HttpFailure, fields: ErrorBodyFields = errorFields(failure.body)): AIError {
  const provider = 'anthropic';
  switch (type) {
    case 'authentication_error':
      return make('AUTHENTICATION_ERROR', provider, failure, fields);
    case 'permission_error':
      return make('PERMISSION_ERROR', provider, failure, fields);
    case 'not_found_error':
      return make('NOT_FOUND', provider, failure, fields);
    case 'rate_limit_error':
      return make('RATE_LIMIT_EXCEEDED', provider, failure, fields, { retryAfter: retryAfterSeconds(failure.headers) ?? 60 });
    case 'overloaded_error':
    case 'api_error':
      return make('SERVER_ERROR', provider, failure, fields);
    case 'invalid_request_error':
    case 'request_too_large':
      return make('INVALID_REQUEST', provider, failure, fields);
  }
  if (failure.status === 403) return make('PERMISSION_ERROR', provider, failure, fields);
  if (failure.status === 404) return make('NOT_FOUND', provider, failure, fields);
  if (failure.status === 529) return make('SERVER_ERROR', provider, failure, fields);
  return generic(provider, failure, fields);
}

const AZURE_CONTENT_FILTER = new Set(['content_filter', 'ResponsibleAIPolicyViolation', 'content_policy_violation']);

/** Spec 8 "AI Azure": DEPLOYMENT_NOT_FOUND, CONTENT_FILTERED, MODEL_NOT_FOUND, quota → rate limit 60 s. */
export function mapAzureError(failure: HttpFailure, deployment: string, model: string): AIError {
  const provider = 'azure';
  const fields = errorFields(failure.body);
  const codes = [fields.code, fields.innerCode];
  if (fields.code === 'DeploymentNotFound' || (failure.status === 404 && /deployment/i.test(fields.message))) {
    return make('DEPLOYMENT_NOT_FOUND', provider, failure, fields, { params: { deployment } });
  }
  if (codes.some((c) => AZURE_CONTENT_FILTER.has(c))) return make('CONTENT_FILTERED', provider, failure, fields);
  if (codes.some((c) => /^model_?not_?found$/i.test(c))) return make('MODEL_NOT_FOUND', provider, failure, fields, { params: { model } });
  if (codes.some((c) => /quota/i.test(c)) || /quota/i.test(fields.message)) {
    return make('RATE_LIMIT_EXCEEDED', provider, failure, fields, { retryAfter: retryAfterSeconds(failure.headers) ?? 60 });
  }
  return generic(provider, failure, fields);
}

/** Google's `{ error: { code, message, status, details } }` (google.rpc.Status). */
export function mapGoogleError(failure: HttpFailure, model: string): AIError {
  const provider = 'google';
  const fields = errorFields(failure.body);
  if (fields.reasons.includes('API_KEY_INVALID') || fields.status === 'UNAUTHENTICATED') return make('AUTHENTICATION_ERROR', provider, failure, fields);
  if (fields.status === 'PERMISSION_DENIED') return make('PERMISSION_ERROR', provider, failure, fields);
  if (fields.status === 'NOT_FOUND') return make('MODEL_NOT_FOUND', provider, failure, fields, { params: { model } });
  if (fields.status === 'RESOURCE_EXHAUSTED') {
    return make('RATE_LIMIT_EXCEEDED', provider, failure, fields, { retryAfter: retryAfterSeconds(failure.headers) ?? fields.retryDelay ?? 60 });
  }
  return generic(provider, failure, fields);
}

function modelFromMessage(message: string): string {
  return message.match(/model [`'"]?([\w.:-]+)/i)?.[1] ?? 'unknown';
}

/** A transport failure: our timeout → TIMEOUT, anything else → NETWORK_ERROR. */
export function transportError(provider: ProviderId, error: unknown, timedOut: boolean): AIError {
  if (timedOut) return new AIError('TIMEOUT', { provider, cause: error });
  const cause = error instanceof Error ? (error.cause instanceof Error ? error.cause : error) : undefined;
  const code = cause && 'code' in cause ? String((cause as { code: unknown }).code) : undefined;
  return new AIError('NETWORK_ERROR', { provider, cause: error, details: { reason: code ?? cause?.message ?? String(error) } });
}

/** Short machine codes the provider or the network stack answered with (`invalid_api_key`, `ECONNREFUSED`). */
const CODE_LIKE = /^[A-Za-z0-9_.:-]{1,64}$/;
/** Our own fixed reasons ('stream ended without a result', 'too many redirects'). */
const OWN_REASON = /^[a-z][a-z ]{2,60}$/;

/**
 * An error's details as the AI audit log may keep them (issue 34.5): the provider's codes, our own
 * reasons and limits — never the text a provider (or whatever answers at its address) wrote, nor a
 * network message naming addresses and ports, which would turn the audit log into a probe of the
 * server's network.
 */
export function auditableErrorDetails(details: Record<string, unknown> | undefined): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(details ?? {})) {
    if ((key === 'providerType' || key === 'providerCode') && typeof value === 'string' && CODE_LIKE.test(value)) out[key] = value;
    else if (key === 'reason' && typeof value === 'string' && (OWN_REASON.test(value) || /^[A-Z][A-Z0-9_]{1,40}$/.test(value))) out[key] = value;
    else if ((key === 'limit' || key === 'local' || key === 'cancelled') && (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')) out[key] = value;
  }
  return out;
}
