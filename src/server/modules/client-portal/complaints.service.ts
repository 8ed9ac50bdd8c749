// Complaints (panasz) of the customer portal (issue 35 point 5, decisions 0405–0408). A customer
// files a written complaint for one of their clients, optionally about one of its matters or
// invoices; the firm gets the record of Fgytv. 17/A. § (5), a 30-day answer deadline (in the
// deadline list, on the related matter, through the deadlines module's port) and moves it
// submitted → in_progress → answered → closed. The written answer, with its reasons and the
// remedies when it rejects, is what the customer reads. Every change is audited and emits a
// domain event (ids only: a complaint's content is the lawyer's secret, Üttv. 9. §).
// The customer side reads only its own clients' complaints: ownClients here, RLS in the database.
import { randomInt } from 'node:crypto';
import { and, asc, desc, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { addDays, todayInBudapest } from '@shared/dates/iso-date';
import { complaintRemediesText } from '@shared/client-portal/complaint-remedies';
import { formatAddress } from '@shared/hu/address';
import {
  COMPLAINT_ANSWER_DAYS,
  COMPLAINT_RETENTION_YEARS,
  complaintAnswerable,
  type Complaint,
  type ComplaintAnswerBody,
  type ComplaintList,
  type ComplaintOptions,
  type ComplaintStatus,
  type ComplaintSummary,
  complaintAnswerBodySchema,
  complaintTransitions,
  type NewComplaintBody,
  newComplaintBodySchema,
} from '@shared/client-portal/complaints.schemas';
import { type Actor, authorize, type PersonActor } from '../../actor/actor';
import { audit, recordAudit } from '../../audit/audit';
import type { Database } from '../../db/client';
import { contacts, firmProfiles, invoices, matterParties, matters, portalComplaints, type PortalComplaintRow, users } from '../../db/schema';
import type { TenantTx } from '../../db/tenant-scope';
import { emit } from '../../events/domain-events';
import { DomainError, notFound } from '../../lib/domain-error';
import { ownClients, ownMatters } from './client-portal.service';
import './complaints.events';

/** What complaints use of the deadlines module, wired by portal/module.ts from the deadlines face. */
export interface ComplaintDeadlines {
  /** A fixed deadline on the matter, with its responsible person; returns its id. */
  add(tx: TenantTx, actor: PersonActor, input: { matterId: string; title: string; dueOn: string; responsibleId: string | null; notes: string }): Promise<string>;
  /** The deadline is met (the answer went out). */
  complete(tx: TenantTx, actor: PersonActor, deadlineId: string): Promise<void>;
}

const REFERENCE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** The complaint's unique identifier (17/A. § (3) asks one of electronic complaints): P-<year>-<6 characters>. */
export function complaintReference(today: string): string {
  let code = '';
  for (let i = 0; i < 6; i += 1) code += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)];
  return `P-${today.slice(0, 4)}-${code}`;
}

/** Day + whole years, the 29th of February becoming the 28th when the target year has none. */
export function addYears(day: string, years: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const year = y + years;
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const dd = m === 2 && d === 29 && !leap ? 28 : d;
  return `${String(year).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(dd).padStart(2, '0')}`;
}

/** The last day to answer a complaint received on `receivedDay` (calendar days, never moved later: decision 0406). */
export const complaintDueOn = (receivedDay: string) => addDays(receivedDay, COMPLAINT_ANSWER_DAYS);

const handler = alias(users, 'complaint_handler');
const answerer = alias(users, 'complaint_answerer');
const submitter = alias(users, 'complaint_submitter');

const summaryColumns = {
  c: portalComplaints,
  clientName: contacts.name,
  matterNumber: matters.number,
  matterTitle: matters.title,
  invoiceNumber: invoices.number,
  handlerName: handler.name,
};

type SummaryRow = { c: PortalComplaintRow; clientName: string | null; matterNumber: string | null; matterTitle: string | null; invoiceNumber: string | null; handlerName: string | null };

function summaryQuery(tx: TenantTx, where: SQL | undefined) {
  return tx
    .select(summaryColumns)
    .from(portalComplaints)
    .leftJoin(contacts, eq(contacts.id, portalComplaints.contactId))
    .leftJoin(matters, eq(matters.id, portalComplaints.matterId))
    .leftJoin(invoices, eq(invoices.id, portalComplaints.invoiceId))
    .leftJoin(handler, eq(handler.id, portalComplaints.handlerId))
    .where(where);
}

function toSummary(r: SummaryRow, today: string): ComplaintSummary {
  const c = r.c;
  const open = c.status === 'submitted' || c.status === 'in_progress';
  return {
    id: c.id,
    reference: c.reference,
    subject: c.subject,
    status: c.status,
    client: { id: c.contactId, name: r.clientName ?? c.complainantName },
    matter: c.matterId && r.matterNumber ? { id: c.matterId, label: `${r.matterNumber} – ${r.matterTitle ?? ''}` } : null,
    invoice: c.invoiceId && r.invoiceNumber ? { id: c.invoiceId, label: r.invoiceNumber } : null,
    receivedAt: c.receivedAt.toISOString(),
    dueOn: c.dueOn,
    overdue: open && c.dueOn < today,
    answeredAt: c.answeredAt?.toISOString() ?? null,
    handler: c.handlerId ? { id: c.handlerId, name: r.handlerName ?? '' } : null,
  };
}

async function toDetail(tx: TenantTx, r: SummaryRow, now: Date): Promise<Complaint> {
  const c = r.c;
  const names = await tx
    .select({ submittedBy: submitter.name, answeredBy: answerer.name })
    .from(portalComplaints)
    .leftJoin(submitter, eq(submitter.id, portalComplaints.submittedBy))
    .leftJoin(answerer, eq(answerer.id, portalComplaints.answeredBy))
    .where(eq(portalComplaints.id, c.id));
  const who = names[0];
  return {
    ...toSummary(r, todayInBudapest(now)),
    text: c.body,
    record: {
      complainantName: c.complainantName,
      complainantAddress: c.complainantAddress,
      consumer: c.consumer,
      channel: c.channel,
      place: 'Ügyfélportál (elektronikus írásbeli panasz)',
      submittedBy: who?.submittedBy ?? null,
    },
    answer: c.outcome && c.answer ? { outcome: c.outcome, text: c.answer, reasons: c.reasons, remedies: c.remedies, answeredBy: who?.answeredBy ?? null } : null,
    closedAt: c.closedAt?.toISOString() ?? null,
    retainUntil: c.retainUntil,
    deadlineId: c.deadlineId,
    remediesSuggestion: null,
  };
}

// ── The customer's side ──

/** The clients, matters and invoices a customer may complain about. */
export async function complaintOptions(tx: TenantTx, actor: PersonActor): Promise<ComplaintOptions> {
  authorize(actor, 'canSubmitComplaint');
  const clients = await ownClients(tx, actor);
  const clientIds = clients.map((c) => c.id);
  if (clientIds.length === 0) return { clients: [], matters: [], invoices: [] };
  const matterRows = await tx
    .selectDistinct({ id: matters.id, number: matters.number, title: matters.title, clientId: matterParties.contactId })
    .from(matters)
    .innerJoin(matterParties, and(eq(matterParties.matterId, matters.id), eq(matterParties.role, 'client')))
    .where(and(eq(matters.tenantId, actor.tenantId), inArray(matterParties.contactId, clientIds)))
    .orderBy(asc(matters.number));
  const invoiceRows = await tx
    .select({ id: invoices.id, number: invoices.number, clientId: invoices.contactId })
    .from(invoices)
    .where(and(eq(invoices.tenantId, actor.tenantId), inArray(invoices.contactId, clientIds), ne(invoices.status, 'draft')))
    .orderBy(desc(invoices.issueDate))
    .limit(200);
  return {
    clients,
    matters: matterRows.flatMap((m) => (m.clientId ? [{ id: m.id, clientId: m.clientId, label: `${m.number} – ${m.title}` }] : [])),
    invoices: invoiceRows.flatMap((i) => (i.number && i.clientId ? [{ id: i.id, clientId: i.clientId, label: i.number }] : [])),
  };
}

/** The customer's complaints (of their own clients), newest first. */
export async function listOwnComplaints(tx: TenantTx, actor: PersonActor, now = new Date()): Promise<ComplaintList> {
  authorize(actor, 'canSubmitComplaint');
  const clientIds = (await ownClients(tx, actor)).map((c) => c.id);
  if (clientIds.length === 0) return { items: [] };
  const rows = await summaryQuery(tx, and(eq(portalComplaints.tenantId, actor.tenantId), inArray(portalComplaints.contactId, clientIds)))
    .orderBy(desc(portalComplaints.receivedAt))
    .limit(200);
  const today = todayInBudapest(now);
  return { items: rows.map((r) => toSummary(r, today)) };
}

/** One of the customer's complaints with the firm's answer; another customer's (or none) is 404. */
export async function ownComplaint(tx: TenantTx, actor: PersonActor, id: string, now = new Date()): Promise<Complaint> {
  authorize(actor, 'canSubmitComplaint');
  const clientIds = (await ownClients(tx, actor)).map((c) => c.id);
  if (clientIds.length === 0) throw notFound();
  const [row] = await summaryQuery(tx, and(eq(portalComplaints.tenantId, actor.tenantId), eq(portalComplaints.id, id), inArray(portalComplaints.contactId, clientIds)));
  if (!row) throw notFound();
  return toDetail(tx, row, now);
}

/** A customer files a written complaint; the firm's deadline goes on the related matter (or the invoice's matter). */
export async function fileComplaint(tx: TenantTx, actor: PersonActor, input: NewComplaintBody, deadlines: ComplaintDeadlines, now = new Date()): Promise<Complaint> {
  authorize(actor, 'canSubmitComplaint');
  const body = newComplaintBodySchema.parse(input);
  const clients = await ownClients(tx, actor);
  if (clients.length === 0) throw new DomainError('PORTAL_NO_CLIENT');
  const client = body.clientId ? clients.find((c) => c.id === body.clientId) : clients.length === 1 ? clients[0] : undefined;
  if (!client) throw body.clientId ? notFound() : new DomainError('PORTAL_CLIENT_REQUIRED');

  let matterId: string | null = null;
  let invoiceId: string | null = null;
  if (body.matterId) {
    const own = await ownMatters(tx, actor, [client.id]);
    if (!own.some((m) => m.id === body.matterId)) throw notFound();
    matterId = body.matterId;
  }
  if (body.invoiceId) {
    const [inv] = await tx
      .select({ id: invoices.id, matterId: invoices.matterId })
      .from(invoices)
      .where(and(eq(invoices.tenantId, actor.tenantId), eq(invoices.id, body.invoiceId), eq(invoices.contactId, client.id), ne(invoices.status, 'draft')));
    if (!inv) throw notFound();
    invoiceId = inv.id;
    // The invoice's matter carries the deadline when it is one the customer may see.
    if (inv.matterId && (await ownMatters(tx, actor, [client.id])).some((m) => m.id === inv.matterId)) matterId = inv.matterId;
  }

  const [contact] = await tx.select({ name: contacts.name, kind: contacts.kind, address: contacts.address }).from(contacts).where(eq(contacts.id, client.id));
  const [matter] = matterId ? await tx.select({ number: matters.number, lawyerId: matters.responsibleLawyerId }).from(matters).where(eq(matters.id, matterId)) : [];
  const today = todayInBudapest(now);
  const dueOn = complaintDueOn(today);
  const reference = complaintReference(today);
  // The deadline first: the customer's transaction may insert the complaint but not update it (RLS).
  const deadlineId = matterId
    ? await deadlines.add(tx, actor, {
        matterId,
        title: `Panasz megválaszolása (${reference})`,
        dueOn,
        responsibleId: matter?.lawyerId ?? null,
        notes: `Írásbeli panasz az ügyfélportálon, ${COMPLAINT_ANSWER_DAYS} napos válaszhatáridő (Fgytv. 17/A. § (7)).`,
      })
    : null;
  const [row] = await tx
    .insert(portalComplaints)
    .values({
      tenantId: actor.tenantId,
      reference,
      contactId: client.id,
      matterId,
      invoiceId,
      subject: body.subject,
      body: body.text,
      complainantName: contact?.name ?? client.name,
      complainantAddress: contact?.address ? formatAddress(contact.address) : null,
      consumer: contact?.kind === 'person',
      receivedAt: now,
      dueOn,
      submittedBy: actor.userId,
      handlerId: matter?.lawyerId ?? null,
      deadlineId,
      retainUntil: addYears(today, COMPLAINT_RETENTION_YEARS),
      updatedAt: now,
    })
    .returning({ id: portalComplaints.id });
  const complaintId = row!.id;
  const subject = { type: 'portal_complaint', id: complaintId };
  await audit(tx, actor, 'portal.complaint_file', subject, { reference, clientId: client.id, matterId, invoiceId, dueOn });
  await emit(tx, actor, 'complaint.submitted', subject, { complaintId, reference, clientId: client.id, matterId, invoiceId, dueOn });
  return ownComplaint(tx, actor, complaintId, now);
}

// ── The firm's side ──

/** The firm's complaints (RLS keeps a confidential matter's to its team), open ones by due day first. */
export async function listFirmComplaints(tx: TenantTx, actor: Actor, query: { status?: ComplaintStatus; overdue?: 'true' | 'false' }, now = new Date()): Promise<ComplaintList> {
  authorize(actor, 'canViewContacts');
  const today = todayInBudapest(now);
  const conditions: SQL[] = [eq(portalComplaints.tenantId, actor.tenantId)];
  if (query.status) conditions.push(eq(portalComplaints.status, query.status));
  if (query.overdue === 'true') conditions.push(inArray(portalComplaints.status, ['submitted', 'in_progress']), sql`${portalComplaints.dueOn} < ${today}`);
  const rows = await summaryQuery(tx, and(...conditions))
    .orderBy(sql`case when ${portalComplaints.status} in ('submitted', 'in_progress') then 0 else 1 end`, asc(portalComplaints.dueOn), desc(portalComplaints.receivedAt))
    .limit(500);
  return { items: rows.map((r) => toSummary(r, today)) };
}

async function firmRow(tx: TenantTx, actor: Actor, id: string, lock = false): Promise<PortalComplaintRow> {
  const q = tx
    .select()
    .from(portalComplaints)
    .where(and(eq(portalComplaints.tenantId, actor.tenantId), eq(portalComplaints.id, id)));
  const [row] = lock ? await q.for('update') : await q;
  if (!row) throw notFound();
  return row;
}

export async function firmComplaint(tx: TenantTx, actor: Actor, id: string, now = new Date()): Promise<Complaint> {
  authorize(actor, 'canViewContacts');
  const [row] = await summaryQuery(tx, and(eq(portalComplaints.tenantId, actor.tenantId), eq(portalComplaints.id, id)));
  if (!row) throw notFound();
  const [profile] = await tx.select({ conciliationBoard: firmProfiles.conciliationBoard, barAssociation: firmProfiles.barAssociation }).from(firmProfiles).where(eq(firmProfiles.tenantId, actor.tenantId));
  const conciliationBoard = profile?.conciliationBoard ?? null;
  const text = complaintRemediesText({ consumer: row.c.consumer, conciliationBoard, barAssociation: profile?.barAssociation ?? null });
  return { ...(await toDetail(tx, row, now)), remediesSuggestion: { text, boardMissing: conciliationBoard === null } };
}

/** A hand-set status: submitted → in_progress (taken up, the taker becomes the handler), answered → closed. */
export async function setComplaintStatus(tx: TenantTx, actor: PersonActor, id: string, status: ComplaintStatus, now = new Date()): Promise<Complaint> {
  authorize(actor, 'canEditContacts');
  const before = await firmRow(tx, actor, id, true);
  if (before.status === status) return firmComplaint(tx, actor, id, now);
  if (!complaintTransitions[before.status].includes(status)) throw new DomainError('COMPLAINT_STATUS_CHANGE');
  await tx
    .update(portalComplaints)
    .set({ status, updatedAt: now, ...(status === 'in_progress' && !before.handlerId ? { handlerId: actor.userId } : {}), ...(status === 'closed' ? { closedAt: now } : {}) })
    .where(eq(portalComplaints.id, id));
  const subject = { type: 'portal_complaint', id };
  await audit(tx, actor, 'portal.complaint_status', subject, { from: before.status, to: status });
  await emit(tx, actor, 'complaint.status_changed', subject, { complaintId: id, reference: before.reference, clientId: before.contactId, from: before.status, to: status });
  return firmComplaint(tx, actor, id, now);
}

/** The firm's written answer: visible to the customer, meets the deadline, keeps the record five years from now. */
export async function answerComplaint(tx: TenantTx, actor: PersonActor, id: string, input: ComplaintAnswerBody, deadlines: ComplaintDeadlines, now = new Date()): Promise<Complaint> {
  authorize(actor, 'canEditContacts');
  const body = complaintAnswerBodySchema.parse(input);
  const before = await firmRow(tx, actor, id, true);
  if (!complaintAnswerable(before.status)) throw new DomainError('COMPLAINT_CLOSED');
  const today = todayInBudapest(now);
  await tx
    .update(portalComplaints)
    .set({
      status: 'answered',
      outcome: body.outcome,
      answer: body.answer,
      reasons: body.reasons,
      remedies: body.remedies,
      answeredAt: now,
      answeredBy: actor.userId,
      handlerId: before.handlerId ?? actor.userId,
      retainUntil: addYears(today, COMPLAINT_RETENTION_YEARS) > before.retainUntil ? addYears(today, COMPLAINT_RETENTION_YEARS) : before.retainUntil,
      updatedAt: now,
    })
    .where(eq(portalComplaints.id, id));
  if (before.deadlineId && before.answeredAt === null) await deadlines.complete(tx, actor, before.deadlineId);
  const subject = { type: 'portal_complaint', id };
  await audit(tx, actor, 'portal.complaint_answer', subject, { reference: before.reference, outcome: body.outcome, again: before.answeredAt !== null });
  await emit(tx, actor, 'complaint.answered', subject, { complaintId: id, reference: before.reference, clientId: before.contactId, outcome: body.outcome, late: today > before.dueOn });
  return firmComplaint(tx, actor, id, now);
}

/**
 * The retention sweep (decision 0407): complaints whose keeping period is over are deleted, with one
 * audit entry per firm naming their references – the law sets how long they are kept, and we keep
 * them no longer (GDPR storage limitation). Runs on the owner connection, across firms.
 */
export async function purgeExpiredComplaints(db: Database, now = new Date()): Promise<number> {
  const gone = await db
    .delete(portalComplaints)
    .where(sql`${portalComplaints.retainUntil} < ${todayInBudapest(now)}`)
    .returning({ tenantId: portalComplaints.tenantId, reference: portalComplaints.reference });
  const byTenant = new Map<string, string[]>();
  for (const g of gone) byTenant.set(g.tenantId, [...(byTenant.get(g.tenantId) ?? []), g.reference]);
  for (const [tenantId, references] of byTenant) {
    await recordAudit(db, { action: 'portal.complaint_retention_purge', tenantId, actorKind: 'system', actorId: 'portal.complaint-retention', targetType: 'portal_complaint', metadata: { references } });
  }
  return gone.length;
}
