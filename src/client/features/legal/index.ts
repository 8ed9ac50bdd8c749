// What other features, layouts and routes use from legal.
export { LegalDocumentPage } from './components/legal-document-page';
export { LegalAcceptanceScreen } from './components/legal-acceptance-screen';
export { useLegalAcceptance } from './api/legal-api';
