// /api/client-onboarding (issue 14 point 7, decisions 0132-0135): the AML customer due diligence of a
// prospective client. Staff who may create contacts fill it in (canCreateContacts); a lawyer who
// may edit contacts approves or rejects it (canEditContacts), and a first matter at approval
// needs canCreateCases and the matters module as well. The service audits every change.
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  approveIntakeBodySchema,
  attachDocumentBodySchema,
  createIntakeBodySchema,
  intakeDetailSchema,
  listIntakesQuerySchema,
  listIntakesResponseSchema,
  rejectIntakeBodySchema,
  relationshipEndBodySchema,
  saveIntakeBodySchema,
} from '@shared/client-onboarding/client-onboarding.schemas';
import { type TenantTx } from '../../db/tenant-scope';
import { forbidden, HttpError } from '../../lib/http-error';
import { installedModuleKeys } from '../../module-system/installed';
import { contextOf, requirePermission, tenantOf } from '../../plugins/request-context';
import {
  type Actor,
  approveIntake,
  type PracticeServices,
  attachDocument,
  createIntake,
  detachDocument,
  intakeDetail,
  listIntakes,
  rejectIntake,
  saveIntake,
  setRelationshipEnd,
  submitIntake,
} from './client-onboarding.service';
import { errorResponses, idParam } from '../../lib/route-schemas';
import { tenantScope } from '../../lib/route-scope';

const errors = errorResponses(400, 401, 403, 404, 409);
const tags = ['client-onboarding'];

const onboardingRoutes: FastifyPluginAsync<{ practice: PracticeServices }> = async (app, { practice }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const canView = requirePermission(app, 'canViewContacts');
  const canWrite = requirePermission(app, 'canCreateContacts');
  const canDecide = requirePermission(app, 'canEditContacts');

  const inTenant = tenantScope(app);
  /** Answers with the intake as it is now, after `work` changed it. */
  const detailAfter = (request: FastifyRequest & { params: { id: string } }, work: (tx: TenantTx, actor: Actor) => Promise<unknown>) =>
    inTenant(request, async (tx, actor) => {
      await work(tx, actor);
      return intakeDetail(tx, actor.tenantId, request.params.id);
    });

  r.get(
    '/api/client-onboarding',
    { preHandler: canView, schema: { tags, summary: 'Ügyfél-átvilágítások (piszkozatok, beküldöttek, lezártak)', querystring: listIntakesQuerySchema, response: { 200: listIntakesResponseSchema, ...errors } } },
    async (request) => inTenant(request, async (tx, actor) => ({ items: await listIntakes(tx, actor.tenantId, request.query.status) })),
  );

  r.post(
    '/api/client-onboarding',
    { preHandler: canWrite, schema: { tags, summary: 'Új átvilágítás indítása (piszkozat)', body: createIntakeBodySchema, response: { 201: intakeDetailSchema, ...errors } } },
    async (request, reply) => {
      const detail = await inTenant(request, async (tx, actor) => {
        const id = await createIntake(tx, actor, request.body.kind);
        return intakeDetail(tx, actor.tenantId, id);
      });
      reply.code(201);
      return detail;
    },
  );

  r.get('/api/client-onboarding/:id', { preHandler: canView, schema: { tags, summary: 'Egy átvilágítás (folytatáshoz is)', params: idParam, response: { 200: intakeDetailSchema, ...errors } } }, async (request) =>
    inTenant(request, (tx, actor) => intakeDetail(tx, actor.tenantId, request.params.id)),
  );

  r.patch(
    '/api/client-onboarding/:id',
    { preHandler: canWrite, schema: { tags, summary: 'Lépés mentése piszkozatként (kockázati besorolás újraszámolva)', params: idParam, body: saveIntakeBodySchema, response: { 200: intakeDetailSchema, ...errors } } },
    async (request) => detailAfter(request, (tx, actor) => saveIntake(tx, actor, request.params.id, request.body)),
  );

  r.post('/api/client-onboarding/:id/submit', { preHandler: canWrite, schema: { tags, summary: 'Beküldés ügyvédi jóváhagyásra', params: idParam, response: { 200: intakeDetailSchema, ...errors } } }, async (request) =>
    detailAfter(request, (tx, actor) => submitIntake(tx, actor, request.params.id)),
  );

  r.post(
    '/api/client-onboarding/:id/approve',
    {
      preHandler: canDecide,
      schema: { tags, summary: 'Jóváhagyás: létrejön az ügyfél névjegye (és igény szerint az első ügye)', params: idParam, body: approveIntakeBodySchema, response: { 200: intakeDetailSchema, ...errors } },
    },
    async (request) => {
      const ctx = contextOf(request);
      if (request.body.matter) {
        if (!ctx.permissions.canCreateCases) throw forbidden();
        if (!(await installedModuleKeys(app.db, tenantOf(request))).has('matters')) throw new HttpError(403, 'MODULE_NOT_INSTALLED');
      }
      return detailAfter(request, (tx, actor) => approveIntake(tx, practice, actor, request.params.id, { note: request.body.note, matter: request.body.matter ?? null }));
    },
  );

  r.post(
    '/api/client-onboarding/:id/reject',
    { preHandler: canDecide, schema: { tags, summary: 'Elutasítás indoklással', params: idParam, body: rejectIntakeBodySchema, response: { 200: intakeDetailSchema, ...errors } } },
    async (request) => detailAfter(request, (tx, actor) => rejectIntake(tx, actor, request.params.id, request.body.note)),
  );

  r.put(
    '/api/client-onboarding/:id/relationship-end',
    { preHandler: canDecide, schema: { tags, summary: 'Az üzleti kapcsolat vége (megőrzés: +8 év)', params: idParam, body: relationshipEndBodySchema, response: { 200: intakeDetailSchema, ...errors } } },
    async (request) => detailAfter(request, (tx, actor) => setRelationshipEnd(tx, actor, request.params.id, request.body.endedOn)),
  );

  r.post(
    '/api/client-onboarding/:id/documents',
    { preHandler: canWrite, schema: { tags, summary: 'Azonosító okmány csatolása (a dokumentumtárból)', params: idParam, body: attachDocumentBodySchema, response: { 200: intakeDetailSchema, ...errors } } },
    async (request) => detailAfter(request, (tx, actor) => attachDocument(tx, actor, request.params.id, request.body.documentId)),
  );

  r.delete(
    '/api/client-onboarding/:id/documents/:documentId',
    { preHandler: canWrite, schema: { tags, summary: 'Okmány leválasztása a piszkozatról', params: idParam.extend({ documentId: z.string().min(1).max(100) }), response: { 200: intakeDetailSchema, ...errors } } },
    async (request) => detailAfter(request, (tx, actor) => detachDocument(tx, actor, request.params.id, request.params.documentId)),
  );
};

export default onboardingRoutes;
