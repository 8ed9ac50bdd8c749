// Client management (issue 14 point 6, decision 0134). A client is a contact of the firm that is
// a client party of a matter the user may see, was approved by an onboarding, or carries the
// "ügyfél" tag. Portal access is a customer member of the firm linked to the client by a
// portal_users row (decision 0350, replacing 0134's e-mail match); invitations go to the e-mail of
// the client or of a person linked to it, reuse the join-requests flow and create the link on
// acceptance (portal_invitations).
import { and, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { ClientDetail, ClientSummary } from '@shared/client-management/client-management.schemas';
import { parseMemberRoles } from '@shared/permissions/roles';
import { clientIntakes, contactLinks, contacts, invitations, matterParties, matters, members, portalInvitations, portalUsers, searchKeySql, users } from '../../db/schema';
import type { Actor } from '../../actor/actor';
import { audit } from '../../audit/audit';
import type { TenantTx } from '../../db/tenant-scope';
import { HttpError } from '../../lib/http-error';
import { hungarianOrder, inHungarianOrder } from '../../db/collation';
import { holdsAnyRole } from '../../db/member-roles';

export const CLIENT_TAG = 'ügyfél';

/** The contact is a client (see the header); RLS hides confidential matters outside their team. */
const isClient = sql`(
  ${contacts.tags} @> array[${CLIENT_TAG}]::text[]
  or exists (select 1 from ${matterParties} mp where mp.contact_id = ${contacts.id} and mp.role = 'client')
  or exists (select 1 from ${clientIntakes} ci where ci.contact_id = ${contacts.id} and ci.status = 'approved')
)`;

// Qualified by hand: in a select list drizzle writes columns unqualified, ambiguous in these subqueries.
const contactId = sql.raw('"contacts"."id"');
const contactTenant = sql.raw('"contacts"."tenant_id"');
const contactEmail = sql.raw('"contacts"."email"');

const liveContact = (tenantId: string) => and(eq(contacts.tenantId, tenantId), isNull(contacts.deletedAt), isNull(contacts.mergedIntoId));

/** Issued invoices net out (a storno carries negated totals); there is no payment status yet. */
const invoicedSql = sql<string>`(select coalesce(sum(i.gross_amount_huf), 0)::text from invoices i where i.tenant_id = ${contactTenant} and i.contact_id = ${contactId} and i.status = 'issued')`;
const matterCountSql = (open: boolean) =>
  sql<number>`(select count(distinct m.id)::int from ${matterParties} mp join ${matters} m on m.id = mp.matter_id where mp.contact_id = ${contactId} and mp.role = 'client' ${open ? sql`and m.status in ('open', 'in_progress')` : sql``})`;

/** Lower-cased e-mails of the client and of the people linked to it (their representatives and staff). */
const inviteableSql = sql`(select array_agg(distinct lower(e)) from (
  select ${contactEmail} as e
  union all select p.email from ${contactLinks} l join ${contacts} p on p.id = l.person_id where l.organisation_id = ${contactId} and p.deleted_at is null
) x where e is not null)`;
/** Customer members linked to the client (decision 0350). */
const portalUsersSql = sql<number>`(select count(distinct pu.user_id)::int from ${portalUsers} pu join ${members} mb on mb.user_id = pu.user_id and mb.tenant_id = pu.tenant_id
  where pu.tenant_id = ${contactTenant} and pu.contact_id = ${contactId} and ${holdsAnyRole(sql`mb.role`, ['customer'])})`;

/** A client's open balance (decision 0206): what it still owes and the overdue part of it, in HUF. */
export interface OpenBalance {
  openHuf: string;
  overdueHuf: string;
}
/** The invoicing module's receivables by client contact, wired by client-management/module.ts from the invoicing face. */
export type OpenBalances = (tx: TenantTx, tenantId: string) => Promise<ReadonlyMap<string, OpenBalance>>;

const NO_BALANCE: OpenBalance = { openHuf: '0.00', overdueHuf: '0.00' };

export async function listClients(tx: TenantTx, tenantId: string, options: { q?: string; withInvoices: boolean; balances?: ReadonlyMap<string, OpenBalance> }): Promise<ClientSummary[]> {
  const search = options.q ? sql`${contacts.searchKey} like ${searchKeySql(`%${options.q.replace(/[%_\\]/g, '')}%`)}` : undefined;
  const rows = await tx
    .select({
      id: contacts.id,
      kind: contacts.kind,
      name: contacts.name,
      email: contacts.email,
      taxNumber: contacts.taxNumber,
      openMatters: matterCountSql(true),
      totalMatters: matterCountSql(false),
      invoicedHuf: invoicedSql,
      portalUsers: portalUsersSql,
    })
    .from(contacts)
    .where(and(liveContact(tenantId), isClient, search))
    .orderBy(hungarianOrder(tx, contacts.name), contacts.id)
    .limit(500);
  return inHungarianOrder(tx, rows, (r) => r.name).map((r) => {
    const balance = options.withInvoices ? (options.balances?.get(r.id) ?? NO_BALANCE) : null;
    return { ...r, kind: r.kind as ClientSummary['kind'], invoicedHuf: options.withInvoices ? r.invoicedHuf : null, openHuf: balance?.openHuf ?? null, overdueHuf: balance?.overdueHuf ?? null };
  });
}

export async function clientContact(tx: TenantTx, tenantId: string, id: string) {
  const [row] = await tx
    .select({ id: contacts.id, inviteable: sql<string[] | null>`${inviteableSql}` })
    .from(contacts)
    .where(and(liveContact(tenantId), eq(contacts.id, id), isClient));
  if (!row) throw new HttpError(404, 'CLIENT_NOT_FOUND');
  return { id: row.id, inviteable: row.inviteable ?? [] };
}

export async function clientDetail(tx: TenantTx, tenantId: string, id: string, withInvoices: boolean, balances?: ReadonlyMap<string, OpenBalance>): Promise<ClientDetail> {
  const { inviteable } = await clientContact(tx, tenantId, id);
  const [summary] = (await listClients(tx, tenantId, { withInvoices, ...(balances ? { balances } : {}) })).filter((c) => c.id === id);
  const matterRows = await tx
    .selectDistinct({ id: matters.id, number: matters.number, title: matters.title, status: matters.status, openedOn: matters.openedOn })
    .from(matterParties)
    .innerJoin(matters, eq(matters.id, matterParties.matterId))
    .where(and(eq(matterParties.tenantId, tenantId), eq(matterParties.contactId, id), eq(matterParties.role, 'client')))
    .orderBy(desc(matters.openedOn));
  const names = await tx
    .select({ email: sql<string>`lower(${contacts.email})`, name: contacts.name })
    .from(contacts)
    .where(and(liveContact(tenantId), inArray(sql`lower(${contacts.email})`, inviteable.length ? inviteable : [''])));
  const access = await tx
    .select({ userId: users.id, name: users.name, email: users.email, role: members.role, since: portalUsers.createdAt })
    .from(portalUsers)
    .innerJoin(members, and(eq(members.userId, portalUsers.userId), eq(members.organizationId, portalUsers.tenantId)))
    .innerJoin(users, eq(users.id, portalUsers.userId))
    .where(and(eq(portalUsers.tenantId, tenantId), eq(portalUsers.contactId, id)));
  const pending = inviteable.length
    ? await tx
        .select({ id: invitations.id, email: invitations.email, expiresAt: invitations.expiresAt, createdAt: invitations.createdAt })
        .from(invitations)
        .where(and(eq(invitations.organizationId, tenantId), eq(invitations.status, 'pending'), gt(invitations.expiresAt, new Date()), inArray(sql`lower(${invitations.email})`, inviteable)))
    : [];
  const [intake] = await tx
    .select({ id: clientIntakes.id, riskLevel: clientIntakes.riskLevel, retentionUntil: clientIntakes.retentionUntil, decidedAt: clientIntakes.decidedAt })
    .from(clientIntakes)
    .where(and(eq(clientIntakes.tenantId, tenantId), eq(clientIntakes.contactId, id), eq(clientIntakes.status, 'approved')))
    .orderBy(desc(clientIntakes.decidedAt))
    .limit(1);
  return {
    ...summary!,
    matters: matterRows,
    inviteableEmails: inviteable.map((email) => ({ email, name: names.find((n) => n.email === email)?.name ?? email })),
    portalAccess: access.filter((a) => parseMemberRoles(a.role).includes('customer')).map((a) => ({ userId: a.userId, name: a.name, email: a.email, since: a.since.toISOString() })),
    pendingInvitations: pending.map((p) => ({ id: p.id, email: p.email, expiresAt: p.expiresAt.toISOString(), createdAt: p.createdAt.toISOString() })),
    intake: intake ? { id: intake.id, riskLevel: intake.riskLevel, retentionUntil: intake.retentionUntil, decidedAt: intake.decidedAt?.toISOString() ?? null } : null,
  };
}

/**
 * Removes the member's link to the client (portal_users); a customer linked to no other client
 * loses the customer role, and a member with no other role leaves the firm. Returns the e-mail
 * for the audit log.
 */
/** Portal access changes are audited on the client by the function that makes them (issue 33.2). */
const auditAccess = (tx: TenantTx, actor: Actor, action: string, clientId: string, metadata: Record<string, unknown>) => audit(tx, actor, `clients.${action}`, { type: 'contact', id: clientId }, metadata);

export async function revokePortalAccess(tx: TenantTx, actor: Actor, clientId: string, userId: string): Promise<string> {
  const { tenantId } = actor;
  await clientContact(tx, tenantId, clientId);
  const [member] = await tx
    .select({ id: members.id, role: members.role, email: users.email })
    .from(members)
    .innerJoin(users, eq(users.id, members.userId))
    .where(and(eq(members.organizationId, tenantId), eq(members.userId, userId)));
  const roles = member ? parseMemberRoles(member.role) : [];
  if (!member || !roles.includes('customer')) throw new HttpError(404, 'CLIENT_ACCESS_NOT_FOUND');
  const removed = await tx
    .delete(portalUsers)
    .where(and(eq(portalUsers.tenantId, tenantId), eq(portalUsers.userId, userId), eq(portalUsers.contactId, clientId)))
    .returning({ id: portalUsers.id });
  if (removed.length === 0) throw new HttpError(404, 'CLIENT_ACCESS_NOT_FOUND');
  await auditAccess(tx, actor, 'portal_revoke', clientId, { userId, email: member.email });
  // A customer linked to another client of the firm stays a member.
  if ((await tx.$count(portalUsers, and(eq(portalUsers.tenantId, tenantId), eq(portalUsers.userId, userId)))) > 0) return member.email;
  const rest = roles.filter((r) => r !== 'customer');
  if (rest.length === 0) await tx.delete(members).where(eq(members.id, member.id));
  else
    await tx
      .update(members)
      .set({ role: rest.join(',') })
      .where(eq(members.id, member.id));
  return member.email;
}

/** Withdraws a pending invitation sent to one of the client's addresses. */
export async function cancelPortalInvitation(tx: TenantTx, actor: Actor, clientId: string, invitationId: string): Promise<string> {
  const { tenantId } = actor;
  const { inviteable } = await clientContact(tx, tenantId, clientId);
  const [row] = await tx
    .update(invitations)
    .set({ status: 'canceled' })
    .where(and(eq(invitations.organizationId, tenantId), eq(invitations.id, invitationId), eq(invitations.status, 'pending'), inArray(sql`lower(${invitations.email})`, inviteable.length ? inviteable : [''])))
    .returning({ email: invitations.email });
  if (!row) throw new HttpError(404, 'CLIENT_ACCESS_NOT_FOUND');
  await auditAccess(tx, actor, 'portal_invitation_cancel', clientId, { invitationId, email: row.email });
  return row.email;
}

/** The client a portal invitation is for: accepting it links the new customer to this contact (decision 0350). */
export async function recordPortalInvitation(tx: TenantTx, actor: Actor, clientId: string, invitation: { id: string; email: string }): Promise<void> {
  await tx
    .insert(portalInvitations)
    .values({ invitationId: invitation.id, tenantId: actor.tenantId, contactId: clientId })
    .onConflictDoUpdate({ target: portalInvitations.invitationId, set: { contactId: clientId } });
  await auditAccess(tx, actor, 'portal_invite', clientId, { email: invitation.email, invitationId: invitation.id });
}
