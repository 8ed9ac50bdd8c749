// /api/time-tracking (issue 17 point 1): manual entries, the week view, the server-side timer and the
// firm's rates. Every handler runs in withTenant with the user (RLS: entries on confidential matters
// stay with their team, a timer with its user). Edits and deletions are audited, by the services
// (time-tracking.actions.ts, decision 0293).
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createTimeEntryBodySchema,
  currentTimerResponseSchema,
  listTimeEntriesQuerySchema,
  listTimeEntriesResponseSchema,
  rateBodySchema,
  settingsResponseSchema,
  startTimerBodySchema,
  stopTimerBodySchema,
  stopTimerResponseSchema,
  timeEntrySchema,
  timerSchema,
  trackingSettingsSchema,
  updateTimeEntryBodySchema,
  weekQuerySchema,
  weekResponseSchema,
} from '@shared/time-tracking/time-tracking.schemas';
import { timeActions } from '@shared/time-tracking/actions';
import { requireAction } from '../../plugins/request-context';
import {
  correctTimeEntry,
  discardTimerFor,
  recordTime,
  removeRate,
  removeTimeEntry,
  runningTimer,
  setRate,
  setTrackingSettings,
  startTimerFor,
  stopTimerFor,
  timeEntries,
  timeSettings,
  timeWeekPage,
} from './time-tracking.actions';
import { errorResponses, idParam, okSchema } from '../../lib/route-schemas';
import { actorOf, created, tenantScope } from '../../lib/route-scope';

const errors = errorResponses(400, 401, 403, 404, 409);

const timeEntriesRoutes: FastifyPluginAsync = async (app) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const canView = requireAction(app, timeActions.view);
  const canRecord = requireAction(app, timeActions.record);
  const canConfigure = requireAction(app, timeActions.configure);

  /** The request's transaction, with its user known to RLS; firm administrators see every member's time (decision 0115, the services decide). */
  const inTracking = tenantScope(app);

  r.get(
    '/api/time-tracking',
    {
      preHandler: canView,
      schema: { tags: ['time-tracking'], summary: 'Időbejegyzések (a sajátjaim; adminisztrátornak bárkié)', querystring: listTimeEntriesQuerySchema, response: { 200: listTimeEntriesResponseSchema, ...errors } },
    },
    async (request) => inTracking(request, (tx, actor) => timeEntries(tx, actor, request.query)),
  );

  r.get(
    '/api/time-tracking/week',
    { preHandler: canView, schema: { tags: ['time-tracking'], summary: 'Heti nézet napi összesítőkkel', querystring: weekQuerySchema, response: { 200: weekResponseSchema, ...errors } } },
    // The hand-written one-call read (issue 40.2).
    async (request) => timeWeekPage(app.db, actorOf(request), request.query.date, request.query.userId),
  );

  r.post(
    '/api/time-tracking',
    { preHandler: canRecord, schema: { tags: ['time-tracking'], summary: 'Új időbejegyzés (időtartam: 1:12, 1h 12m, 72p, 1,2 ó)', body: createTimeEntryBodySchema, response: { 201: timeEntrySchema, ...errors } } },
    async (request, reply) => {
      const { duration, ...rest } = request.body;
      return created(
        reply,
        inTracking(request, (tx, actor) => recordTime(tx, actor, { ...rest, minutes: duration })),
      );
    },
  );

  r.patch(
    '/api/time-tracking/:id',
    { preHandler: canRecord, schema: { tags: ['time-tracking'], summary: 'Időbejegyzés módosítása (számlázott nem)', params: idParam, body: updateTimeEntryBodySchema, response: { 200: timeEntrySchema, ...errors } } },
    async (request) => inTracking(request, (tx, actor) => correctTimeEntry(tx, actor, request.params.id, request.body)),
  );

  r.delete(
    '/api/time-tracking/:id',
    { preHandler: canRecord, schema: { tags: ['time-tracking'], summary: 'Időbejegyzés törlése (számlázott nem)', params: idParam, response: { 200: okSchema, ...errors } } },
    async (request) => {
      await inTracking(request, (tx, actor) => removeTimeEntry(tx, actor, request.params.id));
      return { ok: true as const };
    },
  );

  r.get('/api/time-tracking/timer', { preHandler: canView, schema: { tags: ['time-tracking'], summary: 'A futó stopperem', response: { 200: currentTimerResponseSchema, ...errors } } }, async (request) => ({
    timer: await inTracking(request, (tx, actor) => runningTimer(tx, actor)),
  }));

  r.post(
    '/api/time-tracking/timer',
    {
      preHandler: canRecord,
      schema: {
        tags: ['time-tracking'],
        summary: 'Stopper indítása egy ügyön (egyszerre egy fut)',
        body: startTimerBodySchema,
        response: { 201: z.object({ timer: timerSchema, stopped: timeEntrySchema.nullable() }), ...errors },
      },
    },
    async (request, reply) =>
      created(
        reply,
        inTracking(request, (tx, actor) => startTimerFor(tx, actor, request.body)),
      ),
  );

  r.post(
    '/api/time-tracking/timer/stop',
    { preHandler: canRecord, schema: { tags: ['time-tracking'], summary: 'Stopper leállítása: időbejegyzés lesz belőle', body: stopTimerBodySchema, response: { 200: stopTimerResponseSchema, ...errors } } },
    async (request) => ({ entry: await inTracking(request, (tx, actor) => stopTimerFor(tx, actor, request.body)) }),
  );

  r.delete('/api/time-tracking/timer', { preHandler: canRecord, schema: { tags: ['time-tracking'], summary: 'Futó stopper elvetése bejegyzés nélkül', response: { 200: okSchema, ...errors } } }, async (request) => {
    await inTracking(request, (tx, actor) => discardTimerFor(tx, actor));
    return { ok: true as const };
  });

  r.get('/api/time-tracking/settings', { preHandler: canView, schema: { tags: ['time-tracking'], summary: 'Kerekítés, alapóradíj és óradíjak', response: { 200: settingsResponseSchema, ...errors } } }, async (request) =>
    inTracking(request, (tx, actor) => timeSettings(tx, actor)),
  );

  r.put(
    '/api/time-tracking/settings',
    { preHandler: canConfigure, schema: { tags: ['time-tracking'], summary: 'Kerekítés és alapóradíj beállítása', body: trackingSettingsSchema, response: { 200: trackingSettingsSchema, ...errors } } },
    async (request) => inTracking(request, (tx, actor) => setTrackingSettings(tx, actor, request.body)),
  );

  r.put(
    '/api/time-tracking/rates',
    {
      preHandler: canConfigure,
      schema: { tags: ['time-tracking'], summary: 'Óradíj beállítása ügyre, ügyfélre, tevékenységre vagy ügyvédre', body: rateBodySchema, response: { 200: z.object({ id: z.string() }), ...errors } },
    },
    async (request) => ({ id: await inTracking(request, (tx, actor) => setRate(tx, actor, request.body)) }),
  );

  r.delete('/api/time-tracking/rates/:id', { preHandler: canConfigure, schema: { tags: ['time-tracking'], summary: 'Óradíj törlése', params: idParam, response: { 200: okSchema, ...errors } } }, async (request) => {
    await inTracking(request, (tx, actor) => removeRate(tx, actor, request.params.id));
    return { ok: true as const };
  });
};

export default timeEntriesRoutes;
