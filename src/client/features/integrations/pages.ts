// The pages this feature builds, by manifest path, gathered by the route table (decision 0444):
// the integrations page.
import { type FeaturePages, lazyPage } from '@client/lib/feature-pages';

const integrations = () => import('@client/app/routes/app/integrations');

export default {
  integrations: lazyPage(integrations, 'IntegrationsRoute'),
} satisfies FeaturePages;
