// One adapter per provider id (spec 3.7: openai, anthropic, azure, google, local).
import type { ProviderId } from '@shared/ai-modules/ai-modules.schemas';
import { createAnthropicAdapter } from './anthropic-adapter';
import { createAzureAdapter } from './azure-adapter';
import { createGoogleAdapter } from './google-adapter';
import { createOpenAiAdapter } from './openai-adapter';
import type { ProviderAdapter } from './types';

export function createDefaultAdapters(): Record<ProviderId, ProviderAdapter> {
  return {
    openai: createOpenAiAdapter('openai'),
    local: createOpenAiAdapter('local'),
    anthropic: createAnthropicAdapter(),
    azure: createAzureAdapter(),
    google: createGoogleAdapter(),
  };
}
