// Portal messages (issue 35 point 2, decision 0352): threads between a client contact and the
// firm, optionally on one of the client's matters. The customer side reads and writes only the
// threads of its own clients (ownClients; RLS holds the same, decision 0350). Each message is
// audited and emits `message.received` in its transaction, and notifies the bus channel so every
// instance can push it to open streams after commit (ids only).
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { NewThreadBody, PortalThreadList, PortalThreadSummary } from '@shared/portal/portal.schemas';
import { type PersonActor, authorize } from '../../actor/actor';
import { audit } from '../../audit/audit';
import { contacts, matters, portalMessages, portalReads, portalThreads, users } from '../../db/schema';
import type { TenantTx } from '../../db/tenant-scope';
import { emit } from '../../events/domain-events';
import { BUS_CHANNEL } from '../../lib/invalidation-bus';
import { DomainError, notFound } from '../../lib/domain-error';
import { ownClients, ownMatters } from './portal.service';
import './portal.events';

/** The bus topic of a new portal message; its key is `tenant:client:thread:message`. */
export const PORTAL_MESSAGE_TOPIC = 'portal.message';

async function notifyMessage(tx: TenantTx, tenantId: string, clientId: string, threadId: string, messageId: string) {
  const payload = JSON.stringify({ t: PORTAL_MESSAGE_TOPIC, k: `${tenantId}:${clientId}:${threadId}:${messageId}` });
  await tx.execute(sql`select pg_notify(${BUS_CHANNEL}, ${payload})`);
}

/** The customer's threads (of their own clients), newest first, with unread counts. */
export async function listOwnThreads(tx: TenantTx, actor: PersonActor): Promise<PortalThreadList> {
  authorize(actor, 'canContactCompany');
  const clientIds = (await ownClients(tx, actor)).map((c) => c.id);
  if (clientIds.length === 0) return { items: [], unreadTotal: 0 };
  const unread = sql<number>`(select count(*)::int from ${portalMessages} m where m.thread_id = ${portalThreads.id} and m.from_firm
    and m.created_at > coalesce((select r.read_at from ${portalReads} r where r.thread_id = ${portalThreads.id} and r.user_id = ${actor.userId}), '-infinity'))`;
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
    .where(and(eq(portalThreads.tenantId, actor.tenantId), inArray(portalThreads.contactId, clientIds)))
    .orderBy(desc(portalThreads.lastMessageAt))
    .limit(200);
  const items: PortalThreadSummary[] = rows.map((r) => ({
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
  return { items, unreadTotal: items.reduce((n, i) => n + i.unread, 0) };
}

/** A customer opens a thread with its first message, for one of their clients and optionally one of its matters. */
export async function startThread(tx: TenantTx, actor: PersonActor, body: NewThreadBody): Promise<{ id: string }> {
  authorize(actor, 'canContactCompany');
  const clients = await ownClients(tx, actor);
  if (clients.length === 0) throw new DomainError('PORTAL_NO_CLIENT');
  const client = body.clientId ? clients.find((c) => c.id === body.clientId) : clients.length === 1 ? clients[0] : undefined;
  if (!client) throw body.clientId ? notFound() : new DomainError('PORTAL_CLIENT_REQUIRED');
  let matterId: string | null = null;
  if (body.matterId) {
    const own = await ownMatters(tx, actor, [client.id]);
    if (!own.some((m) => m.id === body.matterId)) throw notFound();
    matterId = body.matterId;
  }
  const now = new Date();
  const [thread] = await tx
    .insert(portalThreads)
    .values({ tenantId: actor.tenantId, contactId: client.id, matterId, subject: body.subject, createdBy: actor.userId, createdAt: now, lastMessageAt: now, lastFromFirm: false })
    .returning({ id: portalThreads.id });
  const [message] = await tx.insert(portalMessages).values({ tenantId: actor.tenantId, threadId: thread!.id, authorId: actor.userId, fromFirm: false, body: body.body, createdAt: now }).returning({ id: portalMessages.id });
  await tx.insert(portalReads).values({ tenantId: actor.tenantId, threadId: thread!.id, userId: actor.userId, readAt: now });
  await audit(tx, actor, 'portal.thread_start', { type: 'portal_thread', id: thread!.id }, { clientId: client.id, matterId });
  await emit(tx, actor, 'message.received', { type: 'portal_thread', id: thread!.id }, { threadId: thread!.id, clientId: client.id, matterId, to: 'firm' });
  await notifyMessage(tx, actor.tenantId, client.id, thread!.id, message!.id);
  return { id: thread!.id };
}
