// Azure OpenAI (spec 7.5): POST {endpoint}/openai/deployments/{deployment}/chat/completions
// ?api-version=…, key in the api-key header; the OpenAI body and stream otherwise.
import { AIError } from '@shared/ai-modules/ai-errors';
import { sendJson, joinUrl } from './http';
import { completeOpenAi, embedOpenAi, streamOpenAi, type OpenAiEndpoint } from './openai-adapter';
import { mapAzureError } from './provider-errors';
import type { ProviderAdapter, ProviderCredentials } from './types';

export const AZURE_API_VERSION = '2024-10-21';
/** Spec 7.5: deployments are listed with GET {endpoint}/openai/deployments (an api-version that still has it). */
export const AZURE_DEPLOYMENTS_API_VERSION = '2022-12-01';

export function azureDeployment(credentials: ProviderCredentials, model: string): string {
  return credentials.deployments?.[model] ?? model;
}

/** Chat completions or embeddings of one deployment. */
function endpointOf(call: { model: string }, credentials: ProviderCredentials, operation: 'chat/completions' | 'embeddings' = 'chat/completions'): OpenAiEndpoint {
  if (!credentials.baseUrl) throw new AIError('INVALID_REQUEST', { provider: 'azure', details: { reason: 'Azure endpoint is not configured' } });
  const deployment = azureDeployment(credentials, call.model);
  const version = encodeURIComponent(credentials.apiVersion ?? AZURE_API_VERSION);
  return {
    url: joinUrl(credentials.baseUrl, `/openai/deployments/${encodeURIComponent(deployment)}/${operation}?api-version=${version}`),
    headers: credentials.apiKey ? { 'api-key': credentials.apiKey } : {},
    mapError: (f) => mapAzureError(f, deployment, call.model),
    sendModel: false,
    streamUsage: true,
  };
}

export function createAzureAdapter(): ProviderAdapter {
  const get = (credentials: ProviderCredentials, path: string, timeoutMs: number) => {
    if (!credentials.baseUrl) throw new AIError('INVALID_REQUEST', { provider: 'azure', details: { reason: 'Azure endpoint is not configured' } });
    return sendJson('azure', { url: joinUrl(credentials.baseUrl, path), method: 'GET', headers: credentials.apiKey ? { 'api-key': credentials.apiKey } : {}, timeoutMs }, (f) => mapAzureError(f, '', ''));
  };
  return {
    provider: 'azure',
    complete: (call, credentials) => completeOpenAi('azure', call, endpointOf(call, credentials)),
    stream: (call, credentials) => streamOpenAi('azure', call, endpointOf(call, credentials)),
    embed: (call, credentials) => embedOpenAi('azure', call, endpointOf(call, credentials, 'embeddings')),
    // The probe lists the resource's models: it proves endpoint and key without spending tokens.
    check: async (credentials, timeoutMs) => {
      await get(credentials, `/openai/models?api-version=${encodeURIComponent(credentials.apiVersion ?? AZURE_API_VERSION)}`, timeoutMs);
    },
    listModels: async (credentials, timeoutMs) => {
      const json = await get(credentials, `/openai/deployments?api-version=${AZURE_DEPLOYMENTS_API_VERSION}`, timeoutMs);
      const data = (json as { data?: unknown }).data;
      return Array.isArray(data)
        ? data
            .map((d) => d as { id?: unknown; model?: unknown })
            .filter((d) => typeof d.id === 'string')
            .map((d) => ({ id: String(d.id), name: typeof d.model === 'string' ? d.model : String(d.id) }))
        : [];
    },
  };
}
