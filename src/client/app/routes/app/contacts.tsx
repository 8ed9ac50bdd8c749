// /app/contacts and /app/contacts/:id — the contacts module's pages (canViewContacts; writes
// are offered to the roles that hold canCreateContacts / canEditContacts, the server decides).
import { useParams } from 'react-router';
import { ContactDetailPage, ContactsPage } from '@client/features/contacts';
import { useAppContext } from '../../layout/app-context';
import { RequirePermission } from '../../require-permission';

export function ContactsRoute() {
  const { permissions } = useAppContext();
  return (
    <RequirePermission permission="canViewContacts">
      <ContactsPage canCreate={permissions.canCreateContacts} canEdit={permissions.canEditContacts} />
    </RequirePermission>
  );
}

export function ContactDetailRoute() {
  const { permissions } = useAppContext();
  const { id = '' } = useParams();
  return (
    <RequirePermission permission="canViewContacts">
      <ContactDetailPage key={id} id={id} canEdit={permissions.canEditContacts} />
    </RequirePermission>
  );
}
