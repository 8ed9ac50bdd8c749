// Two versions side by side: the older text with its removed words struck through in red, the
// newer with its added words in green; unchanged text on both sides.
import { useTranslation } from 'react-i18next';
import type { DiffResponse } from '@shared/documents/documents.schemas';
import { useDiff } from '../api/documents-api';

/** `textPending`: a compared version's text is still being read (decision 0411); the diff waits for it. */
export function VersionDiff({ documentId, from, to, textPending = false }: { documentId: string; from: number; to: number; textPending?: boolean }) {
  const { t } = useTranslation();
  const diff = useDiff(documentId, from, to, from !== to && !textPending);
  if (from === to) return <p className="text-sm">{t('documents.diff.same')}</p>;
  if (textPending)
    return (
      <p className="text-sm" aria-live="polite">
        {t('documents.text.pending')}
      </p>
    );
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
        <DiffSide title={t('documents.diff.before', { number: from })} parts={parts} side="before" />
        <DiffSide title={t('documents.diff.after', { number: to })} parts={parts} side="after" />
      </div>
    </div>
  );
}

/** One side: the older shows what was removed (struck, red), the newer what was added (green). */
function DiffSide({ title, parts, side }: { title: string; parts: DiffResponse['parts']; side: 'before' | 'after' }) {
  const marked = side === 'before' ? 'removed' : 'added';
  const hidden = side === 'before' ? 'added' : 'removed';
  const Mark = side === 'before' ? 'del' : 'ins';
  const tone = side === 'before' ? 'bg-rose-100 text-rose-900 dark:bg-rose-900/50 dark:text-rose-100' : 'bg-emerald-100 text-emerald-900 no-underline dark:bg-emerald-900/50 dark:text-emerald-100';
  return (
    <section aria-label={title} className="rounded-lg border border-slate-200 p-3 dark:border-slate-700">
      <h4 className="mb-2 text-sm font-semibold">{title}</h4>
      <p className="whitespace-pre-wrap text-sm leading-6" data-testid={`diff-${side}`}>
        {parts.map((p, i) =>
          p[hidden] ? null : p[marked] ? (
            <Mark key={i} className={tone}>
              {p.value}
            </Mark>
          ) : (
            <span key={i}>{p.value}</span>
          ),
        )}
      </p>
    </section>
  );
}
