// The pages this feature builds, by manifest path, gathered by the route table (decision 0444):
// the dashboard, the index of /app.
import { type FeaturePages, lazyPage } from '@client/lib/feature-pages';

const dashboard = () => import('@client/app/routes/app/dashboard');

export default {
  dashboard: lazyPage(dashboard, 'DashboardRoute'),
} satisfies FeaturePages;
