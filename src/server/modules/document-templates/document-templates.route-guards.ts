// The templates module's part of the route-guard harness (test support, decision 0424): the reviewed
// guard of each of its routes, the other firm's ids for the object-level checks, and valid requests.
// Gathered by src/server/test/route-guard-parts.ts; never imported by production code.
import { randomUUID } from 'node:crypto';
import type { Database } from '../../db/client';
import { documentGenerations, documentTemplates } from '../../db/schema';
import type { ForeignFirm } from '../../test/route-guard-foreign';
import { defineRouteGuardPart, tenantPerm } from '../../test/route-guard-part';

/** The module's own objects of the other firm (decision 0424). */
interface ForeignTemplates {
  templateId: string;
  generationId: string;
}

/** The other firm's own template and a generation from it (the files' bytes do not matter here). */
async function foreignTemplates(db: Database, other: ForeignFirm): Promise<ForeignTemplates> {
  const templateId = randomUUID();
  await db
    .insert(documentTemplates)
    .values({ id: templateId, tenantId: other.tenantId, name: 'Idegen sablon', category: 'other', content: 'Idegen {a}', variables: [{ key: 'a', label: 'A', type: 'text', required: true }], createdBy: other.userId });
  const [generation] = await db
    .insert(documentGenerations)
    .values({ tenantId: other.tenantId, templateId, templateVersion: 1, templateName: 'Idegen sablon', inputs: { a: 'x' }, docx: Buffer.from('docx'), pdf: Buffer.from('pdf'), createdBy: other.userId })
    .returning({ id: documentGenerations.id });
  return { templateId, generationId: generation!.id };
}

export default defineRouteGuardPart<ForeignTemplates>({
  foreign: foreignTemplates,
  guards: {
    'GET /api/document-templates': tenantPerm('canViewTemplates'),
    'GET /api/document-templates/:id': tenantPerm('canViewTemplates'),
    'POST /api/document-templates': tenantPerm('canCreateTemplates'),
    'PATCH /api/document-templates/:id': tenantPerm('canCreateTemplates'),
    'GET /api/document-templates/:id/docx': tenantPerm('canViewTemplates'),
    'POST /api/document-templates/docx': tenantPerm('canCreateTemplates'),
    'POST /api/document-generator': tenantPerm('canGenerateDocuments'),
    'GET /api/document-generator': tenantPerm('canGenerateDocuments'),
    'GET /api/document-generator/prefill/:matterId': tenantPerm('canGenerateDocuments'),
    'GET /api/document-generator/:id': tenantPerm('canGenerateDocuments'),
    'GET /api/document-generator/:id/files/:format': tenantPerm('canGenerateDocuments'),
  },
  foreignIds: {
    '/api/document-templates/:id': (f) => ({ id: f.templateId }),
    '/api/document-templates/:id/docx': (f) => ({ id: f.templateId }),
    '/api/document-generator/prefill/:matterId': (f) => ({ matterId: f.matterId }),
    '/api/document-generator/:id': (f) => ({ id: f.generationId }),
    '/api/document-generator/:id/files/:format': (f) => ({ id: f.generationId, format: 'pdf' }),
  },
  bodies: {
    'POST /api/document-templates': { name: 'Harness sablon', category: 'other', content: 'Szöveg: {a}', variables: [{ key: 'a', label: 'A', type: 'text' }] },
    'PATCH /api/document-templates/:id': { name: 'Harness sablon (átnevezve)' },
    'POST /api/document-generator': { templateId: 'builtin-fizetesi-felszolitas', inputs: {} },
  },
  queries: {
    'GET /api/document-generator/prefill/:matterId': 'templateId=builtin-megbizasi-szerzodes-ugyvedi',
  },
});
