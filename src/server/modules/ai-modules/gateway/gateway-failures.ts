// How the AI gateway names a failure (split out of gateway.ts, issue 33.8): an adapter's throw as
// an AIError, the error of a request no provider could take, and the unmasking of tool calls.
import { createHash } from 'node:crypto';
import { AIError, isAIError } from '@shared/ai-modules/ai-errors';
import type { ProviderId, ToolCall } from '@shared/ai-modules/ai-modules.schemas';
import type { MaskSession } from '@shared/ai-modules/masking';
import type { AttemptState } from './gateway-types';

/** Skip reasons, strongest first, for the error shown when no provider is left. */
const SKIP_PRIORITY: readonly string[] = ['DAILY_BUDGET_EXCEEDED', 'MONTHLY_BUDGET_EXCEEDED', 'RESTRICTED_DATA_US_STORAGE', 'STREAMING_NOT_ENABLED', 'RATE_LIMIT_EXCEEDED'];

export function newAttemptState(): AttemptState {
  return { attempt: 0, lastProvider: null, failed: new Map(), skipped: [], lastError: null, fallbackFrom: [] };
}

/** An adapter's throw as an AIError; a call the caller cancelled is a network error marked so. */
export function asAIError(error: unknown, provider: ProviderId, signal: AbortSignal | undefined): AIError {
  if (isAIError(error)) return error;
  if (signal?.aborted) return new AIError('NETWORK_ERROR', { provider, cause: error, details: { cancelled: true } });
  return new AIError('UNKNOWN_ERROR', { provider, cause: error, params: { status: 0 }, details: { reason: error instanceof Error ? error.message : String(error) } });
}

/** The error when no provider is left: the last provider failure, else the strongest skip reason. */
export function exhaustedError(state: AttemptState): AIError {
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

export function unmaskToolCall(session: MaskSession, call: ToolCall): ToolCall {
  return { ...call, arguments: unmaskValue(session, call.arguments) as Record<string, unknown> };
}
