// The firm's own data and members as services (issue 33.1/33.2, decisions 0290, 0291, 0293):
// each takes the Actor, checks canViewOwnCompany / canManageOwnCompany / canViewCompanyUsers /
// canManageCompanyUsers, and writes its audit entry and domain event in the caller's transaction.
// The member's bell notice about new roles is a consumer of the event, in the same transaction.
import type { CompanyMember } from '@shared/company/company.schemas';
import { makesCustomerAdmin, type TenantRole } from '@shared/permissions/roles';
import { type Actor, authorize } from '../../actor/actor';
import { audit } from '../../audit/audit';
import type { TenantTx } from '../../db/tenant-scope';
import { emit, onDomainEvent } from '../../events/domain-events';
import { DomainError, notFound } from '../../lib/domain-error';
import { notify } from '../../notifications/notify';
import { companyRepo } from './company.repo';
import { assertSeatFree, seatsOf } from './colleague-invitations.service';
import { assertFirmKeepsAnAdministrator } from './firm-administrators';
import './company.events';

onDomainEvent('company.member.roles_changed', 'company.notify-member', (tx, event) =>
  notify(tx, { userId: event.payload.userId, tenantId: event.tenantId, kind: 'account.role_changed', title: 'Megváltoztak a szerepköreid', body: 'Frissítsd az oldalt az új menükhöz.', link: '/app/dashboard' }),
);

export async function ownCompany(tx: TenantTx, actor: Actor) {
  authorize(actor, 'canViewOwnCompany');
  const row = await companyRepo(tx, actor.tenantId).get();
  if (!row) throw notFound();
  return row;
}

/** Renames the firm (canManageOwnCompany): `company.rename`. */
export async function renameCompany(tx: TenantTx, actor: Actor, name: string) {
  authorize(actor, 'canManageOwnCompany');
  const repo = companyRepo(tx, actor.tenantId);
  await repo.rename(name);
  await audit(tx, actor, 'company.rename', { type: 'tenant', id: actor.tenantId }, { name });
  const row = await repo.get();
  if (!row) throw notFound();
  return row;
}

export async function companyMembers(tx: TenantTx, actor: Actor): Promise<CompanyMember[]> {
  authorize(actor, 'canViewCompanyUsers');
  return companyRepo(tx, actor.tenantId).members();
}

const staff = (roles: readonly string[]) => roles.includes('tenant') || roles.includes('lawyer');

/**
 * The rules of a member's roles in a firm changing to `to` (`member`: its id and roles now, null
 * for a new member), whoever changes them – the firm's administrator in the member list, the
 * platform admin in the user list or by an invitation (decision 0498): a portal (customer) account
 * is never made the firm's administrator (CUSTOMER_CANNOT_BE_ADMIN, decision 0494), a member who
 * becomes staff takes a seat of the plan (SEAT_LIMIT_REACHED, decision 0330), and the firm keeps
 * another administrator when this one loses `tenant` (MEMBER_LAST_ADMIN, locked, decision 0501).
 * Runs in the caller's transaction.
 */
export async function assertMemberRolesAllowed(tx: TenantTx, tenantId: string, member: { id: string; roles: readonly TenantRole[] } | null, to: readonly TenantRole[]): Promise<void> {
  const from = member?.roles ?? [];
  if (makesCustomerAdmin(from, to)) throw new DomainError('CUSTOMER_CANNOT_BE_ADMIN');
  if (!staff(from) && staff(to)) assertSeatFree(await seatsOf(tx, tenantId));
  if (member && from.includes('tenant') && !to.includes('tenant')) await assertFirmKeepsAnAdministrator(tx, tenantId, member.id);
}

/**
 * A member's roles (canManageCompanyUsers): nobody removes their own administration right (the
 * firm could lock itself out, CANNOT_CHANGE_SELF); then the rules of `assertMemberRolesAllowed`
 * (a customer made staff takes a seat, a customer is never made the firm's administrator, the
 * firm's last administrator keeps the role). Audited as `company.member.roles`; the
 * `company.member.roles_changed` event puts a notice in the member's bell.
 */
export async function setMemberRoles(tx: TenantTx, actor: Actor, memberId: string, roles: TenantRole[]): Promise<CompanyMember> {
  authorize(actor, 'canManageCompanyUsers');
  const repo = companyRepo(tx, actor.tenantId);
  const target = (await repo.members()).find((m) => m.id === memberId);
  if (!target) throw notFound();
  if (target.userId === actor.userId && !roles.includes('tenant') && target.roles.includes('tenant')) throw new DomainError('CANNOT_CHANGE_SELF');
  await assertMemberRolesAllowed(tx, actor.tenantId, target, roles);
  await repo.setRoles(target.id, roles);
  const to = [...new Set(roles)];
  await audit(tx, actor, 'company.member.roles', { type: 'user', id: target.userId }, { roles });
  await emit(tx, actor, 'company.member.roles_changed', { type: 'user', id: target.userId }, { userId: target.userId, from: target.roles, to });
  return { ...target, roles: to };
}
