// /api/time-entries (issue 17 point 1): manual entries, the week view, the server-side timer and the
// firm's rates. Every handler runs in withTenant with the user (RLS: entries on confidential matters
// stay with their team, a timer with its user). Edits and deletions are audited.
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createTimeEntryBodySchema, currentTimerResponseSchema, listTimeEntriesQuerySchema, listTimeEntriesResponseSchema, rateBodySchema, settingsResponseSchema, startTimerBodySchema, stopTimerBodySchema, stopTimerResponseSchema, timeEntrySchema, timerSchema, trackingSettingsSchema, updateTimeEntryBodySchema, weekQuerySchema, weekResponseSchema } from '@shared/tracking/time-entries.schemas';
import { contextOf, requirePermission } from '../../plugins/request-context';
import { deleteRate, listRates, saveSettings, upsertRate } from './rates.service';
import { createEntry, currentTimer, deleteEntry, discardTimer, listEntries, startTimer, stopTimer, trackingSettings, updateEntry, weekSummary } from './time-entries.service';
import { errorResponses, idParam, okSchema } from '../../lib/route-schemas';
import { auditRequest, tenantScope } from '../../lib/route-scope';

const errors = errorResponses(400, 401, 403, 404, 409);

const timeEntriesRoutes: FastifyPluginAsync = async (app) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const canView = requirePermission(app, 'canViewTimeTracking');
  const canRecord = requirePermission(app, 'canCreateTimeEntries');
  const canConfigure = requirePermission(app, 'canEditSettings');

  /** The request's transaction, with its user known to RLS; firm administrators see every member's time (decision 0115). */
  const inTracking = tenantScope(app, (request) => ({ firmWide: contextOf(request).permissions.canManageCompanyUsers }));
  const audit = auditRequest;

  r.get(
    '/api/time-entries',
    { preHandler: canView, schema: { tags: ['time-entries'], summary: 'Időbejegyzések (a sajátjaim; adminisztrátornak bárkié)', querystring: listTimeEntriesQuerySchema, response: { 200: listTimeEntriesResponseSchema, ...errors } } },
    async (request) => inTracking(request, (tx, actor) => listEntries(tx, actor, request.query)),
  );

  r.get(
    '/api/time-entries/week',
    { preHandler: canView, schema: { tags: ['time-entries'], summary: 'Heti nézet napi összesítőkkel', querystring: weekQuerySchema, response: { 200: weekResponseSchema, ...errors } } },
    async (request) => inTracking(request, (tx, actor) => weekSummary(tx, actor, request.query.date, request.query.userId)),
  );

  r.post(
    '/api/time-entries',
    { preHandler: canRecord, schema: { tags: ['time-entries'], summary: 'Új időbejegyzés (időtartam: 1:12, 1h 12m, 72p, 1,2 ó)', body: createTimeEntryBodySchema, response: { 201: timeEntrySchema, ...errors } } },
    async (request, reply) => {
      const { duration, ...rest } = request.body;
      const entry = await inTracking(request, (tx, actor) => createEntry(tx, actor, { ...rest, minutes: duration, source: 'manual' }));
      reply.code(201);
      return entry;
    },
  );

  r.patch(
    '/api/time-entries/:id',
    { preHandler: canRecord, schema: { tags: ['time-entries'], summary: 'Időbejegyzés módosítása (számlázott nem)', params: idParam, body: updateTimeEntryBodySchema, response: { 200: timeEntrySchema, ...errors } } },
    async (request) =>
      inTracking(request, async (tx, actor) => {
        const { before, after, changed } = await updateEntry(tx, actor, request.params.id, request.body);
        await audit(tx, request, 'time_entries.update', 'time_entry', before.id, {
          changed,
          ownerId: before.userId,
          before: { matterId: before.matterId, workDate: before.workDate, minutes: before.minutes, billable: before.billable, rate: before.rate, currency: before.currency },
          after: { matterId: after.matter.id, workDate: after.workDate, minutes: after.minutes, billable: after.billable, rate: after.rate, currency: after.currency },
        });
        return after;
      }),
  );

  r.delete(
    '/api/time-entries/:id',
    { preHandler: canRecord, schema: { tags: ['time-entries'], summary: 'Időbejegyzés törlése (számlázott nem)', params: idParam, response: { 200: okSchema, ...errors } } },
    async (request) =>
      inTracking(request, async (tx, actor) => {
        const before = await deleteEntry(tx, actor, request.params.id);
        await audit(tx, request, 'time_entries.delete', 'time_entry', before.id, {
          ownerId: before.userId,
          matterId: before.matterId,
          workDate: before.workDate,
          minutes: before.minutes,
          billedMinutes: before.billedMinutes,
          description: before.description,
          amount: before.amount,
          currency: before.currency,
        });
        return { ok: true as const };
      }),
  );

  r.get(
    '/api/time-entries/timer',
    { preHandler: canView, schema: { tags: ['time-entries'], summary: 'A futó stopperem', response: { 200: currentTimerResponseSchema, ...errors } } },
    async (request) => inTracking(request, async (tx, actor) => ({ timer: await currentTimer(tx, actor) })),
  );

  r.post(
    '/api/time-entries/timer',
    {
      preHandler: canRecord,
      schema: { tags: ['time-entries'], summary: 'Stopper indítása egy ügyön (egyszerre egy fut)', body: startTimerBodySchema, response: { 201: z.object({ timer: timerSchema, stopped: timeEntrySchema.nullable() }), ...errors } },
    },
    async (request, reply) => {
      const result = await inTracking(request, (tx, actor) => startTimer(tx, actor, request.body));
      reply.code(201);
      return result;
    },
  );

  r.post(
    '/api/time-entries/timer/stop',
    { preHandler: canRecord, schema: { tags: ['time-entries'], summary: 'Stopper leállítása: időbejegyzés lesz belőle', body: stopTimerBodySchema, response: { 200: stopTimerResponseSchema, ...errors } } },
    async (request) => inTracking(request, async (tx, actor) => ({ entry: (await stopTimer(tx, actor, request.body))! })),
  );

  r.delete(
    '/api/time-entries/timer',
    { preHandler: canRecord, schema: { tags: ['time-entries'], summary: 'Futó stopper elvetése bejegyzés nélkül', response: { 200: okSchema, ...errors } } },
    async (request) =>
      inTracking(request, async (tx, actor) => {
        await discardTimer(tx, actor);
        return { ok: true as const };
      }),
  );

  r.get(
    '/api/time-entries/settings',
    { preHandler: canView, schema: { tags: ['time-entries'], summary: 'Kerekítés, alapóradíj és óradíjak', response: { 200: settingsResponseSchema, ...errors } } },
    async (request) => inTracking(request, async (tx, actor) => ({ settings: await trackingSettings(tx, actor.tenantId), rates: await listRates(tx, actor.tenantId) })),
  );

  r.put(
    '/api/time-entries/settings',
    { preHandler: canConfigure, schema: { tags: ['time-entries'], summary: 'Kerekítés és alapóradíj beállítása', body: trackingSettingsSchema, response: { 200: trackingSettingsSchema, ...errors } } },
    async (request) =>
      inTracking(request, async (tx, actor) => {
        await saveSettings(tx, actor.tenantId, actor.userId, request.body);
        await audit(tx, request, 'time_entries.settings_update', 'tenant', actor.tenantId, { ...request.body });
        return trackingSettings(tx, actor.tenantId);
      }),
  );

  r.put(
    '/api/time-entries/rates',
    { preHandler: canConfigure, schema: { tags: ['time-entries'], summary: 'Óradíj beállítása ügyre, ügyfélre, tevékenységre vagy ügyvédre', body: rateBodySchema, response: { 200: z.object({ id: z.string() }), ...errors } } },
    async (request) =>
      inTracking(request, async (tx, actor) => {
        const id = await upsertRate(tx, actor.tenantId, request.body);
        await audit(tx, request, 'time_entries.rate_set', 'time_rate', id, { ...request.body });
        return { id };
      }),
  );

  r.delete(
    '/api/time-entries/rates/:id',
    { preHandler: canConfigure, schema: { tags: ['time-entries'], summary: 'Óradíj törlése', params: idParam, response: { 200: okSchema, ...errors } } },
    async (request) =>
      inTracking(request, async (tx, actor) => {
        const removed = await deleteRate(tx, actor.tenantId, request.params.id);
        await audit(tx, request, 'time_entries.rate_delete', 'time_rate', removed.id, { level: removed.level });
        return { ok: true as const };
      }),
  );
};

export default timeEntriesRoutes;
