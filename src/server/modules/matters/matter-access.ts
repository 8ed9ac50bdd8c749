// Who may see and work on a matter, for the matters module and the modules built on it
// (deadlines, automations, opportunities; through the face, index.ts): the firm's staff check and
// the RLS-backed visible-matter lookup.
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { parseMemberRoles } from '@shared/permissions/roles';
import { matters, matterTeam, members, type MatterRow } from '../../db/schema';
import { resultRows } from '../../db/client';
import type { TenantTx } from '../../db/tenant-scope';
import { DomainError, notFound } from '../../lib/domain-error';

export interface Actor {
  tenantId: string;
  userId: string;
}

/** Users who may work on a matter: the firm's lawyers and administrators (not its customers). */
export async function assertFirmStaff(tx: TenantTx, tenantId: string, userIds: string[]): Promise<void> {
  const wanted = [...new Set(userIds)];
  if (wanted.length === 0) return;
  const rows = await tx
    .select({ userId: members.userId, role: members.role })
    .from(members)
    .where(and(eq(members.organizationId, tenantId), inArray(members.userId, wanted)));
  const staff = new Set(rows.filter((r) => parseMemberRoles(r.role).some((role) => role === 'lawyer' || role === 'tenant')).map((r) => r.userId));
  if (wanted.some((id) => !staff.has(id))) throw new DomainError('MATTER_TEAM_NOT_MEMBER');
}

/** The matter if the request's user may see it (RLS decides), else 404. */
export async function visibleMatter(tx: TenantTx, tenantId: string, id: string): Promise<MatterRow> {
  const [row] = await tx
    .select()
    .from(matters)
    .where(and(eq(matters.tenantId, tenantId), eq(matters.id, id)));
  if (!row) throw notFound();
  return row;
}

/**
 * A deadline's responsible person or a task's assignee on a confidential matter must be one who
 * sees the matter (creator, responsible lawyer or team member), or every reminder about it would
 * tell an outsider its number, title and text (issue 34.3, decision 0306). Firm staff is checked
 * first; the user is told to add the colleague to the team instead.
 */
export async function assertMayWorkOnMatter(tx: TenantTx, tenantId: string, matter: MatterRow, userIds: string[]): Promise<void> {
  await assertFirmStaff(tx, tenantId, userIds);
  if (!matter.confidential) return;
  const wanted = [...new Set(userIds)].filter((id) => id !== matter.createdBy && id !== matter.responsibleLawyerId);
  if (wanted.length === 0) return;
  const team = await tx
    .select({ userId: matterTeam.userId })
    .from(matterTeam)
    .where(and(eq(matterTeam.matterId, matter.id), inArray(matterTeam.userId, wanted)));
  const inTeam = new Set(team.map((t) => t.userId));
  if (wanted.some((id) => !inTeam.has(id))) throw new DomainError('MATTER_ASSIGNEE_OUTSIDE_TEAM');
}

/**
 * Whether a user sees a matter, as an SQL condition for code that runs outside the user's request
 * scope (the sweeps on the owner connection, inside their claim transaction): the user is a member
 * of the matter's firm and, for a confidential matter, its creator, responsible lawyer or in its
 * team. The same rule as the database's vi_matter_visible() for that user; a test holds them
 * together (deadlines-confidential.test.ts).
 */
export function matterVisibleTo(matterId: SQL | string, userId: SQL | string): SQL {
  return sql`exists (
    select 1 from matters vm
    join members vmb on vmb.tenant_id = vm.tenant_id and vmb.user_id = ${userId}
    where vm.id = ${matterId}
      and (not vm.confidential or vm.created_by = ${userId} or vm.responsible_lawyer_id = ${userId}
        or exists (select 1 from matter_team vt where vt.matter_id = vm.id and vt.user_id = ${userId})))`;
}

/**
 * The first of the candidate recipients who still sees the matter (issue 34.3): someone put on a
 * confidential matter's deadline and later removed from its team, or who left the firm, is
 * skipped, and the next one (the deadline's creator, then the matter's responsible lawyer) is told
 * instead. Null when nobody is left.
 */
export async function firstRecipientWhoSees(tx: Pick<TenantTx, 'execute'>, matterId: string, candidates: (string | null | undefined)[]): Promise<string | null> {
  const ids = [...new Set(candidates.filter((c): c is string => !!c))];
  for (const id of ids) {
    const [row] = resultRows<{ ok: boolean }>(await tx.execute(sql`select ${matterVisibleTo(matterId, id)} as ok`));
    if (row?.ok) return id;
  }
  return null;
}
