// The pages this feature builds, by manifest path, gathered by the route table (decision 0444):
// themis, its vault and the AI modules page.
import { type FeaturePages, lazyPage } from '@client/lib/feature-pages';

const themis = () => import('@client/app/routes/app/themis');

export default {
  themis: lazyPage(themis, 'ThemisRoute'),
  'themis/vault': lazyPage(themis, 'ThemisVaultRoute'),
  'ai-modules': lazyPage(themis, 'AiModulesRoute'),
} satisfies FeaturePages;
