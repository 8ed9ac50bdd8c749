// Rules of join requests (decision 0070). A customer names a firm by a lawyer's e-mail or the
// firm's code; that never makes them a member: it stores a pending request the firm decides.
// The requester gets the same answer whether or not the value led to a firm, and a firm is
// named to them only once it has accepted. A pending invitation addressed to the requester's
// own e-mail is the firm's consent given in advance: it makes them a member at once.
import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, gt, isNotNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { permissionsForRoles } from '@shared/permissions/permissions';
import { parseMemberRoles } from '@shared/permissions/roles';
import { INVITATION_DAYS, MAX_PENDING_JOIN_REQUESTS, type OwnJoinRequestList } from '@shared/join-requests/join-requests.schemas';
import { recordAudit, type AuditEntry } from '../../audit/audit';
import type { Database } from '../../db/client';
import { invitations, joinRequests, members, portalInvitations, portalUsers, tenants, userProfiles, users } from '../../db/schema';
import { type TenantTx, withTenant } from '../../db/tenant-scope';
import { HttpError, notFound } from '../../lib/http-error';
import { customerInvitationMail, joinRequestAcceptedMail, joinRequestDeclinedMail, joinRequestReceivedMail } from '../../mail/templates';
import { notify } from '../../notifications/notify';
import { holdsAnyRole } from '../../db/member-roles';

export type Origin = Pick<AuditEntry, 'ip' | 'userAgent'>;
export interface Requester {
  id: string;
  name: string;
  email: string;
}

const normalize = (value: string) => value.trim().toLowerCase();

/** The firm a lawyer's (or firm administrator's) e-mail or a firm code (the tenant's slug) points at. */
export async function resolveFirm(db: Database, value: string): Promise<string | null> {
  const wanted = normalize(value);
  if (wanted.includes('@')) {
    const [row] = await db
      .select({ tenantId: members.organizationId })
      .from(members)
      .innerJoin(users, eq(users.id, members.userId))
      .where(and(eq(users.email, wanted), holdsAnyRole(members.role, ['lawyer', 'tenant'])))
      .orderBy(members.createdAt)
      .limit(1);
    return row?.tenantId ?? null;
  }
  const [tenant] = await db.select({ id: tenants.id }).from(tenants).where(eq(tenants.slug, wanted));
  return tenant?.id ?? null;
}

/** A pending, unexpired customer invitation with this code, addressed to `email` (colleague invitations have links of their own, decision 0330). */
export async function invitationFor(db: Database, email: string, code: string) {
  const [invitation] = await db
    .select({ id: invitations.id, tenantId: invitations.organizationId, email: invitations.email })
    .from(invitations)
    .where(and(eq(invitations.id, code.trim()), eq(invitations.role, 'customer'), eq(invitations.status, 'pending'), gt(invitations.expiresAt, new Date())));
  return invitation && invitation.email.toLowerCase() === email.toLowerCase() ? invitation : null;
}

/**
 * Makes the invitee a customer member and closes the invitation (inside the caller's transaction);
 * an invitation sent from a client's card links the customer to that client (decision 0350).
 */
export async function joinByInvitation(tx: Database | TenantTx, userId: string, invitation: { id: string; tenantId: string }): Promise<void> {
  await tx.insert(members).values({ id: randomUUID(), organizationId: invitation.tenantId, userId, role: 'customer' }).onConflictDoNothing();
  const [forClient] = await tx.select({ contactId: portalInvitations.contactId }).from(portalInvitations).where(eq(portalInvitations.invitationId, invitation.id));
  if (forClient) await tx.insert(portalUsers).values({ tenantId: invitation.tenantId, userId, contactId: forClient.contactId }).onConflictDoNothing();
  await tx.update(invitations).set({ status: 'accepted' }).where(eq(invitations.id, invitation.id));
}

/** Who may decide join requests: members whose roles grant canManageCompanyUsers (the permission matrix). */
async function deciders(db: Database, tenantId: string) {
  const rows = await db
    .select({ userId: members.userId, role: members.role, name: users.name, email: users.email })
    .from(members)
    .innerJoin(users, eq(users.id, members.userId))
    .where(eq(members.organizationId, tenantId));
  return rows.filter((r) => permissionsForRoles(parseMemberRoles(r.role)).canManageCompanyUsers);
}

/**
 * Stores the request, or joins at once by an invitation to the requester's own e-mail.
 * Returns 'joined' only in that case; every other value, matching a firm or not, is 'pending'.
 */
export async function submitJoinRequest(app: FastifyInstance, requester: Requester, value: string, origin: Origin): Promise<'pending' | 'joined'> {
  const db = app.db;
  const invitation = await invitationFor(db, requester.email, value);
  if (invitation) {
    await db.transaction((tx) => joinByInvitation(tx, requester.id, invitation));
    await recordAudit(db, { ...origin, action: 'invitation.accept', actorUserId: requester.id, tenantId: invitation.tenantId, targetType: 'invitation', targetId: invitation.id });
    return 'joined';
  }

  const [waiting] = await db
    .select({ n: count() })
    .from(joinRequests)
    .where(and(eq(joinRequests.userId, requester.id), eq(joinRequests.status, 'pending')));
  if ((waiting?.n ?? 0) >= MAX_PENDING_JOIN_REQUESTS) throw new HttpError(409, 'JOIN_REQUEST_LIMIT');

  const requestedWith = normalize(value);
  const tenantId = await resolveFirm(db, requestedWith);
  const alreadyMember = tenantId
    ? (
        await db
          .select({ id: members.id })
          .from(members)
          .where(and(eq(members.organizationId, tenantId), eq(members.userId, requester.id)))
      ).length > 0
    : false;
  const [profile] = await db.select({ company: userProfiles.companyName }).from(userProfiles).where(eq(userProfiles.userId, requester.id));
  const [created] = await db
    .insert(joinRequests)
    .values({
      tenantId: alreadyMember ? null : tenantId,
      userId: requester.id,
      requestedWith,
      requesterName: requester.name,
      requesterEmail: requester.email,
      requesterCompany: profile?.company ?? null,
    })
    .onConflictDoNothing()
    .returning({ id: joinRequests.id });
  // The audit row says whether it reached a firm; the requester's answer never does.
  await recordAudit(db, {
    ...origin,
    action: 'join_request.create',
    actorUserId: requester.id,
    tenantId: alreadyMember ? null : tenantId,
    targetType: 'join_request',
    targetId: created?.id ?? null,
    metadata: { reachedFirm: Boolean(tenantId && !alreadyMember), repeated: !created },
  });
  // An unverified registrant's firm hears of it once the e-mail is verified (tellFirmsOnVerification),
  // so registrations with someone else's address cannot make firms mail anyone.
  const [account] = await db.select({ verified: users.emailVerified }).from(users).where(eq(users.id, requester.id));
  if (created && tenantId && !alreadyMember && account?.verified) tellFirmLater(app, tenantId, requester);
  return 'pending';
}

/** Called when a registrant verifies their e-mail: the firms their pending requests reached are told now. */
export async function tellFirmsOnVerification(app: FastifyInstance, requester: Requester): Promise<void> {
  const waiting = await app.db
    .selectDistinct({ tenantId: joinRequests.tenantId })
    .from(joinRequests)
    .where(and(eq(joinRequests.userId, requester.id), eq(joinRequests.status, 'pending'), isNotNull(joinRequests.tenantId)));
  for (const { tenantId } of waiting) if (tenantId) tellFirmLater(app, tenantId, requester);
}

/**
 * Telling the firm runs on the mailer's background queue (the job sends no mail of its own), so
 * a value that reached a firm answers as fast as one that did not: timing tells nothing.
 */
function tellFirmLater(app: FastifyInstance, tenantId: string, requester: Requester): void {
  app.mailer.sendLater(async () => {
    await tellFirm(app, tenantId, requester);
    return null;
  });
}

/** The firm's deciders get a notification and a mail. */
async function tellFirm(app: FastifyInstance, tenantId: string, requester: Requester): Promise<void> {
  const [firm] = await app.db.select({ name: tenants.name }).from(tenants).where(eq(tenants.id, tenantId));
  const people = await deciders(app.db, tenantId);
  await notify(
    app.db,
    people.map((p) => ({ userId: p.userId, tenantId, kind: 'company.join_request', title: 'Új csatlakozási kérelem', body: `${requester.name} ügyfélként szeretne csatlakozni.`, link: '/app/settings' })),
  );
  for (const p of people) app.mailer.sendLater({ to: p.email, ...joinRequestReceivedMail(p.name || p.email, requester, firm?.name ?? '', `${app.env.APP_URL}/app/settings`) });
}

/** The requester's own requests (newest first) and the invitations waiting for their e-mail. */
export async function ownJoinRequests(db: Database, requester: Requester): Promise<OwnJoinRequestList> {
  const rows = await db
    .select({ row: joinRequests, tenantName: tenants.name })
    .from(joinRequests)
    .leftJoin(tenants, eq(tenants.id, joinRequests.tenantId))
    .where(eq(joinRequests.userId, requester.id))
    .orderBy(desc(joinRequests.createdAt))
    .limit(50);
  const open = await db
    .select({ id: invitations.id, tenantName: tenants.name, expiresAt: invitations.expiresAt })
    .from(invitations)
    .innerJoin(tenants, eq(tenants.id, invitations.organizationId))
    .where(and(sql`lower(${invitations.email}) = ${requester.email.toLowerCase()}`, eq(invitations.role, 'customer'), eq(invitations.status, 'pending'), gt(invitations.expiresAt, new Date())));
  return {
    items: rows.map(({ row, tenantName }) => ({
      id: row.id,
      requestedWith: row.requestedWith,
      status: row.status,
      tenantName: row.status === 'accepted' ? tenantName : null,
      createdAt: row.createdAt.toISOString(),
      decidedAt: row.decidedAt?.toISOString() ?? null,
    })),
    invitations: open.map((i) => ({ id: i.id, tenantName: i.tenantName, expiresAt: i.expiresAt.toISOString() })),
  };
}

/** The requester takes back a pending request of theirs; anything else is 404. */
export async function withdrawJoinRequest(db: Database, requesterId: string, id: string, origin: Origin): Promise<void> {
  const [row] = await db
    .update(joinRequests)
    .set({ status: 'withdrawn', decidedAt: new Date() })
    .where(and(eq(joinRequests.id, id), eq(joinRequests.userId, requesterId), eq(joinRequests.status, 'pending')))
    .returning({ id: joinRequests.id, tenantId: joinRequests.tenantId });
  if (!row) throw notFound();
  await recordAudit(db, { ...origin, action: 'join_request.withdraw', actorUserId: requesterId, tenantId: row.tenantId, targetType: 'join_request', targetId: row.id });
}

/** Accepting an invitation shown to the invitee (POST .../invitations/:id/accept). */
export async function acceptInvitation(db: Database, requester: Requester, id: string, origin: Origin): Promise<void> {
  const invitation = await invitationFor(db, requester.email, id);
  if (!invitation) throw notFound();
  await db.transaction((tx) => joinByInvitation(tx, requester.id, invitation));
  await recordAudit(db, { ...origin, action: 'invitation.accept', actorUserId: requester.id, tenantId: invitation.tenantId, targetType: 'invitation', targetId: invitation.id });
}

/** The firm's pending requests, oldest first, read under its row-level security. */
export function pendingForFirm(db: Database, tenantId: string) {
  return withTenant(db, tenantId, async (tx) => {
    const rows = await tx
      .select()
      .from(joinRequests)
      .where(and(eq(joinRequests.tenantId, tenantId), eq(joinRequests.status, 'pending')))
      .orderBy(joinRequests.createdAt)
      .limit(200);
    return rows.map((r) => ({ id: r.id, name: r.requesterName, email: r.requesterEmail, company: r.requesterCompany, requestedWith: r.requestedWith, createdAt: r.createdAt.toISOString() }));
  });
}

export interface Decision {
  tenantId: string;
  deciderId: string;
  id: string;
  accept: boolean;
  origin: Origin;
}

/**
 * Accepts (customer membership) or declines one pending request of the firm, audited, and tells
 * the requester by notification and Hungarian mail. Another firm's request is 404 (RLS).
 */
export async function decideJoinRequest(app: FastifyInstance, d: Decision) {
  const now = new Date();
  const status = d.accept ? ('accepted' as const) : ('declined' as const);
  const outcome = await withTenant(app.db, d.tenantId, async (tx) => {
    const [row] = await tx
      .update(joinRequests)
      .set({ status, decidedBy: d.deciderId, decidedAt: now })
      .where(and(eq(joinRequests.id, d.id), eq(joinRequests.tenantId, d.tenantId), eq(joinRequests.status, 'pending')))
      .returning();
    if (!row) {
      const [existing] = await tx
        .select({ id: joinRequests.id })
        .from(joinRequests)
        .where(and(eq(joinRequests.id, d.id), eq(joinRequests.tenantId, d.tenantId)));
      throw existing ? new HttpError(409, 'REQUEST_NOT_PENDING') : notFound();
    }
    if (d.accept) {
      await tx.insert(members).values({ id: randomUUID(), organizationId: d.tenantId, userId: row.userId, role: 'customer' }).onConflictDoNothing();
      // The same person's other pending requests to this firm are answered by this decision.
      const others = await tx
        .update(joinRequests)
        .set({ status, decidedBy: d.deciderId, decidedAt: now })
        .where(and(eq(joinRequests.tenantId, d.tenantId), eq(joinRequests.userId, row.userId), eq(joinRequests.status, 'pending')))
        .returning({ id: joinRequests.id });
      if (others.length > 0)
        await recordAudit(tx, {
          ...d.origin,
          action: 'company.join_request.accept',
          actorUserId: d.deciderId,
          tenantId: d.tenantId,
          targetType: 'join_request',
          targetId: others.map((o) => o.id).join(','),
          metadata: { sameRequester: row.id },
        });
    }
    await recordAudit(tx, {
      ...d.origin,
      action: `company.join_request.${d.accept ? 'accept' : 'decline'}`,
      actorUserId: d.deciderId,
      tenantId: d.tenantId,
      targetType: 'join_request',
      targetId: row.id,
      metadata: { userId: row.userId, email: row.requesterEmail },
    });
    const [firm] = await tx.select({ name: tenants.name }).from(tenants).where(eq(tenants.id, d.tenantId));
    return { row, firmName: firm?.name ?? '' };
  });

  const { row, firmName } = outcome;
  if (d.accept) {
    await notify(app.db, {
      userId: row.userId,
      tenantId: d.tenantId,
      kind: 'account.join_request_accepted',
      title: 'Elfogadták a csatlakozási kérelmedet',
      body: `Mostantól a(z) ${firmName} ügyfele vagy.`,
      link: '/app/dashboard',
    });
    app.mailer.sendLater({ to: row.requesterEmail, ...joinRequestAcceptedMail(row.requesterName, firmName, `${app.env.APP_URL}/app/dashboard`) });
  } else {
    // No tenant on the notice: the requester is not a member, and the firm stays unnamed.
    await notify(app.db, { userId: row.userId, kind: 'account.join_request_declined', title: 'A csatlakozási kérelmedet nem fogadták el', body: `Kérelem: ${row.requestedWith}`, link: '/app/dashboard' });
    app.mailer.sendLater({ to: row.requesterEmail, ...joinRequestDeclinedMail(row.requesterName, row.requestedWith) });
  }
  return { id: row.id, status };
}

export interface CustomerInvitation {
  tenantId: string;
  inviterId: string;
  email: string;
  origin: Origin;
}

/**
 * The firm invites a customer by e-mail (its consent given in advance). A pending invitation of
 * the firm to the same address is sent again rather than doubled; a member is 409 ALREADY_MEMBER.
 */
export async function inviteCustomer(app: FastifyInstance, inv: CustomerInvitation) {
  const email = normalize(inv.email);
  const [member] = await app.db
    .select({ id: members.id })
    .from(members)
    .innerJoin(users, eq(users.id, members.userId))
    .where(and(eq(members.organizationId, inv.tenantId), eq(users.email, email)));
  if (member) throw new HttpError(409, 'ALREADY_MEMBER');
  const expiresAt = new Date(Date.now() + INVITATION_DAYS * 86_400_000);
  const { invitation, firmName } = await withTenant(app.db, inv.tenantId, async (tx) => {
    const open = and(eq(invitations.organizationId, inv.tenantId), eq(invitations.role, 'customer'), sql`lower(${invitations.email}) = ${email}`, eq(invitations.status, 'pending'), gt(invitations.expiresAt, new Date()));
    const [existing] = await tx.update(invitations).set({ expiresAt }).where(open).returning({ id: invitations.id });
    const id = existing?.id ?? randomUUID();
    if (!existing) await tx.insert(invitations).values({ id, organizationId: inv.tenantId, email, role: 'customer', status: 'pending', expiresAt, inviterId: inv.inviterId });
    await recordAudit(tx, {
      ...inv.origin,
      action: 'company.invitation.create',
      actorUserId: inv.inviterId,
      tenantId: inv.tenantId,
      targetType: 'invitation',
      targetId: id,
      email,
      metadata: { renewed: Boolean(existing) },
    });
    const [firm] = await tx.select({ name: tenants.name }).from(tenants).where(eq(tenants.id, inv.tenantId));
    return { invitation: { id, email, expiresAt: expiresAt.toISOString() }, firmName: firm?.name ?? '' };
  });
  app.mailer.sendLater({ to: email, ...customerInvitationMail(firmName, invitation.id, `${app.env.APP_URL}/register`, INVITATION_DAYS) });
  return invitation;
}
