// /api/client-portal/purchases and /api/client-portal/company-info (issue 35 points 4 and 6, decisions 0401–0402):
// registered by portalRoutes under the module's prefix, so the module guard answers 403
// MODULE_NOT_INSTALLED for a firm without the portal. One service call per route.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { companyInfoSchema, companyProfileBodySchema } from '@shared/client-portal/company-info.schemas';
import { purchasesQuerySchema, purchasesSchema } from '@shared/client-portal/purchases.schemas';
import { errorResponses, idParam } from '../../lib/route-schemas';
import { tenantScope } from '../../lib/route-scope';
import { requirePermission } from '../../plugins/request-context';
import { companyInfo, saveCompanyProfile } from './company-info.service';
import { ownInvoicePdf, ownProformaPdf, ownPurchases, type PortalPurchasesPort } from './purchases.service';

const tags = ['portal'];
const errors = errorResponses(400, 401, 403, 404, 409);

export function registerPurchaseRoutes(app: FastifyInstance, port: PortalPurchasesPort): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const inFirm = tenantScope(app);
  const canView = requirePermission(app, 'canViewPurchases');
  r.get(
    '/api/client-portal/purchases',
    {
      preHandler: canView,
      schema: {
        tags,
        summary: 'Az ügyfél saját számlái befizetésekkel, állapottal (fizetve, részben, lejárt) és összesítővel, valamint díjbekérői',
        querystring: purchasesQuerySchema,
        response: { 200: purchasesSchema, ...errors },
      },
    },
    async (request) => inFirm(request, (tx, actor) => ownPurchases(tx, actor, port, request.query.filter ?? 'all')),
  );
  const pdfRoute = (url: string, summary: string, read: typeof ownInvoicePdf) =>
    r.get(url, { preHandler: canView, schema: { tags, summary, params: idParam, response: { 200: z.instanceof(Buffer).describe('application/pdf'), ...errors } } }, async (request, reply) => {
      const { fileName, pdf } = await inFirm(request, (tx, actor) => read(tx, actor, port, request.params.id));
      return reply.header('content-type', 'application/pdf').header('content-disposition', `attachment; filename="${fileName}"`).header('cache-control', 'private, no-store').send(pdf);
    });
  pdfRoute('/api/client-portal/invoices/:id/pdf', 'Az ügyfél egy saját számlája (vagy helyesbítése) PDF-ben', ownInvoicePdf);
  pdfRoute('/api/client-portal/proformas/:id/pdf', 'Egy díjbekérő (nem számla), amelyet az iroda az ügyfél saját ügyfelének állított ki, PDF-ben', ownProformaPdf);
}

export function registerCompanyInfoRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const inFirm = tenantScope(app);
  r.get(
    '/api/client-portal/company-info',
    {
      preHandler: requirePermission(app, 'canViewCompanyInfo'),
      schema: { tags, summary: 'Az iroda nyilvános adatlapja: székhely, elérhetőség, nyitvatartás, kamarai nyilvántartás, ügyvédek', response: { 200: companyInfoSchema, ...errors } },
    },
    async (request) => inFirm(request, (tx, actor) => companyInfo(tx, actor)),
  );
  r.put(
    '/api/client-portal/company-info',
    {
      preHandler: requirePermission(app, 'canEditSettings'),
      schema: { tags, summary: 'Az iroda nyilvános adatlapjának mentése (adminisztrátor)', body: companyProfileBodySchema, response: { 200: companyInfoSchema, ...errors } },
    },
    async (request) => inFirm(request, (tx, actor) => saveCompanyProfile(tx, actor, request.body)),
  );
}
