// /api/legal: the current versions of the ÁSZF and the privacy notice with the operator details
// printed in them (public: the pages open before sign-in), and the signed-in user's acceptance —
// what is still to accept and the acceptance itself (decisions 0080, 0081).
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { acceptLegalBodySchema, currentLegalVersions, legalAcceptanceStatusSchema, legalDocumentsResponseSchema } from '@shared/legal/legal';
import { requestOrigin } from '../../audit/audit';
import { contextOf, requireAuth } from '../../plugins/request-context';
import { acceptLegalDocuments, legalAcceptanceStatus } from '../../legal/acceptances';
import { legalOperatorOf } from '../../legal/operator';
import { errorResponses } from '../../lib/route-schemas';

const tags = ['legal'];
const errors = errorResponses(400, 401, 409);

const legalRoutes: FastifyPluginAsync = async (app) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const signedIn = requireAuth(app);

  r.get('/api/legal/documents', { schema: { tags, summary: 'Az ÁSZF és az adatkezelési tájékoztató hatályos verziója és az üzemeltető adatai', response: { 200: legalDocumentsResponseSchema } } }, async () => ({
    current: currentLegalVersions,
    operator: await legalOperatorOf(app.db, app.env),
  }));

  r.get('/api/legal/acceptance', { preHandler: signedIn, schema: { tags, summary: 'Elfogadott és elfogadandó jogi dokumentumok', response: { 200: legalAcceptanceStatusSchema, ...errors } } }, async (request) =>
    legalAcceptanceStatus(app.db, contextOf(request).user.id),
  );

  r.post(
    '/api/legal/acceptance',
    { preHandler: signedIn, schema: { tags, summary: 'A hatályos ÁSZF és/vagy adatkezelési tájékoztató elfogadása', body: acceptLegalBodySchema, response: { 200: legalAcceptanceStatusSchema, ...errors } } },
    async (request) => acceptLegalDocuments(app.db, requestOrigin(request), contextOf(request).user.id, request.body),
  );
};

export default legalRoutes;
