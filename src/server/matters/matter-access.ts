// Who may see and work on a matter, for the matters module and the modules built on it
// (deadlines): the firm's staff check and the RLS-backed visible-matter lookup.
import { and, eq, inArray } from 'drizzle-orm';
import { parseMemberRoles } from '@shared/permissions/roles';
import { matters, members, type MatterRow } from '../db/schema';
import type { TenantTx } from '../db/tenant-scope';
import { HttpError, notFound } from '../lib/http-error';

export interface Actor {
  tenantId: string;
  userId: string;
}

/** Users who may work on a matter: the firm's lawyers and administrators (not its customers). */
export async function assertFirmStaff(tx: TenantTx, tenantId: string, userIds: string[]): Promise<void> {
  const wanted = [...new Set(userIds)];
  if (wanted.length === 0) return;
  const rows = await tx.select({ userId: members.userId, role: members.role }).from(members).where(and(eq(members.organizationId, tenantId), inArray(members.userId, wanted)));
  const staff = new Set(rows.filter((r) => parseMemberRoles(r.role).some((role) => role === 'lawyer' || role === 'tenant')).map((r) => r.userId));
  if (wanted.some((id) => !staff.has(id))) throw new HttpError(400, 'MATTER_TEAM_NOT_MEMBER');
}

/** The matter if the request's user may see it (RLS decides), else 404. */
export async function visibleMatter(tx: TenantTx, tenantId: string, id: string): Promise<MatterRow> {
  const [row] = await tx.select().from(matters).where(and(eq(matters.tenantId, tenantId), eq(matters.id, id)));
  if (!row) throw notFound();
  return row;
}
