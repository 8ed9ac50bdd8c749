// The shared session snapshot: only the server saying "no session" signs the user out; a rate
// limit, an outage or a lost connection keeps what was known and retries with spec 8's backoff.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const user = { id: 'u1', name: 'Nagy Anna', email: 'anna@example.hu' };
const session = { user, session: { id: 's1', expiresAt: '2026-12-01T00:00:00.000Z' } };

function answer(status: number, body: unknown) {
  return new Response(body === undefined ? '' : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

async function freshClient() {
  vi.resetModules();
  return import('./auth-client');
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('session snapshot', () => {
  it('keeps a signed-in user signed in when the session check answers 429 or 503, and retries with backoff', async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(answer(200, session))
      .mockResolvedValueOnce(answer(429, { message: 'Too many requests' }))
      .mockResolvedValueOnce(answer(503, { message: 'unavailable' }))
      .mockResolvedValueOnce(answer(200, session));
    vi.stubGlobal('fetch', fetchMock);
    const { authClient, sessionSnapshot, SESSION_RETRY_DELAYS_MS } = await freshClient();

    await authClient.refreshSession();
    expect(sessionSnapshot()).toMatchObject({ data: session, isPending: false, unavailable: false });

    await authClient.refreshSession();
    expect(sessionSnapshot()).toMatchObject({ data: session, unavailable: true });
    expect(fetchMock).toHaveBeenCalledTimes(2);

    await vi.advanceTimersByTimeAsync(SESSION_RETRY_DELAYS_MS[0]);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(sessionSnapshot()).toMatchObject({ data: session, unavailable: true });

    await vi.advanceTimersByTimeAsync(SESSION_RETRY_DELAYS_MS[1] - 1);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(4);
    expect(sessionSnapshot()).toEqual({ data: session, isPending: false, unavailable: false });
  });

  it('keeps a first load pending (not signed out) through a network failure', async () => {
    const fetchMock = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValueOnce(answer(200, session));
    vi.stubGlobal('fetch', fetchMock);
    const { authClient, sessionSnapshot } = await freshClient();

    await authClient.refreshSession();
    expect(sessionSnapshot()).toEqual({ data: null, isPending: true, unavailable: true });
    await vi.advanceTimersByTimeAsync(1000);
    expect(sessionSnapshot()).toEqual({ data: session, isPending: false, unavailable: false });
  });

  it('signs out on a 401 and on a null session, and schedules no retry', async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(answer(200, session))
      .mockResolvedValueOnce(answer(401, { message: 'Unauthorized' }))
      .mockResolvedValueOnce(answer(200, session))
      .mockResolvedValueOnce(answer(200, null));
    vi.stubGlobal('fetch', fetchMock);
    const { authClient, sessionSnapshot } = await freshClient();

    await authClient.refreshSession();
    await authClient.refreshSession();
    expect(sessionSnapshot()).toEqual({ data: null, isPending: false, unavailable: false });
    await authClient.refreshSession();
    await authClient.refreshSession();
    expect(sessionSnapshot()).toEqual({ data: null, isPending: false, unavailable: false });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetchMock).toHaveBeenCalledTimes(4);
  });

  it('starts over as a new page after resetSessionStore, with the scheduled retry cancelled', async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(answer(200, session))
      .mockResolvedValueOnce(answer(503, { message: 'unavailable' }));
    vi.stubGlobal('fetch', fetchMock);
    const { authClient, sessionSnapshot, resetSessionStore } = await freshClient();
    await authClient.refreshSession();
    await authClient.refreshSession();
    expect(sessionSnapshot()).toMatchObject({ data: session, unavailable: true });

    resetSessionStore();
    expect(sessionSnapshot()).toEqual({ data: null, isPending: true, unavailable: false });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
