// Invoice calls (one hook per operation); every change refreshes the invoice lists and details.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { listContactsResponseSchema } from '@shared/contacts/contacts.schemas';
import type { createSeriesBodySchema, InvoiceDetail, InvoiceDraftBody, InvoiceFromTimeBody, InvoiceSettingsInput, InvoiceSettingsView, invoiceSeriesSchema, listInvoicesResponseSchema, NavCheckResponse, NavCredentialsBody, NavCredentialsViewOut, NavRejectedItem } from '@shared/invoices/invoices.api.schemas';
import type { InvoicePayments, PaymentReminder, Receivables, RecordPaymentBody } from '@shared/invoices/payments';
import { api, apiFetch, unwrap } from '@client/lib/api-client';
import { type InvoiceListFilters, invoiceKeys } from './invoices-keys';

export const INVOICES_PAGE_SIZE = 25;
type InvoiceList = z.infer<typeof listInvoicesResponseSchema>;

export function useInvoices(f: InvoiceListFilters) {
  const params = new URLSearchParams({ limit: String(INVOICES_PAGE_SIZE), offset: String(f.offset), status: f.status || 'all' });
  if (f.q.trim()) params.set('q', f.q.trim());
  return useQuery({ queryKey: invoiceKeys.list(f), queryFn: ({ signal }) => apiFetch<InvoiceList>(`/api/invoices?${params}`, { signal }), placeholderData: keepPreviousData });
}

export function useInvoice(id: string) {
  return useQuery({ queryKey: invoiceKeys.detail(id), queryFn: ({ signal }) => apiFetch<InvoiceDetail>(invoiceUrl(id), { signal }), enabled: id !== '' });
}

export function useInvoiceSettings() {
  return useQuery({ queryKey: invoiceKeys.settings, queryFn: ({ signal }) => apiFetch<InvoiceSettingsView | null>('/api/invoices/settings', { signal }) });
}

export function useInvoiceSeries() {
  return useQuery({ queryKey: invoiceKeys.series, queryFn: ({ signal }) => apiFetch<z.infer<typeof invoiceSeriesSchema>[]>('/api/invoices/series', { signal }) });
}
export const useCreateSeries = () => useInvoicesMutation((body: z.input<typeof createSeriesBodySchema>) => apiFetch<{ id: string }>('/api/invoices/series', { method: 'POST', body }));

export function useContactChoices() {
  return useQuery({ queryKey: invoiceKeys.contacts, queryFn: ({ signal }) => apiFetch<z.infer<typeof listContactsResponseSchema>>('/api/contacts?limit=200', { signal }).then((r) => r.items) });
}

function useInvoicesMutation<T, R = unknown>(fn: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => queryClient.invalidateQueries({ queryKey: invoiceKeys.all }) });
}

export const invoiceUrl = (id: string, rest = '') => `/api/invoices/${encodeURIComponent(id)}${rest}`;

export const useCreateDraft = () => useInvoicesMutation((body: InvoiceDraftBody) => apiFetch<{ id: string }>('/api/invoices', { method: 'POST', body }));
export const useSaveDraft = (id: string) => useInvoicesMutation((body: InvoiceDraftBody) => apiFetch<InvoiceDetail>(invoiceUrl(id), { method: 'PUT', body }));
export const useDeleteDraft = (id: string) => useInvoicesMutation(() => apiFetch(invoiceUrl(id), { method: 'DELETE' }));
/** Issues the draft; `acceptWarnings`: the codes of the NAV warnings the user saw and accepted (issue 39.6). */
export const useIssue = (id: string) => useInvoicesMutation((acceptWarnings: readonly string[]) => apiFetch<{ id: string; number: string }>(invoiceUrl(id, '/issue'), { method: 'POST', body: { acceptWarnings } }));
/** The NAV check of the (saved) draft as issuing would meet it: fetched on demand, before the confirmation. */
export const navCheck = (id: string) => apiFetch<NavCheckResponse>(invoiceUrl(id, '/nav-check'));
export function useNavRejected() {
  return useQuery({ queryKey: invoiceKeys.navRejected, queryFn: ({ signal }) => apiFetch<{ items: NavRejectedItem[] }>('/api/invoices/nav-rejected', { signal }).then((r) => r.items) });
}
export const useNavResubmit = () => useInvoicesMutation((id: string) => apiFetch<{ id: string; number: string }>(invoiceUrl(id, '/nav-resubmit'), { method: 'POST' }));
export const useStorno = (id: string) => useInvoicesMutation((note: string) => apiFetch<{ id: string; number: string }>(invoiceUrl(id, '/storno'), { method: 'POST', body: { note: note || null } }));
export const useSaveSettings = () => useInvoicesMutation((body: InvoiceSettingsInput) => apiFetch('/api/invoices/settings', { method: 'PUT', body }));
export const useDraftFromTime = () => useInvoicesMutation((body: InvoiceFromTimeBody) => apiFetch<{ id: string; entries: number; currency: string }>('/api/invoices/from-time', { method: 'POST', body }));

export function useNavCredentials() {
  return useQuery({ queryKey: invoiceKeys.navCredentials, queryFn: ({ signal }) => apiFetch<NavCredentialsViewOut>('/api/invoices/nav-credentials', { signal }) });
}
export const useSaveNavCredentials = () => useInvoicesMutation((body: NavCredentialsBody) => apiFetch<NavCredentialsViewOut>('/api/invoices/nav-credentials', { method: 'PUT', body }));

// Payments and receivables (decisions 0167, 0210–0211); a change refreshes lists, details and balances.
export function useInvoicePayments(id: string) {
  return useQuery({ queryKey: invoiceKeys.payments(id), queryFn: ({ signal }) => apiFetch<InvoicePayments>(invoiceUrl(id, '/payments'), { signal }) });
}
export function useReceivables(contactId: string | null = null) {
  const query = contactId ? `?contactId=${encodeURIComponent(contactId)}` : '';
  return useQuery({ queryKey: invoiceKeys.receivables(contactId), queryFn: ({ signal }) => apiFetch<Receivables>(`/api/invoices/receivables${query}`, { signal }) });
}
export const useRecordPayment = (id: string) => useInvoicesMutation((body: RecordPaymentBody) => apiFetch<{ id: string }>(invoiceUrl(id, '/payments'), { method: 'POST', body }));
export const useDeletePayment = (id: string) => useInvoicesMutation((paymentId: string) => apiFetch<InvoicePayments>(invoiceUrl(id, `/payments/${encodeURIComponent(paymentId)}`), { method: 'DELETE' }));
export const useSendReminder = (id: string) => useInvoicesMutation(() => apiFetch<{ reminder: PaymentReminder }>(invoiceUrl(id, '/reminders'), { method: 'POST' }));

/** A matter's invoices and their corrections for its case file (issue 38.3). */
export function useMatterInvoices(matterId: string) {
  return useQuery({
    queryKey: invoiceKeys.ofMatter(matterId),
    queryFn: ({ signal }) => unwrap(api.GET('/api/invoices', { params: { query: { matterId, status: 'all', limit: 200, offset: 0 } }, signal })),
  });
}
