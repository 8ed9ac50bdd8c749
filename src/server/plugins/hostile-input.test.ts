// The input hygiene the reliability suite asked for (docs/decisions/0032), at unit level.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, signIn, injectAs, TEST_ORIGIN, type TestApp } from '../test/test-app';
import { isTraversalAttempt } from './errors';
import { containsUnstorableText } from './security';

describe('isTraversalAttempt', () => {
  it.each(['/../etc/passwd', '/assets/..%2f..%2fpackage.json', '/%2e%2e/x', '/a/%252e%252e%252fb', '/a\\..\\b', '/a%5cb', '/x%00.js', '/bad%E0%A4%A'])('flags %s', (url) => {
    expect(isTraversalAttempt(url)).toBe(true);
  });
  it.each(['/', '/login', '/app/dashboard', '/assets/index-abc.js', '/a..b/c', '/file.name.js?x=../y'])('lets %s through', (url) => {
    expect(isTraversalAttempt(url)).toBe(false);
  });
});

describe('containsUnstorableText', () => {
  it('finds U+0000 in strings, nested values and keys', () => {
    expect(containsUnstorableText('a\u0000b')).toBe(true);
    expect(containsUnstorableText({ a: [{ b: 'x\u0000' }] })).toBe(true);
    expect(containsUnstorableText({ ['k\u0000']: 1 })).toBe(true);
    expect(containsUnstorableText({ a: ['ok', 1, null, true] })).toBe(false);
    expect(containsUnstorableText(undefined)).toBe(false);
  });
  it('finds half a surrogate pair but lets whole astral characters through', () => {
    expect(containsUnstorableText('kulcs\udc48')).toBe(true);
    expect(containsUnstorableText({ a: '\ud83dx' })).toBe(true);
    expect(containsUnstorableText('\ud83d')).toBe(true);
    expect(containsUnstorableText('Ügyvéd 😀 \u{11048}')).toBe(false);
  });
});

describe('NUL characters in requests', () => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await buildTestApp();
    cookie = await signIn(t.app, 'iroda@kovacs-ugyved.hu');
  });
  afterAll(() => t.close());

  it('are refused with 400 in a body, a query and a path parameter', async () => {
    const body = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: TEST_ORIGIN, 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a\u0000@b.hu', password: 'x' }),
    });
    expect(body.statusCode).toBe(400);
    expect(body.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    const query = await injectAs(t.app, cookie, { url: '/api/contacts?limit=%00' });
    expect(query.statusCode).toBe(400);
    const param = await injectAs(t.app, cookie, { url: '/api/contacts/a%00b' });
    expect(param.statusCode).toBe(400);
  });

  it('half a surrogate pair in a JSON body is refused with 400 and nothing is stored', async () => {
    const res = await injectAs(t.app, cookie, { method: 'POST', url: '/api/contacts', headers: { 'content-type': 'application/json' }, payload: '{"kind":"person","name":"Kovács \\udc48 Béla"}' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    const list = await injectAs(t.app, cookie, { url: '/api/contacts?q=Kov%C3%A1cs&limit=50' });
    expect(list.body).not.toContain('\\udc48');
  });

  it('leave ordinary requests alone', async () => {
    const res = await injectAs(t.app, cookie, { url: '/api/contacts?limit=5' });
    expect(res.statusCode).toBe(200);
  });
});
