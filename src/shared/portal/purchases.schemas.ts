// The customer's purchases and invoices (issue 35 point 4, decision 0402): their own issued
// invoices with corrections, payments and the paid / partly paid / overdue state, and totals.
import { z } from 'zod';
import { paymentMethodValues, paymentStatusValues } from '../invoices/payments';

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

export const purchaseInvoiceSchema = z.object({
  id: z.string(),
  number: z.string(),
  /** The buyer as on the invoice (one of the client contacts the customer acts for). */
  customerName: z.string(),
  matterTitle: z.string().nullable(),
  currency: z.string(),
  issueDate: z.string(),
  dueDate: z.string().nullable(),
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

export const purchasesSchema = z.object({
  invoices: z.array(purchaseInvoiceSchema),
  /** Per currency, over every invoice of the customer (not only the filtered ones). */
  totals: z.array(purchaseTotalsSchema),
  /** How many invoices have something open (the "Függő" tab's count). */
  pendingCount: z.number().int(),
});
export type Purchases = z.infer<typeof purchasesSchema>;
