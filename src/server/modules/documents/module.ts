import { documents, documentVersions } from '../../db/schema';
import { defineModule } from '../../module-system/manifest';
import { rowsOf } from '../../module-system/row-counts';
import documentVersioningRoutes from './document-versioning.routes';
import { documentsJobs } from './documents.jobs';
import documentsRoutes from './documents.routes';
import ocrRoutes from './ocr.routes';

export default defineModule({
  key: 'documents',
  events: ['document.uploaded', 'document.version_added', 'document.updated', 'document.deleted', 'document.restored'],
  routes: [documentsRoutes, documentVersioningRoutes, ocrRoutes],
  jobs: documentsJobs,
  recordCounters: {
    // Inside a request, row-level security leaves out documents of confidential matters of other teams.
    documents: rowsOf([{ table: documents, tenantId: documents.tenantId, label: { hu: 'Dokumentumok', en: 'Documents' } }]),
    'document-versioning': rowsOf([{ table: documentVersions, tenantId: documentVersions.tenantId, label: { hu: 'Dokumentumverziók', en: 'Document versions' } }]),
  },
});
