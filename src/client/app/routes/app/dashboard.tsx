// /app and /app/dashboard: the dashboard of the role shown (spec 2.4). An unknown role falls
// back to the loading text, as the layout only ever passes a held role.
import { greetingName } from '@shared/profile/person-name';
import { AdminDashboard } from '@client/features/admin';
import { CustomerDashboard, FirmDashboard } from '@client/features/dashboard';
import { useAppContext } from '../../layout/app-context';

export function DashboardRoute() {
  const { me, role, permissions } = useAppContext();
  // Greetings use the given name (spec 2.2; Hungarian order: not the name's first word).
  const name = greetingName(me.user);
  if (role === 'admin') return <AdminDashboard name={name} />;
  if (role === 'customer') return <CustomerDashboard name={name} />;
  return <FirmDashboard name={name} role={role} permissions={permissions} />;
}
