// The customer portal's part of the route-guard harness (issue 35, decision 0350): the reviewed
// guard of each /api/portal route, the other firm's and – new for the portal – another customer
// of the SAME firm's objects, and valid bodies. A customer trying every portal route with the
// other customer's ids must get 404 and find none of the other customer's ids in any answer.
import { and, eq, inArray } from 'drizzle-orm';
import type { Permission } from '@shared/permissions/permissions';
import type { Database } from '../db/client';
import { contacts, invoices, matterParties, portalMessages, portalThreads, portalUsers, users } from '../db/schema';
import type { RouteGuard } from '../plugins/request-context';

const tenantPerm = (permission: Permission): RouteGuard => ({ kind: 'tenantPermission', permission });

export const portalGuards: Record<string, RouteGuard> = {
  'GET /api/portal/overview': tenantPerm('canViewDashboard'),
  'GET /api/portal/threads': tenantPerm('canContactCompany'),
  'POST /api/portal/threads': tenantPerm('canContactCompany'),
};

/** Objects of a customer: another firm's (object-level checks) or the same firm's other customer. */
export interface PortalObjects {
  portalThreadId: string;
  portalClientId: string;
  portalMatterId: string | null;
}

/** Path parameters naming another customer's object, per route URL. */
export const portalForeignIds: Record<string, (f: PortalObjects) => Record<string, string>> = {};

export const portalBodies: Record<string, unknown> = {
  'POST /api/portal/threads': { subject: 'Harness kérdés', body: 'Harness üzenet' },
};

/** A thread (with a firm message) of the other firm's client contact. */
export async function foreignPortal(db: Database, tenantId: string, contactId: string, userId: string): Promise<PortalObjects> {
  const [thread] = await db.insert(portalThreads).values({ tenantId, contactId, subject: 'Idegen üzenetváltás (harness)', createdBy: userId }).returning({ id: portalThreads.id });
  await db.insert(portalMessages).values({ tenantId, threadId: thread!.id, authorId: userId, fromFirm: true, body: 'Idegen üzenet' });
  return { portalThreadId: thread!.id, portalClientId: contactId, portalMatterId: null };
}

export interface OtherCustomer extends PortalObjects {
  email: string;
  /** Every id of the other customer's own rows (its contacts, matters, invoices, threads, messages). */
  footprint: string[];
}

/** The demo firm's second customer (Tóth Gábor) as seen by the first (Szabó Anna): his objects and footprint. */
export async function otherCustomerOfDemoFirm(db: Database, tenantId: string, email = 'toth.gabor@example.hu'): Promise<OtherCustomer> {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  const clientIds = (await db.select({ id: portalUsers.contactId }).from(portalUsers).where(and(eq(portalUsers.tenantId, tenantId), eq(portalUsers.userId, user!.id)))).map((r) => r.id);
  if (clientIds.length === 0) throw new Error(`the demo seed did not link ${email} to a client`);
  const matterIds = (await db.select({ id: matterParties.matterId }).from(matterParties).where(and(inArray(matterParties.contactId, clientIds), eq(matterParties.role, 'client')))).map((r) => r.id);
  let threads = (await db.select({ id: portalThreads.id }).from(portalThreads).where(inArray(portalThreads.contactId, clientIds))).map((r) => r.id);
  if (threads.length === 0) threads = [(await foreignPortal(db, tenantId, clientIds[0]!, user!.id)).portalThreadId];
  const messages = (await db.select({ id: portalMessages.id }).from(portalMessages).where(inArray(portalMessages.threadId, threads))).map((r) => r.id);
  const invoiceIds = (await db.select({ id: invoices.id }).from(invoices).where(inArray(invoices.contactId, clientIds))).map((r) => r.id);
  const names = (await db.select({ name: contacts.name }).from(contacts).where(inArray(contacts.id, clientIds))).map((r) => r.name);
  return {
    email,
    portalThreadId: threads[0]!,
    portalClientId: clientIds[0]!,
    portalMatterId: matterIds[0] ?? null,
    footprint: [...clientIds, ...matterIds, ...threads, ...messages, ...invoiceIds, ...names],
  };
}
