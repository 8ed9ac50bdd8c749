// The AI gateway core: validates a request (spec 5), masks personal data and classifies it,
// checks GDPR compliance, picks a provider (order, enabled, key, health, region, budget, rate
// limit), calls it with retries and fallback (spec 9), unmasks the answer, and reports usage,
// audit entries, budget thresholds and health changes through hooks (decisions 0160–0163).
import { createHash, randomUUID } from 'node:crypto';
import { DEFAULT_MAX_TOKENS, DEFAULT_TEMPERATURE, HEALTH_CHECK_INTERVAL_MS, MAX_RETRIES, RATE_LIMIT_GRACE_MS, REQUEST_TIMEOUT_MS, RETRY_DELAY_MS, STREAMING_TIMEOUT_MS } from '@shared/ai/ai.constants';
import { AIError, isAIError } from '@shared/ai/ai-errors';
import {
  aiRequestSchema,
  type AIModel,
  type AIRequest,
  type AIRequestInput,
  type AIResponse,
  type AuditAction,
  type AuditLogEntry,
  type DataClassification,
  type HealthStatus,
  type ProviderConfig,
  type ProviderHealth,
  type ProviderId,
  type ToolCall,
  type UsageMetric,
} from '@shared/ai/ai.schemas';
import { crossedThresholds, type ThresholdCrossing } from '@shared/ai/budget';
import { createMasker, type Masker, type MaskSession } from '@shared/ai/masking';
import { checkPrivacyCompliance, classifyData, type PrivacyContext } from '@shared/ai/privacy';
import { defaultModel, findModel, PROVIDER_NAMES } from '@shared/ai/providers';
import { checkManagerRules, checkModelRules, checkOptionRules, checkPromptRule, computeCost, estimateTokens, promptText, requiresApiKey } from '@shared/ai/request-rules';
import { createDefaultAdapters } from './adapters';
import { MemoryBudgetStore, type BudgetOwner, type BudgetScope, type BudgetStore } from './budget-store';
import { countsAgainstHealth, HealthMonitor, type ScopedHealth, type SharedHealthStore } from './health-monitor';
import { auditableErrorDetails } from './provider-errors';
import { MemoryRateLimitStore, type RateLimitStore } from './rate-limit';
import type { ChatMessage, EmbeddingResult, ProviderAdapter, ProviderCall, ProviderCredentials, ProviderModelInfo, ProviderResult, ProviderStreamEvent } from './types';

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

interface Prepared {
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

interface Target {
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

interface AttemptState {
  attempt: number;
  lastProvider: ProviderId | null;
  failed: Map<ProviderId, AIError>;
  skipped: AIError[];
  lastError: AIError | null;
  fallbackFrom: ProviderId[];
}

const defaultSleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });

/** Skip reasons, strongest first, for the error shown when no provider is left. */
const SKIP_PRIORITY: readonly string[] = ['DAILY_BUDGET_EXCEEDED', 'MONTHLY_BUDGET_EXCEEDED', 'RESTRICTED_DATA_US_STORAGE', 'STREAMING_NOT_ENABLED', 'RATE_LIMIT_EXCEEDED'];

export class AiGateway {
  readonly health: HealthMonitor;
  readonly rateLimits: RateLimitStore;
  readonly budgets: BudgetStore | null;
  private readonly adapters: Record<ProviderId, ProviderAdapter>;
  private readonly order: readonly ProviderId[];
  private readonly now: () => number;
  private readonly sleep: (ms: number, signal?: AbortSignal) => Promise<void>;
  private readonly defaultMasker: Masker;
  private readonly knownTargets = new Map<string, { provider: ProviderId; tenantId: string | null }>();

  constructor(private readonly options: AiGatewayOptions) {
    this.now = options.now ?? Date.now;
    this.sleep = options.sleep ?? defaultSleep;
    this.adapters = { ...createDefaultAdapters(), ...options.adapters };
    this.order = options.order ?? GATEWAY_PROVIDER_ORDER;
    this.rateLimits = options.rateLimits ?? new MemoryRateLimitStore();
    this.budgets = options.budgets === undefined ? new MemoryBudgetStore() : options.budgets;
    this.health =
      options.health ??
      new HealthMonitor({
        now: this.now,
        onChange: (h, previous) => this.safeHook('healthChange', () => options.hooks?.healthChange?.(h, previous)),
      });
    this.defaultMasker = createMasker();
  }

  /** A whole answer. Throws an AIError with the spec's code and message. */
  async generate(input: AIRequestInput, context: GatewayContext): Promise<AIResponse> {
    const prepared = await this.prepare(input, context, false);
    const state = this.newState();
    for (;;) {
      const { target, call, attemptStart } = await this.beginAttempt(prepared, state);
      let result: ProviderResult;
      try {
        result = await target.adapter.complete(call, target.credentials);
      } catch (error) {
        await this.onAttemptFailure(prepared, target, state, error, attemptStart);
        continue;
      }
      return this.finish(prepared, target, state, result, attemptStart);
    }
  }

  /**
   * A streamed answer: 'start', then unmasked 'delta's, then 'done' with the whole response.
   * Retries and fallback happen only before the first event; a failure later ends the stream
   * with the AIError.
   */
  async *stream(input: AIRequestInput, context: GatewayContext): AsyncGenerator<GatewayStreamEvent, void, undefined> {
    const prepared = await this.prepare(input, context, true);
    const state = this.newState();
    for (;;) {
      const { target, call, attemptStart } = await this.beginAttempt(prepared, state);
      let iterator: AsyncIterator<ProviderStreamEvent> | undefined;
      let first: IteratorResult<ProviderStreamEvent>;
      try {
        iterator = target.adapter.stream(call, target.credentials)[Symbol.asyncIterator]();
        first = await iterator.next();
      } catch (error) {
        await this.onAttemptFailure(prepared, target, state, error, attemptStart);
        continue;
      }
      const unmasker = prepared.session.streamUnmasker();
      let outcome: 'completed' | 'failed' | null = null;
      try {
        yield { type: 'start', requestId: prepared.request.id, provider: target.provider, model: target.model.id };
        for (let step = first; !step.done; step = await iterator.next()) {
          const ev = step.value;
          if (ev.type === 'delta') {
            const text = unmasker.push(ev.text);
            if (text) yield { type: 'delta', text };
          } else {
            const tail = unmasker.flush();
            if (tail) yield { type: 'delta', text: tail };
            outcome = 'completed';
            const response = await this.finish(prepared, target, state, ev.result, attemptStart);
            yield { type: 'done', response };
            return;
          }
        }
        throw new AIError('NETWORK_ERROR', { provider: target.provider, details: { reason: 'stream ended without a result' } });
      } catch (error) {
        if (outcome !== null || context.signal?.aborted) throw error;
        outcome = 'failed';
        const aiError = this.asAIError(error, target.provider, context);
        await this.recordFailure(prepared, target, state, aiError, attemptStart);
        throw aiError;
      } finally {
        if (outcome !== 'completed') await iterator.return?.().catch(() => undefined);
        // The consumer stopped reading (the browser went away): say so in the audit trail. The
        // provider may have billed the part it streamed, which nobody counted: the reserved worst
        // case stays charged.
        if (outcome === null) {
          await this.settleBudgets({ tenantId: context.tenantId, userId: prepared.request.userId }, target.provider, target.reserved, target.reserved, this.now());
          await this.audit(prepared, 'error', target.provider, target.model.id, { cancelled: true, attempt: state.attempt });
        }
      }
    }
  }

  /**
   * Embeddings through the same rules as a chat request, where they apply (decision 0251): every
   * text is masked before it leaves the server (placeholders are embedded, never the identifiers),
   * classified and checked against the GDPR rules and the provider's region, counted against the
   * key's rate limits, audited (request awaited before sending, then response or error) and
   * metered as a usage row with its cost. No fallback to another provider: vectors of different
   * models cannot be compared, so a failure is the caller's (the sweep retries, a question falls
   * back to full text). Budgets are checked and charged like chat (decision 0267): a question's
   * embedding to the user's and the firm's budgets, the indexing (no user) to the firm's.
   */
  async embed(input: EmbedRequest, context: GatewayContext): Promise<EmbedResponse> {
    const started = this.now();
    const requestId = randomUUID();
    const userId = input.userId ?? '';
    const session = (await this.masker(context)).session();
    const masked = input.texts.map((t) => session.mask(t));
    const privacy: PrivacyContext = { ...this.options.privacyDefaults, ...context.privacy };
    const classification = classifyData({ texts: input.texts, maskedKinds: session.kinds, taskType: 'general', ...(privacy.declaredLevel ? { declaredLevel: privacy.declaredLevel } : {}) });
    const audit = (action: AuditAction, details: Record<string, unknown>, awaited = false) => {
      const entry = this.auditEntry(userId, requestId, context, classification, action, input.provider, input.model, { embedding: true, purpose: input.purpose, ...details });
      return awaited ? this.options.hooks?.audit?.(entry) : this.safeHook('audit', () => this.options.hooks?.audit?.(entry));
    };
    const config = (await this.configs(context)).get(input.provider);
    const credentials = config?.enabled ? await this.options.credentials.get(input.provider, { tenantId: context.tenantId }) : null;
    const adapter = this.adapters[input.provider];
    let refusal: AIError | undefined;
    if (!config?.enabled || !credentials || (requiresApiKey(input.provider) && !credentials.apiKey?.trim())) {
      refusal = new AIError('API_KEY_REQUIRED', { provider: input.provider, params: { provider: PROVIDER_NAMES[input.provider] } });
    } else if (!adapter.embed) {
      refusal = new AIError('INVALID_REQUEST', { provider: input.provider, details: { reason: 'the provider has no embeddings API here' } });
    } else {
      refusal = checkPrivacyCompliance(privacy, classification, credentials.region ?? config.region)[0];
    }
    const estimated = masked.reduce((n, t) => n + estimateTokens(t, input.provider), 0);
    const rateKey = `${input.provider}:${credentials?.scope ?? ''}`;
    const owner = { tenantId: context.tenantId, userId: input.userId };
    // Charged like chat (decision 0267): the estimated prompt is the whole worst case (no completion),
    // reserved before the call and settled to the real cost after it (issue 34.4).
    let reserved = 0;
    if (!refusal && config) {
      const worstCase = computeCost(estimated, config.costPerToken, EMBEDDING_COST_MULTIPLIER);
      refusal = (await this.reserveBudgets(owner, input.provider, worstCase)) ?? undefined;
      if (!refusal) reserved = worstCase;
    }
    if (!refusal && config) {
      const decision = await this.rateLimits.acquire(rateKey, config.rateLimits, estimated, this.now());
      if (!decision.allowed) refusal = new AIError('RATE_LIMIT_EXCEEDED', { provider: input.provider, retryAfter: Math.ceil(decision.retryAfterMs / 1000), details: { limit: decision.limit, local: true } });
    }
    if (refusal || !config || !credentials || !adapter.embed) {
      await this.settleBudgets(owner, input.provider, reserved, 0, this.now());
      const error = refusal ?? new AIError('NO_AVAILABLE_PROVIDERS');
      await audit('error', { code: error.code, message: error.message });
      throw error;
    }
    // Awaited and not caught, as for chat: nothing leaves the server without its audit entry.
    try {
      await audit('request', { inputs: masked.length, chars: masked.reduce((n, t) => n + t.length, 0), estimatedPromptTokens: estimated, masked: session.summary, keyScope: credentials.scope }, true);
    } catch (error) {
      await this.settleBudgets(owner, input.provider, reserved, 0, this.now());
      throw error;
    }
    const attemptStart = this.now();
    const metric = (m: { tokens: number; cost: number; success: boolean; extra: Record<string, unknown> }) =>
      this.options.hooks?.usage
        ? this.safeHook('usage', () =>
            this.options.hooks?.usage?.({
              tenantId: context.tenantId,
              userId,
              provider: input.provider,
              model: input.model,
              taskType: 'general',
              tokensUsed: m.tokens,
              cost: m.cost,
              responseTime: this.now() - attemptStart,
              success: m.success,
              timestamp: new Date(this.now()).toISOString(),
              metadata: { requestId, classification: classification.level, embedding: true, purpose: input.purpose, ...m.extra },
            }),
          )
        : Promise.resolve();
    let result: EmbeddingResult;
    try {
      result = await adapter.embed(
        {
          model: input.model,
          input: masked,
          timeoutMs: this.options.timeoutMs ?? REQUEST_TIMEOUT_MS,
          ...(input.userId ? { endUserId: pseudonym(context.tenantId, input.userId) } : {}),
          ...(context.signal ? { signal: context.signal } : {}),
        },
        credentials,
      );
    } catch (e) {
      const error = this.asAIError(e, input.provider, context);
      await this.settleBudgets(owner, input.provider, reserved, 0, this.now());
      await this.rateLimits.adjust(rateKey, -estimated, this.now());
      if (error.type === 'rate_limit') {
        const now = this.now();
        await this.rateLimits.block(rateKey, now + (error.retryAfter !== undefined ? error.retryAfter * 1000 : (this.options.rateLimitGraceMs ?? RATE_LIMIT_GRACE_MS)), now);
      }
      await audit('error', { code: error.code, message: error.message, retryable: error.retryable, ...(error.status !== undefined ? { status: error.status } : {}) });
      await metric({ tokens: 0, cost: 0, success: false, extra: { code: error.code } });
      throw error;
    }
    const cost = computeCost(result.promptTokens, config.costPerToken, EMBEDDING_COST_MULTIPLIER);
    await this.rateLimits.adjust(rateKey, result.promptTokens - estimated, this.now());
    const dimensions = result.vectors[0]?.length ?? 0;
    await audit('response', { inputs: masked.length, promptTokens: result.promptTokens, usageEstimated: result.usageEstimated, dimensions, cost, processingTime: this.now() - started });
    await metric({ tokens: result.promptTokens, cost, success: true, extra: {} });
    await this.settleBudgets(owner, input.provider, reserved, cost, this.now());
    return { requestId, provider: input.provider, model: input.model, vectors: result.vectors, dimensions, promptTokens: result.promptTokens, cost };
  }

  /**
   * Reserves a worst-case cost in the user's and the firm's budgets, atomically (issue 34.4,
   * decision 0307): spec 9's refusal of the first budget it would take past its limit, or null
   * when it was reserved. Limits are hard: parallel requests see each other's reservations.
   */
  private async reserveBudgets(owner: BudgetOwner, provider: ProviderId, worstCase: number): Promise<AIError | null> {
    if (!this.budgets) return null;
    return this.budgets.reserve(owner, provider, worstCase, new Date(this.now()));
  }

  /** Replaces a reservation by the real cost (0 for a failed call) and reports each threshold it crossed (chat and embeddings alike). */
  private async settleBudgets(owner: BudgetOwner, provider: ProviderId, reserved: number, cost: number, now: number): Promise<void> {
    if (!this.budgets || (!(reserved > 0) && !(cost > 0))) return;
    for (const change of await this.budgets.settle(owner, provider, reserved, cost, new Date(now))) {
      for (const crossing of crossedThresholds(change.before, change.after)) {
        await this.safeHook('budgetThreshold', () =>
          this.options.hooks?.budgetThreshold?.({ ...crossing, tenantId: owner.tenantId, userId: owner.userId, scope: change.scope, ownerId: change.after.userId, provider: change.after.provider }),
        );
      }
    }
  }

  /** Probe one provider now (the admin's "test connection"); records the result in the health monitor and answers the probe's error, if any. */
  async checkProvider(provider: ProviderId, context: { tenantId: string | null }): Promise<ProviderHealth & { scope: string; error: AIError | null }> {
    const credentials = await this.options.credentials.get(provider, context);
    const scope = credentials?.scope ?? `${context.tenantId ?? 'platform'}`;
    const started = this.now();
    let error: AIError | undefined;
    try {
      if (!credentials || (requiresApiKey(provider) && !credentials.apiKey?.trim())) {
        throw new AIError('API_KEY_REQUIRED', { provider, params: { provider: PROVIDER_NAMES[provider] } });
      }
      await this.adapters[provider].check(credentials, REQUEST_TIMEOUT_MS);
    } catch (e) {
      error = isAIError(e) ? e : new AIError('NETWORK_ERROR', { provider, cause: e });
    }
    this.health.recordProbe(provider, scope, { ok: !error, latencyMs: this.now() - started, ...(error ? { error } : {}) });
    this.knownTargets.set(`${provider}:${scope}`, { provider, tenantId: context.tenantId });
    const snap = this.health.snapshotFor(provider, scope);
    await this.safeHook('sharedHealth', () => this.options.sharedHealth?.publish(snap));
    return { ...snap, error: error ?? null };
  }

  /** Re-checks every provider whose check is due (spec 4: every 5 minutes): the job ai.gateway-health (decision 0281). */
  async runDueHealthChecks(): Promise<void> {
    const due = this.health.due();
    for (const { provider, scope } of due) {
      const known = this.knownTargets.get(`${provider}:${scope}`);
      if (known) await this.checkProvider(provider, { tenantId: known.tenantId });
    }
  }

  async listModels(provider: ProviderId, context: { tenantId: string | null }): Promise<ProviderModelInfo[]> {
    const credentials = await this.options.credentials.get(provider, context);
    if (!credentials) throw new AIError('API_KEY_REQUIRED', { provider, params: { provider: PROVIDER_NAMES[provider] } });
    return this.adapters[provider].listModels(credentials, REQUEST_TIMEOUT_MS);
  }

  // ---- preparation -------------------------------------------------------------------------

  private async prepare(input: AIRequestInput, context: GatewayContext, stream: boolean): Promise<Prepared> {
    const started = this.now();
    const manager = checkManagerRules({ id: input.id, userId: input.userId });
    if (manager[0]) throw manager[0];
    const parsed = aiRequestSchema.safeParse(input);
    if (!parsed.success) {
      throw new AIError('INVALID_REQUEST', { details: { issues: parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`) } });
    }
    const request = parsed.data;
    if (stream && request.options.stream !== true) throw new AIError('STREAMING_NOT_ENABLED');
    // Provider-independent rules of spec 5 first (prompt, temperature, max tokens).
    const general = [checkPromptRule(request.prompt), ...checkOptionRules(request.options)].filter((e): e is AIError => e !== null);
    if (general[0]) {
      await this.auditEarly(request, context, 'error', { code: general[0].code });
      throw general[0];
    }

    const masker = await this.masker(context);
    const session = masker.session();
    const system = request.options.systemPrompt ? session.mask(request.options.systemPrompt) : '';
    const history = (request.history ?? []).map((t) => ({ role: t.role, content: session.mask(t.content) }));
    const prompt = session.mask(request.prompt);
    const privacy: PrivacyContext = { ...this.options.privacyDefaults, ...context.privacy };
    const classification = classifyData({
      texts: [request.prompt, request.options.systemPrompt ?? '', ...(request.history ?? []).map((t) => t.content)],
      maskedKinds: session.kinds,
      taskType: request.taskType,
      ...(privacy.declaredLevel ? { declaredLevel: privacy.declaredLevel } : {}),
    });
    const messages: ChatMessage[] = [];
    const systemText = session.summary.total > 0 ? [system, MASKING_INSTRUCTION].filter(Boolean).join('\n\n') : system;
    if (systemText) messages.push({ role: 'system', content: systemText });
    messages.push(...history, { role: 'user', content: prompt });
    const prepared: Prepared = {
      request,
      context,
      session,
      messages,
      maskedText: promptText({ prompt, systemPrompt: systemText, history }),
      classification,
      privacy,
      started,
      temperature: request.options.temperature ?? DEFAULT_TEMPERATURE,
      maxTokens: request.options.maxTokens ?? DEFAULT_MAX_TOKENS,
      stream,
    };
    // Spec 5 privacy compliance; the US-storage rule depends on the provider and is checked per provider.
    const violations = checkPrivacyCompliance(privacy, classification).filter((e) => e.code !== 'RESTRICTED_DATA_US_STORAGE');
    if (violations[0]) {
      await this.audit(prepared, 'error', null, null, { code: violations[0].code, violations: violations.map((v) => v.code) });
      throw violations[0];
    }
    return prepared;
  }

  private async masker(context: GatewayContext): Promise<Masker> {
    const source = this.options.masker;
    if (!source) return this.defaultMasker;
    return typeof source === 'function' ? source(context) : source;
  }

  private async configs(context: GatewayContext): Promise<Map<ProviderId, ProviderConfig>> {
    const source = this.options.providers;
    const list = typeof source === 'function' ? await source(context) : source;
    return new Map(list.map((c) => [c.providerId, c]));
  }

  // ---- provider choice ---------------------------------------------------------------------

  private newState(): AttemptState {
    return { attempt: 0, lastProvider: null, failed: new Map(), skipped: [], lastError: null, fallbackFrom: [] };
  }

  /** The preferred provider (named, or owning the named model) first, then the configured order. */
  private orderFor(request: AIRequest, configs: Map<ProviderId, ProviderConfig>): ProviderId[] {
    let preferred = request.provider;
    if (!preferred && request.model) {
      preferred = this.order.find((p) => {
        const c = configs.get(p);
        return c?.enabled && findModel(c, request.model ?? '');
      });
    }
    const rest = this.order.filter((p) => p !== preferred);
    return preferred ? [preferred, ...rest] : [...rest];
  }

  /**
   * The next provider to call, or null. Providers that failed in this request go last and are
   * retried only when no other is left (spec 9: max 3 attempts, 1000 ms × attempt between tries
   * of the same provider; decision 0161).
   */
  private async nextTarget(prepared: Prepared, state: AttemptState): Promise<Target | null> {
    const maxAttempts = this.options.maxRetries ?? MAX_RETRIES;
    if (state.attempt >= maxAttempts) return null;
    const configs = await this.configs(prepared.context);
    const order = this.orderFor(prepared.request, configs);
    state.skipped = [];
    const fresh = order.filter((p) => !state.failed.has(p));
    const again = order.filter((p) => state.failed.get(p)?.retryable && state.failed.get(p)?.type !== 'rate_limit');
    for (const provider of [...fresh, ...again]) {
      const target = await this.eligible(prepared, provider, configs, order[0] === provider, state);
      if (!target) continue;
      if (state.lastProvider && state.lastProvider !== provider) state.fallbackFrom.push(state.lastProvider);
      state.attempt += 1;
      if (state.attempt > 1 && state.lastProvider === provider) {
        const delay = (this.options.retryDelayMs ?? RETRY_DELAY_MS) * (state.attempt - 1);
        await this.sleep(delay, prepared.context.signal);
      }
      state.lastProvider = provider;
      this.knownTargets.set(`${provider}:${target.credentials.scope}`, { provider, tenantId: prepared.context.tenantId });
      return target;
    }
    return null;
  }

  private async eligible(prepared: Prepared, provider: ProviderId, configs: Map<ProviderId, ProviderConfig>, primary: boolean, state: AttemptState): Promise<Target | null> {
    const { request } = prepared;
    const config = configs.get(provider);
    if (!config?.enabled) return null;
    const skip = (error: AIError) => {
      state.skipped.push(error);
      return null;
    };
    const credentials = await this.options.credentials.get(provider, { tenantId: prepared.context.tenantId });
    if (!credentials || (requiresApiKey(provider) && !credentials.apiKey?.trim())) {
      return skip(new AIError('API_KEY_REQUIRED', { provider, params: { provider: config.name } }));
    }
    const shared = await this.options.sharedHealth?.get(provider, credentials.scope);
    const sharedDown = shared?.status === 'down' && this.now() < Date.parse(shared.nextCheck);
    if (!this.health.available(provider, credentials.scope) || sharedDown) {
      return skip(new AIError('NO_AVAILABLE_PROVIDERS', { provider, details: { reason: 'down' } }));
    }
    const region = credentials.region ?? config.region;
    const regional = checkPrivacyCompliance(prepared.privacy, prepared.classification, region).find((e) => e.code === 'RESTRICTED_DATA_US_STORAGE');
    if (regional) return skip(new AIError('RESTRICTED_DATA_US_STORAGE', { provider }));

    // The named model on its own provider; elsewhere the provider's default model.
    const modelId = primary && request.model !== undefined ? request.model : defaultModel(config).id;
    const ruleErrors = checkModelRules({ model: modelId, text: prepared.maskedText }, config);
    if (ruleErrors[0]) {
      if (primary && (request.model !== undefined || request.provider !== undefined)) throw ruleErrors[0];
      return skip(ruleErrors[0]);
    }
    const model = findModel(config, modelId) as AIModel;
    if (prepared.stream && !model.capabilities.includes('streaming')) {
      const error = new AIError('STREAMING_NOT_ENABLED', { provider });
      if (primary && request.model !== undefined) throw error;
      return skip(error);
    }

    const estimatedPromptTokens = estimateTokens(prepared.maskedText, provider);
    const owner = { tenantId: prepared.context.tenantId, userId: request.userId };
    const worstCase = computeCost(estimatedPromptTokens + prepared.maxTokens, config.costPerToken, model.costMultiplier);
    const refused = await this.reserveBudgets(owner, provider, worstCase);
    if (refused) return skip(refused);
    const rateKey = `${provider}:${credentials.scope}`;
    const decision = await this.rateLimits.acquire(rateKey, config.rateLimits, estimatedPromptTokens, this.now());
    if (!decision.allowed) {
      await this.settleBudgets(owner, provider, worstCase, 0, this.now());
      return skip(new AIError('RATE_LIMIT_EXCEEDED', { provider, retryAfter: Math.ceil(decision.retryAfterMs / 1000), details: { limit: decision.limit, local: true } }));
    }
    return { provider, config, model, credentials, adapter: this.adapters[provider], rateKey, estimatedPromptTokens, reserved: this.budgets ? worstCase : 0, sharedStatus: shared?.status ?? null };
  }

  /** The next provider and its call, audited before it is sent; throws when none is left. */
  private async beginAttempt(prepared: Prepared, state: AttemptState): Promise<{ target: Target; call: ProviderCall; attemptStart: number }> {
    const target = await this.nextTarget(prepared, state);
    if (!target) throw await this.refuse(prepared, state);
    const call = this.callFor(prepared, target);
    try {
      await this.auditRequest(prepared, target, state);
    } catch (error) {
      await this.release(prepared, target);
      throw error;
    }
    return { target, call, attemptStart: this.now() };
  }

  /** Gives an attempt's reservation back: nothing was spent (the call failed or was never made). */
  private async release(prepared: Prepared, target: Target): Promise<void> {
    await this.settleBudgets({ tenantId: prepared.context.tenantId, userId: prepared.request.userId }, target.provider, target.reserved, 0, this.now());
  }

  /** Ends a request no provider could take; a refusal before any call (budget, limits, keys) is audited here. */
  private async refuse(prepared: Prepared, state: AttemptState): Promise<AIError> {
    const error = this.exhausted(state);
    if (!state.lastError) {
      await this.audit(prepared, 'error', error.provider, null, {
        code: error.code,
        message: error.message,
        skipped: state.skipped.map((e) => ({ provider: e.provider, code: e.code })),
      });
    }
    return error;
  }

  /** The error when no provider is left: the last provider failure, else the strongest skip reason. */
  private exhausted(state: AttemptState): AIError {
    if (state.lastError) return state.lastError;
    const codes = new Set(state.skipped.map((e) => e.code));
    for (const code of SKIP_PRIORITY) {
      const hit = state.skipped.find((e) => e.code === code);
      if (hit) {
        if (code === 'RATE_LIMIT_EXCEEDED') {
          const soonest = Math.min(...state.skipped.filter((e) => e.code === code).map((e) => e.retryAfter ?? 60));
          return new AIError('RATE_LIMIT_EXCEEDED', { provider: hit.provider, retryAfter: soonest, details: hit.details });
        }
        return hit;
      }
    }
    if (codes.size === 1 && state.skipped.length === 1 && state.skipped[0]?.code !== 'NO_AVAILABLE_PROVIDERS') return state.skipped[0] as AIError;
    return new AIError('NO_AVAILABLE_PROVIDERS', { details: { skipped: state.skipped.map((e) => ({ provider: e.provider, code: e.code })) } });
  }

  // ---- one call ----------------------------------------------------------------------------

  private callFor(prepared: Prepared, target: Target): ProviderCall {
    const { request, context } = prepared;
    const timeout = request.options.metadata?.timeout ?? (prepared.stream ? (this.options.streamTimeoutMs ?? STREAMING_TIMEOUT_MS) : (this.options.timeoutMs ?? REQUEST_TIMEOUT_MS));
    return {
      model: target.model.id,
      messages: prepared.messages,
      temperature: prepared.temperature,
      maxTokens: prepared.maxTokens,
      ...(request.options.tools?.length ? { tools: request.options.tools } : {}),
      endUserId: pseudonym(context.tenantId, request.userId),
      timeoutMs: timeout,
      ...(context.signal ? { signal: context.signal } : {}),
    };
  }

  private asAIError(error: unknown, provider: ProviderId, context: GatewayContext): AIError {
    if (isAIError(error)) return error;
    if (context.signal?.aborted) return new AIError('NETWORK_ERROR', { provider, cause: error, details: { cancelled: true } });
    return new AIError('UNKNOWN_ERROR', { provider, cause: error, params: { status: 0 }, details: { reason: error instanceof Error ? error.message : String(error) } });
  }

  private async onAttemptFailure(prepared: Prepared, target: Target, state: AttemptState, error: unknown, attemptStart: number): Promise<void> {
    if (prepared.context.signal?.aborted) {
      await this.release(prepared, target);
      await this.rateLimits.adjust(target.rateKey, -target.estimatedPromptTokens, this.now());
      await this.audit(prepared, 'error', target.provider, target.model.id, { cancelled: true, attempt: state.attempt });
      throw prepared.context.signal.reason ?? error;
    }
    const aiError = this.asAIError(error, target.provider, prepared.context);
    await this.recordFailure(prepared, target, state, aiError, attemptStart);
    if (!aiError.retryable) throw aiError;
  }

  private async recordFailure(prepared: Prepared, target: Target, state: AttemptState, error: AIError, attemptStart: number): Promise<void> {
    const latency = this.now() - attemptStart;
    state.lastError = error;
    state.failed.set(target.provider, error);
    this.health.recordFailure(target.provider, target.credentials.scope, error, latency);
    // A failed trial of a provider the instances had found down keeps it down for another interval.
    const trialFailed = target.sharedStatus === 'down' && countsAgainstHealth(error);
    await this.publishHealth(target, trialFailed);
    await this.release(prepared, target);
    await this.rateLimits.adjust(target.rateKey, -target.estimatedPromptTokens, this.now());
    if (error.type === 'rate_limit') {
      const graceMs = this.options.rateLimitGraceMs ?? RATE_LIMIT_GRACE_MS;
      const now = this.now();
      await this.rateLimits.block(target.rateKey, now + (error.retryAfter !== undefined ? error.retryAfter * 1000 : graceMs), now);
    }
    await this.audit(prepared, 'error', target.provider, target.model.id, {
      attempt: state.attempt,
      code: error.code,
      message: error.message,
      retryable: error.retryable,
      ...(error.retryAfter !== undefined ? { retryAfter: error.retryAfter } : {}),
      ...(error.status !== undefined ? { status: error.status } : {}),
      // Never the provider's own error text (issue 34.5).
      ...auditableErrorDetails(error.details),
    });
    await this.usage(prepared, target, { tokens: 0, cost: 0, responseTime: latency, success: false, extra: { code: error.code, attempt: state.attempt } });
  }

  private async finish(prepared: Prepared, target: Target, state: AttemptState, result: ProviderResult, attemptStart: number): Promise<AIResponse> {
    const { request, context, session } = prepared;
    const now = this.now();
    this.health.recordSuccess(target.provider, target.credentials.scope, now - attemptStart);
    await this.publishHealth(target, false);
    const totalTokens = result.promptTokens + result.completionTokens;
    const cost = computeCost(totalTokens, target.config.costPerToken, target.model.costMultiplier);
    await this.rateLimits.adjust(target.rateKey, totalTokens - target.estimatedPromptTokens, now);
    await this.settleBudgets({ tenantId: context.tenantId, userId: request.userId }, target.provider, target.reserved, cost, now);
    const response: AIResponse = {
      id: randomUUID(),
      requestId: request.id,
      provider: target.provider,
      model: target.model.id,
      content: session.unmask(result.content),
      usage: { promptTokens: result.promptTokens, completionTokens: result.completionTokens, totalTokens, estimatedCost: cost },
      metadata: {
        providerResponseId: result.id,
        providerModel: result.model,
        rawFinishReason: result.rawFinishReason,
        usageEstimated: result.usageEstimated,
        attempts: state.attempt,
        fallbackFrom: state.fallbackFrom,
        masked: session.summary,
        classification: prepared.classification,
      },
      finishReason: result.finishReason,
      timestamp: new Date(now).toISOString(),
      processingTime: now - prepared.started,
      ...(result.toolCalls.length ? { toolCalls: result.toolCalls.map((c) => unmaskToolCall(session, c)) } : {}),
    };
    await this.audit(prepared, 'response', target.provider, target.model.id, {
      attempt: state.attempt,
      finishReason: result.finishReason,
      promptTokens: result.promptTokens,
      completionTokens: result.completionTokens,
      cost,
      processingTime: response.processingTime,
      fallbackFrom: state.fallbackFrom,
    });
    await this.usage(prepared, target, { tokens: totalTokens, cost, responseTime: now - attemptStart, success: true, extra: { attempt: state.attempt, finishReason: result.finishReason } });
    return response;
  }

  // ---- shared health -----------------------------------------------------------------------

  /** Publishes this instance's judgement when it differs from the shared one (or a trial failed). */
  private async publishHealth(target: Target, trialFailed: boolean): Promise<void> {
    const store = this.options.sharedHealth;
    if (!store) return;
    const local = this.health.snapshotFor(target.provider, target.credentials.scope);
    if (trialFailed) {
      const now = this.now();
      const down = { ...local, status: 'down' as const, lastCheck: new Date(now).toISOString(), nextCheck: new Date(now + HEALTH_CHECK_INTERVAL_MS).toISOString() };
      await this.safeHook('sharedHealth', () => store.publish(down));
    } else if (local.status !== (target.sharedStatus ?? 'healthy')) {
      await this.safeHook('sharedHealth', () => store.publish(local));
    }
  }

  /** The health of one key scope's providers: the shared judgement when the instances share one. */
  async healthOf(scope: string): Promise<ScopedHealth[]> {
    if (this.options.sharedHealth) return this.options.sharedHealth.list(scope);
    return this.health.snapshot().filter((h) => h.scope === scope);
  }

  // ---- hooks -------------------------------------------------------------------------------

  private async auditRequest(prepared: Prepared, target: Target, state: AttemptState): Promise<void> {
    // Awaited and not caught: nothing leaves the server without its audit entry.
    await this.options.hooks?.audit?.(
      this.auditEntry(prepared.request.userId, prepared.request.id, prepared.context, prepared.classification, 'request', target.provider, target.model.id, {
        attempt: state.attempt,
        taskType: prepared.request.taskType,
        stream: prepared.stream,
        promptChars: prepared.request.prompt.length,
        estimatedPromptTokens: target.estimatedPromptTokens,
        masked: prepared.session.summary,
        keyScope: target.credentials.scope,
      }),
    );
  }

  private async audit(prepared: Prepared, action: AuditAction, provider: ProviderId | null, model: string | null, details: Record<string, unknown>): Promise<void> {
    await this.safeHook('audit', () => this.options.hooks?.audit?.(this.auditEntry(prepared.request.userId, prepared.request.id, prepared.context, prepared.classification, action, provider, model, details)));
  }

  /** Refusals before masking ran: classified by the task alone. */
  private async auditEarly(request: AIRequest, context: GatewayContext, action: AuditAction, details: Record<string, unknown>): Promise<void> {
    const classification = classifyData({ texts: [], taskType: request.taskType, ...(context.privacy?.declaredLevel ? { declaredLevel: context.privacy.declaredLevel } : {}) });
    await this.safeHook('audit', () => this.options.hooks?.audit?.(this.auditEntry(request.userId, request.id, context, classification, action, null, null, details)));
  }

  private auditEntry(
    userId: string,
    requestId: string,
    context: GatewayContext,
    classification: DataClassification,
    action: AuditAction,
    provider: ProviderId | null,
    model: string | null,
    details: Record<string, unknown>,
  ): GatewayAuditEntry {
    return {
      id: randomUUID(),
      tenantId: context.tenantId,
      userId,
      requestId,
      action,
      provider,
      model,
      dataClassification: classification,
      ipAddress: context.ipAddress ?? null,
      userAgent: context.userAgent ?? null,
      timestamp: new Date(this.now()).toISOString(),
      details,
    };
  }

  private async usage(prepared: Prepared, target: Target, m: { tokens: number; cost: number; responseTime: number; success: boolean; extra: Record<string, unknown> }): Promise<void> {
    const hook = this.options.hooks?.usage;
    if (!hook) return;
    await this.safeHook('usage', () =>
      hook({
        tenantId: prepared.context.tenantId,
        userId: prepared.request.userId,
        provider: target.provider,
        model: target.model.id,
        taskType: prepared.request.taskType,
        tokensUsed: m.tokens,
        cost: m.cost,
        responseTime: m.responseTime,
        success: m.success,
        timestamp: new Date(this.now()).toISOString(),
        metadata: { requestId: prepared.request.id, classification: prepared.classification.level, ...m.extra },
      }),
    );
  }

  private async safeHook(name: string, fn: () => void | Promise<void> | undefined): Promise<void> {
    try {
      await fn();
    } catch (error) {
      this.options.hooks?.hookError?.(error, name);
    }
  }
}

/** A stable pseudonym for the provider's abuse tracking (Anthropic metadata.user_id, OpenAI user). */
export function pseudonym(tenantId: string | null, userId: string): string {
  return createHash('sha256')
    .update(`${tenantId ?? ''}:${userId}`)
    .digest('hex')
    .slice(0, 32);
}

function unmaskValue(session: MaskSession, value: unknown): unknown {
  if (typeof value === 'string') return session.unmask(value);
  if (Array.isArray(value)) return value.map((v) => unmaskValue(session, v));
  if (value !== null && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, unmaskValue(session, v)]));
  return value;
}

function unmaskToolCall(session: MaskSession, call: ToolCall): ToolCall {
  return { ...call, arguments: unmaskValue(session, call.arguments) as Record<string, unknown> };
}
