// /app/hospitality/* (issue 37). The client mirrors the server's permissions of decision 0347
// (shared/hospitality/permissions.ts); the server enforces them.
import { hospitalityPermissions as can } from '@shared/hospitality/permissions';
import { PropertiesPage } from '@client/features/hospitality';
import { useAppContext } from '../../layout/app-context';

function useCan() {
  const { permissions } = useAppContext();
  return (action: keyof typeof can) => permissions[can[action]];
}

export function HospitalityPropertiesRoute() {
  const allowed = useCan();
  return <PropertiesPage canConfigure={allowed('configure')} />;
}
