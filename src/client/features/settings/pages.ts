// The pages this feature builds, by manifest path, gathered by the route table (decision 0444):
// the settings page.
import { type FeaturePages, lazyPage } from '@client/lib/feature-pages';

const settings = () => import('@client/app/routes/app/settings');

export default {
  settings: lazyPage(settings, 'SettingsRoute'),
} satisfies FeaturePages;
