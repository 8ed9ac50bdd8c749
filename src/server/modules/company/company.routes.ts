// /api/company: the active tenant as its members see it, and its member list with roles. The
// rules, audit entries and events are the services' (company.actions.ts, decision 0293).
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { companyMemberListSchema, companyMemberSchema, ownCompanySchema, updateMemberRolesBodySchema, updateOwnCompanyBodySchema } from '@shared/company/company.schemas';
import { requirePermission } from '../../plugins/request-context';
import { companyMembers, ownCompany, renameCompany, setMemberRoles } from './company.actions';
import { registerColleagueInvitationRoutes } from './colleague-invitations.routes';
import { errorResponses } from '../../lib/route-schemas';
import { tenantScope } from '../../lib/route-scope';

const errors = errorResponses(400, 401, 403, 404, 409);
const tags = ['company'];

const companyRoutes: FastifyPluginAsync = async (app) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  registerColleagueInvitationRoutes(app);

  const inFirm = tenantScope(app);

  r.get('/api/company', { preHandler: requirePermission(app, 'canViewOwnCompany'), schema: { tags, summary: 'A saját cég', response: { 200: ownCompanySchema, ...errors } } }, async (request) =>
    inFirm(request, (tx, actor) => ownCompany(tx, actor)),
  );

  r.patch(
    '/api/company',
    { preHandler: requirePermission(app, 'canManageOwnCompany'), schema: { tags, summary: 'A saját cég átnevezése', body: updateOwnCompanyBodySchema, response: { 200: ownCompanySchema, ...errors } } },
    async (request) => inFirm(request, (tx, actor) => renameCompany(tx, actor, request.body.name)),
  );

  r.get('/api/company/members', { preHandler: requirePermission(app, 'canViewCompanyUsers'), schema: { tags, summary: 'A cég tagjai', response: { 200: companyMemberListSchema, ...errors } } }, async (request) => ({
    items: await inFirm(request, (tx, actor) => companyMembers(tx, actor)),
  }));

  r.patch(
    '/api/company/members/:id',
    {
      preHandler: requirePermission(app, 'canManageCompanyUsers'),
      schema: { tags, summary: 'Egy tag szerepköreinek módosítása', params: z.object({ id: z.string().min(1).max(100) }), body: updateMemberRolesBodySchema, response: { 200: companyMemberSchema, ...errors } },
    },
    async (request) => inFirm(request, (tx, actor) => setMemberRoles(tx, actor, request.params.id, request.body.roles)),
  );
};

export default companyRoutes;
