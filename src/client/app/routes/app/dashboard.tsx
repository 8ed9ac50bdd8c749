// /app and /app/dashboard: the dashboard of the role shown (spec 2.4). An unknown role falls
// back to the loading text, as the layout only ever passes a held role.
import { greetingName } from '@shared/profile/person-name';
import { AdminDashboard } from '@client/features/admin';
import { FirmDashboard } from '@client/features/dashboard';
import { DashboardDeadlineLists } from '@client/features/deadlines';
import { useInstalledModules } from '@client/features/modules';
import { CustomerPortalDashboard } from '@client/features/portal';
import { useAppContext } from '../../layout/app-context';

export function DashboardRoute() {
  const { me, role, permissions } = useAppContext();
  // Greetings use the given name (spec 2.2; Hungarian order: not the name's first word).
  const name = greetingName(me.user);
  const firmStaff = role === 'tenant' || role === 'lawyer';
  const installed = useInstalledModules(firmStaff && permissions.canUseModules);
  const deadlines = installed.data?.modules.some((m) => m.key === 'compliance-tracker') ?? false;
  const pipeline = installed.data?.modules.some((m) => m.key === 'opportunities') ?? false;
  const invoicing = installed.data?.modules.some((m) => m.key === 'invoice-generator') ?? false;
  if (role === 'admin') return <AdminDashboard name={name} />;
  if (role === 'customer') return <CustomerPortalDashboard name={name} />;
  // The firm's head sees the firm's overdue and this week's deadlines, a lawyer their own.
  const deadlineLists = <DashboardDeadlineLists scope={role === 'tenant' ? 'firm' : 'mine'} />;
  return <FirmDashboard name={name} role={role} permissions={permissions} deadlines={deadlines} pipeline={pipeline} invoicing={invoicing} deadlineLists={deadlineLists} />;
}
