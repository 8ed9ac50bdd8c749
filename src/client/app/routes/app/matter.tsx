// /app/matters/:matterId (issue 14 point 2): the case file. The tabs other modules compose in
// are rendered only when chosen (the overview is the default), so their code is loaded then too:
// the page's first paint does not wait for six modules' panels (issue 40.5).
import { lazy, type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { LoadingSpinner } from '@client/components/ui/loading-spinner';
import { MatterDeadlinesPanel } from '@client/features/compliance-tracker';
import { InvoiceFromTimeButton } from '@client/features/invoice-generator';
import { MatterDetailPage, type MatterTab } from '@client/features/matters';
import { StartTimerButton } from '@client/features/time-tracking';
import { useAppContext } from '../../layout/app-context';
import { useInstalledKeys } from '../../layout/use-module-nav';

const MatterDocumentsPanel = lazy(() => import('@client/features/documents/components/matter-documents-panel').then((m) => ({ default: m.MatterDocumentsPanel })));
const MatterTimePanel = lazy(() => import('@client/features/time-tracking/components/matter-time-panel').then((m) => ({ default: m.MatterTimePanel })));
const MatterInvoicesPanel = lazy(() => import('@client/features/invoice-generator/components/matter-invoices-panel').then((m) => ({ default: m.MatterInvoicesPanel })));
const MatterGenerationsPanel = lazy(() => import('@client/features/document-templates/components/matter-generations-panel').then((m) => ({ default: m.MatterGenerationsPanel })));
const PortalInbox = lazy(() => import('./portal-inbox').then((m) => ({ default: m.PortalInbox })));
const MatterAppointments = lazy(() => import('@client/features/client-portal/components/matter-appointments').then((m) => ({ default: m.MatterAppointments })));

const tabPanel = (panel: ReactNode) => <Suspense fallback={<LoadingSpinner />}>{panel}</Suspense>;

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
    ...(has('documents') && permissions.canViewDocuments ? [{ key: 'documents', label: t('matters.caseFile.documents'), render: () => tabPanel(<MatterDocumentsPanel matterId={matterId} />) }] : []),
    ...(has('time-tracking') && permissions.canViewTimeTracking
      ? [{ key: 'time', label: t('matters.caseFile.time'), render: () => tabPanel(<MatterTimePanel matterId={matterId} firmWide={permissions.canManageCompanyUsers} />) }]
      : []),
    ...(has('invoice-generator') && permissions.canViewTimeTracking ? [{ key: 'invoices', label: t('matters.caseFile.invoices'), render: () => tabPanel(<MatterInvoicesPanel matterId={matterId} />) }] : []),
    ...(has('document-generator') && permissions.canGenerateDocuments ? [{ key: 'generated', label: t('matters.caseFile.generated'), render: () => tabPanel(<MatterGenerationsPanel matterId={matterId} />) }] : []),
    // The client's portal messages about the matter (issue 35 point 2): the inbox filtered to it.
    ...(has('client-portal') && permissions.canViewContacts
      ? [{ key: 'messages', label: t('matters.caseFile.messages'), render: () => tabPanel(<PortalInbox matterId={matterId} emptyText={t('clientPortal.messages.firm.matterEmpty')} />) }]
      : []),
    // The client's appointments about the matter (issue 35 point 3, decision 0421).
    ...(has('client-portal') && permissions.canViewCases ? [{ key: 'appointments', label: t('matters.caseFile.appointments'), render: () => tabPanel(<MatterAppointments matterId={matterId} />) }] : []),
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
