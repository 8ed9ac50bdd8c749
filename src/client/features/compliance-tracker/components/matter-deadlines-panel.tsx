// The deadlines of one matter, shown on the matter's page (the route composes it in, so the
// matters feature does not depend on this one): the list with linked documents and, for who may
// edit, the add form.
import { useTranslation } from 'react-i18next';
import { useDeadlines, useMatterDocuments } from '../api/deadlines-api';
import { DeadlineForm } from './deadline-form';
import { DeadlineList } from './deadline-list';
import { LoadError } from '@client/components/errors/load-error';

export function MatterDeadlinesPanel({ matterId, canEdit, defaultResponsibleId }: { matterId: string; canEdit: boolean; defaultResponsibleId: string | null }) {
  const { t } = useTranslation();
  const list = useDeadlines({ matterId, limit: 200 });
  // Without the documents module or the right to see documents there is nothing to link.
  const documents = useMatterDocuments(matterId);
  return (
    <section aria-labelledby="matter-deadlines" className="space-y-3 rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900">
      <h2 id="matter-deadlines" className="text-lg font-semibold text-slate-900 dark:text-white">
        {t('complianceTracker.panel.title')}
      </h2>
      {list.isPending ? (
        <div role="status" aria-label={t('common.loading')} className="h-16 animate-pulse rounded bg-slate-200 dark:bg-slate-800" />
      ) : list.isError ? (
        <LoadError compact error={list.error} onRetry={() => void list.refetch()} />
      ) : (
        <DeadlineList items={list.data.items} canEdit={canEdit} empty={t('complianceTracker.panel.empty')} documents={documents.data} />
      )}
      {canEdit && <DeadlineForm matterId={matterId} defaultResponsibleId={defaultResponsibleId} />}
    </section>
  );
}
