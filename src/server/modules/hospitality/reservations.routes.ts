// /api/hospitality/reservations and the calendar (issue 37 points 2–3).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  calendarQuerySchema,
  cancelBodySchema,
  checkInBodySchema,
  checkOutBodySchema,
  createReservationBodySchema,
  listReservationsQuerySchema,
  moveStayBodySchema,
  roomChangeBodySchema,
  statusBodySchema,
  updateReservationBodySchema,
} from '@shared/hospitality/hospitality.schemas';
import { hospitalityActions } from '@shared/hospitality/permissions';
import { actionScope } from '@shared/permissions/module-actions';
import { contextOf } from '../../plugins/request-context';
import { idParam } from '../../lib/route-schemas';
import { created } from '../../lib/route-scope';
import { calendar, listReservations, reservationDetail } from './reservations.repo';
import { cancelReservation, checkIn, checkOut, createReservation, moveStay, roomChange, setStatus, updateReservation } from './reservations.service';
import { changedSchema, errors, hospitalityKit, readSchema, tags } from './route-kit';

export function registerReservationRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { guard, inFirm } = hospitalityKit(app);
  const write = { 200: changedSchema, ...errors };

  r.get(
    '/api/hospitality/reservations',
    {
      preHandler: guard.view,
      schema: { tags, summary: 'Foglalások (szűrhető)', querystring: listReservationsQuerySchema, response: { 200: z.object({ items: z.array(z.looseObject({})), total: z.number() }), ...errors } },
    },
    async (request) => inFirm(request, (tx, actor) => listReservations(tx, actor.tenantId, request.query)),
  );
  r.post(
    '/api/hospitality/reservations',
    { preHandler: guard.book, schema: { tags, summary: 'Új foglalás (ütköző foglalást az adatbázis utasít el)', body: createReservationBodySchema, response: { 201: changedSchema, ...errors } } },
    async (request, reply) =>
      created(
        reply,
        inFirm(request, (tx, actor) => createReservation(tx, actor, request.body)),
      ),
  );
  r.get(
    '/api/hospitality/reservations/:id',
    { preHandler: guard.view, schema: { tags, summary: 'Egy foglalás egységekkel, vendégekkel, előzményekkel és NTAK-üzenetekkel', params: idParam, response: { 200: readSchema, ...errors } } },
    async (request) => inFirm(request, (tx, actor) => reservationDetail(tx, actor.tenantId, request.params.id, { withRegister: actionScope(contextOf(request).permissions, hospitalityActions['guests.view']) !== null })),
  );
  r.put('/api/hospitality/reservations/:id', { preHandler: guard.book, schema: { tags, summary: 'Foglalás módosítása', params: idParam, body: updateReservationBodySchema, response: write } }, async (request) =>
    inFirm(request, (tx, actor) => updateReservation(tx, actor, request.params.id, request.body)),
  );
  r.post(
    '/api/hospitality/reservations/:id/move',
    { preHandler: guard.book, schema: { tags, summary: 'Tartózkodás áthelyezése vagy hosszabbítása (naptár)', params: idParam, body: moveStayBodySchema, response: write } },
    async (request) => inFirm(request, (tx, actor) => moveStay(tx, actor, request.params.id, request.body)),
  );
  r.post(
    '/api/hospitality/reservations/:id/status',
    { preHandler: guard.book, schema: { tags, summary: 'Visszaigazolás, előfoglalás, meg nem érkezés', params: idParam, body: statusBodySchema, response: write } },
    async (request) => inFirm(request, (tx, actor) => setStatus(tx, actor, request.params.id, request.body)),
  );
  r.post(
    '/api/hospitality/reservations/:id/cancel',
    { preHandler: guard.book, schema: { tags, summary: 'Lemondás a lemondási feltételek szerint', params: idParam, body: cancelBodySchema, response: write } },
    async (request) => inFirm(request, (tx, actor) => cancelReservation(tx, actor, request.params.id, request.body)),
  );
  r.post(
    '/api/hospitality/reservations/:id/check-in',
    { preHandler: guard.book, schema: { tags, summary: 'Bejelentkezés a vendégek adataival', params: idParam, body: checkInBodySchema, response: write } },
    async (request) => inFirm(request, (tx, actor) => checkIn(tx, actor, request.params.id, request.body, app.env.BETTER_AUTH_SECRET)),
  );
  r.post(
    '/api/hospitality/reservations/:id/check-out',
    { preHandler: guard.book, schema: { tags, summary: 'Kijelentkezés (az egység takarítandó lesz)', params: idParam, body: checkOutBodySchema, response: write } },
    async (request) => inFirm(request, (tx, actor) => checkOut(tx, actor, request.params.id, request.body)),
  );
  r.post('/api/hospitality/reservations/:id/room-change', { preHandler: guard.book, schema: { tags, summary: 'Szobacsere', params: idParam, body: roomChangeBodySchema, response: write } }, async (request) =>
    inFirm(request, (tx, actor) => roomChange(tx, actor, request.params.id, request.body)),
  );
  r.get(
    '/api/hospitality/calendar',
    { preHandler: guard.view, schema: { tags, summary: 'Foglalási naptár: egységek × napok, napi foglaltság', querystring: calendarQuerySchema, response: { 200: readSchema, ...errors } } },
    async (request) => inFirm(request, (tx, actor) => calendar(tx, actor.tenantId, request.query.propertyId, request.query.from, request.query.to)),
  );
}
