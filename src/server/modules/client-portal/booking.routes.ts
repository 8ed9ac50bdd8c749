// /api/client-portal booking routes (issue 35 point 3, decisions 0357–0359). The customer's side under
// /api/client-portal/booking and /api/client-portal/bookings (canBookAppointment); the firm's under
// /api/client-portal/firm (appointment types with canEditSettings, hours and the calendar with
// canViewCases). All sit under the portal module's prefix, so its module guard applies. Routes
// parse, make one service call in the request's tenant transaction, and shape the answer.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  appointmentTypeBodySchema,
  appointmentTypeSchema,
  availabilityQuerySchema,
  availabilitySchema,
  bookingListQuerySchema,
  bookingListSchema,
  bookingOptionsSchema,
  calendarQuerySchema,
  calendarSchema,
  cancelBookingBodySchema,
  exceptionBodySchema,
  newBookingBodySchema,
  rescheduleBookingBodySchema,
  slotListSchema,
  slotQuerySchema,
  weeklyHoursBodySchema,
} from '@shared/client-portal/booking.schemas';
import { errorResponses } from '../../lib/route-schemas';
import { created, tenantScope } from '../../lib/route-scope';
import { requirePermission } from '../../plugins/request-context';
import { addException, createAppointmentType, deleteException, getAvailability, listAppointmentTypes, setWeeklyHours, updateAppointmentType } from './booking-settings.service';
import {
  book,
  bookingLawyerMail,
  bookingMail,
  bookingOptions,
  cancelOwnBooking,
  firmCalendar,
  firmCancelBooking,
  freeSlots,
  listOwnBookings,
  matterBookings,
  ownBookingInvitation,
  rescheduleOwnBooking,
  type BookingChangeKind,
} from './booking.service';

export const tags = ['portal'];
const errors = errorResponses(400, 401, 403, 404, 409);
const idParams = z.object({ id: z.string().min(1).max(100) });
const idAnswer = z.object({ id: z.string() });

export default async function bookingRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const inFirm = tenantScope(app);
  const canBook = requirePermission(app, 'canBookAppointment');
  const staff = requirePermission(app, 'canViewCases');
  const settings = requirePermission(app, 'canEditSettings');
  /** After the customer's own move or cancellation commits: her e-mail and the booking's lawyer's, each with the invitation. */
  const tellOfChange = (request: FastifyRequest, id: string, what: BookingChangeKind) => {
    app.mailer.sendLater(() => inFirm(request, (tx, actor) => bookingMail(tx, actor.tenantId, id, what, app.env.APP_URL)));
    app.mailer.sendLater(() => inFirm(request, (tx, actor) => bookingLawyerMail(tx, actor.tenantId, id, what, app.env.APP_URL)));
  };

  // ---- The customer ----
  r.get(
    '/api/client-portal/booking/options',
    { preHandler: canBook, schema: { tags, summary: 'Foglaláshoz: időponttípusok, ügyvédek, az ügyfél ügyfelei és ügyei', response: { 200: bookingOptionsSchema, ...errors } } },
    async (request) => inFirm(request, (tx, actor) => bookingOptions(tx, actor)),
  );
  r.get(
    '/api/client-portal/booking/slots',
    { preHandler: canBook, schema: { tags, summary: 'Egy ügyvéd szabad időpontjai egy típusra (Europe/Budapest, legfeljebb 31 nap)', querystring: slotQuerySchema, response: { 200: slotListSchema, ...errors } } },
    async (request) => inFirm(request, (tx, actor) => freeSlots(tx, actor, request.query)),
  );
  r.get(
    '/api/client-portal/bookings',
    { preHandler: canBook, schema: { tags, summary: 'Az ügyfél saját foglalásai (közelgő, mai, korábbi, lemondott)', querystring: bookingListQuerySchema, response: { 200: bookingListSchema, ...errors } } },
    async (request) => inFirm(request, (tx, actor) => listOwnBookings(tx, actor, request.query.filter)),
  );
  r.post(
    '/api/client-portal/bookings',
    { preHandler: canBook, schema: { tags, summary: 'Időpont foglalása; foglalt időpontra 409 BOOKING_SLOT_TAKEN', body: newBookingBodySchema, response: { 201: idAnswer, ...errors } } },
    async (request, reply) => {
      const result = await created(
        reply,
        inFirm(request, (tx, actor) => book(tx, actor, request.body)),
      );
      // The confirmation with the invitation goes after the commit, off the request path (decision 0359).
      app.mailer.sendLater(() => inFirm(request, (tx, actor) => bookingMail(tx, actor.tenantId, result.id, { kind: 'confirmed' }, app.env.APP_URL)));
      return result;
    },
  );
  r.post(
    '/api/client-portal/bookings/:id/cancel',
    { preHandler: canBook, schema: { tags, summary: 'Saját foglalás lemondása a lemondási határidőig', params: idParams, body: cancelBookingBodySchema, response: { 200: idAnswer, ...errors } } },
    async (request) => {
      const result = await inFirm(request, (tx, actor) => cancelOwnBooking(tx, actor, request.params.id, request.body.reason ?? null));
      // The cancellation (METHOD:CANCEL, same UID, SEQUENCE + 1) after the commit, to the customer (decision 0420) and the lawyer (0367).
      tellOfChange(request, result.id, { kind: 'cancelled' });
      return result;
    },
  );
  r.post(
    '/api/client-portal/bookings/:id/reschedule',
    {
      preHandler: canBook,
      schema: { tags, summary: 'Saját foglalás áthelyezése másik szabad időpontra a lemondási határidőig', params: idParams, body: rescheduleBookingBodySchema, response: { 200: idAnswer, ...errors } },
    },
    async (request) => {
      const { id, previousStart } = await inFirm(request, (tx, actor) => rescheduleOwnBooking(tx, actor, request.params.id, request.body.start));
      // The updated invitation (same UID, SEQUENCE + 1) after the commit, to the customer (decision 0420) and the lawyer (0367).
      tellOfChange(request, id, { kind: 'rescheduled', previousStart });
      return { id };
    },
  );
  r.get(
    '/api/client-portal/bookings/:id/invite.ics',
    {
      preHandler: canBook,
      schema: { tags, summary: 'A foglalás naptármeghívója (iCalendar, METHOD:REQUEST, lemondva CANCEL; UTC időpontok)', params: idParams, response: { 200: z.string(), ...errors } },
    },
    async (request, reply) => {
      const invite = await inFirm(request, (tx, actor) => ownBookingInvitation(tx, actor, request.params.id));
      return reply
        .header('content-type', 'text/calendar; charset=utf-8; method=' + (invite.body.includes('METHOD:CANCEL') ? 'CANCEL' : 'REQUEST'))
        .header('content-disposition', `attachment; filename="${invite.filename}"`)
        .send(invite.body);
    },
  );

  // ---- The firm ----
  r.get(
    '/api/client-portal/firm/appointment-types',
    { preHandler: staff, schema: { tags, summary: 'Az iroda időponttípusai', response: { 200: z.object({ items: z.array(appointmentTypeSchema) }), ...errors } } },
    async (request) => inFirm(request, (tx, actor) => listAppointmentTypes(tx, actor)),
  );
  r.post(
    '/api/client-portal/firm/appointment-types',
    { preHandler: settings, schema: { tags, summary: 'Új időponttípus (időtartam, puffer, mód, ár)', body: appointmentTypeBodySchema, response: { 201: appointmentTypeSchema, ...errors } } },
    async (request, reply) =>
      created(
        reply,
        inFirm(request, (tx, actor) => createAppointmentType(tx, actor, request.body)),
      ),
  );
  r.put(
    '/api/client-portal/firm/appointment-types/:id',
    { preHandler: settings, schema: { tags, summary: 'Időponttípus módosítása vagy kikapcsolása', params: idParams, body: appointmentTypeBodySchema, response: { 200: appointmentTypeSchema, ...errors } } },
    async (request) => inFirm(request, (tx, actor) => updateAppointmentType(tx, actor, request.params.id, request.body)),
  );
  r.get(
    '/api/client-portal/firm/availability',
    { preHandler: staff, schema: { tags, summary: 'Egy ügyvéd fogadóideje és kivételei (alapból a sajátom)', querystring: availabilityQuerySchema, response: { 200: availabilitySchema, ...errors } } },
    async (request) => inFirm(request, (tx, actor) => getAvailability(tx, actor, request.query.lawyerId)),
  );
  r.put(
    '/api/client-portal/firm/availability/weekly',
    { preHandler: staff, schema: { tags, summary: 'A heti fogadóidő cseréje (másét csak beállítási joggal)', body: weeklyHoursBodySchema, response: { 200: availabilitySchema, ...errors } } },
    async (request) => inFirm(request, (tx, actor) => setWeeklyHours(tx, actor, request.body)),
  );
  r.post(
    '/api/client-portal/firm/availability/exceptions',
    { preHandler: staff, schema: { tags, summary: 'Kivétel: szabadnap, zárt sáv vagy többlet fogadóidő egy napon', body: exceptionBodySchema, response: { 201: idAnswer, ...errors } } },
    async (request, reply) =>
      created(
        reply,
        inFirm(request, (tx, actor) => addException(tx, actor, request.body)),
      ),
  );
  r.delete('/api/client-portal/firm/availability/exceptions/:id', { preHandler: staff, schema: { tags, summary: 'Kivétel törlése', params: idParams, response: { 204: z.null(), ...errors } } }, async (request, reply) => {
    await inFirm(request, (tx, actor) => deleteException(tx, actor, request.params.id));
    return reply.code(204).send(null);
  });
  r.get(
    '/api/client-portal/firm/calendar',
    { preHandler: staff, schema: { tags, summary: 'Az ügyvéd naptára: foglalásai két dátum között', querystring: calendarQuerySchema, response: { 200: calendarSchema, ...errors } } },
    async (request) => inFirm(request, (tx, actor) => firmCalendar(tx, actor, request.query)),
  );
  r.get(
    '/api/client-portal/firm/matters/:id/bookings',
    { preHandler: staff, schema: { tags, summary: 'Egy ügy időpontjai az ügyiratban (a lemondottak is), legújabb elöl', params: idParams, response: { 200: bookingListSchema, ...errors } } },
    async (request) => inFirm(request, (tx, actor) => matterBookings(tx, actor, request.params.id)),
  );
  r.post(
    '/api/client-portal/firm/bookings/:id/cancel',
    { preHandler: staff, schema: { tags, summary: 'Foglalás lemondása az iroda részéről', params: idParams, body: cancelBookingBodySchema, response: { 200: idAnswer, ...errors } } },
    async (request) => {
      const result = await inFirm(request, (tx, actor) => firmCancelBooking(tx, actor, request.params.id, request.body.reason ?? null));
      // The customer is told, with the firm's reason and the cancelling invitation (decision 0420).
      app.mailer.sendLater(() => inFirm(request, (tx, actor) => bookingMail(tx, actor.tenantId, result.id, { kind: 'cancelled' }, app.env.APP_URL)));
      return result;
    },
  );
}
