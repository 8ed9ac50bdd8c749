// An invoicing write refreshes every view that shows the same facts (decision 0491): after a
// payment is recorded or a reminder sent, the financial reports, the dashboard's money figures,
// the matter's billing figures, the time entries' billed state, the client list and the
// customer's purchases are stale – not only the invoice pages. Unrelated server state is kept.
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import type { FolioInvoiceBody } from '@shared/hospitality/hospitality.schemas';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { analyticsKeys } from '@client/features/analytics/api/analytics-keys';
import { clientsKeys } from '@client/features/client-management/api/clients-keys';
import { portalKeys } from '@client/features/client-portal/api/portal-api';
import { purchasesKeys } from '@client/features/client-portal/api/purchases-keys';
import { deadlineKeys } from '@client/features/compliance-tracker/api/deadlines-keys';
import { dashboardKeys } from '@client/features/dashboard/api/dashboard-keys';
import { useInvoiceFolio } from '@client/features/hospitality/api/hospitality-api';
import { hospitalityKeys } from '@client/features/hospitality/api/hospitality-keys';
import { financialReportKeys } from '@client/features/financial-reports/api/financial-reports-keys';
import { useSendReminder, useStorno } from '@client/features/invoice-generator/api/invoices-api';
import { invoiceKeys } from '@client/features/invoice-generator/api/invoices-keys';
import { RecordPaymentDialog } from '@client/features/invoice-generator/components/record-payment-dialog';
import { matterKeys } from '@client/features/matters/api/matters-keys';
import { trackingKeys } from '@client/features/time-tracking/api/tracking-keys';
import { loadAppLocales } from '@client/lib/app-locales';
import { AppProviders } from '@client/app/providers';
import { createTestQueryClient } from '@client/test/render';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const period = { from: '2026-01-01', to: '2026-12-31' };
/** The keys of the other views that show invoicing's facts. */
const stale: Record<string, QueryKey> = {
  'invoice detail': invoiceKeys.detail('inv-1'),
  'dashboard money figures': dashboardKeys.moneyStats,
  'financial report': financialReportKeys.period(period),
  analytics: analyticsKeys.period(period),
  'matter billing figures': matterKeys.totals('m-1'),
  'time entries of the week': trackingKeys.week('2026-12-01'),
  "a matter's time entries": trackingKeys.ofMatter('m-1', true),
  'client list': clientsKeys.list(''),
  'customer purchases': purchasesKeys.list('all'),
  'portal overview': portalKeys.overview,
};
const untouched: Record<string, QueryKey> = { 'matter detail': matterKeys.detail('m-1'), 'deadline stats': deadlineKeys.all, 'company info': purchasesKeys.companyInfo };

function seeded(): QueryClient {
  const client = createTestQueryClient();
  for (const key of [...Object.values(stale), ...Object.values(untouched)]) client.setQueryData(key, { cached: true });
  return client;
}
const invalidated = (client: QueryClient, keys: Record<string, QueryKey>) => Object.fromEntries(Object.entries(keys).map(([name, key]) => [name, client.getQueryState(key)?.isInvalidated]));
const all = (keys: Record<string, QueryKey>, value: boolean) => Object.fromEntries(Object.keys(keys).map((name) => [name, value]));

function mockApi() {
  const calls: string[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = input instanceof Request ? input : new Request(new URL(String(input), 'http://localhost'), init);
    const url = new URL(request.url).pathname;
    if (url === '/api/auth/get-session') return json(200, null);
    calls.push(`${request.method} ${url}`);
    if (url.endsWith('/payments')) return json(201, { id: 'p1', state: { status: 'paid', owed: '127000.00', paid: '127000.00', open: '0.00' } });
    return json(200, { ok: true });
  });
  return calls;
}

describe('invoicing refreshes the views that show the same facts', () => {
  beforeAll(async () => {
    await loadAppLocales();
  });
  afterEach(() => vi.restoreAllMocks());

  it('a recorded payment leaves reports, dashboard, matter totals, time entries, clients and purchases stale', async () => {
    const calls = mockApi();
    const client = seeded();
    const onClose = vi.fn();
    render(
      <AppProviders queryClient={client}>
        <RecordPaymentDialog open onClose={onClose} invoice={{ id: 'inv-1', number: 'SZ/000001', currency: 'HUF', paymentMethod: 'TRANSFER' }} openAmount="127000" />
      </AppProviders>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Rögzítés' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls).toContain('POST /api/invoice-generator/inv-1/payments');
    expect(invalidated(client, stale)).toEqual(all(stale, true));
    expect(invalidated(client, untouched)).toEqual(all(untouched, false));
  });

  it.each(['reminder', 'storno'] as const)('a %s does the same', async (write) => {
    mockApi();
    const client = seeded();
    const wrapper = ({ children }: { children: ReactNode }) => <AppProviders queryClient={client}>{children}</AppProviders>;
    const { result } = renderHook(() => ({ reminder: useSendReminder('inv-1'), storno: useStorno('inv-1') }), { wrapper });
    await act(async () => {
      await (write === 'reminder' ? result.current.reminder.mutateAsync(undefined) : result.current.storno.mutateAsync(''));
    });
    expect(invalidated(client, stale)).toEqual(all(stale, true));
    expect(invalidated(client, untouched)).toEqual(all(untouched, false));
  });

  it("the hospitality folio's invoice refreshes invoicing's views and the hospitality pages", async () => {
    mockApi();
    const client = seeded();
    client.setQueryData(hospitalityKeys.all, { cached: true });
    const wrapper = ({ children }: { children: ReactNode }) => <AppProviders queryClient={client}>{children}</AppProviders>;
    const { result } = renderHook(() => useInvoiceFolio('r-1'), { wrapper });
    await act(async () => {
      await result.current.mutateAsync({} as FolioInvoiceBody);
    });
    expect(invalidated(client, stale)).toEqual(all(stale, true));
    expect(client.getQueryState(hospitalityKeys.all)?.isInvalidated).toBe(true);
    expect(invalidated(client, untouched)).toEqual(all(untouched, false));
  });
});
