// Two versions side by side: the older text with its removed words struck through in red, the
// newer with its added words in green; unchanged text on both sides.
import { useTranslation } from 'react-i18next';
import { useDiff } from '../api/documents-api';

export function VersionDiff({ documentId, from, to }: { documentId: string; from: number; to: number }) {
  const { t } = useTranslation();
  const diff = useDiff(documentId, from, to, from !== to);
  if (from === to) return <p className="text-sm">{t('documents.diff.same')}</p>;
  if (diff.isPending) return <p className="text-sm">{t('documents.diff.loading')}</p>;
  if (diff.isError || !diff.data) return <p className="text-sm text-rose-700 dark:text-rose-300">{t('documents.diff.error')}</p>;
  if (!diff.data.comparable) return <p className="text-sm">{t('documents.diff.noText')}</p>;
  const { parts } = diff.data;
  return (
    <div className="space-y-2">
      <p className="text-sm" aria-live="polite">
        {t('documents.diff.summary', { from, to, added: diff.data.added, removed: diff.data.removed })}
      </p>
      <div className="grid gap-4 md:grid-cols-2">
        <section aria-label={t('documents.diff.before', { number: from })} className="rounded-lg border border-slate-200 p-3 dark:border-slate-700">
          <h4 className="mb-2 text-sm font-semibold">{t('documents.diff.before', { number: from })}</h4>
          <p className="whitespace-pre-wrap text-sm leading-6" data-testid="diff-before">
            {parts.map((p, i) =>
              p.added ? null : p.removed ? (
                <del key={i} className="bg-rose-100 text-rose-900 dark:bg-rose-900/50 dark:text-rose-100">
                  {p.value}
                </del>
              ) : (
                <span key={i}>{p.value}</span>
              ),
            )}
          </p>
        </section>
        <section aria-label={t('documents.diff.after', { number: to })} className="rounded-lg border border-slate-200 p-3 dark:border-slate-700">
          <h4 className="mb-2 text-sm font-semibold">{t('documents.diff.after', { number: to })}</h4>
          <p className="whitespace-pre-wrap text-sm leading-6" data-testid="diff-after">
            {parts.map((p, i) =>
              p.removed ? null : p.added ? (
                <ins key={i} className="bg-emerald-100 text-emerald-900 no-underline dark:bg-emerald-900/50 dark:text-emerald-100">
                  {p.value}
                </ins>
              ) : (
                <span key={i}>{p.value}</span>
              ),
            )}
          </p>
        </section>
      </div>
    </div>
  );
}
