import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, injectAs, signIn, TEST_ORIGIN, type TestApp } from '../test/test-app';

// better-auth's session middleware swallows a failed session read (a dropped database
// connection) and answers 401; the bridge must not tell a signed-in browser it was signed out.
describe('auth bridge: 401 from a failed session read', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  function answerAsIfTheSessionReadFailed() {
    const real = t.app.auth.handler;
    t.app.auth.handler = async () => {
      t.app.auth.handler = real;
      return new Response(JSON.stringify({ code: 'UNAUTHORIZED', message: 'Unauthorized' }), { status: 401, headers: { 'content-type': 'application/json' } });
    };
  }

  // A better-auth endpoint behind its session middleware (update-user is closed, see auth-hooks.ts).
  const updateName = (cookie: string) => injectAs(t.app, cookie, { method: 'POST', url: '/api/auth/revoke-other-sessions', headers: { origin: TEST_ORIGIN }, payload: {} });

  it('answers 503 DATABASE_UNAVAILABLE when the session does exist', async () => {
    const cookie = await signIn(t.app, 'ugyved@kovacs-ugyved.hu');
    answerAsIfTheSessionReadFailed();
    const res = await updateName(cookie);
    expect(res.statusCode).toBe(503);
    expect(res.json().code).toBe('DATABASE_UNAVAILABLE');
    expect((await updateName(cookie)).statusCode).toBe(200);
  });

  it('keeps 401 for a cookie whose session does not exist', async () => {
    const res = await updateName('vi.session_token=nincs-ilyen.alairas');
    expect(res.statusCode).toBe(401);
  });
});
