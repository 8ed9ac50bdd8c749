// The integrations page's AI connection test (issue 36.5, decision 0375): the gateway's probe with
// the firm's own key against a fake provider – a wrong key is refused in Hungarian with the code.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, injectAs, signIn, type TestApp } from '../../test/test-app';
import { startFakeProvider, type FakeProvider } from './gateway/testing/fake-providers';

describe('AI provider connection test', () => {
  let t: TestApp;
  let owner: string;
  let lawyer: string;
  let openai: FakeProvider;

  beforeAll(async () => {
    t = await buildTestApp();
    owner = await signIn(t.app, 'iroda@kovacs-ugyved.hu');
    lawyer = await signIn(t.app, 'ugyved@kovacs-ugyved.hu');
    openai = await startFakeProvider('openai');
  });
  afterAll(async () => {
    await openai?.close();
    await t?.close();
  });

  const setKey = (apiKey: string) => injectAs(t.app, owner, { method: 'POST', url: '/api/ai-modules/keys', payload: { provider: 'openai', apiKey, baseUrl: openai.url } });
  const test = (cookie = owner) => injectAs(t.app, cookie, { method: 'POST', url: '/api/ai-modules/keys/test', payload: { provider: 'openai' } });

  it('says the provider refused a wrong key, accepts the right one, and is the firm admin’s', async () => {
    expect((await setKey('sk-rossz-kulcs-0123456789abcdef')).statusCode).toBe(201);
    const refused = await test();
    expect(refused.statusCode, refused.body).toBe(200);
    expect(refused.json()).toMatchObject({ ok: false, message: expect.stringContaining('nem fogadta el az API-kulcsot') });
    expect(refused.json().message).toContain('AUTHENTICATION_ERROR');

    expect((await setKey(openai.apiKey)).statusCode).toBe(201);
    expect((await test()).json()).toMatchObject({ ok: true, message: expect.stringContaining('elfogadta a kulcsot') });
    expect((await test(lawyer)).statusCode).toBe(403);
  });
});
