// The pages this feature builds, by manifest path, gathered by the route table (decision 0444):
// the financial reports page.
import { type FeaturePages, lazyPage } from '@client/lib/feature-pages';

const reports = () => import('@client/app/routes/app/reports');

export default {
  'financial-reports': lazyPage(reports, 'FinancialReportsRoute'),
} satisfies FeaturePages;
