// /app/tracking (issue 17 point 1). The client mirrors canViewTimeTracking / canCreateTimeEntries;
// the server enforces them, the module gate and the entries' ownership.
import { TrackingPage } from '@client/features/time-tracking';
import { useAppContext } from '../../layout/app-context';

export function TrackingRoute() {
  const { permissions } = useAppContext();
  return <TrackingPage canRecord={permissions.canCreateTimeEntries} />;
}
