// The customer portal's pages (issue 35): /app/customer-dashboard and /app/ugyfelportal show the
// customer's dashboard of spec 3.5, as /app/dashboard does for the customer role.
import { greetingName } from '@shared/profile/person-name';
import { CustomerPortalDashboard } from '@client/features/portal';
import { useAppContext } from '../../layout/app-context';

export function PortalDashboardRoute() {
  const { me } = useAppContext();
  return <CustomerPortalDashboard name={greetingName(me.user)} />;
}
