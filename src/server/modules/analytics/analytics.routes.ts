// /api/analytics (issue 17 point 6): hours and utilisation per lawyer and hours by month for a
// period, and each table as CSV. Guarded by canViewAnalytics and the analytics module.
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { analyticsTableCsv, analyticsTableFileNames } from '@shared/reports/reports-csv';
import { analyticsExportQuerySchema, analyticsReportSchema, reportPeriodQuerySchema, resolvePeriod, type ReportPeriodQuery } from '@shared/reports/reports.schemas';
import { serverCalendar } from '../../calendar/server-calendar';
import { withTenant } from '../../db/tenant-scope';
import { sendCsv } from '../../lib/csv-reply';
import { contextOf, requirePermission, tenantOf } from '../../plugins/request-context';
import { analyticsReport } from './analytics.service';
import { errorResponses } from '../../lib/route-schemas';

const errors = errorResponses(400, 401, 403);

const analyticsRoutes: FastifyPluginAsync = async (app) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const canView = requirePermission(app, 'canViewAnalytics');

  function reportFor(request: FastifyRequest, query: ReportPeriodQuery) {
    const ctx = contextOf(request);
    const viewer = { tenantId: tenantOf(request), userId: ctx.user.id, firmWide: ctx.permissions.canManageCompanyUsers };
    return withTenant(app.db, viewer.tenantId, async (tx) => analyticsReport(tx, viewer, resolvePeriod(query), await serverCalendar(tx)), { userId: viewer.userId });
  }

  r.get(
    '/api/analytics',
    { preHandler: canView, schema: { tags: ['analytics'], summary: 'Órák és kihasználtság ügyvédenként, órák havonta', querystring: reportPeriodQuerySchema, response: { 200: analyticsReportSchema, ...errors } } },
    async (request) => reportFor(request, request.query),
  );

  r.get(
    '/api/analytics/export',
    { preHandler: canView, schema: { tags: ['analytics'], summary: 'Egy elemzés-táblázat CSV-ben (UTF-8 BOM, pontosvessző)', querystring: analyticsExportQuerySchema, response: { 200: z.string().describe('text/csv'), ...errors } } },
    async (request, reply) => {
      const { table, ...period } = request.query;
      const report = await reportFor(request, period);
      return sendCsv(reply, analyticsTableFileNames[table], analyticsTableCsv(report, table));
    },
  );
};

export default analyticsRoutes;
