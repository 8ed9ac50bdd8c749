// Payments and receivables of the invoice-generator module (issue 17 point 5, decisions 0167, 0210–0211):
// record, list and remove payments of an issued original, send a payment reminder of an overdue
// invoice, and the open receivables (of the firm or one client). Reading needs canViewTimeTracking,
// writing canCreateTimeEntries — the invoices' own permissions (decision 0145).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '@shared/errors/errors.schemas';
import { invoicePaymentsResponseSchema, receivablesQuerySchema, receivablesResponseSchema, recordPaymentBodySchema, recordPaymentResponseSchema, sendReminderResponseSchema } from '@shared/invoice-generator/payments';
import { HttpError } from '../../lib/http-error';
import { invoiceActions } from '@shared/invoice-generator/actions';
import { requireAction } from '../../plugins/request-context';
import { claimReminder, recordPaymentFor, releaseReminder, removePayment } from './invoice-generator.actions';
import { invoicePaymentsOf, listReceivables } from './payments.service';
import { errorResponses, idParam } from '../../lib/route-schemas';
import { created, tenantScope } from '../../lib/route-scope';

const errors = errorResponses(400, 401, 403, 404, 409, 422);
const paymentParam = idParam.extend({ paymentId: z.string().min(1).max(100) });

export function registerPaymentRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const canView = requireAction(app, invoiceActions.view);
  const canWrite = requireAction(app, invoiceActions.issue);
  const inTenant = tenantScope(app);

  r.get(
    '/api/invoice-generator/receivables',
    {
      preHandler: canView,
      schema: {
        tags: ['invoice-generator'],
        summary: 'Kintlévőségek: nyitott kiállított számlák korosítva (ügyfélre szűrhető)',
        querystring: receivablesQuerySchema,
        response: { 200: receivablesResponseSchema, ...errors },
      },
    },
    async (request) => inTenant(request, (tx, actor) => listReceivables(tx, actor.tenantId, undefined, { contactId: request.query.contactId })),
  );

  r.get(
    '/api/invoice-generator/:id/payments',
    { preHandler: canView, schema: { tags: ['invoice-generator'], summary: 'Egy számla befizetései, fizetési állapota és emlékeztetői', params: idParam, response: { 200: invoicePaymentsResponseSchema, ...errors } } },
    async (request) => inTenant(request, (tx, actor) => invoicePaymentsOf(tx, actor.tenantId, request.params.id)),
  );

  r.post(
    '/api/invoice-generator/:id/payments',
    {
      preHandler: canWrite,
      schema: {
        tags: ['invoice-generator'],
        summary: 'Befizetés rögzítése (teljes vagy részleges; túlfizetés nem)',
        params: idParam,
        body: recordPaymentBodySchema,
        response: { 201: recordPaymentResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const b = request.body;
      return created(
        reply,
        inTenant(request, (tx, actor) => recordPaymentFor(tx, actor, request.params.id, { paidOn: b.paidOn, amount: b.amount, method: b.method, note: b.note })),
      );
    },
  );

  r.delete(
    '/api/invoice-generator/:id/payments/:paymentId',
    { preHandler: canWrite, schema: { tags: ['invoice-generator'], summary: 'Tévesen rögzített befizetés törlése (naplózva)', params: paymentParam, response: { 200: invoicePaymentsResponseSchema, ...errors } } },
    async (request) => inTenant(request, (tx, actor) => removePayment(tx, actor, request.params.id, request.params.paymentId)),
  );

  r.post(
    '/api/invoice-generator/:id/reminders',
    {
      preHandler: canWrite,
      schema: {
        tags: ['invoice-generator'],
        summary: 'Fizetési emlékeztető emailben egy lejárt számláról (naponta legfeljebb egy)',
        params: idParam,
        response: { 201: sendReminderResponseSchema, 503: apiErrorSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { reminder, mail } = await inTenant(request, (tx, actor) => claimReminder(tx, actor, request.params.id));
      // After the commit: the outbox table is the owner's, and SMTP cannot join a transaction.
      try {
        await app.mailer.send(mail);
      } catch (err) {
        request.log.error({ err }, 'payment reminder mail failed');
        await inTenant(request, (tx, actor) => releaseReminder(tx, actor, request.params.id, reminder.id));
        throw new HttpError(503, 'PAYMENT_REMINDER_NOT_DELIVERED');
      }
      reply.code(201);
      return { reminder };
    },
  );
}
