// /api/hospitality/ntak (issue 37 point 8): the NTAK page — certificate settings, the messages and
// each day's close status, sending now, the daily close the scheduler asks for, resubmission — and
// the connection check of /app/hospitality/test.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { todayInBudapest } from '@shared/dates/iso-date';
import { ntakSettingsBodySchema } from '@shared/hospitality/hospitality.schemas';
import { withTenant, type TenantTx } from '../../../db/tenant-scope';
import { HttpError } from '../../../lib/http-error';
import { idParam } from '../../../lib/route-schemas';
import { tenantOf } from '../../../plugins/request-context';
import { changedSchema, errors, hospitalityKit, readSchema, tags } from '../route-kit';
import { checkNtakConnection } from './ntak-client';
import { queueRequestedCloses, resubmit, sendPending } from './ntak-sender';
import { firstRegistrationNumber, ntakOverview } from './ntak-overview';
import { ntakConnectionOf, saveNtakSettings, type NtakEndpoints } from './ntak-settings';

export function registerNtakRoutes(app: FastifyInstance, endpoints: () => NtakEndpoints) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { guard, inFirm } = hospitalityKit(app);
  const secret = () => app.env.BETTER_AUTH_SECRET;
  const connectionOf = async (tenantId: string) => {
    const conn = await withTenant(app.db, tenantId, (tx) => ntakConnectionOf(tx, tenantId, endpoints(), secret()));
    if (!conn) throw new HttpError(409, 'HOSPITALITY_NTAK_NOT_CONFIGURED');
    return conn;
  };

  r.get('/api/hospitality/ntak', { preHandler: guard.view, schema: { tags, summary: 'NTAK: tanúsítványok, üzenetek, napi zárások állapota', response: { 200: readSchema, ...errors } } }, async (request) =>
    inFirm(request, (tx, actor) => ntakOverview(tx, actor.tenantId, todayInBudapest())),
  );
  r.put(
    '/api/hospitality/ntak/settings',
    { preHandler: guard.configure, schema: { tags, summary: 'NTAK-tanúsítványok (a kulcsokat nem adja vissza)', body: ntakSettingsBodySchema, response: { 200: changedSchema, ...errors } } },
    async (request) => inFirm(request, (tx, actor) => saveNtakSettings(tx, actor, request.body, secret())),
  );
  r.post(
    '/api/hospitality/ntak/send',
    { preHandler: guard.configure, schema: { tags, summary: 'A várakozó NTAK-üzenetek elküldése most', response: { 200: z.object({ results: z.array(z.looseObject({})) }), ...errors } } },
    async (request) => {
      const tenantId = tenantOf(request);
      const conn = await connectionOf(tenantId);
      return { results: await sendPending((work) => withTenant(app.db, tenantId, work), tenantId, conn) };
    },
  );
  r.post(
    '/api/hospitality/ntak/daily-close',
    {
      preHandler: guard.configure,
      schema: { tags, summary: 'Az NTAK ütemezője által kért napi zárások elkészítése és elküldése', response: { 200: z.object({ queued: z.array(z.looseObject({})), results: z.array(z.looseObject({})) }), ...errors } },
    },
    async (request) => {
      const tenantId = tenantOf(request);
      const conn = await connectionOf(tenantId);
      const transact = <T>(work: (tx: TenantTx) => Promise<T>) => withTenant(app.db, tenantId, work);
      const queued = await queueRequestedCloses(transact, tenantId, conn);
      return { queued, results: await sendPending(transact, tenantId, conn) };
    },
  );
  r.post(
    '/api/hospitality/ntak/messages/:id/resubmit',
    { preHandler: guard.configure, schema: { tags, summary: 'Elutasított NTAK-üzenet újraküldése', params: idParam, response: { 200: changedSchema, ...errors } } },
    async (request) => inFirm(request, (tx, actor) => resubmit(tx, actor, request.params.id)),
  );
  r.get(
    '/api/hospitality/ntak/connection-test',
    { preHandler: guard.connectionTest, schema: { tags, summary: 'Kapcsolatpróba a beállított NTAK-szolgáltatással', response: { 200: readSchema, ...errors } } },
    async (request) => {
      const tenantId = tenantOf(request);
      const conn = await withTenant(app.db, tenantId, (tx) => ntakConnectionOf(tx, tenantId, endpoints(), secret()));
      if (!conn) return { ok: false, status: null, message: 'Nincs beállítva NTAK-tanúsítvány.', baseUrl: null };
      const registrationNumber = await withTenant(app.db, tenantId, (tx) => firstRegistrationNumber(tx, tenantId));
      return { ...(await checkNtakConnection(conn, registrationNumber)), baseUrl: conn.baseUrl };
    },
  );
}
