// /app/contact-company (issue 35 point 2): the customer's messages to the firm (?action=new opens
// the new-message form, ?thread= a conversation).
import { ContactCompanyPage } from '@client/features/client-portal';

export function ContactCompanyRoute() {
  return <ContactCompanyPage />;
}
