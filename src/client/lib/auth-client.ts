// Minimal client for our better-auth endpoints (same origin, session in an httpOnly cookie).
// better-auth's own browser client weighs ~15 KB gzipped and would sit in the sign-in route's
// entry chunk; the app uses seven of its calls, so they are written out here (decision 0006).
// Answers keep better-auth's `{ data, error }` shape so callers read like its documentation.
import { useEffect, useSyncExternalStore } from 'react';

export interface AuthUser {
  id: string;
  name: string;
  givenName?: string | null;
  email: string;
  image?: string | null;
  emailVerified?: boolean;
  twoFactorEnabled?: boolean | null;
}

export interface AuthSession {
  user: AuthUser;
  session: { id: string; expiresAt: string };
}

export interface AuthError {
  code?: string;
  message?: string;
  status: number;
  /** Wrong passwords left before the sign-in lock-out (sent only when it is near). */
  attemptsLeft?: number;
}

export type AuthResult<T> = { data: T; error: null } | { data: null; error: AuthError };

const BASE = '/api/auth';

async function call<T>(path: string, body?: unknown): Promise<AuthResult<T>> {
  const res = await fetch(`${BASE}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    credentials: 'same-origin',
    headers: body === undefined ? { accept: 'application/json' } : { 'content-type': 'application/json', accept: 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  const parsed: unknown = text ? JSON.parse(text) : null;
  if (!res.ok) {
    const fields = (parsed ?? {}) as { code?: string; message?: string; attemptsLeft?: unknown };
    const attemptsLeft = typeof fields.attemptsLeft === 'number' ? { attemptsLeft: fields.attemptsLeft } : {};
    return { data: null, error: { code: fields.code, message: fields.message, status: res.status, ...attemptsLeft } };
  }
  return { data: parsed as T, error: null };
}

// --- session store: one shared snapshot, fetched on first use and after every change ---

export interface SessionSnapshot {
  data: AuthSession | null;
  isPending: boolean;
  /** The last check failed for a reason other than "no session" (rate limit, outage, network); a retry is scheduled. */
  unavailable: boolean;
}

/** Spec 8's reconnect backoff; the last step repeats until the server answers. */
export const SESSION_RETRY_DELAYS_MS = [1000, 2000, 5000, 10000] as const;

const FIRST_SNAPSHOT: SessionSnapshot = { data: null, isPending: true, unavailable: false };
let snapshot: SessionSnapshot = FIRST_SNAPSHOT;
let inFlight: Promise<void> | null = null;
let loadedOnce = false;
let failures = 0;
let retryTimer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();

function publish(next: SessionSnapshot): void {
  snapshot = next;
  listeners.forEach((listener) => listener());
}

/** Only the server saying "no session" signs out: better-auth answers 200 with null, or 401. */
function meansSignedOut(error: AuthError): boolean {
  return error.status === 401;
}

function scheduleRetry(): void {
  clearTimeout(retryTimer);
  const delay = SESSION_RETRY_DELAYS_MS[Math.min(failures, SESSION_RETRY_DELAYS_MS.length) - 1];
  retryTimer = setTimeout(() => void refreshSession(), delay);
}

/** Re-reads the session from the server; concurrent callers share one request. */
function refreshSession(): Promise<void> {
  inFlight ??= call<AuthSession | null>('/get-session')
    .then((result) => {
      if (result.error && !meansSignedOut(result.error)) throw result.error;
      failures = 0;
      clearTimeout(retryTimer);
      publish({ data: result.data ?? null, isPending: false, unavailable: false });
    })
    // A rate limit (429), an outage (5xx) or a lost connection keeps what we knew — a signed-in
    // user stays on the page, a first load keeps waiting — and the check is retried with backoff.
    .catch(() => {
      failures += 1;
      publish({ ...snapshot, unavailable: true });
      scheduleRetry();
    })
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
}

/**
 * Back to a page's first load: no session known, no check pending or scheduled. For component
 * tests whose files share one module graph (decision 0464), so that a file starts as a new page
 * and a retry one file scheduled does not call the next file's fetch.
 */
export function resetSessionStore(): void {
  clearTimeout(retryTimer);
  retryTimer = undefined;
  snapshot = FIRST_SNAPSHOT;
  inFlight = null;
  loadedOnce = false;
  failures = 0;
  listeners.clear();
}

/** The current snapshot (what `useSession` renders from). */
export function sessionSnapshot(): SessionSnapshot {
  return snapshot;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (!loadedOnce) {
    loadedOnce = true;
    void refreshSession();
  }
  return () => listeners.delete(listener);
}

function useSession() {
  const current = useSyncExternalStore(subscribe, sessionSnapshot);
  // Coming back to the tab re-checks the session (it may have been revoked elsewhere).
  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === 'visible') void refreshSession();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, []);
  return { ...current, refetch: refreshSession };
}

async function changing<T>(request: Promise<AuthResult<T>>): Promise<AuthResult<T>> {
  const result = await request;
  if (!result.error) await refreshSession();
  return result;
}

type SignInAnswer = { user: AuthUser; token?: string; redirect?: boolean } | { twoFactorRedirect: true };

export const authClient = {
  useSession,
  getSession: () => call<AuthSession | null>('/get-session'),
  /** Tells every session subscriber to re-read the session (after a sign-in done elsewhere). */
  refreshSession,
  signIn: {
    email: (credentials: { email: string; password: string }) => changing(call<SignInAnswer>('/sign-in/email', credentials)),
  },
  signOut: async () => {
    try {
      return await call<{ success: boolean }>('/sign-out', {});
    } finally {
      publish({ data: null, isPending: false, unavailable: false });
    }
  },
  twoFactor: {
    verifyTotp: (input: { code: string }) => changing(call<{ user: AuthUser; token?: string }>('/two-factor/verify-totp', input)),
    enable: (input: { password: string }) => call<{ totpURI: string; backupCodes: string[] }>('/two-factor/enable', input),
    disable: (input: { password: string }) => changing(call<{ status: boolean }>('/two-factor/disable', input)),
  },
};
