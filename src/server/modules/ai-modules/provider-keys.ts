// A provider key as it is stored (decisions 0190, 0242): checked against the spec 5 key formats,
// encrypted under the server secret with its owner (a firm id, or 'platform') as associated data,
// shown only as a masked hint. Shared by the firm's and the platform admin's key routes.
import { PROVIDER_NAMES } from '@shared/ai-modules/providers';
import { checkApiKeyFormat, maskApiKey, requiresApiKey } from '@shared/ai-modules/request-rules';
import type { ProviderId } from '@shared/ai-modules/ai-modules.schemas';
import { HttpError } from '../../lib/http-error';
import { encryptProviderKey } from './key-crypto';

/** The providers with an embeddings API the gateway speaks (OpenAI-compatible, Azure deployments). */
export const EMBEDDING_PROVIDERS: readonly ProviderId[] = ['openai', 'azure', 'local'];

export interface KeyInput {
  provider: ProviderId;
  apiKey: string;
  baseUrl?: string | null | undefined;
  model?: string | null | undefined;
  embeddingModel?: string | null | undefined;
}

/** The columns of a stored key; throws the spec's key-format message (400 AI_KEY_INVALID). */
export function storedKeyValues(secret: string, owner: string, input: KeyInput, actorId: string | null) {
  const { provider, apiKey, baseUrl, model, embeddingModel } = input;
  if (requiresApiKey(provider) || apiKey) {
    const formatError = checkApiKeyFormat(provider, PROVIDER_NAMES[provider], apiKey);
    if (formatError) throw new HttpError(400, 'AI_KEY_INVALID', formatError.message);
  }
  if (embeddingModel && !EMBEDDING_PROVIDERS.includes(provider)) {
    throw new HttpError(400, 'VALIDATION_ERROR', undefined, { embeddingModel: 'Beágyazási modellt az OpenAI-, az Azure- és a helyi szolgáltatóhoz lehet megadni.' });
  }
  if ((provider === 'local' || provider === 'azure') && !baseUrl) throw new HttpError(400, 'VALIDATION_ERROR', undefined, { baseUrl: 'A helyi és az Azure-szolgáltatóhoz meg kell adni a címet.' });
  return {
    keyCiphertext: encryptProviderKey(secret, owner, apiKey),
    keyHint: apiKey ? maskApiKey(apiKey) : '—',
    baseUrl: baseUrl ?? null,
    model: model ?? null,
    embeddingModel: embeddingModel ?? null,
    enabled: true,
    createdBy: actorId,
    createdAt: new Date(),
  };
}

/** What the API shows of a key: never the key itself. */
export function keyOut(r: { id: string; provider: ProviderId; keyHint: string; baseUrl: string | null; model: string | null; embeddingModel: string | null; enabled: boolean; createdAt: Date }) {
  return { id: r.id, provider: r.provider, keyHint: r.keyHint, baseUrl: r.baseUrl, model: r.model, embeddingModel: r.embeddingModel, enabled: r.enabled, createdAt: r.createdAt.toISOString() };
}
