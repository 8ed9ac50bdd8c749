import { afterEach, describe, expect, it, vi } from 'vitest';
import { authClient } from './auth-client';

function answer(status: number, body: unknown) {
  return new Response(body === undefined ? '' : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

afterEach(() => vi.unstubAllGlobals());

describe('authClient', () => {
  it('posts credentials as JSON to our sign-in endpoint and re-reads the session after success', async () => {
    const user = { id: 'u1', name: 'Anna', email: 'anna@example.hu' };
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(answer(200, { user, token: 't' }))
      .mockResolvedValueOnce(answer(200, { user, session: { id: 's', expiresAt: 'x' } }));
    vi.stubGlobal('fetch', fetchMock);
    const result = await authClient.signIn.email({ email: 'anna@example.hu', password: 'Titok-123' });
    expect(result).toEqual({ data: { user, token: 't' }, error: null });
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/auth/sign-in/email');
    expect(fetchMock.mock.calls[0]![1]).toMatchObject({ method: 'POST', body: JSON.stringify({ email: 'anna@example.hu', password: 'Titok-123' }) });
    expect(fetchMock.mock.calls[1]![0]).toBe('/api/auth/get-session');
  });

  it('returns the server error code, message and status, and does not re-read the session', async () => {
    const fetchMock = vi.fn().mockResolvedValueOnce(answer(429, { code: 'SIGN_IN_THROTTLED', message: 'Túl sok sikertelen belépés' }));
    vi.stubGlobal('fetch', fetchMock);
    const result = await authClient.signIn.email({ email: 'a@b.hu', password: 'x' });
    expect(result).toEqual({ data: null, error: { code: 'SIGN_IN_THROTTLED', message: 'Túl sok sikertelen belépés', status: 429 } });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('passes the number of attempts left before the lock-out through', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValueOnce(answer(401, { code: 'INVALID_EMAIL_OR_PASSWORD', message: 'm', attemptsLeft: 1 })));
    const result = await authClient.signIn.email({ email: 'a@b.hu', password: 'x' });
    expect(result.error).toEqual({ code: 'INVALID_EMAIL_OR_PASSWORD', message: 'm', status: 401, attemptsLeft: 1 });
  });

  it('passes the two-factor redirect through so the form can ask for the code', async () => {
    vi.stubGlobal(
      'fetch',
      vi
        .fn()
        .mockResolvedValueOnce(answer(200, { twoFactorRedirect: true }))
        .mockResolvedValueOnce(answer(200, null)),
    );
    const { data } = await authClient.signIn.email({ email: 'a@b.hu', password: 'x' });
    expect(data).toEqual({ twoFactorRedirect: true });
  });

  it('reads a missing session as null', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValueOnce(answer(200, null)));
    expect(await authClient.getSession()).toEqual({ data: null, error: null });
  });
});
