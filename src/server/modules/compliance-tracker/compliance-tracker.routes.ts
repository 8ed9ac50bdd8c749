// /api/compliance-tracker (issue 18 points 3-5): deadlines on matters, the firm's reminder lead times, the
// personal calendar feed, and the reminder sweep's job. Every handler runs in withTenant with
// the user, so RLS hides the deadlines of confidential matters outside their team (404). The
// changes are services taking the request's actor (deadlines.actions.ts, decision 0293).
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody } from '@shared/errors/errors';
import { DEFAULT_LEAD_DAYS } from '@shared/compliance-tracker/reminders';
import {
  createDeadlineBodySchema,
  deadlineItemSchema,
  deadlineSettingsSchema,
  deadlineStatsSchema,
  feedCreatedSchema,
  feedStatusSchema,
  listDeadlinesQuerySchema,
  listDeadlinesResponseSchema,
  updateDeadlineBodySchema,
} from '@shared/compliance-tracker/matter-deadlines.schemas';
import { requirePermission } from '../../plugins/request-context';
import { activeFeed, feedForToken } from './calendar-feed';
import { addDeadline, changeDeadline, issueCalendarFeed, removeDeadline, revokeCalendarFeed, setReminderLeadDays } from './compliance-tracker.actions';
import { leadDaysOf } from './compliance-tracker.repo';
import { deadlineItem, deadlineStats, listDeadlinesPage } from './compliance-tracker.service';
import extraRoutes from './compliance-tracker-extra.routes';
import { registerDeadlinesJobs } from './compliance-tracker.jobs';
import { errorResponses, idParam, okSchema } from '../../lib/route-schemas';
import { actorOf, created, tenantScope } from '../../lib/route-scope';

const errors = errorResponses(400, 401, 403, 404, 409);

const deadlinesRoutes: FastifyPluginAsync = async (app) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  await app.register(extraRoutes);
  const canView = requirePermission(app, 'canViewCases');
  const canEdit = requirePermission(app, 'canEditCases');
  const canManageFirm = requirePermission(app, 'canManageOwnCompany');

  const inDeadlines = tenantScope(app);

  r.get(
    '/api/compliance-tracker',
    {
      preHandler: canView,
      schema: { tags: ['deadlines'], summary: 'Határidők (az enyémek vagy a cégé; időszak, lejárt, e heti)', querystring: listDeadlinesQuerySchema, response: { 200: listDeadlinesResponseSchema, ...errors } },
    },
    // The hand-written one-call page (issue 40.2); the public API keeps the builder's listDeadlines.
    async (request) => listDeadlinesPage(app.db, actorOf(request), request.query),
  );

  r.get('/api/compliance-tracker/stats', { preHandler: canView, schema: { tags: ['deadlines'], summary: 'Lejárt és e heti határidők száma', response: { 200: deadlineStatsSchema, ...errors } } }, async (request) =>
    inDeadlines(request, (tx, actor) => deadlineStats(tx, actor)),
  );

  r.post(
    '/api/compliance-tracker',
    {
      preHandler: canEdit,
      schema: { tags: ['deadlines'], summary: 'Új határidő egy ügyhöz (szabályból számítva vagy rögzített napra)', body: createDeadlineBodySchema, response: { 201: deadlineItemSchema, ...errors } },
    },
    async (request, reply) =>
      created(
        reply,
        inDeadlines(request, (tx, actor) => addDeadline(tx, actor, request.body)),
      ),
  );

  r.get(
    '/api/compliance-tracker/:id',
    { preHandler: canView, schema: { tags: ['deadlines'], summary: 'Egy határidő a számítás magyarázatával', params: idParam, response: { 200: deadlineItemSchema, ...errors } } },
    async (request) => inDeadlines(request, (tx, actor) => deadlineItem(tx, actor, request.params.id)),
  );

  r.patch(
    '/api/compliance-tracker/:id',
    {
      preHandler: canEdit,
      schema: { tags: ['deadlines'], summary: 'Határidő teljesítése, elmulasztása, újranyitása vagy felelőse', params: idParam, body: updateDeadlineBodySchema, response: { 200: deadlineItemSchema, ...errors } },
    },
    async (request) => inDeadlines(request, (tx, actor) => changeDeadline(tx, actor, request.params.id, request.body)),
  );

  r.delete('/api/compliance-tracker/:id', { preHandler: canEdit, schema: { tags: ['deadlines'], summary: 'Határidő törlése', params: idParam, response: { 200: okSchema, ...errors } } }, async (request) => {
    await inDeadlines(request, (tx, actor) => removeDeadline(tx, actor, request.params.id));
    return { ok: true as const };
  });

  r.get(
    '/api/compliance-tracker/settings',
    { preHandler: canView, schema: { tags: ['deadlines'], summary: 'A cég emlékeztetési időpontjai (munkanappal a határidő előtt)', response: { 200: z.object({ leadDays: z.array(z.number()) }), ...errors } } },
    async (request) => inDeadlines(request, async (tx, actor) => ({ leadDays: (await leadDaysOf(tx, actor.tenantId)) ?? [...DEFAULT_LEAD_DAYS] })),
  );

  r.put(
    '/api/compliance-tracker/settings',
    { preHandler: canManageFirm, schema: { tags: ['deadlines'], summary: 'Emlékeztetési időpontok beállítása', body: deadlineSettingsSchema, response: { 200: z.object({ leadDays: z.array(z.number()) }), ...errors } } },
    async (request) => inDeadlines(request, (tx, actor) => setReminderLeadDays(tx, actor, request.body.leadDays)),
  );

  // The personal calendar feed: status, a new URL (revoking the old one), revocation.
  r.get('/api/compliance-tracker/calendar-feed', { preHandler: canView, schema: { tags: ['deadlines'], summary: 'Saját naptárhivatkozás állapota', response: { 200: feedStatusSchema, ...errors } } }, async (request) =>
    inDeadlines(request, async (tx, actor) => {
      const feed = await activeFeed(tx, actor.tenantId, actor.userId);
      return { active: !!feed, createdAt: feed?.createdAt.toISOString() ?? null };
    }),
  );

  r.post(
    '/api/compliance-tracker/calendar-feed',
    { preHandler: canView, schema: { tags: ['deadlines'], summary: 'Új saját naptárhivatkozás (a régi megszűnik)', response: { 201: feedCreatedSchema, ...errors } } },
    async (request, reply) => {
      const issued = await inDeadlines(request, (tx, actor) => issueCalendarFeed(tx, actor));
      reply.code(201).header('cache-control', 'no-store');
      return { url: `${app.env.APP_URL}/api/calendar-feed/${issued.token}.ics`, createdAt: issued.createdAt.toISOString() };
    },
  );

  r.delete('/api/compliance-tracker/calendar-feed', { preHandler: canView, schema: { tags: ['deadlines'], summary: 'Saját naptárhivatkozás visszavonása', response: { 200: okSchema, ...errors } } }, async (request) => {
    await inDeadlines(request, (tx, actor) => revokeCalendarFeed(tx, actor));
    return { ok: true as const };
  });

  // Public by design: calendar apps cannot sign in; the unguessable token is the credential. It
  // lies outside /api/compliance-tracker (the module guard needs a signed-in firm); the lookup checks the module.
  r.get(
    '/api/calendar-feed/:token',
    { schema: { tags: ['deadlines'], summary: 'iCal-hírcsatorna (a tokennel)', params: z.object({ token: z.string().max(100) }) } },
    // No response schema: the 200 body is text/calendar, not JSON.
    async (request, reply) => {
      const feed = await feedForToken(app.db, request.params.token.replace(/\.ics$/, ''), app.env.APP_URL);
      reply.header('cache-control', 'no-store');
      if (feed.status === 'revoked') return reply.status(410).send(errorBody('DEADLINE_FEED_REVOKED'));
      if (feed.status === 'unknown') return reply.status(404).send(errorBody('NOT_FOUND'));
      return reply.type('text/calendar; charset=utf-8').send(feed.ics);
    },
  );

  // The reminder sweep (decision 0154): a recurring job on the runtime (decision 0281).
  registerDeadlinesJobs(app);
};

export default deadlinesRoutes;
