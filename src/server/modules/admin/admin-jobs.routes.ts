// /api/admin/jobs: the job runtime's dead letter for the platform admin (decision 0280) – jobs by
// state across every firm, a failed job retried or discarded (audited in the service).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminJobListSchema, adminJobsQuerySchema } from '@shared/admin/jobs.schemas';
import { requirePlatformAdmin } from '../../plugins/request-context';
import { errorResponses, idParam, okSchema } from '../../lib/route-schemas';
import { adminJobsService } from './admin-jobs.service';

const errors = errorResponses(400, 401, 403, 404, 409);

export function registerAdminJobRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const platformAdmin = requirePlatformAdmin(app, 'canViewAllCompanies');
  const tags = ['admin'];

  r.get(
    '/api/admin/jobs',
    { preHandler: platformAdmin, schema: { tags, summary: 'Háttérfeladatok állapot szerint (alapból a sikertelenek)', querystring: adminJobsQuerySchema, response: { 200: adminJobListSchema, ...errors } } },
    async (request) => adminJobsService(app, request).list(request.query),
  );

  r.post('/api/admin/jobs/:id/retry', { preHandler: platformAdmin, schema: { tags, summary: 'Sikertelen háttérfeladat újraindítása', params: idParam, response: { 200: okSchema, ...errors } } }, async (request) => {
    await adminJobsService(app, request).retry(request.params.id);
    return { ok: true as const };
  });

  r.delete('/api/admin/jobs/:id', { preHandler: platformAdmin, schema: { tags, summary: 'Sikertelen háttérfeladat elvetése', params: idParam, response: { 200: okSchema, ...errors } } }, async (request) => {
    await adminJobsService(app, request).discard(request.params.id);
    return { ok: true as const };
  });
}
