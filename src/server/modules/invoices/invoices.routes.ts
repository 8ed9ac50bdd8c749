// /api/invoices (issue 17 points 2–3): drafts, issuing with NAV checks, corrections (storno and
// modification), PDF and InvoiceData XML, the firm's seller data and numbering series. Permissions
// (decision 0145): reading needs canViewTimeTracking (the registry's use permission), writing
// drafts, issuing and correcting canCreateTimeEntries, the seller data and series canEditSettings.
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
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
} from '@shared/invoices/invoices.api.schemas';
import { navPdfNote } from '@shared/invoices/nav-display';
import { requestOrigin } from '../../audit/audit';
import { HttpError } from '../../lib/http-error';
import { requirePermission } from '../../plugins/request-context';
import { createDraftFromTime } from './invoice-from-time';
import { invoiceStats } from './invoice-stats.service';
import { createSeries, footerNoteOf, listSeries, saveSellerSettings, sellerSettings } from './invoice-settings.service';
import { registerNavRoutes } from './nav-outbox/nav.routes';
import { registerPaymentRoutes } from './payments.routes';
import { renderInvoicePdf } from './invoice-pdf';
import { createDraft, deleteDraft, invoiceDetail, invoiceRow, issueCorrection, issuedXml, issueInvoice, listInvoices, navCheckOfDraft, updateDraft } from './invoices.service';
import { navRejectedReports, resubmitRejectedReport } from './nav-resubmit.service';
import { errorResponses, idParam, okSchema } from '../../lib/route-schemas';
import { audited, auditOf, created, tenantScope } from '../../lib/route-scope';

const errors = errorResponses(400, 401, 403, 404, 409, 422);
const settingsResponse = invoiceSettingsViewSchema.nullable();

/** "SZ/000012" → "SZ-000012" for a file name. */
const fileName = (number: string, ext: string) => `szamla-${number.replace(/[^A-Za-z0-9-]+/g, '-')}.${ext}`;

const invoicesRoutes: FastifyPluginAsync = async (app) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const canView = requirePermission(app, 'canViewTimeTracking');
  const canWrite = requirePermission(app, 'canCreateTimeEntries');
  const canConfigure = requirePermission(app, 'canEditSettings');

  const inInvoices = tenantScope(app);
  registerNavRoutes(app);
  registerPaymentRoutes(app);
  const audit = auditOf('invoice');

  /** A storno or modifying invoice of the original, audited as invoices.storno / invoices.modify; its id and number. */
  const correct = (request: FastifyRequest, originalId: string, kind: 'STORNO' | 'MODIFY', input: Parameters<typeof issueCorrection>[4], metadata: Record<string, unknown> = {}) =>
    inInvoices(request, async (tx, actor) => {
      const result = await issueCorrection(tx, actor, originalId, kind, input);
      await audit(tx, request, kind === 'STORNO' ? 'invoices.storno' : 'invoices.modify', result.id, { number: result.number, original: result.originalNumber, ...metadata });
      return { id: result.id, number: result.number };
    });

  r.get(
    '/api/invoices',
    { preHandler: canView, schema: { tags: ['invoices'], summary: 'Számlák és piszkozatok (szűrhető)', querystring: listInvoicesQuerySchema, response: { 200: listInvoicesResponseSchema, ...errors } } },
    async (request) => inInvoices(request, (tx, actor) => listInvoices(tx, actor.tenantId, request.query)),
  );

  r.get(
    '/api/invoices/stats',
    { preHandler: canView, schema: { tags: ['invoices'], summary: 'Az iroda pénzügyi számai mára: kintlévőség, lejárt, nem számlázott munka, e havi árbevétel', response: { 200: invoiceStatsSchema, ...errors } } },
    async (request) => inInvoices(request, (tx, actor) => invoiceStats(tx, actor.tenantId)),
  );

  r.get(
    '/api/invoices/settings',
    { preHandler: canView, schema: { tags: ['invoices'], summary: 'Az iroda eladói (számlázási) adatai', response: { 200: settingsResponse, ...errors } } },
    async (request) =>
      inInvoices(request, (tx, actor) => sellerSettings(tx, actor.tenantId)),
  );

  r.put(
    '/api/invoices/settings',
    { preHandler: canConfigure, schema: { tags: ['invoices'], summary: 'Az eladói adatok mentése (a kiállított számlákat nem érinti)', body: invoiceSettingsSchema, response: { 200: okSchema, ...errors } } },
    async (request) =>
      inInvoices(request, async (tx, actor) => {
        await saveSellerSettings(tx, actor.tenantId, requestOrigin(request), request.body);
        return { ok: true as const };
      }),
  );

  r.get(
    '/api/invoices/series',
    { preHandler: canView, schema: { tags: ['invoices'], summary: 'Számlatömbök', response: { 200: z.array(invoiceSeriesSchema), ...errors } } },
    async (request) =>
      inInvoices(request, (tx, actor) => listSeries(tx, actor.tenantId)),
  );

  r.post(
    '/api/invoices/series',
    { preHandler: canConfigure, schema: { tags: ['invoices'], summary: 'Új számlatömb', body: createSeriesBodySchema, response: { 201: z.object({ id: z.string() }), ...errors } } },
    async (request, reply) => {
      const id = await inInvoices(request, (tx, actor) => createSeries(tx, actor.tenantId, requestOrigin(request), request.body));
      reply.code(201);
      return { id };
    },
  );

  r.post(
    '/api/invoices',
    { preHandler: canWrite, schema: { tags: ['invoices'], summary: 'Új számlapiszkozat', body: invoiceDraftBodySchema, response: { 201: z.object({ id: z.string() }), ...errors } } },
    async (request, reply) => {
      const id = await inInvoices(request, async (tx, actor) => {
        const created = await createDraft(tx, actor, request.body);
        await audit(tx, request, 'invoices.draft_create', created, { lines: request.body.lines.length });
        return created;
      });
      reply.code(201);
      return { id };
    },
  );

  r.post(
    '/api/invoices/from-time',
    {
      preHandler: canWrite,
      schema: { tags: ['invoices'], summary: 'Piszkozat egy ügy nem számlázott munkaidejéből (tételenként egy sor)', body: invoiceFromTimeBodySchema, response: { 201: invoiceFromTimeResponseSchema, ...errors } },
    },
    async (request, reply) =>
      created(reply, inInvoices(request, async (tx, actor) => {
        const result = await createDraftFromTime(tx, actor, request.body);
        await audit(tx, request, 'invoices.draft_from_time', result.id, { matterId: request.body.matterId, entries: result.entries, currency: result.currency });
        return result;
      })),
  );

  r.get(
    '/api/invoices/:id',
    { preHandler: canView, schema: { tags: ['invoices'], summary: 'Egy számla vagy piszkozat', params: idParam, response: { 200: invoiceDetailSchema, ...errors } } },
    async (request) => inInvoices(request, (tx, actor) => invoiceDetail(tx, actor.tenantId, request.params.id)),
  );

  r.put(
    '/api/invoices/:id',
    { preHandler: canWrite, schema: { tags: ['invoices'], summary: 'Piszkozat mentése (kiállított számla nem módosítható)', params: idParam, body: invoiceDraftBodySchema, response: { 200: invoiceDetailSchema, ...errors } } },
    async (request) =>
      inInvoices(request, async (tx, actor) => {
        await updateDraft(tx, actor, request.params.id, request.body);
        await audit(tx, request, 'invoices.draft_update', request.params.id, { lines: request.body.lines.length });
        return invoiceDetail(tx, actor.tenantId, request.params.id);
      }),
  );

  r.delete(
    '/api/invoices/:id',
    { preHandler: canWrite, schema: { tags: ['invoices'], summary: 'Piszkozat törlése (kiállított számla nem törölhető)', params: idParam, response: { 200: okSchema, ...errors } } },
    async (request) =>
      inInvoices(request, async (tx, actor) => {
        await deleteDraft(tx, actor, request.params.id);
        await audit(tx, request, 'invoices.draft_delete', request.params.id, {});
        return { ok: true as const };
      }),
  );

  r.get(
    '/api/invoices/:id/nav-check',
    { preHandler: canWrite, schema: { tags: ['invoices'], summary: 'A piszkozat NAV-ellenőrzése kiállítás előtt: hibák és figyelmeztetések (sorszám nem fogy)', params: idParam, response: { 200: navCheckResponseSchema, ...errors } } },
    async (request) => inInvoices(request, (tx, actor) => navCheckOfDraft(tx, actor, request.params.id)),
  );

  r.post(
    '/api/invoices/:id/issue',
    {
      preHandler: canWrite,
      schema: {
        tags: ['invoices'],
        summary: 'Kiállítás: sorszám, NAV-ellenőrzés (üzleti szabályok + XSD), NAV-beküldés sorba állítása; a figyelmeztetéseket el kell fogadni (acceptWarnings), különben 409',
        params: idParam,
        body: issueBodySchema.nullish(),
        response: { 200: issueResponseSchema, ...errors },
      },
    },
    async (request) => {
      const acceptWarnings = request.body?.acceptWarnings ?? [];
      return inInvoices(request, (tx, actor) => audited(tx, request, audit, 'invoices.issue', issueInvoice(tx, actor, request.params.id, { acceptWarnings }), (issued) => ({ number: issued.number, acceptedWarnings: acceptWarnings })));
    },
  );

  r.get(
    '/api/invoices/nav-rejected',
    { preHandler: canView, schema: { tags: ['invoices'], summary: 'A NAV által elutasított (ABORTED) adatszolgáltatások a NAV üzeneteivel', response: { 200: navRejectedResponseSchema, ...errors } } },
    async (request) => inInvoices(request, async (tx, actor) => ({ items: await navRejectedReports(tx, actor.tenantId) })),
  );

  r.post(
    '/api/invoices/:id/nav-resubmit',
    { preHandler: canWrite, schema: { tags: ['invoices'], summary: 'Elutasított adatszolgáltatás újraküldése ugyanazzal a sorszámmal, a javított eladó- és vevőadatokkal', params: idParam, response: { 200: issueResponseSchema, ...errors } } },
    async (request) =>
      inInvoices(request, async (tx, actor) => {
        const result = await resubmitRejectedReport(tx, actor, request.params.id);
        await audit(tx, request, 'invoices.nav_resubmit', result.id, { number: result.number, rejectedTransactionId: result.rejectedTransactionId, rejectedMessages: result.rejectedMessages });
        return { id: result.id, number: result.number };
      }),
  );

  r.post(
    '/api/invoices/:id/storno',
    { preHandler: canWrite, schema: { tags: ['invoices'], summary: 'Érvénytelenítő számla az eredeti számlához', params: idParam, body: stornoBodySchema, response: { 201: issueResponseSchema, ...errors } } },
    async (request, reply) => created(reply, correct(request, request.params.id, 'STORNO', { note: request.body.note ?? null })),
  );

  r.post(
    '/api/invoices/:id/modifications',
    { preHandler: canWrite, schema: { tags: ['invoices'], summary: 'Módosító számla (különbözeti tételek) az eredeti számlához', params: idParam, body: modificationBodySchema, response: { 201: issueResponseSchema, ...errors } } },
    async (request, reply) => {
      const b = request.body;
      return created(reply, correct(request, request.params.id, 'MODIFY', { lines: b.lines, paymentDate: b.paymentDate ?? null, note: b.note ?? null }, { lines: b.lines.length }));
    },
  );

  r.get(
    '/api/invoices/:id/pdf',
    { preHandler: canView, schema: { tags: ['invoices'], summary: 'A kiállított számla PDF-ben', params: idParam, response: { 200: z.instanceof(Buffer).describe('application/pdf'), ...errors } } },
    async (request, reply) => {
      const { number, pdf } = await inInvoices(request, async (tx, actor) => {
        const row = await invoiceRow(tx, actor.tenantId, request.params.id);
        if (row.status !== 'issued' || !row.document) throw new HttpError(409, 'INVOICE_NOT_ISSUED');
        const footerNote = await footerNoteOf(tx, actor.tenantId);
        const { nav } = await invoiceDetail(tx, actor.tenantId, row.id);
        return { number: row.number!, pdf: await renderInvoicePdf(row.document, { footerNote, note: row.note, navNote: navPdfNote(nav) }) };
      });
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${fileName(number, 'pdf')}"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );

  r.get(
    '/api/invoices/:id/xml',
    { preHandler: canView, schema: { tags: ['invoices'], summary: 'A NAV-nak küldött InvoiceData XML', params: idParam, response: { 200: z.string().describe('application/xml'), ...errors } } },
    async (request, reply) => {
      const { number, xml } = await inInvoices(request, (tx, actor) => issuedXml(tx, actor.tenantId, request.params.id));
      return reply
        .header('content-type', 'application/xml; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName(number, 'xml')}"`)
        .header('cache-control', 'private, no-store')
        .send(xml);
    },
  );
};

export default invoicesRoutes;
