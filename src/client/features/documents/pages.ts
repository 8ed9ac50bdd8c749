// The pages this feature builds, by manifest path, gathered by the route table (decision 0444):
// the documents' pages.
import { type FeaturePages, lazyPage } from '@client/lib/feature-pages';

const documents = () => import('@client/app/routes/app/documents');

export default {
  documents: lazyPage(documents, 'DocumentsRoute'),
  'documents/:documentId': lazyPage(documents, 'DocumentRoute'),
  'document-versioning': lazyPage(documents, 'DocumentVersioningRoute'),
  'ocr-demo': lazyPage(documents, 'OcrDemoRoute'),
} satisfies FeaturePages;
