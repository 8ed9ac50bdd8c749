// /app and /app/dashboard: the dashboard of the role shown (spec 2.4). An unknown role falls
// back to the loading text, as the layout only ever passes a held role.
import { AdminDashboard } from '@client/features/admin';
import { CustomerDashboard, FirmDashboard } from '@client/features/dashboard';
import { useAppContext } from '../../layout/app-context';

export function DashboardRoute() {
  const { me, role, permissions } = useAppContext();
  const name = me.user.name || me.user.email;
  if (role === 'admin') return <AdminDashboard name={name} />;
  if (role === 'customer') return <CustomerDashboard name={name} />;
  return <FirmDashboard name={name} role={role} permissions={permissions} />;
}
