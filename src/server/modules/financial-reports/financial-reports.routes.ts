// /api/financial-reports (issue 17 point 6): revenue by month, client, matter and lawyer, work in
// progress, receivables aging and realisation for a period, and each table as CSV. Guarded by
// canViewAnalytics; the module guard answers 403 for a firm without the module.
import type { FastifyPluginAsync } from 'fastify';
import { financialTableCsv, financialTableFileNames } from '@shared/financial-reports/financial-reports-csv';
import { financialExportQuerySchema, financialReportSchema } from '@shared/financial-reports/financial-reports.schemas';
import { periodReportRoutes } from '../../reports/period-report-routes';
import { financialReport } from './financial-reports.service';

const financialReportsRoutes: FastifyPluginAsync = async (app) => {
  periodReportRoutes(app, {
    path: '/api/financial-reports',
    tag: 'financial-reports',
    summary: 'Pénzügyi kimutatások egy időszakra (árbevétel, nem számlázott munka, kintlévőségek, realizáció)',
    exportSummary: 'Egy kimutatás-táblázat CSV-ben (UTF-8 BOM, pontosvessző)',
    schema: financialReportSchema,
    exportQuery: financialExportQuerySchema,
    compute: financialReport,
    fileNames: financialTableFileNames,
    csv: financialTableCsv,
  });
};

export default financialReportsRoutes;
