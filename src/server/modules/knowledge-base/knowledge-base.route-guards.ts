// The knowledge module's part of the route-guard harness (test support, decision 0424): the reviewed
// guard of each of its routes, the other firm's ids for the object-level checks, and valid requests.
// Gathered by src/server/test/route-guard-parts.ts; never imported by production code.
import type { Database } from '../../db/client';
import { kbArticles } from '../../db/schema';
import type { ForeignFirm } from '../../test/route-guard-foreign';
import { defineRouteGuardPart, tenantPerm } from '../../test/route-guard-part';

/** The module's own objects of the other firm (decision 0424). */
interface ForeignKnowledgeBase {
  kbArticleId: string;
}

/** A knowledge-base article of the other firm. */
async function foreignKnowledgeBase(db: Database, other: ForeignFirm): Promise<ForeignKnowledgeBase> {
  const [article] = await db.insert(kbArticles).values({ tenantId: other.tenantId, title: 'Idegen cikk (harness)', body: 'Idegen', category: 'other', authorId: other.userId }).returning({ id: kbArticles.id });
  return { kbArticleId: article!.id };
}

export default defineRouteGuardPart<ForeignKnowledgeBase>({
  foreign: foreignKnowledgeBase,
  guards: {
    'GET /api/knowledge-base': tenantPerm('canViewDocuments'),
    'POST /api/knowledge-base': tenantPerm('canGenerateDocuments'),
    'GET /api/knowledge-base/:id': tenantPerm('canViewDocuments'),
    'PUT /api/knowledge-base/:id': tenantPerm('canGenerateDocuments'),
    'DELETE /api/knowledge-base/:id': tenantPerm('canGenerateDocuments'),
    'GET /api/knowledge-base/:id/revisions': tenantPerm('canViewDocuments'),
    'PATCH /api/knowledge-base/:id/visibility': tenantPerm('canGenerateDocuments'),
    // Article attachments (decision 0247): read like the article, changed like the article.
    'GET /api/knowledge-base/:id/attachments': tenantPerm('canViewDocuments'),
    'POST /api/knowledge-base/:id/attachments': tenantPerm('canGenerateDocuments'),
    'POST /api/knowledge-base/:id/attachments/upload': tenantPerm('canGenerateDocuments'),
    'DELETE /api/knowledge-base/:id/attachments/:documentId': tenantPerm('canGenerateDocuments'),
  },
  foreignIds: {
    '/api/knowledge-base/:id': (f) => ({ id: f.kbArticleId }),
    '/api/knowledge-base/:id/revisions': (f) => ({ id: f.kbArticleId }),
    '/api/knowledge-base/:id/visibility': (f) => ({ id: f.kbArticleId }),
    '/api/knowledge-base/:id/attachments': (f) => ({ id: f.kbArticleId }),
    '/api/knowledge-base/:id/attachments/upload': (f) => ({ id: f.kbArticleId }),
    '/api/knowledge-base/:id/attachments/:documentId': (f) => ({ id: f.kbArticleId, documentId: f.documentId }),
  },
  bodies: {
    'POST /api/knowledge-base': { title: 'Harness cikk', body: 'Harness szöveg', category: 'other' },
    'PUT /api/knowledge-base/:id': { title: 'Harness cikk', body: 'Harness szöveg', category: 'other' },
    'PATCH /api/knowledge-base/:id/visibility': { visibility: 'client' },
    'POST /api/knowledge-base/:id/attachments': { documentId: 'nincs-ilyen-dokumentum' },
  },
});
