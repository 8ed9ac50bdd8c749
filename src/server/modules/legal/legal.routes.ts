// /api/legal: the current versions of the ÁSZF and the privacy notice with the operator details
// printed in them (public: the pages open before sign-in), and the signed-in user's acceptance —
// what is still to accept and the acceptance itself (decisions 0080, 0081).
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { acceptLegalBodySchema, currentLegalVersions, legalAcceptanceStatusSchema, legalDocumentKinds, legalDocumentsResponseSchema, type LegalOperator } from '@shared/legal/legal';
import { recordAudit, requestOrigin } from '../../audit/audit';
import type { Env } from '../../env';
import { HttpError } from '../../lib/http-error';
import { contextOf, requireAuth } from '../../plugins/request-context';
import { legalAcceptanceStatus, recordLegalAcceptance } from '../../legal/acceptances';
import { errorResponses } from '../../lib/route-schemas';

const tags = ['legal'];
const errors = errorResponses(400, 401, 409);

export function legalOperatorOf(env: Env): LegalOperator {
  return {
    name: env.LEGAL_OPERATOR_NAME ?? null,
    address: env.LEGAL_OPERATOR_ADDRESS ?? null,
    registrationNumber: env.LEGAL_OPERATOR_REGISTRATION_NUMBER ?? null,
    taxNumber: env.LEGAL_OPERATOR_TAX_NUMBER ?? null,
    email: env.LEGAL_OPERATOR_EMAIL ?? null,
    phone: env.LEGAL_OPERATOR_PHONE ?? null,
    privacyEmail: env.LEGAL_PRIVACY_EMAIL ?? env.LEGAL_OPERATOR_EMAIL ?? null,
    hostingProvider: env.LEGAL_HOSTING_PROVIDER ?? null,
  };
}

const legalRoutes: FastifyPluginAsync = async (app) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const signedIn = requireAuth(app);

  r.get('/api/legal/documents', { schema: { tags, summary: 'Az ÁSZF és az adatkezelési tájékoztató hatályos verziója és az üzemeltető adatai', response: { 200: legalDocumentsResponseSchema } } }, async () => ({
    current: currentLegalVersions,
    operator: legalOperatorOf(app.env),
  }));

  r.get('/api/legal/acceptance', { preHandler: signedIn, schema: { tags, summary: 'Elfogadott és elfogadandó jogi dokumentumok', response: { 200: legalAcceptanceStatusSchema, ...errors } } }, async (request) =>
    legalAcceptanceStatus(app.db, contextOf(request).user.id),
  );

  r.post(
    '/api/legal/acceptance',
    { preHandler: signedIn, schema: { tags, summary: 'A hatályos ÁSZF és/vagy adatkezelési tájékoztató elfogadása', body: acceptLegalBodySchema, response: { 200: legalAcceptanceStatusSchema, ...errors } } },
    async (request) => {
      const userId = contextOf(request).user.id;
      // Only the version in force may be accepted: an older or unknown id means the user was shown another text.
      for (const kind of legalDocumentKinds) {
        const version = request.body[kind];
        if (version !== undefined && version !== currentLegalVersions[kind].version) throw new HttpError(409, 'LEGAL_VERSION_NOT_CURRENT');
      }
      const accepted = { terms: request.body.terms, privacy: request.body.privacy };
      await recordLegalAcceptance(app.db, userId, accepted);
      await recordAudit(app.db, { ...requestOrigin(request), action: 'legal.accepted', targetType: 'user', targetId: userId, metadata: accepted });
      return legalAcceptanceStatus(app.db, userId);
    },
  );
};

export default legalRoutes;
