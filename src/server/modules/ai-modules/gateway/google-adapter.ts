// Google Gemini REST (the spec does not show its configuration): POST
// {base}/v1beta/models/{model}:generateContent, and :streamGenerateContent?alt=sse for streaming
// (each `data:` line a whole GenerateContentResponse, no [DONE]); key in x-goog-api-key.
import { AIError } from '@shared/ai-modules/ai-errors';
import type { ToolCall } from '@shared/ai-modules/ai-modules.schemas';
import { send, sendJson, joinUrl } from './http';
import { mapGoogleError } from './provider-errors';
import { parseSse } from './sse';
import { parseArguments, providerResult } from './usage';
import type { ProviderAdapter, ProviderCall, ProviderCredentials, ProviderResult, ProviderStreamEvent } from './types';

export const GOOGLE_BASE_URL = 'https://generativelanguage.googleapis.com';

type Json = Record<string, unknown>;
const rec = (v: unknown): Json => (v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Json) : {});
const num = (v: unknown): number | undefined => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);

function headers(credentials: ProviderCredentials): Record<string, string> {
  return { 'x-goog-api-key': credentials.apiKey ?? '' };
}

export function googleBody(call: ProviderCall): Json {
  const system = call.messages
    .filter((m) => m.role === 'system')
    .map((m) => m.content)
    .join('\n\n');
  const contents: { role: 'user' | 'model'; parts: { text: string }[] }[] = [];
  for (const m of call.messages) {
    if (m.role === 'system') continue;
    const role = m.role === 'assistant' ? 'model' : 'user';
    const last = contents[contents.length - 1];
    if (last && last.role === role) last.parts.push({ text: m.content });
    else contents.push({ role, parts: [{ text: m.content }] });
  }
  const body: Json = { contents, generationConfig: { temperature: call.temperature, maxOutputTokens: call.maxTokens } };
  if (system) body.systemInstruction = { parts: [{ text: system }] };
  if (call.tools?.length) body.tools = [{ functionDeclarations: call.tools.map((t) => ({ name: t.name, description: t.description, parameters: t.parameters })) }];
  return body;
}

interface GoogleChunk {
  text: string;
  toolCalls: ToolCall[];
  rawFinish: string | null;
  blocked: string | null;
  promptTokens: number | undefined;
  completionTokens: number | undefined;
  id: string;
  model: string;
}

function readChunk(json: unknown, toolOffset: number): GoogleChunk {
  const root = rec(json);
  const candidate = rec(Array.isArray(root.candidates) ? root.candidates[0] : undefined);
  const parts = Array.isArray(rec(candidate.content).parts) ? (rec(candidate.content).parts as unknown[]).map(rec) : [];
  const usage = rec(root.usageMetadata);
  return {
    text: parts
      .filter((p) => typeof p.text === 'string' && p.thought !== true)
      .map((p) => p.text as string)
      .join(''),
    toolCalls: parts.filter((p) => 'functionCall' in p).map((p, i) => ({ id: `call_${toolOffset + i}`, name: String(rec(p.functionCall).name ?? ''), arguments: parseArguments(rec(p.functionCall).args) })),
    rawFinish: typeof candidate.finishReason === 'string' ? candidate.finishReason : null,
    blocked: typeof rec(root.promptFeedback).blockReason === 'string' ? (rec(root.promptFeedback).blockReason as string) : null,
    promptTokens: num(usage.promptTokenCount),
    completionTokens: num(usage.candidatesTokenCount),
    id: typeof root.responseId === 'string' ? root.responseId : '',
    model: typeof root.modelVersion === 'string' ? root.modelVersion : '',
  };
}

/** A prompt Google refuses to answer is the same case as Azure's content filter. */
function blockedError(reason: string): AIError {
  return new AIError('CONTENT_FILTERED', { provider: 'google', details: { providerCode: reason } });
}

function result(call: ProviderCall, content: string, toolCalls: ToolCall[], rawFinish: string | null, id: string, model: string, promptTokens?: number, completionTokens?: number): ProviderResult {
  return providerResult('google', call, {
    id,
    model,
    content,
    rawFinishReason: rawFinish,
    ...(toolCalls.length > 0 ? { finishReason: 'tool_use' as const } : {}),
    promptTokens,
    completionTokens,
    toolCalls,
  });
}

function modelUrl(credentials: ProviderCredentials, model: string, method: string): string {
  return joinUrl(credentials.baseUrl ?? GOOGLE_BASE_URL, `/v1beta/models/${encodeURIComponent(model)}:${method}`);
}

async function* streamGoogle(call: ProviderCall, credentials: ProviderCredentials): AsyncGenerator<ProviderStreamEvent> {
  const { response, readFailure } = await send(
    'google',
    { url: `${modelUrl(credentials, call.model, 'streamGenerateContent')}?alt=sse`, headers: headers(credentials), body: googleBody(call), timeoutMs: call.timeoutMs, ...(call.signal ? { signal: call.signal } : {}) },
    (f) => mapGoogleError(f, call.model),
  );
  if (!response.body) throw new AIError('SERVER_ERROR', { provider: 'google', details: { reason: 'empty stream' } });
  let content = '';
  const toolCalls: ToolCall[] = [];
  let rawFinish: string | null = null;
  let promptTokens: number | undefined;
  let completionTokens: number | undefined;
  let id = '';
  let model = '';
  try {
    for await (const ev of parseSse(response.body)) {
      let json: unknown;
      try {
        json = JSON.parse(ev.data);
      } catch {
        continue;
      }
      if ('error' in rec(json)) throw mapGoogleError({ status: num(rec(rec(json).error).code) ?? 500, headers: new Headers(), body: json, text: ev.data }, call.model);
      const chunk = readChunk(json, toolCalls.length);
      if (chunk.blocked) throw blockedError(chunk.blocked);
      if (chunk.text) {
        content += chunk.text;
        yield { type: 'delta', text: chunk.text };
      }
      toolCalls.push(...chunk.toolCalls);
      rawFinish = chunk.rawFinish ?? rawFinish;
      promptTokens = chunk.promptTokens ?? promptTokens;
      completionTokens = chunk.completionTokens ?? completionTokens;
      id = chunk.id || id;
      model = chunk.model || model;
    }
  } catch (error) {
    throw readFailure(error);
  }
  // Gemini's stream has no [DONE]: a finish reason in the last chunk is how a complete answer ends.
  if (rawFinish === null) throw new AIError('NETWORK_ERROR', { provider: 'google', details: { reason: 'stream ended without a finish reason' } });
  yield { type: 'done', result: result(call, content, toolCalls, rawFinish, id, model, promptTokens, completionTokens) };
}

export function createGoogleAdapter(): ProviderAdapter {
  const listModels = async (credentials: ProviderCredentials, timeoutMs: number) => {
    const json = await sendJson('google', { url: joinUrl(credentials.baseUrl ?? GOOGLE_BASE_URL, '/v1beta/models?pageSize=100'), method: 'GET', headers: headers(credentials), timeoutMs }, (f) => mapGoogleError(f, ''));
    const models = Array.isArray(rec(json).models) ? (rec(json).models as unknown[]).map(rec) : [];
    return models.filter((m) => typeof m.name === 'string').map((m) => ({ id: String(m.name).replace(/^models\//, ''), name: String(m.displayName ?? m.name) }));
  };
  return {
    provider: 'google',
    complete: async (call, credentials) => {
      const json = await sendJson(
        'google',
        { url: modelUrl(credentials, call.model, 'generateContent'), headers: headers(credentials), body: googleBody(call), timeoutMs: call.timeoutMs, ...(call.signal ? { signal: call.signal } : {}) },
        (f) => mapGoogleError(f, call.model),
      );
      const chunk = readChunk(json, 0);
      if (chunk.blocked) throw blockedError(chunk.blocked);
      return result(call, chunk.text, chunk.toolCalls, chunk.rawFinish, chunk.id, chunk.model, chunk.promptTokens, chunk.completionTokens);
    },
    stream: (call, credentials) => streamGoogle(call, credentials),
    check: async (credentials, timeoutMs) => {
      await listModels(credentials, timeoutMs);
    },
    listModels,
  };
}
