// Issue 11, finding 7: signed-in API answers (the user, the firm's members, its credits) carried
// no Cache-Control, so a shared or back/forward cache could keep them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { png } from '../modules/profile/testing/avatar-fixtures';
import { buildTestApp, injectAs, signIn, type TestApp } from '../test/test-app';

describe('Cache-Control on API answers', () => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await buildTestApp();
    cookie = await signIn(t.app, 'iroda@kovacs-ugyved.hu');
  });
  afterAll(() => t.close());

  it.each(['/api/me', '/api/company/members', '/api/credits', '/api/profile', '/api/auth/get-session'])('%s is no-store', async (url) => {
    const res = await injectAs(t.app, cookie, { url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('errors and anonymous answers are no-store too', async () => {
    expect((await t.app.inject({ url: '/api/me' })).headers['cache-control']).toBe('no-store');
    expect((await injectAs(t.app, cookie, { url: '/api/nincs-ilyen' })).headers['cache-control']).toBe('no-store');
  });

  it("keeps a route's own caching (the versioned avatar stays private)", async () => {
    await injectAs(t.app, cookie, { method: 'PUT', url: '/api/profile/avatar', headers: { 'content-type': 'image/png' }, payload: png });
    const avatar = await injectAs(t.app, cookie, { url: '/api/profile/avatar' });
    expect(avatar.headers['cache-control']).toBe('private, max-age=86400');
  });
});
