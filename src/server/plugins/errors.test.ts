import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, signIn, TEST_ORIGIN, type TestApp } from '../test/test-app';

describe('error shape and request hygiene', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: { BODY_LIMIT_BYTES: '2048' } });
  });
  afterAll(() => t.close());

  it('answers unknown API routes with 404 { code, message } in Hungarian', async () => {
    const res = await t.app.inject({ url: '/api/nincs-ilyen' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'NOT_FOUND', message: 'A kért erőforrás nem található.' });
  });

  it('rejects malformed JSON with 400 INVALID_JSON', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/sign-in/email', headers: { 'content-type': 'application/json', origin: TEST_ORIGIN }, payload: '{"email":' });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('INVALID_JSON');
  });

  it('rejects unsupported content types with 415', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/sign-in/email', headers: { 'content-type': 'application/x-foo', origin: TEST_ORIGIN }, payload: 'x' });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Nem támogatott tartalomtípus.' });
  });

  it('rejects oversized bodies with 413', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/sign-in/email', headers: { 'content-type': 'application/json', origin: TEST_ORIGIN }, payload: JSON.stringify({ email: 'a'.repeat(5000) }) });
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('rejects invalid query parameters with field-level messages', async () => {
    const cookie = await signIn(t.app, 'ugyved@kovacs-ugyved.hu');
    const res = await t.app.inject({ url: '/api/contacts?limit=0', headers: { cookie } });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('VALIDATION_ERROR');
    expect(body.message).toBe('A megadott adatok hibásak.');
    expect(Object.keys(body.fields)).toContain('limit');
  });

  it('rejects a state-changing request with a session cookie from a foreign origin (CSRF)', async () => {
    const cookie = await signIn(t.app, 'ugyved@kovacs-ugyved.hu');
    const foreign = await t.app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: { cookie, origin: 'https://evil.example' } });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().code).toBe('CSRF_REJECTED');
    const noOrigin = await t.app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: { cookie } });
    expect(noOrigin.statusCode).toBe(403);
    const sameOrigin = await t.app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: { cookie, origin: TEST_ORIGIN } });
    expect(sameOrigin.statusCode).toBe(200);
  });

  it('serves an OpenAPI document generated from the route schemas', async () => {
    const res = await t.app.inject({ url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/health', '/api/me', '/api/contacts', '/api/contacts/{id}']));
    expect(JSON.stringify(doc.paths['/api/contacts'].get.parameters)).toContain('limit');
    const ui = await t.app.inject({ url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toContain('text/html');
  });
});
