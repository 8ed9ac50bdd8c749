// Portal messages, the firm's side (issue 35 point 2, decision 0353): the inbox of every client's
// threads, answering, assignment to a firm member and the open/closed state. "Waiting for reply" is
// an open thread whose last message came from the customer. A thread on a confidential matter is
// its team's only: the service filters with vi_matter_visible (the matter rule of 0020) and RLS
// (portal_threads_visible, 0350) holds the same underneath, so another member gets 404.
import { and, count, eq, or, sql } from 'drizzle-orm';
import type { NewMessageBody, PortalThread, PortalThreadList, PortalThreadSummary, ThreadUpdateBody } from '@shared/client-portal/client-portal.schemas';
import type { InboxQuery } from '@shared/client-portal/client-portal.schemas';
import { type PersonActor, authorize } from '../../actor/actor';
import { audit } from '../../audit/audit';
import { resultRows } from '../../db/client';
import { matters, matterTeam, portalThreads } from '../../db/schema';
import type { TenantTx } from '../../db/tenant-scope';
import { DomainError, notFound } from '../../lib/domain-error';
import { threadSearch } from './messages.service';
import { appendMessage, firmSideUser, markRead, threadMessages, threadSummaries, type ThreadRef } from './thread-parts';

/** The firm may see a thread with no matter or on a matter the member may see (confidential: its team). */
const visibleToMember = sql`(${portalThreads.matterId} is null or vi_matter_visible(${portalThreads.matterId}))`;

/** Reading and answering clients' messages is part of working with contacts. */
const INBOX_PERMISSION = 'canViewContacts';

/** The inbox's filters, on threads the member may see. */
function inboxWhere(actor: PersonActor, query: InboxQuery) {
  return and(
    visibleToMember,
    query.clientId ? eq(portalThreads.contactId, query.clientId) : undefined,
    query.matterId ? eq(portalThreads.matterId, query.matterId) : undefined,
    query.waiting === 'true' ? and(eq(portalThreads.status, 'open'), eq(portalThreads.lastFromFirm, false)) : undefined,
    query.assigned === 'me' ? eq(portalThreads.assignedTo, actor.userId) : query.assigned === 'none' ? sql`${portalThreads.assignedTo} is null` : undefined,
    query.status ? eq(portalThreads.status, query.status) : undefined,
    threadSearch(query.q),
  );
}

export async function listInbox(tx: TenantTx, actor: PersonActor, query: InboxQuery): Promise<PortalThreadList> {
  authorize(actor, INBOX_PERMISSION);
  const items = await threadSummaries(tx, actor, 'firm', inboxWhere(actor, query));
  return { items, unreadTotal: items.reduce((n, i) => n + i.unread, 0) };
}

/** One page of the inbox with the filters' total (the public API's thread list, decision 0373). */
export async function inboxPage(tx: TenantTx, actor: PersonActor, query: InboxQuery & { limit: number; offset: number }): Promise<{ items: PortalThreadSummary[]; total: number }> {
  authorize(actor, INBOX_PERMISSION);
  const where = inboxWhere(actor, query);
  const items = await threadSummaries(tx, actor, 'firm', where, query.limit, query.offset);
  const [row] = await tx
    .select({ n: count() })
    .from(portalThreads)
    .where(and(eq(portalThreads.tenantId, actor.tenantId), where));
  return { items, total: row?.n ?? 0 };
}

/** A thread the member may see (confidential matter: its team), or 404. */
export async function firmThread(tx: TenantTx, actor: PersonActor, threadId: string): Promise<ThreadRef> {
  authorize(actor, INBOX_PERMISSION);
  const [thread] = await tx
    .select({ id: portalThreads.id, contactId: portalThreads.contactId, matterId: portalThreads.matterId })
    .from(portalThreads)
    .where(and(eq(portalThreads.tenantId, actor.tenantId), eq(portalThreads.id, threadId), visibleToMember));
  if (!thread) throw notFound();
  return thread;
}

export async function getInboxThread(tx: TenantTx, actor: PersonActor, threadId: string): Promise<PortalThread> {
  const thread = await firmThread(tx, actor, threadId);
  const [summary] = await threadSummaries(tx, actor, 'firm', eq(portalThreads.id, thread.id), 1);
  return { ...summary!, messages: await threadMessages(tx, actor, thread.id) };
}

export async function readInboxThread(tx: TenantTx, actor: PersonActor, threadId: string): Promise<void> {
  await markRead(tx, actor, (await firmThread(tx, actor, threadId)).id);
}

/**
 * The firm answers; an unassigned thread becomes the answering member's (the first to answer takes
 * it) and a closed one opens again.
 */
export async function replyAsFirm(tx: TenantTx, actor: PersonActor, threadId: string, body: NewMessageBody, documentId: string | null = null): Promise<{ id: string }> {
  const thread = await firmThread(tx, actor, threadId);
  const message = await appendMessage(tx, actor, thread, 'firm', body.body, new Date(), documentId);
  await tx
    .update(portalThreads)
    .set({ assignedTo: actor.userId })
    .where(and(eq(portalThreads.id, thread.id), sql`${portalThreads.assignedTo} is null`));
  return message;
}

/** A firm member may take a thread when on the firm's side and, for a confidential matter, on its team. */
async function assertAssignable(tx: TenantTx, actor: PersonActor, thread: ThreadRef, userId: string): Promise<void> {
  const [staff] = resultRows<{ ok: boolean }>(await tx.execute(sql`select ${firmSideUser(userId, actor.tenantId)} as ok`));
  if (!staff?.ok) throw new DomainError('PORTAL_ASSIGNEE_INVALID');
  if (!thread.matterId) return;
  const [matter] = await tx
    .select({ id: matters.id })
    .from(matters)
    .where(
      and(
        eq(matters.id, thread.matterId),
        or(
          eq(matters.confidential, false),
          eq(matters.createdBy, userId),
          eq(matters.responsibleLawyerId, userId),
          sql`exists (select 1 from ${matterTeam} mt where mt.matter_id = ${matters.id} and mt.user_id = ${userId})`,
        ),
      ),
    );
  if (!matter) throw new DomainError('PORTAL_ASSIGNEE_INVALID');
}

/** Assignment to a firm member (or none) and open/closed. */
export async function updateInboxThread(tx: TenantTx, actor: PersonActor, threadId: string, body: ThreadUpdateBody): Promise<PortalThread> {
  const thread = await firmThread(tx, actor, threadId);
  if (body.assignedTo) await assertAssignable(tx, actor, thread, body.assignedTo);
  const set = { ...(body.assignedTo !== undefined ? { assignedTo: body.assignedTo } : {}), ...(body.status ? { status: body.status } : {}) };
  if (Object.keys(set).length > 0) {
    await tx.update(portalThreads).set(set).where(eq(portalThreads.id, thread.id));
    await audit(tx, actor, 'portal.thread_update', { type: 'portal_thread', id: thread.id }, { ...set });
  }
  return getInboxThread(tx, actor, thread.id);
}
