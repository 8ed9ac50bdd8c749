// /app and /app/dashboard: the dashboard of the role shown (spec 2.4). An unknown role falls
// back to the loading text, as the layout only ever passes a held role.
import { lazy, Suspense } from 'react';
import { greetingName } from '@shared/profile/person-name';
import { LoadingSpinner } from '@client/components/ui/loading-spinner';
import { loadAppLocales } from '@client/lib/app-locales';
import { FirmDashboard } from '@client/features/dashboard';
import { DashboardDeadlineLists } from '@client/features/compliance-tracker';
import { useAppContext } from '../../layout/app-context';
import { useInstalledKeys } from '../../layout/use-module-nav';

// The platform's and the customer's dashboards are fetched only by those roles: a firm member's
// dashboard (most page loads) carries neither the admin feature nor the portal (issue 40.5), nor
// their strings (the layout's have the firm's dashboard only, decision 0461).
const AdminDashboard = lazy(() => Promise.all([import('@client/features/admin'), loadAppLocales()]).then(([m]) => ({ default: m.AdminDashboard })));
const CustomerPortalDashboard = lazy(() => Promise.all([import('@client/features/client-portal'), loadAppLocales()]).then(([m]) => ({ default: m.CustomerPortalDashboard })));

function RoleDashboard({ children }: { children: React.ReactNode }) {
  return <Suspense fallback={<LoadingSpinner fullScreen={false} />}>{children}</Suspense>;
}

export function DashboardRoute() {
  const { me, role, permissions, firmDisplayName } = useAppContext();
  // Greetings use the given name (spec 2.2; Hungarian order: not the name's first word).
  const name = greetingName(me.user);
  const installed = useInstalledKeys();
  const deadlines = installed.has('compliance-tracker');
  const pipeline = installed.has('opportunities');
  const invoicing = installed.has('invoice-generator');
  if (role === 'admin')
    return (
      <RoleDashboard>
        <AdminDashboard name={name} />
      </RoleDashboard>
    );
  if (role === 'customer')
    return (
      <RoleDashboard>
        <CustomerPortalDashboard name={name} firmDisplayName={firmDisplayName} />
      </RoleDashboard>
    );
  // The firm's head sees the firm's overdue and this week's deadlines, a lawyer their own.
  const deadlineLists = <DashboardDeadlineLists scope={role === 'tenant' ? 'firm' : 'mine'} />;
  return <FirmDashboard name={name} role={role} permissions={permissions} deadlines={deadlines} pipeline={pipeline} invoicing={invoicing} deadlineLists={deadlineLists} />;
}
