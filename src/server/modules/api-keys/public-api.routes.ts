// The public API, version 1 (issue 36.3, decision 0390): what an API key (or a signed-in user) may
// read of the firm's practice data, with cursor pagination (the contacts' list and the other
// practice routes in public-api/, which compose the modules' faces). Every route carries the same guards
// as the app's own (the key's scopes narrow its creator's permissions) and runs under row-level
// security as the key's creator, so confidential matters stay with their team. The resource's own
// module must be installed, as in the app.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/route-schemas';
import { tenantScope } from '../../lib/route-scope';
import { contextOf, requireAuth, requirePermission } from '../../plugins/request-context';
import { publicApiDocsHtml, publicApiDocsInit, publicApiDocument } from './public-api-openapi';
import { registerPublicApiPracticeRoutes } from '../../public-api/practice-routes';
import { registerPublicApiVaultAndMessageRoutes } from '../../public-api/vault-messages-routes';
import { page, pageQuery, requireModule } from './public-api.service';

const errors = errorResponses(400, 401, 403, 429);
const tags = ['public-api'];

const matterSchema = z.object({
  id: z.string(),
  number: z.string(),
  title: z.string(),
  status: z.string(),
  practiceArea: z.string(),
  openedOn: z.string(),
  closedOn: z.string().nullable(),
  confidential: z.boolean(),
  createdAt: z.string(),
});
const pageOf = <T extends z.ZodTypeAny>(item: T) => z.object({ data: z.array(item), nextCursor: z.string().nullable() });

export function registerPublicApiRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const inFirm = tenantScope(app);

  r.get(
    '/api/v1/whoami',
    {
      preHandler: requireAuth(app),
      schema: {
        tags,
        summary: 'Ki hívja az API-t: a cég, a kulcs és a jogosultságai',
        response: { 200: z.object({ tenantId: z.string().nullable(), userId: z.string(), apiKeyId: z.string().nullable(), scopes: z.array(z.string()) }), ...errors },
      },
    },
    async (request) => {
      const ctx = contextOf(request);
      const granted = Object.entries(ctx.permissions)
        .filter(([, yes]) => yes)
        .map(([p]) => p);
      return { tenantId: ctx.tenantId, userId: ctx.user.id, apiKeyId: ctx.apiKey?.id ?? null, scopes: granted };
    },
  );

  r.get(
    '/api/v1/matters',
    {
      preHandler: requirePermission(app, 'canViewCases'),
      schema: { tags, summary: 'Ügyek (a bizalmasak csak a csapatuknak), a legújabbak elöl, lapozva', querystring: pageQuery, response: { 200: pageOf(matterSchema), ...errors } },
    },
    async (request) =>
      inFirm(request, async (tx, actor) => {
        await requireModule(tx, actor.tenantId, 'matters');
        const result = await page<{ id: string; created_at: string; number: string; title: string; status: string; practice_area: string; opened_on: string; closed_on: string | null; confidential: boolean }>(
          tx,
          actor.tenantId,
          'matters',
          request.query,
        );
        return {
          data: result.data.map((m) => ({
            id: m.id,
            number: m.number,
            title: m.title,
            status: m.status,
            practiceArea: m.practice_area,
            openedOn: m.opened_on,
            closedOn: m.closed_on,
            confidential: m.confidential,
            createdAt: new Date(m.created_at).toISOString(),
          })),
          nextCursor: result.nextCursor,
        };
      }),
  );

  registerPublicApiPracticeRoutes(app);
  registerPublicApiVaultAndMessageRoutes(app);

  // The v1 document and its browser (public like /api/docs; decision 0394), made once on first ask.
  let document: Record<string, unknown> | null = null;
  app.get('/api/docs/v1/openapi.json', { schema: { hide: true } }, async () => (document ??= publicApiDocument(app)));
  app.get('/api/docs/v1', { schema: { hide: true } }, async (_request, reply) => reply.type('text/html; charset=utf-8').send(publicApiDocsHtml));
  app.get('/api/docs/v1/init.js', { schema: { hide: true } }, async (_request, reply) => reply.type('application/javascript; charset=utf-8').send(publicApiDocsInit));
}
