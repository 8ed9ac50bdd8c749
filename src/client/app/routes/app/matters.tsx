// /app/matters, /app/matters/new and /app/matters/:matterId (issue 14 point 2). The client
// mirrors spec 6 (canViewCases / canCreateCases); the server enforces it and confidentiality.
import { useParams } from 'react-router';
import { MatterDetailPage, MattersPage, NewMatterPage } from '@client/features/matters';
import { useStore } from '@client/features/modules';
import { StartTimerButton } from '@client/features/tracking';
import { useAppContext } from '../../layout/app-context';
import { RequirePermission } from '../../require-permission';

export function MattersRoute() {
  const { permissions } = useAppContext();
  return (
    <RequirePermission permission="canViewCases">
      <MattersPage canCreate={permissions.canCreateCases} />
    </RequirePermission>
  );
}

export function NewMatterRoute() {
  const { me } = useAppContext();
  return (
    <RequirePermission permission="canCreateCases">
      <NewMatterPage currentUserId={me.user.id} />
    </RequirePermission>
  );
}

export function MatterRoute() {
  const { matterId = '' } = useParams();
  const { permissions } = useAppContext();
  // "Időmérés indítása" when the firm has time tracking and the user records time (issue 17).
  const store = useStore(permissions.canCreateTimeEntries);
  const tracking = permissions.canCreateTimeEntries && store.data?.modules.some((m) => m.key === 'time-tracking' && m.installed);
  return (
    <RequirePermission permission="canViewCases">
      <MatterDetailPage key={matterId} matterId={matterId} headerActions={tracking ? <StartTimerButton matterId={matterId} /> : undefined} />
    </RequirePermission>
  );
}
