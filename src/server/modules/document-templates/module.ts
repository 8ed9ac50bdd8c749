import { documentGenerations, documentTemplates, documentTemplateVersions } from '../../db/schema';
import { defineModule } from '../../module-system/manifest';
import { rowsOf } from '../../module-system/row-counts';
import documentTemplatesRoutes from './document-templates.routes';

export default defineModule({
  key: 'document-templates',
  events: ['document.generated'],
  dependsOn: ['documents'],
  routes: [documentTemplatesRoutes],
  recordCounters: {
    // Built-in templates (tenant_id NULL) are the product's, not the firm's: not counted.
    'document-templates': rowsOf([
      { table: documentTemplates, tenantId: documentTemplates.tenantId, label: { hu: 'Saját sablonok', en: 'Own templates' } },
      { table: documentTemplateVersions, tenantId: documentTemplateVersions.tenantId, label: { hu: 'Sablonverziók', en: 'Template versions' } },
    ]),
    'document-generator': rowsOf([{ table: documentGenerations, tenantId: documentGenerations.tenantId, label: { hu: 'Elkészült dokumentumok', en: 'Generated documents' } }]),
  },
});
