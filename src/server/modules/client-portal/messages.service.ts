// Portal messages, the customer's side (issue 35 point 2, decisions 0352, 0353): threads between a
// client contact and the firm, optionally on one of the client's matters. The customer reads and
// writes only the threads of its own clients (ownClients; RLS holds the same, decision 0350) – any
// other thread answers 404, like a missing one. Each message is audited, emits `message.received`
// and notifies the bus so every instance can push it to open streams after commit (thread-parts.ts).
import { and, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { NewMessageBody, NewThreadBody, PortalThread, PortalThreadList } from '@shared/client-portal/client-portal.schemas';
import { type PersonActor, authorize } from '../../actor/actor';
import { audit } from '../../audit/audit';
import { matterParties, portalMessages, portalThreads } from '../../db/schema';
import type { TenantTx } from '../../db/tenant-scope';
import { DomainError, notFound } from '../../lib/domain-error';
import { ownClients, ownMatters } from './client-portal.service';
import { readThreadNotices } from './customer-notices';
import { appendMessage, markRead, threadMessages, threadSummaries, type ThreadRef } from './thread-parts';

export { PORTAL_MESSAGE_TOPIC } from './thread-parts';

/** Threads whose subject or a message contains `q` (case-insensitive; the user's text is a bound parameter). */
export function threadSearch(q: string | undefined) {
  if (!q) return undefined;
  const pattern = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return or(ilike(portalThreads.subject, pattern), sql`exists (select 1 from ${portalMessages} sm where sm.thread_id = ${portalThreads.id} and sm.body ilike ${pattern})`);
}

/** The customer's threads (of their own clients), newest first, with unread counts. */
export async function listOwnThreads(tx: TenantTx, actor: PersonActor, q?: string): Promise<PortalThreadList> {
  authorize(actor, 'canContactCompany');
  const clientIds = (await ownClients(tx, actor)).map((c) => c.id);
  if (clientIds.length === 0) return { items: [], unreadTotal: 0 };
  const items = await threadSummaries(tx, actor, 'customer', and(inArray(portalThreads.contactId, clientIds), threadSearch(q)));
  return { items, unreadTotal: items.reduce((n, i) => n + i.unread, 0) };
}

/** One of the customer's own threads, or 404. */
export async function ownThread(tx: TenantTx, actor: PersonActor, threadId: string): Promise<ThreadRef & { status: 'open' | 'closed' }> {
  authorize(actor, 'canContactCompany');
  const clientIds = (await ownClients(tx, actor)).map((c) => c.id);
  if (clientIds.length === 0) throw notFound();
  const [thread] = await tx
    .select({ id: portalThreads.id, contactId: portalThreads.contactId, matterId: portalThreads.matterId, status: portalThreads.status })
    .from(portalThreads)
    .where(and(eq(portalThreads.tenantId, actor.tenantId), eq(portalThreads.id, threadId), inArray(portalThreads.contactId, clientIds)));
  if (!thread) throw notFound();
  return thread;
}

/** A thread of the customer's with its messages and read receipts. */
export async function getOwnThread(tx: TenantTx, actor: PersonActor, threadId: string): Promise<PortalThread> {
  const thread = await ownThread(tx, actor, threadId);
  const [summary] = await threadSummaries(tx, actor, 'customer', eq(portalThreads.id, thread.id), 1);
  return { ...summary!, messages: await threadMessages(tx, actor, thread.id) };
}

/** The customer has read the thread up to its newest message. */
export async function readOwnThread(tx: TenantTx, actor: PersonActor, threadId: string): Promise<void> {
  const thread = await ownThread(tx, actor, threadId);
  await markRead(tx, actor, thread.id);
  await readThreadNotices(tx, actor.tenantId, actor.userId, thread.id);
}

/** One of the customer's threads they may write in (a closed one asks for a new thread). */
export async function ownOpenThread(tx: TenantTx, actor: PersonActor, threadId: string): Promise<ThreadRef> {
  const thread = await ownThread(tx, actor, threadId);
  if (thread.status === 'closed') throw new DomainError('PORTAL_THREAD_CLOSED');
  return thread;
}

/** The customer writes in one of their open threads, optionally with an uploaded attachment. */
export async function replyAsCustomer(tx: TenantTx, actor: PersonActor, threadId: string, body: NewMessageBody, documentId: string | null = null): Promise<{ id: string }> {
  return appendMessage(tx, actor, await ownOpenThread(tx, actor, threadId), 'customer', body.body, new Date(), documentId);
}

/** A customer opens a thread with its first message, for one of their clients and optionally one of its matters. */
export async function startThread(tx: TenantTx, actor: PersonActor, body: NewThreadBody): Promise<{ id: string }> {
  authorize(actor, 'canContactCompany');
  const clients = await ownClients(tx, actor);
  if (clients.length === 0) throw new DomainError('PORTAL_NO_CLIENT');
  let client = body.clientId ? clients.find((c) => c.id === body.clientId) : undefined;
  if (body.clientId && !client) throw notFound();
  let matterId: string | null = null;
  if (body.matterId) {
    const own = await ownMatters(tx, actor, client ? [client.id] : clients.map((c) => c.id));
    if (!own.some((m) => m.id === body.matterId)) throw notFound();
    matterId = body.matterId;
    // Written on a matter without naming the client: for the customer's client on that matter.
    if (!client) {
      const [party] = await tx
        .select({ contactId: matterParties.contactId })
        .from(matterParties)
        .where(
          and(
            eq(matterParties.matterId, matterId),
            eq(matterParties.role, 'client'),
            inArray(
              matterParties.contactId,
              clients.map((c) => c.id),
            ),
          ),
        )
        .orderBy(matterParties.contactId)
        .limit(1);
      client = clients.find((c) => c.id === party?.contactId);
    }
  }
  if (!client && clients.length === 1) client = clients[0];
  if (!client) throw new DomainError('PORTAL_CLIENT_REQUIRED');
  const now = new Date();
  const [thread] = await tx
    .insert(portalThreads)
    .values({ tenantId: actor.tenantId, contactId: client.id, matterId, subject: body.subject, createdBy: actor.userId, createdAt: now, lastMessageAt: now, lastFromFirm: false })
    .returning({ id: portalThreads.id });
  await audit(tx, actor, 'portal.thread_start', { type: 'portal_thread', id: thread!.id }, { clientId: client.id, matterId });
  await appendMessage(tx, actor, { id: thread!.id, contactId: client.id, matterId }, 'customer', body.body, now);
  return { id: thread!.id };
}
