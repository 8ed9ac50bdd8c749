import { contacts } from '../../db/schema';
import { defineModule } from '../../module-system/manifest';
import { rowsOf } from '../../module-system/row-counts';
import contactsRoutes from './contacts.routes';

export default defineModule({
  key: 'contacts',
  events: ['contact.created', 'contact.updated', 'contact.deleted', 'contact.merged'],
  routes: [contactsRoutes],
  recordCounters: {
    contacts: rowsOf([{ table: contacts, tenantId: contacts.tenantId, label: { hu: 'Névjegyek', en: 'Contacts' } }]),
  },
});
