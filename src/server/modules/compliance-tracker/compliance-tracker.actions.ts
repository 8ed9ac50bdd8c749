// The deadlines module's changes as services (issue 33.1/33.2, decisions 0290, 0291, 0293): each
// takes the Actor who acts, checks its permission, changes, and writes its audit entry and domain
// event in the caller's transaction – the same for a request, an API key, an automation or a job.
// The routes parse, make one of these calls and shape the answer.
import type { completeObligationBodySchema, createObligationBodySchema, ObligationItem, updateObligationBodySchema } from '@shared/compliance-tracker/compliance.schemas';
import type { createDeadlineBodySchema, DeadlineItem, DeadlineStatus } from '@shared/compliance-tracker/matter-deadlines.schemas';
import { type Actor, asPerson, authorize } from '../../actor/actor';
import { audit } from '../../audit/audit';
import type { TenantTx } from '../../db/tenant-scope';
import { emit } from '../../events/domain-events';
import { DomainError, notFound } from '../../lib/domain-error';
import { issueFeedToken, revokeFeedTokens } from './calendar-feed';
import { completeObligation, createObligation, obligationItem, updateObligation, visibleObligation } from './compliance.service';
import { deleteDeadline, deleteObligation, linkableDocument, linkDocument, saveDailyDigest, saveLeadDays, unlinkDocument } from './compliance-tracker.repo';
import { createDeadline, deadlineItem, updateDeadline, visibleDeadline } from './compliance-tracker.service';
import './compliance-tracker.events';

const deadlineSubject = (id: string) => ({ type: 'deadline', id });
const obligationSubject = (id: string) => ({ type: 'compliance_obligation', id });

/** A new deadline on a matter the actor may see (canEditCases): `deadlines.create`, `deadline.created`. */
export async function addDeadline(tx: TenantTx, actor: Actor, input: ReturnType<typeof createDeadlineBodySchema.parse>): Promise<DeadlineItem> {
  authorize(actor, 'canEditCases');
  const person = asPerson(actor);
  const id = await createDeadline(tx, person, input);
  const item = await deadlineItem(tx, person, id);
  const responsibleId = item.responsible?.id ?? null;
  await audit(tx, actor, 'deadlines.create', deadlineSubject(id), { matterId: item.matterId, kind: item.kind, dueOn: item.dueOn, rule: item.rule, responsibleId });
  await emit(tx, actor, 'deadline.created', deadlineSubject(id), { matterId: item.matterId, title: item.title, kind: item.kind, dueOn: item.dueOn, responsibleId });
  return item;
}

const statusAction: Record<DeadlineStatus, string> = { done: 'deadlines.complete', missed: 'deadlines.missed', open: 'deadlines.reopen' };

/**
 * Completes, misses, reopens or reassigns a deadline (canEditCases). Audited by what the status
 * did; `deadline.completed` when it is done, else `deadline.updated`.
 */
export async function changeDeadline(tx: TenantTx, actor: Actor, id: string, patch: { status?: DeadlineStatus; responsibleId?: string | null; title?: string }): Promise<DeadlineItem> {
  authorize(actor, 'canEditCases');
  const person = asPerson(actor);
  const { before, statusChange } = await updateDeadline(tx, person, id, patch);
  const to = patch.status ?? before.status;
  const changed = Object.keys(patch);
  await audit(tx, actor, statusChange ? statusAction[to] : 'deadlines.update', deadlineSubject(before.id), { matterId: before.matterId, from: before.status, to, changed });
  if (statusChange && to === 'done') await emit(tx, actor, 'deadline.completed', deadlineSubject(before.id), { matterId: before.matterId, title: patch.title ?? before.title, dueOn: before.dueOn });
  else await emit(tx, actor, 'deadline.updated', deadlineSubject(before.id), { matterId: before.matterId, changed, status: { from: before.status, to } });
  return deadlineItem(tx, person, before.id);
}

/** Deletes a deadline (canEditCases): `deadlines.delete`, `deadline.deleted`. */
export async function removeDeadline(tx: TenantTx, actor: Actor, id: string): Promise<void> {
  authorize(actor, 'canEditCases');
  const before = await visibleDeadline(tx, actor.tenantId, id);
  await deleteDeadline(tx, actor.tenantId, before.id);
  await audit(tx, actor, 'deadlines.delete', deadlineSubject(before.id), { matterId: before.matterId, title: before.title, dueOn: before.dueOn, status: before.status });
  await emit(tx, actor, 'deadline.deleted', deadlineSubject(before.id), { matterId: before.matterId, title: before.title, dueOn: before.dueOn });
}

/** The firm's reminder lead days (canManageOwnCompany). */
export async function setReminderLeadDays(tx: TenantTx, actor: Actor, leadDays: number[]): Promise<{ leadDays: number[] }> {
  authorize(actor, 'canManageOwnCompany');
  await saveLeadDays(tx, actor.tenantId, asPerson(actor).userId, leadDays);
  await audit(tx, actor, 'deadlines.settings_update', { type: 'tenant', id: actor.tenantId }, { leadDays });
  return { leadDays };
}

/** A new personal calendar feed URL for the actor's person, revoking the old one (canViewCases). */
export async function issueCalendarFeed(tx: TenantTx, actor: Actor): Promise<{ token: string; createdAt: Date }> {
  authorize(actor, 'canViewCases');
  const userId = asPerson(actor).userId;
  const issued = await issueFeedToken(tx, actor.tenantId, userId);
  await audit(tx, actor, 'deadlines.feed_issue', { type: 'user', id: userId });
  return issued;
}

/** Revokes the actor's person's calendar feeds (canViewCases). */
export async function revokeCalendarFeed(tx: TenantTx, actor: Actor): Promise<void> {
  authorize(actor, 'canViewCases');
  const userId = asPerson(actor).userId;
  const revoked = await revokeFeedTokens(tx, actor.tenantId, userId);
  await audit(tx, actor, 'deadlines.feed_revoke', { type: 'user', id: userId }, { revoked });
}

/** The actor's person's daily digest on or off (canViewCases). */
export async function setDailyDigest(tx: TenantTx, actor: Actor, dailyDigest: boolean): Promise<{ dailyDigest: boolean }> {
  authorize(actor, 'canViewCases');
  const userId = asPerson(actor).userId;
  await saveDailyDigest(tx, actor.tenantId, userId, dailyDigest);
  await audit(tx, actor, 'deadlines.preferences_update', { type: 'user', id: userId }, { dailyDigest });
  return { dailyDigest };
}

/** Links a document of the deadline's own matter (canEditCases). */
export async function linkDeadlineDocument(tx: TenantTx, actor: Actor, deadlineId: string, documentId: string): Promise<DeadlineItem> {
  authorize(actor, 'canEditCases');
  const person = asPerson(actor);
  const deadline = await visibleDeadline(tx, actor.tenantId, deadlineId);
  const doc = await linkableDocument(tx, actor.tenantId, documentId);
  if (!doc) throw notFound();
  if (doc.matterId !== deadline.matterId) throw new DomainError('DEADLINE_DOCUMENT_OTHER_MATTER');
  await linkDocument(tx, actor.tenantId, deadline.id, doc.id, person.userId);
  await audit(tx, actor, 'deadlines.document_link', deadlineSubject(deadline.id), { documentId: doc.id });
  return deadlineItem(tx, person, deadline.id);
}

/** Removes a document link (canEditCases); 404 when there was none. */
export async function unlinkDeadlineDocument(tx: TenantTx, actor: Actor, deadlineId: string, documentId: string): Promise<DeadlineItem> {
  authorize(actor, 'canEditCases');
  const person = asPerson(actor);
  const deadline = await visibleDeadline(tx, actor.tenantId, deadlineId);
  if (!(await unlinkDocument(tx, deadline.id, documentId))) throw notFound();
  await audit(tx, actor, 'deadlines.document_unlink', deadlineSubject(deadline.id), { documentId });
  return deadlineItem(tx, person, deadline.id);
}

// ── The compliance tracker's recurring obligations ──

export async function addObligation(tx: TenantTx, actor: Actor, input: ReturnType<typeof createObligationBodySchema.parse>): Promise<ObligationItem> {
  authorize(actor, 'canEditCases');
  const person = asPerson(actor);
  const id = await createObligation(tx, person, input);
  const item = await obligationItem(tx, person, id);
  await audit(tx, actor, 'compliance.create', obligationSubject(id), { title: item.title, recurrence: item.recurrence, nextDue: item.nextDue });
  return item;
}

export async function changeObligation(tx: TenantTx, actor: Actor, id: string, patch: ReturnType<typeof updateObligationBodySchema.parse>): Promise<ObligationItem> {
  authorize(actor, 'canEditCases');
  const person = asPerson(actor);
  const before = await updateObligation(tx, person, id, patch);
  await audit(tx, actor, 'compliance.update', obligationSubject(before.id), { changed: Object.keys(patch) });
  return obligationItem(tx, person, before.id);
}

/** Records the current occurrence as done (canEditCases): `compliance.complete`, `compliance.obligation.completed`. */
export async function completeObligationFor(tx: TenantTx, actor: Actor, id: string, body: ReturnType<typeof completeObligationBodySchema.parse>): Promise<ObligationItem> {
  authorize(actor, 'canEditCases');
  const person = asPerson(actor);
  const done = await completeObligation(tx, person, id, body);
  const subject = obligationSubject(done.before.id);
  await audit(tx, actor, 'compliance.complete', subject, { nominal: done.completedNominal, next: done.nextNominal, evidenceDocumentId: body.evidenceDocumentId ?? null });
  await emit(tx, actor, 'compliance.obligation.completed', subject, { title: done.before.title, nominal: done.completedNominal, next: done.nextNominal });
  return obligationItem(tx, person, done.before.id);
}

export async function removeObligation(tx: TenantTx, actor: Actor, id: string): Promise<void> {
  authorize(actor, 'canEditCases');
  const before = await visibleObligation(tx, actor.tenantId, id);
  await deleteObligation(tx, actor.tenantId, before.id);
  await audit(tx, actor, 'compliance.delete', obligationSubject(before.id), { title: before.title });
}
