// A plan the platform admin activates reaches an open session without a reload: the
// entitlements are re-read on focus and every LIVE_REFRESH_MS while the tab is visible.
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LIVE_REFRESH_MS } from '@client/lib/live-query';
import { createTestQueryClient } from '@client/test/render';
import { useEntitlements } from './get-entitlements';

function planAnswer(plan: string) {
  return new Response(JSON.stringify({ plan: { name: plan } }), { status: 200, headers: { 'content-type': 'application/json' } });
}

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={createTestQueryClient()}>{children}</QueryClientProvider>;
}

beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('entitlements in an open session', () => {
  it('picks up a plan changed elsewhere within one refresh interval', async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockResolvedValueOnce(planAnswer('Alap')).mockResolvedValue(planAnswer('Haladó'));
    const { result } = renderHook(() => useEntitlements(), { wrapper });
    await waitFor(() => expect(result.current.data?.plan).toEqual({ name: 'Alap' }));

    await act(() => vi.advanceTimersByTimeAsync(LIVE_REFRESH_MS));
    await waitFor(() => expect(result.current.data?.plan).toEqual({ name: 'Haladó' }));
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('re-reads when the tab gets focus again, even within the stale time', async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockResolvedValueOnce(planAnswer('Alap')).mockResolvedValue(planAnswer('Haladó'));
    const { result } = renderHook(() => useEntitlements(), { wrapper });
    await waitFor(() => expect(result.current.data?.plan).toEqual({ name: 'Alap' }));

    act(() => {
      window.dispatchEvent(new Event('visibilitychange'));
      window.dispatchEvent(new Event('focus'));
    });
    await waitFor(() => expect(result.current.data?.plan).toEqual({ name: 'Haladó' }));
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
