// The contracts between the gateway core, the provider adapters and the stores the wiring phase
// implements (credentials, budgets, rate limits). See README.md in this folder.
import type { DataRegion, FinishReason, ProviderId, ToolCall, ToolDefinition } from '@shared/ai-modules/ai-modules.schemas';

export type ChatRole = 'system' | 'user' | 'assistant';

export interface ChatMessage {
  role: ChatRole;
  content: string;
}

/** One call to one provider, after masking, validation and model choice. */
export interface ProviderCall {
  /** Model id from the provider config (Azure: mapped to a deployment by the adapter). */
  model: string;
  /** System message first (if any), then alternating turns, the prompt last. */
  messages: ChatMessage[];
  temperature: number;
  maxTokens: number;
  tools?: ToolDefinition[];
  /** Pseudonymous end-user id (Anthropic metadata.user_id, OpenAI user). */
  endUserId?: string;
  timeoutMs: number;
  /** The caller's cancellation (e.g. the browser went away); not retried. */
  signal?: AbortSignal;
}

export interface ProviderResult {
  /** The provider's response id. */
  id: string;
  model: string;
  content: string;
  finishReason: FinishReason;
  /** The provider's own finish reason, for the audit details. */
  rawFinishReason: string | null;
  promptTokens: number;
  completionTokens: number;
  /** True when the provider reported no usage and the tokens are estimated. */
  usageEstimated: boolean;
  toolCalls: ToolCall[];
}

export type ProviderStreamEvent = { type: 'delta'; text: string } | { type: 'done'; result: ProviderResult };

/** Where and how to reach a provider for one firm (or the platform). Resolved per request. */
export interface ProviderCredentials {
  /** The API key; optional only for `local`. Never logged, never sent to the browser. */
  apiKey?: string;
  /** Base URL: OpenAI-compatible `…/v1`, Anthropic, Google, or the Azure resource endpoint. */
  baseUrl?: string;
  /** Azure: api-version query parameter. */
  apiVersion?: string;
  /** Azure: model id → deployment name (default: the model id). */
  deployments?: Readonly<Record<string, string>>;
  /** Whose key this is, e.g. 'platform' or a tenant id: rate limits and health are kept per scope. */
  scope: string;
  /** Where the provider stores data for this key, when it differs from the provider config. */
  region?: DataRegion;
}

export interface ProviderModelInfo {
  id: string;
  name?: string;
}

/** One embeddings call (OpenAI-compatible `/embeddings`, Azure embeddings deployments), after masking. */
export interface EmbeddingCall {
  /** Embedding model id (Azure: the deployment, mapped like chat models). */
  model: string;
  input: string[];
  endUserId?: string;
  timeoutMs: number;
  signal?: AbortSignal;
}

export interface EmbeddingResult {
  /** One vector per input, in input order. */
  vectors: number[][];
  model: string;
  promptTokens: number;
  /** True when the provider reported no usage and the tokens are estimated. */
  usageEstimated: boolean;
}

export interface ProviderAdapter {
  readonly provider: ProviderId;
  complete(call: ProviderCall, credentials: ProviderCredentials): Promise<ProviderResult>;
  /** The first `next()` sends the request; connection errors surface there (retryable). */
  stream(call: ProviderCall, credentials: ProviderCredentials): AsyncIterable<ProviderStreamEvent>;
  /** Health probe: a cheap authenticated call. Throws an AIError. */
  check(credentials: ProviderCredentials, timeoutMs: number): Promise<void>;
  /** Models or deployments the key can use (spec 7.5: GET /models, deployments). */
  listModels(credentials: ProviderCredentials, timeoutMs: number): Promise<ProviderModelInfo[]>;
  /** Embeddings (OpenAI, local and Azure only; decision 0251). */
  embed?(call: EmbeddingCall, credentials: ProviderCredentials): Promise<EmbeddingResult>;
}
