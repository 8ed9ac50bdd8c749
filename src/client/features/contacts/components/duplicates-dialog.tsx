// Possible duplicates (same adószám, e-mail or accent-insensitive name); each pair opens the
// merge preview, the oldest contact of a group being the one that stays.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@client/components/ui/button';
import { Dialog } from '@client/components/ui/dialog';
import { LoadError } from '@client/components/errors/load-error';
import { useDuplicates } from '../api/contacts-api';
import { MergePanel } from './merge-dialog';

export function DuplicatesDialog({ open, onClose, onMerged }: { open: boolean; onClose: () => void; onMerged: (name: string) => void }) {
  const { t } = useTranslation();
  const duplicates = useDuplicates(open);
  const [pair, setPair] = useState<{ targetId: string; sourceId: string } | null>(null);
  const close = () => {
    setPair(null);
    onClose();
  };
  return (
    <Dialog open={open} title={pair ? t('contacts.merge.title') : t('contacts.dup.title')} onClose={close}>
      {pair ? (
        <MergePanel
          targetId={pair.targetId}
          sourceId={pair.sourceId}
          onCancel={() => setPair(null)}
          onMerged={(name) => {
            setPair(null);
            onMerged(name);
          }}
        />
      ) : (
        <div className="space-y-4">
          <p className="text-sm text-slate-700 dark:text-slate-300">{t('contacts.dup.intro')}</p>
          {duplicates.isPending && <div role="status" aria-label={t('shell.table.loading')} className="h-24 animate-pulse rounded-xl bg-slate-200 dark:bg-slate-800" />}
          {duplicates.isError && <LoadError error={duplicates.error} onRetry={() => void duplicates.refetch()} />}
          {duplicates.data?.groups.length === 0 && <p>{t('contacts.dup.none')}</p>}
          <ul className="max-h-[55vh] space-y-3 overflow-y-auto">
            {duplicates.data?.groups.map((g) => {
              const [target, ...others] = g.contacts;
              return (
                <li key={`${g.reason}-${g.value}`} className="rounded-xl border border-slate-200 p-3 dark:border-slate-700">
                  <p className="text-sm font-semibold">
                    {t(`contacts.dup.reason.${g.reason}`)}: {g.value}
                  </p>
                  <ul className="mt-2 space-y-2">
                    {others.map((source) => (
                      <li key={source.id} className="flex flex-wrap items-center justify-between gap-2 text-sm">
                        <span>
                          {source.name} → {target!.name}
                        </span>
                        <Button
                          variant="secondary"
                          className="min-h-9 px-3"
                          aria-label={t('contacts.dup.mergeNamed', { source: source.name, target: target!.name })}
                          onClick={() => setPair({ targetId: target!.id, sourceId: source.id })}
                        >
                          {t('contacts.dup.merge')}
                        </Button>
                      </li>
                    ))}
                  </ul>
                </li>
              );
            })}
          </ul>
          <div className="flex justify-end">
            <Button variant="secondary" onClick={close}>
              {t('contacts.dup.close')}
            </Button>
          </div>
        </div>
      )}
    </Dialog>
  );
}
