// /app/matters, /app/matters/new (issue 14 point 2) and /app/matters/tasks (decision 0500); a matter's page is matter.tsx, so the
// list does not load the case file's panels. The client mirrors spec 6 (canViewCases /
// canCreateCases); the server enforces it and confidentiality.
import { MattersPage, MatterTasksPage, NewMatterPage } from '@client/features/matters';
import { useAppContext } from '../../layout/app-context';

export function MattersRoute() {
  const { permissions } = useAppContext();
  return <MattersPage canCreate={permissions.canCreateCases} />;
}

export function NewMatterRoute() {
  const { me } = useAppContext();
  return <NewMatterPage currentUserId={me.user.id} />;
}

export function MatterTasksRoute() {
  const { permissions } = useAppContext();
  return <MatterTasksPage canEdit={permissions.canEditCases} />;
}
