// The firm administrator's stage editor: rename, reorder (up/down), delete an empty stage, add one.
// The server keeps at least one stage of each kind and refuses to delete a stage with cards.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Stage } from '@shared/opportunities/opportunities.schemas';
import type { StageKind } from '@shared/opportunities/opportunities';
import { Button } from '@client/components/ui/button';
import { Dialog, inputClasses } from '@client/components/ui/dialog';
import { errorText } from '@client/lib/api-client';
import { useCreateStage, useDeleteStage, useRenameStage, useReorderStages } from '../api/opportunities-api';

export function StageEditor({ stages, onClose }: { stages: Stage[]; onClose: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const create = useCreateStage();
  const rename = useRenameStage();
  const remove = useDeleteStage();
  const reorder = useReorderStages();
  const [names, setNames] = useState<Record<string, string>>(Object.fromEntries(stages.map((s) => [s.id, s.name])));
  const [newName, setNewName] = useState('');
  const [newKind, setNewKind] = useState<StageKind>('open');
  const error = [create, rename, remove, reorder].find((m) => m.isError)?.error;
  const swap = (i: number, j: number) => {
    const ids = stages.map((s) => s.id);
    [ids[i], ids[j]] = [ids[j]!, ids[i]!];
    reorder.mutate(ids);
  };
  return (
    <Dialog open title={t('opportunities.stages.title')} onClose={onClose}>
      <ol className="space-y-3">
        {stages.map((s, i) => (
          <li key={s.id} className="flex flex-wrap items-end gap-2">
            <div className="grow">
              <label htmlFor={`${id}-${s.id}`} className="text-sm font-medium">{`${t('opportunities.stages.name')} (${t(`opportunities.stages.kinds.${s.kind}`)})`}</label>
              <input id={`${id}-${s.id}`} value={names[s.id] ?? ''} onChange={(e) => setNames({ ...names, [s.id]: e.target.value })} className={inputClasses} />
            </div>
            <Button variant="secondary" aria-label={t('opportunities.stages.renameOf', { name: s.name })} onClick={() => rename.mutate({ id: s.id, name: names[s.id] ?? '' })} disabled={(names[s.id] ?? '') === s.name}>
              {t('opportunities.stages.rename')}
            </Button>
            <Button variant="ghost" aria-label={t('opportunities.stages.up', { name: s.name })} disabled={i === 0} onClick={() => swap(i, i - 1)}>
              ↑
            </Button>
            <Button variant="ghost" aria-label={t('opportunities.stages.down', { name: s.name })} disabled={i === stages.length - 1} onClick={() => swap(i, i + 1)}>
              ↓
            </Button>
            <Button variant="ghost" aria-label={t('opportunities.stages.deleteOf', { name: s.name })} onClick={() => remove.mutate(s.id)}>
              {t('opportunities.stages.delete')}
            </Button>
          </li>
        ))}
      </ol>
      <form
        className="mt-4 flex flex-wrap items-end gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          create.mutate({ name: newName, kind: newKind }, { onSuccess: () => setNewName('') });
        }}
      >
        <div className="grow">
          <label htmlFor={`${id}-new`} className="text-sm font-medium">
            {t('opportunities.stages.name')}
          </label>
          <input id={`${id}-new`} required value={newName} onChange={(e) => setNewName(e.target.value)} className={inputClasses} />
        </div>
        <div>
          <label htmlFor={`${id}-kind`} className="text-sm font-medium">
            {t('opportunities.stages.kind')}
          </label>
          <select id={`${id}-kind`} value={newKind} onChange={(e) => setNewKind(e.target.value as StageKind)} className={inputClasses}>
            {(['open', 'won', 'lost'] as const).map((k) => (
              <option key={k} value={k}>
                {t(`opportunities.stages.kinds.${k}`)}
              </option>
            ))}
          </select>
        </div>
        <Button type="submit">{t('opportunities.stages.add')}</Button>
      </form>
      {error && (
        <p role="alert" className="mt-3 text-sm text-red-700 dark:text-red-300">
          {errorText(error)}
        </p>
      )}
      <div className="mt-4">
        <Button variant="secondary" onClick={onClose}>
          {t('opportunities.stages.close')}
        </Button>
      </div>
    </Dialog>
  );
}
