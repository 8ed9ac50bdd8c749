// /app/invoice-generator, …/new and …/:invoiceId (issue 17 point 2). The client mirrors the
// server's permissions (decision 0145); the server enforces them.
import { useParams } from 'react-router';
import { InvoiceDetailPage, InvoiceEditorPage, InvoiceSettingsPage, InvoicesPage } from '@client/features/invoice-generator';
import { useAppContext } from '../../layout/app-context';

export function InvoicesRoute() {
  const { permissions } = useAppContext();
  return <InvoicesPage canWrite={permissions.canCreateTimeEntries} canConfigure={permissions.canEditSettings} />;
}

export function NewInvoiceRoute() {
  const { permissions } = useAppContext();
  return <InvoiceEditorPage canConfigure={permissions.canEditSettings} />;
}

export function InvoiceRoute() {
  const { invoiceId = '' } = useParams();
  const { permissions } = useAppContext();
  return <InvoiceDetailPage key={invoiceId} invoiceId={invoiceId} canWrite={permissions.canCreateTimeEntries} canConfigure={permissions.canEditSettings} />;
}

export function InvoiceSettingsRoute() {
  return <InvoiceSettingsPage />;
}
