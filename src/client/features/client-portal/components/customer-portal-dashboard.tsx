// The customer's dashboard (spec 3.5, issue 35 point 1): the connected firm with the contact
// person, the three figures – unread messages, upcoming appointments, pending invoices – each a
// link to its page, the recent activities and the customer's matters, all from the customer's own
// rows (/api/client-portal/overview). A firm without the portal module shows only its name. The
// firm is named as the frame names it: its branding's display name when it has one (decision 0477).
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PortalMatter, PortalOverview } from '@shared/client-portal/client-portal.schemas';
import { LoadError } from '@client/components/errors/load-error';
import { type Column, DataTable } from '@client/components/ui/data-table';
import { isApiError } from '@client/lib/api-client';
import { formatDate, formatDateTime, formatNumber } from '@client/lib/format';
import { ownCompanyQueryOptions } from '@client/lib/own-company';
import { useQuery } from '@tanstack/react-query';
import { usePortalOverview } from '../api/portal-api';

const dotColors: Record<string, string> = {
  blue: 'bg-blue-500',
  indigo: 'bg-indigo-500',
  amber: 'bg-amber-500',
  green: 'bg-green-600',
  red: 'bg-red-600',
};

const card = 'rounded-xl border border-slate-200 bg-white p-5 dark:border-slate-700 dark:bg-slate-900';

export function CustomerPortalDashboard({ name, firmDisplayName = null }: { name: string; firmDisplayName?: string | null }) {
  const { t } = useTranslation();
  const overview = usePortalOverview();
  const notInstalled = isApiError(overview.error) && overview.error.code === 'MODULE_NOT_INSTALLED';
  return (
    <div className="space-y-8">
      <div>
        <p className="text-sm font-semibold tracking-wide text-indigo-700 uppercase dark:text-indigo-300">{t('roles.customer')}</p>
        <h1 className="mt-1 text-2xl sm:text-3xl font-bold text-slate-900 dark:text-white">{t('dashboard.greeting', { name })}</h1>
        {overview.data && overview.data.clients.length > 0 && (
          <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{t('clientPortal.dashboard.actingFor', { names: overview.data.clients.map((c) => c.name).join(', ') })}</p>
        )}
      </div>
      {notInstalled ? (
        <FirmOnly firmDisplayName={firmDisplayName} />
      ) : overview.isPending ? (
        <p role="status">{t('common.loading')}</p>
      ) : overview.isError ? (
        <LoadError error={overview.error} onRetry={() => void overview.refetch()} />
      ) : (
        <Loaded data={overview.data} firmDisplayName={firmDisplayName} />
      )}
    </div>
  );
}

/** Without the portal module: the firm's name, as before the portal existed. */
function FirmOnly({ firmDisplayName }: { firmDisplayName: string | null }) {
  const { t } = useTranslation();
  const company = useQuery(ownCompanyQueryOptions());
  return (
    <section aria-labelledby="connected-company" className={card}>
      <h2 id="connected-company" className="text-sm font-medium text-slate-700 dark:text-slate-300">
        {t('clientPortal.dashboard.connectedCompany')}
      </h2>
      <p className="mt-1 text-xl font-semibold text-slate-900 dark:text-white">{firmDisplayName ?? company.data?.name ?? ''}</p>
      <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">{t('clientPortal.dashboard.notInstalled')}</p>
    </section>
  );
}

function Loaded({ data, firmDisplayName }: { data: PortalOverview; firmDisplayName: string | null }) {
  const { t } = useTranslation();
  const { connectedCompany: firm, stats } = data;
  const figures = [
    { to: '/app/contact-company', label: t('clientPortal.dashboard.unreadMessages'), value: stats.unread_messages },
    { to: '/app/book-appointment?filter=upcoming', label: t('clientPortal.dashboard.upcomingAppointments'), value: stats.upcoming_appointments },
    { to: '/app/my-purchases?filter=pending', label: t('clientPortal.dashboard.pendingInvoices'), value: stats.pending_invoices },
  ];
  const columns: Column<PortalMatter>[] = [
    { key: 'number', header: t('clientPortal.dashboard.columns.number'), cell: (m) => m.number, sortValue: (m) => m.number },
    { key: 'title', header: t('clientPortal.dashboard.columns.title'), cell: (m) => m.title, sortValue: (m) => m.title },
    { key: 'status', header: t('clientPortal.dashboard.columns.status'), cell: (m) => t(`matters.status.${m.status}`), sortValue: (m) => m.status },
    { key: 'lawyer', header: t('clientPortal.dashboard.columns.lawyer'), cell: (m) => m.responsibleLawyer ?? '–', sortValue: (m) => m.responsibleLawyer },
    { key: 'opened', header: t('clientPortal.dashboard.columns.opened'), cell: (m) => formatDate(m.openedOn), sortValue: (m) => m.openedOn },
  ];
  return (
    <>
      {data.clients.length === 0 && <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-100">{t('clientPortal.dashboard.noClients')}</p>}
      <section aria-labelledby="connected-company" className={card}>
        <h2 id="connected-company" className="text-sm font-medium text-slate-700 dark:text-slate-300">
          {t('clientPortal.dashboard.connectedCompany')}
        </h2>
        <p className="mt-1 text-xl font-semibold text-slate-900 dark:text-white">{firmDisplayName ?? firm.name}</p>
        <dl className="mt-3 grid gap-2 text-sm sm:grid-cols-3">
          <div>
            <dt className="text-slate-600 dark:text-slate-400">{t('clientPortal.dashboard.contactPerson')}</dt>
            <dd className="font-medium text-slate-900 dark:text-white">{firm.contact ?? t('clientPortal.dashboard.noContact')}</dd>
          </div>
          <div>
            <dt className="text-slate-600 dark:text-slate-400">{t('clientPortal.dashboard.email')}</dt>
            <dd>
              {firm.email ? (
                <a className="font-medium text-indigo-700 underline dark:text-indigo-300" href={`mailto:${firm.email}`}>
                  {firm.email}
                </a>
              ) : (
                t('clientPortal.dashboard.noContact')
              )}
            </dd>
          </div>
          <div>
            <dt className="text-slate-600 dark:text-slate-400">{t('clientPortal.dashboard.phone')}</dt>
            <dd>
              {firm.phone ? (
                <a className="font-medium text-indigo-700 underline dark:text-indigo-300" href={`tel:${firm.phone.replace(/\s/g, '')}`}>
                  {firm.phone}
                </a>
              ) : (
                t('clientPortal.dashboard.noContact')
              )}
            </dd>
          </div>
        </dl>
      </section>
      <nav aria-label={t('clientPortal.dashboard.figures')} className="grid gap-4 sm:grid-cols-3">
        {figures.map((f) => (
          <Link key={f.to} to={f.to} className={`${card} block hover:border-indigo-400 focus-visible:outline-2 focus-visible:outline-indigo-600`}>
            <span className="block text-3xl font-bold text-slate-900 dark:text-white">{formatNumber(f.value)}</span>
            <span className="mt-1 block text-sm text-slate-700 dark:text-slate-300">{f.label}</span>
          </Link>
        ))}
      </nav>
      <section aria-labelledby="recent-activities" className={card}>
        <h2 id="recent-activities" className="text-lg font-semibold text-slate-900 dark:text-white">
          {t('clientPortal.dashboard.recentActivities')}
        </h2>
        {data.recentActivities.length === 0 ? (
          <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">{t('clientPortal.dashboard.noActivities')}</p>
        ) : (
          <ul className="mt-3 divide-y divide-slate-200 dark:divide-slate-700">
            {data.recentActivities.map((a) => (
              <li key={`${a.type}-${a.created_at}-${a.title}`} className="flex gap-3 py-3">
                <span aria-hidden="true" className={`mt-1.5 size-2.5 shrink-0 rounded-full ${dotColors[a.color] ?? 'bg-slate-400'}`} />
                {/* On a phone the time goes under the text, which keeps the width to wrap in. */}
                <div className="flex min-w-0 flex-1 flex-col gap-x-3 sm:flex-row">
                  <div className="min-w-0 flex-1">
                    <Link to={a.link} className="font-medium break-words text-slate-900 hover:underline dark:text-white">
                      <span className="sr-only">{t(`clientPortal.activity.${a.type}`)}: </span>
                      {a.title}
                    </Link>
                    {/* Wraps, never truncated: a money figure or a date must be read in full. */}
                    <p className="text-sm break-words text-slate-700 dark:text-slate-300">{a.description}</p>
                  </div>
                  <time dateTime={a.created_at} className="mt-1 text-xs text-slate-600 sm:mt-0 sm:shrink-0 dark:text-slate-400">
                    {formatDateTime(a.created_at)}
                  </time>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="my-matters" className="space-y-3">
        <h2 id="my-matters" className="text-lg font-semibold text-slate-900 dark:text-white">
          {t('clientPortal.dashboard.matters')}
        </h2>
        <DataTable
          label={t('clientPortal.dashboard.matters')}
          columns={columns}
          rows={data.matters}
          rowKey={(m) => m.id}
          loading={false}
          error={null}
          onRetry={() => undefined}
          emptyText={t('clientPortal.dashboard.noMatters')}
          initialSort="opened"
          initialDescending
          stackOnPhone
        />
      </section>
    </>
  );
}
