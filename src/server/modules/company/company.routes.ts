// /api/company: the active tenant as its members see it, and its member list with roles.
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { companyMemberListSchema, companyMemberSchema, ownCompanySchema, updateMemberRolesBodySchema, updateOwnCompanyBodySchema } from '@shared/company/company.schemas';
import { recordAudit, requestOrigin } from '../../audit/audit';
import { withTenant } from '../../db/tenant-scope';
import { HttpError, notFound } from '../../lib/http-error';
import { contextOf, requirePermission, tenantOf } from '../../plugins/request-context';
import { notify } from '../../notifications/notify';
import { companyRepo } from './company.repo';
import { registerColleagueInvitationRoutes } from './colleague-invitations.routes';
import { seatsOf } from './colleague-invitations.service';
import { errorResponses } from '../../lib/route-schemas';

const errors = errorResponses(400, 401, 403, 404, 409);
const tags = ['company'];

const companyRoutes: FastifyPluginAsync = async (app) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  registerColleagueInvitationRoutes(app);

  r.get('/api/company', { preHandler: requirePermission(app, 'canViewOwnCompany'), schema: { tags, summary: 'A saját cég', response: { 200: ownCompanySchema, ...errors } } }, async (request) => {
    const tenantId = tenantOf(request);
    const row = await withTenant(app.db, tenantId, (tx) => companyRepo(tx, tenantId).get());
    if (!row) throw notFound();
    return row;
  });

  r.patch(
    '/api/company',
    { preHandler: requirePermission(app, 'canManageOwnCompany'), schema: { tags, summary: 'A saját cég átnevezése', body: updateOwnCompanyBodySchema, response: { 200: ownCompanySchema, ...errors } } },
    async (request) => {
      const tenantId = tenantOf(request);
      const row = await withTenant(app.db, tenantId, async (tx) => {
        const repo = companyRepo(tx, tenantId);
        await repo.rename(request.body.name);
        await recordAudit(tx, { ...requestOrigin(request), action: 'company.rename', targetType: 'tenant', targetId: tenantId, metadata: { name: request.body.name } });
        return repo.get();
      });
      if (!row) throw notFound();
      return row;
    },
  );

  r.get('/api/company/members', { preHandler: requirePermission(app, 'canViewCompanyUsers'), schema: { tags, summary: 'A cég tagjai', response: { 200: companyMemberListSchema, ...errors } } }, async (request) => {
    const tenantId = tenantOf(request);
    return { items: await withTenant(app.db, tenantId, (tx) => companyRepo(tx, tenantId).members()) };
  });

  r.patch(
    '/api/company/members/:id',
    {
      preHandler: requirePermission(app, 'canManageCompanyUsers'),
      schema: { tags, summary: 'Egy tag szerepköreinek módosítása', params: z.object({ id: z.string().min(1).max(100) }), body: updateMemberRolesBodySchema, response: { 200: companyMemberSchema, ...errors } },
    },
    async (request) => {
      const tenantId = tenantOf(request);
      const me = contextOf(request).user.id;
      const result = await withTenant(app.db, tenantId, async (tx) => {
        const repo = companyRepo(tx, tenantId);
        const target = (await repo.members()).find((m) => m.id === request.params.id);
        if (!target) return null;
        // Nobody removes their own administration right by accident (the firm could lock itself out).
        if (target.userId === me && !request.body.roles.includes('tenant') && target.roles.includes('tenant')) throw new HttpError(409, 'CANNOT_CHANGE_SELF');
        // A customer made a lawyer or firm admin takes a staff seat of the plan (decision 0330).
        const staff = (roles: readonly string[]) => roles.includes('tenant') || roles.includes('lawyer');
        if (!staff(target.roles) && staff(request.body.roles)) {
          const seats = await seatsOf(tx, tenantId);
          if (seats.limit !== null && seats.used + seats.invited + 1 > seats.limit) throw new HttpError(409, 'SEAT_LIMIT_REACHED');
        }
        await repo.setRoles(target.id, request.body.roles);
        await recordAudit(tx, { ...requestOrigin(request), action: 'company.member.roles', targetType: 'user', targetId: target.userId, metadata: { roles: request.body.roles } });
        return { ...target, roles: [...new Set(request.body.roles)] };
      });
      if (!result) throw notFound();
      await notify(app.db, { userId: result.userId, tenantId, kind: 'account.role_changed', title: 'Megváltoztak a szerepköreid', body: 'Frissítsd az oldalt az új menükhöz.', link: '/app/dashboard' });
      return result;
    },
  );
};

export default companyRoutes;
