// /app/contacts and /app/contacts/:id — the contacts module's pages (canViewContacts; writes
// are offered to the roles that hold canCreateContacts / canEditContacts, the server decides).
import { useParams } from 'react-router';
import { ContactDetailPage, ContactsPage } from '@client/features/contacts';
import { ReceivablesPanel } from '@client/features/invoice-generator';
import { useAppContext } from '../../layout/app-context';
import { useInstalledKeys } from '../../layout/use-module-nav';

export function ContactsRoute() {
  const { permissions } = useAppContext();
  return <ContactsPage canCreate={permissions.canCreateContacts} canEdit={permissions.canEditContacts} />;
}

export function ContactDetailRoute() {
  const { permissions } = useAppContext();
  const { id = '' } = useParams();
  // The client's open balance (issue 17 point 5) for those who see invoices, when invoicing is installed.
  const installed = useInstalledKeys();
  const invoicing = permissions.canViewTimeTracking && installed.has('invoice-generator');
  return <ContactDetailPage key={id} id={id} canEdit={permissions.canEditContacts} panels={invoicing ? <ReceivablesPanel contactId={id} /> : undefined} />;
}
