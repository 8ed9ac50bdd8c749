// The AI gateway's types: what callers pass in (context, options, hooks, embedding requests) and
// what it answers, and the internal shapes of one request's attempts (split out of gateway.ts,
// issue 33.8).
import type { AIError } from '@shared/ai-modules/ai-errors';
import type { AIModel, AIRequest, AIResponse, AuditLogEntry, DataClassification, HealthStatus, ProviderConfig, ProviderHealth, ProviderId, UsageMetric } from '@shared/ai-modules/ai-modules.schemas';
import type { ThresholdCrossing } from '@shared/ai-modules/budget';
import type { Masker, MaskSession } from '@shared/ai-modules/masking';
import type { PrivacyContext } from '@shared/ai-modules/privacy';
import type { BudgetScope, BudgetStore } from './budget-store';
import type { HealthMonitor, SharedHealthStore } from './health-monitor';
import type { RateLimitStore } from './rate-limit';
import type { ChatMessage, ProviderAdapter, ProviderCredentials } from './types';

/** Spec 9: openai, then anthropic, then azure; google and local after them when enabled. */
export const GATEWAY_PROVIDER_ORDER: readonly ProviderId[] = ['openai', 'anthropic', 'azure', 'google', 'local'];

/** Told to the model whenever something was masked, so placeholders come back intact. */
export const MASKING_INSTRUCTION =
  'A szövegben a személyes adatokat helyettesítők jelölik (például [NAME_1], [EMAIL_1], [PHONE_1]). ' +
  'Ezeket pontosan így, szögletes zárójellel együtt írd le, ne találgasd a mögöttük lévő adatot; ' +
  'toldalékot kötőjellel kapcsolj hozzájuk (például [NAME_1]-nak, [NAME_1]-val).';

/** Who asks, from where, under which privacy terms. The tenant id comes from the session, never from the body. */
export interface GatewayContext {
  tenantId: string | null;
  ipAddress?: string | null;
  userAgent?: string | null;
  privacy?: PrivacyContext;
  /** Cancels the call (the browser went away); a cancelled call is not retried. */
  signal?: AbortSignal;
}

/** The wiring phase reads encrypted keys from the database; tests pass a static map. */
export interface CredentialSource {
  get(provider: ProviderId, context: { tenantId: string | null }): ProviderCredentials | null | Promise<ProviderCredentials | null>;
}

export type GatewayAuditEntry = AuditLogEntry & { tenantId: string | null };
export type GatewayUsageMetric = UsageMetric & { tenantId: string | null };

export interface BudgetThresholdEvent extends ThresholdCrossing {
  tenantId: string | null;
  /** Whose request crossed it; null: the firm's indexing (decision 0267). */
  userId: string | null;
  scope: BudgetScope;
  /** The user id, or the tenant id for a firm budget. */
  ownerId: string;
  provider: ProviderId | null;
}

export interface GatewayHooks {
  /** Awaited. When writing the 'request' entry fails, nothing is sent to the provider. */
  audit?(entry: GatewayAuditEntry): void | Promise<void>;
  usage?(metric: GatewayUsageMetric): void | Promise<void>;
  budgetThreshold?(event: BudgetThresholdEvent): void | Promise<void>;
  healthChange?(health: ProviderHealth & { scope: string }, previous: HealthStatus): void;
  /** Errors thrown by the hooks other than the 'request' audit; the request itself goes on. */
  hookError?(error: unknown, hook: string): void;
}

export type ProviderConfigSource = readonly ProviderConfig[] | ((context: GatewayContext) => readonly ProviderConfig[] | Promise<readonly ProviderConfig[]>);
export type MaskerSource = Masker | ((context: GatewayContext) => Masker | Promise<Masker>);

export interface AiGatewayOptions {
  providers: ProviderConfigSource;
  credentials: CredentialSource;
  adapters?: Partial<Record<ProviderId, ProviderAdapter>>;
  order?: readonly ProviderId[];
  rateLimits?: RateLimitStore;
  /** null: no budget checks (e.g. the benchmark's direct comparison). */
  budgets?: BudgetStore | null;
  health?: HealthMonitor;
  /** The judgement every instance shares (decision 0231); without it each instance judges alone. */
  sharedHealth?: SharedHealthStore;
  /** The firm's contact names belong in the masker; the default masks identifiers only. */
  masker?: MaskerSource;
  /** Firm defaults (legal basis, purpose) merged under each request's privacy context. */
  privacyDefaults?: PrivacyContext;
  hooks?: GatewayHooks;
  maxRetries?: number;
  retryDelayMs?: number;
  timeoutMs?: number;
  streamTimeoutMs?: number;
  rateLimitGraceMs?: number;
  now?: () => number;
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
}

/** Embeddings cost this share of the provider's chat price per token (spec 9 formula, decision 0251). */
export const EMBEDDING_COST_MULTIPLIER = 0.01;

/** Texts to embed with the firm's embedding model (decision 0251). */
export interface EmbedRequest {
  /** The asking user (a question); null for the background indexing of the vault. */
  userId: string | null;
  provider: ProviderId;
  model: string;
  texts: string[];
  /** In the audit details: indexing the vault, or a question. */
  purpose: 'index' | 'query';
}

export interface EmbedResponse {
  requestId: string;
  provider: ProviderId;
  model: string;
  vectors: number[][];
  dimensions: number;
  promptTokens: number;
  cost: number;
}

export type GatewayStreamEvent = { type: 'start'; requestId: string; provider: ProviderId; model: string } | { type: 'delta'; text: string } | { type: 'done'; response: AIResponse };

/** A validated, masked and classified request, ready for the providers (internal to the gateway). */
export interface Prepared {
  request: AIRequest;
  context: GatewayContext;
  session: MaskSession;
  messages: ChatMessage[];
  maskedText: string;
  classification: DataClassification;
  privacy: PrivacyContext;
  started: number;
  temperature: number;
  maxTokens: number;
  stream: boolean;
}

/** One provider chosen for an attempt, with its reservation (internal to the gateway). */
export interface Target {
  provider: ProviderId;
  config: ProviderConfig;
  model: AIModel;
  credentials: ProviderCredentials;
  adapter: ProviderAdapter;
  rateKey: string;
  estimatedPromptTokens: number;
  /** The worst-case cost reserved in the budgets for this attempt (issue 34.4), settled after it. */
  reserved: number;
  /** What the instances had published about this provider when it was chosen. */
  sharedStatus: HealthStatus | null;
}

/** What one request has tried so far (internal to the gateway). */
export interface AttemptState {
  attempt: number;
  lastProvider: ProviderId | null;
  failed: Map<ProviderId, AIError>;
  skipped: AIError[];
  lastError: AIError | null;
  fallbackFrom: ProviderId[];
}
