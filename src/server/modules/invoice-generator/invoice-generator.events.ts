// The invoicing module's domain events (issue 33.2, decision 0291): an invoice issued (a normal
// one, a storno or a modifying one), a pro-forma issued (decision 0519), a payment recorded or
// removed. Drafts are audited only.
import type { PaymentState } from '@shared/invoice-generator/payments';

export interface InvoiceIssuedV1 {
  number: string;
  /** CREATE: a new invoice; STORNO / MODIFY: a correction of `originalNumber`. */
  operation: 'CREATE' | 'STORNO' | 'MODIFY';
  originalNumber: string | null;
  contactId: string | null;
  matterId: string | null;
  currency: string;
  grossAmount: string;
  grossAmountHuf: string;
  issueDate: string | null;
  paymentDate: string | null;
}

export interface PaymentRecordedV1 {
  paymentId: string;
  paidOn: string;
  amount: string;
  method: string;
  /** The invoice's payment state after the change. */
  state: PaymentState;
}

export interface PaymentDeletedV1 {
  paymentId: string;
  paidOn: string;
  amount: string;
  state: PaymentState;
}

/** A díjbekérő (pro-forma, decision 0368) issued from a draft: not a tax invoice, no NAV report. */
export interface ProformaIssuedV1 {
  proformaId: string;
  number: string;
  contactId: string | null;
  matterId: string | null;
  currency: string;
  grossAmount: string;
  dueDate: string | null;
}

declare module '../../events/domain-events' {
  interface DomainEventPayloads {
    'invoice.issued': InvoiceIssuedV1;
    'proforma.issued': ProformaIssuedV1;
    'payment.recorded': PaymentRecordedV1;
    'payment.deleted': PaymentDeletedV1;
  }
}
