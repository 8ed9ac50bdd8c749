// Invoices inside the request transaction (withTenant). Drafts are free to change; issuing
// computes the document with the shared model, checks NAV's business rules and the InvoiceData
// XML against NAV's XSDs, allocates the series number from the counter row and inserts the NAV
// report row — all in the one transaction, so a refused or failed issue burns no number
// (decisions 0141, 0144, 0146). Every function assumes the route checked the permission.
// Corrections: invoice-corrections.service.ts; reading: invoice-reads.service.ts (issue 33.8).
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { addDays, todayInBudapest } from '@shared/dates/iso-date';
import type { InvoiceDraftBody, NavCheckResponse, invoiceDraftBodySchema } from '@shared/invoice-generator/invoice-generator.api.schemas';
import { normalizeDecimal } from '@shared/invoice-generator/decimal';
import { calculateLine, calculateTotals, type CalculatedLine } from '@shared/invoice-generator/invoice-calculation';
import { createInvoice, type InvoiceChain, type InvoiceDocument } from '@shared/invoice-generator/invoice-document';
import { invoiceDraftSchema, type InvoiceDraft, type InvoiceLine, type InvoiceLineInput } from '@shared/invoice-generator/invoice-generator.schemas';
import { vatReason, type VatCode } from '@shared/invoice-generator/vat';
import type { z } from 'zod';
import { contacts, invoiceLines, invoices, invoiceSeries, invoiceSettings, invoiceTimeEntries, matters, navCredentials, navReports, type InvoiceLineRow, type InvoiceRow } from '../../db/schema';
import type { TenantTx } from '../../db/tenant-scope';
import { HttpError, notFound } from '../../lib/http-error';
import { lockEntriesForInvoice } from '../time-tracking';
import { customerFromContact, supplierFromSettings } from './invoice-parties';
import { prepareInvoiceData } from './nav/invoice-report';

export interface Actor {
  tenantId: string;
  userId: string;
}

export const DEFAULT_SERIES_PREFIX = 'SZ';

export function formatInvoiceNumber(prefix: string, n: number): string {
  return `${prefix}/${String(n).padStart(6, '0')}`;
}

/** The firm's default series, created on first use (concurrent first uses meet on the unique prefix). */
export async function defaultSeries(tx: TenantTx, tenantId: string) {
  const [existing] = await tx
    .select()
    .from(invoiceSeries)
    .where(and(eq(invoiceSeries.tenantId, tenantId), eq(invoiceSeries.isDefault, true)))
    .limit(1);
  if (existing) return existing;
  await tx.insert(invoiceSeries).values({ tenantId, prefix: DEFAULT_SERIES_PREFIX, name: 'Általános számlatömb', isDefault: true }).onConflictDoNothing();
  const [row] = await tx
    .select()
    .from(invoiceSeries)
    .where(and(eq(invoiceSeries.tenantId, tenantId), eq(invoiceSeries.prefix, DEFAULT_SERIES_PREFIX)));
  if (!row) throw new Error('default invoice series not created');
  return row;
}

/**
 * Raises the series' counter in this transaction and returns the new number. The row stays locked
 * until commit, so concurrent issues in one series queue here and get consecutive numbers; a
 * rollback gives the number back (no gap). Not a sequence: sequences leave gaps on rollback.
 */
export async function allocateNumber(tx: TenantTx, tenantId: string, seriesId: string): Promise<string> {
  const [row] = await tx
    .update(invoiceSeries)
    .set({ last: sql`${invoiceSeries.last} + 1` })
    .where(and(eq(invoiceSeries.tenantId, tenantId), eq(invoiceSeries.id, seriesId)))
    .returning({ last: invoiceSeries.last, prefix: invoiceSeries.prefix });
  if (!row) throw new HttpError(400, 'INVOICE_SERIES_NOT_FOUND');
  return formatInvoiceNumber(row.prefix, row.last);
}

async function sellerSettings(tx: TenantTx, tenantId: string) {
  const [row] = await tx.select().from(invoiceSettings).where(eq(invoiceSettings.tenantId, tenantId));
  if (!row) throw new HttpError(409, 'INVOICE_SELLER_SETTINGS_MISSING');
  return row;
}

async function contactOf(tx: TenantTx, tenantId: string, contactId: string) {
  const [row] = await tx
    .select({ id: contacts.id, kind: contacts.kind, name: contacts.name, taxNumber: contacts.taxNumber, euVatNumber: contacts.euVatNumber, address: contacts.address })
    .from(contacts)
    .where(and(eq(contacts.tenantId, tenantId), eq(contacts.id, contactId), isNull(contacts.deletedAt)));
  if (!row) throw new HttpError(400, 'INVOICE_CONTACT_NOT_FOUND');
  return row;
}

// ---------------------------------------------------------------------------------------------
// Drafts

type DraftBody = z.output<typeof invoiceDraftBodySchema>;

export function currencyContext(body: { currency: string; exchangeRate: string }) {
  return { currency: body.currency, exchangeRate: body.currency === 'HUF' ? '1' : body.exchangeRate };
}

function lineRows(tenantId: string, invoiceId: string, lines: readonly CalculatedLine[]) {
  return lines.map((l) => ({
    tenantId,
    invoiceId,
    lineNumber: l.lineNumber,
    lineNumberReference: l.lineNumberReference ?? null,
    description: l.description,
    nature: l.nature,
    quantity: l.quantity,
    unitOfMeasure: l.unitOfMeasure,
    unitOfMeasureOwn: l.unitOfMeasureOwn ?? null,
    unitPrice: l.unitPrice,
    discount: l.discount ?? null,
    vatCode: l.vat.code,
    vatReason: vatReason(l.vat) ?? null,
    netAmount: l.amounts.net,
    vatAmount: l.amounts.vat,
    grossAmount: l.amounts.gross,
    netAmountHuf: l.amounts.netHUF,
    vatAmountHuf: l.amounts.vatHUF,
    grossAmountHuf: l.amounts.grossHUF,
  }));
}

function totalColumns(total: { net: string; vat: string; gross: string; netHUF: string; vatHUF: string; grossHUF: string }) {
  return { netAmount: total.net, vatAmount: total.vat, grossAmount: total.gross, netAmountHuf: total.netHUF, vatAmountHuf: total.vatHUF, grossAmountHuf: total.grossHUF };
}

/**
 * A draft's matter and series as saved before: a body that leaves them out keeps them (the editor
 * edits neither; issue 38.1: a draft from a matter's time lost its matter on the editor's save),
 * an explicit null detaches the matter or takes the default series.
 */
function keptReferences(body: DraftBody, before: InvoiceRow): DraftBody {
  return { ...body, matterId: body.matterId === undefined ? before.matterId : body.matterId, seriesId: body.seriesId === undefined ? before.seriesId : body.seriesId };
}

async function draftFields(tx: TenantTx, tenantId: string, body: DraftBody) {
  let customerName = '';
  if (body.contactId) customerName = (await contactOf(tx, tenantId, body.contactId)).name;
  if (body.matterId) {
    const [m] = await tx
      .select({ id: matters.id })
      .from(matters)
      .where(and(eq(matters.tenantId, tenantId), eq(matters.id, body.matterId)));
    if (!m) throw new HttpError(400, 'INVOICE_MATTER_NOT_FOUND');
  }
  let seriesId = body.seriesId ?? null;
  if (seriesId) {
    const [s] = await tx
      .select({ id: invoiceSeries.id })
      .from(invoiceSeries)
      .where(and(eq(invoiceSeries.tenantId, tenantId), eq(invoiceSeries.id, seriesId)));
    if (!s) throw new HttpError(400, 'INVOICE_SERIES_NOT_FOUND');
  } else {
    seriesId = (await defaultSeries(tx, tenantId)).id;
  }
  const ctx = currencyContext(body);
  const calculated = body.lines.map((l, i) => calculateLine(l as InvoiceLine, i + 1, ctx));
  const totals = calculateTotals(calculated, ctx);
  return {
    fields: {
      seriesId,
      contactId: body.contactId ?? null,
      matterId: body.matterId ?? null,
      customerName,
      currency: body.currency,
      exchangeRate: ctx.exchangeRate,
      exchangeRateSource: body.currency === 'HUF' ? null : (body.exchangeRateSource ?? null),
      exchangeRateDate: body.currency === 'HUF' ? null : (body.exchangeRateDate ?? null),
      deliveryDate: body.deliveryDate ?? null,
      paymentDate: body.paymentDate ?? null,
      paymentMethod: body.paymentMethod,
      note: body.note ?? null,
      ...totalColumns(totals.total),
    },
    calculated,
  };
}

export async function createDraft(tx: TenantTx, actor: Actor, body: DraftBody): Promise<string> {
  const { fields, calculated } = await draftFields(tx, actor.tenantId, body);
  const id = crypto.randomUUID();
  await tx.insert(invoices).values({ id, tenantId: actor.tenantId, ...fields, createdBy: actor.userId });
  if (calculated.length > 0) await tx.insert(invoiceLines).values(lineRows(actor.tenantId, id, calculated));
  return id;
}

/** The invoice row, locked for this transaction (a draft being issued or an original being corrected). */
export async function lockedInvoice(tx: TenantTx, tenantId: string, id: string): Promise<InvoiceRow> {
  const [row] = await tx
    .select()
    .from(invoices)
    .where(and(eq(invoices.tenantId, tenantId), eq(invoices.id, id)))
    .for('update');
  if (!row) throw notFound();
  return row;
}

async function lockedDraft(tx: TenantTx, tenantId: string, id: string): Promise<InvoiceRow> {
  const row = await lockedInvoice(tx, tenantId, id);
  if (row.status !== 'draft') throw new HttpError(409, 'INVOICE_ISSUED_IMMUTABLE');
  return row;
}

export async function updateDraft(tx: TenantTx, actor: Actor, id: string, body: DraftBody): Promise<void> {
  const before = await lockedDraft(tx, actor.tenantId, id);
  const { fields, calculated } = await draftFields(tx, actor.tenantId, keptReferences(body, before));
  await tx.delete(invoiceLines).where(and(eq(invoiceLines.tenantId, actor.tenantId), eq(invoiceLines.invoiceId, id)));
  await tx
    .update(invoices)
    .set({ ...fields, updatedAt: new Date() })
    .where(and(eq(invoices.tenantId, actor.tenantId), eq(invoices.id, id)));
  if (calculated.length > 0) await tx.insert(invoiceLines).values(lineRows(actor.tenantId, id, calculated));
}

export async function deleteDraft(tx: TenantTx, actor: Actor, id: string): Promise<void> {
  await lockedDraft(tx, actor.tenantId, id);
  await tx.delete(invoices).where(and(eq(invoices.tenantId, actor.tenantId), eq(invoices.id, id)));
}

// ---------------------------------------------------------------------------------------------
// Issuing

export function lineInput(r: InvoiceLineRow): InvoiceLineInput {
  return {
    description: r.description,
    nature: r.nature as InvoiceLineInput['nature'],
    quantity: normalizeDecimal(r.quantity),
    unitOfMeasure: r.unitOfMeasure as InvoiceLineInput['unitOfMeasure'],
    ...(r.unitOfMeasureOwn ? { unitOfMeasureOwn: r.unitOfMeasureOwn } : {}),
    unitPrice: normalizeDecimal(r.unitPrice),
    ...(r.discount ? { discount: r.discount } : {}),
    vat: { code: r.vatCode as VatCode, ...(r.vatReason ? { reason: r.vatReason } : {}) },
  };
}

/** Refuses with the named problems (NAV rules, XSD) — nothing is written, no number is used. */
function invalidForNav(fields: Record<string, string>): HttpError {
  return new HttpError(422, 'INVOICE_INVALID_FOR_NAV', undefined, fields);
}

/**
 * Checks the document (rules + XSD); returns the report data of a valid one, throws the named
 * problems otherwise. With `acceptWarnings` (issuing, issue 39.6) a warning whose code the user
 * has not accepted refuses too (409 INVOICE_NAV_WARNINGS, the warnings named), so no invoice is
 * issued over a warning nobody saw.
 */
export async function checkedReport(doc: InvoiceDocument, ctx: { chain?: InvoiceChain; today: string }, acceptWarnings?: readonly string[]) {
  const report = await prepareInvoiceData(doc, ctx);
  const fields: Record<string, string> = {};
  if (!report.ok) {
    for (const issue of report.issues.filter((i) => i.severity === 'error')) fields[`${issue.path}:${issue.code}`] = issue.message;
    report.xsd.errors.forEach((e, i) => (fields[`xsd:${i + 1}`] = e));
    throw invalidForNav(fields);
  }
  if (acceptWarnings) {
    for (const issue of report.issues.filter((i) => i.severity === 'warning' && !acceptWarnings.includes(i.code))) fields[`${issue.path}:${issue.code}`] = issue.message;
    if (Object.keys(fields).length > 0) throw new HttpError(409, 'INVOICE_NAV_WARNINGS', undefined, fields);
  }
  return report;
}

/** Placeholder number for the checks before allocation: as long as a real one, so length limits bite alike. */
export const PLACEHOLDER_PREFIX = 'ELLENORZES';

export async function insertIssued(tx: TenantTx, actor: Actor, id: string, doc: InvoiceDocument, base64: string, now: Date) {
  await tx.insert(invoiceLines).values(lineRows(actor.tenantId, id, doc.lines));
  await tx
    .update(invoices)
    .set({
      status: 'issued',
      number: doc.invoiceNumber,
      customerName: doc.customer.name ?? '',
      issueDate: doc.issueDate,
      deliveryDate: doc.deliveryDate,
      paymentDate: doc.paymentDate ?? null,
      document: doc,
      ...totalColumns(doc.totals.total),
      issuedBy: actor.userId,
      issuedAt: now,
      updatedAt: now,
    })
    .where(and(eq(invoices.tenantId, actor.tenantId), eq(invoices.id, id)));
  await tx.insert(navReports).values({ tenantId: actor.tenantId, invoiceId: id, operation: doc.operation, invoiceData: base64 });
}

export interface IssueOptions {
  /** Europe/Budapest today; the seed issues its demo invoices on past days. */
  today?: string;
  now?: Date;
  /** Codes of the NAV warnings the user saw and accepted; any other warning refuses (409). */
  acceptWarnings?: readonly string[];
}

/**
 * The draft as it would be issued `today` (locked), and the number it would get next – what the
 * NAV check and the issue both judge, so the check shows exactly what issuing would meet.
 */
export async function issuableDraft(tx: TenantTx, actor: Actor, id: string, today: string) {
  const draftRow = await lockedDraft(tx, actor.tenantId, id);
  if (!draftRow.contactId) throw new HttpError(400, 'INVOICE_CONTACT_REQUIRED');
  const settings = await sellerSettings(tx, actor.tenantId);
  const contact = await contactOf(tx, actor.tenantId, draftRow.contactId);
  const lines = await tx
    .select()
    .from(invoiceLines)
    .where(and(eq(invoiceLines.tenantId, actor.tenantId), eq(invoiceLines.invoiceId, id)))
    .orderBy(asc(invoiceLines.lineNumber));
  const parsed = invoiceDraftSchema.safeParse({
    issueDate: today,
    deliveryDate: draftRow.deliveryDate ?? today,
    paymentDate: draftRow.paymentDate ?? addDays(today, settings.paymentDays),
    paymentMethod: draftRow.paymentMethod,
    currency: draftRow.currency,
    exchangeRate: draftRow.currency === 'HUF' ? '1' : draftRow.exchangeRate,
    ...(draftRow.exchangeRateSource ? { exchangeRateSource: draftRow.exchangeRateSource } : {}),
    ...(draftRow.exchangeRateDate ? { exchangeRateDate: draftRow.exchangeRateDate } : {}),
    appearance: 'ELECTRONIC',
    supplier: supplierFromSettings(settings),
    customer: customerFromContact(contact),
    lines: lines.map(lineInput),
  });
  if (!parsed.success) {
    throw invalidForNav(Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.'), i.message])));
  }
  const draft: InvoiceDraft = parsed.data;
  const series = await tx.select({ prefix: invoiceSeries.prefix, last: invoiceSeries.last }).from(invoiceSeries).where(eq(invoiceSeries.id, draftRow.seriesId));
  return { draftRow, draft, nextNumber: formatInvoiceNumber(series[0]?.prefix ?? PLACEHOLDER_PREFIX, (series[0]?.last ?? 0) + 1) };
}

/** What issuing the draft today would meet: the rules' errors and warnings, and the XSD's errors (no number is taken). */
export async function navCheckOfDraft(tx: TenantTx, actor: Actor, id: string, today = todayInBudapest()): Promise<NavCheckResponse> {
  const { draft, nextNumber } = await issuableDraft(tx, actor, id, today);
  const report = await prepareInvoiceData(createInvoice(draft, nextNumber), { today });
  const [credentials] = await tx.select({ tenantId: navCredentials.tenantId }).from(navCredentials).where(eq(navCredentials.tenantId, actor.tenantId));
  return { issues: report.issues, xsdErrors: report.xsd.errors, navConfigured: credentials !== undefined };
}

/** Issues a draft: number, frozen document, NAV report row — one transaction. */
export async function issueInvoice(tx: TenantTx, actor: Actor, id: string, options: IssueOptions = {}): Promise<{ id: string; number: string }> {
  const today = options.today ?? todayInBudapest();
  const { draftRow, draft, nextNumber } = await issuableDraft(tx, actor, id, today);
  // Everything that can refuse runs before the number is taken: the counter's lock is then held
  // only for the final build, insert and commit.
  await checkedReport(createInvoice(draft, nextNumber), { today }, options.acceptWarnings ?? []);
  // Decision 0149: the time entries the draft was built from go on this invoice, all or none —
  // one meanwhile invoiced elsewhere refuses the issue (409) before a number is taken.
  await lockCoveredEntries(tx, actor.tenantId, id);
  const number = await allocateNumber(tx, actor.tenantId, draftRow.seriesId);
  const doc = createInvoice(draft, number);
  const report = await checkedReport(doc, { today });
  await tx.delete(invoiceLines).where(and(eq(invoiceLines.tenantId, actor.tenantId), eq(invoiceLines.invoiceId, id)));
  await insertIssued(tx, actor, id, doc, report.base64, options.now ?? new Date());
  return { id, number };
}

/** Locks exactly the time entries a draft covers (invoice_time_entries) to it; 409 TIME_ENTRY_INVOICE_CONFLICT if one is taken. */
async function lockCoveredEntries(tx: TenantTx, tenantId: string, invoiceId: string): Promise<void> {
  const rows = await tx
    .select({ id: invoiceTimeEntries.timeEntryId })
    .from(invoiceTimeEntries)
    .where(and(eq(invoiceTimeEntries.tenantId, tenantId), eq(invoiceTimeEntries.invoiceId, invoiceId)));
  await lockEntriesForInvoice(
    tx,
    tenantId,
    rows.map((r) => r.id),
    invoiceId,
  );
}

export type { InvoiceDraftBody };
