// Local fake provider servers (node:http on a random loopback port) that speak each provider's
// API closely enough for the adapters: OpenAI chat completions (also `local`), Azure OpenAI
// deployments, Anthropic messages and Google Gemini, each with streaming. A script of behaviours
// makes them answer 401, 429 with retry-after, 4xx/5xx, hang (timeout), drop the connection
// (before or in the middle of a stream) or filter content. Used by the tests and the benchmark.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

export type FakeKind = 'openai' | 'azure' | 'anthropic' | 'google';

export type FakeBehaviour =
  | { kind: 'ok'; text?: string; finishReason?: string; delayMs?: number; usage?: boolean; toolCall?: { name: string; args: Record<string, unknown> } }
  | { kind: 'status'; status: number; body?: unknown; headers?: Record<string, string> }
  /** 401 in the provider's own error format. */
  | { kind: 'unauthorized' }
  /** 429 in the provider's format; retryAfter in seconds goes into the retry-after header. */
  | { kind: 'rate_limited'; retryAfter?: number }
  | { kind: 'server_error'; status?: number }
  /** Anthropic's 529 overloaded_error (other kinds: 503). */
  | { kind: 'overloaded' }
  /** Azure's prompt content filter (400 content_filter); other kinds answer a content-filter finish reason. */
  | { kind: 'content_filter' }
  | { kind: 'deployment_not_found' }
  /** Accepts the request and never answers. */
  | { kind: 'hang' }
  /** Destroys the socket before any response. */
  | { kind: 'drop' }
  /** Streams `chunks` deltas, then destroys the socket. */
  | { kind: 'drop_mid_stream'; chunks?: number }
  /** Anthropic: an `event: error` inside the stream. */
  | { kind: 'stream_error' };

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: Record<string, unknown> | null;
  /** Every text the request carried (messages, system, contents), joined: what a provider would see. */
  text: string;
}

export interface FakeProvider {
  kind: FakeKind;
  /** Base URL for ProviderCredentials.baseUrl (OpenAI: …/v1; Azure: the resource endpoint). */
  url: string;
  /** The key the server accepts; anything else is answered with 401. */
  apiKey: string;
  requests: RecordedRequest[];
  /** Behaviours for the next requests, in order; then the default. */
  enqueue(...behaviours: FakeBehaviour[]): void;
  setDefault(behaviour: FakeBehaviour): void;
  /** Clears queued behaviours and restores the defaults (answer 'ok', echo, 7-character chunks). */
  reset(): void;
  /** The answer text of an 'ok' behaviour without text; default: echoes the last user message. */
  setResponder(fn: (req: RecordedRequest) => string): void;
  /** Characters per streamed delta (default 7, so placeholders get split across chunks). */
  chunkSize: number;
  close(): Promise<void>;
}

const DEFAULT_KEYS: Record<FakeKind, string> = {
  openai: 'sk-fake-openai-key-0123456789',
  azure: 'fake-azure-key-0123456789abcdef',
  anthropic: 'sk-ant-fake-anthropic-key-0123456789',
  google: 'AIzaFakeGoogleKey0123456789',
};

type Json = Record<string, unknown>;

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function allText(body: Json | null): string {
  if (!body) return '';
  const parts: string[] = [];
  const visit = (v: unknown): void => {
    if (typeof v === 'string') parts.push(v);
    else if (Array.isArray(v)) v.forEach(visit);
    else if (v && typeof v === 'object') Object.values(v).forEach(visit);
  };
  visit(body.messages);
  visit(body.system);
  visit(body.contents);
  visit(body.systemInstruction);
  return parts.join('\n');
}

function lastUserText(kind: FakeKind, body: Json | null): string {
  if (!body) return '';
  if (kind === 'google') {
    const contents = (body.contents as { role: string; parts: { text: string }[] }[] | undefined) ?? [];
    const last = [...contents].reverse().find((c) => c.role === 'user');
    return last?.parts.map((p) => p.text).join('') ?? '';
  }
  const messages = (body.messages as { role: string; content: unknown }[] | undefined) ?? [];
  const last = [...messages].reverse().find((m) => m.role === 'user');
  return typeof last?.content === 'string' ? last.content : '';
}

function json(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text), ...headers });
  res.end(text);
}

function errorBody(kind: FakeKind, status: number, type: string, message: string, extra: Json = {}): unknown {
  if (kind === 'anthropic') return { type: 'error', error: { type, message } };
  if (kind === 'google') {
    const statusName = status === 401 ? 'UNAUTHENTICATED' : status === 429 ? 'RESOURCE_EXHAUSTED' : status === 400 ? 'INVALID_ARGUMENT' : status === 403 ? 'PERMISSION_DENIED' : status === 404 ? 'NOT_FOUND' : 'INTERNAL';
    return { error: { code: status, message, status: statusName, ...extra } };
  }
  return { error: { message, type, param: null, code: type, ...extra } };
}

function embeddingInputs(body: Json | null): string[] {
  const input = body?.input;
  return typeof input === 'string' ? [input] : Array.isArray(input) ? input.map(String) : [];
}

/** Dimensions of the fake embeddings. */
export const FAKE_EMBEDDING_DIMENSIONS = 64;

/**
 * Words of one meaning (accent-folded prefixes): the fake model puts them on the same axis, so a
 * passage that says "lakbér" is close to a question about "bérleti díj" although no word is shared.
 */
export const FAKE_EMBEDDING_CONCEPTS: Readonly<Record<string, readonly string[]>> = {
  rent: ['lakber', 'berleti', 'berlet', 'berbead', 'berlo'],
  termination: ['felmond', 'megszun', 'megszunt', 'felbont'],
  penalty: ['kotber', 'kesedelmi', 'szankcio'],
  price: ['vetelar', 'vetelaron', 'ellenerte', 'kifizet', 'fizet'],
  deadline: ['hatarido', 'hatarnap', 'esedekes'],
};

/**
 * A deterministic "embedding": a hashed bag of words, where words of one concept above share
 * their axis. Normalised to unit length. Meaningful enough that cosine similarity finds a
 * passage by meaning, not only by its words.
 */
export function fakeEmbedding(text: string): number[] {
  const v = new Array<number>(FAKE_EMBEDDING_DIMENSIONS).fill(0);
  const words =
    text
      .toLowerCase()
      .normalize('NFD')
      .replace(/\p{M}+/gu, '')
      .match(/[a-z0-9]+/g) ?? [];
  for (const word of words) {
    if (word.length < 3) continue;
    const concept = Object.entries(FAKE_EMBEDDING_CONCEPTS).find(([, stems]) => stems.some((s) => word.startsWith(s)))?.[0];
    const key = concept ? `concept:${concept}` : word.slice(0, 6);
    let h = 2166136261;
    for (let i = 0; i < key.length; i++) h = Math.imul(h ^ key.charCodeAt(i), 16777619) >>> 0;
    // A concept weighs more than an ordinary word: it is what the passage is about.
    v[h % FAKE_EMBEDDING_DIMENSIONS]! += concept ? 3 : 1;
  }
  const norm = Math.hypot(...v) || 1;
  return v.map((x) => Math.round((x / norm) * 1e6) / 1e6);
}

function split(text: string, size: number): string[] {
  const out: string[] = [];
  for (let i = 0; i < text.length; i += size) out.push(text.slice(i, i + size));
  return out.length ? out : [''];
}

const tokens = (s: string) => Math.max(1, Math.ceil(s.length / 4));

/** `open`: accept requests without a key (an OpenAI-compatible local server such as Ollama). */
export async function startFakeProvider(kind: FakeKind, options: { apiKey?: string; host?: string; open?: boolean } = {}): Promise<FakeProvider> {
  const apiKey = options.apiKey ?? DEFAULT_KEYS[kind];
  const queue: FakeBehaviour[] = [];
  let fallback: FakeBehaviour = { kind: 'ok' };
  const echo = (req: RecordedRequest) => `Rendben. Ezt kaptam: ${lastUserText(kind, req.body)}`;
  let responder = echo;
  const requests: RecordedRequest[] = [];
  const sockets = new Set<Socket>();
  const fake: FakeProvider = {
    kind,
    url: '',
    apiKey,
    requests,
    chunkSize: 7,
    enqueue: (...b) => queue.push(...b),
    setDefault: (b) => {
      fallback = b;
    },
    setResponder: (fn) => {
      responder = fn;
    },
    reset: () => {
      queue.length = 0;
      fallback = { kind: 'ok' };
      responder = echo;
      fake.chunkSize = 7;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };

  const authorised = (req: IncomingMessage, url: URL): boolean => {
    if (options.open) return true;
    if (kind === 'openai') return req.headers.authorization === `Bearer ${apiKey}`;
    if (kind === 'azure') return req.headers['api-key'] === apiKey;
    if (kind === 'anthropic') return req.headers['x-api-key'] === apiKey && typeof req.headers['anthropic-version'] === 'string';
    return req.headers['x-goog-api-key'] === apiKey || url.searchParams.get('key') === apiKey;
  };

  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const raw = await readBody(req);
    let body: Json | null = null;
    try {
      body = raw ? (JSON.parse(raw) as Json) : null;
    } catch {
      body = null;
    }
    const recorded: RecordedRequest = { method: req.method ?? 'GET', path: url.pathname + url.search, headers: req.headers, body, text: allText(body) };
    requests.push(recorded);

    if (req.method === 'GET') return listing(res, url, req);
    if (url.pathname.endsWith('/embeddings') && (kind === 'openai' || kind === 'azure')) {
      recorded.text = embeddingInputs(body).join('\n');
      if (!authorised(req, url)) return json(res, 401, errorBody(kind, 401, 'invalid_api_key', 'Incorrect API key provided: sk-***'));
      const behaviour = queue.shift() ?? fallback;
      if (behaviour.kind === 'server_error') return json(res, behaviour.status ?? 500, errorBody(kind, behaviour.status ?? 500, 'server_error', 'The server had an error'));
      if (behaviour.kind === 'rate_limited')
        return json(res, 429, errorBody(kind, 429, 'rate_limit_exceeded', 'Rate limit reached'), behaviour.retryAfter !== undefined ? { 'retry-after': String(behaviour.retryAfter) } : {});
      const inputs = embeddingInputs(body);
      return json(res, 200, {
        object: 'list',
        data: inputs.map((t, index) => ({ object: 'embedding', index, embedding: fakeEmbedding(t) })),
        model: String(body?.model ?? 'text-embedding-3-small'),
        usage: { prompt_tokens: inputs.reduce((n, t) => n + tokens(t), 0), total_tokens: inputs.reduce((n, t) => n + tokens(t), 0) },
      });
    }
    const behaviour = queue.shift() ?? fallback;
    if (behaviour.kind === 'drop') {
      req.socket.destroy();
      return;
    }
    if (behaviour.kind === 'hang') return;
    if (!authorised(req, url) || behaviour.kind === 'unauthorized') {
      const type = kind === 'anthropic' ? 'authentication_error' : 'invalid_api_key';
      if (kind === 'google')
        return json(
          res,
          400,
          errorBody(kind, 400, '', 'API key not valid. Please pass a valid API key.', { status: 'INVALID_ARGUMENT', details: [{ '@type': 'type.googleapis.com/google.rpc.ErrorInfo', reason: 'API_KEY_INVALID' }] }),
        );
      return json(res, 401, errorBody(kind, 401, type, 'Incorrect API key provided: sk-***'));
    }
    switch (behaviour.kind) {
      case 'status':
        return json(res, behaviour.status, behaviour.body ?? errorBody(kind, behaviour.status, 'error', `status ${behaviour.status}`), behaviour.headers);
      case 'rate_limited':
        return json(
          res,
          429,
          errorBody(kind, 429, kind === 'anthropic' ? 'rate_limit_error' : 'rate_limit_exceeded', 'Rate limit reached'),
          behaviour.retryAfter !== undefined ? { 'retry-after': String(behaviour.retryAfter) } : {},
        );
      case 'server_error':
        return json(res, behaviour.status ?? 500, errorBody(kind, behaviour.status ?? 500, kind === 'anthropic' ? 'api_error' : 'server_error', 'The server had an error'));
      case 'overloaded':
        return json(res, kind === 'anthropic' ? 529 : 503, errorBody(kind, 529, 'overloaded_error', 'Overloaded'));
      case 'deployment_not_found':
        return json(res, 404, { error: { code: 'DeploymentNotFound', message: 'The API deployment for this resource does not exist.' } });
      case 'content_filter':
        if (kind === 'azure') {
          return json(res, 400, {
            error: {
              message: "The response was filtered due to the prompt triggering Azure OpenAI's content management policy.",
              type: null,
              param: 'prompt',
              code: 'content_filter',
              status: 400,
              innererror: { code: 'ResponsibleAIPolicyViolation', content_filter_result: { hate: { filtered: true, severity: 'high' } } },
            },
          });
        }
        return answer(res, recorded, { kind: 'ok', text: '', finishReason: kind === 'anthropic' ? 'refusal' : kind === 'google' ? 'SAFETY' : 'content_filter' });
      default:
        return answer(res, recorded, behaviour);
    }
  };

  const listing = (res: ServerResponse, url: URL, req: IncomingMessage): void => {
    if (!authorised(req, url)) return json(res, 401, errorBody(kind, 401, kind === 'anthropic' ? 'authentication_error' : 'invalid_api_key', 'bad key'));
    const behaviour = queue[0];
    if (behaviour && (behaviour.kind === 'hang' || behaviour.kind === 'server_error' || behaviour.kind === 'drop')) {
      queue.shift();
      if (behaviour.kind === 'hang') return;
      if (behaviour.kind === 'drop') {
        req.socket.destroy();
        return;
      }
      return json(res, 500, errorBody(kind, 500, 'server_error', 'down'));
    }
    if (kind === 'google') return json(res, 200, { models: [{ name: 'models/gemini-2.0-flash', displayName: 'Gemini 2.0 Flash' }] });
    if (kind === 'anthropic') return json(res, 200, { data: [{ id: 'claude-3-5-sonnet-latest', display_name: 'Claude 3.5 Sonnet', type: 'model' }] });
    if (kind === 'azure' && url.pathname.startsWith('/openai/deployments')) return json(res, 200, { data: [{ id: 'gpt-4o', model: 'gpt-4o', status: 'succeeded' }] });
    return json(res, 200, { object: 'list', data: [{ id: 'gpt-4o' }, { id: 'gpt-4o-mini' }, { id: 'text-embedding-3-small' }] });
  };

  const answer = async (
    res: ServerResponse,
    req: RecordedRequest,
    b: Extract<FakeBehaviour, { kind: 'ok' }> | Extract<FakeBehaviour, { kind: 'drop_mid_stream' }> | Extract<FakeBehaviour, { kind: 'stream_error' }>,
  ): Promise<void> => {
    const ok = b.kind === 'ok' ? b : { kind: 'ok' as const };
    if (ok.delayMs) await new Promise((r) => setTimeout(r, ok.delayMs));
    const text = ok.text ?? responder(req);
    const stream = kind === 'google' ? req.path.includes(':streamGenerateContent') : req.body?.stream === true;
    const model = String(req.body?.model ?? (kind === 'google' ? (req.path.match(/models\/([^:]+)/)?.[1] ?? 'gemini') : 'gpt-4o'));
    const promptTokens = tokens(req.text);
    const completionTokens = tokens(text);
    const withUsage = ok.usage !== false;
    if (!stream) return json(res, 200, completion(kind, model, text, ok, promptTokens, completionTokens, withUsage));
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' });
    const events = streamEvents(
      kind,
      model,
      text,
      ok,
      promptTokens,
      completionTokens,
      withUsage && (kind !== 'openai' && kind !== 'azure' ? true : Boolean((req.body?.stream_options as Json | undefined)?.include_usage)),
      fake.chunkSize,
    );
    const cut = b.kind === 'drop_mid_stream' ? (b.chunks ?? 2) : b.kind === 'stream_error' ? 2 : Infinity;
    let deltas = 0;
    for (const ev of events) {
      if (ev.delta) {
        if (deltas >= cut) {
          if (b.kind === 'stream_error') {
            res.write(`event: error\ndata: ${JSON.stringify({ type: 'error', error: { type: 'overloaded_error', message: 'Overloaded' } })}\n\n`);
            res.end();
          } else res.socket?.destroy();
          return;
        }
        deltas++;
      }
      res.write(ev.wire);
      // Let each event go out on its own so the client sees a real stream.
      await new Promise((r) => setImmediate(r));
    }
    res.end();
  };

  const server: Server = createServer((req, res) => {
    handle(req, res).catch(() => {
      if (!res.headersSent) json(res, 500, { error: { message: 'fake failed' } });
      else res.end();
    });
  });
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((resolve) => server.listen(0, options.host ?? '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `http://${options.host ?? '127.0.0.1'}:${port}`;
  fake.url = kind === 'openai' ? `${origin}/v1` : origin;
  return fake;
}

function completion(kind: FakeKind, model: string, text: string, b: Extract<FakeBehaviour, { kind: 'ok' }>, promptTokens: number, completionTokens: number, withUsage: boolean): unknown {
  if (kind === 'anthropic') {
    const content: Json[] = text ? [{ type: 'text', text }] : [];
    if (b.toolCall) content.push({ type: 'tool_use', id: 'toolu_01', name: b.toolCall.name, input: b.toolCall.args });
    return {
      id: 'msg_fake01',
      type: 'message',
      role: 'assistant',
      model,
      content,
      stop_reason: b.finishReason ?? (b.toolCall ? 'tool_use' : 'end_turn'),
      stop_sequence: null,
      ...(withUsage ? { usage: { input_tokens: promptTokens, output_tokens: completionTokens } } : {}),
    };
  }
  if (kind === 'google') {
    const parts: Json[] = text ? [{ text }] : [];
    if (b.toolCall) parts.push({ functionCall: { name: b.toolCall.name, args: b.toolCall.args } });
    return {
      candidates: [{ content: { role: 'model', parts }, finishReason: b.finishReason ?? 'STOP', index: 0 }],
      ...(withUsage ? { usageMetadata: { promptTokenCount: promptTokens, candidatesTokenCount: completionTokens, totalTokenCount: promptTokens + completionTokens } } : {}),
      modelVersion: model,
      responseId: 'fake-google-01',
    };
  }
  const message: Json = { role: 'assistant', content: b.toolCall ? null : text };
  if (b.toolCall) message.tool_calls = [{ id: 'call_01', type: 'function', function: { name: b.toolCall.name, arguments: JSON.stringify(b.toolCall.args) } }];
  return {
    id: 'chatcmpl-fake01',
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [{ index: 0, message, finish_reason: b.finishReason ?? (b.toolCall ? 'tool_calls' : 'stop') }],
    ...(withUsage ? { usage: { prompt_tokens: promptTokens, completion_tokens: completionTokens, total_tokens: promptTokens + completionTokens } } : {}),
  };
}

interface WireEvent {
  wire: string;
  delta: boolean;
}

function streamEvents(kind: FakeKind, model: string, text: string, b: Extract<FakeBehaviour, { kind: 'ok' }>, promptTokens: number, completionTokens: number, withUsage: boolean, chunkSize: number): WireEvent[] {
  const pieces = text ? split(text, chunkSize) : [];
  const data = (obj: unknown) => `data: ${JSON.stringify(obj)}\n\n`;
  if (kind === 'anthropic') {
    const ev = (name: string, obj: unknown) => `event: ${name}\ndata: ${JSON.stringify(obj)}\n\n`;
    const out: WireEvent[] = [
      {
        wire: ev('message_start', {
          type: 'message_start',
          message: { id: 'msg_fake01', type: 'message', role: 'assistant', model, content: [], stop_reason: null, usage: { input_tokens: promptTokens, output_tokens: 1 } },
        }),
        delta: false,
      },
      { wire: ev('content_block_start', { type: 'content_block_start', index: 0, content_block: { type: 'text', text: '' } }), delta: false },
      { wire: ev('ping', { type: 'ping' }), delta: false },
      ...pieces.map((p) => ({ wire: ev('content_block_delta', { type: 'content_block_delta', index: 0, delta: { type: 'text_delta', text: p } }), delta: true })),
      { wire: ev('content_block_stop', { type: 'content_block_stop', index: 0 }), delta: false },
    ];
    if (b.toolCall) {
      const args = JSON.stringify(b.toolCall.args);
      out.push(
        { wire: ev('content_block_start', { type: 'content_block_start', index: 1, content_block: { type: 'tool_use', id: 'toolu_01', name: b.toolCall.name, input: {} } }), delta: false },
        { wire: ev('content_block_delta', { type: 'content_block_delta', index: 1, delta: { type: 'input_json_delta', partial_json: args.slice(0, 5) } }), delta: false },
        { wire: ev('content_block_delta', { type: 'content_block_delta', index: 1, delta: { type: 'input_json_delta', partial_json: args.slice(5) } }), delta: false },
        { wire: ev('content_block_stop', { type: 'content_block_stop', index: 1 }), delta: false },
      );
    }
    out.push(
      {
        wire: ev('message_delta', {
          type: 'message_delta',
          delta: { stop_reason: b.finishReason ?? (b.toolCall ? 'tool_use' : 'end_turn'), stop_sequence: null },
          usage: withUsage ? { output_tokens: completionTokens } : {},
        }),
        delta: false,
      },
      { wire: ev('message_stop', { type: 'message_stop' }), delta: false },
    );
    return out;
  }
  if (kind === 'google') {
    const out: WireEvent[] = pieces.map((p, i) => ({
      wire: data({
        candidates: [{ content: { role: 'model', parts: [{ text: p }] }, ...(i === pieces.length - 1 && !b.toolCall ? { finishReason: b.finishReason ?? 'STOP' } : {}), index: 0 }],
        ...(i === pieces.length - 1 && withUsage && !b.toolCall ? { usageMetadata: { promptTokenCount: promptTokens, candidatesTokenCount: completionTokens, totalTokenCount: promptTokens + completionTokens } } : {}),
        modelVersion: model,
        responseId: 'fake-google-01',
      }),
      delta: true,
    }));
    if (b.toolCall || pieces.length === 0) {
      out.push({
        wire: data({
          candidates: [{ content: { role: 'model', parts: b.toolCall ? [{ functionCall: { name: b.toolCall.name, args: b.toolCall.args } }] : [] }, finishReason: b.finishReason ?? 'STOP', index: 0 }],
          ...(withUsage ? { usageMetadata: { promptTokenCount: promptTokens, candidatesTokenCount: completionTokens, totalTokenCount: promptTokens + completionTokens } } : {}),
          modelVersion: model,
        }),
        delta: false,
      });
    }
    return out;
  }
  const base = { id: 'chatcmpl-fake01', object: 'chat.completion.chunk', created: Math.floor(Date.now() / 1000), model };
  const out: WireEvent[] = [{ wire: data({ ...base, choices: [{ index: 0, delta: { role: 'assistant', content: '' }, finish_reason: null }] }), delta: false }];
  out.push(...pieces.map((p) => ({ wire: data({ ...base, choices: [{ index: 0, delta: { content: p }, finish_reason: null }] }), delta: true })));
  if (b.toolCall) {
    const args = JSON.stringify(b.toolCall.args);
    out.push(
      {
        wire: data({ ...base, choices: [{ index: 0, delta: { tool_calls: [{ index: 0, id: 'call_01', type: 'function', function: { name: b.toolCall.name, arguments: args.slice(0, 4) } }] }, finish_reason: null }] }),
        delta: false,
      },
      { wire: data({ ...base, choices: [{ index: 0, delta: { tool_calls: [{ index: 0, function: { arguments: args.slice(4) } }] }, finish_reason: null }] }), delta: false },
    );
  }
  out.push({ wire: data({ ...base, choices: [{ index: 0, delta: {}, finish_reason: b.finishReason ?? (b.toolCall ? 'tool_calls' : 'stop') }] }), delta: false });
  if (withUsage) out.push({ wire: data({ ...base, choices: [], usage: { prompt_tokens: promptTokens, completion_tokens: completionTokens, total_tokens: promptTokens + completionTokens } }), delta: false });
  out.push({ wire: 'data: [DONE]\n\n', delta: false });
  return out;
}

/** Starts one fake per kind; `local` reuses the OpenAI fake's protocol on its own port. */
export async function startFakeProviders(): Promise<Record<FakeKind | 'local', FakeProvider> & { closeAll(): Promise<void> }> {
  const [openai, azure, anthropic, google, local] = await Promise.all([
    startFakeProvider('openai'),
    startFakeProvider('azure'),
    startFakeProvider('anthropic'),
    startFakeProvider('google'),
    startFakeProvider('openai', { open: true }),
  ]);
  return {
    openai,
    azure,
    anthropic,
    google,
    local,
    closeAll: async () => {
      await Promise.all([openai, azure, anthropic, google, local].map((f) => f.close()));
    },
  };
}
