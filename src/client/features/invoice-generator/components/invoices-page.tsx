// /app/invoice-generator: the firm's invoices and drafts with NAV and payment status, filtered by
// status and searched by number or buyer.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { invoiceStatusFilter, type InvoiceSummary } from '@shared/invoice-generator/invoice-generator.api.schemas';
import { buttonClasses } from '@client/components/ui/button';
import { type Column } from '@client/components/ui/data-table';
import { PageHeader } from '@client/components/ui/page-header';
import { SearchField } from '@client/components/ui/search-field';
import { INVOICES_PAGE_SIZE, useInvoices } from '../api/invoices-api';
import { InvoiceFromTimeDialogButton } from './invoice-from-time-dialog';
import { SellerSettingsNotice } from './seller-settings-notice';
import { day, InvoiceStatusBadge, money, NavBadge } from './invoice-labels';
import { NavRejectedPanel } from './nav-problems';
import { ReceivablesPanel } from './receivables-panel';
import { FilterChips } from '@client/components/ui/filter-chips';
import { QueryTable } from '@client/components/ui/query-table';

export function InvoicesPage({ canWrite, canConfigure = false }: { canWrite: boolean; canConfigure?: boolean }) {
  const { t } = useTranslation();
  const [status, setStatus] = useState<(typeof invoiceStatusFilter)[number]>('all');
  const [q, setQ] = useState('');
  const [offset, setOffset] = useState(0);
  const list = useInvoices({ status, q, offset });

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
    { key: 'customer', header: t('invoiceGenerator.columns.customer'), cell: (i) => i.customerName || '–' },
    { key: 'issueDate', header: t('invoiceGenerator.columns.issueDate'), cell: (i) => day(i.issueDate) },
    { key: 'due', header: t('invoiceGenerator.columns.due'), cell: (i) => day(i.paymentDate) },
    { key: 'gross', header: t('invoiceGenerator.columns.gross'), cell: (i) => <span className="whitespace-nowrap tabular-nums">{money(i.totals.gross, i.currency)}</span> },
    { key: 'status', header: t('invoiceGenerator.columns.status'), cell: (i) => <InvoiceStatusBadge invoice={i} /> },
    { key: 'nav', header: t('invoiceGenerator.columns.nav'), cell: (i) => <NavBadge nav={i.nav} /> },
  ];

  return (
    <div className="space-y-6">
      <PageHeader
        title={t('invoiceGenerator.title')}
        actions={
          <>
            {canConfigure && (
              <Link to="/app/invoice-generator/settings" className={buttonClasses('secondary')}>
                {t('invoiceGenerator.settings.open')}
              </Link>
            )}
            {canWrite && <InvoiceFromTimeDialogButton />}
            {canWrite && (
              <Link to="/app/invoice-generator/new" className={buttonClasses('primary')}>
                {t('invoiceGenerator.new')}
              </Link>
            )}
          </>
        }
      />
      <SellerSettingsNotice canConfigure={canConfigure} />
      <NavRejectedPanel canWrite={canWrite} />
      <ReceivablesPanel />
      <SearchField
        label={t('invoiceGenerator.search')}
        value={q}
        onChange={(v) => {
          setQ(v);
          setOffset(0);
        }}
      />
      <FilterChips
        label={t('invoiceGenerator.statusFilter')}
        options={invoiceStatusFilter}
        value={status}
        onChange={(s) => {
          setStatus(s);
          setOffset(0);
        }}
        optionLabel={(s) => t(`invoiceGenerator.filter.${s}`)}
      />
      <QueryTable label={t('invoiceGenerator.title')} columns={columns} query={list} emptyText={t('invoiceGenerator.empty')} pager={{ offset, pageSize: INVOICES_PAGE_SIZE, onChange: setOffset }} stackOnPhone />
    </div>
  );
}
