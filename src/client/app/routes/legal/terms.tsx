import { LegalDocumentPage } from '@client/features/legal';

export function TermsRoute() {
  return <LegalDocumentPage kind="terms" />;
}
