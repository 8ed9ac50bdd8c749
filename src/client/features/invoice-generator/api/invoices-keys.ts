// Query keys of the invoice pages.
import type { invoiceStatusFilter } from '@shared/invoice-generator/invoice-generator.api.schemas';

export interface InvoiceListFilters {
  status: (typeof invoiceStatusFilter)[number];
  q: string;
  offset: number;
}

const invoices = ['invoices'] as const;
export const invoiceKeys = {
  all: invoices,
  list: (f: InvoiceListFilters) => [...invoices, 'list', f] as const,
  detail: (id: string) => [...invoices, 'detail', id] as const,
  payments: (id: string) => [...invoices, 'payments', id] as const,
  receivables: (contactId: string | null) => [...invoices, 'receivables', contactId ?? 'all'] as const,
  /** A matter's invoices on its case file (issue 38.3). */
  ofMatter: (matterId: string, offset = 0) => [...invoices, 'matter', matterId, offset] as const,
  settings: [...invoices, 'settings'] as const,
  series: [...invoices, 'series'] as const,
  navCredentials: [...invoices, 'nav-credentials'] as const,
  navRejected: [...invoices, 'nav-rejected'] as const,
  contacts: ['contacts', 'picker'] as const,
  /** The clients-only picker of a draft from time (decision 0514): under ['contacts'], refreshed by a contact's change. */
  clients: ['contacts', 'picker', 'clients'] as const,
  matters: ['matters', 'picker'] as const,
};
