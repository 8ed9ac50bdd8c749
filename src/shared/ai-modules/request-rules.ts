// Spec 5 "AI request" and "Key format" rules with the spec's exact messages, spec 4's
// finish-reason mapping and spec 9's cost formula. Pure functions; the gateway and the
// forms use the same ones.
import { CHARS_PER_TOKEN, CHARS_PER_TOKEN_ANTHROPIC, MAX_TOKENS_MAX, MAX_TOKENS_MIN, TEMPERATURE_MAX, TEMPERATURE_MIN } from './ai-modules.constants';
import { AIError } from './ai-errors';
import type { AIModel, FinishReason, ProviderConfig, ProviderId } from './ai-modules.schemas';
import { findModel } from './providers';

/** Spec 5: length/4, or length/3.5 for Anthropic (decision 0160); rounded up. */
export function estimateTokens(text: string, provider: ProviderId): number {
  if (text.length === 0) return 0;
  return Math.ceil(text.length / (provider === 'anthropic' ? CHARS_PER_TOKEN_ANTHROPIC : CHARS_PER_TOKEN));
}

/** The text whose length the context-window rule measures: the system prompt, earlier turns and the prompt. */
export function promptText(input: { prompt: string; systemPrompt?: string | undefined; history?: readonly { content: string }[] | undefined }): string {
  const parts: string[] = [];
  if (input.systemPrompt) parts.push(input.systemPrompt);
  for (const turn of input.history ?? []) parts.push(turn.content);
  parts.push(input.prompt);
  return parts.join('\n');
}

export interface RequestRuleInput {
  prompt?: string | null;
  model?: string | null;
  systemPrompt?: string;
  history?: readonly { content: string }[];
  temperature?: number;
  maxTokens?: number;
}

export function checkPromptRule(prompt: string | null | undefined, provider: ProviderId | null = null): AIError | null {
  return (prompt ?? '').trim().length === 0 ? new AIError('PROMPT_REQUIRED', { provider }) : null;
}

/** Temperature 0–2 and max tokens 1–4096 (integers), when given. */
export function checkOptionRules(input: { temperature?: number | undefined; maxTokens?: number | undefined }, provider: ProviderId | null = null): AIError[] {
  const errors: AIError[] = [];
  const { temperature, maxTokens } = input;
  if (temperature !== undefined && !(temperature >= TEMPERATURE_MIN && temperature <= TEMPERATURE_MAX)) {
    errors.push(new AIError('TEMPERATURE_OUT_OF_RANGE', { provider }));
  }
  if (maxTokens !== undefined && !(Number.isInteger(maxTokens) && maxTokens >= MAX_TOKENS_MIN && maxTokens <= MAX_TOKENS_MAX)) {
    errors.push(new AIError('MAX_TOKENS_OUT_OF_RANGE', { provider }));
  }
  return errors;
}

/**
 * Model required, supported by the provider, and the estimated tokens of `text` (everything
 * sent: system prompt, earlier turns, prompt) within its context window.
 */
export function checkModelRules(input: { model?: string | null; text: string }, config: ProviderConfig): AIError[] {
  const provider = config.providerId;
  const modelId = input.model?.trim() ?? '';
  if (modelId.length === 0) return [new AIError('MODEL_REQUIRED', { provider })];
  const model: AIModel | undefined = findModel(config, modelId);
  if (!model) return [new AIError('MODEL_NOT_SUPPORTED', { provider, params: { model: modelId, provider } })];
  const n = estimateTokens(input.text, provider);
  return n > model.contextWindow ? [new AIError('PROMPT_TOO_LONG', { provider, params: { n, max: model.contextWindow } })] : [];
}

/**
 * Spec 5 AI request rules, in the spec's order; returns every failure (the first is the one to
 * show). The model rules need the provider's configuration.
 */
export function checkRequestRules(input: RequestRuleInput, config: ProviderConfig): AIError[] {
  const provider = config.providerId;
  const errors: AIError[] = [];
  const promptError = checkPromptRule(input.prompt, provider);
  if (promptError) errors.push(promptError);
  const modelErrors = checkModelRules({ model: input.model, text: promptError ? '' : promptText({ prompt: input.prompt ?? '', systemPrompt: input.systemPrompt, history: input.history }) }, config);
  errors.push(...modelErrors, ...checkOptionRules(input, provider));
  return errors;
}

/** Spec 5 "at manager level": request id and user id are required (the prompt rule is above). */
export function checkManagerRules(input: { id?: string | null; userId?: string | null }): AIError[] {
  const errors: AIError[] = [];
  if (!input.id?.trim()) errors.push(new AIError('REQUEST_ID_REQUIRED'));
  if (!input.userId?.trim()) errors.push(new AIError('USER_ID_REQUIRED'));
  return errors;
}

/** Spec 5 key formats: OpenAI 'sk-', Anthropic 'sk-ant-', both longer than 20 characters. */
export const API_KEY_PREFIXES: Readonly<Partial<Record<ProviderId, string>>> = { openai: 'sk-', anthropic: 'sk-ant-' };
export const API_KEY_MIN_LENGTH_EXCLUSIVE = 20;

/** Providers whose requests need a key (a local OpenAI-compatible server usually has none). */
export function requiresApiKey(provider: ProviderId): boolean {
  return provider !== 'local';
}

export function checkApiKeyFormat(provider: ProviderId, providerName: string, key: string | null | undefined): AIError | null {
  const trimmed = key?.trim() ?? '';
  if (trimmed.length === 0) {
    return requiresApiKey(provider) ? new AIError('API_KEY_REQUIRED', { provider, params: { provider: providerName } }) : null;
  }
  const prefix = API_KEY_PREFIXES[provider];
  if (prefix !== undefined && !(trimmed.startsWith(prefix) && trimmed.length > API_KEY_MIN_LENGTH_EXCLUSIVE)) {
    return new AIError('INVALID_API_KEY_FORMAT', { provider, params: { provider: providerName, prefix } });
  }
  return null;
}

/** Shows a key in the UI without revealing it: the prefix and the last four characters. */
export function maskApiKey(key: string): string {
  const trimmed = key.trim();
  // Counted in code points: slicing UTF-16 units could leave half a surrogate pair, which
  // PostgreSQL refuses as invalid UTF-8.
  const chars = Array.from(trimmed);
  if (chars.length <= 8) return '•'.repeat(chars.length);
  const prefix = trimmed.startsWith('sk-ant-') ? 'sk-ant-' : trimmed.startsWith('sk-') ? 'sk-' : '';
  return `${prefix}${'•'.repeat(8)}${chars.slice(-4).join('')}`;
}

/** Spec 4: stop, length, tool_calls → tool_use, content_filter → error; provider spellings folded in. */
const FINISH_REASONS: Readonly<Record<string, FinishReason>> = {
  stop: 'stop',
  length: 'length',
  tool_calls: 'tool_use',
  function_call: 'tool_use',
  content_filter: 'error',
  // Anthropic
  end_turn: 'stop',
  stop_sequence: 'stop',
  max_tokens: 'length',
  tool_use: 'tool_use',
  refusal: 'error',
  pause_turn: 'stop',
  // Google
  STOP: 'stop',
  MAX_TOKENS: 'length',
  SAFETY: 'error',
  RECITATION: 'error',
  BLOCKLIST: 'error',
  PROHIBITED_CONTENT: 'error',
  SPII: 'error',
  MALFORMED_FUNCTION_CALL: 'error',
  OTHER: 'error',
  LANGUAGE: 'error',
};

export function mapFinishReason(raw: string | null | undefined): FinishReason {
  if (raw === null || raw === undefined || raw === '') return 'stop';
  return FINISH_REASONS[raw] ?? 'error';
}

/** Spec 9: tokens × (0.002 € / 1000) × provider factor × model costMultiplier, via the config's costPerToken. */
export function computeCost(totalTokens: number, costPerToken: number, costMultiplier: number): number {
  if (!(totalTokens > 0)) return 0;
  return totalTokens * costPerToken * costMultiplier;
}
