// Colleague invitations and seats (issue 38.2, decision 0330). The firm administrator invites a
// lawyer or a firm administrator by name and e-mail: an `invitations` row with the SHA-256 of a
// random link token, living INVITATION_DAYS days; resending makes a new link (the old one stops
// working) and a new expiry; revoking ends it. Staff seats (members who are firm admins or
// lawyers, plus open invitations) are held against the plan's `users_limit`. The invitee opens
// the link: a new address sets its name and first password (and accepts the terms), an existing
// account signs in as the invited address and joins.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, gt, isNotNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { type ColleagueInvitation, type ColleagueRoleChoice, colleagueRoleChoices, DEFAULT_USERS_LIMIT, INVITATION_DAYS, invitationMessages, type Seats } from '@shared/company/invitations.schemas';
import { currentLegalVersionIds } from '@shared/legal/legal';
import { parseMemberRoles } from '@shared/permissions/roles';
import { splitHungarianName } from '@shared/profile/person-name';
import { type Actor, authorize, type PersonActor } from '../../actor/actor';
import { audit, recordAudit, type AuditEntry } from '../../audit/audit';
import { hashPassword } from '../../auth/password-hashing';
import { resultRows } from '../../db/client';
import { accounts, invitations, members, plans, subscriptions, tenants, userProfiles, users } from '../../db/schema';
import type { TenantTx } from '../../db/tenant-scope';
import { DomainError } from '../../lib/domain-error';
import { recordLegalAcceptance } from '../../legal/acceptances';
import { colleagueInvitationMail } from '../../mail/templates';
import { notify } from '../../notifications/notify';
import { assertFirmKeepsAnAdministrator } from './firm-administrators';
import { holdsAnyRole } from '../../db/member-roles';

const DAY_MS = 86_400_000;
const hashOf = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');
const newToken = () => randomBytes(32).toString('base64url');
/** Members who hold a staff role (firm admin or lawyer): the seats. */
const staffRole = holdsAnyRole(members.role, ['tenant', 'lawyer']);
/** Open colleague invitations (customer invitations carry no token and do not take a seat). */
const openColleagueInvitation = (tenantId: string, now: Date) => and(eq(invitations.organizationId, tenantId), eq(invitations.status, 'pending'), isNotNull(invitations.tokenHash), gt(invitations.expiresAt, now));

const roleChoiceOf = (stored: string | null): ColleagueRoleChoice => {
  const roles = parseMemberRoles(stored ?? '');
  const choice = [...new Set(roles.filter((r) => r !== 'customer'))].sort((a, b) => (a === 'tenant' ? -1 : b === 'tenant' ? 1 : 0)).join(',');
  return (colleagueRoleChoices as readonly string[]).includes(choice) ? (choice as ColleagueRoleChoice) : 'lawyer';
};

/**
 * The firm's staff seats: used, held by open invitations, and the active plan's limit. One statement
 * after another: accepting an invitation calls this inside a plain transaction, whose client runs one
 * statement at a time (decision 0509).
 */
export async function seatsOf(tx: TenantTx, tenantId: string, now = new Date()): Promise<Seats> {
  const [used] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(members)
    .where(and(eq(members.organizationId, tenantId), staffRole));
  const [invited] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(invitations)
    .where(openColleagueInvitation(tenantId, now));
  const [plan] = await tx
    .select({ limit: plans.usersLimit, name: plans.name })
    .from(subscriptions)
    .innerJoin(plans, eq(plans.id, subscriptions.planId))
    .where(and(eq(subscriptions.tenantId, tenantId), eq(subscriptions.status, 'active')))
    .limit(1);
  return { used: used?.n ?? 0, invited: invited?.n ?? 0, limit: plan ? plan.limit : DEFAULT_USERS_LIMIT, planName: plan?.name ?? null };
}

/** Refuses taking `taking` more seats than the plan leaves free (SEAT_LIMIT_REACHED). */
export function assertSeatFree(seats: Seats, taking = 1): void {
  if (seats.limit !== null && seats.used + seats.invited + taking > seats.limit) throw new DomainError('SEAT_LIMIT_REACHED');
}

export async function listColleagueInvitations(tx: TenantTx, actor: Actor, now = new Date()) {
  authorize(actor, 'canViewCompanyUsers');
  const rows = await tx
    .select({ row: invitations, inviterName: users.name })
    .from(invitations)
    .leftJoin(users, eq(users.id, invitations.inviterId))
    .where(and(eq(invitations.organizationId, actor.tenantId), eq(invitations.status, 'pending'), isNotNull(invitations.tokenHash)))
    .orderBy(invitations.createdAt);
  const items: ColleagueInvitation[] = rows.map(({ row, inviterName }) => ({
    id: row.id,
    name: row.name ?? '',
    email: row.email,
    roles: roleChoiceOf(row.role),
    createdAt: row.createdAt.toISOString(),
    lastSentAt: (row.lastSentAt ?? row.createdAt).toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    expired: row.expiresAt <= now,
    inviterName,
  }));
  return { items, seats: await seatsOf(tx, actor.tenantId, now), days: INVITATION_DAYS };
}

export interface InvitationMail {
  to: string;
  name: string;
  firmName: string;
  inviterName: string;
  roles: ColleagueRoleChoice;
  token: string;
  expiresAt: Date;
}

async function firmAndInviter(tx: TenantTx, actor: PersonActor) {
  const [[firm], [inviter]] = await Promise.all([tx.select({ name: tenants.name }).from(tenants).where(eq(tenants.id, actor.tenantId)), tx.select({ name: users.name }).from(users).where(eq(users.id, actor.userId))]);
  return { firmName: firm?.name ?? '', inviterName: inviter?.name ?? '' };
}

/**
 * Invites a colleague: refused for a member's address (ALREADY_MEMBER), for an address with an open
 * invitation (INVITATION_PENDING: resend it instead) and without a free seat (SEAT_LIMIT_REACHED).
 * Returns the mail to send once the transaction committed.
 */
export async function inviteColleague(tx: TenantTx, actor: PersonActor, body: { name: string; email: string; roles: ColleagueRoleChoice }, now = new Date()) {
  authorize(actor, 'canManageCompanyUsers');
  const email = body.email.trim().toLowerCase();
  const [member] = await tx
    .select({ id: members.id })
    .from(members)
    .innerJoin(users, eq(users.id, members.userId))
    .where(and(eq(members.organizationId, actor.tenantId), sql`lower(${users.email}) = ${email}`));
  if (member) throw new DomainError('ALREADY_MEMBER');
  const [open] = await tx
    .select({ id: invitations.id })
    .from(invitations)
    .where(and(openColleagueInvitation(actor.tenantId, now), sql`lower(${invitations.email}) = ${email}`));
  if (open) throw new DomainError('INVITATION_PENDING');
  assertSeatFree(await seatsOf(tx, actor.tenantId, now));
  const id = randomUUID();
  const token = newToken();
  const expiresAt = new Date(now.getTime() + INVITATION_DAYS * DAY_MS);
  await tx
    .insert(invitations)
    .values({ id, organizationId: actor.tenantId, email, name: body.name, role: body.roles, status: 'pending', expiresAt, inviterId: actor.userId, tokenHash: hashOf(token), lastSentAt: now, createdAt: now });
  await audit(tx, actor, 'company.colleague_invitation.create', { type: 'invitation', id }, { email, roles: body.roles, expiresAt: expiresAt.toISOString() });
  const { firmName, inviterName } = await firmAndInviter(tx, actor);
  const mail: InvitationMail = { to: email, name: body.name, firmName, inviterName, roles: body.roles, token, expiresAt };
  return { id, expiresAt: expiresAt.toISOString(), mail };
}

async function pendingColleagueInvitation(tx: TenantTx, tenantId: string, id: string) {
  const [row] = await tx
    .select()
    .from(invitations)
    .where(and(eq(invitations.organizationId, tenantId), eq(invitations.id, id), eq(invitations.status, 'pending'), isNotNull(invitations.tokenHash)));
  if (!row) throw new DomainError('NOT_FOUND');
  return row;
}

/** A new link and a new expiry for an open (or expired, not accepted) invitation; the old link stops working. */
export async function resendColleagueInvitation(tx: TenantTx, actor: PersonActor, id: string, now = new Date()) {
  authorize(actor, 'canManageCompanyUsers');
  const row = await pendingColleagueInvitation(tx, actor.tenantId, id);
  // An expired invitation no longer holds a seat: renewing it takes one again.
  if (row.expiresAt <= now) assertSeatFree(await seatsOf(tx, actor.tenantId, now));
  const token = newToken();
  const expiresAt = new Date(now.getTime() + INVITATION_DAYS * DAY_MS);
  await tx
    .update(invitations)
    .set({ tokenHash: hashOf(token), expiresAt, lastSentAt: now })
    .where(eq(invitations.id, row.id));
  await audit(tx, actor, 'company.colleague_invitation.resend', { type: 'invitation', id }, { email: row.email, expiresAt: expiresAt.toISOString() });
  const { firmName, inviterName } = await firmAndInviter(tx, actor);
  const mail: InvitationMail = { to: row.email, name: row.name ?? '', firmName, inviterName, roles: roleChoiceOf(row.role), token, expiresAt };
  return { id, expiresAt: expiresAt.toISOString(), mail };
}

export async function revokeColleagueInvitation(tx: TenantTx, actor: PersonActor, id: string) {
  authorize(actor, 'canManageCompanyUsers');
  const row = await pendingColleagueInvitation(tx, actor.tenantId, id);
  await tx.update(invitations).set({ status: 'revoked', tokenHash: null }).where(eq(invitations.id, row.id));
  await audit(tx, actor, 'company.colleague_invitation.revoke', { type: 'invitation', id }, { email: row.email });
}

/** Removes a member from the firm (the account stays): frees a seat. Not oneself, not the last firm administrator. */
export async function removeMember(tx: TenantTx, actor: PersonActor, memberId: string) {
  authorize(actor, 'canManageCompanyUsers');
  const [target] = await tx
    .select({ id: members.id, userId: members.userId, role: members.role, email: users.email })
    .from(members)
    .innerJoin(users, eq(users.id, members.userId))
    .where(and(eq(members.organizationId, actor.tenantId), eq(members.id, memberId)));
  if (!target) throw new DomainError('NOT_FOUND');
  if (target.userId === actor.userId) throw new DomainError('CANNOT_CHANGE_SELF');
  if (parseMemberRoles(target.role).includes('tenant')) await assertFirmKeepsAnAdministrator(tx, actor.tenantId, target.id);
  await tx.delete(members).where(eq(members.id, target.id));
  await audit(tx, actor, 'company.member.remove', { type: 'user', id: target.userId }, { email: target.email, roles: target.role });
  return target;
}

/** The mail of an invitation, sent after the commit (a mail never names a rolled-back invitation). */
export function sendInvitationMail(app: FastifyInstance, mail: InvitationMail): void {
  const url = `${app.env.APP_URL}/accept-invitation?token=${encodeURIComponent(mail.token)}`;
  app.mailer.sendLater({ to: mail.to, ...colleagueInvitationMail({ name: mail.name, firmName: mail.firmName, inviterName: mail.inviterName, roles: mail.roles, url, expiresAt: mail.expiresAt, days: INVITATION_DAYS }) });
}

// ---------------------------------------------------------------------------------------------
// The invitee's side: the link, before and after signing in (owner connection: no tenant yet).

type Origin = Pick<AuditEntry, 'ip' | 'userAgent'>;

async function liveInvitation(app: FastifyInstance, token: string) {
  const rows = resultRows<{ id: string; tenant_id: string; email: string; name: string | null; role: string | null; expires_at: Date | string; firm_name: string; inviter_id: string }>(
    await app.db.execute(sql`select i.id, i.tenant_id, i.email, i.name, i.role, i.expires_at, t.name as firm_name, i.inviter_id
      from invitations i join tenants t on t.id = i.tenant_id
      where i.token_hash = ${hashOf(token)} and i.status = 'pending' and i.expires_at > now() and t.suspended_at is null`),
  );
  const row = rows[0];
  if (!row) throw new DomainError('INVITATION_INVALID');
  return { ...row, expiresAt: new Date(row.expires_at) };
}

export async function previewInvitation(app: FastifyInstance, token: string) {
  const inv = await liveInvitation(app, token);
  const [account] = await app.db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${inv.email.toLowerCase()}`);
  return { firmName: inv.firm_name, name: inv.name ?? '', email: inv.email, roles: roleChoiceOf(inv.role), expiresAt: inv.expiresAt.toISOString(), accountExists: Boolean(account) };
}

export interface AcceptInput {
  token: string;
  name?: string | undefined;
  password?: string | undefined;
  acceptTerms?: boolean | undefined;
}

/**
 * Accepts the invitation: a new address gets its account (name, first password, the terms in
 * force accepted, the address verified by the link), an existing account must be signed in as the
 * invited address. The seat is checked again: the plan may have changed since the invitation.
 */
export async function acceptInvitation(app: FastifyInstance, input: AcceptInput, signedIn: { id: string; email: string } | null, origin: Origin) {
  const inv = await liveInvitation(app, input.token);
  const email = inv.email.toLowerCase();
  const [existing] = await app.db
    .select({ id: users.id, email: users.email, name: users.name })
    .from(users)
    .where(sql`lower(${users.email}) = ${email}`);
  if (existing && !signedIn) throw new DomainError('INVITATION_SIGN_IN_REQUIRED');
  if (signedIn && signedIn.email.toLowerCase() !== email) throw new DomainError('INVITATION_EMAIL_MISMATCH');
  const fields: Record<string, string> = {};
  if (!existing) {
    if (!input.name) fields.name = 'Add meg a neved.';
    if (!input.password) fields.password = 'Add meg a jelszavad.';
    if (Object.keys(fields).length > 0) throw new DomainError('VALIDATION_ERROR', undefined, fields);
    if (!input.acceptTerms) throw new DomainError('TERMS_REQUIRED');
  }
  const passwordHash = existing ? null : await hashPassword(input.password!);
  const roles = roleChoiceOf(inv.role);
  const now = new Date();
  const userId = existing?.id ?? randomUUID();
  const name = existing?.name || input.name || inv.name || email;
  await app.db.transaction(async (tx) => {
    // The seat this invitation held is taken now; another open one may not push the firm over.
    const [locked] = await tx
      .select({ id: invitations.id })
      .from(invitations)
      .where(and(eq(invitations.id, inv.id), eq(invitations.status, 'pending')))
      .for('update');
    if (!locked) throw new DomainError('INVITATION_INVALID');
    const [already] = await tx
      .select({ id: members.id, role: members.role })
      .from(members)
      .where(and(eq(members.organizationId, inv.tenant_id), eq(members.userId, userId)));
    if (!already) {
      const seats = await seatsOf(tx as unknown as TenantTx, inv.tenant_id, now);
      if (seats.limit !== null && seats.used + 1 > seats.limit) throw new DomainError('SEAT_LIMIT_REACHED');
    }
    if (!existing) {
      await tx.insert(users).values({ id: userId, name, ...splitHungarianName(name), email, emailVerified: true, role: 'user' });
      await tx.insert(accounts).values({ id: randomUUID(), accountId: userId, providerId: 'credential', userId, password: passwordHash! });
      await tx.insert(userProfiles).values({ userId, userType: 'lawyer', firmName: inv.firm_name, termsAcceptedAt: now, privacyAcceptedAt: now });
      await recordLegalAcceptance(tx, userId, currentLegalVersionIds, now);
    }
    if (already) {
      // A customer of the firm becoming its lawyer keeps the customer role beside the new ones.
      const merged = [...new Set([...parseMemberRoles(already.role), ...parseMemberRoles(roles)])].join(',');
      await tx.update(members).set({ role: merged }).where(eq(members.id, already.id));
    } else {
      await tx.insert(members).values({ id: randomUUID(), organizationId: inv.tenant_id, userId, role: roles });
    }
    await tx.update(invitations).set({ status: 'accepted', tokenHash: null }).where(eq(invitations.id, inv.id));
    await recordAudit(tx, {
      action: 'company.colleague_invitation.accept',
      actorUserId: userId,
      tenantId: inv.tenant_id,
      targetType: 'invitation',
      targetId: inv.id,
      email,
      ...origin,
      metadata: { roles, created: !existing },
    });
    await notify(tx, {
      userId: inv.inviter_id,
      tenantId: inv.tenant_id,
      kind: 'company.invitation_accepted',
      title: `${name} elfogadta a meghívót`,
      body: `Mostantól a(z) ${inv.firm_name} tagja.`,
      link: '/app/settings',
    });
  });
  return { success: true as const, message: existing ? invitationMessages.joined : invitationMessages.accountCreated, email, created: !existing };
}
