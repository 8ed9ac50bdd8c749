// /api/hospitality/housekeeping (issue 37 point 5): the day's board, states with history, tasks.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { todayInBudapest } from '@shared/dates/iso-date';
import { isoDateStringSchema } from '@shared/dates/iso-date.schema';
import { housekeepingStateBodySchema, housekeepingTaskBodySchema } from '@shared/hospitality/hospitality.schemas';
import { idParam } from '../../lib/route-schemas';
import { housekeepingBoard, saveTask, setHousekeepingState, staffOf, unitHistory } from './housekeeping.service';
import { unitRow } from './properties.service';
import { changedSchema, errors, hospitalityKit, listSchema, readSchema, tags } from './route-kit';

export function registerHousekeepingRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { guard, inFirm } = hospitalityKit(app);

  r.get(
    '/api/hospitality/housekeeping',
    {
      preHandler: guard.view,
      schema: {
        tags,
        summary: 'A nap takarítási listája (távozók, maradók, érkezők) és a munkatársak',
        querystring: z.object({ propertyId: z.string().min(1).max(100), date: isoDateStringSchema.optional() }),
        response: { 200: readSchema, ...errors },
      },
    },
    async (request) =>
      inFirm(request, async (tx, actor) => {
        const date = request.query.date ?? todayInBudapest();
        const [units, staff] = await Promise.all([housekeepingBoard(tx, actor.tenantId, request.query.propertyId, date), staffOf(tx, actor.tenantId)]);
        return { date, units, staff };
      }),
  );
  r.get(
    '/api/hospitality/units/:id/housekeeping',
    { preHandler: guard.view, schema: { tags, summary: 'Egy egység takarítási állapotainak története', params: idParam, response: { 200: listSchema, ...errors } } },
    async (request) =>
      inFirm(request, async (tx, actor) => {
        await unitRow(tx, actor.tenantId, request.params.id);
        return unitHistory(tx, actor.tenantId, request.params.id);
      }),
  );
  r.put(
    '/api/hospitality/units/:id/housekeeping',
    { preHandler: guard.book, schema: { tags, summary: 'Takarítási állapot beállítása', params: idParam, body: housekeepingStateBodySchema, response: { 200: changedSchema, ...errors } } },
    async (request) => inFirm(request, (tx, actor) => setHousekeepingState(tx, actor, request.params.id, request.body)),
  );
  r.put(
    '/api/hospitality/units/:id/task',
    { preHandler: guard.book, schema: { tags, summary: 'A nap takarítási feladatának felelőse vagy elvégzése', params: idParam, body: housekeepingTaskBodySchema, response: { 200: changedSchema, ...errors } } },
    async (request) =>
      inFirm(request, async (tx, actor) => {
        await saveTask(tx, actor, request.params.id, request.body);
        return { id: request.params.id };
      }),
  );
}
