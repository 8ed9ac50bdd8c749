// Issue 11, finding 2: deeply nested JSON stalled the event loop (and crashed /api/auth/* with a
// 500); the parser now refuses it before parsing, and auth/account routes take small bodies only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, injectAs, signIn, TEST_ORIGIN, type TestApp } from '../test/test-app';
import { ACCOUNT_BODY_LIMIT_BYTES, exceedsJsonDepth, MAX_JSON_DEPTH } from './json-body';

const nestedArrays = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
const nestedObjects = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);

describe('exceedsJsonDepth', () => {
  it('counts arrays and objects, not brackets inside strings', () => {
    expect(exceedsJsonDepth(nestedArrays(MAX_JSON_DEPTH), MAX_JSON_DEPTH)).toBe(false);
    expect(exceedsJsonDepth(nestedArrays(MAX_JSON_DEPTH + 1), MAX_JSON_DEPTH)).toBe(true);
    expect(exceedsJsonDepth(nestedObjects(MAX_JSON_DEPTH + 1), MAX_JSON_DEPTH)).toBe(true);
    expect(exceedsJsonDepth(JSON.stringify({ s: '[[[[[[[[[[{{{{{{{{{{"\\' }), 3)).toBe(false);
    expect(exceedsJsonDepth('[1,[2],[3],[4],{"a":[5]}]', 3)).toBe(false);
  });
});

describe('JSON bodies: depth and size limits before parsing', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const postRaw = (url: string, payload: string) => t.app.inject({ method: 'POST', url, headers: { origin: TEST_ORIGIN, 'content-type': 'application/json' }, payload });

  it('refuses deeply nested JSON on an account route with 400 JSON_TOO_DEEP', async () => {
    const res = await postRaw('/api/account/forgot-password', nestedArrays(5_000));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'JSON_TOO_DEEP', message: 'A kérés törzse túl mélyen egymásba ágyazott adatokat tartalmaz.' });
  });

  it("answers the same on /api/auth/*, and 413 instead of a 500 (JSON.stringify overflow) to the probe's body", async () => {
    const deep = await postRaw('/api/auth/sign-in/email', `{"email":"a@b.hu","password":${nestedArrays(5_000)}}`);
    expect(deep.statusCode).toBe(400);
    expect(deep.json().code).toBe('JSON_TOO_DEEP');
    const probe = await postRaw('/api/auth/sign-in/email', `{"email":"a@b.hu","password":${nestedArrays(400_000)}}`);
    expect(probe.statusCode).toBe(413);
    expect(probe.json().code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('refuses nesting on every other JSON route as well', async () => {
    const cookie = await signIn(t.app, 'admin@virtualis-iroda.hu');
    const res = await injectAs(t.app, cookie, { method: 'POST', url: '/api/admin/companies', headers: { 'content-type': 'application/json' }, payload: nestedObjects(MAX_JSON_DEPTH + 1) });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('JSON_TOO_DEEP');
  });

  it('takes only small bodies on auth and account routes (413 PAYLOAD_TOO_LARGE)', async () => {
    const big = JSON.stringify({ email: 'a@b.hu', padding: 'x'.repeat(ACCOUNT_BODY_LIMIT_BYTES) });
    for (const url of ['/api/account/forgot-password', '/api/account/register', '/api/auth/sign-in/email']) {
      const res = await postRaw(url, big);
      expect(res.statusCode, url).toBe(413);
      expect(res.json().code).toBe('PAYLOAD_TOO_LARGE');
    }
  });

  it('still parses ordinary JSON (with brackets in strings) and keeps the other errors', async () => {
    const ok = await postRaw('/api/account/forgot-password', JSON.stringify({ email: 'senki[{@example.hu' }));
    expect(ok.json().code).toBe('VALIDATION_ERROR');
    const fine = await postRaw('/api/account/forgot-password', JSON.stringify({ email: 'senki@example.hu' }));
    expect(fine.statusCode).toBe(200);
    expect((await postRaw('/api/account/forgot-password', '{"email":')).json().code).toBe('INVALID_JSON');
    expect((await postRaw('/api/account/forgot-password', '{"__proto__":{"x":1}}')).statusCode).toBe(400);
  });
});
