// The pages this feature builds, by manifest path, gathered by the route table (decision 0444):
// time tracking.
import { type FeaturePages, lazyPage } from '@client/lib/feature-pages';

const tracking = () => import('@client/app/routes/app/tracking');

export default {
  tracking: lazyPage(tracking, 'TrackingRoute'),
} satisfies FeaturePages;
