// /api/admin/*: platform administration across tenants (companies, users, analytics).
// Only the platform owner passes requirePlatformAdmin; tenant roles never do.
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminUserListSchema,
  analyticsSchema,
  changeRoleBodySchema,
  companyListQuerySchema,
  companyListSchema,
  companySchema,
  createCompanyBodySchema,
  deleteCompanyBodySchema,
  inviteUserBodySchema,
  suspendCompanyBodySchema,
  updateCompanyBodySchema,
  userListQuerySchema,
  userStatusBodySchema,
} from '@shared/admin/admin.schemas';
import { requirePlatformAdmin } from '../../plugins/request-context';
import { adminRepo } from './admin.repo';
import { adminService } from './admin.service';
import { registerAdminJobRoutes } from './admin-jobs.routes';
import { errorResponses, idParam, okSchema } from '../../lib/route-schemas';

const errors = errorResponses(400, 401, 403, 404, 409);

type CompanyRow = NonNullable<Awaited<ReturnType<ReturnType<typeof adminRepo>['getCompany']>>>;
function companyDto(row: CompanyRow) {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    createdAt: row.createdAt.toISOString(),
    suspendedAt: row.suspendedAt?.toISOString() ?? null,
    memberCount: Number(row.memberCount),
    activeAdministrators: Number(row.activeAdministrators),
  };
}

const adminRoutes: FastifyPluginAsync = async (app) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const viewCompanies = requirePlatformAdmin(app, 'canViewAllCompanies');
  const deleteCompanies = requirePlatformAdmin(app, 'canDeleteCompanies');
  const viewUsers = requirePlatformAdmin(app, 'canViewUsers');
  const createUsers = requirePlatformAdmin(app, 'canCreateUsers');
  const editUsers = requirePlatformAdmin(app, 'canEditUsers');
  const deleteUsers = requirePlatformAdmin(app, 'canDeleteUsers');
  const viewAnalytics = requirePlatformAdmin(app, 'canViewAnalytics');
  const tags = ['admin'];

  r.get(
    '/api/admin/companies',
    {
      preHandler: viewCompanies,
      schema: { tags, summary: 'Cégek listája (withoutAdministrator=true: csak az aktív cégadminisztrátor nélküliek)', querystring: companyListQuerySchema, response: { 200: companyListSchema, ...errors } },
    },
    async (request) => {
      const { q, withoutAdministrator, limit, offset } = request.query;
      const { items, total } = await adminRepo(app.db).listCompanies({ q, withoutAdministrator: withoutAdministrator === 'true' }, limit, offset);
      return { items: items.map(companyDto), total };
    },
  );

  r.post('/api/admin/companies', { preHandler: viewCompanies, schema: { tags, summary: 'Új cég', body: createCompanyBodySchema, response: { 201: companySchema, ...errors } } }, async (request, reply) => {
    const row = await adminService(app, request).createCompany(request.body.name, request.body.slug);
    return reply.status(201).send(companyDto(row));
  });

  r.patch(
    '/api/admin/companies/:id',
    { preHandler: viewCompanies, schema: { tags, summary: 'Cég módosítása', params: idParam, body: updateCompanyBodySchema, response: { 200: companySchema, ...errors } } },
    async (request) => companyDto(await adminService(app, request).updateCompany(request.params.id, request.body)),
  );

  r.post(
    '/api/admin/companies/:id/suspension',
    { preHandler: viewCompanies, schema: { tags, summary: 'Cég felfüggesztése vagy visszaállítása', params: idParam, body: suspendCompanyBodySchema, response: { 200: companySchema, ...errors } } },
    async (request) => companyDto(await adminService(app, request).setSuspended(request.params.id, request.body.suspended)),
  );

  r.delete(
    '/api/admin/companies/:id',
    { preHandler: deleteCompanies, schema: { tags, summary: 'Cég törlése (a nevének beírásával megerősítve)', params: idParam, body: deleteCompanyBodySchema, response: { 200: okSchema, ...errors } } },
    async (request) => {
      await adminService(app, request).deleteCompany(request.params.id, request.body.confirmName);
      return { ok: true as const };
    },
  );

  r.get(
    '/api/admin/users',
    {
      preHandler: viewUsers,
      schema: { tags, summary: 'Felhasználók keresése (tenantId: csak a cég tagjai, a cég nevével)', querystring: userListQuerySchema, response: { 200: adminUserListSchema, ...errors } },
    },
    async (request) => {
      const { q, tenantId, limit, offset } = request.query;
      return adminRepo(app.db).listUsers({ q, tenantId }, limit, offset);
    },
  );

  r.post(
    '/api/admin/users',
    { preHandler: createUsers, schema: { tags, summary: 'Felhasználó meghívása', body: inviteUserBodySchema, response: { 201: z.object({ id: z.string() }), ...errors } } },
    async (request, reply) => {
      const id = await adminService(app, request).invite(request.body);
      return reply.status(201).send({ id });
    },
  );

  r.patch(
    '/api/admin/users/:id/role',
    { preHandler: editUsers, schema: { tags, summary: 'Szerepkör módosítása', params: idParam, body: changeRoleBodySchema, response: { 200: okSchema, ...errors } } },
    async (request) => {
      await adminService(app, request).changeRole(request.params.id, request.body);
      return { ok: true as const };
    },
  );

  r.post(
    '/api/admin/users/:id/status',
    {
      preHandler: deleteUsers,
      schema: {
        tags,
        summary: 'Felhasználó deaktiválása (minden munkamenete megszűnik; egy cég egyetlen aktív cégadminisztrátora nem deaktiválható) vagy visszaállítása',
        params: idParam,
        body: userStatusBodySchema,
        response: { 200: okSchema, ...errors },
      },
    },
    async (request) => {
      await adminService(app, request).setDeactivated(request.params.id, request.body.deactivated);
      return { ok: true as const };
    },
  );

  registerAdminJobRoutes(app);

  r.get('/api/admin/analytics', { preHandler: viewAnalytics, schema: { tags, summary: 'Platform statisztikák', response: { 200: analyticsSchema, ...errors } } }, async () => adminRepo(app.db).analytics());
};

export default adminRoutes;
