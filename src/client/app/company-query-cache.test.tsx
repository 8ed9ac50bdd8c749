// The own company is one query read by two features through the shared keys of
// lib/query-keys.ts (decision 0060): the dashboard and the settings page share one fetch, and a
// rename in the settings refreshes the company, its members and /api/me (the top bar).
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, expect, it, vi } from 'vitest';
import { useOwnCompany } from '@client/features/dashboard/api/dashboard-api';
import { useCompany, useMembers, useRenameCompany } from '@client/features/settings/api/company-api';
import { companyKeys, meKeys } from '@client/lib/query-keys';
import { createTestQueryClient } from '@client/test/render';

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

afterEach(() => vi.restoreAllMocks());

it('shares the own company between dashboard and settings, and a rename refreshes company, members and me', async () => {
  let name = 'Kovács és Társa Ügyvédi Iroda';
  const fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input);
    if (url === '/api/company' && init?.method === 'PATCH') {
      name = (JSON.parse(String(init.body)) as { name: string }).name;
      return json({ id: 't1', name, slug: 'kovacs', memberCount: 3 });
    }
    if (url === '/api/company') return json({ id: 't1', name, slug: 'kovacs', memberCount: 3 });
    if (url === '/api/company/members') return json({ members: [] });
    if (url === '/api/me') return json({});
    throw new Error(`unexpected ${url}`);
  });
  const companyReads = () => fetchMock.mock.calls.filter(([url, init]) => String(url) === '/api/company' && init?.method === 'GET').length;
  const client = createTestQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;

  const { result } = renderHook(() => ({ dashboard: useOwnCompany(), settings: useCompany(), members: useMembers(true), rename: useRenameCompany() }), { wrapper });
  await waitFor(() => expect(result.current.dashboard.isSuccess && result.current.settings.isSuccess && result.current.members.isSuccess).toBe(true));
  expect(companyReads()).toBe(1);
  client.setQueryData(meKeys.all, {});
  const membersFetchedAt = client.getQueryState(companyKeys.members)!.dataUpdatedAt;

  await act(() => result.current.rename.mutateAsync('Kovács Ügyvédi Iroda'));

  expect(client.getQueryState(meKeys.all)!.isInvalidated).toBe(true);
  await waitFor(() => expect(result.current.dashboard.data?.name).toBe('Kovács Ügyvédi Iroda'));
  expect(result.current.settings.data?.name).toBe('Kovács Ügyvédi Iroda');
  expect(companyReads()).toBe(2);
  await waitFor(() => expect(client.getQueryState(companyKeys.members)!.dataUpdatedAt).toBeGreaterThan(membersFetchedAt));
});
