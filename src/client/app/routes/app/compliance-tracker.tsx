// /app/compliance-tracker (issue 18): the deadline tracker. The client mirrors spec 6
// (canViewCases to see, canEditCases to change); the server enforces it and confidentiality.
import { DeadlinesPage } from '@client/features/deadlines';
import { useAppContext } from '../../layout/app-context';

export function ComplianceTrackerRoute() {
  const { permissions } = useAppContext();
  return <DeadlinesPage canEdit={permissions.canEditCases} canManageFirm={permissions.canManageOwnCompany} />;
}
