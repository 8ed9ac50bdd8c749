// /api/hospitality: the folio of a reservation, its invoice, the guest register and the tourist tax.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { chargeBodySchema, folioInvoiceBodySchema, folioPaymentBodySchema, monthQuerySchema } from '@shared/hospitality/hospitality.schemas';
import { HttpError } from '../../lib/http-error';
import { idParam } from '../../lib/route-schemas';
import { sendCsv } from '../../lib/csv-reply';
import { created } from '../../lib/route-scope';
import { addCharge, addPayment, deleteCharge, folio, invoiceFolio, type InvoicingPort } from './folio.service';
import { guestRegisterEntry, listGuests } from './guests.service';
import { changedSchema, errors, hospitalityKit, listSchema, readSchema, tags } from './route-kit';
import { touristTaxCsv, touristTaxMonth } from './tourist-tax.service';

export function registerFolioRoutes(app: FastifyInstance, invoicing: InvoicingPort) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { guard, inFirm } = hospitalityKit(app);

  r.get(
    '/api/hospitality/reservations/:id/folio',
    { preHandler: guard.view, schema: { tags, summary: 'A foglalás foliója: éjszakák, idegenforgalmi adó, extrák, befizetések, számlák', params: idParam, response: { 200: readSchema, ...errors } } },
    async (request) => inFirm(request, (tx, actor) => folio(tx, invoicing, actor.tenantId, request.params.id)),
  );
  r.post(
    '/api/hospitality/reservations/:id/charges',
    { preHandler: guard.book, schema: { tags, summary: 'Extra tétel a folióra', params: idParam, body: chargeBodySchema, response: { 201: changedSchema, ...errors } } },
    async (request, reply) =>
      created(
        reply,
        inFirm(request, (tx, actor) => addCharge(tx, actor, request.params.id, request.body)),
      ),
  );
  r.delete(
    '/api/hospitality/reservations/:id/charges/:chargeId',
    {
      preHandler: guard.book,
      schema: { tags, summary: 'Számlázatlan extra tétel törlése', params: z.object({ id: z.string().min(1).max(100), chargeId: z.string().min(1).max(100) }), response: { 200: changedSchema, ...errors } },
    },
    async (request) => inFirm(request, (tx, actor) => deleteCharge(tx, invoicing, actor, request.params.id, request.params.chargeId)),
  );
  r.post(
    '/api/hospitality/reservations/:id/payments',
    { preHandler: guard.book, schema: { tags, summary: 'Foglaló vagy befizetés a folióra', params: idParam, body: folioPaymentBodySchema, response: { 201: changedSchema, ...errors } } },
    async (request, reply) =>
      created(
        reply,
        inFirm(request, (tx, actor) => addPayment(tx, actor, request.params.id, request.body)),
      ),
  );
  r.post(
    '/api/hospitality/reservations/:id/invoice',
    {
      preHandler: guard.invoice,
      schema: { tags, summary: 'Számla a folió nyitott tételeiből (a számlázó modulon át, NAV-adatszolgáltatással)', params: idParam, body: folioInvoiceBodySchema, response: { 201: changedSchema, ...errors } },
    },
    async (request, reply) =>
      created(
        reply,
        inFirm(request, (tx, actor) => invoiceFolio(tx, invoicing, actor, request.params.id, request.body)),
      ),
  );
  r.get(
    '/api/hospitality/guests',
    {
      preHandler: guard.guests,
      schema: {
        tags,
        summary: 'Vendégnyilvántartás',
        querystring: z.object({ q: z.string().trim().max(100).optional(), limit: z.coerce.number().int().min(1).max(200).default(50), offset: z.coerce.number().int().min(0).default(0) }),
        response: { 200: listSchema, ...errors },
      },
    },
    async (request) => inFirm(request, (tx, actor) => listGuests(tx, actor.tenantId, request.query)),
  );
  r.get(
    '/api/hospitality/guests/:id/register',
    { preHandler: guard.guests, schema: { tags, summary: 'Egy vendég nyilvántartási adatai (okmány, lakcím)', params: idParam, response: { 200: readSchema, ...errors } } },
    async (request) => inFirm(request, (tx, actor) => guestRegisterEntry(tx, actor, request.params.id, app.env.BETTER_AUTH_SECRET)),
  );
  const taxQuery = monthQuerySchema;
  r.get(
    '/api/hospitality/tourist-tax',
    { preHandler: guard.viewInvoices, schema: { tags, summary: 'Idegenforgalmi adó egy hónapra (önkormányzati bevalláshoz)', querystring: taxQuery, response: { 200: readSchema, ...errors } } },
    async (request) => inFirm(request, (tx, actor) => touristTaxMonth(tx, invoicing, actor.tenantId, request.query.propertyId, request.query.month)),
  );
  r.get('/api/hospitality/tourist-tax/export', { preHandler: guard.viewInvoices, schema: { tags, summary: 'Idegenforgalmi adó egy hónapra, CSV', querystring: taxQuery } }, async (request, reply) => {
    const month = await inFirm(request, (tx, actor) => touristTaxMonth(tx, invoicing, actor.tenantId, request.query.propertyId, request.query.month));
    if (!month) throw new HttpError(404, 'NOT_FOUND');
    return sendCsv(reply, `idegenforgalmi-ado-${request.query.month}`, touristTaxCsv(month));
  });
}
