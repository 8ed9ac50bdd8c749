// Token estimates for providers (or local servers) that report no usage, and tool-argument parsing.
import type { ProviderId } from '@shared/ai/ai.schemas';
import { estimateTokens } from '@shared/ai/request-rules';
import type { ProviderCall } from './types';

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
