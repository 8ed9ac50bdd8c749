// Provider adapters against local fake servers that speak each API (including streaming),
// answering 401, 429 with retry-after, 4xx/5xx, hanging (timeout) and dropping the connection.
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProviderId } from '@shared/ai-modules/ai-modules.schemas';
import { createDefaultAdapters } from './adapters';
import { failure } from './testing/failure';
import { startFakeProvider, type FakeProvider } from './testing/fake-providers';
import type { ProviderAdapter, ProviderCall, ProviderCredentials, ProviderStreamEvent } from './types';

type Kind = 'openai' | 'anthropic' | 'azure' | 'google' | 'local';
const adapters = createDefaultAdapters();
const fakes = {} as Record<Kind, FakeProvider>;

beforeAll(async () => {
  const [openai, anthropic, azure, google, local] = await Promise.all([
    startFakeProvider('openai'),
    startFakeProvider('anthropic'),
    startFakeProvider('azure'),
    startFakeProvider('google'),
    startFakeProvider('openai', { open: true }),
  ]);
  Object.assign(fakes, { openai, anthropic, azure, google, local });
});
afterAll(async () => {
  await Promise.all(Object.values(fakes).map((f) => f.close()));
});

const models: Record<Kind, string> = { openai: 'gpt-4o', anthropic: 'claude-3-5-sonnet-latest', azure: 'gpt-4o', google: 'gemini-2.0-flash', local: 'llama3.1' };

function creds(kind: Kind, over: Partial<ProviderCredentials> = {}): ProviderCredentials {
  const fake = fakes[kind];
  return {
    scope: 'test',
    baseUrl: fake.url,
    ...(kind === 'local' ? {} : { apiKey: fake.apiKey }),
    ...(kind === 'azure' ? { deployments: { 'gpt-4o': 'gpt4o-prod' } } : {}),
    ...over,
  };
}

function call(kind: Kind, over: Partial<ProviderCall> = {}): ProviderCall {
  return {
    model: models[kind],
    messages: [
      { role: 'system', content: 'Magyar jogi asszisztens vagy.' },
      { role: 'user', content: 'Mi a Ptk. 6:142. § lényege?' },
    ],
    temperature: 0.1,
    maxTokens: 300,
    endUserId: 'pseudo-user',
    timeoutMs: 5000,
    ...over,
  };
}

async function collect(it: AsyncIterable<ProviderStreamEvent>): Promise<{ text: string; deltas: number; done: ProviderStreamEvent | undefined }> {
  let text = '';
  let deltas = 0;
  let done: ProviderStreamEvent | undefined;
  for await (const ev of it) {
    if (ev.type === 'delta') {
      text += ev.text;
      deltas++;
    } else done = ev;
  }
  return { text, deltas, done };
}

const kinds: Kind[] = ['openai', 'anthropic', 'azure', 'google', 'local'];
const adapterOf = (k: Kind): ProviderAdapter => adapters[k as ProviderId];
const expectedAnswer = 'Rendben. Ezt kaptam: Mi a Ptk. 6:142. § lényege?';

describe.each(kinds)('%s adapter', (kind) => {
  it('completes: content, finish reason, usage', async () => {
    const result = await adapterOf(kind).complete(call(kind), creds(kind));
    expect(result.content).toBe(expectedAnswer);
    expect(result.finishReason).toBe('stop');
    expect(result.promptTokens).toBeGreaterThan(0);
    expect(result.completionTokens).toBe(Math.ceil(expectedAnswer.length / 4));
    expect(result.usageEstimated).toBe(false);
  });

  it('streams the same answer in deltas, then a result with usage', async () => {
    const { text, deltas, done } = await collect(adapterOf(kind).stream(call(kind), creds(kind)));
    expect(text).toBe(expectedAnswer);
    expect(deltas).toBeGreaterThan(3);
    expect(done?.type === 'done' && done.result.content).toBe(expectedAnswer);
    expect(done?.type === 'done' && done.result.finishReason).toBe('stop');
    // A local OpenAI-compatible server is not asked for stream usage (older servers reject the field): estimated.
    expect(done?.type === 'done' && done.result.usageEstimated).toBe(kind === 'local');
  });

  it('finish reason "length" maps to length, content filter to error', async () => {
    fakes[kind].enqueue({ kind: 'ok', text: 'Rövid', finishReason: kind === 'anthropic' ? 'max_tokens' : kind === 'google' ? 'MAX_TOKENS' : 'length' });
    expect((await adapterOf(kind).complete(call(kind), creds(kind))).finishReason).toBe('length');
    if (kind !== 'azure') {
      fakes[kind].enqueue({ kind: 'content_filter' });
      expect((await adapterOf(kind).complete(call(kind), creds(kind))).finishReason).toBe('error');
    }
  });

  it('tool calls come back as tool_use with parsed arguments, streamed or not', async () => {
    const toolCall = { name: 'hatarido_szamitas', args: { kezdonap: '2026-03-02', napok: 15 } };
    const tools = [{ name: 'hatarido_szamitas', description: 'Határidő', parameters: { type: 'object' } }];
    fakes[kind].enqueue({ kind: 'ok', text: '', toolCall });
    const result = await adapterOf(kind).complete(call(kind, { tools }), creds(kind));
    expect(result.finishReason).toBe('tool_use');
    expect(result.toolCalls).toEqual([expect.objectContaining({ name: 'hatarido_szamitas', arguments: toolCall.args })]);
    fakes[kind].enqueue({ kind: 'ok', text: '', toolCall });
    const { done } = await collect(adapterOf(kind).stream(call(kind, { tools }), creds(kind)));
    expect(done?.type === 'done' && done.result.finishReason).toBe('tool_use');
    expect(done?.type === 'done' && done.result.toolCalls[0]?.arguments).toEqual(toolCall.args);
  });

  if (kind !== 'local') {
    it('a wrong key: AUTHENTICATION_ERROR "Invalid API key or authentication failed", not retryable', async () => {
      const e = await failure(adapterOf(kind).complete(call(kind), creds(kind, { apiKey: 'sk-wrong-key-000000000000' })));
      expect(e.toJSON()).toEqual({ code: 'AUTHENTICATION_ERROR', message: 'Invalid API key or authentication failed', type: 'authentication', provider: kind, retryable: false });
    });
  }

  it('429 with retry-after: RATE_LIMIT_EXCEEDED, retryable, retryAfter from the header; without it 60 s', async () => {
    fakes[kind].enqueue({ kind: 'rate_limited', retryAfter: 17 }, { kind: 'rate_limited' });
    const first = await failure(adapterOf(kind).complete(call(kind), creds(kind)));
    expect([first.code, first.type, first.retryable, first.retryAfter]).toEqual(['RATE_LIMIT_EXCEEDED', 'rate_limit', true, 17]);
    const second = await failure(adapterOf(kind).complete(call(kind), creds(kind)));
    expect(second.retryAfter).toBe(60);
  });

  it('400: INVALID_REQUEST, not retryable', async () => {
    fakes[kind].enqueue({ kind: 'status', status: 400 });
    const e = await failure(adapterOf(kind).complete(call(kind), creds(kind)));
    expect([e.code, e.retryable, e.status]).toEqual(['INVALID_REQUEST', false, 400]);
  });

  it.each([500, 502, 503, 504])('%s: SERVER_ERROR "Provider server error", retry after 5 s', async (status) => {
    fakes[kind].enqueue({ kind: 'server_error', status });
    const e = await failure(adapterOf(kind).complete(call(kind), creds(kind)));
    expect([e.code, e.message, e.retryable, e.retryAfter]).toEqual(['SERVER_ERROR', 'Provider server error', true, 5]);
  });

  it('another status: UNKNOWN_ERROR', async () => {
    fakes[kind].enqueue({ kind: 'status', status: 418, body: { error: { message: 'teapot' } } });
    const e = await failure(adapterOf(kind).complete(call(kind), creds(kind)));
    expect([e.code, e.retryable, e.message]).toEqual(['UNKNOWN_ERROR', false, 'Unknown provider error (HTTP 418)']);
  });

  it('no answer within the timeout: TIMEOUT "Request timed out", retry after 2 s (also streaming)', async () => {
    fakes[kind].enqueue({ kind: 'hang' }, { kind: 'hang' });
    const e = await failure(adapterOf(kind).complete(call(kind, { timeoutMs: 150 }), creds(kind)));
    expect(e.toJSON()).toEqual({ code: 'TIMEOUT', message: 'Request timed out', type: 'timeout', provider: kind, retryable: true, retryAfter: 2 });
    const s = await failure(collect(adapterOf(kind).stream(call(kind, { timeoutMs: 150 }), creds(kind))));
    expect(s.code).toBe('TIMEOUT');
  });

  it('a dropped connection: NETWORK_ERROR "Network connection failed", 5 s', async () => {
    fakes[kind].enqueue({ kind: 'drop' });
    const e = await failure(adapterOf(kind).complete(call(kind), creds(kind)));
    expect([e.code, e.message, e.retryable, e.retryAfter]).toEqual(['NETWORK_ERROR', 'Network connection failed', true, 5]);
  });

  it('a connection dropped in the middle of a stream: NETWORK_ERROR after the first deltas', async () => {
    fakes[kind].enqueue({ kind: 'drop_mid_stream', chunks: 2 });
    let seen = '';
    const e = await failure(
      (async () => {
        for await (const ev of adapterOf(kind).stream(call(kind), creds(kind))) if (ev.type === 'delta') seen += ev.text;
      })(),
    );
    expect(e.code).toBe('NETWORK_ERROR');
    expect(seen).toBe(expectedAnswer.slice(0, 14));
  });

  it('lists models and passes the health probe; a wrong key fails the probe', async () => {
    const list = await adapterOf(kind).listModels(creds(kind), 2000);
    expect(list.length).toBeGreaterThan(0);
    if (kind === 'openai') expect(list.every((m) => m.id.startsWith('gpt-'))).toBe(true);
    await expect(adapterOf(kind).check(creds(kind), 2000)).resolves.toBeUndefined();
    if (kind !== 'local') {
      const e = await failure(adapterOf(kind).check(creds(kind, { apiKey: 'sk-wrong-key-000000000000' }), 2000));
      expect(e.code).toBe('AUTHENTICATION_ERROR');
    }
  });
});

describe('request shapes (spec 7.5)', () => {
  it('OpenAI: POST {base}/chat/completions, Bearer key, model, messages, temperature, max_tokens, stream, tools', async () => {
    const before = fakes.openai.requests.length;
    await adapters.openai.complete(call('openai', { tools: [{ name: 'f', description: 'd', parameters: { type: 'object' } }] }), creds('openai'));
    const req = fakes.openai.requests[before]!;
    expect(req.path).toBe('/v1/chat/completions');
    expect(req.headers.authorization).toBe(`Bearer ${fakes.openai.apiKey}`);
    expect(req.body).toMatchObject({ model: 'gpt-4o', temperature: 0.1, max_tokens: 300, stream: false, user: 'pseudo-user', tool_choice: 'auto' });
    expect(req.body?.tools).toEqual([{ type: 'function', function: { name: 'f', description: 'd', parameters: { type: 'object' } } }]);
    expect(req.body?.messages).toEqual(call('openai').messages);
    await collect(adapters.openai.stream(call('openai'), creds('openai')));
    expect(fakes.openai.requests.at(-1)?.body).toMatchObject({ stream: true, stream_options: { include_usage: true } });
  });

  it('Anthropic: POST {base}/v1/messages with x-api-key, anthropic-version, system apart, metadata.user_id', async () => {
    const before = fakes.anthropic.requests.length;
    await adapters.anthropic.complete(call('anthropic'), creds('anthropic'));
    const req = fakes.anthropic.requests[before]!;
    expect(req.path).toBe('/v1/messages');
    expect(req.headers['x-api-key']).toBe(fakes.anthropic.apiKey);
    expect(req.headers['anthropic-version']).toBe('2023-06-01');
    expect(req.body).toMatchObject({
      model: 'claude-3-5-sonnet-latest',
      max_tokens: 300,
      temperature: 0.1,
      stream: false,
      system: 'Magyar jogi asszisztens vagy.',
      metadata: { user_id: 'pseudo-user' },
      messages: [{ role: 'user', content: 'Mi a Ptk. 6:142. § lényege?' }],
    });
  });

  it('Azure: POST {endpoint}/openai/deployments/{deployment}/chat/completions?api-version=…, api-key header, no model in the body', async () => {
    const before = fakes.azure.requests.length;
    await adapters.azure.complete(call('azure'), creds('azure', { apiVersion: '2024-10-21' }));
    const req = fakes.azure.requests[before]!;
    expect(req.path).toBe('/openai/deployments/gpt4o-prod/chat/completions?api-version=2024-10-21');
    expect(req.headers['api-key']).toBe(fakes.azure.apiKey);
    expect(req.body).not.toHaveProperty('model');
    const deployments = await adapters.azure.listModels(creds('azure'), 2000);
    expect(fakes.azure.requests.at(-1)?.path).toBe('/openai/deployments?api-version=2022-12-01');
    expect(deployments).toEqual([{ id: 'gpt-4o', name: 'gpt-4o' }]);
  });

  it('Google: generateContent / streamGenerateContent?alt=sse with x-goog-api-key, systemInstruction and generationConfig', async () => {
    const before = fakes.google.requests.length;
    await adapters.google.complete(call('google'), creds('google'));
    await collect(adapters.google.stream(call('google'), creds('google')));
    const [plain, streamed] = fakes.google.requests.slice(before);
    expect(plain?.path).toBe('/v1beta/models/gemini-2.0-flash:generateContent');
    expect(streamed?.path).toBe('/v1beta/models/gemini-2.0-flash:streamGenerateContent?alt=sse');
    expect(plain?.headers['x-goog-api-key']).toBe(fakes.google.apiKey);
    expect(plain?.body).toEqual({
      contents: [{ role: 'user', parts: [{ text: 'Mi a Ptk. 6:142. § lényege?' }] }],
      systemInstruction: { parts: [{ text: 'Magyar jogi asszisztens vagy.' }] },
      generationConfig: { temperature: 0.1, maxOutputTokens: 300 },
    });
  });

  it('local: the configured URL, no key header when none is configured', async () => {
    const before = fakes.local.requests.length;
    await adapters.local.complete(call('local'), creds('local'));
    expect(fakes.local.requests[before]?.headers.authorization).toBeUndefined();
    expect(fakes.local.requests[before]?.body?.model).toBe('llama3.1');
  });
});

describe('provider-specific errors (spec 8)', () => {
  it('Anthropic: 403 PERMISSION_ERROR, 404 NOT_FOUND, 529 overloaded → SERVER_ERROR, rate limit default 60 s', async () => {
    const a = adapters.anthropic;
    fakes.anthropic.enqueue(
      { kind: 'status', status: 403, body: { type: 'error', error: { type: 'permission_error', message: 'no access' } } },
      { kind: 'status', status: 404, body: { type: 'error', error: { type: 'not_found_error', message: 'model: claude-x' } } },
      { kind: 'overloaded' },
      { kind: 'rate_limited' },
    );
    const codes = [];
    for (let i = 0; i < 4; i++) {
      const e = await failure(a.complete(call('anthropic'), creds('anthropic')));
      codes.push([e.code, e.retryable, e.retryAfter]);
    }
    expect(codes).toEqual([
      ['PERMISSION_ERROR', false, undefined],
      ['NOT_FOUND', false, undefined],
      ['SERVER_ERROR', true, 5],
      ['RATE_LIMIT_EXCEEDED', true, 60],
    ]);
  });

  it('Anthropic: an error event inside the stream (overloaded) ends it with SERVER_ERROR', async () => {
    fakes.anthropic.enqueue({ kind: 'stream_error' });
    const e = await failure(collect(adapters.anthropic.stream(call('anthropic'), creds('anthropic'))));
    expect([e.code, e.retryable]).toEqual(['SERVER_ERROR', true]);
  });

  it('Azure: DEPLOYMENT_NOT_FOUND, CONTENT_FILTERED (the prompt filter), MODEL_NOT_FOUND, quota → rate limit 60 s', async () => {
    const a = adapters.azure;
    fakes.azure.enqueue(
      { kind: 'deployment_not_found' },
      { kind: 'content_filter' },
      { kind: 'status', status: 404, body: { error: { code: 'model_not_found', message: 'The model gpt-9 does not exist' } } },
      { kind: 'status', status: 403, body: { error: { code: 'InsufficientQuota', message: 'Quota exceeded for this deployment.' } } },
    );
    const results = [];
    for (let i = 0; i < 4; i++) {
      const e = await failure(a.complete(call('azure'), creds('azure')));
      results.push([e.code, e.message, e.retryable, e.retryAfter]);
    }
    expect(results).toEqual([
      ['DEPLOYMENT_NOT_FOUND', 'Deployment gpt4o-prod not found', false, undefined],
      ['CONTENT_FILTERED', "Content blocked by the provider's content filter", false, undefined],
      ['MODEL_NOT_FOUND', 'Model gpt-4o not found', false, undefined],
      ['RATE_LIMIT_EXCEEDED', 'Rate limit exceeded', true, 60],
    ]);
  });

  it('Azure: a content_filter finish reason inside the answer maps to error', async () => {
    fakes.azure.enqueue({ kind: 'ok', text: 'Részleges', finishReason: 'content_filter' });
    const { done } = await collect(adapters.azure.stream(call('azure'), creds('azure')));
    expect(done?.type === 'done' && done.result.finishReason).toBe('error');
  });

  it('Google: a blocked prompt is CONTENT_FILTERED; PERMISSION_DENIED is PERMISSION_ERROR', async () => {
    fakes.google.enqueue(
      { kind: 'status', status: 200, body: { promptFeedback: { blockReason: 'SAFETY' } } },
      { kind: 'status', status: 403, body: { error: { code: 403, message: 'denied', status: 'PERMISSION_DENIED' } } },
    );
    expect((await failure(adapters.google.complete(call('google'), creds('google')))).code).toBe('CONTENT_FILTERED');
    expect((await failure(adapters.google.complete(call('google'), creds('google')))).code).toBe('PERMISSION_ERROR');
  });

  it('nothing listening on the port: NETWORK_ERROR', async () => {
    const port = await new Promise<number>((resolve) => {
      const s = createServer();
      s.listen(0, '127.0.0.1', () => {
        const p = (s.address() as { port: number }).port;
        s.close(() => resolve(p));
      });
    });
    const e = await failure(adapters.openai.complete(call('openai'), creds('openai', { baseUrl: `http://127.0.0.1:${port}/v1` })));
    expect(e.code).toBe('NETWORK_ERROR');
    expect(e.details.reason).toBe('ECONNREFUSED');
  });

  it("the caller's cancellation is passed through, not turned into a provider error", async () => {
    fakes.openai.enqueue({ kind: 'hang' });
    const controller = new AbortController();
    const pending = adapters.openai.complete(call('openai', { signal: controller.signal }), creds('openai'));
    setTimeout(() => controller.abort(new Error('client went away')), 50);
    await expect(pending).rejects.toThrow('client went away');
  });
});

describe('embeddings (decision 0251)', () => {
  const texts = ['A lakbér havonta 300 000 Ft.', 'A bérleti díjat minden hónap 5. napjáig kell megfizetni.', 'A keresetlevél tárgya kártérítés.'];
  const cosine = (a: number[], b: number[]) => a.reduce((s, x, i) => s + x * b[i]!, 0);

  it.each(['openai', 'local', 'azure'] as const)('%s: POST …/embeddings, one vector per input in input order', async (kind) => {
    const fake = fakes[kind];
    fake.reset();
    const before = fake.requests.length;
    const adapter = adapters[kind] as ProviderAdapter;
    const out = await adapter.embed!(
      { model: 'text-embedding-3-small', input: texts, endUserId: 'pseudo-user', timeoutMs: 5000 },
      creds(kind, kind === 'azure' ? { deployments: { 'text-embedding-3-small': 'emb-prod' } } : {}),
    );
    const sent = fake.requests[before]!;
    expect(sent.path).toBe(kind === 'azure' ? '/openai/deployments/emb-prod/embeddings?api-version=2024-10-21' : '/v1/embeddings');
    expect(sent.body?.input).toEqual(texts);
    expect(sent.body?.model).toBe(kind === 'azure' ? undefined : 'text-embedding-3-small');
    expect(out.vectors).toHaveLength(3);
    expect(out.vectors[0]).toHaveLength(64);
    expect(out.promptTokens).toBeGreaterThan(0);
    // The fake model puts rent words on one axis: the two rent sentences are close, the third is not.
    expect(cosine(out.vectors[0]!, out.vectors[1]!)).toBeGreaterThan(0.5);
    expect(cosine(out.vectors[0]!, out.vectors[2]!)).toBeLessThan(0.2);
  });

  it('maps 401 and 429 like chat calls', async () => {
    const adapter = adapters.openai as ProviderAdapter;
    await expect(adapter.embed!({ model: 'm', input: ['x'], timeoutMs: 5000 }, creds('openai', { apiKey: 'sk-wrong-key-0123456789abc' }))).rejects.toMatchObject({ code: 'AUTHENTICATION_ERROR' });
    fakes.openai.enqueue({ kind: 'rate_limited', retryAfter: 7 });
    await expect(adapter.embed!({ model: 'm', input: ['x'], timeoutMs: 5000 }, creds('openai'))).rejects.toMatchObject({ type: 'rate_limit', retryAfter: 7 });
  });
});
