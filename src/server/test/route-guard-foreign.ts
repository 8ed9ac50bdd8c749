// The route-guard harness's other firm (route-guard-harness.ts): one object of each kind owned by
// another tenant. The ids naming them per route live in each module's part
// (modules/<x>/<x>.route-guards.ts, decision 0424); a part may create its module's own objects too.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { contacts, documents, documentVersions, invitations, joinRequests, matterParties, matters, matterTasks, matterTeam, members, notifications, planChanges, sessions } from '../db/schema';
import { manifests } from '../modules';
import { createTenantWithMember, signIn, type TestApp } from './test-app';
import { routeGuardParts } from './route-guard-parts';

/**
 * A module hidden from the demo firm (prepareHarness uninstalls and hides it): another firm's
 * private module. OCR: its routes take an id or a body, so none is expected to answer the demo
 * firm (every registry module is released since decision 0516; this was the unreleased mobile).
 */
export const HIDDEN_MODULE_KEY = 'ocr';

/**
 * The other firm's shared objects, made before any module's part adds its own: the firm and its
 * member, and what several modules' routes point at (contact, matter, document, session …). An
 * object only one module's routes use is made by that module's part (`foreign`): invoices,
 * deadlines, opportunities, API keys, automation rules, templates, time tracking, the knowledge
 * base, AI, client onboarding and the module factory already are.
 */
export interface ForeignFirm {
  tenantId: string;
  userId: string;
  email: string;
  memberId: string;
  contactId: string;
  notificationId: string;
  sessionId: string;
  planChangeId: string;
  joinRequestId: string;
  invitationId: string;
  /** A pending colleague invitation of the other firm (decision 0330). */
  colleagueInvitationId: string;
  matterId: string;
  matterPartyId: string;
  matterTaskId: string;
  /** A document (with version 1) of the other firm's matter. */
  documentId: string;
  /** A module hidden from the demo firm (the harness hides it in prepareHarness). */
  hiddenModuleKey: string;
}

/**
 * The other firm as the parts' `foreignIds` see it: the shared objects, typed, and `id(name)` for an
 * object a module's part made (`foreign`), which throws when no part made one of that name.
 */
export type Foreign = ForeignFirm & { id(name: string): string };

/** Another tenant with a member holding every tenant role, and one object of each kind. */
export async function createForeignTenant(t: TestApp): Promise<Foreign> {
  const firm = await foreignFirm(t);
  // Each module's part adds its own objects (hospitality's property, the portal's thread …).
  const made: Record<string, unknown> = {};
  // In the manifests' order, each after the modules it depends on: the client portal's part finds the
  // invoice the invoicing part made (by folder name the portal's part would come first).
  const order = new Map(manifests.map((m, i) => [m.key, i]));
  const parts = [...routeGuardParts].sort((a, b) => (order.get(a.module) ?? -1) - (order.get(b.module) ?? -1));
  for (const { module, part } of parts) {
    if (!part.foreign) continue;
    for (const [name, value] of Object.entries(await part.foreign(t.database.db, firm))) {
      if (name in made || name in firm) throw new Error(`${module}'s route-guard part makes "${name}", which another part (or the shared firm) already made`);
      made[name] = value;
    }
  }
  const id = (name: string): string => {
    const value = made[name];
    if (typeof value !== 'string') throw new Error(`no route-guard part made the other firm's "${name}": add it to its module's part (foreign)`);
    return value;
  };
  return { ...(made as object), ...firm, id };
}

async function foreignFirm(t: TestApp): Promise<ForeignFirm> {
  const other = await createTenantWithMember(t.database, 'tenant,lawyer,customer');
  const db = t.database.db;
  const contactId = randomUUID();
  await db.insert(contacts).values({ id: contactId, tenantId: other.tenantId, name: 'Idegen Ügyfél (harness)' });
  const [member] = await db.select({ id: members.id }).from(members).where(eq(members.userId, other.userId));
  const [notice] = await db.insert(notifications).values({ userId: other.userId, tenantId: other.tenantId, kind: 'test', title: 'Idegen értesítés' }).returning({ id: notifications.id });
  await signIn(t.app, other.email);
  const [session] = await db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, other.userId));
  const [change] = await db.insert(planChanges).values({ tenantId: other.tenantId, toPlanId: 'plan-halado', status: 'awaiting_payment' }).returning({ id: planChanges.id });
  // A pending join request to the other firm, and an invitation of it to someone else's e-mail.
  const [request] = await db
    .insert(joinRequests)
    .values({ tenantId: other.tenantId, userId: other.userId, requestedWith: 'idegen@masik-iroda.hu', requesterName: 'Idegen Kérelmező', requesterEmail: other.email })
    .returning({ id: joinRequests.id });
  const invitationId = randomUUID();
  await db
    .insert(invitations)
    .values({ id: invitationId, organizationId: other.tenantId, email: `meghivott-${invitationId}@masik-iroda.hu`, role: 'customer', expiresAt: new Date(Date.now() + 86_400_000), inviterId: other.userId });
  const colleagueInvitationId = randomUUID();
  await db.insert(invitations).values({
    id: colleagueInvitationId,
    organizationId: other.tenantId,
    email: `kollega-${colleagueInvitationId}@masik-iroda.hu`,
    name: 'Idegen Kolléga',
    role: 'lawyer',
    tokenHash: `harness-${colleagueInvitationId}`,
    expiresAt: new Date(Date.now() + 86_400_000),
    inviterId: other.userId,
  });
  // A matter of the other firm with a party, its member in the team and a task.
  const matterId = randomUUID();
  await db.insert(matters).values({ id: matterId, tenantId: other.tenantId, number: '2026/0001', title: 'Idegen ügy (harness)', openedOn: '2026-01-05', conflictDecision: 'no_conflict', createdBy: other.userId });
  await db.insert(matterTeam).values({ tenantId: other.tenantId, matterId, userId: other.userId });
  const [party] = await db
    .insert(matterParties)
    .values({ tenantId: other.tenantId, matterId, contactId, name: 'Idegen Ügyfél (harness)', role: 'client', conflictDecision: 'no_conflict' })
    .returning({ id: matterParties.id });
  const [task] = await db.insert(matterTasks).values({ tenantId: other.tenantId, matterId, title: 'Idegen feladat' }).returning({ id: matterTasks.id });
  const documentId = await foreignDocument(t, other.tenantId, other.userId, matterId);
  return {
    ...other,
    memberId: member!.id,
    contactId,
    notificationId: notice!.id,
    sessionId: session!.id,
    planChangeId: change!.id,
    joinRequestId: request!.id,
    invitationId,
    colleagueInvitationId,
    hiddenModuleKey: HIDDEN_MODULE_KEY,
    matterId,
    matterPartyId: party!.id,
    matterTaskId: task!.id,
    documentId,
  };
}

/** A document of the other firm's matter with one version (its file need not exist: every call must stop before reading it). */
async function foreignDocument(t: TestApp, tenantId: string, userId: string, matterId: string): Promise<string> {
  const db = t.database.db;
  const documentId = randomUUID();
  const versionId = randomUUID();
  const sha256 = '0'.repeat(64);
  await db.insert(documents).values({ id: documentId, tenantId, title: 'Idegen irat (harness)', fileName: 'idegen.txt', kind: 'text', mime: 'text/plain', sizeBytes: 5, matterId, createdBy: userId });
  await db
    .insert(documentVersions)
    .values({ id: versionId, tenantId, documentId, number: 1, storageKey: `${tenantId}/${sha256}`, sha256, sizeBytes: 5, mime: 'text/plain', fileName: 'idegen.txt', uploadedBy: userId, extractedText: 'idegen' });
  await db.update(documents).set({ currentVersionId: versionId }).where(eq(documents.id, documentId));
  return documentId;
}
