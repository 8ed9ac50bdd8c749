// The knowledge module's part of the route-guard harness (test support, decision 0424): the reviewed
// guard of each of its routes, the other firm's ids for the object-level checks, and valid requests.
// Gathered by src/server/test/route-guard-parts.ts; never imported by production code.
import { defineRouteGuardPart, tenantPerm } from '../../test/route-guard-part';

export default defineRouteGuardPart({
  guards: {
    'GET /api/kb': tenantPerm('canViewDocuments'),
    'POST /api/kb': tenantPerm('canGenerateDocuments'),
    'GET /api/kb/:id': tenantPerm('canViewDocuments'),
    'PUT /api/kb/:id': tenantPerm('canGenerateDocuments'),
    'DELETE /api/kb/:id': tenantPerm('canGenerateDocuments'),
    'GET /api/kb/:id/revisions': tenantPerm('canViewDocuments'),
    'PATCH /api/kb/:id/visibility': tenantPerm('canGenerateDocuments'),
    // Article attachments (decision 0247): read like the article, changed like the article.
    'GET /api/kb/:id/attachments': tenantPerm('canViewDocuments'),
    'POST /api/kb/:id/attachments': tenantPerm('canGenerateDocuments'),
    'POST /api/kb/:id/attachments/upload': tenantPerm('canGenerateDocuments'),
    'DELETE /api/kb/:id/attachments/:documentId': tenantPerm('canGenerateDocuments'),
  },
  foreignIds: {
    '/api/kb/:id': (f) => ({ id: f.kbArticleId }),
    '/api/kb/:id/revisions': (f) => ({ id: f.kbArticleId }),
    '/api/kb/:id/visibility': (f) => ({ id: f.kbArticleId }),
    '/api/kb/:id/attachments': (f) => ({ id: f.kbArticleId }),
    '/api/kb/:id/attachments/upload': (f) => ({ id: f.kbArticleId }),
    '/api/kb/:id/attachments/:documentId': (f) => ({ id: f.kbArticleId, documentId: f.documentId }),
  },
  bodies: {
    'POST /api/kb': { title: 'Harness cikk', body: 'Harness szöveg', category: 'other' },
    'PUT /api/kb/:id': { title: 'Harness cikk', body: 'Harness szöveg', category: 'other' },
    'PATCH /api/kb/:id/visibility': { visibility: 'client' },
    'POST /api/kb/:id/attachments': { documentId: 'nincs-ilyen-dokumentum' },
  },
});
