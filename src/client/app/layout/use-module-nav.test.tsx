// What a customer's firm offers her beyond the spec's sidebar (decision 0518): the mobile app only
// when the firm installed it and its plan includes it; the plan is read only for such a customer.
import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_ENTITLEMENTS } from '@shared/entitlements/entitlements';
import type { MeResponse } from '@shared/me/me.schemas';
import { createTestQueryClient } from '@client/test/render';
import { useCustomerOffers, useModuleNav } from './use-module-nav';

const meAs = (role: 'customer' | 'lawyer', installed: string[]) =>
  ({
    user: { id: 'u1', platformRole: null },
    activeTenantId: 't1',
    memberships: [{ tenantId: 't1', roles: [role] }],
    modules: { installed, navigation: { hiddenPaths: [], links: [] } },
  }) as unknown as MeResponse;

function mockEntitlements(mobileApp: boolean) {
  const asked: string[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    asked.push(input instanceof Request ? new URL(input.url).pathname : String(input));
    const body = { plan: null, entitlements: { ...DEFAULT_ENTITLEMENTS, mobile_app: mobileApp }, usage: { agents: 0, automations: 0, period_start: null, period_end: null }, checks: {}, warnings: [], credits: 0 };
    return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
  });
  return asked;
}

function offersOf(me: MeResponse) {
  const client = createTestQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  return renderHook(() => useModuleNav(me, useCustomerOffers(me)), { wrapper });
}

describe('useCustomerOffers', () => {
  afterEach(() => vi.restoreAllMocks());

  it('offers a customer the mobile app when her firm installed it on a plan with the mobile app', async () => {
    mockEntitlements(true);
    const { result } = offersOf(meAs('customer', ['mobile']));
    await waitFor(() => expect(result.current?.offeredPaths).toEqual(['/app/mobile']));
  });

  it('offers nothing on a plan without it, and reads no plan when the firm has no mobile module or for staff', async () => {
    mockEntitlements(false);
    const alap = offersOf(meAs('customer', ['mobile']));
    await waitFor(() => expect(vi.mocked(fetch)).toHaveBeenCalled());
    expect(alap.result.current).toBeUndefined();
    vi.mocked(fetch).mockClear();
    expect(offersOf(meAs('customer', [])).result.current).toBeUndefined();
    expect(offersOf(meAs('lawyer', ['mobile'])).result.current?.offeredPaths).toBeUndefined();
    expect(vi.mocked(fetch)).not.toHaveBeenCalled();
  });
});
