// The invoices tab of a matter's case file (issue 38.3): its invoices, drafts and corrections.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { InvoiceSummary } from '@shared/invoice-generator/invoice-generator.api.schemas';
import type { Column } from '@client/components/ui/data-table';
import { QueryTable } from '@client/components/ui/query-table';
import { MATTER_INVOICES_PAGE_SIZE, useMatterInvoices } from '../api/invoices-api';
import { day, InvoiceStatusBadge, money } from './invoice-labels';

export function MatterInvoicesPanel({ matterId }: { matterId: string }) {
  const { t } = useTranslation();
  const [offset, setOffset] = useState(0);
  const invoices = useMatterInvoices(matterId, offset);
  const columns: Column<InvoiceSummary>[] = [
    {
      key: 'number',
      header: t('invoiceGenerator.columns.number'),
      cell: (i) => (
        <Link to={`/app/invoice-generator/${i.id}`} className="text-indigo-700 underline dark:text-indigo-300">
          {i.number ?? t('invoiceGenerator.draftLabel')}
        </Link>
      ),
    },
    { key: 'kind', header: t('invoiceGenerator.matterPanel.kind'), cell: (i) => t(`invoiceGenerator.operation.${i.operation}`) },
    { key: 'issueDate', header: t('invoiceGenerator.columns.issueDate'), cell: (i) => day(i.issueDate) },
    { key: 'due', header: t('invoiceGenerator.columns.due'), cell: (i) => day(i.paymentDate) },
    { key: 'gross', header: t('invoiceGenerator.columns.gross'), cell: (i) => <span className="whitespace-nowrap tabular-nums">{money(i.totals.gross, i.currency)}</span> },
    { key: 'status', header: t('invoiceGenerator.columns.status'), cell: (i) => <InvoiceStatusBadge invoice={i} /> },
  ];
  return (
    <QueryTable
      label={t('invoiceGenerator.matterPanel.label')}
      columns={columns}
      query={invoices}
      emptyText={t('invoiceGenerator.matterPanel.empty')}
      pager={{ offset, pageSize: MATTER_INVOICES_PAGE_SIZE, onChange: setOffset }}
    />
  );
}
