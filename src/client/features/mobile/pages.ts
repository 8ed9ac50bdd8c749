// The pages this feature builds, by manifest path, gathered by the route table (decision 0444):
// the mobile app page (decision 0516).
import { type FeaturePages, lazyPage } from '@client/lib/feature-pages';

export default {
  mobile: lazyPage(() => import('@client/app/routes/app/mobile'), 'MobileRoute'),
} satisfies FeaturePages;
