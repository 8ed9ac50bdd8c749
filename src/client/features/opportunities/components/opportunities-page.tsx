// /app/opportunities (issue 14 point 4): the board and a filtered table of the firm's
// opportunities, a new-opportunity form, "Megnyerés", and the stage editor for the firm's admin.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatHuf } from '@shared/hu/format';
import { weightedValue } from '@shared/opportunities/opportunities';
import type { Opportunity } from '@shared/opportunities/opportunities.schemas';
import { Button } from '@client/components/ui/button';
import { DataTable } from '@client/components/ui/data-table';
import { Dialog, inputClasses } from '@client/components/ui/dialog';
import { PageHeader } from '@client/components/ui/page-header';
import { SearchField } from '@client/components/ui/search-field';
import { LoadError } from '@client/components/errors/load-error';
import { errorText } from '@client/lib/api-client';
import { formatDate } from '@client/lib/format';
import { useBoard, useContactChoices, useCreateOpportunity } from '../api/opportunities-api';
import { Board } from './board';
import { StageEditor } from './stage-editor';
import { type ConflictSlot, WinDialog } from './win-dialog';
import { DateInput } from '@client/components/form/date-field';

export interface OpportunitiesPageProps {
  canCreate: boolean;
  canEdit: boolean;
  canEditStages: boolean;
  staff: { id: string; name: string }[];
  currentUserId: string;
  conflict: ConflictSlot;
}

export function OpportunitiesPage({ canCreate, canEdit, canEditStages, staff, currentUserId, conflict }: OpportunitiesPageProps) {
  const { t } = useTranslation();
  const [view, setView] = useState<'board' | 'table'>('board');
  const [filters, setFilters] = useState({ stageId: '', ownerId: '', q: '' });
  const board = useBoard();
  const table = useBoard({ stageId: filters.stageId || undefined, ownerId: filters.ownerId || undefined, q: filters.q || undefined });
  const [creating, setCreating] = useState(false);
  const [editingStages, setEditingStages] = useState(false);
  const [winning, setWinning] = useState<Opportunity | null>(null);
  const stages = board.data?.stages ?? [];
  const stageName = (id: string) => stages.find((s) => s.id === id)?.name ?? '';
  const openWin = (o: Opportunity) => {
    conflict.reset();
    setWinning(o);
  };

  return (
    <div className="space-y-6">
      <PageHeader
        title={t('opportunities.title')}
        actions={
          <div className="flex flex-wrap gap-2">
            {canEditStages && (
              <Button variant="secondary" onClick={() => setEditingStages(true)}>
                {t('opportunities.stages.edit')}
              </Button>
            )}
            {canCreate && <Button onClick={() => setCreating(true)}>{t('opportunities.new')}</Button>}
          </div>
        }
      />
      <fieldset className="flex flex-wrap gap-4">
        <legend className="sr-only">{t('opportunities.views.label')}</legend>
        {(['board', 'table'] as const).map((v) => (
          <label key={v} className="flex min-h-11 items-center gap-2 text-sm font-medium">
            <input type="radio" name="opportunity-view" checked={view === v} onChange={() => setView(v)} className="size-4" />
            {t(`opportunities.views.${v}`)}
          </label>
        ))}
      </fieldset>
      {board.isError && <LoadError error={board.error} onRetry={() => void board.refetch()} />}
      {view === 'board' && board.data && <Board stages={board.data.stages} items={board.data.items} canEdit={canEdit} onWin={openWin} />}
      {view === 'table' && (
        <div className="space-y-4">
          <div className="grid gap-3 sm:grid-cols-3">
            <SearchField label={t('opportunities.filters.search')} value={filters.q} onChange={(q) => setFilters({ ...filters, q })} />
            <Select label={t('opportunities.filters.stage')} value={filters.stageId} onChange={(stageId) => setFilters({ ...filters, stageId })} options={stages.map((s) => [s.id, s.name])} />
            <Select label={t('opportunities.filters.owner')} value={filters.ownerId} onChange={(ownerId) => setFilters({ ...filters, ownerId })} options={staff.map((s) => [s.id, s.name])} />
          </div>
          <DataTable
            label={t('opportunities.table.label')}
            rows={table.data?.items}
            rowKey={(o) => o.id}
            loading={table.isPending}
            error={table.error}
            onRetry={() => void table.refetch()}
            emptyText={t('opportunities.table.empty')}
            columns={[
              { key: 'title', header: t('opportunities.fields.title'), cell: (o) => o.title },
              { key: 'client', header: t('opportunities.fields.client'), cell: (o) => o.contact?.name ?? o.prospectName ?? '' },
              { key: 'stage', header: t('opportunities.fields.stage'), cell: (o) => stageName(o.stageId) },
              { key: 'value', header: t('opportunities.fields.value'), cell: (o) => formatHuf(o.valueHuf) },
              { key: 'probability', header: t('opportunities.fields.probability'), cell: (o) => `${o.probability}%` },
              { key: 'weighted', header: t('opportunities.table.weighted'), cell: (o) => formatHuf(weightedValue(o.valueHuf, o.probability)) },
              { key: 'close', header: t('opportunities.fields.expectedClose'), cell: (o) => (o.expectedCloseOn ? formatDate(`${o.expectedCloseOn}T12:00:00Z`) : '–') },
              { key: 'owner', header: t('opportunities.fields.owner'), cell: (o) => o.owner?.name ?? '–' },
            ]}
          />
        </div>
      )}
      {creating && <NewOpportunityDialog stages={stages.filter((s) => s.kind === 'open')} staff={staff} currentUserId={currentUserId} onClose={() => setCreating(false)} />}
      {winning && <WinDialog opportunity={winning} conflict={conflict} onClose={() => setWinning(null)} />}
      {editingStages && <StageEditor stages={stages} onClose={() => setEditingStages(false)} />}
    </div>
  );
}

function Select({ label, value, onChange, options }: { label: string; value: string; onChange: (v: string) => void; options: [string, string][] }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)} className={inputClasses}>
        <option value="">{t('opportunities.filters.all')}</option>
        {options.map(([v, l]) => (
          <option key={v} value={v}>
            {l}
          </option>
        ))}
      </select>
    </div>
  );
}

function NewOpportunityDialog({ stages, staff, currentUserId, onClose }: { stages: { id: string; name: string }[]; staff: { id: string; name: string }[]; currentUserId: string; onClose: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const create = useCreateOpportunity();
  const contacts = useContactChoices();
  const [f, setF] = useState({
    title: '',
    contactId: '',
    prospectName: '',
    prospectKind: 'organisation' as 'organisation' | 'person',
    valueHuf: '',
    probability: '20',
    expectedCloseOn: '',
    ownerId: currentUserId,
    stageId: stages[0]?.id ?? '',
  });
  const field = (key: keyof typeof f) => ({ id: `${id}-${key}`, value: f[key], onChange: (e: { target: { value: string } }) => setF({ ...f, [key]: e.target.value }), className: inputClasses });
  const label = (key: keyof typeof f, text: string) => (
    <label htmlFor={`${id}-${key}`} className="text-sm font-medium">
      {text}
    </label>
  );
  function submit() {
    create.mutate(
      {
        title: f.title,
        contactId: f.contactId || null,
        prospectName: f.contactId ? null : f.prospectName,
        prospectKind: f.prospectKind,
        valueHuf: f.valueHuf === '' ? 0 : Number(f.valueHuf.replace(/\s/g, '')),
        probability: Number(f.probability),
        expectedCloseOn: f.expectedCloseOn || null,
        ownerId: f.ownerId || null,
        stageId: f.stageId || undefined,
      },
      { onSuccess: onClose },
    );
  }
  return (
    <Dialog open title={t('opportunities.new')} onClose={onClose}>
      <form
        className="space-y-3"
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <div>
          {label('title', t('opportunities.fields.title'))}
          <input required {...field('title')} />
        </div>
        <div>
          {label('contactId', t('opportunities.fields.contact'))}
          <select {...field('contactId')}>
            <option value="">{t('opportunities.fields.noContact')}</option>
            {contacts.data?.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        </div>
        {!f.contactId && (
          <div className="grid gap-3 sm:grid-cols-2">
            <div>
              {label('prospectName', t('opportunities.fields.prospectName'))}
              <input {...field('prospectName')} />
            </div>
            <div>
              {label('prospectKind', t('opportunities.fields.prospectKind'))}
              <select {...field('prospectKind')}>
                <option value="organisation">{t('opportunities.fields.kind.organisation')}</option>
                <option value="person">{t('opportunities.fields.kind.person')}</option>
              </select>
            </div>
          </div>
        )}
        <div className="grid gap-3 sm:grid-cols-2">
          <div>
            {label('valueHuf', t('opportunities.fields.value'))}
            <input inputMode="numeric" {...field('valueHuf')} />
          </div>
          <div>
            {label('probability', t('opportunities.fields.probability'))}
            <input type="number" min={0} max={100} {...field('probability')} />
          </div>
          <div>
            {label('expectedCloseOn', t('opportunities.fields.expectedClose'))}
            <DateInput id={`${id}-expectedCloseOn`} label={t('opportunities.fields.expectedClose')} value={f.expectedCloseOn || null} onChange={(iso) => setF({ ...f, expectedCloseOn: iso ?? '' })} />
          </div>
          <div>
            {label('ownerId', t('opportunities.fields.owner'))}
            <select {...field('ownerId')}>
              {staff.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name}
                </option>
              ))}
            </select>
          </div>
          <div>
            {label('stageId', t('opportunities.fields.stage'))}
            <select {...field('stageId')}>
              {stages.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name}
                </option>
              ))}
            </select>
          </div>
        </div>
        {create.isError && (
          <p role="alert" className="text-sm text-red-700 dark:text-red-300">
            {errorText(create.error)}
          </p>
        )}
        <div className="flex gap-2">
          <Button type="submit" disabled={create.isPending}>
            {create.isPending ? t('opportunities.create.saving') : t('opportunities.create.save')}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            {t('opportunities.create.cancel')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
