import { defineModule } from '../../module-system/manifest';
import entitlementsRoutes from './entitlements.routes';
import usageRoutes from './usage.routes';
import billingRoutes from './billing.routes';
import upgradeRequestsRoutes from './upgrade-requests.routes';
import creditsRoutes from './credits.routes';
import platformBillingRoutes from './platform-billing.routes';

export default defineModule({
  key: 'billing',
  routes: [entitlementsRoutes, usageRoutes, billingRoutes, upgradeRequestsRoutes, creditsRoutes, platformBillingRoutes],
});
