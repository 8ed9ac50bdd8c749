// /api/matters (issue 14 points 2-3): matters, their parties, team, notes and tasks, and the
// conflict check. Every handler runs in withTenant with the user, so RLS hides confidential
// matters outside their team from lists, counts and every object route (404).
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { todayInBudapest } from '@shared/dates/iso-date';
import {
  addPartyBodySchema,
  conflictCheckResponseSchema,
  conflictQuerySchema,
  createMatterBodySchema,
  listMattersQuerySchema,
  listMattersResponseSchema,
  matterDetailSchema,
  matterStatsSchema,
  noteBodySchema,
  taskBodySchema,
  taskPatchSchema,
  teamBodySchema,
  updateMatterBodySchema,
} from '@shared/matters/matters.schemas';
import { HttpError, notFound } from '../../lib/http-error';
import { requirePermission } from '../../plugins/request-context';
import { runConflictCheck } from '../../matters/conflict-check';
import { assertMayWorkOnMatter } from '../../matters/matter-access';
import { addNote, addTask, joinTeam, leaveTeam, removeParty, saveMatter, setTaskDone } from './matters.repo';
import { addParty, assertFirmStaff, createMatter, listMatters, matterDetail, matterStats, visibleMatter } from './matters.service';
import { errorResponses, idParam, okSchema } from '../../lib/route-schemas';
import { actorOf, auditOf, tenantScope } from '../../lib/route-scope';

const errors = errorResponses(400, 401, 403, 404, 409);
const createdSchema = z.object({ id: z.string() });

const mattersRoutes: FastifyPluginAsync = async (app) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const canView = requirePermission(app, 'canViewCases');
  const canCreate = requirePermission(app, 'canCreateCases');
  const canEdit = requirePermission(app, 'canEditCases');

  /** The request's transaction, with its user known to RLS (confidential matters). */
  const inMatters = tenantScope(app);
  const audit = auditOf('matter');

  r.get(
    '/api/matters',
    { preHandler: canView, schema: { tags: ['matters'], summary: 'A cég ügyei (a bizalmasak csak a csapatuknak)', querystring: listMattersQuerySchema, response: { 200: listMattersResponseSchema, ...errors } } },
    async (request) => {
      const q = request.query;
      // The hot list: its two statements in one round trip (PostgreSQL) or one call (PGlite), prepared (decisions 0256, 0275).
      return listMatters(app.db, actorOf(request), { status: q.status, mine: q.mine === 'true', clientContactId: q.clientContactId, q: q.q, limit: q.limit, offset: q.offset });
    },
  );

  r.get(
    '/api/matters/stats',
    { preHandler: canView, schema: { tags: ['matters'], summary: 'Az ügyek számai a vezérlőpulthoz', response: { 200: matterStatsSchema, ...errors } } },
    async (request) => inMatters(request, (tx, actor) => matterStats(tx, actor)),
  );

  r.post(
    '/api/matters/conflict-check',
    { preHandler: canCreate, schema: { tags: ['matters'], summary: 'Összeférhetetlenségi vizsgálat', body: conflictQuerySchema, response: { 200: conflictCheckResponseSchema, ...errors } } },
    async (request) => inMatters(request, async (tx, actor) => ({ hits: await runConflictCheck(tx, actor.tenantId, request.body) })),
  );

  r.post(
    '/api/matters',
    { preHandler: canCreate, schema: { tags: ['matters'], summary: 'Új ügy (ügyszám, felek, összeférhetetlenségi döntés)', body: createMatterBodySchema, response: { 201: z.object({ id: z.string(), number: z.string() }), ...errors } } },
    async (request, reply) => {
      const body = request.body;
      const created = await inMatters(request, async (tx, actor) => {
        const result = await createMatter(tx, actor, body);
        await audit(tx, request, 'matters.create', result.id, { number: result.number, confidential: body.confidential });
        await audit(tx, request, 'matters.conflict_decision', result.id, { decision: body.conflict.decision, reason: body.conflict.reason, hits: result.hits.length });
        return result;
      });
      reply.code(201);
      return { id: created.id, number: created.number };
    },
  );

  r.get(
    '/api/matters/:id',
    { preHandler: canView, schema: { tags: ['matters'], summary: 'Egy ügy részletei', params: idParam, response: { 200: matterDetailSchema, ...errors } } },
    async (request) => inMatters(request, (tx, actor) => matterDetail(tx, actor.tenantId, request.params.id)),
  );

  r.patch(
    '/api/matters/:id',
    { preHandler: canEdit, schema: { tags: ['matters'], summary: 'Ügy adatainak vagy állapotának módosítása', params: idParam, body: updateMatterBodySchema, response: { 200: matterDetailSchema, ...errors } } },
    async (request) =>
      inMatters(request, async (tx, actor) => {
        const before = await visibleMatter(tx, actor.tenantId, request.params.id);
        const body = request.body;
        if (body.responsibleLawyerId) await assertFirmStaff(tx, actor.tenantId, [body.responsibleLawyerId]);
        // Whoever makes a matter confidential stays in its team, or the update would hide it from them.
        if (body.confidential && !before.confidential) {
          await joinTeam(tx, actor.tenantId, before.id, actor.userId);
        }
        const closing = body.status && (body.status === 'closed' || body.status === 'archived');
        const closedOn = body.status === undefined ? undefined : closing ? (before.closedOn ?? todayInBudapest()) : null;
        await saveMatter(tx, actor.tenantId, before.id, { ...body, ...(closedOn === undefined ? {} : { closedOn }) });
        const changed = Object.keys(body);
        await audit(tx, request, body.status && body.status !== before.status ? 'matters.status_change' : 'matters.update', before.id, { changed, from: before.status, to: body.status ?? before.status });
        return matterDetail(tx, actor.tenantId, before.id);
      }),
  );

  r.post(
    '/api/matters/:id/parties',
    { preHandler: canEdit, schema: { tags: ['matters'], summary: 'Fél hozzáadása (összeférhetetlenségi döntéssel)', params: idParam, body: addPartyBodySchema, response: { 201: createdSchema, ...errors } } },
    async (request, reply) => {
      const created = await inMatters(request, async (tx, actor) => {
        const result = await addParty(tx, actor.tenantId, request.params.id, request.body.party, request.body.conflict);
        await audit(tx, request, 'matters.party_add', request.params.id, { partyId: result.id, role: request.body.party.role });
        await audit(tx, request, 'matters.conflict_decision', request.params.id, { partyId: result.id, decision: request.body.conflict.decision, reason: request.body.conflict.reason, hits: result.hits.length });
        return result;
      });
      reply.code(201);
      return { id: created.id };
    },
  );

  r.delete(
    '/api/matters/:id/parties/:partyId',
    { preHandler: canEdit, schema: { tags: ['matters'], summary: 'Fél eltávolítása', params: idParam.extend({ partyId: z.string().min(1).max(100) }), response: { 200: okSchema, ...errors } } },
    async (request) =>
      inMatters(request, async (tx, actor) => {
        await visibleMatter(tx, actor.tenantId, request.params.id);
        const name = await removeParty(tx, request.params.id, request.params.partyId);
        if (name === undefined) throw notFound();
        await audit(tx, request, 'matters.party_remove', request.params.id, { partyId: request.params.partyId, name });
        return { ok: true as const };
      }),
  );

  r.post(
    '/api/matters/:id/team',
    { preHandler: canEdit, schema: { tags: ['matters'], summary: 'Csapattag hozzáadása', params: idParam, body: teamBodySchema, response: { 201: okSchema, ...errors } } },
    async (request, reply) => {
      await inMatters(request, async (tx, actor) => {
        await visibleMatter(tx, actor.tenantId, request.params.id);
        await assertFirmStaff(tx, actor.tenantId, [request.body.userId]);
        await joinTeam(tx, actor.tenantId, request.params.id, request.body.userId);
        await audit(tx, request, 'matters.team_add', request.params.id, { userId: request.body.userId });
      });
      reply.code(201);
      return { ok: true as const };
    },
  );

  r.delete(
    '/api/matters/:id/team/:userId',
    { preHandler: canEdit, schema: { tags: ['matters'], summary: 'Csapattag eltávolítása', params: idParam.extend({ userId: z.string().min(1).max(100) }), response: { 200: okSchema, ...errors } } },
    async (request) =>
      inMatters(request, async (tx, actor) => {
        const matter = await visibleMatter(tx, actor.tenantId, request.params.id);
        const self = request.params.userId === actor.userId;
        if (matter.confidential && self && matter.createdBy !== actor.userId && matter.responsibleLawyerId !== actor.userId) throw new HttpError(409, 'MATTER_TEAM_SELF_REMOVAL');
        if (!(await leaveTeam(tx, matter.id, request.params.userId))) throw notFound();
        await audit(tx, request, 'matters.team_remove', matter.id, { userId: request.params.userId });
        return { ok: true as const };
      }),
  );

  r.post(
    '/api/matters/:id/notes',
    { preHandler: canEdit, schema: { tags: ['matters'], summary: 'Jegyzet az ügyhöz', params: idParam, body: noteBodySchema, response: { 201: createdSchema, ...errors } } },
    async (request, reply) => {
      const id = await inMatters(request, async (tx, actor) => {
        await visibleMatter(tx, actor.tenantId, request.params.id);
        return addNote(tx, actor.tenantId, request.params.id, request.body.body, actor.userId);
      });
      reply.code(201);
      return { id };
    },
  );

  r.post(
    '/api/matters/:id/tasks',
    { preHandler: canEdit, schema: { tags: ['matters'], summary: 'Feladat az ügyhöz', params: idParam, body: taskBodySchema, response: { 201: createdSchema, ...errors } } },
    async (request, reply) => {
      const id = await inMatters(request, async (tx, actor) => {
        const matter = await visibleMatter(tx, actor.tenantId, request.params.id);
        if (request.body.assigneeId) await assertMayWorkOnMatter(tx, actor.tenantId, matter, [request.body.assigneeId]);
        const taskId = await addTask(tx, actor.tenantId, request.params.id, request.body);
        await audit(tx, request, 'matters.task_add', request.params.id, { taskId });
        return taskId;
      });
      reply.code(201);
      return { id };
    },
  );

  r.patch(
    '/api/matters/:id/tasks/:taskId',
    { preHandler: canEdit, schema: { tags: ['matters'], summary: 'Feladat kész / újranyitva', params: idParam.extend({ taskId: z.string().min(1).max(100) }), body: taskPatchSchema, response: { 200: okSchema, ...errors } } },
    async (request) =>
      inMatters(request, async (tx, actor) => {
        await visibleMatter(tx, actor.tenantId, request.params.id);
        if (!(await setTaskDone(tx, request.params.id, request.params.taskId, request.body.done))) throw notFound();
        return { ok: true as const };
      }),
  );
};

export default mattersRoutes;
