// The documents module's part of the route-guard harness (test support, decision 0424): the reviewed
// guard of each of its routes, the other firm's ids for the object-level checks, and valid requests.
// Gathered by src/server/test/route-guard-parts.ts; never imported by production code.
import { defineRouteGuardPart, tenantPerm } from '../../test/route-guard-part';

export default defineRouteGuardPart({
  guards: {
    'GET /api/documents': tenantPerm('canViewDocuments'),
    'POST /api/documents': tenantPerm('canGenerateDocuments'),
    'GET /api/documents/storage': tenantPerm('canViewDocuments'),
    'GET /api/documents/:id': tenantPerm('canViewDocuments'),
    'PATCH /api/documents/:id': tenantPerm('canGenerateDocuments'),
    'DELETE /api/documents/:id': tenantPerm('canGenerateDocuments'),
    'POST /api/documents/:id/restore': tenantPerm('canGenerateDocuments'),
    'GET /api/documents/:id/preview': tenantPerm('canViewDocuments'),
    'GET /api/documents/:id/download': tenantPerm('canViewDocuments'),
    'GET /api/documents/:id/versions': tenantPerm('canViewDocuments'),
    'POST /api/documents/:id/versions': tenantPerm('canGenerateDocuments'),
    'GET /api/documents/:id/versions/:number/download': tenantPerm('canViewDocuments'),
    'POST /api/document-versioning/:id/versions/:number/restore': tenantPerm('canGenerateDocuments'),
    'GET /api/document-versioning/:id/diff': tenantPerm('canViewDocuments'),
    'GET /api/ocr/documents/:id': tenantPerm('canViewDocuments'),
    'POST /api/ocr/documents/:id': tenantPerm('canGenerateDocuments'),
  },
  foreignIds: {
    '/api/documents/:id': (f) => ({ id: f.documentId }),
    '/api/documents/:id/restore': (f) => ({ id: f.documentId }),
    '/api/documents/:id/preview': (f) => ({ id: f.documentId }),
    '/api/documents/:id/download': (f) => ({ id: f.documentId }),
    '/api/documents/:id/versions': (f) => ({ id: f.documentId }),
    '/api/documents/:id/versions/:number/download': (f) => ({ id: f.documentId, number: '1' }),
    '/api/document-versioning/:id/versions/:number/restore': (f) => ({ id: f.documentId, number: '1' }),
    '/api/document-versioning/:id/diff': (f) => ({ id: f.documentId }),
    '/api/ocr/documents/:id': (f) => ({ id: f.documentId }),
  },
  bodies: {
    'PATCH /api/documents/:id': { title: 'Harness dokumentum' },
  },
});
