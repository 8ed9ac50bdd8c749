// The customer's purchases and invoices (issue 35 point 4, decision 0402): their own issued
// invoices with corrections, payments and the paid / partly paid / overdue state, and totals;
// the pro-formas (díjbekérő) issued to their clients (decision 0368).
import { z } from 'zod';
import { paymentMethodValues, paymentStatusValues } from '../invoice-generator/payments';

export const purchasesFilterValues = ['all', 'pending'] as const;
export const purchasesQuerySchema = z.object({ filter: z.enum(purchasesFilterValues).optional() });

/** paymentStatus of the chain, or `cancelled` when a storno ended it. */
export const purchaseStatusValues = [...paymentStatusValues, 'cancelled'] as const;
export type PurchaseStatus = (typeof purchaseStatusValues)[number];

export const purchaseDocumentSchema = z.object({
  id: z.string(),
  number: z.string(),
  operation: z.enum(['CREATE', 'MODIFY', 'STORNO']),
  issueDate: z.string(),
  gross: z.string(),
});

/** What an invoice and a pro-forma of the customer's both show first. */
const purchaseHead = {
  id: z.string(),
  number: z.string(),
  /** The buyer as on the document (one of the client contacts the customer acts for). */
  customerName: z.string(),
  matterTitle: z.string().nullable(),
  currency: z.string(),
  issueDate: z.string(),
  dueDate: z.string().nullable(),
};

export const purchaseInvoiceSchema = z.object({
  ...purchaseHead,
  /** What the chain asks for (original + corrections), what was paid and what is open. */
  owed: z.string(),
  paid: z.string(),
  open: z.string(),
  status: z.enum(purchaseStatusValues),
  daysOverdue: z.number().int(),
  /** The original and its corrections, each downloadable as PDF. */
  documents: z.array(purchaseDocumentSchema),
  payments: z.array(z.object({ id: z.string(), paidOn: z.string(), amount: z.string(), method: z.enum(paymentMethodValues) })),
});
export type PurchaseInvoice = z.infer<typeof purchaseInvoiceSchema>;

export const purchaseTotalsSchema = z.object({ currency: z.string(), owed: z.string(), paid: z.string(), open: z.string(), overdue: z.string() });
export type PurchaseTotals = z.infer<typeof purchaseTotalsSchema>;

/** open: awaiting payment; invoiced: the invoice followed (its number); withdrawn: the firm withdrew it. */
export const proformaStatusValues = ['open', 'invoiced', 'withdrawn'] as const;
export type ProformaStatus = (typeof proformaStatusValues)[number];

/** A díjbekérő the firm issued to one of the customer's clients (decision 0368): a payment request, not a tax invoice. */
export const purchaseProformaSchema = z.object({
  ...purchaseHead,
  gross: z.string(),
  status: z.enum(proformaStatusValues),
  invoiceNumber: z.string().nullable(),
});
export type PurchaseProforma = z.infer<typeof purchaseProformaSchema>;

export const purchasesSchema = z.object({
  invoices: z.array(purchaseInvoiceSchema),
  /** Her clients' pro-formas, newest first (`pending`: the open ones); not in the totals – the invoice that follows is. */
  proformas: z.array(purchaseProformaSchema),
  /** Per currency, over every invoice of the customer (not only the filtered ones). */
  totals: z.array(purchaseTotalsSchema),
  /** How many invoices have something open (the "Függő" tab's count). */
  pendingCount: z.number().int(),
});
export type Purchases = z.infer<typeof purchasesSchema>;
