// /app/matters, /app/matters/new and /app/matters/:matterId (issue 14 point 2). The client
// mirrors spec 6 (canViewCases / canCreateCases); the server enforces it and confidentiality.
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { MatterDeadlinesPanel } from '@client/features/compliance-tracker';
import { MatterDocumentsPanel } from '@client/features/documents';
import { InvoiceFromTimeButton, MatterInvoicesPanel } from '@client/features/invoice-generator';
import { MatterDetailPage, type MatterTab, MattersPage, NewMatterPage } from '@client/features/matters';
import { MatterAppointments } from '@client/features/client-portal';
import { MatterGenerationsPanel } from '@client/features/document-templates';
import { MatterTimePanel, StartTimerButton } from '@client/features/time-tracking';
import { useAppContext } from '../../layout/app-context';
import { PortalInbox } from './portal-inbox';
import { useInstalledKeys } from '../../layout/use-module-nav';

export function MattersRoute() {
  const { permissions } = useAppContext();
  return <MattersPage canCreate={permissions.canCreateCases} />;
}

export function NewMatterRoute() {
  const { me } = useAppContext();
  return <NewMatterPage currentUserId={me.user.id} />;
}

export function MatterRoute() {
  const { t } = useTranslation();
  const { matterId = '' } = useParams();
  const { permissions } = useAppContext();
  // Panels and buttons of modules built on matters, when the firm has installed them (decision 0090):
  // the deadline tracker's panel, and "Időmérés indítása" for users who record time (issue 17).
  const installed = useInstalledKeys();
  const has = (key: string) => installed.has(key);
  const tracking = permissions.canCreateTimeEntries && has('time-tracking');
  // "Számla a nem számlázott időből" (decision 0148): the invoices' write permission (decision 0145).
  const invoicing = permissions.canCreateTimeEntries && has('invoice-generator');
  const actions = (
    <>
      {tracking && <StartTimerButton matterId={matterId} />}
      {invoicing && <InvoiceFromTimeButton matterId={matterId} />}
    </>
  );
  // The case file's tabs (issue 38.3): each module's records of the matter, when installed and readable.
  const tabs: MatterTab[] = [
    ...(has('documents') && permissions.canViewDocuments ? [{ key: 'documents', label: t('matters.caseFile.documents'), render: () => <MatterDocumentsPanel matterId={matterId} /> }] : []),
    ...(has('time-tracking') && permissions.canViewTimeTracking
      ? [{ key: 'time', label: t('matters.caseFile.time'), render: () => <MatterTimePanel matterId={matterId} firmWide={permissions.canManageCompanyUsers} /> }]
      : []),
    ...(has('invoice-generator') && permissions.canViewTimeTracking ? [{ key: 'invoices', label: t('matters.caseFile.invoices'), render: () => <MatterInvoicesPanel matterId={matterId} /> }] : []),
    ...(has('document-generator') && permissions.canGenerateDocuments ? [{ key: 'generated', label: t('matters.caseFile.generated'), render: () => <MatterGenerationsPanel matterId={matterId} /> }] : []),
    // The client's portal messages about the matter (issue 35 point 2): the inbox filtered to it.
    ...(has('client-portal') && permissions.canViewContacts
      ? [{ key: 'messages', label: t('matters.caseFile.messages'), render: () => <PortalInbox matterId={matterId} emptyText={t('clientPortal.messages.firm.matterEmpty')} /> }]
      : []),
    // The client's appointments about the matter (issue 35 point 3, decision 0421).
    ...(has('client-portal') && permissions.canViewCases ? [{ key: 'appointments', label: t('matters.caseFile.appointments'), render: () => <MatterAppointments matterId={matterId} /> }] : []),
  ];
  return (
    <MatterDetailPage
      key={matterId}
      matterId={matterId}
      tabs={tabs}
      headerActions={tracking || invoicing ? actions : undefined}
      panels={has('compliance-tracker') ? (m) => <MatterDeadlinesPanel matterId={m.id} canEdit={permissions.canEditCases} defaultResponsibleId={m.responsibleLawyer?.id ?? null} /> : undefined}
    />
  );
}
