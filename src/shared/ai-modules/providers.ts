// Default provider configurations (spec 3.7, 9): models, rate limits, costs and regions.
// The wiring phase stores per-firm overrides; these are the starting values.
import { COST_BASE_PER_1000_TOKENS, ENABLED_BY_DEFAULT, PROVIDER_COST_FACTORS, PROVIDER_RATE_LIMITS } from './ai-modules.constants';
import type { AIModel, ModelCapability, ProviderConfig, ProviderId } from './ai-modules.schemas';

export const PROVIDER_NAMES: Readonly<Record<ProviderId, string>> = {
  openai: 'OpenAI',
  anthropic: 'Anthropic',
  azure: 'Azure OpenAI',
  google: 'Google',
  local: 'Local',
};

const ALL: ModelCapability[] = ['text_generation', 'document_analysis', 'legal_reasoning', 'vision', 'function_calling', 'streaming'];
const TEXT: ModelCapability[] = ['text_generation', 'document_analysis', 'legal_reasoning', 'function_calling', 'streaming'];

function model(id: string, name: string, contextWindow: number, costMultiplier: number, capabilities: ModelCapability[], isDefault = false, description = ''): AIModel {
  return { id, name, description, contextWindow, capabilities, costMultiplier, isDefault };
}

/** Spec 9 lists the context windows 128000, 8192, 32768, 16384, 200000 and 4096. */
export const DEFAULT_MODELS: Readonly<Record<ProviderId, readonly AIModel[]>> = {
  openai: [
    model('gpt-4o', 'GPT-4o', 128_000, 1, ALL, true, 'Általános modell jogi szövegekhez és dokumentumelemzéshez'),
    model('gpt-4o-mini', 'GPT-4o mini', 128_000, 0.1, ALL, false, 'Gyors, olcsó modell rövid feladatokhoz'),
    model('gpt-4', 'GPT-4', 8192, 3, TEXT),
    model('gpt-3.5-turbo', 'GPT-3.5 Turbo', 16_384, 0.25, TEXT),
  ],
  anthropic: [model('claude-3-5-sonnet-latest', 'Claude 3.5 Sonnet', 200_000, 1.5, ALL, true, 'Hosszú dokumentumok elemzése'), model('claude-3-5-haiku-latest', 'Claude 3.5 Haiku', 200_000, 0.4, TEXT)],
  azure: [model('gpt-4o', 'GPT-4o (Azure)', 128_000, 1, ALL, true), model('gpt-4-32k', 'GPT-4 32k (Azure)', 32_768, 3, TEXT), model('gpt-35-turbo', 'GPT-3.5 Turbo (Azure)', 16_384, 0.25, TEXT)],
  google: [model('gemini-2.0-flash', 'Gemini 2.0 Flash', 1_048_576, 0.5, ALL, true), model('gemini-1.5-pro', 'Gemini 1.5 Pro', 2_097_152, 1.5, ALL)],
  local: [model('llama3.1', 'Llama 3.1 (helyi)', 8192, 1, ['text_generation', 'document_analysis', 'streaming'], true), model('mistral', 'Mistral (helyi)', 4096, 1, ['text_generation', 'streaming'])],
};

/** Where each provider stores what it is sent, unless a firm configures otherwise (Azure: the resource's region). */
export const DEFAULT_REGIONS: Readonly<Record<ProviderId, ProviderConfig['region']>> = {
  openai: 'us',
  anthropic: 'us',
  azure: 'us',
  google: 'us',
  local: 'local',
};

export function defaultCostPerToken(provider: ProviderId): number {
  return (COST_BASE_PER_1000_TOKENS / 1000) * PROVIDER_COST_FACTORS[provider];
}

export function defaultProviderConfig(provider: ProviderId): ProviderConfig {
  return {
    providerId: provider,
    name: PROVIDER_NAMES[provider],
    enabled: ENABLED_BY_DEFAULT[provider],
    mode: 'byok',
    models: DEFAULT_MODELS[provider].map((m) => ({ ...m, capabilities: [...m.capabilities] })),
    rateLimits: { ...PROVIDER_RATE_LIMITS[provider] },
    costPerToken: defaultCostPerToken(provider),
    region: DEFAULT_REGIONS[provider],
  };
}

export function defaultProviderConfigs(): ProviderConfig[] {
  return (Object.keys(PROVIDER_NAMES) as ProviderId[]).map(defaultProviderConfig);
}

export function findModel(config: ProviderConfig, modelId: string): AIModel | undefined {
  return config.models.find((m) => m.id === modelId);
}

export function defaultModel(config: ProviderConfig): AIModel {
  // models has at least one entry (schema), so the fallback is defined.
  return config.models.find((m) => m.isDefault) ?? (config.models[0] as AIModel);
}

export function supportsStreaming(config: ProviderConfig, modelId: string): boolean {
  return findModel(config, modelId)?.capabilities.includes('streaming') ?? false;
}
