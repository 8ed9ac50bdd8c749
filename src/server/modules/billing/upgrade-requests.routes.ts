// A firm member who may not change the plan (a lawyer, a customer) meets a locked feature: the
// upgrade card names who can upgrade and offers to ask them. The request reaches every
// administrator of the firm in the bell; the same person asking for the same feature again
// within a day tells nobody twice. Audited.
import { and, eq, gt, sql } from 'drizzle-orm';
import { parseMemberRoles } from '@shared/permissions/roles';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { upgradeRequestBodySchema, upgradeRequestResultSchema } from '@shared/entitlements/billing.schemas';
import { featureCatalogue } from '@shared/entitlements/entitlements';
import { apiErrorSchema } from '@shared/errors/errors.schemas';
import { recordAudit, requestOrigin } from '../../audit/audit';
import { auditLog, members } from '../../db/schema';
import type { TenantTx } from '../../db/tenant-scope';
import { withTenant } from '../../db/tenant-scope';
import { HttpError } from '../../lib/http-error';
import { notify } from '../../notifications/notify';
import { contextOf, requirePermission, tenantOf } from '../../plugins/request-context';

export const UPGRADE_REQUEST_AUDIT = 'billing.upgrade_request';
const ONCE_PER_MS = 24 * 60 * 60 * 1000;

/** The firm's administrators (role tenant: they may change the plan), inside the tenant's transaction. */
async function firmAdministrators(tx: TenantTx, tenantId: string): Promise<string[]> {
  const rows = await tx.select({ userId: members.userId, role: members.role }).from(members).where(eq(members.organizationId, tenantId));
  return rows.filter((r) => parseMemberRoles(r.role).includes('tenant')).map((r) => r.userId);
}

const upgradeRequestsRoutes: FastifyPluginAsync = async (app) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/api/billing/upgrade-requests',
    {
      preHandler: requirePermission(app, 'canViewOwnCompany'),
      schema: {
        tags: ['billing'],
        summary: 'A cég adminisztrátorainak megkérése csomagváltásra',
        body: upgradeRequestBodySchema,
        response: { 200: upgradeRequestResultSchema, 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 409: apiErrorSchema },
      },
    },
    async (request) => {
      const ctx = contextOf(request);
      if (ctx.permissions.canManageOwnCompany) throw new HttpError(409, 'UPGRADE_REQUEST_NOT_NEEDED');
      const tenantId = tenantOf(request);
      const { feature } = request.body;
      return withTenant(app.db, tenantId, async (tx) => {
        const [recent] = await tx
          .select({ id: auditLog.id })
          .from(auditLog)
          .where(and(eq(auditLog.action, UPGRADE_REQUEST_AUDIT), eq(auditLog.actorUserId, ctx.user.id), gt(auditLog.createdAt, new Date(Date.now() - ONCE_PER_MS)), sql`${auditLog.metadata}->>'feature' = ${feature}`))
          .limit(1);
        if (recent) return { notified: 0, alreadyAsked: true };
        const admins = (await firmAdministrators(tx, tenantId)).filter((userId) => userId !== ctx.user.id);
        const name = featureCatalogue[feature].name;
        await notify(
          tx,
          admins.map((userId) => ({
            userId,
            tenantId,
            kind: 'billing.upgrade_request',
            title: `${ctx.user.name} csomagváltást kér: ${name}`,
            body: `${ctx.user.name} (${ctx.user.email}) szeretné használni ezt a funkciót: ${name}. A jelenlegi csomag nem tartalmazza; a Csomagok oldalon válthatsz.`,
            link: '/app/pricing',
          })),
        );
        await recordAudit(tx, { ...requestOrigin(request), action: UPGRADE_REQUEST_AUDIT, metadata: { feature, notified: admins.length } });
        return { notified: admins.length, alreadyAsked: false };
      });
    },
  );
};

export default upgradeRequestsRoutes;
