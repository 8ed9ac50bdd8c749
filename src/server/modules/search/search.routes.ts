// GET /api/search (issue 14 point 9, issue 15 point 7, decision 0136): the top bar's search over
// contacts, organisations, matters, documents and knowledge-base articles. A platform route (no
// module owns it): each group is searched only when its module is installed in the firm and the
// caller's roles hold its permission; RLS hides confidential matters and their documents.
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Permission } from '@shared/permissions/permissions';
import { type SearchGroup, searchGroups, searchQuerySchema, searchResponseSchema } from '@shared/search/search.schemas';
import { installedModuleKeys } from '../../module-system/installed';
import { contextOf, requireAuth, tenantOf } from '../../plugins/request-context';
import { searchRecords } from './search.service';
import { errorResponses } from '../../lib/route-schemas';

/** The module and the permission each group needs. */
export const searchGroupAccess: Record<SearchGroup, { module: string; permission: Permission }> = {
  contacts: { module: 'contacts', permission: 'canViewContacts' },
  organisations: { module: 'contacts', permission: 'canViewContacts' },
  matters: { module: 'matters', permission: 'canViewCases' },
  documents: { module: 'documents', permission: 'canViewDocuments' },
  articles: { module: 'knowledge-base', permission: 'canViewDocuments' },
};

const errors = errorResponses(400, 401, 403);

const searchRoutes: FastifyPluginAsync = async (app) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/search',
    {
      preHandler: requireAuth(app),
      schema: { tags: ['search'], summary: 'Keresés a névjegyek, ügyek, dokumentumok és tudásbázis-cikkek között (ékezet nélkül is)', querystring: searchQuerySchema, response: { 200: searchResponseSchema, ...errors } },
    },
    async (request) => {
      const tenantId = tenantOf(request);
      const ctx = contextOf(request);
      const installed = await app.installedModules.get(tenantId, (id) => installedModuleKeys(app.db, id));
      const allowed = searchGroups.filter((g) => installed.has(searchGroupAccess[g].module) && ctx.permissions[searchGroupAccess[g].permission]);
      const { q, limit } = request.query;
      const result = await searchRecords(app.db, tenantId, ctx.user.id, q, allowed, limit);
      return { query: q, groups: result.groups, unavailable: searchGroups.filter((g) => !allowed.includes(g)) };
    },
  );
};

export default searchRoutes;
