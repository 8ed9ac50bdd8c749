// Shared shape of the mocked better-auth client. Use in a test file with:
//   vi.mock('@client/lib/auth-client', () => import('@client/test/auth-client-mock'));
import { useSyncExternalStore } from 'react';
import { vi } from 'vitest';

interface MockSessionUser {
  id: string;
  name: string;
  email: string;
  image?: string | null;
}

type SessionState = { data: { user: MockSessionUser } | null; isPending: boolean; unavailable: boolean };

let session: SessionState = { data: null, isPending: false, unavailable: false };
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const refetchSession = vi.fn(async () => {});

export const authClient = {
  // Reactive like the real nanostores-backed hook.
  useSession: vi.fn(() => ({ ...useSyncExternalStore(subscribe, () => session), refetch: refetchSession })),
  signIn: { email: vi.fn() },
  twoFactor: { verifyTotp: vi.fn() },
  signOut: vi.fn(async () => {
    setMockSession(null);
    return { data: { success: true }, error: null };
  }),
  refreshSession: refetchSession,
};

export function setMockSession(user: MockSessionUser | null, isPending = false): void {
  session = { data: user ? { user } : null, isPending, unavailable: false };
  listeners.forEach((listener) => listener());
}

/** The session check failed (429, 503, network) and is being retried: what was known stays. */
export function setMockSessionUnavailable(): void {
  session = { ...session, unavailable: true };
  listeners.forEach((listener) => listener());
}

export function resetAuthClientMock(): void {
  session = { data: null, isPending: false, unavailable: false };
  authClient.useSession.mockClear();
  refetchSession.mockClear();
  authClient.signIn.email.mockReset();
  authClient.twoFactor.verifyTotp.mockReset();
  authClient.signOut.mockClear();
}
