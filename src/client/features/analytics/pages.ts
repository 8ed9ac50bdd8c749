// The pages this feature builds, by manifest path, gathered by the route table (decision 0444):
// the analytics page.
import { type FeaturePages, lazyPage } from '@client/lib/feature-pages';

const reports = () => import('@client/app/routes/app/reports');

export default {
  analytics: lazyPage(reports, 'AnalyticsRoute'),
} satisfies FeaturePages;
