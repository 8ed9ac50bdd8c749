// The invoices tab of a matter's case file (issue 38.3): its invoices, drafts and corrections.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { InvoiceSummary } from '@shared/invoices/invoices.api.schemas';
import type { Column } from '@client/components/ui/data-table';
import { QueryTable } from '@client/components/ui/query-table';
import { useMatterInvoices } from '../api/invoices-api';
import { day, InvoiceStatusBadge, money } from './invoice-labels';

export function MatterInvoicesPanel({ matterId }: { matterId: string }) {
  const { t } = useTranslation();
  const invoices = useMatterInvoices(matterId);
  const columns: Column<InvoiceSummary>[] = [
    {
      key: 'number',
      header: t('invoices.columns.number'),
      cell: (i) => (
        <Link to={`/app/invoice-generator/${i.id}`} className="text-indigo-700 underline dark:text-indigo-300">
          {i.number ?? t('invoices.draftLabel')}
        </Link>
      ),
    },
    { key: 'kind', header: t('invoices.matterPanel.kind'), cell: (i) => t(`invoices.operation.${i.operation}`) },
    { key: 'issueDate', header: t('invoices.columns.issueDate'), cell: (i) => day(i.issueDate) },
    { key: 'due', header: t('invoices.columns.due'), cell: (i) => day(i.paymentDate) },
    { key: 'gross', header: t('invoices.columns.gross'), cell: (i) => <span className="whitespace-nowrap tabular-nums">{money(i.totals.gross, i.currency)}</span> },
    { key: 'status', header: t('invoices.columns.status'), cell: (i) => <InvoiceStatusBadge invoice={i} /> },
  ];
  return <QueryTable label={t('invoices.matterPanel.label')} columns={columns} query={invoices} emptyText={t('invoices.matterPanel.empty')} />;
}
