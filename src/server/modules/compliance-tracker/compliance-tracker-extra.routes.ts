// The second half of /api/compliance-tracker (issue 18, decisions 0156-0159): the compliance tracker's
// recurring obligations, the daily-digest preference, linked documents, the working-day calendar
// for the UI, and the platform admin's calendar entries (/api/admin/calendar).
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { calendarEntryKinds } from '@shared/compliance-tracker/calendar-data';
import { calendarEntrySchema, isoDaySchema, workScheduleDecreeSchema } from '@shared/compliance-tracker/compliance-tracker.schemas';
import { completeObligationBodySchema, createObligationBodySchema, obligationItemSchema, obligationListSchema, updateObligationBodySchema } from '@shared/compliance-tracker/compliance.schemas';
import { deadlineItemSchema } from '@shared/compliance-tracker/matter-deadlines.schemas';
import { todayInBudapest } from '@shared/dates/iso-date';
import { requestOrigin } from '../../audit/audit';
import { notFound } from '../../lib/http-error';
import { contextOf, requirePermission, requirePlatformAdmin } from '../../plugins/request-context';
import { calendarRows } from '../../calendar/server-calendar';
import { listObligations } from './compliance.service';
import { addObligation, changeObligation, completeObligationFor, linkDeadlineDocument, removeObligation, setDailyDigest, unlinkDeadlineDocument } from './compliance-tracker.actions';
import { calendarYear, removeCalendarEntry, setCalendarEntry, setDecree } from './calendar-admin.service';
import { dailyDigestOf } from './compliance-tracker.repo';
import { errorResponses, idParam, okSchema } from '../../lib/route-schemas';
import { created, tenantScope } from '../../lib/route-scope';

const errors = errorResponses(400, 401, 403, 404, 409);
const prefsSchema = z.object({ dailyDigest: z.boolean() });
const calendarQuery = z.object({ year: z.coerce.number().int().min(2000).max(2100).optional() });
const entrySchema = z.object({ date: z.string(), kind: z.enum(calendarEntryKinds), name: z.string(), source: z.string() });
const calendarYearSchema = z.object({
  year: z.number(),
  provisional: z.boolean(),
  decree: z.object({ decree: z.string(), source: z.string() }).nullable(),
  /** Every special day of the year (statutory holidays computed, built-in and entered swaps). */
  days: z.array(entrySchema),
  /** The rows the platform admin entered for this year (editable). */
  entered: z.array(entrySchema),
  version: z.string(),
});

const extraRoutes: FastifyPluginAsync = async (app) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const canView = requirePermission(app, 'canViewCases');
  const canEdit = requirePermission(app, 'canEditCases');
  const platformAdmin = requirePlatformAdmin(app, 'canEditSettings');

  const inTenant = tenantScope(app);

  // ── Compliance tracker: recurring obligations ──
  r.get(
    '/api/compliance-tracker/obligations',
    { preHandler: canView, schema: { tags: ['deadlines'], summary: 'Ismétlődő megfelelési kötelezettségek (következő esedékesség, késés, előzmények)', response: { 200: obligationListSchema, ...errors } } },
    async (request) =>
      inTenant(request, async (tx, actor) => {
        const items = await listObligations(tx, actor);
        return { items, late: items.filter((i) => i.late).length };
      }),
  );

  r.post(
    '/api/compliance-tracker/obligations',
    { preHandler: canEdit, schema: { tags: ['deadlines'], summary: 'Új ismétlődő kötelezettség', body: createObligationBodySchema, response: { 201: obligationItemSchema, ...errors } } },
    async (request, reply) =>
      created(
        reply,
        inTenant(request, (tx, actor) => addObligation(tx, actor, request.body)),
      ),
  );

  r.patch(
    '/api/compliance-tracker/obligations/:id',
    {
      preHandler: canEdit,
      schema: { tags: ['deadlines'], summary: 'Kötelezettség módosítása (felelős, szüneteltetés)', params: idParam, body: updateObligationBodySchema, response: { 200: obligationItemSchema, ...errors } },
    },
    async (request) => inTenant(request, (tx, actor) => changeObligation(tx, actor, request.params.id, request.body)),
  );

  r.post(
    '/api/compliance-tracker/obligations/:id/complete',
    {
      preHandler: canEdit,
      schema: {
        tags: ['deadlines'],
        summary: 'Az esedékesség teljesítése: előzménybe kerül, a következő esedékesség számítódik',
        params: idParam,
        body: completeObligationBodySchema,
        response: { 200: obligationItemSchema, ...errors },
      },
    },
    async (request) => inTenant(request, (tx, actor) => completeObligationFor(tx, actor, request.params.id, request.body)),
  );

  r.delete(
    '/api/compliance-tracker/obligations/:id',
    { preHandler: canEdit, schema: { tags: ['deadlines'], summary: 'Kötelezettség törlése az előzményeivel', params: idParam, response: { 200: okSchema, ...errors } } },
    async (request) => {
      await inTenant(request, (tx, actor) => removeObligation(tx, actor, request.params.id));
      return { ok: true as const };
    },
  );

  // ── My e-mail preferences: the daily digest ──
  r.get(
    '/api/compliance-tracker/preferences',
    { preHandler: canView, schema: { tags: ['deadlines'], summary: 'Saját határidő-értesítési beállítások (napi összesítő)', response: { 200: prefsSchema, ...errors } } },
    async (request) => inTenant(request, async (tx, actor) => ({ dailyDigest: await dailyDigestOf(tx, actor.tenantId, actor.userId) })),
  );

  r.put(
    '/api/compliance-tracker/preferences',
    { preHandler: canView, schema: { tags: ['deadlines'], summary: 'Napi összesítő be- vagy kikapcsolása', body: prefsSchema, response: { 200: prefsSchema, ...errors } } },
    async (request) => inTenant(request, (tx, actor) => setDailyDigest(tx, actor, request.body.dailyDigest)),
  );

  // ── Linked documents: documents of the deadline's matter, visible as the document is ──
  r.post(
    '/api/compliance-tracker/:id/documents',
    {
      preHandler: canEdit,
      schema: {
        tags: ['deadlines'],
        summary: 'Irat kapcsolása a határidőhöz (csak az ügy irata)',
        params: idParam,
        body: z.object({ documentId: z.string().min(1).max(100) }),
        response: { 200: deadlineItemSchema, ...errors },
      },
    },
    async (request) => inTenant(request, (tx, actor) => linkDeadlineDocument(tx, actor, request.params.id, request.body.documentId)),
  );

  r.delete(
    '/api/compliance-tracker/:id/documents/:documentId',
    {
      preHandler: canEdit,
      schema: { tags: ['deadlines'], summary: 'Irat leválasztása a határidőről', params: idParam.extend({ documentId: z.string().min(1).max(100) }), response: { 200: deadlineItemSchema, ...errors } },
    },
    async (request) => inTenant(request, (tx, actor) => unlinkDeadlineDocument(tx, actor, request.params.id, request.params.documentId)),
  );

  // ── The working-day calendar as the UI needs it (live preview, provisional years) ──
  r.get(
    '/api/compliance-tracker/calendar',
    {
      preHandler: canView,
      schema: {
        tags: ['deadlines'],
        summary: 'A munkanaptár egy éve (ünnepek, áthelyezett napok, ideiglenes-e)',
        querystring: calendarQuery,
        response: { 200: calendarYearSchema.extend({ entries: z.array(entrySchema), decrees: z.array(z.object({ year: z.number(), decree: z.string(), source: z.string() })) }), ...errors },
      },
    },
    async (request) =>
      inTenant(request, async (tx) => {
        const year = request.query.year ?? Number(todayInBudapest().slice(0, 4));
        return { ...(await calendarYear(tx, year)), ...(await calendarRows(tx)) };
      }),
  );

  // ── Platform admin: a year's holidays and swapped days, and its decree ──
  r.get(
    '/api/admin/calendar',
    { preHandler: platformAdmin, schema: { tags: ['admin'], summary: 'Munkanaptár egy éve (platform)', querystring: calendarQuery, response: { 200: calendarYearSchema, ...errors } } },
    async (request) => calendarYear(app.db, request.query.year ?? Number(todayInBudapest().slice(0, 4))),
  );

  r.put(
    '/api/admin/calendar/entries',
    {
      preHandler: platformAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Munkaszüneti vagy áthelyezett nap rögzítése forrással; a nyitott határidők újraszámolódnak',
        body: calendarEntrySchema,
        response: { 200: z.object({ recomputed: z.number() }), ...errors },
      },
    },
    async (request) => ({ recomputed: await setCalendarEntry(app.db, requestOrigin(request), contextOf(request).user.id, request.body) }),
  );

  r.delete(
    '/api/admin/calendar/entries/:date',
    {
      preHandler: platformAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Rögzített nap törlése; a nyitott határidők újraszámolódnak',
        params: z.object({ date: z.string().max(20) }),
        response: { 200: z.object({ recomputed: z.number() }), ...errors },
      },
    },
    async (request) => {
      // Checked here, not by the params schema, so the guard answers a lower role before validation.
      if (!isoDaySchema.safeParse(request.params.date).success) throw notFound();
      return { recomputed: await removeCalendarEntry(app.db, requestOrigin(request), request.params.date) };
    },
  );

  r.put(
    '/api/admin/calendar/decrees',
    {
      preHandler: platformAdmin,
      schema: { tags: ['admin'], summary: 'Egy év munkarend-rendeletének rögzítése (az év nem ideiglenes többé)', body: workScheduleDecreeSchema, response: { 200: z.object({ recomputed: z.number() }), ...errors } },
    },
    async (request) => ({ recomputed: await setDecree(app.db, requestOrigin(request), contextOf(request).user.id, request.body) }),
  );
};

export default extraRoutes;
