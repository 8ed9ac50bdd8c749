// The invoicing module's changes as services (issue 33.1/33.2, decisions 0290, 0291, 0293): each
// takes the Actor, checks the invoices' own actions (invoice-generator.view to read,
// invoice-generator.issue to write, decisions 0145, 0419), and writes its audit entry and domain event in the
// caller's transaction. The primitives in invoices.service.ts stay as they are for the modules
// that issue through the invoicing port (the hospitality folio, decision 0343).
import type { z } from 'zod';
import type { invoiceDraftBodySchema, invoiceFromTimeBodySchema } from '@shared/invoice-generator/invoice-generator.api.schemas';
import type { RecordPaymentBody } from '@shared/invoice-generator/payments';
import { invoiceActions } from '@shared/invoice-generator/actions';
import { type Actor, asPerson, authorizeAction } from '../../actor/actor';
import { audit } from '../../audit/audit';
import type { TenantTx } from '../../db/tenant-scope';
import { emit } from '../../events/domain-events';
import { createDraftFromTime } from './invoice-from-time';
import { type CorrectionInput, issueCorrection } from './invoice-corrections.service';
import { invoiceDetail, invoiceRow } from './invoice-reads.service';
import { createDraft, deleteDraft, issueInvoice, updateDraft } from './invoice-generator.service';
import { resubmitRejectedReport } from './nav-resubmit.service';
import { claimPaymentReminder, deletePayment, invoicePaymentsOf, recordPayment, releasePaymentReminder } from './payments.service';
import './invoice-generator.events';

const subjectOf = (id: string) => ({ type: 'invoice', id });

/** The writer behind the actor: invoices name who created and issued them. */
function writer(actor: Actor) {
  authorizeAction(actor, invoiceActions.issue);
  return asPerson(actor);
}

async function issued(tx: TenantTx, actor: Actor, id: string, originalNumber: string | null) {
  const row = await invoiceRow(tx, actor.tenantId, id);
  await emit(tx, actor, 'invoice.issued', subjectOf(id), {
    number: row.number!,
    operation: row.operation,
    originalNumber,
    contactId: row.contactId,
    matterId: row.matterId,
    currency: row.currency,
    grossAmount: row.grossAmount,
    grossAmountHuf: row.grossAmountHuf,
    issueDate: row.issueDate,
    paymentDate: row.paymentDate,
  });
}

// ── Drafts ──

export async function addDraft(tx: TenantTx, actor: Actor, body: z.output<typeof invoiceDraftBodySchema>): Promise<string> {
  const id = await createDraft(tx, writer(actor), body);
  await audit(tx, actor, 'invoices.draft_create', subjectOf(id), { lines: body.lines.length });
  return id;
}

export async function addDraftFromTime(tx: TenantTx, actor: Actor, body: z.output<typeof invoiceFromTimeBodySchema>) {
  const result = await createDraftFromTime(tx, writer(actor), body);
  await audit(tx, actor, 'invoices.draft_from_time', subjectOf(result.id), {
    ...(body.clientContactId ? { clientContactId: body.clientContactId } : { matterId: body.matterId }),
    entries: result.entries,
    currency: result.currency,
  });
  return result;
}

export async function saveDraft(tx: TenantTx, actor: Actor, id: string, body: z.output<typeof invoiceDraftBodySchema>) {
  await updateDraft(tx, writer(actor), id, body);
  await audit(tx, actor, 'invoices.draft_update', subjectOf(id), { lines: body.lines.length });
  return invoiceDetail(tx, actor.tenantId, id);
}

export async function removeDraft(tx: TenantTx, actor: Actor, id: string): Promise<void> {
  await deleteDraft(tx, writer(actor), id);
  await audit(tx, actor, 'invoices.draft_delete', subjectOf(id), {});
}

// ── Issuing and corrections ──

/** Issues a draft (its number, NAV check, queued report): `invoices.issue`, `invoice.issued`. */
export async function issueInvoiceFor(tx: TenantTx, actor: Actor, id: string, acceptWarnings: string[]): Promise<{ id: string; number: string }> {
  const result = await issueInvoice(tx, writer(actor), id, { acceptWarnings });
  await audit(tx, actor, 'invoices.issue', subjectOf(result.id), { number: result.number, acceptedWarnings: acceptWarnings });
  await issued(tx, actor, result.id, null);
  return result;
}

/** A storno or modifying invoice of the original: `invoices.storno` / `invoices.modify`, `invoice.issued`. */
export async function correctInvoice(tx: TenantTx, actor: Actor, originalId: string, kind: 'STORNO' | 'MODIFY', input: CorrectionInput, metadata: Record<string, unknown> = {}): Promise<{ id: string; number: string }> {
  const result = await issueCorrection(tx, writer(actor), originalId, kind, input);
  await audit(tx, actor, kind === 'STORNO' ? 'invoices.storno' : 'invoices.modify', subjectOf(result.id), { number: result.number, original: result.originalNumber, ...metadata });
  await issued(tx, actor, result.id, result.originalNumber);
  return { id: result.id, number: result.number };
}

/** Resubmits a report NAV rejected, under the same number: `invoices.nav_resubmit`. */
export async function resubmitToNav(tx: TenantTx, actor: Actor, id: string): Promise<{ id: string; number: string }> {
  const result = await resubmitRejectedReport(tx, writer(actor), id);
  await audit(tx, actor, 'invoices.nav_resubmit', subjectOf(result.id), { number: result.number, rejectedTransactionId: result.rejectedTransactionId, rejectedMessages: result.rejectedMessages });
  return { id: result.id, number: result.number };
}

// ── Payments ──

/** Records a payment of an issued original: `invoices.payment_record`, `payment.recorded`. */
export async function recordPaymentFor(tx: TenantTx, actor: Actor, invoiceId: string, body: { paidOn: string; amount: string; method: RecordPaymentBody['method']; note?: string | undefined }) {
  const id = await recordPayment(tx, writer(actor), invoiceId, body);
  await audit(tx, actor, 'invoices.payment_record', subjectOf(invoiceId), { paymentId: id, paidOn: body.paidOn, amount: body.amount, method: body.method });
  const { state } = await invoicePaymentsOf(tx, actor.tenantId, invoiceId);
  await emit(tx, actor, 'payment.recorded', subjectOf(invoiceId), { paymentId: id, paidOn: body.paidOn, amount: body.amount, method: body.method, state });
  return { id, state };
}

/** Removes a payment recorded by mistake: `invoices.payment_delete`, `payment.deleted`. */
export async function removePayment(tx: TenantTx, actor: Actor, invoiceId: string, paymentId: string) {
  authorizeAction(actor, invoiceActions.issue);
  const removed = await deletePayment(tx, actor.tenantId, invoiceId, paymentId);
  await audit(tx, actor, 'invoices.payment_delete', subjectOf(invoiceId), { paymentId: removed.id, paidOn: removed.paidOn, amount: removed.amount, method: removed.method });
  const payments = await invoicePaymentsOf(tx, actor.tenantId, invoiceId);
  await emit(tx, actor, 'payment.deleted', subjectOf(invoiceId), { paymentId: removed.id, paidOn: removed.paidOn, amount: removed.amount, state: payments.state });
  return payments;
}

/** Claims today's payment reminder of an overdue invoice (the mail is sent after the commit): `invoices.payment_reminder`. */
export async function claimReminder(tx: TenantTx, actor: Actor, invoiceId: string) {
  const claimed = await claimPaymentReminder(tx, writer(actor), invoiceId);
  await audit(tx, actor, 'invoices.payment_reminder', subjectOf(invoiceId), { reminderId: claimed.reminder.id, recipient: claimed.reminder.recipient, amountDue: claimed.reminder.amountDue });
  return claimed;
}

/** Gives a claimed reminder back when its mail could not be sent: `invoices.payment_reminder_failed`. */
export async function releaseReminder(tx: TenantTx, actor: Actor, invoiceId: string, reminderId: string): Promise<void> {
  authorizeAction(actor, invoiceActions.issue);
  await releasePaymentReminder(tx, actor.tenantId, reminderId);
  await audit(tx, actor, 'invoices.payment_reminder_failed', subjectOf(invoiceId), { reminderId });
}
