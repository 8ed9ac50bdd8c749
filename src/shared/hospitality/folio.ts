// A reservation's folio as GET /api/hospitality/reservations/:id/folio answers it: the server
// builds it (folio.service.ts) and the reservation page shows it (folio-panel.tsx) – one type for
// both, so a change on one side is a compile error on the other. Type aliases, not interfaces:
// the route's reply type wants an index signature, which only an alias satisfies.
import type { PaymentOption } from './codes';

export type FolioLine = {
  /** Stored row id, or null for a night or tax not invoiced yet (derived). */
  id: string | null;
  kind: 'accommodation' | 'tourist_tax' | 'extra' | 'cancellation_fee';
  description: string;
  serviceDate: string;
  unitId: string | null;
  quantity: number;
  /** Gross HUF per unit. */
  unitPrice: number;
  gross: number;
  vatCode: string;
  ntakCategory: string;
  invoiceId: string | null;
};

export type FolioPayment = {
  id: string;
  kind: 'deposit' | 'payment';
  paidOn: string;
  amount: number;
  method: PaymentOption;
  note: string | null;
  invoiceId: string | null;
};

export type FolioInvoice = {
  id: string;
  number: string | null;
  status: string;
  gross: number;
  customerName: string;
  issueDate: string | null;
  cancelled: boolean;
};

/** Sums in HUF: `balance` is `total` less `paid`; `uninvoiced` the lines not yet on an invoice. */
export type Folio = {
  lines: FolioLine[];
  payments: FolioPayment[];
  invoices: FolioInvoice[];
  total: number;
  touristTax: number;
  paid: number;
  balance: number;
  uninvoiced: number;
};
