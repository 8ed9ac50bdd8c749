// /app/invoice-generator/:invoiceId: a draft opens in the editor; an issued document shows its
// content, NAV status, PDF and XML downloads, its corrections and — for an original — the storno.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { InvoiceDetail } from '@shared/invoice-generator/invoice-generator.api.schemas';
import { ObjectLoadError } from '@client/components/errors/object-load-error';
import { buttonClasses, Button } from '@client/components/ui/button';
import { Dialog, inputClasses } from '@client/components/ui/dialog';
import { PageHeader } from '@client/components/ui/page-header';
import { type Column, DataTable } from '@client/components/ui/data-table';
import { errorText } from '@client/lib/api-client';
import { invoiceUrl, useInvoice, useStorno } from '../api/invoices-api';
import { InvoiceEditorPage } from './invoice-editor-page';
import { day, InvoiceStatusBadge, money, NavBadge } from './invoice-labels';
import { NavReportPanel } from './nav-report-panel';
import { PaymentsPanel } from './payments-panel';

export function InvoiceDetailPage({ invoiceId, canWrite, canConfigure = false }: { invoiceId: string; canWrite: boolean; canConfigure?: boolean }) {
  const { t } = useTranslation();
  const invoice = useInvoice(invoiceId);
  if (invoice.isPending) return <p role="status">{t('invoiceGenerator.loading')}</p>;
  if (invoice.isError)
    return (
      <ObjectLoadError
        error={invoice.error}
        onRetry={() => void invoice.refetch()}
        title={t('invoiceGenerator.title')}
        missingText={t('invoiceGenerator.notFound')}
        back={{ to: '/app/invoice-generator', label: t('invoiceGenerator.back') }}
      />
    );
  if (invoice.data.status === 'draft') return canWrite ? <InvoiceEditorPage key={invoice.data.id} draft={invoice.data} canConfigure={canConfigure} /> : <IssuedView invoice={invoice.data} canWrite={false} />;
  return <IssuedView invoice={invoice.data} canWrite={canWrite} />;
}

type Line = InvoiceDetail['lines'][number];

function IssuedView({ invoice, canWrite }: { invoice: InvoiceDetail; canWrite: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const storno = useStorno(invoice.id);
  const [confirming, setConfirming] = useState(false);
  const [note, setNote] = useState('');
  const c = invoice.currency;
  const customer = invoice.customer as { name?: string; address?: { postalCode: string; city: string; addressLine: string } } | null;
  const canCancel = canWrite && invoice.status === 'issued' && invoice.operation === 'CREATE' && !invoice.cancelled;
  const lineColumns: Column<Line>[] = [
    { key: 'number', header: '#', cell: (l) => l.lineNumberReference ?? l.lineNumber },
    { key: 'description', header: t('invoiceGenerator.editor.description'), cell: (l) => l.description },
    {
      key: 'quantity',
      header: t('invoiceGenerator.editor.quantity'),
      cell: (l) => `${l.quantity.replace('.', ',')} ${l.unitOfMeasure === 'OWN' ? (l.unitOfMeasureOwn ?? '') : t(`invoiceGenerator.unit.${l.unitOfMeasure}`, { defaultValue: l.unitOfMeasure })}`,
      className: 'text-right tabular-nums',
    },
    { key: 'net', header: t('invoiceGenerator.totals.net'), cell: (l) => money(l.amounts.net, c), className: 'text-right tabular-nums whitespace-nowrap' },
    { key: 'vat', header: t('invoiceGenerator.editor.vat'), cell: (l) => (l.vat.code.match(/^\d+$/) ? `${l.vat.code}%` : l.vat.code) },
    { key: 'gross', header: t('invoiceGenerator.totals.gross'), cell: (l) => money(l.amounts.gross, c), className: 'text-right tabular-nums whitespace-nowrap' },
  ];

  return (
    <div className="space-y-6">
      <PageHeader
        title={invoice.operation === 'CREATE' ? t('invoiceGenerator.detail.title', { number: invoice.number }) : t(`invoiceGenerator.detail.${invoice.operation}`, { number: invoice.number })}
        actions={
          <>
            <a href={invoiceUrl(invoice.id, '/pdf')} download className={buttonClasses('primary')}>
              {t('invoiceGenerator.detail.pdf')}
            </a>
            <a href={invoiceUrl(invoice.id, '/xml')} download className={buttonClasses('secondary')}>
              {t('invoiceGenerator.detail.xml')}
            </a>
            {canCancel && (
              <Button variant="secondary" onClick={() => setConfirming(true)}>
                {t('invoiceGenerator.detail.storno')}
              </Button>
            )}
          </>
        }
      >
        <Link to="/app/invoice-generator" className="text-sm text-indigo-700 underline dark:text-indigo-300">
          {t('invoiceGenerator.back')}
        </Link>
      </PageHeader>
      <div className="flex flex-wrap items-center gap-3 text-sm">
        <InvoiceStatusBadge invoice={invoice} />
        <span>{t('invoiceGenerator.columns.nav')}:</span> <NavBadge nav={invoice.nav} />
        {invoice.originalInvoiceId && (
          <Link to={`/app/invoice-generator/${invoice.originalInvoiceId}`} className="text-indigo-700 underline dark:text-indigo-300">
            {t('invoiceGenerator.detail.original', { number: invoice.originalInvoiceNumber, index: invoice.modificationIndex })}
          </Link>
        )}
      </div>
      <dl className="grid gap-3 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-slate-700 dark:text-slate-300">{t('invoiceGenerator.editor.customer')}</dt>
          <dd className="font-medium">{customer?.name ?? invoice.customerName}</dd>
          {customer?.address && <dd>{`${customer.address.postalCode} ${customer.address.city}, ${customer.address.addressLine}`}</dd>}
        </div>
        <div>
          <dt className="text-slate-700 dark:text-slate-300">{t('invoiceGenerator.columns.issueDate')}</dt>
          <dd className="font-medium">{day(invoice.issueDate)}</dd>
        </div>
        <div>
          <dt className="text-slate-700 dark:text-slate-300">{t('invoiceGenerator.editor.deliveryDate')}</dt>
          <dd className="font-medium">{day(invoice.deliveryDate)}</dd>
        </div>
        <div>
          <dt className="text-slate-700 dark:text-slate-300">{t('invoiceGenerator.columns.due')}</dt>
          <dd className="font-medium">{day(invoice.paymentDate)}</dd>
        </div>
        <div>
          <dt className="text-slate-700 dark:text-slate-300">{t('invoiceGenerator.editor.paymentMethod')}</dt>
          <dd className="font-medium">{t(`invoiceGenerator.paymentMethod.${invoice.paymentMethod}`)}</dd>
        </div>
        {c !== 'HUF' && (
          <div>
            <dt className="text-slate-700 dark:text-slate-300">{t('invoiceGenerator.editor.exchangeRate')}</dt>
            <dd className="font-medium">{`1 ${c} = ${invoice.exchangeRate.replace(/\.?0+$/, '').replace('.', ',')} Ft`}</dd>
          </div>
        )}
      </dl>
      {invoice.payment && <PaymentsPanel invoice={invoice} canWrite={canWrite} />}
      <NavReportPanel nav={invoice.nav} resubmit={canWrite && invoice.number ? { id: invoice.id, number: invoice.number } : null} />
      <DataTable
        label={t('invoiceGenerator.editor.lines')}
        caption={t('invoiceGenerator.editor.lines')}
        tableClassName="min-w-[36rem]"
        rows={invoice.lines}
        rowKey={(l) => l.id}
        emptyText={t('invoiceGenerator.detail.noLines')}
        columns={lineColumns}
      />
      <section aria-label={t('invoiceGenerator.editor.totals')} className="rounded-xl bg-slate-50 p-4 text-sm dark:bg-slate-800">
        <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-1 sm:max-w-md">
          {invoice.byVat.map((g) => (
            <div key={`${g.code}${g.reason ?? ''}`} className="contents">
              <dt>{t('invoiceGenerator.detail.vatGroup', { code: g.code.match(/^\d+$/) ? `${g.code}%` : g.code })}</dt>
              {/* "nettó -210 000 Ft, áfa -56 700 Ft": named amounts, so a storno's negative VAT is not "+ -56 700 Ft"; a narrow screen breaks after the comma. */}
              <dd className="text-right tabular-nums">
                <span className="whitespace-nowrap">{t('invoiceGenerator.detail.groupNet', { amount: money(g.amounts.net, c) })}</span>,{' '}
                <span className="whitespace-nowrap">{t('invoiceGenerator.detail.groupVat', { amount: money(g.amounts.vat, c) })}</span>
              </dd>
            </div>
          ))}
          <dt className="font-semibold">{t('invoiceGenerator.totals.gross')}</dt>
          <dd className="text-right font-semibold tabular-nums">{money(invoice.totals.gross, c)}</dd>
          {c !== 'HUF' && (
            <>
              <dt>{t('invoiceGenerator.totals.grossHuf')}</dt>
              <dd className="text-right tabular-nums">{money(invoice.totals.grossHUF, 'HUF')}</dd>
            </>
          )}
        </dl>
      </section>
      {invoice.corrections.length > 0 && (
        <section className="space-y-2">
          <h2 className="text-lg font-semibold">{t('invoiceGenerator.detail.corrections')}</h2>
          <ul className="list-disc pl-5 text-sm">
            {invoice.corrections.map((k) => (
              <li key={k.id}>
                <Link to={`/app/invoice-generator/${k.id}`} className="text-indigo-700 underline dark:text-indigo-300">
                  {k.number}
                </Link>
                {` – ${t(`invoiceGenerator.operation.${k.operation}`)}, ${day(k.issueDate)}`}
              </li>
            ))}
          </ul>
        </section>
      )}
      <Dialog open={confirming} title={t('invoiceGenerator.detail.stornoTitle', { number: invoice.number })} onClose={() => setConfirming(false)}>
        <p className="text-sm">{t('invoiceGenerator.detail.stornoText')}</p>
        <label htmlFor="storno-note" className="mt-3 block text-sm font-medium">
          {t('invoiceGenerator.detail.stornoReason')}
        </label>
        <input id="storno-note" value={note} onChange={(e) => setNote(e.target.value)} className={inputClasses} />
        {storno.error && (
          <p role="alert" className="mt-2 text-sm text-red-700 dark:text-red-300">
            {errorText(storno.error)}
          </p>
        )}
        <div className="mt-4 flex gap-3">
          <Button
            onClick={() =>
              storno.mutate(note, {
                onSuccess: (created) => {
                  setConfirming(false);
                  void navigate(`/app/invoice-generator/${created.id}`);
                },
              })
            }
            disabled={storno.isPending}
          >
            {t('invoiceGenerator.detail.confirmStorno')}
          </Button>
          <Button variant="secondary" onClick={() => setConfirming(false)}>
            {t('invoiceGenerator.cancel')}
          </Button>
        </div>
      </Dialog>
    </div>
  );
}
