// The pages this feature builds, by manifest path, gathered by the route table (decision 0444):
// the platform owner's admin pages.
import { type FeaturePages, lazyPage } from '@client/lib/feature-pages';

const admin = () => import('@client/app/routes/app/admin/admin-routes');

export default {
  admin: lazyPage(admin, 'AdminIndexRoute'),
  'admin/companies': lazyPage(admin, 'AdminCompaniesRoute'),
  'admin/users': lazyPage(admin, 'AdminUsersRoute'),
  'admin/analytics': lazyPage(admin, 'AdminAnalyticsRoute'),
  'admin/calendar': lazyPage(admin, 'AdminCalendarRoute'),
} satisfies FeaturePages;
