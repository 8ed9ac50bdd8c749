// /api/invoice-generator (issue 17 points 2–3): drafts, issuing with NAV checks, corrections (storno and
// modification), PDF and InvoiceData XML, the firm's seller data and numbering series. Permissions
// (decision 0145): reading needs canViewTimeTracking (the registry's use permission), writing
// drafts, issuing and correcting canCreateTimeEntries, the seller data and series canEditSettings.
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createSeriesBodySchema,
  invoiceDetailSchema,
  invoiceDraftBodySchema,
  invoiceFromTimeBodySchema,
  invoiceFromTimeResponseSchema,
  invoiceSeriesSchema,
  invoiceSettingsSchema,
  invoiceSettingsViewSchema,
  invoiceStatsSchema,
  issueBodySchema,
  issueResponseSchema,
  listInvoicesQuerySchema,
  listInvoicesResponseSchema,
  modificationBodySchema,
  navCheckResponseSchema,
  navRejectedResponseSchema,
  stornoBodySchema,
} from '@shared/invoice-generator/invoice-generator.api.schemas';
import { actorOrigin } from '../../audit/audit';
import { invoiceActions } from '@shared/invoice-generator/actions';
import { requireAction } from '../../plugins/request-context';
import { invoiceStats } from './invoice-stats.service';
import { createSeries, listSeries, saveSellerSettings, sellerSettings } from './invoice-settings.service';
import { registerNavRoutes } from './nav-outbox/nav.routes';
import { registerPaymentRoutes } from './payments.routes';
import { invoiceFileName, issuedInvoicePdf } from './client-invoices.service';
import { addDraft, addDraftFromTime, correctInvoice, issueInvoiceFor, removeDraft, resubmitToNav, saveDraft } from './invoice-generator.actions';
import { invoiceDetail, issuedXml, listInvoices } from './invoice-reads.service';
import { navCheckOfDraft } from './invoice-generator.service';
import { issueProforma, proformaPdf } from './proformas.service';
import { navRejectedReports } from './nav-resubmit.service';
import { errorResponses, idParam, okSchema } from '../../lib/route-schemas';
import { created, tenantScope } from '../../lib/route-scope';

const errors = errorResponses(400, 401, 403, 404, 409, 422);

/** A generated PDF as a private download (an invoice's or a pro-forma's). */
const pdfReply = (reply: FastifyReply, { fileName, pdf }: { fileName: string; pdf: Buffer }) =>
  reply.header('content-type', 'application/pdf').header('content-disposition', `attachment; filename="${fileName}"`).header('cache-control', 'private, no-store').send(pdf);
const settingsResponse = invoiceSettingsViewSchema.nullable();

const invoiceGeneratorRoutes: FastifyPluginAsync = async (app) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const canView = requireAction(app, invoiceActions.view);
  const canWrite = requireAction(app, invoiceActions.issue);
  const canConfigure = requireAction(app, invoiceActions.configure);

  const inInvoices = tenantScope(app);
  registerNavRoutes(app);
  registerPaymentRoutes(app);

  r.get(
    '/api/invoice-generator',
    { preHandler: canView, schema: { tags: ['invoice-generator'], summary: 'Számlák és piszkozatok (szűrhető)', querystring: listInvoicesQuerySchema, response: { 200: listInvoicesResponseSchema, ...errors } } },
    async (request) => inInvoices(request, (tx, actor) => listInvoices(tx, actor.tenantId, request.query)),
  );

  r.get(
    '/api/invoice-generator/stats',
    {
      preHandler: canView,
      schema: { tags: ['invoice-generator'], summary: 'Az iroda pénzügyi számai mára: kintlévőség, lejárt, nem számlázott munka, e havi árbevétel', response: { 200: invoiceStatsSchema, ...errors } },
    },
    async (request) => inInvoices(request, (tx, actor) => invoiceStats(tx, actor.tenantId)),
  );

  r.get(
    '/api/invoice-generator/settings',
    { preHandler: canView, schema: { tags: ['invoice-generator'], summary: 'Az iroda eladói (számlázási) adatai', response: { 200: settingsResponse, ...errors } } },
    async (request) => inInvoices(request, (tx, actor) => sellerSettings(tx, actor.tenantId)),
  );

  r.put(
    '/api/invoice-generator/settings',
    { preHandler: canConfigure, schema: { tags: ['invoice-generator'], summary: 'Az eladói adatok mentése (a kiállított számlákat nem érinti)', body: invoiceSettingsSchema, response: { 200: okSchema, ...errors } } },
    async (request) =>
      inInvoices(request, async (tx, actor) => {
        await saveSellerSettings(tx, actor.tenantId, actorOrigin(actor), request.body);
        return { ok: true as const };
      }),
  );

  r.get('/api/invoice-generator/series', { preHandler: canView, schema: { tags: ['invoice-generator'], summary: 'Számlatömbök', response: { 200: z.array(invoiceSeriesSchema), ...errors } } }, async (request) =>
    inInvoices(request, (tx, actor) => listSeries(tx, actor.tenantId)),
  );

  r.post(
    '/api/invoice-generator/series',
    { preHandler: canConfigure, schema: { tags: ['invoice-generator'], summary: 'Új számlatömb', body: createSeriesBodySchema, response: { 201: z.object({ id: z.string() }), ...errors } } },
    async (request, reply) => {
      const id = await inInvoices(request, (tx, actor) => createSeries(tx, actor.tenantId, actorOrigin(actor), request.body));
      reply.code(201);
      return { id };
    },
  );

  r.post(
    '/api/invoice-generator',
    { preHandler: canWrite, schema: { tags: ['invoice-generator'], summary: 'Új számlapiszkozat', body: invoiceDraftBodySchema, response: { 201: z.object({ id: z.string() }), ...errors } } },
    async (request, reply) => ({
      id: await created(
        reply,
        inInvoices(request, (tx, actor) => addDraft(tx, actor, request.body)),
      ),
    }),
  );

  r.post(
    '/api/invoice-generator/from-time',
    {
      preHandler: canWrite,
      schema: {
        tags: ['invoice-generator'],
        summary: 'Piszkozat egy ügy vagy egy ügyfél összes ügyének nem számlázott munkaidejéből (tételenként egy sor)',
        body: invoiceFromTimeBodySchema,
        response: { 201: invoiceFromTimeResponseSchema, ...errors },
      },
    },
    async (request, reply) =>
      created(
        reply,
        inInvoices(request, (tx, actor) => addDraftFromTime(tx, actor, request.body)),
      ),
  );

  r.get(
    '/api/invoice-generator/:id',
    { preHandler: canView, schema: { tags: ['invoice-generator'], summary: 'Egy számla vagy piszkozat', params: idParam, response: { 200: invoiceDetailSchema, ...errors } } },
    async (request) => inInvoices(request, (tx, actor) => invoiceDetail(tx, actor.tenantId, request.params.id)),
  );

  r.put(
    '/api/invoice-generator/:id',
    {
      preHandler: canWrite,
      schema: { tags: ['invoice-generator'], summary: 'Piszkozat mentése (kiállított számla nem módosítható)', params: idParam, body: invoiceDraftBodySchema, response: { 200: invoiceDetailSchema, ...errors } },
    },
    async (request) => inInvoices(request, (tx, actor) => saveDraft(tx, actor, request.params.id, request.body)),
  );

  r.delete(
    '/api/invoice-generator/:id',
    { preHandler: canWrite, schema: { tags: ['invoice-generator'], summary: 'Piszkozat törlése (kiállított számla nem törölhető)', params: idParam, response: { 200: okSchema, ...errors } } },
    async (request) => {
      await inInvoices(request, (tx, actor) => removeDraft(tx, actor, request.params.id));
      return { ok: true as const };
    },
  );

  r.get(
    '/api/invoice-generator/:id/nav-check',
    {
      preHandler: canWrite,
      schema: { tags: ['invoice-generator'], summary: 'A piszkozat NAV-ellenőrzése kiállítás előtt: hibák és figyelmeztetések (sorszám nem fogy)', params: idParam, response: { 200: navCheckResponseSchema, ...errors } },
    },
    async (request) => inInvoices(request, (tx, actor) => navCheckOfDraft(tx, actor, request.params.id)),
  );

  r.post(
    '/api/invoice-generator/:id/issue',
    {
      preHandler: canWrite,
      schema: {
        tags: ['invoice-generator'],
        summary: 'Kiállítás: sorszám, NAV-ellenőrzés (üzleti szabályok + XSD), NAV-beküldés sorba állítása; a figyelmeztetéseket el kell fogadni (acceptWarnings), különben 409',
        params: idParam,
        body: issueBodySchema.nullish(),
        response: { 200: issueResponseSchema, ...errors },
      },
    },
    async (request) => inInvoices(request, (tx, actor) => issueInvoiceFor(tx, actor, request.params.id, request.body?.acceptWarnings ?? [])),
  );

  r.post(
    '/api/invoice-generator/:id/proforma',
    {
      preHandler: canWrite,
      schema: {
        tags: ['invoice-generator'],
        summary: 'Díjbekérő kiállítása a piszkozatból (saját DB- sorszám, nem számla, nem megy a NAV-hoz); a piszkozat piszkozat marad',
        params: idParam,
        response: { 201: z.object({ id: z.string(), number: z.string() }), ...errors },
      },
    },
    async (request, reply) =>
      created(
        reply,
        inInvoices(request, (tx, actor) => issueProforma(tx, actor, request.params.id)),
      ),
  );

  r.get(
    '/api/invoice-generator/proformas/:id/pdf',
    { preHandler: canView, schema: { tags: ['invoice-generator'], summary: 'Egy díjbekérő PDF-ben', params: idParam, response: { 200: z.instanceof(Buffer).describe('application/pdf'), ...errors } } },
    async (request, reply) => pdfReply(reply, await inInvoices(request, (tx, actor) => proformaPdf(tx, actor.tenantId, request.params.id))),
  );

  r.get(
    '/api/invoice-generator/nav-rejected',
    { preHandler: canView, schema: { tags: ['invoice-generator'], summary: 'A NAV által elutasított (ABORTED) adatszolgáltatások a NAV üzeneteivel', response: { 200: navRejectedResponseSchema, ...errors } } },
    async (request) => inInvoices(request, async (tx, actor) => ({ items: await navRejectedReports(tx, actor.tenantId) })),
  );

  r.post(
    '/api/invoice-generator/:id/nav-resubmit',
    {
      preHandler: canWrite,
      schema: {
        tags: ['invoice-generator'],
        summary: 'Elutasított adatszolgáltatás újraküldése ugyanazzal a sorszámmal, a javított eladó- és vevőadatokkal',
        params: idParam,
        response: { 200: issueResponseSchema, ...errors },
      },
    },
    async (request) => inInvoices(request, (tx, actor) => resubmitToNav(tx, actor, request.params.id)),
  );

  r.post(
    '/api/invoice-generator/:id/storno',
    { preHandler: canWrite, schema: { tags: ['invoice-generator'], summary: 'Érvénytelenítő számla az eredeti számlához', params: idParam, body: stornoBodySchema, response: { 201: issueResponseSchema, ...errors } } },
    async (request, reply) =>
      created(
        reply,
        inInvoices(request, (tx, actor) => correctInvoice(tx, actor, request.params.id, 'STORNO', { note: request.body.note ?? null })),
      ),
  );

  r.post(
    '/api/invoice-generator/:id/modifications',
    {
      preHandler: canWrite,
      schema: { tags: ['invoice-generator'], summary: 'Módosító számla (különbözeti tételek) az eredeti számlához', params: idParam, body: modificationBodySchema, response: { 201: issueResponseSchema, ...errors } },
    },
    async (request, reply) => {
      const b = request.body;
      return created(
        reply,
        inInvoices(request, (tx, actor) => correctInvoice(tx, actor, request.params.id, 'MODIFY', { lines: b.lines, paymentDate: b.paymentDate ?? null, note: b.note ?? null }, { lines: b.lines.length })),
      );
    },
  );

  r.get(
    '/api/invoice-generator/:id/pdf',
    { preHandler: canView, schema: { tags: ['invoice-generator'], summary: 'A kiállított számla PDF-ben', params: idParam, response: { 200: z.instanceof(Buffer).describe('application/pdf'), ...errors } } },
    async (request, reply) => pdfReply(reply, await inInvoices(request, (tx, actor) => issuedInvoicePdf(tx, actor.tenantId, request.params.id))),
  );

  r.get(
    '/api/invoice-generator/:id/xml',
    { preHandler: canView, schema: { tags: ['invoice-generator'], summary: 'A NAV-nak küldött InvoiceData XML', params: idParam, response: { 200: z.string().describe('application/xml'), ...errors } } },
    async (request, reply) => {
      const { number, xml } = await inInvoices(request, (tx, actor) => issuedXml(tx, actor.tenantId, request.params.id));
      return reply
        .header('content-type', 'application/xml; charset=utf-8')
        .header('content-disposition', `attachment; filename="${invoiceFileName(number, 'xml')}"`)
        .header('cache-control', 'private, no-store')
        .send(xml);
    },
  );
};

export default invoiceGeneratorRoutes;
