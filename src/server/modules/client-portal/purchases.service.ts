// The customer's purchases and invoices (issue 35 point 4, decision 0402): the issued invoices of
// the client contacts linked to the signed-in customer, with corrections, payments, state and
// totals, and each document's PDF; the pro-formas issued to those clients (decision 0368). The invoicing module answers through a port (portal/module.ts).
// A firm admin also holds canViewPurchases but has no links: their purchases page is empty, and an
// invoice of a client not linked to the actor is 404 – whoever asks, and RLS agrees (0350, 0400).
import { cents, fromCents } from '@shared/invoice-generator/payments';
import type { PurchaseInvoice, PurchaseProforma, Purchases, PurchaseTotals } from '@shared/client-portal/purchases.schemas';
import { type PersonActor, authorize } from '../../actor/actor';
import type { TenantTx } from '../../db/tenant-scope';
import { notFound } from '../../lib/domain-error';
import { ownClients } from './client-portal.service';

/** What the portal reads from the invoicing module. */
export interface PortalPurchasesPort {
  clientInvoices(tx: TenantTx, tenantId: string, contactIds: readonly string[]): Promise<PurchaseInvoice[]>;
  /** The contact an invoice (or correction) is billed to; throws 404 when the transaction cannot see it. */
  invoiceContact(tx: TenantTx, tenantId: string, id: string): Promise<string | null>;
  invoicePdf(tx: TenantTx, tenantId: string, id: string): Promise<{ fileName: string; pdf: Buffer }>;
  /** The pro-formas (díjbekérő) issued to these contacts (decision 0368). */
  clientProformas(tx: TenantTx, tenantId: string, contactIds: readonly string[]): Promise<PurchaseProforma[]>;
  /** The contact a pro-forma was issued to; throws 404 when the transaction cannot see it. */
  proformaContact(tx: TenantTx, tenantId: string, id: string): Promise<string | null>;
  proformaPdf(tx: TenantTx, tenantId: string, id: string): Promise<{ fileName: string; pdf: Buffer }>;
}

const isPending = (i: PurchaseInvoice) => i.status === 'unpaid' || i.status === 'partially_paid' || i.status === 'overdue';

/** Per currency: what was invoiced (net of corrections), paid, open and overdue. Cancelled chains owe nothing. */
export function purchaseTotals(items: readonly PurchaseInvoice[]): PurchaseTotals[] {
  const sums = new Map<string, { owed: number; paid: number; open: number; overdue: number }>();
  for (const i of items) {
    const s = sums.get(i.currency) ?? { owed: 0, paid: 0, open: 0, overdue: 0 };
    s.owed += cents(i.owed);
    s.paid += cents(i.paid);
    s.open += cents(i.open);
    if (i.status === 'overdue') s.overdue += cents(i.open);
    sums.set(i.currency, s);
  }
  // Forints first, then the other currencies alphabetically.
  return [...sums.entries()]
    .sort(([a], [b]) => (a === 'HUF' ? -1 : b === 'HUF' ? 1 : a.localeCompare(b)))
    .map(([currency, s]) => ({ currency, owed: fromCents(s.owed), paid: fromCents(s.paid), open: fromCents(s.open), overdue: fromCents(s.overdue) }));
}

export async function ownPurchases(tx: TenantTx, actor: PersonActor, port: PortalPurchasesPort, filter: 'all' | 'pending' = 'all'): Promise<Purchases> {
  authorize(actor, 'canViewPurchases');
  const clients = await ownClients(tx, actor);
  const ids = clients.map((c) => c.id);
  const all = await port.clientInvoices(tx, actor.tenantId, ids);
  const proformas = await port.clientProformas(tx, actor.tenantId, ids);
  const pending = all.filter(isPending);
  return {
    invoices: filter === 'pending' ? pending : all,
    proformas: filter === 'pending' ? proformas.filter((p) => p.status === 'open') : proformas,
    totals: purchaseTotals(all),
    pendingCount: pending.length,
  };
}

/** The PDF of a pro-forma issued to one of the customer's own clients; any other id is 404 (decision 0368). */
export async function ownProformaPdf(tx: TenantTx, actor: PersonActor, port: PortalPurchasesPort, id: string): Promise<{ fileName: string; pdf: Buffer }> {
  authorize(actor, 'canViewPurchases');
  const clientIds = new Set((await ownClients(tx, actor)).map((c) => c.id));
  const contactId = await port.proformaContact(tx, actor.tenantId, id);
  if (contactId === null || !clientIds.has(contactId)) throw notFound();
  return port.proformaPdf(tx, actor.tenantId, id);
}

/** The PDF of one of the customer's own invoices or corrections; any other id is 404. */
export async function ownInvoicePdf(tx: TenantTx, actor: PersonActor, port: PortalPurchasesPort, id: string): Promise<{ fileName: string; pdf: Buffer }> {
  authorize(actor, 'canViewPurchases');
  const clientIds = new Set((await ownClients(tx, actor)).map((c) => c.id));
  const contactId = await port.invoiceContact(tx, actor.tenantId, id);
  if (contactId === null || !clientIds.has(contactId)) throw notFound();
  return port.invoicePdf(tx, actor.tenantId, id);
}
