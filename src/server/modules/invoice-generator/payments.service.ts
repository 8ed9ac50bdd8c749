// Payments, payment state and receivables of issued invoices (decision 0167). What a chain owes is
// its original's gross plus every issued correction's (a storno brings it to 0); payments are
// recorded against the original. Sums come from the database; status and aging from shared rules.
import { and, asc, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { todayInBudapest } from '@shared/dates/iso-date';
import { formatHuDate, formatMoney, type HuCurrency } from '@shared/hu/format';
import {
  agingBucket,
  agingBuckets,
  cents,
  daysBetween,
  fromCents,
  paymentStatus,
  type InvoicePayments,
  type PaymentReminder,
  type PaymentState,
  type Receivables,
  type RecordPaymentBody,
} from '@shared/invoice-generator/payments';
import { contacts, invoicePayments, invoices, paymentReminders } from '../../db/schema';
import { paymentReminderMail, type MailContent } from '../../mail/templates';
import type { TenantTx } from '../../db/tenant-scope';
import { HttpError, notFound } from '../../lib/http-error';
import { addressText, taxNumberText } from './invoice-pdf';

// The outer row's id, always qualified: drizzle leaves a column unqualified in a select from one
// table, and an unqualified "id" inside these subqueries would bind to the subquery's own table.
const outerInvoiceId = sql.raw('"invoices"."id"');

/** Gross of the original plus its issued corrections, in the invoice currency. */
export const owedSql = sql<string>`(${invoices.grossAmount} + coalesce((select sum(c.gross_amount) from invoices c where c.original_invoice_id = ${outerInvoiceId} and c.status = 'issued'), 0))`;
export const paidSql = sql<string>`coalesce((select sum(p.amount) from invoice_payments p where p.invoice_id = ${outerInvoiceId}), 0)`;
/** A storno ends the chain of this original. */
export const cancelledSql = sql<boolean>`exists (select 1 from invoices s where s.original_invoice_id = ${outerInvoiceId} and s.operation = 'STORNO')`;

/** Which of these invoices a storno cancelled (for the modules that bill through invoicing, e.g. the hospitality folio). */
export async function cancelledInvoiceIds(tx: TenantTx, tenantId: string, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await tx
    .select({ id: invoices.id, cancelled: cancelledSql })
    .from(invoices)
    .where(and(eq(invoices.tenantId, tenantId), inArray(invoices.id, [...new Set(ids)])));
  return new Set(rows.filter((r) => r.cancelled).map((r) => r.id));
}

export function paymentStateOf(owed: string, paid: string, dueDate: string | null, today = todayInBudapest()): PaymentState {
  return { status: paymentStatus({ owed, paid, dueDate, today }), owed: fromCents(cents(owed)), paid: fromCents(cents(paid)), open: fromCents(Math.max(0, cents(owed) - cents(paid))) };
}

async function payableInvoice(tx: TenantTx, tenantId: string, id: string) {
  const [row] = await tx
    .select({
      id: invoices.id,
      status: invoices.status,
      operation: invoices.operation,
      number: invoices.number,
      issueDate: invoices.issueDate,
      paymentDate: invoices.paymentDate,
      currency: invoices.currency,
      contactId: invoices.contactId,
      customerName: invoices.customerName,
      owed: owedSql,
      paid: paidSql,
      cancelled: cancelledSql,
    })
    .from(invoices)
    .where(and(eq(invoices.tenantId, tenantId), eq(invoices.id, id)));
  if (!row) throw notFound();
  return row;
}

export async function invoicePaymentsOf(tx: TenantTx, tenantId: string, id: string): Promise<InvoicePayments> {
  const row = await payableInvoice(tx, tenantId, id);
  const [payments, reminders] = await Promise.all([
    tx
      .select()
      .from(invoicePayments)
      .where(and(eq(invoicePayments.tenantId, tenantId), eq(invoicePayments.invoiceId, id)))
      .orderBy(asc(invoicePayments.paidOn), asc(invoicePayments.createdAt)),
    tx
      .select()
      .from(paymentReminders)
      .where(and(eq(paymentReminders.tenantId, tenantId), eq(paymentReminders.invoiceId, id)))
      .orderBy(desc(paymentReminders.sentAt)),
  ]);
  return {
    state: paymentStateOf(row.owed, row.paid, row.paymentDate),
    payments: payments.map((p) => ({ id: p.id, paidOn: p.paidOn, amount: fromCents(cents(p.amount)), method: p.method, note: p.note, createdAt: p.createdAt.toISOString() })),
    reminders: reminders.map(reminderOut),
  };
}

function reminderOut(r: typeof paymentReminders.$inferSelect): PaymentReminder {
  return { id: r.id, recipient: r.recipient, amountDue: fromCents(cents(r.amountDue)), sentAt: r.sentAt.toISOString(), sentOn: r.sentOn };
}

export async function recordPayment(
  tx: TenantTx,
  actor: { tenantId: string; userId: string },
  id: string,
  body: { paidOn: string; amount: string; method: RecordPaymentBody['method']; note?: string | undefined },
): Promise<string> {
  // Serialises payments of one invoice: two at once cannot both pass the balance check.
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`invoice-payments:${id}`}, 0))`);
  const row = await payableInvoice(tx, actor.tenantId, id);
  if (row.status !== 'issued') throw new HttpError(409, 'INVOICE_NOT_ISSUED');
  if (row.operation !== 'CREATE') throw new HttpError(409, 'PAYMENT_ON_CORRECTION');
  if (row.cancelled) throw new HttpError(409, 'PAYMENT_ON_CANCELLED_INVOICE');
  if (row.issueDate && body.paidOn < row.issueDate) throw new HttpError(422, 'PAYMENT_BEFORE_ISSUE');
  if (body.paidOn > todayInBudapest()) throw new HttpError(422, 'PAYMENT_IN_FUTURE');
  const open = cents(row.owed) - cents(row.paid);
  if (open <= 0) throw new HttpError(409, 'PAYMENT_NOTHING_OPEN');
  if (cents(body.amount) > open) throw new HttpError(422, 'PAYMENT_EXCEEDS_BALANCE');
  const [created] = await tx
    .insert(invoicePayments)
    .values({ tenantId: actor.tenantId, invoiceId: id, paidOn: body.paidOn, amount: body.amount, method: body.method, note: body.note || null, createdBy: actor.userId })
    .returning({ id: invoicePayments.id });
  return created!.id;
}

/** Removes a mistaken payment record (decision 0210); the caller audits what was removed. */
export async function deletePayment(tx: TenantTx, tenantId: string, invoiceId: string, paymentId: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`invoice-payments:${invoiceId}`}, 0))`);
  const [removed] = await tx
    .delete(invoicePayments)
    .where(and(eq(invoicePayments.tenantId, tenantId), eq(invoicePayments.invoiceId, invoiceId), eq(invoicePayments.id, paymentId)))
    .returning({ id: invoicePayments.id, paidOn: invoicePayments.paidOn, amount: invoicePayments.amount, method: invoicePayments.method });
  if (!removed) throw notFound();
  return { ...removed, amount: fromCents(cents(removed.amount)) };
}

/**
 * Claims today's payment reminder of an overdue invoice (decision 0211): the row is the claim —
 * a second one the same Budapest day meets the unique index and is refused. Returns the mail the
 * caller sends after the commit (the outbox table is not writable by the request role).
 */
export async function claimPaymentReminder(tx: TenantTx, actor: { tenantId: string; userId: string }, id: string, now = new Date()): Promise<{ reminder: PaymentReminder; mail: MailContent & { to: string } }> {
  const row = await payableInvoice(tx, actor.tenantId, id);
  const today = todayInBudapest(now);
  if (row.status !== 'issued') throw new HttpError(409, 'INVOICE_NOT_ISSUED');
  if (row.operation !== 'CREATE') throw new HttpError(409, 'PAYMENT_ON_CORRECTION');
  const state = paymentStateOf(row.owed, row.paid, row.paymentDate, today);
  if (row.cancelled || state.status !== 'overdue') throw new HttpError(409, 'PAYMENT_REMINDER_NOT_OVERDUE');
  const [contact] = row.contactId
    ? await tx
        .select({ email: contacts.email, name: contacts.name })
        .from(contacts)
        .where(and(eq(contacts.tenantId, actor.tenantId), eq(contacts.id, row.contactId)))
    : [];
  const to = contact?.email?.trim();
  if (!to) throw new HttpError(422, 'PAYMENT_REMINDER_NO_EMAIL');
  const [claimed] = await tx
    .insert(paymentReminders)
    .values({ tenantId: actor.tenantId, invoiceId: id, recipient: to, amountDue: state.open, sentBy: actor.userId, sentAt: now, sentOn: today })
    .onConflictDoNothing()
    .returning();
  if (!claimed) throw new HttpError(409, 'PAYMENT_REMINDER_ALREADY_SENT_TODAY');
  // The issuer is the seller printed on the invoice (its snapshot), not today's firm profile (decision 0491).
  const [issued] = await tx
    .select({ document: invoices.document })
    .from(invoices)
    .where(and(eq(invoices.tenantId, actor.tenantId), eq(invoices.id, id)));
  const seller = issued!.document!.supplier;
  const content = paymentReminderMail(row.customerName || contact?.name || to, {
    firm: seller.name,
    taxNumber: taxNumberText(seller.taxNumber) ?? null,
    address: addressText(seller.address) || null,
    number: row.number!,
    issueText: formatHuDate(row.issueDate!),
    dueText: formatHuDate(row.paymentDate!),
    openText: formatMoney(Number(state.open), row.currency as HuCurrency),
    bankAccount: seller.bankAccountNumber ?? null,
  });
  return { reminder: reminderOut(claimed), mail: { to, ...content } };
}

/** The mail could not be delivered: the claim goes, so the reminder can be sent again today. */
export async function releasePaymentReminder(tx: TenantTx, tenantId: string, reminderId: string): Promise<void> {
  await tx.delete(paymentReminders).where(and(eq(paymentReminders.tenantId, tenantId), eq(paymentReminders.id, reminderId)));
}

export async function listReceivables(tx: TenantTx, tenantId: string, today = todayInBudapest(), filter: { contactId?: string | undefined } = {}): Promise<Receivables> {
  const where: SQL[] = [eq(invoices.tenantId, tenantId), eq(invoices.status, 'issued'), eq(invoices.operation, 'CREATE'), isNull(invoices.originalInvoiceId), sql`${owedSql} - ${paidSql} > 0`];
  if (filter.contactId) where.push(eq(invoices.contactId, filter.contactId));
  const lastReminder = sql<string | null>`(select max(r.sent_at) from payment_reminders r where r.invoice_id = ${outerInvoiceId})`;
  const rows = await tx
    .select({
      id: invoices.id,
      number: invoices.number,
      customerName: invoices.customerName,
      contactId: invoices.contactId,
      currency: invoices.currency,
      exchangeRate: invoices.exchangeRate,
      issueDate: invoices.issueDate,
      paymentDate: invoices.paymentDate,
      owed: owedSql,
      paid: paidSql,
      lastReminder,
    })
    .from(invoices)
    .where(and(...where))
    .orderBy(asc(invoices.paymentDate), asc(invoices.number));
  const totals = Object.fromEntries(agingBuckets.map((b) => [b, 0])) as Record<(typeof agingBuckets)[number], number>;
  const items = rows.map((r) => {
    const state = paymentStateOf(r.owed, r.paid, r.paymentDate, today);
    const bucket = agingBucket(r.paymentDate, today);
    const openHuf = Math.round(cents(state.open) * Number(r.exchangeRate));
    totals[bucket] += openHuf;
    return {
      invoiceId: r.id,
      number: r.number!,
      customerName: r.customerName,
      contactId: r.contactId,
      currency: r.currency,
      issueDate: r.issueDate!,
      dueDate: r.paymentDate,
      owed: state.owed,
      paid: state.paid,
      open: state.open,
      openHuf: fromCents(openHuf),
      daysOverdue: r.paymentDate ? Math.max(0, daysBetween(r.paymentDate, today)) : 0,
      bucket,
      status: state.status,
      lastReminderAt: r.lastReminder ? new Date(r.lastReminder).toISOString() : null,
    };
  });
  const buckets = Object.fromEntries(agingBuckets.map((b) => [b, fromCents(totals[b])])) as Receivables['buckets'];
  return { items, buckets, totalHuf: fromCents(Object.values(totals).reduce((a, b) => a + b, 0)) };
}

/**
 * Each client contact's open balance in HUF and its overdue part (client management, decision
 * 0206): the receivables above, summed per contact, so both screens agree to the forint.
 */
export async function openBalancesByClient(tx: TenantTx, tenantId: string, today = todayInBudapest()): Promise<Map<string, { openHuf: string; overdueHuf: string }>> {
  const sums = new Map<string, { open: number; overdue: number }>();
  for (const item of (await listReceivables(tx, tenantId, today)).items) {
    if (!item.contactId) continue;
    const sum = sums.get(item.contactId) ?? { open: 0, overdue: 0 };
    sum.open += cents(item.openHuf);
    if (item.status === 'overdue') sum.overdue += cents(item.openHuf);
    sums.set(item.contactId, sum);
  }
  return new Map([...sums].map(([id, sum]) => [id, { openHuf: fromCents(sum.open), overdueHuf: fromCents(sum.overdue) }]));
}
