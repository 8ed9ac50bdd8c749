// The pages this feature builds, by manifest path, gathered by the route table (decision 0444):
// client management (also under its old name, customers) and client onboarding.
import { type FeaturePages, lazyPage } from '@client/lib/feature-pages';

const clients = () => import('@client/app/routes/app/clients');

export default {
  'client-management': lazyPage(clients, 'ClientManagementRoute'),
  customers: lazyPage(clients, 'ClientManagementRoute'),
  'client-onboarding': lazyPage(clients, 'ClientOnboardingRoute'),
} satisfies FeaturePages;
