// /api/analytics (issue 17 point 6): hours and utilisation per lawyer and hours by month for a
// period, and each table as CSV. Guarded by canViewAnalytics and the analytics module.
import type { FastifyPluginAsync } from 'fastify';
import { analyticsTableCsv, analyticsTableFileNames } from '@shared/analytics/analytics-csv';
import { analyticsExportQuerySchema, analyticsReportSchema } from '@shared/analytics/analytics.schemas';
import { serverCalendar } from '../../calendar/server-calendar';
import { periodReportRoutes } from '../../reports/period-report-routes';
import { analyticsReport } from './analytics.service';

const analyticsRoutes: FastifyPluginAsync = async (app) => {
  periodReportRoutes(app, {
    path: '/api/analytics',
    tag: 'analytics',
    summary: 'Órák és kihasználtság ügyvédenként, órák havonta',
    exportSummary: 'Egy elemzés-táblázat CSV-ben (UTF-8 BOM, pontosvessző)',
    schema: analyticsReportSchema,
    exportQuery: analyticsExportQuerySchema,
    compute: async (tx, viewer, period) => analyticsReport(tx, viewer, period, await serverCalendar(tx)),
    fileNames: analyticsTableFileNames,
    csv: analyticsTableCsv,
  });
};

export default analyticsRoutes;
