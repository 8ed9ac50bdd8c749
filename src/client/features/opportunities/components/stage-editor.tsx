// The firm administrator's stage editor: rename, reorder (up/down), delete an empty stage, add one.
// The server keeps at least one stage of each kind and refuses to delete a stage with cards.
// "Törlés" asks first, in the stage's own row; a refusal is told in that row (it was told below the
// new-stage form, off the screen of a long list, so the button seemed to do nothing).
// The names are one kit form with the stages as a list (useFieldList, decision 0377): a row's
// "Átnevezés" (or Enter in its field) checks that name by the shared stage-name rule and sends it;
// the server's message lands under that row's field. A new stage is a second kit form on the
// shared create body.
import { useEffect, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { createStageBodySchema, type Stage } from '@shared/opportunities/opportunities.schemas';
import { ErrorList, Form, SelectField, SubmitButton, TextField, useFieldList, useFormContext, useZodForm } from '@client/components/form';
import { Button } from '@client/components/ui/button';
import { Dialog } from '@client/components/ui/dialog';
import { errorText, isApiError } from '@client/lib/api-client';
import { useCreateStage, useDeleteStage, useRenameStage, useReorderStages } from '../api/opportunities-api';

// Each row's name by the shared rule of a stage's name (the create and update bodies share it).
const stageNamesSchema = z.object({ stages: z.array(z.object({ id: z.string(), name: createStageBodySchema.shape.name })) });
type StageNames = z.input<typeof stageNamesSchema>;

export function StageEditor({ stages, onClose }: { stages: Stage[]; onClose: () => void }) {
  const { t } = useTranslation();
  const rename = useRenameStage();
  const remove = useDeleteStage();
  const reorder = useReorderStages();
  const names = useZodForm(stageNamesSchema, { defaultValues: { stages: stages.map((s) => ({ id: s.id, name: s.name })) } });
  const error = reorder.isError ? reorder.error : undefined;

  /** Sends row i's name; a refusal lands under its field (or above the list). Returns whether it was sent. */
  async function renameRow(i: number): Promise<void> {
    const row = names.getValues(`stages.${i}`);
    const stage = stages.find((s) => s.id === row?.id);
    if (!row || !stage || row.name === stage.name) return;
    try {
      await rename.mutateAsync({ id: row.id, name: row.name.trim() });
    } catch (e) {
      const message = isApiError(e) ? (e.fields?.name ?? Object.values(e.fields ?? {})[0]) : undefined;
      if (message) names.setError(`stages.${i}.name`, { type: 'server', message }, { shouldFocus: true });
      else names.setError('root.server', { type: 'server', message: errorText(e) });
    }
  }

  return (
    <Dialog open title={t('opportunities.stages.title')} onClose={onClose}>
      <Form
        form={names}
        guardUnsaved={false}
        className="space-y-3"
        onSubmit={async ({ stages: rows }) => {
          // Enter in a name: every changed name is sent.
          for (const [i, row] of rows.entries()) if (row.name !== stages.find((s) => s.id === row.id)?.name) await renameRow(i);
        }}
      >
        <ErrorList fields={false} />
        <StageRows
          stages={stages}
          onRename={async (i) => {
            if (await names.trigger(`stages.${i}.name`, { shouldFocus: true })) await renameRow(i);
          }}
          onSwap={(i, j) => {
            const ids = stages.map((s) => s.id);
            [ids[i], ids[j]] = [ids[j]!, ids[i]!];
            reorder.mutate(ids);
          }}
          onDelete={(id) => remove.mutateAsync(id)}
        />
      </Form>
      <NewStageForm />
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

function StageRows({ stages, onRename, onSwap, onDelete }: { stages: Stage[]; onRename: (i: number) => Promise<void>; onSwap: (i: number, j: number) => void; onDelete: (id: string) => Promise<unknown> }) {
  const { t } = useTranslation();
  const { getValues } = useFormContext<StageNames>();
  const list = useFieldList<StageNames['stages'][number]>('stages');
  const rows = useWatch<StageNames, 'stages'>({ name: 'stages' });
  const [confirming, setConfirming] = useState<string | null>(null);
  const [refused, setRefused] = useState<{ id: string; message: string } | null>(null);
  async function remove(id: string) {
    setConfirming(null);
    setRefused(null);
    try {
      await onDelete(id);
    } catch (e) {
      setRefused({ id, message: errorText(e) });
    }
  }
  // The stages as the server has them now (after a rename, a move, an addition or a deletion); a name being edited stays.
  const shape = stages.map((s) => `${s.id}:${s.name}`).join('|');
  useEffect(() => {
    const typed = new Map(getValues('stages').map((r) => [r.id, r.name]));
    const same = stages.length === getValues('stages').length && stages.every((s, i) => getValues(`stages.${i}.id`) === s.id);
    if (!same) list.replace(stages.map((s) => ({ id: s.id, name: typed.get(s.id) ?? s.name })));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the stages' ids and names are the trigger
  }, [shape]);
  return (
    <ol className="space-y-3">
      {stages.map((s, i) => (
        <li key={list.fields[i]?.key ?? s.id} aria-label={s.name} className="flex flex-wrap items-end gap-2">
          <TextField name={`stages.${i}.name`} className="grow" label={`${t('opportunities.stages.name')} (${t(`opportunities.stages.kinds.${s.kind}`)})`} />
          <Button variant="secondary" aria-label={t('opportunities.stages.renameOf', { name: s.name })} onClick={() => void onRename(i)} disabled={(rows?.[i]?.name ?? s.name) === s.name}>
            {t('opportunities.stages.rename')}
          </Button>
          <Button variant="ghost" aria-label={t('opportunities.stages.up', { name: s.name })} disabled={i === 0} onClick={() => onSwap(i, i - 1)}>
            ↑
          </Button>
          <Button variant="ghost" aria-label={t('opportunities.stages.down', { name: s.name })} disabled={i === stages.length - 1} onClick={() => onSwap(i, i + 1)}>
            ↓
          </Button>
          <Button
            variant="ghost"
            aria-label={t('opportunities.stages.deleteOf', { name: s.name })}
            onClick={() => {
              setRefused(null);
              setConfirming(s.id);
            }}
          >
            {t('opportunities.stages.delete')}
          </Button>
          {confirming === s.id && (
            <div role="group" aria-label={t('opportunities.stages.deleteConfirm', { name: s.name })} className="flex basis-full flex-wrap items-center gap-2 rounded-lg bg-amber-50 p-2 text-sm dark:bg-amber-950">
              <span>{t('opportunities.stages.deleteConfirm', { name: s.name })}</span>
              <Button onClick={() => void remove(s.id)}>{t('opportunities.stages.deleteYes')}</Button>
              <Button variant="secondary" onClick={() => setConfirming(null)}>
                {t('opportunities.stages.deleteNo')}
              </Button>
            </div>
          )}
          {refused?.id === s.id && (
            <p role="alert" className="basis-full text-sm text-red-700 dark:text-red-300">
              {refused.message}
            </p>
          )}
        </li>
      ))}
    </ol>
  );
}

function NewStageForm() {
  const { t } = useTranslation();
  const create = useCreateStage();
  const form = useZodForm(createStageBodySchema, { defaultValues: { name: '', kind: 'open' } });
  return (
    <Form
      form={form}
      guardUnsaved={false}
      className="mt-4 space-y-2"
      onSubmit={async (body) => {
        await create.mutateAsync(body);
        form.reset({ name: '', kind: body.kind });
      }}
    >
      <ErrorList fields={false} />
      <div className="flex flex-wrap items-end gap-2">
        <TextField name="name" className="grow" label={t('opportunities.stages.name')} aria-required />
        <SelectField name="kind" label={t('opportunities.stages.kind')} options={(['open', 'won', 'lost'] as const).map((k) => ({ value: k, label: t(`opportunities.stages.kinds.${k}`) }))} />
        <SubmitButton>{t('opportunities.stages.add')}</SubmitButton>
      </div>
    </Form>
  );
}
