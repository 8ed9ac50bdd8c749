// Deadlines as a list: last day with its weekday, status, overdue mark, the responsible person,
// the computation's explanation on demand, and — for who may edit — done / missed / reopen / delete.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DeadlineItem } from '@shared/compliance-tracker/matter-deadlines.schemas';
import { formatHuDateWithWeekday } from '@shared/hu/format';
import { Button } from '@client/components/ui/button';
import { errorText } from '@client/lib/api-client';
import { useDeleteDeadline, useUpdateDeadline } from '../api/deadlines-api';
import { DeadlineDocuments, type LinkableDocument } from './deadline-documents';

const statusClasses: Record<DeadlineItem['status'], string> = {
  open: 'bg-sky-100 text-sky-900 dark:bg-sky-900 dark:text-sky-100',
  done: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900 dark:text-emerald-100',
  missed: 'bg-red-100 text-red-900 dark:bg-red-900 dark:text-red-100',
};

/** `documents`: the matter's documents, given on the matter's page, where links can be added. */
export function DeadlineList({ items, canEdit, showMatter = false, empty, documents }: { items: DeadlineItem[]; canEdit: boolean; showMatter?: boolean; empty: string; documents?: LinkableDocument[] }) {
  const { t } = useTranslation();
  const update = useUpdateDeadline();
  const remove = useDeleteDeadline();
  if (items.length === 0) return <p className="text-sm">{empty}</p>;
  return (
    <>
      <ul className="divide-y divide-slate-200 dark:divide-slate-700">
        {items.map((d) => (
          <li key={d.id} className="space-y-1 py-3 text-sm">
            <div className="flex flex-wrap items-center gap-2">
              <span className="font-semibold">{formatHuDateWithWeekday(d.dueOn)}</span>
              {d.endDayKind === 'working_saturday' && <span className="rounded bg-amber-100 px-1.5 py-0.5 text-xs text-amber-900 dark:bg-amber-900 dark:text-amber-100">{t('complianceTracker.workingSaturday')}</span>}
              <span className={`rounded px-1.5 py-0.5 text-xs font-medium ${statusClasses[d.status]}`}>{t(`complianceTracker.status.${d.status}`)}</span>
              {d.provisional && <span className="rounded bg-amber-100 px-1.5 py-0.5 text-xs text-amber-900 dark:bg-amber-900 dark:text-amber-100">{t('complianceTracker.provisionalBadge')}</span>}
              {d.overdue && <span className="rounded bg-red-700 px-1.5 py-0.5 text-xs font-medium text-white">{t('complianceTracker.overdue')}</span>}
            </div>
            <p>
              <span className="font-medium">{d.title}</span>
              {showMatter && (
                <>
                  {' · '}
                  <Link to={`/app/matters/${d.matterId}`} className="text-indigo-700 underline dark:text-indigo-300">{`${d.matterNumber} ${d.matterTitle}`}</Link>
                </>
              )}
              <span className="text-slate-700 dark:text-slate-300">{` · ${d.responsible?.name ?? t('complianceTracker.form.nobody')}`}</span>
            </p>
            <details>
              <summary className="cursor-pointer text-indigo-700 dark:text-indigo-300">{t('complianceTracker.explanation')}</summary>
              <p className="mt-1">{d.explanation}</p>
            </details>
            {(documents || (d.documents?.length ?? 0) > 0) && <DeadlineDocuments deadline={d} canEdit={canEdit && !!documents} choices={documents} />}
            {canEdit && (
              <div className="flex flex-wrap gap-2 pt-1">
                {d.status === 'open' ? (
                  <>
                    <Button variant="secondary" disabled={update.isPending} onClick={() => update.mutate({ id: d.id, status: 'done' })} aria-label={`${t('complianceTracker.actions.done')}: ${d.title}`}>
                      {t('complianceTracker.actions.done')}
                    </Button>
                    <Button variant="ghost" disabled={update.isPending} onClick={() => update.mutate({ id: d.id, status: 'missed' })} aria-label={`${t('complianceTracker.actions.missed')}: ${d.title}`}>
                      {t('complianceTracker.actions.missed')}
                    </Button>
                  </>
                ) : (
                  <Button variant="secondary" disabled={update.isPending} onClick={() => update.mutate({ id: d.id, status: 'open' })} aria-label={`${t('complianceTracker.actions.reopen')}: ${d.title}`}>
                    {t('complianceTracker.actions.reopen')}
                  </Button>
                )}
                <Button
                  variant="ghost"
                  disabled={remove.isPending}
                  aria-label={`${t('complianceTracker.actions.delete')}: ${d.title}`}
                  onClick={() => {
                    if (window.confirm(t('complianceTracker.actions.confirmDelete', { title: d.title }))) remove.mutate(d.id);
                  }}
                >
                  {t('complianceTracker.actions.delete')}
                </Button>
              </div>
            )}
          </li>
        ))}
      </ul>
      {(update.isError || remove.isError) && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {errorText(update.error ?? remove.error)}
        </p>
      )}
    </>
  );
}
