// /api/financial-reports (issue 17 point 6): revenue by month, client, matter and lawyer, work in
// progress, receivables aging and realisation for a period, and each table as CSV. Guarded by
// canViewAnalytics; the module guard answers 403 for a firm without the module.
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { financialTableCsv, financialTableFileNames } from '@shared/reports/reports-csv';
import { financialExportQuerySchema, financialReportSchema, reportPeriodQuerySchema, resolvePeriod, type ReportPeriodQuery } from '@shared/reports/reports.schemas';
import { withTenant } from '../../db/tenant-scope';
import { sendCsv } from '../../lib/csv-reply';
import { contextOf, requirePermission, tenantOf } from '../../plugins/request-context';
import { financialReport } from './financial-reports.service';
import { errorResponses } from '../../lib/route-schemas';

const errors = errorResponses(400, 401, 403);

const financialReportsRoutes: FastifyPluginAsync = async (app) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const canView = requirePermission(app, 'canViewAnalytics');

  function reportFor(request: FastifyRequest, query: ReportPeriodQuery) {
    const ctx = contextOf(request);
    const viewer = { tenantId: tenantOf(request), userId: ctx.user.id, firmWide: ctx.permissions.canManageCompanyUsers };
    return withTenant(app.db, viewer.tenantId, (tx) => financialReport(tx, viewer, resolvePeriod(query)), { userId: viewer.userId });
  }

  r.get(
    '/api/financial-reports',
    { preHandler: canView, schema: { tags: ['financial-reports'], summary: 'Pénzügyi kimutatások egy időszakra (árbevétel, nem számlázott munka, kintlévőségek, realizáció)', querystring: reportPeriodQuerySchema, response: { 200: financialReportSchema, ...errors } } },
    async (request) => reportFor(request, request.query),
  );

  r.get(
    '/api/financial-reports/export',
    { preHandler: canView, schema: { tags: ['financial-reports'], summary: 'Egy kimutatás-táblázat CSV-ben (UTF-8 BOM, pontosvessző)', querystring: financialExportQuerySchema, response: { 200: z.string().describe('text/csv'), ...errors } } },
    async (request, reply) => {
      const { table, ...period } = request.query;
      const report = await reportFor(request, period);
      return sendCsv(reply, financialTableFileNames[table], financialTableCsv(report, table));
    },
  );
};

export default financialReportsRoutes;
