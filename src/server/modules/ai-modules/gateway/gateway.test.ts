// The gateway core against fake providers: provider choice, retries and fallback, health,
// rate limits, budgets, privacy (masking, GDPR), streaming, hooks.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AIRequestInput, ProviderConfig, ProviderId } from '@shared/ai-modules/ai-modules.schemas';
import { createMasker } from '@shared/ai-modules/masking';
import { CORPUS, CORPUS_CONTACT_NAMES } from '@shared/ai-modules/masking-corpus';
import { defaultProviderConfigs } from '@shared/ai-modules/providers';
import { MemoryBudgetStore } from './budget-store';
import { AiGateway, MASKING_INSTRUCTION, type AiGatewayOptions, type GatewayAuditEntry, type GatewayContext, type GatewayStreamEvent, type GatewayUsageMetric } from './gateway';
import { failure } from './testing/failure';
import { startFakeProviders, type FakeProvider } from './testing/fake-providers';
import type { ProviderCredentials } from './types';

let fakes: Awaited<ReturnType<typeof startFakeProviders>>;
beforeAll(async () => {
  fakes = await startFakeProviders();
});
afterAll(async () => {
  await fakes.closeAll();
});

const ALL: ProviderId[] = ['openai', 'anthropic', 'azure', 'google', 'local'];

interface Harness {
  gateway: AiGateway;
  audits: GatewayAuditEntry[];
  usage: GatewayUsageMetric[];
  sleeps: number[];
  thresholds: unknown[];
  budgets: MemoryBudgetStore;
  clock: { now: number };
  calls(kind: ProviderId): number;
}

function credentialsFor(provider: ProviderId, keys: Partial<Record<ProviderId, string | null>> = {}): ProviderCredentials {
  const fake: FakeProvider = fakes[provider === 'local' ? 'local' : provider];
  const key = keys[provider] === undefined ? (provider === 'local' ? undefined : fake.apiKey) : keys[provider];
  return { scope: 'firm-1', baseUrl: fake.url, ...(key ? { apiKey: key } : {}), ...(provider === 'azure' ? { region: 'eu' as const } : {}) };
}

function harness(
  opts: {
    enabled?: ProviderId[];
    configure?: (c: ProviderConfig) => ProviderConfig;
    keys?: Partial<Record<ProviderId, string | null>>;
    gateway?: Partial<AiGatewayOptions>;
  } = {},
): Harness {
  const enabled = new Set(opts.enabled ?? ['openai', 'anthropic']);
  const providers = defaultProviderConfigs().map((c) => (opts.configure ?? ((x) => x))({ ...c, enabled: enabled.has(c.providerId) }));
  const audits: GatewayAuditEntry[] = [];
  const usage: GatewayUsageMetric[] = [];
  const sleeps: number[] = [];
  const thresholds: unknown[] = [];
  const clock = { now: Date.UTC(2026, 2, 10, 9, 0, 0) };
  const budgets = new MemoryBudgetStore({ now: () => new Date(clock.now) });
  const posts = (p: ProviderId) => fakes[p].requests.filter((r) => r.method === 'POST').length;
  const start = Object.fromEntries(ALL.map((p) => [p, posts(p)])) as Record<ProviderId, number>;
  const gateway = new AiGateway({
    providers,
    credentials: { get: (p) => credentialsFor(p, opts.keys) },
    budgets,
    masker: createMasker({ names: CORPUS_CONTACT_NAMES }),
    privacyDefaults: { legalBasis: 'contract', purpose: 'legal_services' },
    hooks: {
      audit: (e) => {
        audits.push(e);
      },
      usage: (m) => {
        usage.push(m);
      },
      budgetThreshold: (e) => {
        thresholds.push(e);
      },
    },
    now: () => clock.now,
    sleep: async (ms) => {
      sleeps.push(ms);
    },
    ...opts.gateway,
  });
  return {
    gateway,
    audits,
    usage,
    sleeps,
    thresholds,
    budgets,
    clock,
    calls: (p) => posts(p) - start[p],
  };
}

let seq = 0;
function request(over: Partial<AIRequestInput> = {}): AIRequestInput {
  seq += 1;
  return { id: `req-${seq}`, userId: 'user-1', taskType: 'general', prompt: 'Mi a Ptk. 6:142. § lényege?', timestamp: new Date().toISOString(), ...over };
}
const ctx: GatewayContext = { tenantId: 'firm-1', ipAddress: '203.0.113.7', userAgent: 'vitest' };

async function drain(stream: AsyncIterable<GatewayStreamEvent>): Promise<{ events: GatewayStreamEvent[]; text: string }> {
  const events: GatewayStreamEvent[] = [];
  for await (const ev of stream) events.push(ev);
  return { events, text: events.map((e) => (e.type === 'delta' ? e.text : '')).join('') };
}

beforeEach(() => {
  for (const p of ALL) fakes[p].reset();
});

describe('a request through the gateway', () => {
  it('answers from the default provider with usage, cost, audit entries and a usage metric', async () => {
    const h = harness();
    const res = await h.gateway.generate(request(), ctx);
    expect(res).toMatchObject({ provider: 'openai', model: 'gpt-4o', finishReason: 'stop', content: 'Rendben. Ezt kaptam: Mi a Ptk. 6:142. § lényege?' });
    expect(res.usage.totalTokens).toBe(res.usage.promptTokens + res.usage.completionTokens);
    expect(res.usage.estimatedCost).toBeCloseTo(res.usage.totalTokens * 0.000002, 12);
    expect(h.audits.map((a) => a.action)).toEqual(['request', 'response']);
    expect(h.audits[0]).toMatchObject({
      tenantId: 'firm-1',
      userId: 'user-1',
      provider: 'openai',
      model: 'gpt-4o',
      ipAddress: '203.0.113.7',
      userAgent: 'vitest',
      dataClassification: { level: 'internal', categories: ['legal_content'] },
    });
    expect(JSON.stringify(h.audits)).not.toContain('Ptk. 6:142'); // the audit trail holds no prompt text
    expect(h.usage).toEqual([expect.objectContaining({ provider: 'openai', success: true, tokensUsed: res.usage.totalTokens, cost: res.usage.estimatedCost })]);
    expect(h.calls('openai')).toBe(1);
  });

  it('applies the defaults: temperature 0.1, max tokens 4000', async () => {
    const h = harness();
    await h.gateway.generate(request(), ctx);
    expect(fakes.openai.requests.at(-1)?.body).toMatchObject({ temperature: 0.1, max_tokens: 4000 });
  });

  it('goes to the named provider, or the provider of the named model; fallbacks use their default model', async () => {
    const h = harness();
    expect((await h.gateway.generate(request({ provider: 'anthropic' }), ctx)).provider).toBe('anthropic');
    expect((await h.gateway.generate(request({ model: 'claude-3-5-haiku-latest' }), ctx)).model).toBe('claude-3-5-haiku-latest');
    fakes.openai.enqueue({ kind: 'server_error' });
    const res = await h.gateway.generate(request({ model: 'gpt-4o-mini' }), ctx);
    expect([res.provider, res.model]).toEqual(['anthropic', 'claude-3-5-sonnet-latest']);
  });
});

describe('spec 5 request rules at the gateway', () => {
  it.each([
    [{ prompt: '  ' }, 'Prompt is required and cannot be empty'],
    [{ options: { temperature: 2.5 } }, 'Temperature must be between 0 and 2'],
    [{ options: { maxTokens: 5000 } }, 'Max tokens must be between 1 and 4096'],
    [{ provider: 'openai', model: 'claude-3-5-sonnet-latest' }, 'Model claude-3-5-sonnet-latest is not supported by provider openai'],
    [{ provider: 'openai', model: 'gpt-4', prompt: 'a'.repeat(8192 * 4 + 4) }, 'Prompt too long. Estimated 8193 tokens, max 8192'],
    [{ id: '' }, 'Request ID is required'],
    [{ userId: '' }, 'User ID is required'],
  ] as const)('%j → "%s", nothing sent', async (over, message) => {
    const h = harness();
    const e = await failure(h.gateway.generate(request(over as Partial<AIRequestInput>), ctx));
    expect(e.message).toBe(message);
    expect(h.calls('openai') + h.calls('anthropic')).toBe(0);
  });

  it('a prompt too long for the default model goes to a provider whose model fits', async () => {
    const h = harness();
    const res = await h.gateway.generate(request({ prompt: 'a'.repeat(128_000 * 4 + 40) }), ctx);
    expect(res.provider).toBe('anthropic');
  });

  it('"Streaming not enabled for this request" without the stream option', async () => {
    const h = harness();
    const e = await failure(drain(h.gateway.stream(request(), ctx)));
    expect(e.message).toBe('Streaming not enabled for this request');
  });
});

describe('retries and fallback (spec 9)', () => {
  it('falls back to the next provider on a retryable failure, without waiting', async () => {
    const h = harness();
    fakes.openai.enqueue({ kind: 'server_error', status: 503 });
    const res = await h.gateway.generate(request(), ctx);
    expect(res.provider).toBe('anthropic');
    expect(res.metadata).toMatchObject({ attempts: 2, fallbackFrom: ['openai'] });
    expect(h.sleeps).toEqual([]);
    expect(h.audits.map((a) => `${a.action}:${a.provider}`)).toEqual(['request:openai', 'error:openai', 'request:anthropic', 'response:anthropic']);
    expect(h.audits[1]?.details).toMatchObject({ code: 'SERVER_ERROR', status: 503, retryable: true });
    expect(h.usage.map((u) => [u.provider, u.success])).toEqual([
      ['openai', false],
      ['anthropic', true],
    ]);
  });

  it('retries the only provider with 1000 ms × attempt between tries', async () => {
    const h = harness({ enabled: ['openai'] });
    fakes.openai.enqueue({ kind: 'server_error' }, { kind: 'drop' });
    const res = await h.gateway.generate(request(), ctx);
    expect(res.metadata.attempts).toBe(3);
    expect(h.sleeps).toEqual([1000, 2000]);
  });

  it('gives up after 3 attempts with the last error', async () => {
    const h = harness({ enabled: ['openai'] });
    fakes.openai.enqueue({ kind: 'server_error' }, { kind: 'server_error' }, { kind: 'server_error' }, { kind: 'server_error' });
    const e = await failure(h.gateway.generate(request(), ctx));
    expect([e.code, e.message]).toEqual(['SERVER_ERROR', 'Provider server error']);
    expect(h.calls('openai')).toBe(3);
    expect(h.sleeps).toEqual([1000, 2000]);
  });

  it('a timeout (metadata.timeout) falls back', async () => {
    const h = harness();
    fakes.openai.enqueue({ kind: 'hang' });
    const res = await h.gateway.generate(request({ options: { metadata: { timeout: 150 } } }), ctx);
    expect(res.provider).toBe('anthropic');
    expect(h.audits[1]?.details).toMatchObject({ code: 'TIMEOUT' });
  });

  it('does not fall back on a request error (400) or a content filter', async () => {
    const h = harness({ enabled: ['azure', 'anthropic'], gateway: { order: ['azure', 'anthropic'] } });
    fakes.azure.enqueue({ kind: 'content_filter' });
    const e = await failure(h.gateway.generate(request(), ctx));
    expect(e.code).toBe('CONTENT_FILTERED');
    expect(h.calls('anthropic')).toBe(0);
    fakes.azure.enqueue({ kind: 'status', status: 400 });
    expect((await failure(h.gateway.generate(request(), ctx))).code).toBe('INVALID_REQUEST');
    expect(h.calls('anthropic')).toBe(0);
  });

  it('a 429 rests the provider for its retry-after (grace 60 s without one) and falls back at once', async () => {
    const h = harness();
    fakes.openai.enqueue({ kind: 'rate_limited' });
    expect((await h.gateway.generate(request(), ctx)).provider).toBe('anthropic');
    h.clock.now += 59_000;
    expect((await h.gateway.generate(request(), ctx)).provider).toBe('anthropic');
    expect(h.calls('openai')).toBe(1);
    h.clock.now += 1_000;
    expect((await h.gateway.generate(request(), ctx)).provider).toBe('openai');
  });
});

describe('provider health (spec 4)', () => {
  it('an invalid key takes the provider down: the request fails, later ones skip it until the check 5 minutes later', async () => {
    const h = harness({ keys: { openai: 'sk-revoked-key-000000000000' } });
    const e = await failure(h.gateway.generate(request(), ctx));
    expect(e.message).toBe('Invalid API key or authentication failed');
    expect(h.gateway.health.status('openai', 'firm-1')).toBe('down');
    expect((await h.gateway.generate(request(), ctx)).provider).toBe('anthropic');
    expect(h.calls('openai')).toBe(1);
    h.clock.now += 5 * 60_000;
    await h.gateway.runDueHealthChecks();
    expect(h.calls('openai')).toBe(1); // the probe is a GET
    expect(h.gateway.health.status('openai', 'firm-1')).toBe('down');
  });

  it('a down provider found by the check is skipped; a passing check brings it back', async () => {
    const h = harness();
    fakes.openai.enqueue({ kind: 'server_error' }); // the probe's GET /models
    const health = await h.gateway.checkProvider('openai', { tenantId: 'firm-1' });
    expect(health).toMatchObject({ provider: 'openai', status: 'down', scope: 'firm-1' });
    expect((await h.gateway.generate(request(), ctx)).provider).toBe('anthropic');
    expect(h.calls('openai')).toBe(0);
    h.clock.now += 5 * 60_000;
    await h.gateway.runDueHealthChecks();
    expect(h.gateway.health.status('openai', 'firm-1')).toBe('healthy');
    expect((await h.gateway.generate(request(), ctx)).provider).toBe('openai');
  });

  it('"No available AI providers" when every enabled provider is down', async () => {
    const h = harness();
    fakes.openai.enqueue({ kind: 'server_error' });
    fakes.anthropic.enqueue({ kind: 'server_error' });
    await h.gateway.checkProvider('openai', { tenantId: 'firm-1' });
    await h.gateway.checkProvider('anthropic', { tenantId: 'firm-1' });
    const e = await failure(h.gateway.generate(request(), ctx));
    expect(e.message).toBe('No available AI providers');
    expect(h.audits.at(-1)).toMatchObject({ action: 'error', details: { code: 'NO_AVAILABLE_PROVIDERS' } });
  });
});

describe('keys and providers', () => {
  it('"{provider} API key is required" when the only provider has no key', async () => {
    const h = harness({ enabled: ['openai'], keys: { openai: null } });
    expect((await failure(h.gateway.generate(request(), ctx))).message).toBe('OpenAI API key is required');
  });

  it('a provider without a key is passed over for the next', async () => {
    const h = harness({ keys: { openai: null } });
    expect((await h.gateway.generate(request(), ctx)).provider).toBe('anthropic');
  });

  it('"No available AI providers" when none is enabled', async () => {
    const h = harness({ enabled: [] });
    expect((await failure(h.gateway.generate(request(), ctx))).message).toBe('No available AI providers');
  });

  it('local needs no key; Google and Azure work when enabled', async () => {
    const h = harness({ enabled: ['local', 'google', 'azure'], gateway: { order: ['local', 'google', 'azure'] } });
    expect((await h.gateway.generate(request(), ctx)).provider).toBe('local');
    expect((await h.gateway.generate(request({ provider: 'google' }), ctx)).provider).toBe('google');
    expect((await h.gateway.generate(request({ provider: 'azure' }), ctx)).provider).toBe('azure');
  });
});

describe('rate limits (spec 9 table, per provider and key)', () => {
  it('over the per-minute request limit the next provider takes the request; with none left, RATE_LIMIT_EXCEEDED', async () => {
    const tight = (c: ProviderConfig) => (c.providerId === 'openai' ? { ...c, rateLimits: { ...c.rateLimits, requestsPerMinute: 2 } } : c);
    const h = harness({ configure: tight });
    expect((await h.gateway.generate(request(), ctx)).provider).toBe('openai');
    expect((await h.gateway.generate(request(), ctx)).provider).toBe('openai');
    expect((await h.gateway.generate(request(), ctx)).provider).toBe('anthropic');
    const solo = harness({ enabled: ['openai'], configure: tight });
    await solo.gateway.generate(request(), ctx);
    await solo.gateway.generate(request(), ctx);
    const e = await failure(solo.gateway.generate(request(), ctx));
    expect([e.code, e.retryAfter]).toEqual(['RATE_LIMIT_EXCEEDED', 60]);
  });
});

describe('budgets (spec 8/9)', () => {
  it('stops requests at the daily limit with the exact text, nothing sent, audited', async () => {
    const h = harness();
    await h.gateway.generate(request(), ctx);
    h.budgets.setSpend('user', 'user-1', { daily: 100 });
    const e = await failure(h.gateway.generate(request(), ctx));
    expect(e.message).toBe('Daily budget limit exceeded. Current: €100.00, Limit: €100.00');
    expect(h.calls('openai') + h.calls('anthropic')).toBe(1);
    expect(h.audits.at(-1)).toMatchObject({ action: 'error', details: { code: 'DAILY_BUDGET_EXCEEDED' } });
  });

  it('the monthly limit, and a firm budget', async () => {
    const h = harness();
    await h.gateway.generate(request(), ctx);
    h.budgets.setSpend('user', 'user-1', { daily: 1, monthly: 1000 });
    expect((await failure(h.gateway.generate(request(), ctx))).message).toBe('Monthly budget limit exceeded. Current: €1000.00, Limit: €1000.00');
    const firm = harness();
    firm.budgets.setBudget('firm', 'firm-1', { dailyLimit: 5, monthlyLimit: 50 });
    firm.budgets.setSpend('firm', 'firm-1', { daily: 5 });
    expect((await failure(firm.gateway.generate(request({ userId: 'user-2' }), ctx))).message).toBe('Daily budget limit exceeded. Current: €5.00, Limit: €5.00');
  });

  it('adds the cost to the budgets and reports the 50/80/95 % thresholds it crosses', async () => {
    const h = harness();
    // Limit 0.02 €: the worst case (4000 output tokens ≈ 0.008 €) still fits, and the real cost passes 50 %.
    h.budgets.setBudget('user', 'user-1', { dailyLimit: 0.02, monthlyLimit: 1000 });
    h.budgets.setSpend('user', 'user-1', { daily: 0.00999 });
    const res = await h.gateway.generate(request(), ctx);
    expect(h.budgets.get('user', 'user-1')?.currentDailySpend).toBeCloseTo(0.00999 + res.usage.estimatedCost, 12);
    expect(h.thresholds).toEqual([expect.objectContaining({ period: 'daily', threshold: 50, scope: 'user', ownerId: 'user-1', tenantId: 'firm-1' })]);
  });

  it('a provider-specific budget moves the request to another provider', async () => {
    const h = harness();
    h.budgets.setBudget('user', 'user-1', { dailyLimit: 1, monthlyLimit: 10, provider: 'openai' });
    h.budgets.setSpend('user', 'user-1', { daily: 1 }, 'openai');
    expect((await h.gateway.generate(request(), ctx)).provider).toBe('anthropic');
  });
});

describe('privacy layer', () => {
  const corpusPrompt = CORPUS.map((s) => s.text).join('\n\n');
  const system = 'Ügyfél: Kovács Béla (kovacs.bela@pelda-ugyved.hu)';
  // One value keeps one placeholder, so a second spelling of the same name or number comes back in the
  // first spelling (exact per-sample round trips: masking.test.ts). The expectation is the masker's own round trip.
  const session = createMasker({ names: CORPUS_CONTACT_NAMES }).session();
  session.mask(system);
  const restored = `Rendben. Ezt kaptam: ${session.unmask(session.mask(corpusPrompt))}`;

  it('no identifier of the corpus reaches the provider, and the answer comes back unmasked', async () => {
    const h = harness();
    const res = await h.gateway.generate(request({ prompt: corpusPrompt, options: { systemPrompt: system } }), ctx);
    const sent = fakes.openai.requests.at(-1)!.text;
    for (const sample of CORPUS) for (const secret of sample.secrets) expect(sent, secret).not.toContain(secret);
    for (const digits of ['8422780135', '123456788', '24225221', '11773016', '301234567', '20240011223344']) expect(sent.replace(/[\s\-/.()]/g, '')).not.toContain(digits);
    expect(sent).toContain(MASKING_INSTRUCTION);
    expect(sent).toContain('Ügyfél: [NAME_1] ([EMAIL_1])');
    expect(res.content).toBe(restored);
    expect(restored).toContain('Horváth Éva (ékezet nélkül)'); // "Horvath Eva" was the second spelling of a contact
    expect(Object.keys((res.metadata.masked as { byKind: object }).byKind).sort()).toEqual([
      'ADDRESS',
      'BANK_ACCOUNT',
      'BIRTH_DATE',
      'EMAIL',
      'IBAN',
      'ID_DOCUMENT',
      'NAME',
      'NUMBER',
      'PHONE',
      'TAJ',
      'TAX_ID',
      'TAX_NUMBER',
    ]);
    expect(h.audits[0]?.dataClassification).toMatchObject({ level: 'confidential', encryption: true });
  });

  it('streams the unmasked answer although placeholders arrive split across chunks', async () => {
    const h = harness();
    fakes.anthropic.chunkSize = 3;
    const { events, text } = await drain(h.gateway.stream(request({ provider: 'anthropic', prompt: corpusPrompt, options: { stream: true, systemPrompt: system } }), ctx));
    expect(events[0]).toMatchObject({ type: 'start', provider: 'anthropic', model: 'claude-3-5-sonnet-latest' });
    expect(text).toBe(restored);
    const done = events.at(-1);
    expect(done?.type === 'done' && done.response.content).toBe(text);
    for (const secret of CORPUS.flatMap((s) => s.secrets)) expect(fakes.anthropic.requests.at(-1)!.text).not.toContain(secret);
  });

  it('unmasks tool-call arguments', async () => {
    const h = harness();
    fakes.openai.enqueue({ kind: 'ok', text: '', toolCall: { name: 'level', args: { cimzett: '[EMAIL_1]', nev: '[NAME_1]-nak' } } });
    const res = await h.gateway.generate(request({ prompt: 'Írj Kovács Bélának a kovacs@pelda.hu címre.', options: { tools: [{ name: 'level', description: '', parameters: {} }] } }), ctx);
    expect(res.finishReason).toBe('tool_use');
    expect(res.toolCalls?.[0]?.arguments).toEqual({ cimzett: 'kovacs@pelda.hu', nev: 'Kovács Bélának' });
  });

  it('personal data needs a legal basis and a purpose (spec 5)', async () => {
    const h = harness({ gateway: { privacyDefaults: {} } });
    const e = await failure(h.gateway.generate(request({ prompt: 'Hívd fel: +36 30 123 4567' }), ctx));
    expect(e.message).toBe('A legal basis is required when GDPR applies');
    expect(h.calls('openai')).toBe(0);
    expect(h.audits.at(-1)).toMatchObject({ action: 'error', details: { code: 'LEGAL_BASIS_REQUIRED', violations: ['LEGAL_BASIS_REQUIRED', 'PURPOSE_REQUIRED'] } });
    const ok = await h.gateway.generate(request({ prompt: 'Hívd fel: +36 30 123 4567' }), { ...ctx, privacy: { legalBasis: 'consent', dataSubject: 'ügyfél #42', purpose: 'legal_services' } });
    expect(ok.content).toContain('+36 30 123 4567');
  });

  it("restricted data: only for 'legal_services', never to a US provider, to an EU or local one", async () => {
    const restricted = request({ prompt: 'Az ügyfél egészségügyi dokumentációja alapján írd meg a keresetet.' });
    const h = harness();
    const purpose = await failure(h.gateway.generate(restricted, { ...ctx, privacy: { purpose: 'marketing' } }));
    expect(purpose.message).toBe("Restricted data may only be processed for the 'legal_services' purpose");
    const us = await failure(h.gateway.generate(request({ prompt: restricted.prompt }), ctx));
    expect(us.message).toBe('Restricted data must not be stored in the US');
    expect(h.calls('openai') + h.calls('anthropic')).toBe(0);
    const eu = harness({ enabled: ['openai', 'anthropic', 'azure'] });
    expect((await eu.gateway.generate(request({ prompt: restricted.prompt }), ctx)).provider).toBe('azure');
  });

  it('retention above the class maximum is refused', async () => {
    const h = harness();
    const e = await failure(h.gateway.generate(request(), { ...ctx, privacy: { retentionDays: 4000 } }));
    expect(e.message).toBe('Retention of 4000 days exceeds the maximum of 2555 days for internal data');
  });
});

describe('streaming', () => {
  it('falls back before the first delta when the connection drops', async () => {
    const h = harness();
    fakes.openai.enqueue({ kind: 'drop' });
    const { events, text } = await drain(h.gateway.stream(request({ options: { stream: true } }), ctx));
    expect(events[0]).toMatchObject({ type: 'start', provider: 'anthropic' });
    expect(text).toBe('Rendben. Ezt kaptam: Mi a Ptk. 6:142. § lényege?');
  });

  it('a failure after the first delta ends the stream with the error, no fallback, audited', async () => {
    const h = harness();
    fakes.openai.enqueue({ kind: 'drop_mid_stream', chunks: 2 });
    const events: GatewayStreamEvent[] = [];
    const e = await failure(
      (async () => {
        for await (const ev of h.gateway.stream(request({ options: { stream: true } }), ctx)) events.push(ev);
      })(),
    );
    expect(e.code).toBe('NETWORK_ERROR');
    expect(events.filter((x) => x.type === 'delta').length).toBeGreaterThan(0);
    expect(h.calls('anthropic')).toBe(0);
    expect(h.audits.map((a) => a.action)).toEqual(['request', 'error']);
  });

  it('a consumer that stops reading closes the provider stream and is audited as cancelled', async () => {
    const h = harness();
    for await (const ev of h.gateway.stream(request({ options: { stream: true } }), ctx)) {
      if (ev.type === 'delta') break;
    }
    expect(h.audits.at(-1)).toMatchObject({ action: 'error', details: { cancelled: true } });
  });
});

describe('hooks and cancellation', () => {
  it('nothing is sent when the request audit cannot be written', async () => {
    const h = harness({
      gateway: {
        hooks: {
          audit: (e) => {
            if (e.action === 'request') throw new Error('audit store down');
          },
        },
      },
    });
    await expect(h.gateway.generate(request(), ctx)).rejects.toThrow('audit store down');
    expect(h.calls('openai')).toBe(0);
  });

  it("a cancelled request is not retried and rejects with the caller's reason", async () => {
    const h = harness();
    fakes.openai.enqueue({ kind: 'hang' });
    const controller = new AbortController();
    const pending = h.gateway.generate(request(), { ...ctx, signal: controller.signal });
    setTimeout(() => controller.abort(new Error('browser closed')), 50);
    await expect(pending).rejects.toThrow('browser closed');
    expect(h.calls('anthropic')).toBe(0);
    expect(h.audits.at(-1)).toMatchObject({ action: 'error', details: { cancelled: true } });
  });
});
