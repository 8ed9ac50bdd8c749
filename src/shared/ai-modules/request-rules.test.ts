import { describe, expect, it } from 'vitest';
import type { AIError } from './ai-errors';
import { aiErrorCatalogue } from './ai-errors';
import { COST_BASE_PER_1000_TOKENS, PROVIDER_COST_FACTORS } from './ai-modules.constants';
import { defaultProviderConfig, defaultCostPerToken } from './providers';
import { checkApiKeyFormat, checkManagerRules, checkModelRules, checkOptionRules, checkRequestRules, computeCost, estimateTokens, mapFinishReason, maskApiKey } from './request-rules';

const openai = defaultProviderConfig('openai');
const anthropic = defaultProviderConfig('anthropic');
const messages = (errors: AIError[]) => errors.map((e) => e.message);

describe('spec 5 AI request rules', () => {
  const valid = { prompt: 'Foglald össze a szerződést.', model: 'gpt-4o' };

  it('accepts a valid request', () => {
    expect(checkRequestRules(valid, openai)).toEqual([]);
  });

  it.each([[''], ['   '], ['\n\t'], [null], [undefined]])('prompt %j: "Prompt is required and cannot be empty"', (prompt) => {
    const errors = checkRequestRules({ ...valid, prompt }, openai);
    expect(errors[0]?.message).toBe('Prompt is required and cannot be empty');
    expect(errors[0]?.code).toBe('PROMPT_REQUIRED');
  });

  it.each([[''], ['  '], [null]])('model %j: "Model is required"', (model) => {
    expect(messages(checkRequestRules({ ...valid, model }, openai))).toEqual(['Model is required']);
  });

  it('a model of another provider: "Model {model} is not supported by provider {provider}"', () => {
    expect(messages(checkRequestRules({ ...valid, model: 'claude-3-5-sonnet-latest' }, openai))).toEqual(['Model claude-3-5-sonnet-latest is not supported by provider openai']);
    expect(messages(checkRequestRules({ ...valid, model: 'gpt-4o' }, anthropic))).toEqual(['Model gpt-4o is not supported by provider anthropic']);
  });

  it('estimates tokens as length/4, and length/3.5 for Anthropic, rounded up', () => {
    expect(estimateTokens('', 'openai')).toBe(0);
    expect(estimateTokens('abcd', 'openai')).toBe(1);
    expect(estimateTokens('abcde', 'openai')).toBe(2);
    expect(estimateTokens('a'.repeat(7), 'anthropic')).toBe(2);
    expect(estimateTokens('a'.repeat(8), 'anthropic')).toBe(3);
    for (const p of ['azure', 'google', 'local'] as const) expect(estimateTokens('a'.repeat(40), p)).toBe(10);
  });

  it('"Prompt too long. Estimated {n} tokens, max {max}" against the model context window', () => {
    // gpt-4: 8192 tokens; 8192 × 4 characters fit, one more does not.
    expect(checkRequestRules({ prompt: 'a'.repeat(8192 * 4), model: 'gpt-4' }, openai)).toEqual([]);
    expect(messages(checkRequestRules({ prompt: 'a'.repeat(8192 * 4 + 1), model: 'gpt-4' }, openai))).toEqual(['Prompt too long. Estimated 8193 tokens, max 8192']);
    // Anthropic: 200000 tokens at 3.5 characters each.
    expect(messages(checkRequestRules({ prompt: 'a'.repeat(700_001), model: 'claude-3-5-sonnet-latest' }, anthropic))).toEqual(['Prompt too long. Estimated 200001 tokens, max 200000']);
  });

  it('counts the system prompt and earlier turns in the estimate', () => {
    const half = 'a'.repeat(8192 * 2);
    const errors = checkRequestRules({ prompt: half, systemPrompt: half, history: [{ content: 'x' }], model: 'gpt-4' }, openai);
    expect(errors[0]?.code).toBe('PROMPT_TOO_LONG');
    expect(checkModelRules({ model: 'gpt-4', text: half }, openai)).toEqual([]);
  });

  it.each([[-0.1], [2.01], [Number.NaN], [100]])('temperature %s: "Temperature must be between 0 and 2"', (temperature) => {
    expect(messages(checkRequestRules({ ...valid, temperature }, openai))).toEqual(['Temperature must be between 0 and 2']);
  });

  it.each([[0], [2], [0.1], [1.5]])('temperature %s is allowed', (temperature) => {
    expect(checkOptionRules({ temperature })).toEqual([]);
  });

  it.each([[0], [4097], [-1], [1.5], [Number.NaN]])('maxTokens %s: "Max tokens must be between 1 and 4096"', (maxTokens) => {
    expect(messages(checkRequestRules({ ...valid, maxTokens }, openai))).toEqual(['Max tokens must be between 1 and 4096']);
  });

  it.each([[1], [4096], [4000]])('maxTokens %s is allowed', (maxTokens) => {
    expect(checkOptionRules({ maxTokens })).toEqual([]);
  });

  it('reports every failure in the spec order', () => {
    const errors = checkRequestRules({ prompt: ' ', model: '', temperature: 3, maxTokens: 0 }, openai);
    expect(errors.map((e) => e.code)).toEqual(['PROMPT_REQUIRED', 'MODEL_REQUIRED', 'TEMPERATURE_OUT_OF_RANGE', 'MAX_TOKENS_OUT_OF_RANGE']);
    expect(errors.every((e) => e.type === 'invalid_request' && !e.retryable)).toBe(true);
  });

  it('manager level: request id and user id are required', () => {
    expect(checkManagerRules({ id: 'r1', userId: 'u1' })).toEqual([]);
    expect(messages(checkManagerRules({ id: '', userId: ' ' }))).toEqual([aiErrorCatalogue.REQUEST_ID_REQUIRED.message, aiErrorCatalogue.USER_ID_REQUIRED.message]);
  });
});

describe('spec 5 key formats', () => {
  it('OpenAI: starts with sk- and is longer than 20 characters', () => {
    expect(checkApiKeyFormat('openai', 'OpenAI', 'sk-' + 'a'.repeat(18))).toBeNull(); // 21 characters
    expect(checkApiKeyFormat('openai', 'OpenAI', 'sk-' + 'a'.repeat(17))?.code).toBe('INVALID_API_KEY_FORMAT'); // exactly 20
    expect(checkApiKeyFormat('openai', 'OpenAI', 'pk-' + 'a'.repeat(30))?.message).toBe("OpenAI API key must start with 'sk-' and be longer than 20 characters");
  });

  it('Anthropic: starts with sk-ant- and is longer than 20 characters', () => {
    expect(checkApiKeyFormat('anthropic', 'Anthropic', 'sk-ant-' + 'a'.repeat(14))).toBeNull();
    expect(checkApiKeyFormat('anthropic', 'Anthropic', 'sk-ant-' + 'a'.repeat(13))?.code).toBe('INVALID_API_KEY_FORMAT');
    expect(checkApiKeyFormat('anthropic', 'Anthropic', 'sk-' + 'a'.repeat(30))?.message).toBe("Anthropic API key must start with 'sk-ant-' and be longer than 20 characters");
  });

  it('a missing key: "{provider} API key is required"; local needs none', () => {
    expect(checkApiKeyFormat('openai', 'OpenAI', '')?.message).toBe('OpenAI API key is required');
    expect(checkApiKeyFormat('azure', 'Azure OpenAI', undefined)?.message).toBe('Azure OpenAI API key is required');
    expect(checkApiKeyFormat('local', 'Local', '')).toBeNull();
    expect(checkApiKeyFormat('azure', 'Azure OpenAI', '0123456789abcdef')).toBeNull();
  });

  it('masks keys for display', () => {
    expect(maskApiKey('sk-ant-api03-abcdefghijklmnopWXYZ')).toBe('sk-ant-••••••••WXYZ');
    expect(maskApiKey('sk-proj-abcdefghijklmnop1234')).toBe('sk-••••••••1234');
    expect(maskApiKey('short')).toBe('•••••');
    // Code points, not UTF-16 units: half a surrogate pair would be invalid UTF-8 in PostgreSQL.
    expect(maskApiKey('abcdefghij\u{11048}xyz')).toBe('••••••••\u{11048}xyz');
  });
});

describe('spec 4 finish reasons', () => {
  it.each([
    ['stop', 'stop'],
    ['length', 'length'],
    ['tool_calls', 'tool_use'],
    ['content_filter', 'error'],
    ['end_turn', 'stop'],
    ['max_tokens', 'length'],
    ['tool_use', 'tool_use'],
    ['STOP', 'stop'],
    ['MAX_TOKENS', 'length'],
    ['SAFETY', 'error'],
    ['something_new', 'error'],
    [null, 'stop'],
  ] as const)('%s → %s', (raw, mapped) => {
    expect(mapFinishReason(raw)).toBe(mapped);
  });
});

describe('spec 9 cost', () => {
  it('base 0.002 € per 1000 tokens × provider factor × model costMultiplier', () => {
    expect(COST_BASE_PER_1000_TOKENS).toBe(0.002);
    expect(PROVIDER_COST_FACTORS).toEqual({ openai: 1, anthropic: 0.8, azure: 1.2, google: 0.6, local: 0 });
    expect(computeCost(1000, defaultCostPerToken('openai'), 1)).toBeCloseTo(0.002, 12);
    expect(computeCost(1000, defaultCostPerToken('anthropic'), 1)).toBeCloseTo(0.0016, 12);
    expect(computeCost(2500, defaultCostPerToken('azure'), 2)).toBeCloseTo(0.012, 12);
    expect(computeCost(1000, defaultCostPerToken('google'), 0.5)).toBeCloseTo(0.0006, 12);
    expect(computeCost(1_000_000, defaultCostPerToken('local'), 1)).toBe(0);
    expect(computeCost(0, defaultCostPerToken('openai'), 1)).toBe(0);
  });
});
