// Query keys of the invoice pages.
export interface InvoiceListFilters {
  status: string;
  q: string;
  offset: number;
}

const invoices = ['invoices'] as const;
export const invoiceKeys = {
  all: invoices,
  list: (f: InvoiceListFilters) => [...invoices, 'list', f] as const,
  detail: (id: string) => [...invoices, 'detail', id] as const,
  settings: [...invoices, 'settings'] as const,
  navCredentials: [...invoices, 'nav-credentials'] as const,
  contacts: ['contacts', 'picker'] as const,
};
