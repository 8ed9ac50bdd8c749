// Embeddings through the gateway (decision 0251), split out of gateway.ts (issue 33.8).
import { randomUUID } from 'node:crypto';
import { RATE_LIMIT_GRACE_MS, REQUEST_TIMEOUT_MS } from '@shared/ai-modules/ai-modules.constants';
import { AIError } from '@shared/ai-modules/ai-errors';
import type { AuditAction, ProviderConfig, ProviderId } from '@shared/ai-modules/ai-modules.schemas';
import type { Masker } from '@shared/ai-modules/masking';
import { checkPrivacyCompliance, classifyData, type PrivacyContext } from '@shared/ai-modules/privacy';
import { PROVIDER_NAMES } from '@shared/ai-modules/providers';
import { computeCost, estimateTokens, requiresApiKey } from '@shared/ai-modules/request-rules';
import type { BudgetOwner } from './budget-store';
import { asAIError, pseudonym } from './gateway-failures';
import type { GatewayRecorder } from './gateway-records';
import { EMBEDDING_COST_MULTIPLIER, type AiGatewayOptions, type EmbedRequest, type EmbedResponse, type GatewayContext } from './gateway-types';
import type { RateLimitStore } from './rate-limit';
import type { EmbeddingResult, ProviderAdapter } from './types';

/** What an embedding call uses of the gateway: its options, adapters, stores and recorder. */
export interface EmbedDeps {
  options: AiGatewayOptions;
  adapters: Record<ProviderId, ProviderAdapter>;
  rateLimits: RateLimitStore;
  recorder: GatewayRecorder;
  now: () => number;
  masker(context: GatewayContext): Promise<Masker>;
  configs(context: GatewayContext): Promise<Map<ProviderId, ProviderConfig>>;
  /** Spec 9's refusal of the first budget the worst case would take past its limit, or null when reserved. */
  reserveBudgets(owner: BudgetOwner, provider: ProviderId, worstCase: number): Promise<AIError | null>;
  settleBudgets(owner: BudgetOwner, provider: ProviderId, reserved: number, cost: number, now: number): Promise<void>;
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
export async function embedTexts(deps: EmbedDeps, input: EmbedRequest, context: GatewayContext): Promise<EmbedResponse> {
  const { options, recorder, rateLimits, now } = deps;
  const started = now();
  const requestId = randomUUID();
  const userId = input.userId ?? '';
  const session = (await deps.masker(context)).session();
  const masked = input.texts.map((t) => session.mask(t));
  const privacy: PrivacyContext = { ...options.privacyDefaults, ...context.privacy };
  const classification = classifyData({ texts: input.texts, maskedKinds: session.kinds, taskType: 'general', ...(privacy.declaredLevel ? { declaredLevel: privacy.declaredLevel } : {}) });
  const audit = (action: AuditAction, details: Record<string, unknown>, awaited = false) => {
    const entry = recorder.entry(userId, requestId, context, classification, action, input.provider, input.model, { embedding: true, purpose: input.purpose, ...details });
    return awaited ? recorder.auditBeforeSending(entry) : recorder.auditSafely(entry);
  };
  const config = (await deps.configs(context)).get(input.provider);
  const credentials = config?.enabled ? await options.credentials.get(input.provider, { tenantId: context.tenantId }) : null;
  const adapter = deps.adapters[input.provider];
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
    refusal = (await deps.reserveBudgets(owner, input.provider, worstCase)) ?? undefined;
    if (!refusal) reserved = worstCase;
  }
  if (!refusal && config) {
    const decision = await rateLimits.acquire(rateKey, config.rateLimits, estimated, now());
    if (!decision.allowed) refusal = new AIError('RATE_LIMIT_EXCEEDED', { provider: input.provider, retryAfter: Math.ceil(decision.retryAfterMs / 1000), details: { limit: decision.limit, local: true } });
  }
  if (refusal || !config || !credentials || !adapter.embed) {
    await deps.settleBudgets(owner, input.provider, reserved, 0, now());
    const error = refusal ?? new AIError('NO_AVAILABLE_PROVIDERS');
    await audit('error', { code: error.code, message: error.message });
    throw error;
  }
  // Awaited and not caught, as for chat: nothing leaves the server without its audit entry.
  try {
    await audit('request', { inputs: masked.length, chars: masked.reduce((n, t) => n + t.length, 0), estimatedPromptTokens: estimated, masked: session.summary, keyScope: credentials.scope }, true);
  } catch (error) {
    await deps.settleBudgets(owner, input.provider, reserved, 0, now());
    throw error;
  }
  const attemptStart = now();
  const metric = (m: { tokens: number; cost: number; success: boolean; extra: Record<string, unknown> }) =>
    recorder.usageMetric({
      tenantId: context.tenantId,
      userId,
      provider: input.provider,
      model: input.model,
      taskType: 'general',
      tokensUsed: m.tokens,
      cost: m.cost,
      responseTime: now() - attemptStart,
      success: m.success,
      timestamp: new Date(now()).toISOString(),
      metadata: { requestId, classification: classification.level, embedding: true, purpose: input.purpose, ...m.extra },
    });
  let result: EmbeddingResult;
  try {
    result = await adapter.embed(
      {
        model: input.model,
        input: masked,
        timeoutMs: options.timeoutMs ?? REQUEST_TIMEOUT_MS,
        ...(input.userId ? { endUserId: pseudonym(context.tenantId, input.userId) } : {}),
        ...(context.signal ? { signal: context.signal } : {}),
      },
      credentials,
    );
  } catch (e) {
    const error = asAIError(e, input.provider, context.signal);
    await deps.settleBudgets(owner, input.provider, reserved, 0, now());
    await rateLimits.adjust(rateKey, -estimated, now());
    if (error.type === 'rate_limit') {
      const at = now();
      await rateLimits.block(rateKey, at + (error.retryAfter !== undefined ? error.retryAfter * 1000 : (options.rateLimitGraceMs ?? RATE_LIMIT_GRACE_MS)), at);
    }
    await audit('error', { code: error.code, message: error.message, retryable: error.retryable, ...(error.status !== undefined ? { status: error.status } : {}) });
    await metric({ tokens: 0, cost: 0, success: false, extra: { code: error.code } });
    throw error;
  }
  const cost = computeCost(result.promptTokens, config.costPerToken, EMBEDDING_COST_MULTIPLIER);
  await rateLimits.adjust(rateKey, result.promptTokens - estimated, now());
  const dimensions = result.vectors[0]?.length ?? 0;
  await audit('response', { inputs: masked.length, promptTokens: result.promptTokens, usageEstimated: result.usageEstimated, dimensions, cost, processingTime: now() - started });
  await metric({ tokens: result.promptTokens, cost, success: true, extra: {} });
  await deps.settleBudgets(owner, input.provider, reserved, cost, now());
  return { requestId, provider: input.provider, model: input.model, vectors: result.vectors, dimensions, promptTokens: result.promptTokens, cost };
}
