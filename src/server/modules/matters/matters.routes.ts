// /api/matters (issue 14 points 2-3): matters, their parties, team, notes and tasks, and the
// conflict check. Every handler runs in withTenant with the user, so RLS hides confidential
// matters outside their team from lists, counts and every object route (404). Each handler
// parses, makes one service call with the request's actor and shapes the answer; the rules, the
// audit entries and the domain events are the service's (decisions 0290, 0291, 0293).
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  addPartyBodySchema,
  conflictCheckResponseSchema,
  conflictQuerySchema,
  createMatterBodySchema,
  listMattersQuerySchema,
  listMattersResponseSchema,
  listTasksQuerySchema,
  listTasksResponseSchema,
  matterDetailSchema,
  matterStatsSchema,
  matterTotalsSchema,
  noteBodySchema,
  taskBodySchema,
  taskPatchSchema,
  teamBodySchema,
  updateMatterBodySchema,
} from '@shared/matters/matters.schemas';
import { requirePermission } from '../../plugins/request-context';
import {
  addMatterNote,
  addMatterParty,
  addMatterTask,
  addTeamMember,
  checkConflicts,
  getMatter,
  listMattersFor,
  listOpenTasksFor,
  matterStatsFor,
  openMatter,
  removeMatterParty,
  removeTeamMember,
  setMatterTaskDone,
  updateMatter,
} from './matters.service';
import { matterTotals } from './matter-totals.service';
import { errorResponses, idParam, okSchema } from '../../lib/route-schemas';
import { actorOf, created, tenantScope } from '../../lib/route-scope';

const errors = errorResponses(400, 401, 403, 404, 409);
const createdSchema = z.object({ id: z.string() });

const mattersRoutes: FastifyPluginAsync = async (app) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const canView = requirePermission(app, 'canViewCases');
  const canCreate = requirePermission(app, 'canCreateCases');
  const canEdit = requirePermission(app, 'canEditCases');

  /** The request's transaction, with its user known to RLS (confidential matters). */
  const inMatters = tenantScope(app);

  r.get(
    '/api/matters',
    { preHandler: canView, schema: { tags: ['matters'], summary: 'A cég ügyei (a bizalmasak csak a csapatuknak)', querystring: listMattersQuerySchema, response: { 200: listMattersResponseSchema, ...errors } } },
    async (request) => {
      const q = request.query;
      // The hot list: its two statements in one round trip (PostgreSQL) or one call (PGlite), prepared (decisions 0256, 0275).
      return listMattersFor(app.db, actorOf(request), { status: q.status, mine: q.mine === 'true', clientContactId: q.clientContactId, q: q.q, limit: q.limit, offset: q.offset, sort: q.sort, dir: q.dir });
    },
  );

  r.get(
    '/api/matters/tasks',
    {
      preHandler: canView,
      schema: { tags: ['matters'], summary: 'A nyitott ügyek nyitott feladatai (lejárt, ezen a héten, mind; az enyéim)', querystring: listTasksQuerySchema, response: { 200: listTasksResponseSchema, ...errors } },
    },
    async (request) => inMatters(request, (tx, actor) => listOpenTasksFor(tx, actor, request.query)),
  );

  r.get('/api/matters/stats', { preHandler: canView, schema: { tags: ['matters'], summary: 'Az ügyek számai a vezérlőpulthoz', response: { 200: matterStatsSchema, ...errors } } }, async (request) =>
    inMatters(request, (tx, actor) => matterStatsFor(tx, actor)),
  );

  r.post(
    '/api/matters/conflict-check',
    { preHandler: canCreate, schema: { tags: ['matters'], summary: 'Összeférhetetlenségi vizsgálat', body: conflictQuerySchema, response: { 200: conflictCheckResponseSchema, ...errors } } },
    async (request) => ({ hits: await inMatters(request, (tx, actor) => checkConflicts(tx, actor, request.body)) }),
  );

  r.post(
    '/api/matters',
    {
      preHandler: canCreate,
      schema: { tags: ['matters'], summary: 'Új ügy (ügyszám, felek, összeférhetetlenségi döntés)', body: createMatterBodySchema, response: { 201: z.object({ id: z.string(), number: z.string() }), ...errors } },
    },
    async (request, reply) => {
      const { id, number } = await created(
        reply,
        inMatters(request, (tx, actor) => openMatter(tx, actor, request.body)),
      );
      return { id, number };
    },
  );

  r.get('/api/matters/:id', { preHandler: canView, schema: { tags: ['matters'], summary: 'Egy ügy részletei', params: idParam, response: { 200: matterDetailSchema, ...errors } } }, async (request) =>
    inMatters(request, (tx, actor) => getMatter(tx, actor, request.params.id)),
  );

  r.get(
    '/api/matters/:id/totals',
    { preHandler: canView, schema: { tags: ['matters'], summary: 'Egy ügy pénzügyi összesítője (nem számlázott idő, számlázott, fizetett)', params: idParam, response: { 200: matterTotalsSchema, ...errors } } },
    async (request) => inMatters(request, (tx, actor) => matterTotals(tx, actor.tenantId, request.params.id)),
  );

  r.patch(
    '/api/matters/:id',
    { preHandler: canEdit, schema: { tags: ['matters'], summary: 'Ügy adatainak vagy állapotának módosítása', params: idParam, body: updateMatterBodySchema, response: { 200: matterDetailSchema, ...errors } } },
    async (request) => inMatters(request, (tx, actor) => updateMatter(tx, actor, request.params.id, request.body)),
  );

  r.post(
    '/api/matters/:id/parties',
    { preHandler: canEdit, schema: { tags: ['matters'], summary: 'Fél hozzáadása (összeférhetetlenségi döntéssel)', params: idParam, body: addPartyBodySchema, response: { 201: createdSchema, ...errors } } },
    async (request, reply) => {
      const { id } = await created(
        reply,
        inMatters(request, (tx, actor) => addMatterParty(tx, actor, request.params.id, request.body.party, request.body.conflict)),
      );
      return { id };
    },
  );

  r.delete(
    '/api/matters/:id/parties/:partyId',
    { preHandler: canEdit, schema: { tags: ['matters'], summary: 'Fél eltávolítása', params: idParam.extend({ partyId: z.string().min(1).max(100) }), response: { 200: okSchema, ...errors } } },
    async (request) => {
      await inMatters(request, (tx, actor) => removeMatterParty(tx, actor, request.params.id, request.params.partyId));
      return { ok: true as const };
    },
  );

  r.post(
    '/api/matters/:id/team',
    { preHandler: canEdit, schema: { tags: ['matters'], summary: 'Csapattag hozzáadása', params: idParam, body: teamBodySchema, response: { 201: okSchema, ...errors } } },
    async (request, reply) => {
      await created(
        reply,
        inMatters(request, (tx, actor) => addTeamMember(tx, actor, request.params.id, request.body.userId)),
      );
      return { ok: true as const };
    },
  );

  r.delete(
    '/api/matters/:id/team/:userId',
    { preHandler: canEdit, schema: { tags: ['matters'], summary: 'Csapattag eltávolítása', params: idParam.extend({ userId: z.string().min(1).max(100) }), response: { 200: okSchema, ...errors } } },
    async (request) => {
      await inMatters(request, (tx, actor) => removeTeamMember(tx, actor, request.params.id, request.params.userId));
      return { ok: true as const };
    },
  );

  r.post(
    '/api/matters/:id/notes',
    { preHandler: canEdit, schema: { tags: ['matters'], summary: 'Jegyzet az ügyhöz', params: idParam, body: noteBodySchema, response: { 201: createdSchema, ...errors } } },
    async (request, reply) => ({
      id: await created(
        reply,
        inMatters(request, (tx, actor) => addMatterNote(tx, actor, request.params.id, request.body.body)),
      ),
    }),
  );

  r.post(
    '/api/matters/:id/tasks',
    { preHandler: canEdit, schema: { tags: ['matters'], summary: 'Feladat az ügyhöz', params: idParam, body: taskBodySchema, response: { 201: createdSchema, ...errors } } },
    async (request, reply) => ({
      id: await created(
        reply,
        inMatters(request, (tx, actor) => addMatterTask(tx, actor, request.params.id, request.body)),
      ),
    }),
  );

  r.patch(
    '/api/matters/:id/tasks/:taskId',
    {
      preHandler: canEdit,
      schema: { tags: ['matters'], summary: 'Feladat kész / újranyitva', params: idParam.extend({ taskId: z.string().min(1).max(100) }), body: taskPatchSchema, response: { 200: okSchema, ...errors } },
    },
    async (request) => {
      await inMatters(request, (tx, actor) => setMatterTaskDone(tx, actor, request.params.id, request.params.taskId, request.body.done));
      return { ok: true as const };
    },
  );
};

export default mattersRoutes;
