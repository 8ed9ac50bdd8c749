// Merge preview: per field which value stays (the server's default, changeable), the united
// tags and what moves over; confirming merges on the server in one transaction.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MergeableField, MergePreview, MergeSide } from '@shared/contacts/contacts.schemas';
import { Button } from '@client/components/ui/button';
import { DataTable } from '@client/components/ui/data-table';
import { isApiError } from '@client/lib/api-client';
import { useMergeContacts, useMergePreview } from '../api/contacts-api';
import { formatValue } from './format';

type MergeField = MergePreview['fields'][number];

export function MergePanel({ targetId, sourceId, onCancel, onMerged }: { targetId: string; sourceId: string; onCancel: () => void; onMerged: (name: string) => void }) {
  const { t } = useTranslation();
  const preview = useMergePreview(targetId, sourceId);
  const merge = useMergeContacts();
  const [choices, setChoices] = useState<Partial<Record<MergeableField, MergeSide>>>({});
  if (preview.isPending) return <div role="status" aria-label={t('shell.table.loading')} className="h-32 animate-pulse rounded-xl bg-slate-200 dark:bg-slate-800" />;
  if (preview.isError)
    return (
      <p role="alert" className="text-red-700 dark:text-red-300">
        {isApiError(preview.error) ? preview.error.message : ''}
      </p>
    );
  const p = preview.data;
  const sideOf = (field: MergeableField, fallback: MergeSide) => choices[field] ?? fallback;
  return (
    <div className="space-y-4">
      <p>{t('contacts.merge.intro', { source: p.source.name, target: p.target.name })}</p>
      <DataTable
        label={t('contacts.merge.title')}
        caption={t('contacts.merge.title')}
        regionClassName="max-h-[50vh] overflow-y-auto rounded-xl border border-slate-200 dark:border-slate-700"
        rows={p.fields}
        rowKey={(f) => f.field}
        loading={false}
        error={false}
        onRetry={() => void preview.refetch()}
        emptyText=""
        columns={[
          { key: 'field', header: t('contacts.merge.field'), cell: (f) => t(`contacts.fieldNames.${f.field}`), className: 'font-medium' },
          ...(['target', 'source'] as const).map((side) => ({
            key: side,
            header: t(`contacts.merge.${side}`),
            cell: (f: MergeField) => (
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
            ),
          })),
        ]}
      />
      {p.tags.length > 0 && <p className="text-sm">{t('contacts.merge.tags', { tags: p.tags.join(', ') })}</p>}
      <p className="text-sm">{t('contacts.merge.moved', { links: p.movedLinks, activities: p.movedActivities })}</p>
      {merge.isError && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {isApiError(merge.error) ? merge.error.message : ''}
        </p>
      )}
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
