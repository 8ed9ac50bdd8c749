// OpenAI chat completions (spec 7.5 provider 1), reused for `local` (any OpenAI-compatible
// server: Ollama, llama.cpp, vLLM on a configured URL) and, with another URL and header, Azure.
import { AIError } from '@shared/ai-modules/ai-errors';
import type { ProviderId, ToolCall } from '@shared/ai-modules/ai-modules.schemas';
import { send, sendJson, joinUrl, type ErrorMapper } from './http';
import { mapOpenAiError } from './provider-errors';
import { parseSse } from './sse';
import { parseArguments, providerResult } from './usage';
import type { EmbeddingCall, EmbeddingResult, ProviderAdapter, ProviderCall, ProviderCredentials, ProviderModelInfo, ProviderResult, ProviderStreamEvent } from './types';

export const OPENAI_BASE_URL = 'https://api.openai.com/v1';
export const LOCAL_BASE_URL = 'http://127.0.0.1:11434/v1';

type Json = Record<string, unknown>;
const rec = (v: unknown): Json => (v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Json) : {});
const num = (v: unknown): number | undefined => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);

/** Where and how one OpenAI-style endpoint is called; Azure overrides the URL and the key header. */
export interface OpenAiEndpoint {
  url: string;
  headers: Record<string, string>;
  mapError: ErrorMapper;
  /** Send the model name in the body (Azure takes it from the deployment in the URL). */
  sendModel: boolean;
  /** Ask for usage in the last stream chunk (stream_options.include_usage). */
  streamUsage: boolean;
}

export function openAiBody(call: ProviderCall, endpoint: OpenAiEndpoint, stream: boolean): Json {
  const body: Json = {
    messages: call.messages,
    temperature: call.temperature,
    max_tokens: call.maxTokens,
    stream,
  };
  if (endpoint.sendModel) body.model = call.model;
  if (stream && endpoint.streamUsage) body.stream_options = { include_usage: true };
  if (call.endUserId) body.user = call.endUserId;
  if (call.tools?.length) {
    body.tools = call.tools.map((t) => ({ type: 'function', function: { name: t.name, description: t.description, parameters: t.parameters } }));
    body.tool_choice = 'auto';
  }
  return body;
}

function toolCallsOf(raw: unknown): ToolCall[] {
  if (!Array.isArray(raw)) return [];
  return raw.map((tc, i) => {
    const fn = rec(rec(tc).function);
    return { id: typeof rec(tc).id === 'string' ? (rec(tc).id as string) : `call_${i}`, name: String(fn.name ?? ''), arguments: parseArguments(fn.arguments) };
  });
}

export function parseOpenAiCompletion(provider: ProviderId, call: ProviderCall, json: unknown): ProviderResult {
  const root = rec(json);
  const choice = rec(Array.isArray(root.choices) ? root.choices[0] : undefined);
  const message = rec(choice.message);
  if (!('message' in choice)) throw new AIError('SERVER_ERROR', { provider, details: { reason: 'response without choices' } });
  const content = typeof message.content === 'string' ? message.content : '';
  const rawFinish = typeof choice.finish_reason === 'string' ? choice.finish_reason : null;
  const usage = rec(root.usage);
  return providerResult(provider, call, {
    id: typeof root.id === 'string' ? root.id : '',
    model: typeof root.model === 'string' ? root.model : '',
    content,
    rawFinishReason: rawFinish,
    promptTokens: num(usage.prompt_tokens),
    completionTokens: num(usage.completion_tokens),
    toolCalls: toolCallsOf(message.tool_calls),
  });
}

export async function completeOpenAi(provider: ProviderId, call: ProviderCall, endpoint: OpenAiEndpoint): Promise<ProviderResult> {
  const json = await sendJson(
    provider,
    { url: endpoint.url, headers: endpoint.headers, body: openAiBody(call, endpoint, false), timeoutMs: call.timeoutMs, ...(call.signal ? { signal: call.signal } : {}) },
    endpoint.mapError,
  );
  return parseOpenAiCompletion(provider, call, json);
}

/** Streams `data:` chunks until [DONE]; tool-call fragments are assembled by index. */
export async function* streamOpenAi(provider: ProviderId, call: ProviderCall, endpoint: OpenAiEndpoint): AsyncGenerator<ProviderStreamEvent> {
  const { response, readFailure } = await send(
    provider,
    { url: endpoint.url, headers: endpoint.headers, body: openAiBody(call, endpoint, true), timeoutMs: call.timeoutMs, ...(call.signal ? { signal: call.signal } : {}) },
    endpoint.mapError,
  );
  if (!response.body) throw new AIError('SERVER_ERROR', { provider, details: { reason: 'empty stream' } });
  let id = '';
  let model = '';
  let content = '';
  let rawFinish: string | null = null;
  let promptTokens: number | undefined;
  let completionTokens: number | undefined;
  let sawDone = false;
  const tools = new Map<number, { id: string; name: string; args: string }>();
  try {
    for await (const ev of parseSse(response.body)) {
      if (ev.data === '[DONE]') {
        sawDone = true;
        break;
      }
      let chunk: Json;
      try {
        chunk = rec(JSON.parse(ev.data));
      } catch {
        continue;
      }
      if ('error' in chunk) throw endpoint.mapError({ status: 500, headers: new Headers(), body: chunk, text: ev.data });
      if (typeof chunk.id === 'string' && chunk.id) id = chunk.id;
      if (typeof chunk.model === 'string' && chunk.model) model = chunk.model;
      const usage = rec(chunk.usage);
      promptTokens = num(usage.prompt_tokens) ?? promptTokens;
      completionTokens = num(usage.completion_tokens) ?? completionTokens;
      const choice = rec(Array.isArray(chunk.choices) ? chunk.choices[0] : undefined);
      const delta = rec(choice.delta);
      if (typeof delta.content === 'string' && delta.content.length > 0) {
        content += delta.content;
        yield { type: 'delta', text: delta.content };
      }
      if (Array.isArray(delta.tool_calls)) {
        for (const part of delta.tool_calls.map(rec)) {
          const index = num(part.index) ?? 0;
          const fn = rec(part.function);
          const t = tools.get(index) ?? { id: '', name: '', args: '' };
          if (typeof part.id === 'string') t.id = part.id;
          if (typeof fn.name === 'string') t.name += fn.name;
          if (typeof fn.arguments === 'string') t.args += fn.arguments;
          tools.set(index, t);
        }
      }
      if (typeof choice.finish_reason === 'string') rawFinish = choice.finish_reason;
    }
  } catch (error) {
    throw readFailure(error);
  }
  if (!sawDone && rawFinish === null) throw new AIError('NETWORK_ERROR', { provider, details: { reason: 'stream ended before [DONE]' } });
  yield {
    type: 'done',
    result: providerResult(provider, call, {
      id,
      model,
      content,
      rawFinishReason: rawFinish,
      promptTokens,
      completionTokens,
      toolCalls: [...tools.entries()].sort(([a], [b]) => a - b).map(([i, t]) => ({ id: t.id || `call_${i}`, name: t.name, arguments: parseArguments(t.args) })),
    }),
  };
}

/**
 * POST …/embeddings (OpenAI, any OpenAI-compatible server, Azure deployments): `input` is a list,
 * the answer's `data[].index` puts the vectors back in input order. Usage is estimated (4 chars a
 * token) when the server reports none (Ollama's OpenAI endpoint, llama.cpp).
 */
export async function embedOpenAi(provider: ProviderId, call: EmbeddingCall, endpoint: Omit<OpenAiEndpoint, 'streamUsage'>): Promise<EmbeddingResult> {
  const body: Json = { input: call.input, encoding_format: 'float' };
  if (endpoint.sendModel) body.model = call.model;
  if (call.endUserId) body.user = call.endUserId;
  const json = rec(await sendJson(provider, { url: endpoint.url, headers: endpoint.headers, body, timeoutMs: call.timeoutMs, ...(call.signal ? { signal: call.signal } : {}) }, endpoint.mapError));
  const data = Array.isArray(json.data) ? json.data.map(rec) : [];
  const vectors: number[][] = new Array<number[]>(call.input.length);
  data.forEach((d, i) => {
    const index = num(d.index) ?? i;
    if (Array.isArray(d.embedding) && index >= 0 && index < call.input.length) vectors[index] = d.embedding.map(Number);
  });
  for (let i = 0; i < call.input.length; i++) {
    const v = vectors[i];
    if (!v || v.length === 0 || v.some((x) => !Number.isFinite(x))) throw new AIError('SERVER_ERROR', { provider, details: { reason: 'embedding missing or invalid', index: i } });
  }
  if (new Set(vectors.map((v) => v.length)).size > 1) throw new AIError('SERVER_ERROR', { provider, details: { reason: 'embeddings of different dimensions' } });
  const reported = num(rec(json.usage).prompt_tokens);
  return {
    vectors,
    model: typeof json.model === 'string' && json.model ? json.model : call.model,
    promptTokens: reported ?? call.input.reduce((n, t) => n + Math.ceil(t.length / 4), 0),
    usageEstimated: reported === undefined,
  };
}

function bearer(credentials: ProviderCredentials): Record<string, string> {
  return credentials.apiKey ? { authorization: `Bearer ${credentials.apiKey}` } : {};
}

/** OpenAI itself, or `local`: an OpenAI-compatible server on a configured URL, key optional. */
export function createOpenAiAdapter(provider: 'openai' | 'local'): ProviderAdapter {
  const defaultBase = provider === 'openai' ? OPENAI_BASE_URL : LOCAL_BASE_URL;
  const endpoint = (credentials: ProviderCredentials): OpenAiEndpoint => ({
    url: joinUrl(credentials.baseUrl ?? defaultBase, '/chat/completions'),
    headers: bearer(credentials),
    mapError: (f) => mapOpenAiError(provider, f),
    sendModel: true,
    // Older OpenAI-compatible servers reject unknown fields; local usage is estimated instead (cost 0).
    streamUsage: provider === 'openai',
  });
  const listModels = async (credentials: ProviderCredentials, timeoutMs: number): Promise<ProviderModelInfo[]> => {
    const json = await sendJson(provider, { url: joinUrl(credentials.baseUrl ?? defaultBase, '/models'), method: 'GET', headers: bearer(credentials), timeoutMs }, (f) => mapOpenAiError(provider, f));
    const data = Array.isArray(rec(json).data) ? (rec(json).data as unknown[]) : [];
    const models = data.map((m) => ({ id: String(rec(m).id ?? '') })).filter((m) => m.id);
    // Spec 7.5: the OpenAI listing is filtered to ids starting with gpt-.
    return provider === 'openai' ? models.filter((m) => m.id.startsWith('gpt-')) : models;
  };
  return {
    provider,
    complete: (call, credentials) => completeOpenAi(provider, call, endpoint(credentials)),
    stream: (call, credentials) => streamOpenAi(provider, call, endpoint(credentials)),
    check: async (credentials, timeoutMs) => {
      await listModels(credentials, timeoutMs);
    },
    listModels,
    embed: (call, credentials) =>
      embedOpenAi(provider, call, { url: joinUrl(credentials.baseUrl ?? defaultBase, '/embeddings'), headers: bearer(credentials), mapError: (f) => mapOpenAiError(provider, f), sendModel: true }),
  };
}
