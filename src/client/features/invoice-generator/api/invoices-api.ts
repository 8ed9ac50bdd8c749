// Invoice calls (one hook per operation); every change refreshes the invoice pages and the other
// views that show the same facts (invoicingStaleKeys, decision 0491).
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { createSeriesBodySchema, InvoiceDraftBody, InvoiceFromTimeBody, InvoiceSettingsInput, NavCredentialsBody } from '@shared/invoice-generator/invoice-generator.api.schemas';
import type { RecordPaymentBody } from '@shared/invoice-generator/payments';
import { api, unwrap } from '@client/lib/api-client';
import { type InvoiceListFilters, invoiceKeys } from './invoices-keys';
import { allContacts, allMatters } from '@client/lib/api/all-choices';
import { useInvoicingMutation } from '@client/lib/invoicing-mutation';

export const INVOICES_PAGE_SIZE = 25;

export function useInvoices(f: InvoiceListFilters) {
  const query = { limit: INVOICES_PAGE_SIZE, offset: f.offset, status: f.status, ...(f.q.trim() ? { q: f.q.trim() } : {}) };
  return useQuery({ queryKey: invoiceKeys.list(f), queryFn: ({ signal }) => unwrap(api.GET('/api/invoice-generator', { params: { query }, signal })), placeholderData: keepPreviousData });
}

export function useInvoice(id: string) {
  return useQuery({ queryKey: invoiceKeys.detail(id), queryFn: ({ signal }) => unwrap(api.GET('/api/invoice-generator/{id}', { ...inInvoice(id), signal })), enabled: id !== '' });
}

export function useInvoiceSettings() {
  return useQuery({ queryKey: invoiceKeys.settings, queryFn: ({ signal }) => unwrap(api.GET('/api/invoice-generator/settings', { signal })) });
}

export function useInvoiceSeries() {
  return useQuery({ queryKey: invoiceKeys.series, queryFn: ({ signal }) => unwrap(api.GET('/api/invoice-generator/series', { signal })) });
}
export const useCreateSeries = () => useInvoicingMutation((body: z.input<typeof createSeriesBodySchema>) => unwrap(api.POST('/api/invoice-generator/series', { body })));

export function useContactChoices(enabled = true) {
  return useQuery({ queryKey: invoiceKeys.contacts, queryFn: ({ signal }) => allContacts(signal), enabled });
}

/**
 * The clients only – the contacts that are a client party of a matter the user can see – for the
 * picker of a client's draft from time (decision 0514). Whether a contact is a client follows the
 * matters' parties, which a matter's change refreshes under ['matters'], not ['contacts']: so the
 * list is read afresh whenever the picker opens (staleTime 0) rather than kept for 30 seconds.
 */
export function useClientChoices(enabled = true) {
  return useQuery({ queryKey: invoiceKeys.clients, queryFn: ({ signal }) => allContacts(signal, { matterRole: 'client' }), enabled, staleTime: 0 });
}

/** Every matter the user may see, for the picker of a draft from time (decision 0513). */
export function useMatterChoices(enabled = true) {
  return useQuery({ queryKey: invoiceKeys.matters, queryFn: ({ signal }) => allMatters(signal), enabled });
}

/** The address of an invoice's file (`/pdf`, `/xml`) for a download link. */
export const invoiceUrl = (id: string, rest = '') => `/api/invoice-generator/${encodeURIComponent(id)}${rest}`;
const inInvoice = (id: string) => ({ params: { path: { id } } });

export const useCreateDraft = () => useInvoicingMutation((body: InvoiceDraftBody) => unwrap(api.POST('/api/invoice-generator', { body })));
export const useSaveDraft = (id: string) => useInvoicingMutation((body: InvoiceDraftBody) => unwrap(api.PUT('/api/invoice-generator/{id}', { ...inInvoice(id), body })));
export const useDeleteDraft = (id: string) => useInvoicingMutation(() => unwrap(api.DELETE('/api/invoice-generator/{id}', inInvoice(id))));
/** Issues the draft; `acceptWarnings`: the codes of the NAV warnings the user saw and accepted (issue 39.6). */
export const useIssue = (id: string) =>
  useInvoicingMutation((acceptWarnings: readonly string[]) => unwrap(api.POST('/api/invoice-generator/{id}/issue', { ...inInvoice(id), body: { acceptWarnings: [...acceptWarnings] } })));
/** The NAV check of the (saved) draft as issuing would meet it: fetched on demand, before the confirmation. */
export const navCheck = (id: string) => unwrap(api.GET('/api/invoice-generator/{id}/nav-check', inInvoice(id)));
export function useNavRejected() {
  return useQuery({ queryKey: invoiceKeys.navRejected, queryFn: ({ signal }) => unwrap(api.GET('/api/invoice-generator/nav-rejected', { signal })).then((r) => r.items) });
}
/** A díjbekérő from the (saved) draft: its own DB- number, no invoice, nothing reported to NAV (decision 0368). */
export const useIssueProforma = (id: string) => useInvoicingMutation(() => unwrap(api.POST('/api/invoice-generator/{id}/proforma', inInvoice(id))));
/** A pro-forma's PDF, for a link. */
export const proformaPdfUrl = (proformaId: string) => `/api/invoice-generator/proformas/${encodeURIComponent(proformaId)}/pdf`;
export const useNavResubmit = () => useInvoicingMutation((id: string) => unwrap(api.POST('/api/invoice-generator/{id}/nav-resubmit', inInvoice(id))));
export const useStorno = (id: string) => useInvoicingMutation((note: string) => unwrap(api.POST('/api/invoice-generator/{id}/storno', { ...inInvoice(id), body: { note: note || null } })));
export const useSaveSettings = () => useInvoicingMutation((body: InvoiceSettingsInput) => unwrap(api.PUT('/api/invoice-generator/settings', { body })));
/** A draft from one matter's (`matterId`) or one client's (`clientContactId`, decision 0513) unbilled time. */
export const useDraftFromTime = () => useInvoicingMutation((body: InvoiceFromTimeBody) => unwrap(api.POST('/api/invoice-generator/from-time', { body })));

export function useNavCredentials() {
  return useQuery({ queryKey: invoiceKeys.navCredentials, queryFn: ({ signal }) => unwrap(api.GET('/api/invoice-generator/nav-credentials', { signal })) });
}
export const useSaveNavCredentials = () => useInvoicingMutation((body: NavCredentialsBody) => unwrap(api.PUT('/api/invoice-generator/nav-credentials', { body })));

// Payments and receivables (decisions 0167, 0210–0211); a change refreshes lists, details and balances.
export function useInvoicePayments(id: string) {
  return useQuery({ queryKey: invoiceKeys.payments(id), queryFn: ({ signal }) => unwrap(api.GET('/api/invoice-generator/{id}/payments', { ...inInvoice(id), signal })) });
}
export function useReceivables(contactId: string | null = null) {
  const query = contactId ? { contactId } : {};
  return useQuery({ queryKey: invoiceKeys.receivables(contactId), queryFn: ({ signal }) => unwrap(api.GET('/api/invoice-generator/receivables', { params: { query }, signal })) });
}
export const useRecordPayment = (id: string) => useInvoicingMutation((body: RecordPaymentBody) => unwrap(api.POST('/api/invoice-generator/{id}/payments', { ...inInvoice(id), body })));
export const useDeletePayment = (id: string) => useInvoicingMutation((paymentId: string) => unwrap(api.DELETE('/api/invoice-generator/{id}/payments/{paymentId}', { params: { path: { id, paymentId } } })));
export const useSendReminder = (id: string) => useInvoicingMutation(() => unwrap(api.POST('/api/invoice-generator/{id}/reminders', inInvoice(id))));

/** A page of the case file's invoices tab. */
export const MATTER_INVOICES_PAGE_SIZE = 50;

/** A matter's invoices and their corrections for its case file (issue 38.3), one page at a time. */
export function useMatterInvoices(matterId: string, offset = 0) {
  return useQuery({
    queryKey: invoiceKeys.ofMatter(matterId, offset),
    queryFn: ({ signal }) => unwrap(api.GET('/api/invoice-generator', { params: { query: { matterId, status: 'all', limit: MATTER_INVOICES_PAGE_SIZE, offset } }, signal })),
    placeholderData: keepPreviousData,
  });
}
