// The dashboard of a firm's staff (tenant administrator or lawyer): real figures of the firm —
// with invoicing installed its money figures too (issue 38.10) — and the next steps their role allows.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PermissionSet } from '@shared/permissions/permissions';
import { LoadError } from '@client/components/errors/load-error';
import { formatDate, formatNumber } from '@client/lib/format';
import { formatHuf } from '@shared/hu/format';
import { useContactsTotal, useDeadlineFigures, useMatterStats, useMoneyFigures, useOwnCompany, usePipelineFigures } from '../api/dashboard-api';

/** "2 263 017 Ft": the no-break space before a trailing unit becomes a normal one, the only place the figure may wrap. */
function unitMayWrap(text: string): string {
  return text.replace(/\u00a0(?=[^\d\s\u00a0]+$)/, ' ');
}

/**
 * One figure from the server: its value, "loading", or — after a failed request — nothing made up.
 * A figure with a note line (`note` given, empty until the data arrives) keeps that line's height
 * while loading, so the cards below do not move when the figures arrive (layout shift, issue 40.5).
 */
/** `to`: the list the figure counts (its label links there). */
function Stat({ label, query, format = formatNumber, note, to }: { label: string; query: { data?: number; isPending: boolean; isError: boolean }; format?: (n: number) => string; note?: string; to?: string }) {
  const { t } = useTranslation();
  const value = query.isError ? undefined : query.data;
  return (
    // A container: the figure's size follows the card's width, not the window's, so "2 263 017 Ft"
    // fits a quarter of a 1280 px page; as a last resort the unit ("Ft") may go to the next line.
    <div className="@container min-w-0 rounded-xl border border-slate-200 bg-white p-5 dark:border-slate-700 dark:bg-slate-900">
      <p className="text-sm text-slate-700 dark:text-slate-300">
        {to ? (
          <Link to={to} className="text-indigo-700 underline dark:text-indigo-300">
            {label}
          </Link>
        ) : (
          label
        )}
      </p>
      <p className="mt-1 text-2xl font-bold text-slate-900 @[15rem]:text-3xl dark:text-white">
        {value !== undefined ? unitMayWrap(format(value)) : <span className="text-base font-normal">{t(query.isError ? 'dashboard.figureUnavailable' : 'common.loading')}</span>}
      </p>
      {note !== undefined && <p className="mt-1 min-h-5 text-sm text-slate-700 dark:text-slate-300">{value !== undefined ? note : ''}</p>}
    </div>
  );
}

/** `deadlines`: the firm has the deadline tracker installed (the route knows the firm's modules). */
/** `pipeline`: the firm has the opportunities module installed. */
/** `deadlineLists`: the overdue and due-this-week lists, composed in by the route (the deadlines feature). */
/** `invoicing`: the firm has the invoice generator installed (its money figures are shown). */
export function FirmDashboard({
  name,
  role,
  permissions,
  deadlines = false,
  pipeline = false,
  invoicing = false,
  deadlineLists,
}: {
  name: string;
  role: 'tenant' | 'lawyer';
  permissions: PermissionSet;
  deadlines?: boolean;
  pipeline?: boolean;
  invoicing?: boolean;
  deadlineLists?: ReactNode;
}) {
  const { t } = useTranslation();
  const company = useOwnCompany();
  const contacts = useContactsTotal(permissions.canViewContacts);
  // Matters the user may see (a confidential matter of another team is in no figure).
  const matters = useMatterStats(permissions.canViewCases);
  const matterFigure = (key: keyof NonNullable<typeof matters.data>) => ({ ...matters, data: matters.data?.[key] });
  // The firm's administrator sees the firm's tasks, everyone else their own – as the deadlines.
  const firmTasks = role === 'tenant';
  // The firm's head sees the firm's deadlines, a lawyer their own.
  const deadlineStats = useDeadlineFigures(deadlines && permissions.canViewCases);
  const deadlineFigure = (key: 'overdue' | 'dueThisWeek') => ({ ...deadlineStats, data: deadlineStats.data?.[role === 'tenant' ? key : key === 'overdue' ? 'mineOverdue' : 'mineDueThisWeek'] });
  const pipelineStats = usePipelineFigures(pipeline && permissions.canViewOpportunities);
  const showMoney = invoicing && permissions.canViewTimeTracking;
  const money = useMoneyFigures(showMoney);
  const moneyFigure = (key: 'receivablesHuf' | 'overdueHuf' | 'unbilledHuf' | 'revenueThisMonthHuf') => ({ ...money, data: money.data?.[key] });
  const links =
    role === 'tenant'
      ? ([
          ['/app/settings', 'companySettings'],
          ['/app/customers', 'customers'],
          ['/app/modulstore', 'modulstore'],
        ] as const)
      : ([
          ['/app/customers', 'customers'],
          ['/app/kb', 'kb'],
          ['/app/profile', 'profile'],
        ] as const);
  return (
    <div className="space-y-8">
      <div>
        <p className="text-sm font-semibold tracking-wide text-indigo-700 uppercase dark:text-indigo-300">{t(`roles.${role}`)}</p>
        <h1 className="mt-1 text-2xl sm:text-3xl font-bold text-slate-900 dark:text-white">{t('dashboard.greeting', { name })}</h1>
        {/* The firm's name arrives after the greeting: its line is kept meanwhile, so the figures do not move down. */}
        <p className="mt-2 min-h-6 text-slate-700 dark:text-slate-300">{company.data?.name}</p>
      </div>
      {(company.isError || contacts.isError || matters.isError) && (
        <LoadError
          error={company.error ?? contacts.error ?? matters.error}
          onRetry={() => {
            if (company.isError) void company.refetch();
            if (contacts.isError) void contacts.refetch();
            if (matters.isError) void matters.refetch();
          }}
        />
      )}
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        <Stat label={t('home.firm.members')} query={{ ...company, data: company.data?.memberCount }} />
        {permissions.canViewContacts && <Stat label={t('home.firm.contacts')} query={contacts} />}
        {permissions.canViewCases && (
          <>
            <Stat label={t('matters.stats.open')} query={matterFigure('openMatters')} />
            <Stat label={t('matters.stats.mine')} query={matterFigure('myMatters')} />
            <Stat
              label={t(firmTasks ? 'matters.stats.dueThisWeek' : 'matters.stats.mineDueThisWeek')}
              query={matterFigure(firmTasks ? 'tasksDueThisWeek' : 'myTasksDueThisWeek')}
              to={`/app/matters/tasks?due=week${firmTasks ? '' : '&mine=true'}`}
            />
            <Stat
              label={t(firmTasks ? 'matters.stats.overdueTasks' : 'matters.stats.mineOverdueTasks')}
              query={matterFigure(firmTasks ? 'tasksOverdue' : 'myTasksOverdue')}
              to={`/app/matters/tasks?due=overdue${firmTasks ? '' : '&mine=true'}`}
            />
          </>
        )}
        {pipeline && permissions.canViewOpportunities && <Stat label={t('opportunities.stats.pipeline')} query={{ ...pipelineStats, data: pipelineStats.data?.pipelineValueHuf }} format={formatHuf} />}
        {deadlines && permissions.canViewCases && (
          <>
            <Stat label={t(role === 'tenant' ? 'complianceTracker.page.firmOverdue' : 'complianceTracker.page.mineOverdue')} query={deadlineFigure('overdue')} />
            <Stat label={t(role === 'tenant' ? 'complianceTracker.page.firmThisWeek' : 'complianceTracker.page.mineThisWeek')} query={deadlineFigure('dueThisWeek')} />
          </>
        )}
      </div>
      {showMoney && (
        <section aria-labelledby="dashboard-money" className="space-y-3">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h2 id="dashboard-money" className="text-lg font-semibold text-slate-900 dark:text-white">
              {t('home.firm.money.title')}
            </h2>
            <Link to="/app/invoice-generator" className="text-sm font-medium text-indigo-700 underline dark:text-indigo-300">
              {t('home.firm.money.link')}
            </Link>
          </div>
          {money.isError && <LoadError error={money.error} onRetry={() => void money.refetch()} />}
          <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
            <Stat
              label={t('home.firm.money.receivables')}
              query={moneyFigure('receivablesHuf')}
              format={formatHuf}
              note={money.data ? t('home.firm.money.receivablesNote', { count: money.data.receivableInvoices }) : ''}
            />
            <Stat label={t('home.firm.money.overdue')} query={moneyFigure('overdueHuf')} format={formatHuf} note={money.data ? t('home.firm.money.overdueNote', { count: money.data.overdueInvoices }) : ''} />
            <Stat
              label={t('home.firm.money.unbilled')}
              query={moneyFigure('unbilledHuf')}
              format={formatHuf}
              note={money.data ? t('home.firm.money.unbilledNote', { hours: formatNumber(money.data.unbilledHours) }) : ''}
            />
            <Stat label={t('home.firm.money.revenue')} query={moneyFigure('revenueThisMonthHuf')} format={formatHuf} />
          </div>
          <p className="min-h-5 text-sm text-slate-700 dark:text-slate-300">{money.data && t('home.firm.money.asOf', { date: formatDate(money.data.asOf) })}</p>
        </section>
      )}
      {deadlines && permissions.canViewCases && deadlineLists}
      <nav aria-label={t('home.nextSteps')} className="grid gap-4 sm:grid-cols-3">
        {links.map(([to, key]) => (
          <Link key={to} to={to} className="rounded-xl border border-slate-200 bg-white p-5 hover:border-indigo-400 dark:border-slate-700 dark:bg-slate-900">
            <span className="block font-semibold text-slate-900 dark:text-white">{t(`home.links.${key}.title`)}</span>
            <span className="mt-1 block text-sm text-slate-700 dark:text-slate-300">{t(`home.links.${key}.text`)}</span>
          </Link>
        ))}
      </nav>
      {deadlines && permissions.canViewCases && (
        <Link to="/app/compliance-tracker" className="block rounded-xl border border-slate-200 bg-white p-5 hover:border-indigo-400 dark:border-slate-700 dark:bg-slate-900">
          <span className="block font-semibold text-slate-900 dark:text-white">{t('complianceTracker.page.title')}</span>
          <span className="mt-1 block text-sm text-slate-700 dark:text-slate-300">{t('complianceTracker.page.subtitle')}</span>
        </Link>
      )}
      {permissions.canViewCases && (
        <Link to="/app/matters" className="block rounded-xl border border-slate-200 bg-white p-5 hover:border-indigo-400 dark:border-slate-700 dark:bg-slate-900">
          <span className="block font-semibold text-slate-900 dark:text-white">{t('matters.stats.link')}</span>
          <span className="mt-1 block text-sm text-slate-700 dark:text-slate-300">{t('matters.stats.linkText')}</span>
        </Link>
      )}
    </div>
  );
}
