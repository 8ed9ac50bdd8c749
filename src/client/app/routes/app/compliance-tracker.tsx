// /app/compliance-tracker (issue 18): the deadline tracker. The client mirrors spec 6
// (canViewCases to see, canEditCases to change); the server enforces it and confidentiality.
// With the client portal, the open complaints' answer deadlines follow (decision 0406).
import { DeadlinesPage } from '@client/features/compliance-tracker';
import { OpenComplaintsCard } from '@client/features/client-portal';
import { useAppContext } from '../../layout/app-context';
import { useInstalledKeys } from '../../layout/use-module-nav';

export function ComplianceTrackerRoute() {
  const { permissions } = useAppContext();
  const installed = useInstalledKeys();
  const portal = installed.has('client-portal');
  return (
    <div className="space-y-6">
      <DeadlinesPage canEdit={permissions.canEditCases} canManageFirm={permissions.canManageOwnCompany} />
      {portal && permissions.canViewContacts && <OpenComplaintsCard />}
    </div>
  );
}
