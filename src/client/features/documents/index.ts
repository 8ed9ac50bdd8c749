export { DocumentsPage } from './components/documents-page';
export { DocumentViewerPage } from './components/document-viewer-page';
export { DocumentVersioningPage } from './components/document-versioning-page';
export { OcrDemoPage } from './components/ocr-demo-page';
export { MatterDocumentsPanel } from './components/matter-documents-panel';
