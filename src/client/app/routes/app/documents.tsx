// /app/documents and /app/documents/:documentId (issue 15). The client mirrors spec 6
// (canViewDocuments; canGenerateDocuments for uploads and changes); the server enforces it and
// the confidentiality of matters. Restore and diff need the document-versioning module.
import { useParams } from 'react-router';
import { DocumentsPage, DocumentVersioningPage, DocumentViewerPage, OcrDemoPage } from '@client/features/documents';
import { useAppContext } from '../../layout/app-context';
import { useInstalledKeys } from '../../layout/use-module-nav';

export function DocumentsRoute() {
  const { permissions } = useAppContext();
  return <DocumentsPage canUpload={permissions.canGenerateDocuments} />;
}

export function DocumentRoute() {
  const { documentId = '' } = useParams();
  const { permissions } = useAppContext();
  const installed = useInstalledKeys();
  const versioning = installed.has('document-versioning');
  return <DocumentViewerPage key={documentId} documentId={documentId} canWrite={permissions.canGenerateDocuments} versioning={versioning} />;
}

export function DocumentVersioningRoute() {
  return <DocumentVersioningPage />;
}

/** /app/ocr-demo (the ocr module): uploads need canGenerateDocuments, like the vault's. */
export function OcrDemoRoute() {
  const { permissions } = useAppContext();
  return <OcrDemoPage canUpload={permissions.canGenerateDocuments} />;
}
