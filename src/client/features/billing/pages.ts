// The pages this feature builds, by manifest path, gathered by the route table (decision 0444):
// plans, credits and the platform's billing view.
import { type FeaturePages, lazyPage } from '@client/lib/feature-pages';

const pricing = () => import('@client/app/routes/app/billing/pricing');
const credits = () => import('@client/app/routes/app/billing/credits');
const adminPlatform = () => import('@client/app/routes/app/billing/admin-platform');

export default {
  pricing: lazyPage(pricing, 'PricingRoute'),
  credits: lazyPage(credits, 'CreditsRoute'),
  'admin/platform': lazyPage(adminPlatform, 'AdminPlatformRoute'),
} satisfies FeaturePages;
