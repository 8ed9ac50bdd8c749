// The pages this feature builds, by manifest path, gathered by the route table (decision 0444):
// the profile page.
import { type FeaturePages, lazyPage } from '@client/lib/feature-pages';

const profile = () => import('@client/app/routes/app/profile');

export default {
  profile: lazyPage(profile, 'ProfileRoute'),
} satisfies FeaturePages;
