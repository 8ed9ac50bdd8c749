// The pages this feature builds, by manifest path, gathered by the route table (decision 0444):
// the module store, my modules and the platform's module management.
import { type FeaturePages, lazyPage } from '@client/lib/feature-pages';

const modules = () => import('@client/app/routes/app/modules/modules-routes');

export default {
  'admin/modules': lazyPage(modules, 'AdminModulesRoute'),
  'admin/modulbazis': lazyPage(modules, 'ModuleBazisRoute'),
  store: lazyPage(modules, 'StoreRoute'),
  modulstore: lazyPage(modules, 'StoreRoute'),
  'modulstore/:id': lazyPage(modules, 'StoreDetailRoute'),
  'my-modules': lazyPage(modules, 'MyModulesRoute'),
  'my-modules/:id': lazyPage(modules, 'MyModuleDetailRoute'),
} satisfies FeaturePages;
