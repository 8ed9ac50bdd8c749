// The pages this feature builds, by manifest path, gathered by the route table (decision 0444):
// opportunities and the CRM page.
import { type FeaturePages, lazyPage } from '@client/lib/feature-pages';

const opportunities = () => import('@client/app/routes/app/opportunities');

export default {
  opportunities: lazyPage(opportunities, 'OpportunitiesRoute'),
  crm: lazyPage(opportunities, 'CrmRoute'),
} satisfies FeaturePages;
