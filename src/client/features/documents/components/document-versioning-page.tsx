// /app/document-versioning: the recently changed documents with their version counts; each opens
// the viewer's versions section (upload, restore, compare).
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '@client/components/ui/page-header';
import { LoadingSpinner } from '@client/components/ui/loading-spinner';
import { useDocuments } from '../api/documents-api';
import { day, KindBadge } from './document-labels';
import { LoadError } from '@client/components/errors/load-error';

export function DocumentVersioningPage() {
  const { t } = useTranslation();
  const documents = useDocuments({ matterId: '', kind: '', tag: '', folder: '', from: '', to: '', q: '', deleted: false, offset: 0 });
  return (
    <div className="space-y-6">
      <PageHeader title={t('documents.versioning.title')} />
      <p className="text-sm">{t('documents.versioning.intro')}</p>
      {documents.isPending ? (
        <LoadingSpinner />
      ) : documents.isError ? (
        <LoadError error={documents.error} onRetry={() => void documents.refetch()} />
      ) : (
        <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white dark:divide-slate-700 dark:border-slate-700 dark:bg-slate-900">
          {documents.data?.items.map((d) => (
            <li key={d.id} className="flex flex-wrap items-center gap-3 p-3 text-sm">
              <KindBadge kind={d.kind} />
              <Link to={`/app/documents/${d.id}#versions`} className="font-medium text-indigo-700 underline dark:text-indigo-300" aria-label={t('documents.versioning.open', { title: d.title })}>
                {d.title}
              </Link>
              <span className="ml-auto">
                v{d.versionNumber} · {day(d.updatedAt)}
              </span>
            </li>
          ))}
          {documents.data?.items.length === 0 && <li className="p-3 text-sm">{t('documents.empty')}</li>}
        </ul>
      )}
    </div>
  );
}
