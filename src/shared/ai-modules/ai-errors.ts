// The AI rows of the error catalogue (spec 8) and the AI request, key-format, budget and privacy
// rules (spec 5): stable codes, the spec's exact English messages, type, retryability and
// retry-after. The UI maps codes to Hungarian texts; the API returns `{ code, message }`.
import type { ProviderErrorShape, ProviderErrorType, ProviderId } from './ai-modules.schemas';

interface CatalogueRow {
  message: string;
  type: ProviderErrorType;
  retryable: boolean;
  /** Seconds. */
  retryAfter?: number;
}

/** Spec 8, "AI" rows. Texts with {placeholders} are filled by `aiError`. */
export const aiErrorCatalogue = {
  AUTHENTICATION_ERROR: { message: 'Invalid API key or authentication failed', type: 'authentication', retryable: false },
  PERMISSION_ERROR: { message: 'Permission denied by the provider', type: 'authentication', retryable: false },
  RATE_LIMIT_EXCEEDED: { message: 'Rate limit exceeded', type: 'rate_limit', retryable: true, retryAfter: 60 },
  INVALID_REQUEST: { message: 'Invalid request', type: 'invalid_request', retryable: false },
  NOT_FOUND: { message: 'Resource not found', type: 'invalid_request', retryable: false },
  MODEL_NOT_FOUND: { message: 'Model {model} not found', type: 'invalid_request', retryable: false },
  DEPLOYMENT_NOT_FOUND: { message: 'Deployment {deployment} not found', type: 'invalid_request', retryable: false },
  CONTENT_FILTERED: { message: "Content blocked by the provider's content filter", type: 'invalid_request', retryable: false },
  SERVER_ERROR: { message: 'Provider server error', type: 'server_error', retryable: true, retryAfter: 5 },
  UNKNOWN_ERROR: { message: 'Unknown provider error (HTTP {status})', type: 'server_error', retryable: false },
  TIMEOUT: { message: 'Request timed out', type: 'timeout', retryable: true, retryAfter: 2 },
  NETWORK_ERROR: { message: 'Network connection failed', type: 'server_error', retryable: true, retryAfter: 5 },
  API_KEY_REQUIRED: { message: '{provider} API key is required', type: 'authentication', retryable: false },
  NO_AVAILABLE_PROVIDERS: { message: 'No available AI providers', type: 'server_error', retryable: false },
  // Issue 34.5: a firm-chosen address on a loopback, private, link-local or metadata range (ours).
  PROVIDER_ADDRESS_FORBIDDEN: { message: 'The provider address points to a private or internal network and is not allowed', type: 'invalid_request', retryable: false },
  STREAMING_NOT_ENABLED: { message: 'Streaming not enabled for this request', type: 'invalid_request', retryable: false },
  DAILY_BUDGET_EXCEEDED: { message: 'Daily budget limit exceeded. Current: €{current}, Limit: €{limit}', type: 'rate_limit', retryable: false },
  MONTHLY_BUDGET_EXCEEDED: { message: 'Monthly budget limit exceeded. Current: €{current}, Limit: €{limit}', type: 'rate_limit', retryable: false },
  // Spec 5: AI request rules.
  PROMPT_REQUIRED: { message: 'Prompt is required and cannot be empty', type: 'invalid_request', retryable: false },
  MODEL_REQUIRED: { message: 'Model is required', type: 'invalid_request', retryable: false },
  MODEL_NOT_SUPPORTED: { message: 'Model {model} is not supported by provider {provider}', type: 'invalid_request', retryable: false },
  PROMPT_TOO_LONG: { message: 'Prompt too long. Estimated {n} tokens, max {max}', type: 'invalid_request', retryable: false },
  TEMPERATURE_OUT_OF_RANGE: { message: 'Temperature must be between 0 and 2', type: 'invalid_request', retryable: false },
  MAX_TOKENS_OUT_OF_RANGE: { message: 'Max tokens must be between 1 and 4096', type: 'invalid_request', retryable: false },
  // Spec 5 "at manager level": the spec names the rule, not the text (decision 0160).
  REQUEST_ID_REQUIRED: { message: 'Request ID is required', type: 'invalid_request', retryable: false },
  USER_ID_REQUIRED: { message: 'User ID is required', type: 'invalid_request', retryable: false },
  // Spec 5: key formats; the text is ours (decision 0160).
  INVALID_API_KEY_FORMAT: { message: "{provider} API key must start with '{prefix}' and be longer than 20 characters", type: 'authentication', retryable: false },
  // Spec 5: privacy compliance; the spec names the rules, not the texts (decision 0163).
  LEGAL_BASIS_REQUIRED: { message: 'A legal basis is required when GDPR applies', type: 'invalid_request', retryable: false },
  DATA_SUBJECT_REQUIRED: { message: 'A data subject is required for the consent legal basis', type: 'invalid_request', retryable: false },
  PURPOSE_REQUIRED: { message: 'A processing purpose is required when GDPR applies', type: 'invalid_request', retryable: false },
  RESTRICTED_PURPOSE_NOT_ALLOWED: { message: "Restricted data may only be processed for the 'legal_services' purpose", type: 'invalid_request', retryable: false },
  RETENTION_TOO_LONG: { message: 'Retention of {days} days exceeds the maximum of {max} days for {level} data', type: 'invalid_request', retryable: false },
  RESTRICTED_DATA_US_STORAGE: { message: 'Restricted data must not be stored in the US', type: 'invalid_request', retryable: false },
} as const satisfies Record<string, CatalogueRow>;

export type AIErrorCode = keyof typeof aiErrorCatalogue;

export function isAIErrorCode(code: string): code is AIErrorCode {
  return Object.prototype.hasOwnProperty.call(aiErrorCatalogue, code);
}

/** Fills `{name}` placeholders; unknown names stay visible rather than vanish. */
export function formatMessage(template: string, params: Readonly<Record<string, string | number>> = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in params ? String(params[key]) : whole));
}

export interface AIErrorOptions {
  provider?: ProviderId | null;
  params?: Readonly<Record<string, string | number>>;
  /** Seconds; overrides the catalogue default (e.g. from a retry-after header). */
  retryAfter?: number;
  /** HTTP status the provider answered, when there was one. */
  status?: number;
  /** Diagnostics for logs and the audit trail; never shown to end users verbatim. */
  details?: Readonly<Record<string, unknown>>;
  cause?: unknown;
}

/** The error every AI layer function throws: the spec's provider error shape plus diagnostics. */
export class AIError extends Error implements ProviderErrorShape {
  readonly code: AIErrorCode;
  readonly type: ProviderErrorType;
  readonly provider: ProviderId | null;
  readonly retryable: boolean;
  readonly retryAfter?: number;
  readonly status?: number;
  readonly details: Readonly<Record<string, unknown>>;

  constructor(code: AIErrorCode, options: AIErrorOptions = {}) {
    const row: CatalogueRow = aiErrorCatalogue[code];
    super(formatMessage(row.message, options.params), options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'AIError';
    this.code = code;
    this.type = row.type;
    this.provider = options.provider ?? null;
    this.retryable = row.retryable;
    const retryAfter = options.retryAfter ?? row.retryAfter;
    if (retryAfter !== undefined) this.retryAfter = retryAfter;
    if (options.status !== undefined) this.status = options.status;
    this.details = options.details ?? {};
  }

  toJSON(): ProviderErrorShape {
    const shape: ProviderErrorShape = { code: this.code, message: this.message, type: this.type, provider: this.provider, retryable: this.retryable };
    if (this.retryAfter !== undefined) shape.retryAfter = this.retryAfter;
    return shape;
  }
}

export function aiError(code: AIErrorCode, options: AIErrorOptions = {}): AIError {
  return new AIError(code, options);
}

export function isAIError(value: unknown): value is AIError {
  return value instanceof AIError;
}
