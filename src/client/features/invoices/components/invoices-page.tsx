// /app/invoice-generator: the firm's invoices and drafts with NAV and payment status, filtered by
// status and searched by number or buyer.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { invoiceStatusFilter, type InvoiceSummary } from '@shared/invoices/invoices.api.schemas';
import { buttonClasses } from '@client/components/ui/button';
import { type Column, DataTable } from '@client/components/ui/data-table';
import { PageHeader } from '@client/components/ui/page-header';
import { NavCredentialsForm } from './nav-credentials-form';
import { Pager } from '@client/components/ui/pager';
import { SearchField } from '@client/components/ui/search-field';
import { INVOICES_PAGE_SIZE, useInvoices } from '../api/invoices-api';
import { day, InvoiceStatusBadge, money, NavBadge } from './invoice-labels';
import { ReceivablesPanel } from './receivables-panel';

export function InvoicesPage({ canWrite, canConfigure = false }: { canWrite: boolean; canConfigure?: boolean }) {
  const { t } = useTranslation();
  const [status, setStatus] = useState<(typeof invoiceStatusFilter)[number]>('all');
  const [q, setQ] = useState('');
  const [offset, setOffset] = useState(0);
  const list = useInvoices({ status, q, offset });

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
    { key: 'customer', header: t('invoices.columns.customer'), cell: (i) => i.customerName || '–' },
    { key: 'issueDate', header: t('invoices.columns.issueDate'), cell: (i) => day(i.issueDate) },
    { key: 'due', header: t('invoices.columns.due'), cell: (i) => day(i.paymentDate) },
    { key: 'gross', header: t('invoices.columns.gross'), cell: (i) => <span className="whitespace-nowrap tabular-nums">{money(i.totals.gross, i.currency)}</span> },
    { key: 'status', header: t('invoices.columns.status'), cell: (i) => <InvoiceStatusBadge invoice={i} /> },
    { key: 'nav', header: t('invoices.columns.nav'), cell: (i) => <NavBadge nav={i.nav} /> },
  ];

  return (
    <div className="space-y-6">
      <PageHeader
        title={t('invoices.title')}
        actions={
          canWrite && (
            <Link to="/app/invoice-generator/new" className={buttonClasses('primary')}>
              {t('invoices.new')}
            </Link>
          )
        }
      />
      <ReceivablesPanel />
      <SearchField label={t('invoices.search')} value={q} onChange={(v) => { setQ(v); setOffset(0); }} />
      <div role="group" aria-label={t('invoices.statusFilter')} className="flex flex-wrap gap-2">
        {invoiceStatusFilter.map((s) => (
          <button
            key={s}
            type="button"
            aria-pressed={status === s}
            onClick={() => { setStatus(s); setOffset(0); }}
            className={`min-h-11 rounded-full border px-3 text-sm ${status === s ? 'border-indigo-600 bg-indigo-600 text-white' : 'border-slate-300 bg-white text-slate-900 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100'}`}
          >
            {t(`invoices.filter.${s}`)}
          </button>
        ))}
      </div>
      <DataTable
        label={t('invoices.title')}
        columns={columns}
        rows={list.data?.items}
        rowKey={(i) => i.id}
        loading={list.isPending}
        error={list.isError}
        onRetry={() => void list.refetch()}
        emptyText={t('invoices.empty')}
      />
      {list.data && <Pager total={list.data.total} offset={offset} pageSize={INVOICES_PAGE_SIZE} onChange={setOffset} />}
      {canConfigure && (
        <details className="rounded-lg">
          <summary className="min-h-11 cursor-pointer py-2 text-sm font-medium text-indigo-700 underline dark:text-indigo-300">{t('invoices.navCredentials.open')}</summary>
          <NavCredentialsForm />
        </details>
      )}
    </div>
  );
}
