// The customer portal's pages (issue 35): /app/customer-dashboard and /app/ugyfelportal show the
// customer's dashboard of spec 3.5, as /app/dashboard does for the customer role.
import { greetingName } from '@shared/profile/person-name';
import { CompanyInfoPage, CustomerPortalDashboard, MyPurchasesPage } from '@client/features/client-portal';
import { useAppContext } from '../../layout/app-context';

export function PortalDashboardRoute() {
  const { me, firmDisplayName } = useAppContext();
  return <CustomerPortalDashboard name={greetingName(me.user)} firmDisplayName={firmDisplayName} />;
}

/** /app/my-purchases: the customer's own invoices, payments and totals (issue 35 point 4). */
export function MyPurchasesRoute() {
  return <MyPurchasesPage />;
}

/** /app/company-info: the firm's public profile; its administrator is pointed to Beállítások to edit it. */
export function CompanyInfoRoute() {
  const { permissions, firmDisplayName } = useAppContext();
  return <CompanyInfoPage canEdit={permissions.canEditSettings} firmDisplayName={firmDisplayName} />;
}
