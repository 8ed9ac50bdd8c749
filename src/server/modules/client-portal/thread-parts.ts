// What the customer's and the firm's side of portal messages share (decisions 0352, 0353): the
// thread summary with the reader's unread count, the messages with their read receipts, the read
// mark, and appending a message (audit, event, bus notice). Which threads a side may touch is the
// callers' business (messages.service.ts, inbox.service.ts); RLS holds the same underneath.
import { type SQL, and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { PortalMessage, PortalThreadSummary } from '@shared/client-portal/client-portal.schemas';
import type { PersonActor } from '../../actor/actor';
import { audit } from '../../audit/audit';
import { contacts, documents, documentVersions, matters, members, portalMessages, portalReads, portalThreads, users } from '../../db/schema';
import type { TenantTx } from '../../db/tenant-scope';
import { emit } from '../../events/domain-events';
import { BUS_CHANNEL } from '../../lib/invalidation-bus';
import { notFound } from '../../lib/domain-error';
import { scheduleMessageNotices } from './message-notice';
import './client-portal.events';

/** The bus topic of a new portal message; its key is `tenant:client:thread:message`. */
export const PORTAL_MESSAGE_TOPIC = 'portal.message';

/** Which side reads: the customer counts the firm's messages as unread, the firm the customer's. */
export type Side = 'customer' | 'firm';

/**
 * A user is on the firm's side when they hold any role besides `customer` in the tenant – the rule
 * of `vi_portal_contacts()` (0350), so a read mark is the firm's exactly when its writer was staff.
 */
export const firmSideUser = (userId: SQL | string, tenantId: SQL | string) =>
  sql`exists (select 1 from ${members} mb where mb.tenant_id = ${tenantId} and mb.user_id = ${userId}
    and exists (select 1 from unnest(string_to_array(mb.role, ',')) x where btrim(x) <> 'customer'))`;

/** When the actor last read the thread (the outer query's portal_threads row), or -infinity. */
export const readMarkOf = (actor: PersonActor) => sql`coalesce((select r.read_at from ${portalReads} r where r.thread_id = ${portalThreads.id} and r.user_id = ${actor.userId}), '-infinity')`;

/** Thread summaries matching `where`, newest first, with the reader's unread count. */
export async function threadSummaries(tx: TenantTx, actor: PersonActor, side: Side, where: SQL | undefined, limit = 200, offset = 0): Promise<PortalThreadSummary[]> {
  const fromOtherSide = side === 'customer' ? sql`m.from_firm` : sql`not m.from_firm`;
  const unread = sql<number>`(select count(*)::int from ${portalMessages} m where m.thread_id = ${portalThreads.id} and ${fromOtherSide} and m.created_at > ${readMarkOf(actor)})`;
  const rows = await tx
    .select({
      id: portalThreads.id,
      subject: portalThreads.subject,
      clientId: contacts.id,
      clientName: contacts.name,
      matterId: matters.id,
      matterNumber: matters.number,
      matterTitle: matters.title,
      status: portalThreads.status,
      lastMessageAt: portalThreads.lastMessageAt,
      lastFromFirm: portalThreads.lastFromFirm,
      unread,
      assignedId: users.id,
      assignedName: users.name,
    })
    .from(portalThreads)
    .innerJoin(contacts, eq(contacts.id, portalThreads.contactId))
    .leftJoin(matters, eq(matters.id, portalThreads.matterId))
    .leftJoin(users, eq(users.id, portalThreads.assignedTo))
    .where(and(eq(portalThreads.tenantId, actor.tenantId), where))
    .orderBy(desc(portalThreads.lastMessageAt), desc(portalThreads.id))
    .limit(limit)
    .offset(offset);
  return rows.map((r) => ({
    id: r.id,
    subject: r.subject,
    client: { id: r.clientId, name: r.clientName },
    matter: r.matterId ? { id: r.matterId, number: r.matterNumber!, title: r.matterTitle! } : null,
    status: r.status,
    lastMessageAt: r.lastMessageAt.toISOString(),
    lastFromFirm: r.lastFromFirm,
    unread: r.unread,
    assignedTo: r.assignedId ? { id: r.assignedId, name: r.assignedName ?? '' } : null,
  }));
}

/**
 * A thread's messages, oldest first, each with its read receipt: a read mark of the other side
 * (by the firm-side rule above) at or after the message.
 */
export async function threadMessages(tx: TenantTx, actor: PersonActor, threadId: string): Promise<PortalMessage[]> {
  const readerIsFirm = firmSideUser(sql`r.user_id`, actor.tenantId);
  const readByOtherSide = sql<boolean>`exists (select 1 from ${portalReads} r where r.thread_id = ${portalMessages.threadId} and r.read_at >= ${portalMessages.createdAt}
    and (${readerIsFirm}) = (not ${portalMessages.fromFirm}))`;
  const rows = await tx
    .select({
      id: portalMessages.id,
      body: portalMessages.body,
      fromFirm: portalMessages.fromFirm,
      authorName: users.name,
      createdAt: portalMessages.createdAt,
      readByOtherSide,
      documentId: documents.id,
      fileName: documents.fileName,
      sizeBytes: documents.sizeBytes,
    })
    .from(portalMessages)
    .leftJoin(users, eq(users.id, portalMessages.authorId))
    // The attachment as the reader sees it in the vault (RLS); one in the bin is not offered.
    .leftJoin(documents, and(eq(documents.id, portalMessages.documentId), isNull(documents.deletedAt)))
    .where(and(eq(portalMessages.tenantId, actor.tenantId), eq(portalMessages.threadId, threadId)))
    .orderBy(asc(portalMessages.createdAt), asc(portalMessages.id));
  return rows.map(({ documentId, fileName, sizeBytes, ...r }) => ({
    ...r,
    createdAt: r.createdAt.toISOString(),
    attachment: documentId ? { documentId, fileName: fileName!, sizeBytes: Number(sizeBytes) } : null,
  }));
}

/**
 * Moves the actor's read mark to the thread's newest message (never back). The newest message's
 * time, not the clock: a message committed meanwhile by the other side stays unread.
 */
export async function markRead(tx: TenantTx, actor: PersonActor, threadId: string): Promise<void> {
  const [latest] = await tx
    .select({ at: sql<Date | null>`max(${portalMessages.createdAt})`.mapWith(portalMessages.createdAt) })
    .from(portalMessages)
    .where(eq(portalMessages.threadId, threadId));
  if (!latest?.at) return;
  await tx
    .insert(portalReads)
    .values({ tenantId: actor.tenantId, threadId, userId: actor.userId, readAt: latest.at })
    .onConflictDoUpdate({ target: [portalReads.threadId, portalReads.userId], set: { readAt: sql`greatest(${portalReads.readAt}, excluded.read_at)` } });
}

export interface ThreadRef {
  id: string;
  contactId: string;
  matterId: string | null;
}

/**
 * Adds a message to a thread: the thread's last-message fields, the writer's read mark, the audit
 * entry, `message.received` for the other side, the bus notice (ids only, delivered on commit) and
 * the other side's batched e-mail notice (message-notice.ts).
 */
export async function appendMessage(tx: TenantTx, actor: PersonActor, thread: ThreadRef, side: Side, body: string, at = new Date(), documentId: string | null = null): Promise<{ id: string }> {
  const fromFirm = side === 'firm';
  const [message] = await tx.insert(portalMessages).values({ tenantId: actor.tenantId, threadId: thread.id, authorId: actor.userId, fromFirm, body, documentId, createdAt: at }).returning({ id: portalMessages.id });
  await tx
    .update(portalThreads)
    .set({ lastMessageAt: at, lastFromFirm: fromFirm, ...(fromFirm ? { status: 'open' as const } : {}) })
    .where(eq(portalThreads.id, thread.id));
  await tx
    .insert(portalReads)
    .values({ tenantId: actor.tenantId, threadId: thread.id, userId: actor.userId, readAt: at })
    .onConflictDoUpdate({ target: [portalReads.threadId, portalReads.userId], set: { readAt: sql`greatest(${portalReads.readAt}, excluded.read_at)` } });
  await audit(tx, actor, 'portal.message_send', { type: 'portal_thread', id: thread.id }, { messageId: message!.id, fromFirm, ...(documentId ? { documentId } : {}) });
  await emit(tx, actor, 'message.received', { type: 'portal_thread', id: thread.id }, { threadId: thread.id, clientId: thread.contactId, matterId: thread.matterId, to: fromFirm ? 'customer' : 'firm' });
  await notifyMessage(tx, actor.tenantId, thread.contactId, thread.id, message!.id);
  await scheduleMessageNotices(tx, actor, thread, side, at);
  return { id: message!.id };
}

async function notifyMessage(tx: TenantTx, tenantId: string, clientId: string, threadId: string, messageId: string) {
  const payload = JSON.stringify({ t: PORTAL_MESSAGE_TOPIC, k: `${tenantId}:${clientId}:${threadId}:${messageId}` });
  await tx.execute(sql`select pg_notify(${BUS_CHANNEL}, ${payload})`);
}

/** The stored file of a message's attachment in a thread the caller already may see (its current version), or 404. */
export async function attachedFile(tx: TenantTx, actor: PersonActor, threadId: string, documentId: string): Promise<{ storageKey: string; mime: string; fileName: string; sizeBytes: number }> {
  const [file] = await tx
    .select({ storageKey: documentVersions.storageKey, mime: documentVersions.mime, fileName: documentVersions.fileName, sizeBytes: documentVersions.sizeBytes })
    .from(portalMessages)
    .innerJoin(documents, and(eq(documents.id, portalMessages.documentId), isNull(documents.deletedAt)))
    .innerJoin(documentVersions, eq(documentVersions.id, documents.currentVersionId))
    .where(and(eq(portalMessages.tenantId, actor.tenantId), eq(portalMessages.threadId, threadId), eq(portalMessages.documentId, documentId)))
    .limit(1);
  if (!file) throw notFound();
  return { ...file, sizeBytes: Number(file.sizeBytes) };
}
