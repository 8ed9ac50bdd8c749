// The pages this feature builds, by manifest path, gathered by the route table (decision 0444):
// the help page.
import { type FeaturePages, lazyPage } from '@client/lib/feature-pages';

const help = () => import('@client/app/routes/app/help');

export default {
  help: lazyPage(help, 'HelpRoute'),
} satisfies FeaturePages;
