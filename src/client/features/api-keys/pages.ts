// The pages this feature builds, by manifest path, gathered by the route table (decision 0444):
// the API keys page.
import { type FeaturePages, lazyPage } from '@client/lib/feature-pages';

const apiKeys = () => import('@client/app/routes/app/api-keys');

export default {
  'api-keys': lazyPage(apiKeys, 'ApiKeysRoute'),
} satisfies FeaturePages;
