import { LegalDocumentPage } from '@client/features/legal';

export function PrivacyRoute() {
  return <LegalDocumentPage kind="privacy" />;
}
