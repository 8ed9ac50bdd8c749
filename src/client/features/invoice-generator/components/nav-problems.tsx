// NAV problems shown to the user (issue 39.6): the findings of the NAV check before issuing, and
// the reports NAV rejected with its messages and the resubmission under the same number.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { NavRejectedItem, NavRuleIssueOut } from '@shared/invoice-generator/invoice-generator.api.schemas';
import { Button } from '@client/components/ui/button';
import { errorText } from '@client/lib/api-client';
import { useNavRejected, useNavResubmit } from '../api/invoices-api';
import { day } from './invoice-labels';

/** The findings of one severity, each with its code and whose code it is (NAV's or our own check). */
export function NavIssueList({ issues }: { issues: readonly NavRuleIssueOut[] }) {
  const { t } = useTranslation();
  return (
    <ul className="list-disc space-y-1 pl-5">
      {issues.map((i) => (
        <li key={`${i.path}:${i.code}`}>
          {i.message}{' '}
          <span className="font-mono text-xs break-all text-slate-700 dark:text-slate-300">
            ({i.code}, {t(i.origin === 'nav' ? 'invoiceGenerator.navCheck.navCode' : 'invoiceGenerator.navCheck.ownCode')})
          </span>
        </li>
      ))}
    </ul>
  );
}

/** "Újraküldés ugyanazzal a sorszámmal" for one rejected report, with its outcome. */
export function ResubmitButton({ id, number }: { id: string; number: string }) {
  const { t } = useTranslation();
  const resubmit = useNavResubmit();
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <Button variant="secondary" onClick={() => resubmit.mutate(id)} disabled={resubmit.isPending} aria-label={t('invoiceGenerator.navRejected.resubmitNamed', { number })}>
        {t('invoiceGenerator.navRejected.resubmit')}
      </Button>
      {resubmit.isSuccess && <span role="status">{t('invoiceGenerator.navRejected.resubmitted', { number })}</span>}
      {resubmit.isError && (
        <span role="alert" className="text-red-700 dark:text-red-300">
          {errorText(resubmit.error)}
        </span>
      )}
    </span>
  );
}

function RejectedItem({ item, canWrite }: { item: NavRejectedItem; canWrite: boolean }) {
  const { t } = useTranslation();
  return (
    <li className="space-y-1 rounded-lg border border-red-200 p-3 dark:border-red-900">
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <Link to={`/app/invoice-generator/${item.id}`} className="font-medium text-indigo-700 underline dark:text-indigo-300">
          {item.number}
        </Link>
        <span>{item.customerName}</span>
        <span>{t('invoiceGenerator.navRejected.issued', { date: day(item.issueDate) })}</span>
      </p>
      <ul className="list-disc pl-5">
        {item.messages.map((m, i) => (
          <li key={i}>
            {m.message ?? m.errorCode} {m.errorCode && <span className="font-mono text-xs break-all">({m.errorCode})</span>}
          </li>
        ))}
      </ul>
      {canWrite && <ResubmitButton id={item.id} number={item.number} />}
    </li>
  );
}

/** The firm's reports NAV rejected; nothing at all while there is none. */
export function NavRejectedPanel({ canWrite }: { canWrite: boolean }) {
  const { t } = useTranslation();
  const rejected = useNavRejected();
  if (!rejected.data || rejected.data.length === 0) return null;
  return (
    <section aria-labelledby="nav-rejected-title" className="space-y-3 rounded-xl border border-red-300 bg-red-50 p-4 text-sm dark:border-red-800 dark:bg-red-950/40">
      <h2 id="nav-rejected-title" className="text-lg font-semibold">
        {t('invoiceGenerator.navRejected.title', { count: rejected.data.length })}
      </h2>
      <p>{t('invoiceGenerator.navRejected.text')}</p>
      <ul className="space-y-2">
        {rejected.data.map((item) => (
          <RejectedItem key={item.id} item={item} canWrite={canWrite} />
        ))}
      </ul>
    </section>
  );
}
