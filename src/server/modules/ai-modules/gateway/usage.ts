// Token estimates for providers (or local servers) that report no usage, and tool-argument parsing.
import type { FinishReason, ProviderId, ToolCall } from '@shared/ai-modules/ai-modules.schemas';
import { estimateTokens, mapFinishReason } from '@shared/ai-modules/request-rules';
import type { ProviderCall, ProviderResult } from './types';

export function estimateUsage(provider: ProviderId, call: ProviderCall, completion: string): { promptTokens: number; completionTokens: number } {
  return {
    promptTokens: estimateTokens(call.messages.map((m) => m.content).join('\n'), provider),
    completionTokens: estimateTokens(completion, provider),
  };
}

/** Tool arguments arrive as a JSON string (OpenAI) or an object (Anthropic, Gemini). */
export function parseArguments(raw: unknown): Record<string, unknown> {
  if (raw !== null && typeof raw === 'object' && !Array.isArray(raw)) return raw as Record<string, unknown>;
  if (typeof raw !== 'string' || raw.trim() === '') return {};
  try {
    const parsed: unknown = JSON.parse(raw);
    return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : { value: parsed };
  } catch {
    return { _raw: raw };
  }
}

export interface ResultParts {
  id: string;
  model: string;
  content: string;
  rawFinishReason: string | null;
  /** Overrides the mapping of the raw reason (Gemini reports STOP next to a function call). */
  finishReason?: FinishReason;
  promptTokens: number | undefined;
  completionTokens: number | undefined;
  toolCalls: ToolCall[];
}

/** The adapters' common result: spec 4 finish reason, usage from the provider or estimated. */
export function providerResult(provider: ProviderId, call: ProviderCall, parts: ResultParts): ProviderResult {
  const estimated = estimateUsage(provider, call, parts.content);
  return {
    id: parts.id,
    model: parts.model || call.model,
    content: parts.content,
    finishReason: parts.finishReason ?? mapFinishReason(parts.rawFinishReason),
    rawFinishReason: parts.rawFinishReason,
    promptTokens: parts.promptTokens ?? estimated.promptTokens,
    completionTokens: parts.completionTokens ?? estimated.completionTokens,
    usageEstimated: parts.promptTokens === undefined || parts.completionTokens === undefined,
    toolCalls: parts.toolCalls,
  };
}
