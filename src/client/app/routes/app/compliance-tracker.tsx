// /app/compliance-tracker (issue 18): the deadline tracker. The client mirrors spec 6
// (canViewCases to see, canEditCases to change); the server enforces it and confidentiality.
// With the client portal, the open complaints' answer deadlines follow (decision 0406).
import { DeadlinesPage } from '@client/features/deadlines';
import { useInstalledModules } from '@client/features/modules';
import { OpenComplaintsCard } from '@client/features/portal';
import { useAppContext } from '../../layout/app-context';

export function ComplianceTrackerRoute() {
  const { permissions } = useAppContext();
  const installed = useInstalledModules();
  const portal = installed.data?.modules.some((m) => m.key === 'client-portal') ?? false;
  return (
    <div className="space-y-6">
      <DeadlinesPage canEdit={permissions.canEditCases} canManageFirm={permissions.canManageOwnCompany} />
      {portal && permissions.canViewContacts && <OpenComplaintsCard />}
    </div>
  );
}
