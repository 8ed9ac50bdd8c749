// The two routes of a period report (issue 17 point 6): GET <path> answers the report for a
// period, GET <path>/export one of its tables as CSV (UTF-8 BOM, semicolons). The financial
// reports and the analytics are built with it. The viewer (decision 0220): the firm's
// administrator sees every lawyer, a lawyer their own line.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actionScope } from '@shared/permissions/module-actions';
import { reportActions } from '@shared/reports/actions';
import { type ReportPeriod, type ReportPeriodQuery, reportPeriodQuerySchema, resolvePeriod } from '@shared/reports/report-period';
import { type TenantTx, withTenant } from '../db/tenant-scope';
import { sendCsv } from '../lib/csv-reply';
import { errorResponses } from '../lib/route-schemas';
import { contextOf, requireAction, tenantOf } from '../plugins/request-context';

export interface ReportViewer {
  tenantId: string;
  userId: string;
  firmWide: boolean;
}

export interface PeriodReport<Report, Table extends string> {
  path: string;
  tag: string;
  summary: string;
  exportSummary: string;
  schema: z.ZodType<Report>;
  exportQuery: z.ZodType<ReportPeriodQuery & { table: Table }, ReportPeriodQuery & { table?: Table | undefined }>;
  compute: (tx: TenantTx, viewer: ReportViewer, period: ReportPeriod) => Promise<Report>;
  fileNames: Readonly<Record<Table, string>>;
  csv: (report: Report, table: Table) => string;
}

const errors = errorResponses(400, 401, 403);

export function periodReportRoutes<Report, Table extends string>(app: FastifyInstance, report: PeriodReport<Report, Table>) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const canView = requireAction(app, reportActions.view);

  function reportFor(request: FastifyRequest, query: ReportPeriodQuery): Promise<Report> {
    const ctx = contextOf(request);
    const viewer = { tenantId: tenantOf(request), userId: ctx.user.id, firmWide: actionScope(ctx.permissions, reportActions.view) === 'any' };
    return withTenant(app.db, viewer.tenantId, (tx) => report.compute(tx, viewer, resolvePeriod(query)), { userId: viewer.userId });
  }

  r.get(report.path, { preHandler: canView, schema: { tags: [report.tag], summary: report.summary, querystring: reportPeriodQuerySchema, response: { 200: report.schema, ...errors } } }, async (request) =>
    reportFor(request, request.query),
  );

  r.get(
    `${report.path}/export`,
    { preHandler: canView, schema: { tags: [report.tag], summary: report.exportSummary, querystring: report.exportQuery, response: { 200: z.string().describe('text/csv'), ...errors } } },
    async (request, reply) => {
      const { table, ...period } = request.query;
      return sendCsv(reply, report.fileNames[table], report.csv(await reportFor(request, period), table));
    },
  );
}
