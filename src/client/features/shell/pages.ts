// The pages this feature builds, by manifest path, gathered by the route table (decision 0444):
// the shell's own page: the permission test page of spec 2.3.
import { type FeaturePages, lazyPage } from '@client/lib/feature-pages';

const permissionTest = () => import('@client/app/routes/app/permission-test');

export default {
  'permission-test': lazyPage(permissionTest, 'PermissionTestRoute'),
} satisfies FeaturePages;
