// Recurring compliance obligations (issue 18 point 6, decision 0156), inside the request
// transaction (tenant RLS). The next occurrence is computed with the shared recurrence rules and
// the working-day calendar; completing the current occurrence records it in the history once
// (unique per nominal day) and rolls the obligation to the next one.
import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { todayInBudapest } from '@shared/dates/iso-date';
import type { completeObligationBodySchema, createObligationBodySchema, ObligationItem, updateObligationBodySchema } from '@shared/compliance-tracker/compliance.schemas';
import { dueDateOf, dueMoveReasons, firstOccurrenceOnOrAfter, nextOccurrence, type Recurrence } from '@shared/compliance-tracker/recurrence';
import { complianceCompletions, complianceObligations, type ComplianceObligationRow, contacts, documents, users } from '../../db/schema';
import type { TenantTx } from '../../db/tenant-scope';
import { DomainError, notFound } from '../../lib/domain-error';
import { type Actor, assertFirmStaff } from '../matters';
import { serverCalendar } from '../../calendar/server-calendar';

type CreateBody = ReturnType<typeof createObligationBodySchema.parse>;
type UpdateBody = ReturnType<typeof updateObligationBodySchema.parse>;
type CompleteBody = ReturnType<typeof completeObligationBodySchema.parse>;

const personName = sql<string>`coalesce(${users.name}, ${users.email})`;
const recurrenceOf = (o: ComplianceObligationRow): Recurrence => ({ frequency: o.frequency, dayOfMonth: o.dayOfMonth, month: o.month });

async function assertClient(tx: TenantTx, tenantId: string, contactId: string | null | undefined) {
  if (!contactId) return;
  const [row] = await tx
    .select({ id: contacts.id })
    .from(contacts)
    .where(and(eq(contacts.tenantId, tenantId), eq(contacts.id, contactId)));
  if (!row) throw notFound();
}

/** A document of the vault the user may see (RLS: confidential matters' documents only for the team). */
async function assertEvidence(tx: TenantTx, tenantId: string, documentId: string | null | undefined) {
  if (!documentId) return;
  const [row] = await tx
    .select({ id: documents.id })
    .from(documents)
    .where(and(eq(documents.tenantId, tenantId), eq(documents.id, documentId), isNull(documents.deletedAt)));
  if (!row) throw notFound();
}

export async function visibleObligation(tx: TenantTx, tenantId: string, id: string): Promise<ComplianceObligationRow> {
  const [row] = await tx
    .select()
    .from(complianceObligations)
    .where(and(eq(complianceObligations.tenantId, tenantId), eq(complianceObligations.id, id)));
  if (!row) throw notFound();
  return row;
}

export async function createObligation(tx: TenantTx, actor: Actor, input: CreateBody, now = new Date()): Promise<string> {
  const ownerId = input.ownerId === undefined ? actor.userId : input.ownerId;
  if (ownerId) await assertFirmStaff(tx, actor.tenantId, [ownerId]);
  await assertClient(tx, actor.tenantId, input.clientContactId);
  const calendar = await serverCalendar(tx);
  const nextNominal = firstOccurrenceOnOrAfter(input.recurrence, input.startFrom ?? todayInBudapest(now));
  const [row] = await tx
    .insert(complianceObligations)
    .values({
      tenantId: actor.tenantId,
      title: input.title,
      category: input.category,
      clientContactId: input.clientContactId ?? null,
      ownerId,
      ...input.recurrence,
      nextNominal,
      nextDue: dueDateOf(nextNominal, calendar),
      notes: input.notes,
      createdBy: actor.userId,
    })
    .returning({ id: complianceObligations.id });
  return row!.id;
}

export async function updateObligation(tx: TenantTx, actor: Actor, id: string, patch: UpdateBody) {
  const before = await visibleObligation(tx, actor.tenantId, id);
  if (patch.ownerId) await assertFirmStaff(tx, actor.tenantId, [patch.ownerId]);
  await tx
    .update(complianceObligations)
    .set({ ...patch, updatedAt: new Date() })
    .where(and(eq(complianceObligations.tenantId, actor.tenantId), eq(complianceObligations.id, id)));
  return before;
}

/** Records the current occurrence as done and moves to the next one; a stale nominal day is a 409. */
export async function completeObligation(tx: TenantTx, actor: Actor, id: string, body: CompleteBody) {
  const before = await visibleObligation(tx, actor.tenantId, id);
  if (!before.active) throw new DomainError('COMPLIANCE_INACTIVE');
  await assertEvidence(tx, actor.tenantId, body.evidenceDocumentId);
  if (body.nominal !== before.nextNominal) throw new DomainError('COMPLIANCE_OCCURRENCE_STALE');
  const inserted = await tx
    .insert(complianceCompletions)
    .values({ tenantId: actor.tenantId, obligationId: id, nominal: before.nextNominal, dueOn: before.nextDue, note: body.note, evidenceDocumentId: body.evidenceDocumentId ?? null, completedBy: actor.userId })
    .onConflictDoNothing()
    .returning({ id: complianceCompletions.id });
  if (inserted.length === 0) throw new DomainError('COMPLIANCE_OCCURRENCE_STALE');
  const calendar = await serverCalendar(tx);
  const nextNominal = nextOccurrence(recurrenceOf(before), before.nextNominal);
  await tx
    .update(complianceObligations)
    .set({ nextNominal, nextDue: dueDateOf(nextNominal, calendar), updatedAt: new Date() })
    .where(eq(complianceObligations.id, id));
  return { before, completedNominal: before.nextNominal, nextNominal };
}

export async function listObligations(tx: TenantTx, actor: Actor, options: { id?: string; historyLimit?: number } = {}, now = new Date()): Promise<ObligationItem[]> {
  const today = todayInBudapest(now);
  const owner = sql<string | null>`(select coalesce(u.name, u.email) from users u where u.id = ${complianceObligations.ownerId})`;
  const rows = await tx
    .select({ o: complianceObligations, ownerName: owner, clientName: contacts.name })
    .from(complianceObligations)
    .leftJoin(contacts, eq(contacts.id, complianceObligations.clientContactId))
    .where(and(eq(complianceObligations.tenantId, actor.tenantId), ...(options.id ? [eq(complianceObligations.id, options.id)] : [])))
    .orderBy(desc(complianceObligations.active), asc(complianceObligations.nextDue), asc(complianceObligations.title));
  const ids = rows.map((r) => r.o.id);
  const history = ids.length
    ? await tx
        .select({ c: complianceCompletions, by: personName, evidenceTitle: documents.title })
        .from(complianceCompletions)
        .leftJoin(users, eq(users.id, complianceCompletions.completedBy))
        .leftJoin(documents, eq(documents.id, complianceCompletions.evidenceDocumentId))
        .where(and(eq(complianceCompletions.tenantId, actor.tenantId), inArray(complianceCompletions.obligationId, ids)))
        .orderBy(desc(complianceCompletions.nominal))
    : [];
  const limit = options.historyLimit ?? 12;
  const calendar = rows.some((r) => r.o.nextDue !== r.o.nextNominal) ? await serverCalendar(tx) : null;
  return rows.map(({ o, ownerName, clientName }) => ({
    id: o.id,
    title: o.title,
    category: o.category,
    client: o.clientContactId ? { id: o.clientContactId, name: clientName ?? '' } : null,
    owner: o.ownerId ? { id: o.ownerId, name: ownerName ?? '' } : null,
    recurrence: recurrenceOf(o),
    nextNominal: o.nextNominal,
    nextDue: o.nextDue,
    movedBecause: calendar && o.nextDue !== o.nextNominal ? dueMoveReasons(o.nextNominal, o.nextDue, calendar) : [],
    late: o.active && o.nextDue < today,
    active: o.active,
    notes: o.notes,
    history: history
      .filter((h) => h.c.obligationId === o.id)
      .slice(0, limit)
      // A confidential matter's evidence the user may not see keeps its row but not its title (RLS).
      .map((h) => ({
        id: h.c.id,
        nominal: h.c.nominal,
        dueOn: h.c.dueOn,
        note: h.c.note,
        evidence: h.c.evidenceDocumentId && h.evidenceTitle ? { id: h.c.evidenceDocumentId, title: h.evidenceTitle } : null,
        completedBy: h.by ?? null,
        completedAt: h.c.completedAt.toISOString(),
      })),
  }));
}

export async function obligationItem(tx: TenantTx, actor: Actor, id: string): Promise<ObligationItem> {
  await visibleObligation(tx, actor.tenantId, id);
  const [item] = await listObligations(tx, actor, { id, historyLimit: 100 });
  return item!;
}
