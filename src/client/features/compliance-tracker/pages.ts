// The pages this feature builds, by manifest path, gathered by the route table (decision 0444):
// the compliance tracker.
import { type FeaturePages, lazyPage } from '@client/lib/feature-pages';

const complianceTracker = () => import('@client/app/routes/app/compliance-tracker');

export default {
  'compliance-tracker': lazyPage(complianceTracker, 'ComplianceTrackerRoute'),
} satisfies FeaturePages;
