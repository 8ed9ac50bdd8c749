// The pages this feature builds, by manifest path, gathered by the route table (decision 0444):
// document templates and generating a document from one.
import { type FeaturePages, lazyPage } from '@client/lib/feature-pages';

const templateList = () => import('@client/app/routes/app/billing/document-templates');
const templates = () => import('@client/app/routes/app/templates');

export default {
  'documents/templates': lazyPage(templateList, 'DocumentTemplatesRoute'),
  'documents/templates/new': lazyPage(templates, 'TemplateEditorRoute'),
  'documents/templates/:id/edit': lazyPage(templates, 'TemplateEditorRoute'),
  'documents/templates/:id': lazyPage(templates, 'TemplateDetailRoute'),
  'documents/generate': lazyPage(templates, 'GenerateRoute'),
  'document-generator': lazyPage(templates, 'GenerateRoute'),
  'document-generation': lazyPage(templates, 'GenerateRoute'),
} satisfies FeaturePages;
