// What the AI gateway reports about each request through its hooks: the audit entries (the
// 'request' entry awaited before anything is sent, the rest best-effort) and the usage metrics
// (split out of gateway.ts, issue 33.8). A failing hook other than the 'request' audit never fails
// the request: it is passed to `hookError`.
import { randomUUID } from 'node:crypto';
import type { AIRequest, AuditAction, DataClassification, ProviderId } from '@shared/ai-modules/ai-modules.schemas';
import { classifyData } from '@shared/ai-modules/privacy';
import type { AttemptState, GatewayAuditEntry, GatewayContext, GatewayHooks, GatewayUsageMetric, Prepared, Target } from './gateway-types';

/** One usage metric's figures; the rest comes from the request and its target. */
export interface UsageFigures {
  tokens: number;
  cost: number;
  responseTime: number;
  success: boolean;
  extra: Record<string, unknown>;
}

export class GatewayRecorder {
  constructor(
    private readonly hooks: GatewayHooks | undefined,
    private readonly now: () => number,
  ) {}

  /** Runs a hook; its error goes to `hookError` instead of failing the request. */
  async safeHook(name: string, fn: () => void | Promise<void> | undefined): Promise<void> {
    try {
      await fn();
    } catch (error) {
      this.hooks?.hookError?.(error, name);
    }
  }

  entry(
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

  /** Awaited and not caught: nothing leaves the server without its audit entry. */
  async auditBeforeSending(entry: GatewayAuditEntry): Promise<void> {
    await this.hooks?.audit?.(entry);
  }

  async auditSafely(entry: GatewayAuditEntry): Promise<void> {
    await this.safeHook('audit', () => this.hooks?.audit?.(entry));
  }

  /** The 'request' entry of one attempt, before its call is sent. */
  async auditRequest(prepared: Prepared, target: Target, state: AttemptState): Promise<void> {
    await this.auditBeforeSending(
      this.entry(prepared.request.userId, prepared.request.id, prepared.context, prepared.classification, 'request', target.provider, target.model.id, {
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

  async audit(prepared: Prepared, action: AuditAction, provider: ProviderId | null, model: string | null, details: Record<string, unknown>): Promise<void> {
    await this.auditSafely(this.entry(prepared.request.userId, prepared.request.id, prepared.context, prepared.classification, action, provider, model, details));
  }

  /** Refusals before masking ran: classified by the task alone. */
  async auditEarly(request: AIRequest, context: GatewayContext, action: AuditAction, details: Record<string, unknown>): Promise<void> {
    const classification = classifyData({ texts: [], taskType: request.taskType, ...(context.privacy?.declaredLevel ? { declaredLevel: context.privacy.declaredLevel } : {}) });
    await this.auditSafely(this.entry(request.userId, request.id, context, classification, action, null, null, details));
  }

  async usageMetric(metric: GatewayUsageMetric): Promise<void> {
    const hook = this.hooks?.usage;
    if (hook) await this.safeHook('usage', () => hook(metric));
  }

  /** The usage metric of one attempt of a chat request. */
  async usage(prepared: Prepared, target: Target, m: UsageFigures): Promise<void> {
    await this.usageMetric({
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
    });
  }
}
