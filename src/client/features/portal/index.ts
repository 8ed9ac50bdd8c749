export { CustomerPortalDashboard } from './components/customer-portal-dashboard';
export { portalKeys, usePortalOverview } from './api/portal-api';
