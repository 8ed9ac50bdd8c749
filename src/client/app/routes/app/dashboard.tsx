// /app and /app/dashboard: the dashboard of the role shown (spec 2.4). An unknown role falls
// back to the loading text, as the layout only ever passes a held role.
import { greetingName } from '@shared/profile/person-name';
import { AdminDashboard } from '@client/features/admin';
import { FirmDashboard } from '@client/features/dashboard';
import { DashboardDeadlineLists } from '@client/features/deadlines';
import { CustomerPortalDashboard } from '@client/features/portal';
import { useAppContext } from '../../layout/app-context';
import { useInstalledKeys } from '../../layout/use-module-nav';

export function DashboardRoute() {
  const { me, role, permissions } = useAppContext();
  // Greetings use the given name (spec 2.2; Hungarian order: not the name's first word).
  const name = greetingName(me.user);
  const installed = useInstalledKeys();
  const deadlines = installed.has('compliance-tracker');
  const pipeline = installed.has('opportunities');
  const invoicing = installed.has('invoice-generator');
  if (role === 'admin') return <AdminDashboard name={name} />;
  if (role === 'customer') return <CustomerPortalDashboard name={name} />;
  // The firm's head sees the firm's overdue and this week's deadlines, a lawyer their own.
  const deadlineLists = <DashboardDeadlineLists scope={role === 'tenant' ? 'firm' : 'mine'} />;
  return <FirmDashboard name={name} role={role} permissions={permissions} deadlines={deadlines} pipeline={pipeline} invoicing={invoicing} deadlineLists={deadlineLists} />;
}
