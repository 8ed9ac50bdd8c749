// The pages this feature builds, by manifest path, gathered by the route table (decision 0444):
// the module factory and the records of the modules it made.
import { type FeaturePages, lazyPage } from '@client/lib/feature-pages';

const factory = () => import('@client/app/routes/app/module-factory-routes');

export default {
  'admin/module-factory': lazyPage(factory, 'ModuleFactoryRoute'),
  'modulok/:moduleId': lazyPage(factory, 'ModuleListRoute'),
  'modulok/:moduleId/new': lazyPage(factory, 'ModuleNewRecordRoute'),
  'modulok/:moduleId/:recordId': lazyPage(factory, 'ModuleRecordRoute'),
} satisfies FeaturePages;
