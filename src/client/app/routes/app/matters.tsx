// /app/matters, /app/matters/new and /app/matters/:matterId (issue 14 point 2). The client
// mirrors spec 6 (canViewCases / canCreateCases); the server enforces it and confidentiality.
import { useParams } from 'react-router';
import { MatterDeadlinesPanel } from '@client/features/deadlines';
import { InvoiceFromTimeButton } from '@client/features/invoices';
import { MatterDetailPage, MattersPage, NewMatterPage } from '@client/features/matters';
import { useInstalledModules } from '@client/features/modules';
import { StartTimerButton } from '@client/features/tracking';
import { useAppContext } from '../../layout/app-context';

export function MattersRoute() {
  const { permissions } = useAppContext();
  return <MattersPage canCreate={permissions.canCreateCases} />;
}

export function NewMatterRoute() {
  const { me } = useAppContext();
  return <NewMatterPage currentUserId={me.user.id} />;
}

export function MatterRoute() {
  const { matterId = '' } = useParams();
  const { permissions } = useAppContext();
  // Panels and buttons of modules built on matters, when the firm has installed them (decision 0090):
  // the deadline tracker's panel, and "Időmérés indítása" for users who record time (issue 17).
  const installed = useInstalledModules(permissions.canUseModules);
  const has = (key: string) => installed.data?.modules.some((m) => m.key === key) ?? false;
  const tracking = permissions.canCreateTimeEntries && has('time-tracking');
  // "Számla a nem számlázott időből" (decision 0148): the invoices' write permission (decision 0145).
  const invoicing = permissions.canCreateTimeEntries && has('invoice-generator');
  const actions = (
    <>
      {tracking && <StartTimerButton matterId={matterId} />}
      {invoicing && <InvoiceFromTimeButton matterId={matterId} />}
    </>
  );
  return (
    <MatterDetailPage
      key={matterId}
      matterId={matterId}
      headerActions={tracking || invoicing ? actions : undefined}
      panels={has('compliance-tracker') ? (m) => <MatterDeadlinesPanel matterId={m.id} canEdit={permissions.canEditCases} defaultResponsibleId={m.responsibleLawyer?.id ?? null} /> : undefined}
    />
  );
}
