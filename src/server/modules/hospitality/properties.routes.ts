// /api/hospitality/properties, units, rate plans and out-of-order periods (issue 37 point 1).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { todayInBudapest } from '@shared/dates/iso-date';
import { propertyBodySchema, ratePlanBodySchema, unitBlockBodySchema, unitBodySchema } from '@shared/hospitality/hospitality.schemas';
import { idParam } from '../../lib/route-schemas';
import { created } from '../../lib/route-scope';
import { createBlock, createProperty, createRatePlan, createUnit, deleteBlock, deleteRatePlan, listProperties, removeUnit, updateProperty, updateRatePlan, updateUnit } from './properties.service';
import { changedSchema, errors, hospitalityKit, listSchema, tags } from './route-kit';

export function registerPropertyRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { guard, inFirm } = hospitalityKit(app);
  const write = { 200: changedSchema, ...errors };
  const made = { 201: changedSchema, ...errors };

  r.get(
    '/api/hospitality/properties',
    { preHandler: guard.view, schema: { tags, summary: 'Szálláshelyek egységekkel, árazásokkal és üzemen kívüli időszakokkal', response: { 200: listSchema, ...errors } } },
    async (request) => inFirm(request, (tx, actor) => listProperties(tx, actor.tenantId, todayInBudapest())),
  );
  r.post('/api/hospitality/properties', { preHandler: guard.configure, schema: { tags, summary: 'Új szálláshely', body: propertyBodySchema, response: made } }, async (request, reply) =>
    created(
      reply,
      inFirm(request, (tx, actor) => createProperty(tx, actor, request.body)),
    ),
  );
  r.put('/api/hospitality/properties/:id', { preHandler: guard.configure, schema: { tags, summary: 'Szálláshely módosítása', params: idParam, body: propertyBodySchema, response: write } }, async (request) =>
    inFirm(request, (tx, actor) => updateProperty(tx, actor, request.params.id, request.body)),
  );
  r.post('/api/hospitality/units', { preHandler: guard.configure, schema: { tags, summary: 'Új egység (szoba, apartman)', body: unitBodySchema, response: made } }, async (request, reply) =>
    created(
      reply,
      inFirm(request, (tx, actor) => createUnit(tx, actor, request.body)),
    ),
  );
  r.put('/api/hospitality/units/:id', { preHandler: guard.configure, schema: { tags, summary: 'Egység módosítása', params: idParam, body: unitBodySchema, response: write } }, async (request) =>
    inFirm(request, (tx, actor) => updateUnit(tx, actor, request.params.id, request.body)),
  );
  r.delete('/api/hospitality/units/:id', { preHandler: guard.configure, schema: { tags, summary: 'Egység törlése (foglalással rendelkező egység archiválása)', params: idParam, response: write } }, async (request) =>
    inFirm(request, (tx, actor) => removeUnit(tx, actor, request.params.id)),
  );
  r.post(
    '/api/hospitality/units/:id/blocks',
    { preHandler: guard.configure, schema: { tags, summary: 'Üzemen kívüli időszak (out of order / out of service)', params: idParam, body: unitBlockBodySchema, response: made } },
    async (request, reply) =>
      created(
        reply,
        inFirm(request, (tx, actor) => createBlock(tx, actor, request.params.id, request.body)),
      ),
  );
  r.delete('/api/hospitality/blocks/:id', { preHandler: guard.configure, schema: { tags, summary: 'Üzemen kívüli időszak törlése', params: idParam, response: write } }, async (request) =>
    inFirm(request, (tx, actor) => deleteBlock(tx, actor, request.params.id)),
  );
  r.post(
    '/api/hospitality/rate-plans',
    { preHandler: guard.configure, schema: { tags, summary: 'Új árazás (szezonok, hétköznapi árak, minimális tartózkodás)', body: ratePlanBodySchema, response: made } },
    async (request, reply) =>
      created(
        reply,
        inFirm(request, (tx, actor) => createRatePlan(tx, actor, request.body)),
      ),
  );
  r.put('/api/hospitality/rate-plans/:id', { preHandler: guard.configure, schema: { tags, summary: 'Árazás módosítása', params: idParam, body: ratePlanBodySchema, response: write } }, async (request) =>
    inFirm(request, (tx, actor) => updateRatePlan(tx, actor, request.params.id, request.body)),
  );
  r.delete('/api/hospitality/rate-plans/:id', { preHandler: guard.configure, schema: { tags, summary: 'Árazás törlése', params: idParam, response: write } }, async (request) =>
    inFirm(request, (tx, actor) => deleteRatePlan(tx, actor, request.params.id)),
  );
}
