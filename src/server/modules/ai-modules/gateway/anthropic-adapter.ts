// Anthropic messages API (spec 7.5 provider 2): POST {base}/v1/messages with x-api-key and
// anthropic-version; streaming is a named event stream (message_start, content_block_delta,
// message_delta, message_stop, error).
import { AIError } from '@shared/ai-modules/ai-errors';
import type { ToolCall } from '@shared/ai-modules/ai-modules.schemas';
import { send, sendJson, joinUrl } from './http';
import { anthropicErrorOfType, mapAnthropicError } from './provider-errors';
import { parseSse } from './sse';
import { parseArguments, providerResult } from './usage';
import type { ChatMessage, ProviderAdapter, ProviderCall, ProviderCredentials, ProviderResult, ProviderStreamEvent } from './types';

export const ANTHROPIC_BASE_URL = 'https://api.anthropic.com';
export const ANTHROPIC_VERSION = '2023-06-01';

type Json = Record<string, unknown>;
const rec = (v: unknown): Json => (v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Json) : {});
const num = (v: unknown): number | undefined => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);

function headers(credentials: ProviderCredentials): Record<string, string> {
  return { 'x-api-key': credentials.apiKey ?? '', 'anthropic-version': ANTHROPIC_VERSION };
}

/** The system prompt goes apart; consecutive turns of one role are merged (the API wants alternation). */
export function anthropicMessages(messages: readonly ChatMessage[]): { system: string; messages: { role: 'user' | 'assistant'; content: string }[] } {
  const system = messages
    .filter((m) => m.role === 'system')
    .map((m) => m.content)
    .join('\n\n');
  const out: { role: 'user' | 'assistant'; content: string }[] = [];
  for (const m of messages) {
    if (m.role === 'system') continue;
    const last = out[out.length - 1];
    if (last && last.role === m.role) last.content += `\n\n${m.content}`;
    else out.push({ role: m.role, content: m.content });
  }
  return { system, messages: out };
}

export function anthropicBody(call: ProviderCall, stream: boolean): Json {
  const { system, messages } = anthropicMessages(call.messages);
  const body: Json = { model: call.model, max_tokens: call.maxTokens, messages, temperature: call.temperature, stream };
  if (system) body.system = system;
  if (call.endUserId) body.metadata = { user_id: call.endUserId };
  if (call.tools?.length) body.tools = call.tools.map((t) => ({ name: t.name, description: t.description, input_schema: t.parameters }));
  return body;
}

export function parseAnthropicMessage(call: ProviderCall, json: unknown): ProviderResult {
  const root = rec(json);
  if (!Array.isArray(root.content)) throw new AIError('SERVER_ERROR', { provider: 'anthropic', details: { reason: 'response without content' } });
  const blocks = root.content.map(rec);
  const content = blocks
    .filter((b) => b.type === 'text')
    .map((b) => String(b.text ?? ''))
    .join('');
  const toolCalls: ToolCall[] = blocks.filter((b) => b.type === 'tool_use').map((b, i) => ({ id: typeof b.id === 'string' ? b.id : `toolu_${i}`, name: String(b.name ?? ''), arguments: parseArguments(b.input) }));
  const usage = rec(root.usage);
  return providerResult('anthropic', call, {
    id: typeof root.id === 'string' ? root.id : '',
    model: typeof root.model === 'string' ? root.model : '',
    content,
    rawFinishReason: typeof root.stop_reason === 'string' ? root.stop_reason : null,
    promptTokens: num(usage.input_tokens),
    completionTokens: num(usage.output_tokens),
    toolCalls,
  });
}

async function* streamAnthropic(call: ProviderCall, credentials: ProviderCredentials): AsyncGenerator<ProviderStreamEvent> {
  const { response, readFailure } = await send(
    'anthropic',
    { url: joinUrl(credentials.baseUrl ?? ANTHROPIC_BASE_URL, '/v1/messages'), headers: headers(credentials), body: anthropicBody(call, true), timeoutMs: call.timeoutMs, ...(call.signal ? { signal: call.signal } : {}) },
    mapAnthropicError,
  );
  if (!response.body) throw new AIError('SERVER_ERROR', { provider: 'anthropic', details: { reason: 'empty stream' } });
  let id = '';
  let model = '';
  let content = '';
  let rawFinish: string | null = null;
  let inputTokens: number | undefined;
  let outputTokens: number | undefined;
  let stopped = false;
  const tools = new Map<number, { id: string; name: string; json: string }>();
  try {
    for await (const ev of parseSse(response.body)) {
      let data: Json;
      try {
        data = rec(JSON.parse(ev.data));
      } catch {
        continue;
      }
      const type = typeof data.type === 'string' ? data.type : ev.event;
      if (type === 'error') {
        const err = rec(data.error);
        throw anthropicErrorOfType(String(err.type ?? ''), { status: 500, headers: new Headers(), body: data, text: ev.data });
      }
      if (type === 'message_start') {
        const message = rec(data.message);
        if (typeof message.id === 'string') id = message.id;
        if (typeof message.model === 'string') model = message.model;
        inputTokens = num(rec(message.usage).input_tokens) ?? inputTokens;
        outputTokens = num(rec(message.usage).output_tokens) ?? outputTokens;
      } else if (type === 'content_block_start') {
        const block = rec(data.content_block);
        if (block.type === 'tool_use') tools.set(num(data.index) ?? 0, { id: String(block.id ?? ''), name: String(block.name ?? ''), json: '' });
      } else if (type === 'content_block_delta') {
        const delta = rec(data.delta);
        if (delta.type === 'text_delta' && typeof delta.text === 'string' && delta.text.length > 0) {
          content += delta.text;
          yield { type: 'delta', text: delta.text };
        } else if (delta.type === 'input_json_delta' && typeof delta.partial_json === 'string') {
          const t = tools.get(num(data.index) ?? 0);
          if (t) t.json += delta.partial_json;
        }
      } else if (type === 'message_delta') {
        const delta = rec(data.delta);
        if (typeof delta.stop_reason === 'string') rawFinish = delta.stop_reason;
        outputTokens = num(rec(data.usage).output_tokens) ?? outputTokens;
        inputTokens = num(rec(data.usage).input_tokens) ?? inputTokens;
      } else if (type === 'message_stop') {
        stopped = true;
        break;
      }
    }
  } catch (error) {
    throw readFailure(error);
  }
  if (!stopped) throw new AIError('NETWORK_ERROR', { provider: 'anthropic', details: { reason: 'stream ended before message_stop' } });
  yield {
    type: 'done',
    result: providerResult('anthropic', call, {
      id,
      model,
      content,
      rawFinishReason: rawFinish,
      promptTokens: inputTokens,
      completionTokens: outputTokens,
      toolCalls: [...tools.entries()].sort(([a], [b]) => a - b).map(([, t]) => ({ id: t.id, name: t.name, arguments: parseArguments(t.json) })),
    }),
  };
}

export function createAnthropicAdapter(): ProviderAdapter {
  const listModels = async (credentials: ProviderCredentials, timeoutMs: number) => {
    const json = await sendJson('anthropic', { url: joinUrl(credentials.baseUrl ?? ANTHROPIC_BASE_URL, '/v1/models'), method: 'GET', headers: headers(credentials), timeoutMs }, mapAnthropicError);
    const data = Array.isArray(rec(json).data) ? (rec(json).data as unknown[]) : [];
    return data
      .map(rec)
      .filter((m) => typeof m.id === 'string')
      .map((m) => ({ id: String(m.id), name: String(m.display_name ?? m.id) }));
  };
  return {
    provider: 'anthropic',
    complete: async (call, credentials) => {
      const json = await sendJson(
        'anthropic',
        {
          url: joinUrl(credentials.baseUrl ?? ANTHROPIC_BASE_URL, '/v1/messages'),
          headers: headers(credentials),
          body: anthropicBody(call, false),
          timeoutMs: call.timeoutMs,
          ...(call.signal ? { signal: call.signal } : {}),
        },
        mapAnthropicError,
      );
      return parseAnthropicMessage(call, json);
    },
    stream: (call, credentials) => streamAnthropic(call, credentials),
    check: async (credentials, timeoutMs) => {
      await listModels(credentials, timeoutMs);
    },
    listModels,
  };
}
