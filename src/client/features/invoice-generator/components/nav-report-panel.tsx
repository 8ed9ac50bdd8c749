// The NAV report of an issued document (decision 0165): its state, NAV's transaction id and
// messages, the last error and when the outbox tries again.
import { useTranslation } from 'react-i18next';
import type { InvoiceSummary } from '@shared/invoice-generator/invoice-generator.api.schemas';
import { NavBadge } from './invoice-labels';
import { ResubmitButton } from './nav-problems';
import { formatHuDateTimeInBudapest } from '@client/lib/format';

const time = formatHuDateTimeInBudapest;

/** `resubmit`: the invoice a rejected report can be sent again for (the viewer may write). */
export function NavReportPanel({ nav, resubmit }: { nav: InvoiceSummary['nav']; resubmit?: { id: string; number: string } | null }) {
  const { t } = useTranslation();
  if (!nav) return null;
  return (
    <section aria-labelledby="nav-report-title" className="space-y-2 rounded-lg border border-slate-300 p-4 text-sm dark:border-slate-600">
      <h2 id="nav-report-title" className="text-base font-semibold">
        {t('invoiceGenerator.navPanel.title')}
      </h2>
      <p className="flex flex-wrap items-center gap-2">
        <NavBadge nav={nav} />
        {nav.transactionId && <span>{t('invoiceGenerator.navPanel.transaction', { id: nav.transactionId })}</span>}
      </p>
      <p>{t(`invoiceGenerator.navPanel.explain.${nav.state}`)}</p>
      {nav.attempts > 0 && <p>{t('invoiceGenerator.navPanel.attempts', { count: nav.attempts })}</p>}
      {nav.lastError && <p className="text-red-800 dark:text-red-300">{t('invoiceGenerator.navPanel.lastError', { error: nav.lastError })}</p>}
      {nav.nextAttemptAt && nav.state !== 'not_configured' && <p>{t('invoiceGenerator.navPanel.next', { at: time(nav.nextAttemptAt) })}</p>}
      {nav.messages.length > 0 && (
        <div>
          <h3 className="font-medium">{t('invoiceGenerator.navPanel.messages')}</h3>
          <ul className="list-disc pl-5">
            {nav.messages.map((m, i) => (
              <li key={i}>
                <span className="font-mono">{[m.resultCode, m.errorCode].filter(Boolean).join(' · ')}</span>
                {m.message ? ` – ${m.message}` : ''}
                {m.line ? ` (${t('invoiceGenerator.navPanel.line', { line: m.line })})` : ''}
              </li>
            ))}
          </ul>
        </div>
      )}
      {nav.state === 'aborted' && resubmit && <ResubmitButton id={resubmit.id} number={resubmit.number} />}
    </section>
  );
}
