// Merge preview: per field which value stays (the server's default, changeable), the united
// tags and what moves over; confirming merges on the server in one transaction.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MergeableField, MergeSide } from '@shared/contacts/contacts.schemas';
import { Button } from '@client/components/ui/button';
import { isApiError } from '@client/lib/api-client';
import { useMergeContacts, useMergePreview } from '../api/contacts-api';
import { formatValue } from './format';

export function MergePanel({ targetId, sourceId, onCancel, onMerged }: { targetId: string; sourceId: string; onCancel: () => void; onMerged: (name: string) => void }) {
  const { t } = useTranslation();
  const preview = useMergePreview(targetId, sourceId);
  const merge = useMergeContacts();
  const [choices, setChoices] = useState<Partial<Record<MergeableField, MergeSide>>>({});
  if (preview.isPending) return <div role="status" aria-label={t('shell.table.loading')} className="h-32 animate-pulse rounded-xl bg-slate-200 dark:bg-slate-800" />;
  if (preview.isError) return <p role="alert" className="text-red-700 dark:text-red-300">{isApiError(preview.error) ? preview.error.message : ''}</p>;
  const p = preview.data;
  const sideOf = (field: MergeableField, fallback: MergeSide) => choices[field] ?? fallback;
  return (
    <div className="space-y-4">
      <p>{t('contacts.merge.intro', { source: p.source.name, target: p.target.name })}</p>
      <div className="max-h-[50vh] overflow-y-auto rounded-xl border border-slate-200 dark:border-slate-700">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{t('contacts.merge.title')}</caption>
          <thead>
            <tr>
              <th scope="col" className="px-3 py-2">{t('contacts.merge.field')}</th>
              <th scope="col" className="px-3 py-2">{t('contacts.merge.target')}</th>
              <th scope="col" className="px-3 py-2">{t('contacts.merge.source')}</th>
            </tr>
          </thead>
          <tbody>
            {p.fields.map((f) => (
              <tr key={f.field} className="border-t border-slate-200 dark:border-slate-700">
                <th scope="row" className="px-3 py-2 font-medium">{t(`contacts.fieldNames.${f.field}`)}</th>
                {(['target', 'source'] as const).map((side) => (
                  <td key={side} className="px-3 py-2">
                    <label className="flex items-start gap-2">
                      <input
                        type="radio"
                        name={`merge-${f.field}`}
                        checked={sideOf(f.field, f.winner) === side}
                        onChange={() => setChoices((c) => ({ ...c, [f.field]: side }))}
                        aria-label={`${t(`contacts.fieldNames.${f.field}`)}: ${t(`contacts.merge.${side}`)}`}
                        className="mt-1"
                      />
                      <span className="break-all">{formatValue(t, f.field, f[side]) || t('contacts.merge.empty')}</span>
                    </label>
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {p.tags.length > 0 && <p className="text-sm">{t('contacts.merge.tags', { tags: p.tags.join(', ') })}</p>}
      <p className="text-sm">{t('contacts.merge.moved', { links: p.movedLinks, activities: p.movedActivities })}</p>
      {merge.isError && <p role="alert" className="text-sm text-red-700 dark:text-red-300">{isApiError(merge.error) ? merge.error.message : ''}</p>}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onCancel}>
          {t('contacts.cancel')}
        </Button>
        <Button disabled={merge.isPending} onClick={() => merge.mutate({ targetId, sourceId, choices }, { onSuccess: (merged) => onMerged(merged.name) })}>
          {t('contacts.merge.confirm')}
        </Button>
      </div>
    </div>
  );
}
