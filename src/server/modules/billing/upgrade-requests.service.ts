// A firm member who may not change the plan asks the firm's administrators for a feature
// (decision 0270: moved out of the route). Runs in the tenant's transaction: the check for a
// recent ask, the bell notices and the audit entry (which is also what the next check reads) together.
import { and, eq, gt, sql } from 'drizzle-orm';
import type { FeatureKey } from '@shared/entitlements/entitlements';
import { featureCatalogue } from '@shared/entitlements/entitlements';
import { parseMemberRoles } from '@shared/permissions/roles';
import { capitalizeFirst } from '@shared/hu/format';
import { type RequestOrigin, recordAudit } from '../../audit/audit';
import { auditLog, members } from '../../db/schema';
import type { TenantTx } from '../../db/tenant-scope';
import { notify } from '../../notifications/notify';

export const UPGRADE_REQUEST_AUDIT = 'billing.upgrade_request';
const ONCE_PER_MS = 24 * 60 * 60 * 1000;

/** The firm's administrators (role tenant: they may change the plan). */
async function firmAdministrators(tx: TenantTx, tenantId: string): Promise<string[]> {
  const rows = await tx.select({ userId: members.userId, role: members.role }).from(members).where(eq(members.organizationId, tenantId));
  return rows.filter((r) => parseMemberRoles(r.role).includes('tenant')).map((r) => r.userId);
}

/** Tells every other administrator once a day per asker and feature; says how many were told. */
export async function askForUpgrade(tx: TenantTx, tenantId: string, origin: RequestOrigin, asker: { id: string; name: string; email: string }, feature: FeatureKey) {
  // Parallel asks queue here, so the second one reads the first one's audit entry (issue 34.8:
  // ten parallel asks made two notices).
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`upgrade-request:${tenantId}:${asker.id}:${feature}`}, 0))`);
  const [recent] = await tx
    .select({ id: auditLog.id })
    .from(auditLog)
    .where(and(eq(auditLog.action, UPGRADE_REQUEST_AUDIT), eq(auditLog.actorUserId, asker.id), gt(auditLog.createdAt, new Date(Date.now() - ONCE_PER_MS)), sql`${auditLog.metadata}->>'feature' = ${feature}`))
    .limit(1);
  if (recent) return { notified: 0, alreadyAsked: true };
  const admins = (await firmAdministrators(tx, tenantId)).filter((userId) => userId !== asker.id);
  const name = featureCatalogue[feature].name;
  await notify(
    tx,
    admins.map((userId) => ({
      userId,
      tenantId,
      kind: 'billing.upgrade_request',
      title: capitalizeFirst(`${asker.name} csomagváltást kér: ${name}`),
      body: `${asker.name} (${asker.email}) szeretné használni ezt a funkciót: ${name}. A jelenlegi csomag nem tartalmazza; a Csomagok oldalon válthatsz.`,
      link: '/app/pricing',
    })),
  );
  await recordAudit(tx, { ...origin, action: UPGRADE_REQUEST_AUDIT, metadata: { feature, notified: admins.length } });
  return { notified: admins.length, alreadyAsked: false };
}
