// The pages this feature builds, by manifest path, gathered by the route table (decision 0444).
import { type FeaturePages, lazyPage } from '@client/lib/feature-pages';

export default {
  'custom-branding': lazyPage(() => import('./components/branding-page'), 'CustomBrandingRoute'),
} satisfies FeaturePages;
