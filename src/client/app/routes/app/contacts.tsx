// /app/contacts and /app/contacts/:id — the contacts module's pages (canViewContacts; writes
// are offered to the roles that hold canCreateContacts / canEditContacts, the server decides).
import { useParams } from 'react-router';
import { ContactDetailPage, ContactsPage } from '@client/features/contacts';
import { ReceivablesPanel } from '@client/features/invoices';
import { useInstalledModules } from '@client/features/modules';
import { useAppContext } from '../../layout/app-context';

export function ContactsRoute() {
  const { permissions } = useAppContext();
  return <ContactsPage canCreate={permissions.canCreateContacts} canEdit={permissions.canEditContacts} />;
}

export function ContactDetailRoute() {
  const { permissions } = useAppContext();
  const { id = '' } = useParams();
  // The client's open balance (issue 17 point 5) for those who see invoices, when invoicing is installed.
  const installed = useInstalledModules(permissions.canUseModules);
  const invoicing = permissions.canViewTimeTracking && (installed.data?.modules.some((m) => m.key === 'invoice-generator') ?? false);
  return <ContactDetailPage key={id} id={id} canEdit={permissions.canEditContacts} panels={invoicing ? <ReceivablesPanel contactId={id} /> : undefined} />;
}
