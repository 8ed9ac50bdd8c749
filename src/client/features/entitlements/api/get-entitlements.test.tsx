// A plan the platform admin activates reaches an open session without a reload: the
// entitlements are re-read on focus and every LIVE_REFRESH_MS while the tab is visible.
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiAnswer } from '@client/lib/api-client';
import { LIVE_REFRESH_MS } from '@client/lib/live-query';
import { createTestQueryClient } from '@client/test/render';
import { useEntitlements } from './get-entitlements';

/** A whole GET /api/entitlements answer of a firm on `plan` (typed by the generated API types). */
function entitlementsOf(plan: { code: string; id: string; name: string }) {
  return {
    plan,
    credits: 120,
    entitlements: { agents_limit: 5, api_access: false, automations_limit: 10, custom_branding: false, mobile_app: true, priority_support: false },
    usage: { agents: 2, automations: 3, period_start: '2026-11-01', period_end: '2026-11-30' },
    checks: {
      agent_run: { allowed: true, remaining: 3 },
      automation_run: { allowed: true, remaining: 7 },
      api_access: { allowed: false, reason: 'api_access_not_included' },
      custom_branding: { allowed: false, reason: 'custom_branding_not_included' },
      mobile_app: { allowed: true, remaining: null },
      priority_support: { allowed: false, reason: 'priority_support_not_included' },
    },
    warnings: [],
  } satisfies ApiAnswer<'get', '/api/entitlements'>;
}
const alap = entitlementsOf({ code: 'alap', id: 'plan-alap', name: 'Alap' });
const halado = entitlementsOf({ code: 'halado', id: 'plan-halado', name: 'Haladó' });

function planAnswer(answer: ApiAnswer<'get', '/api/entitlements'>) {
  return new Response(JSON.stringify(answer), { status: 200, headers: { 'content-type': 'application/json' } });
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
    const fetchMock = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(planAnswer(alap))
      .mockImplementation(async () => planAnswer(halado));
    const { result } = renderHook(() => useEntitlements(), { wrapper });
    await waitFor(() => expect(result.current.data?.plan).toEqual(alap.plan));

    await act(() => vi.advanceTimersByTimeAsync(LIVE_REFRESH_MS));
    await waitFor(() => expect(result.current.data?.plan).toEqual(halado.plan));
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('re-reads when the tab gets focus again, even within the stale time', async () => {
    const fetchMock = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(planAnswer(alap))
      .mockImplementation(async () => planAnswer(halado));
    const { result } = renderHook(() => useEntitlements(), { wrapper });
    await waitFor(() => expect(result.current.data?.plan).toEqual(alap.plan));

    act(() => {
      window.dispatchEvent(new Event('visibilitychange'));
      window.dispatchEvent(new Event('focus'));
    });
    await waitFor(() => expect(result.current.data?.plan).toEqual(halado.plan));
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
