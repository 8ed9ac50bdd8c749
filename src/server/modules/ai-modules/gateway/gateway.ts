// The AI gateway core: validates a request (spec 5), masks personal data and classifies it,
// checks GDPR compliance, picks a provider (order, enabled, key, health, region, budget, rate
// limit), calls it with retries and fallback (spec 9), unmasks the answer, and reports usage,
// audit entries, budget thresholds and health changes through hooks (decisions 0160–0163).
import { randomUUID } from 'node:crypto';
import { DEFAULT_MAX_TOKENS, DEFAULT_TEMPERATURE, HEALTH_CHECK_INTERVAL_MS, MAX_RETRIES, RATE_LIMIT_GRACE_MS, REQUEST_TIMEOUT_MS, RETRY_DELAY_MS, STREAMING_TIMEOUT_MS } from '@shared/ai-modules/ai-modules.constants';
import { AIError, isAIError } from '@shared/ai-modules/ai-errors';
import { aiRequestSchema, type AIModel, type AIRequest, type AIRequestInput, type AIResponse, type ProviderConfig, type ProviderHealth, type ProviderId } from '@shared/ai-modules/ai-modules.schemas';
import { crossedThresholds } from '@shared/ai-modules/budget';
import { createMasker, type Masker } from '@shared/ai-modules/masking';
import { checkPrivacyCompliance, classifyData, type PrivacyContext } from '@shared/ai-modules/privacy';
import { defaultModel, findModel, PROVIDER_NAMES } from '@shared/ai-modules/providers';
import { checkManagerRules, checkModelRules, checkOptionRules, checkPromptRule, computeCost, estimateTokens, promptText, requiresApiKey } from '@shared/ai-modules/request-rules';
import { createDefaultAdapters } from './adapters';
import { MemoryBudgetStore, type BudgetOwner, type BudgetStore } from './budget-store';
import { embedTexts } from './gateway-embed';
import { asAIError, exhaustedError, newAttemptState, pseudonym, unmaskToolCall } from './gateway-failures';
import { GatewayRecorder } from './gateway-records';
import {
  GATEWAY_PROVIDER_ORDER,
  MASKING_INSTRUCTION,
  type AiGatewayOptions,
  type AttemptState,
  type EmbedRequest,
  type EmbedResponse,
  type GatewayContext,
  type GatewayStreamEvent,
  type Prepared,
  type Target,
} from './gateway-types';
import { countsAgainstHealth, HealthMonitor, type ScopedHealth } from './health-monitor';
import { auditableErrorDetails } from './provider-errors';
import { MemoryRateLimitStore, type RateLimitStore } from './rate-limit';
import type { ChatMessage, ProviderAdapter, ProviderCall, ProviderModelInfo, ProviderResult, ProviderStreamEvent } from './types';

export { pseudonym } from './gateway-failures';
export * from './gateway-types';

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
  private readonly recorder: GatewayRecorder;

  constructor(private readonly options: AiGatewayOptions) {
    this.now = options.now ?? Date.now;
    this.sleep = options.sleep ?? defaultSleep;
    this.recorder = new GatewayRecorder(options.hooks, this.now);
    this.adapters = { ...createDefaultAdapters(), ...options.adapters };
    this.order = options.order ?? GATEWAY_PROVIDER_ORDER;
    this.rateLimits = options.rateLimits ?? new MemoryRateLimitStore();
    this.budgets = options.budgets === undefined ? new MemoryBudgetStore() : options.budgets;
    this.health =
      options.health ??
      new HealthMonitor({
        now: this.now,
        onChange: (h, previous) => this.recorder.safeHook('healthChange', () => options.hooks?.healthChange?.(h, previous)),
      });
    this.defaultMasker = createMasker();
  }

  /** A whole answer. Throws an AIError with the spec's code and message. */
  async generate(input: AIRequestInput, context: GatewayContext): Promise<AIResponse> {
    const prepared = await this.prepare(input, context, false);
    const state = newAttemptState();
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
    const state = newAttemptState();
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
        const aiError = asAIError(error, target.provider, context.signal);
        await this.recordFailure(prepared, target, state, aiError, attemptStart);
        throw aiError;
      } finally {
        if (outcome !== 'completed') await iterator.return?.().catch(() => undefined);
        // The consumer stopped reading (the browser went away): say so in the audit trail. The
        // provider may have billed the part it streamed, which nobody counted: the reserved worst
        // case stays charged.
        if (outcome === null) {
          await this.settleBudgets({ tenantId: context.tenantId, userId: prepared.request.userId }, target.provider, target.reserved, target.reserved, this.now());
          await this.recorder.audit(prepared, 'error', target.provider, target.model.id, { cancelled: true, attempt: state.attempt });
        }
      }
    }
  }

  /** Embeddings under the chat request's rules where they apply (gateway-embed.ts, decision 0251). */
  async embed(input: EmbedRequest, context: GatewayContext): Promise<EmbedResponse> {
    return embedTexts(
      {
        options: this.options,
        adapters: this.adapters,
        rateLimits: this.rateLimits,
        recorder: this.recorder,
        now: this.now,
        masker: (c) => this.masker(c),
        configs: (c) => this.configs(c),
        reserveBudgets: (owner, provider, worstCase) => this.reserveBudgets(owner, provider, worstCase),
        settleBudgets: (owner, provider, reserved, cost, now) => this.settleBudgets(owner, provider, reserved, cost, now),
      },
      input,
      context,
    );
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
        await this.recorder.safeHook('budgetThreshold', () =>
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
    await this.recorder.safeHook('sharedHealth', () => this.options.sharedHealth?.publish(snap));
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
      await this.recorder.auditEarly(request, context, 'error', { code: general[0].code });
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
      await this.recorder.audit(prepared, 'error', null, null, { code: violations[0].code, violations: violations.map((v) => v.code) });
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
      await this.recorder.auditRequest(prepared, target, state);
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
    const error = exhaustedError(state);
    if (!state.lastError) {
      await this.recorder.audit(prepared, 'error', error.provider, null, {
        code: error.code,
        message: error.message,
        skipped: state.skipped.map((e) => ({ provider: e.provider, code: e.code })),
      });
    }
    return error;
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

  private async onAttemptFailure(prepared: Prepared, target: Target, state: AttemptState, error: unknown, attemptStart: number): Promise<void> {
    if (prepared.context.signal?.aborted) {
      await this.release(prepared, target);
      await this.rateLimits.adjust(target.rateKey, -target.estimatedPromptTokens, this.now());
      await this.recorder.audit(prepared, 'error', target.provider, target.model.id, { cancelled: true, attempt: state.attempt });
      throw prepared.context.signal.reason ?? error;
    }
    const aiError = asAIError(error, target.provider, prepared.context.signal);
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
    await this.recorder.audit(prepared, 'error', target.provider, target.model.id, {
      attempt: state.attempt,
      code: error.code,
      message: error.message,
      retryable: error.retryable,
      ...(error.retryAfter !== undefined ? { retryAfter: error.retryAfter } : {}),
      ...(error.status !== undefined ? { status: error.status } : {}),
      // Never the provider's own error text (issue 34.5).
      ...auditableErrorDetails(error.details),
    });
    await this.recorder.usage(prepared, target, { tokens: 0, cost: 0, responseTime: latency, success: false, extra: { code: error.code, attempt: state.attempt } });
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
    await this.recorder.audit(prepared, 'response', target.provider, target.model.id, {
      attempt: state.attempt,
      finishReason: result.finishReason,
      promptTokens: result.promptTokens,
      completionTokens: result.completionTokens,
      cost,
      processingTime: response.processingTime,
      fallbackFrom: state.fallbackFrom,
    });
    await this.recorder.usage(prepared, target, { tokens: totalTokens, cost, responseTime: now - attemptStart, success: true, extra: { attempt: state.attempt, finishReason: result.finishReason } });
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
      await this.recorder.safeHook('sharedHealth', () => store.publish(down));
    } else if (local.status !== (target.sharedStatus ?? 'healthy')) {
      await this.recorder.safeHook('sharedHealth', () => store.publish(local));
    }
  }

  /** The health of one key scope's providers: the shared judgement when the instances share one. */
  async healthOf(scope: string): Promise<ScopedHealth[]> {
    if (this.options.sharedHealth) return this.options.sharedHealth.list(scope);
    return this.health.snapshot().filter((h) => h.scope === scope);
  }
}
