// /api/help (issue 36 point 6, decision 0437): the help centre for every signed-in role – the
// platform's articles the caller's roles are shown, their Hungarian search, one article, and the
// platform support's contact (the operator's, from the configuration). A platform route: no module
// owns it, and it reads no firm's data.
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { helpArticleResponseSchema, helpArticlesResponseSchema, helpQuerySchema, helpSlugParamSchema, helpSupportResponseSchema } from '@shared/help/help.schemas';
import { HttpError } from '../../lib/http-error';
import { errorResponses } from '../../lib/route-schemas';
import { legalOperatorOf } from '../../legal/operator';
import { contextOf, requireAuth } from '../../plugins/request-context';
import { searchHelp, visibleArticles } from './help.service';

const tags = ['help'];

const helpRoutes: FastifyPluginAsync = async (app) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const signedIn = requireAuth(app);

  r.get(
    '/api/help/articles',
    {
      preHandler: signedIn,
      schema: { tags, summary: 'A súgó cikkei, szavakra keresve is (ékezet nélkül, szótövesen)', querystring: helpQuerySchema, response: { 200: helpArticlesResponseSchema, ...errorResponses(400, 401) } },
    },
    async (request) => ({ query: request.query.q, items: await searchHelp(app.db, contextOf(request).roles, request.query.q) }),
  );

  r.get(
    '/api/help/articles/:slug',
    { preHandler: signedIn, schema: { tags, summary: 'Egy súgócikk', params: helpSlugParamSchema, response: { 200: helpArticleResponseSchema, ...errorResponses(401, 404) } } },
    async (request) => {
      const article = visibleArticles(contextOf(request).roles).find((a) => a.slug === request.params.slug);
      if (!article) throw new HttpError(404, 'NOT_FOUND');
      return { slug: article.slug, title: article.title, category: article.category, summary: article.summary, body: article.body };
    },
  );

  r.get('/api/help/support', { preHandler: signedIn, schema: { tags, summary: 'A platform ügyfélszolgálatának elérhetősége', response: { 200: helpSupportResponseSchema, ...errorResponses(401) } } }, async () => {
    const operator = await legalOperatorOf(app.db, app.env);
    return { operatorName: operator.name, email: operator.email, phone: operator.phone };
  });
};

export default helpRoutes;
