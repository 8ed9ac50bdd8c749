// The pages this feature builds, by manifest path, gathered by the route table (decision 0444):
// the matters' pages.
import { type FeaturePages, lazyPage } from '@client/lib/feature-pages';

const matters = () => import('@client/app/routes/app/matters');
const matter = () => import('@client/app/routes/app/matter');

export default {
  matters: lazyPage(matters, 'MattersRoute'),
  'matters/new': lazyPage(matters, 'NewMatterRoute'),
  'matters/tasks': lazyPage(matters, 'MatterTasksRoute'),
  'matters/:matterId': lazyPage(matter, 'MatterRoute'),
} satisfies FeaturePages;
