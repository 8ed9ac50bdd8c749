// The pages this feature builds, by manifest path, gathered by the route table (decision 0444):
// the contacts' pages.
import { type FeaturePages, lazyPage } from '@client/lib/feature-pages';

const contacts = () => import('@client/app/routes/app/contacts');

export default {
  contacts: lazyPage(contacts, 'ContactsRoute'),
  'contacts/:id': lazyPage(contacts, 'ContactDetailRoute'),
} satisfies FeaturePages;
