// /app/opportunities (issue 14 point 4): the board and a filtered table of the firm's
// opportunities, a new-opportunity form, "Megnyerés", and the stage editor for the firm's admin.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { formatHuf } from '@shared/hu/format';
import { weightedValue } from '@shared/opportunities/opportunities';
import { useWatch } from 'react-hook-form';
import { z } from 'zod';
import { type CreateOpportunityBody, createOpportunityBodySchema, type Opportunity } from '@shared/opportunities/opportunities.schemas';
import { ComboboxField, DateField, DialogButtons, ErrorList, Form, SelectField, TextField, useZodForm } from '@client/components/form';
import { Button } from '@client/components/ui/button';
import { DataTable } from '@client/components/ui/data-table';
import { Dialog, inputClasses } from '@client/components/ui/dialog';
import { PageHeader } from '@client/components/ui/page-header';
import { SearchField } from '@client/components/ui/search-field';
import { LoadError } from '@client/components/errors/load-error';
import { formatDate } from '@client/lib/format';
import { useBoard, useContactChoices, useCreateOpportunity } from '../api/opportunities-api';
import { Board } from './board';
import { StageEditor } from './stage-editor';
import { type ConflictSlot, WinDialog } from './win-dialog';

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
  // The chosen view lives in the address (?view=table; the board without it), so a reload, a shared
  // link and the browser's back button keep it (decision 0492). Each switch is a history entry.
  // The radio follows a click at once – the router applies the new address a moment later, and a
  // radio bound to the address alone sprang back meanwhile (seen in Chromium) – and follows the
  // address on back and forward.
  const [params, setParams] = useSearchParams();
  const addressView: 'board' | 'table' = params.get('view') === 'table' ? 'table' : 'board';
  const [view, setShownView] = useState(addressView);
  const [lastAddressView, setLastAddressView] = useState(addressView);
  if (addressView !== lastAddressView) {
    setLastAddressView(addressView);
    setShownView(addressView);
  }
  const setView = (v: 'board' | 'table') => {
    setShownView(v);
    setParams((p) => {
      const next = new URLSearchParams(p);
      if (v === 'table') next.set('view', 'table');
      else next.delete('view');
      return next;
    });
  };
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
            stackOnPhone
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

/**
 * The dialog's fields as typed (the value with spaces, the probability as text), turned into the
 * create body and checked by the shared rule: its messages land on the fields of the same names.
 */
const newOpportunitySchema = z
  .object({
    title: z.string(),
    contactId: z.string(),
    prospectName: z.string(),
    prospectKind: z.string(),
    valueHuf: z.string(),
    probability: z.string(),
    expectedCloseOn: z.string().nullable(),
    ownerId: z.string(),
    stageId: z.string(),
  })
  .transform((f): CreateOpportunityBody => ({
    title: f.title,
    contactId: f.contactId || null,
    prospectName: f.contactId ? null : f.prospectName,
    prospectKind: f.prospectKind as CreateOpportunityBody['prospectKind'],
    valueHuf: f.valueHuf.trim() === '' ? 0 : Number(f.valueHuf.replace(/\s/g, '')),
    probability: Number(f.probability),
    expectedCloseOn: f.expectedCloseOn || null,
    ownerId: f.ownerId || null,
    stageId: f.stageId || undefined,
  }))
  .pipe(createOpportunityBodySchema);

function NewOpportunityDialog({ stages, staff, currentUserId, onClose }: { stages: { id: string; name: string }[]; staff: { id: string; name: string }[]; currentUserId: string; onClose: () => void }) {
  const { t } = useTranslation();
  const create = useCreateOpportunity();
  const contacts = useContactChoices();
  const form = useZodForm(newOpportunitySchema, {
    defaultValues: { title: '', contactId: '', prospectName: '', prospectKind: 'organisation', valueHuf: '', probability: '20', expectedCloseOn: null, ownerId: currentUserId, stageId: stages[0]?.id ?? '' },
  });
  const contactId = useWatch({ control: form.control, name: 'contactId' });
  return (
    <Dialog open title={t('opportunities.new')} onClose={onClose}>
      <Form
        form={form}
        guardUnsaved={false}
        className="space-y-3"
        onSubmit={async (body) => {
          await create.mutateAsync(body);
          onClose();
        }}
      >
        <ErrorList />
        <TextField name="title" label={t('opportunities.fields.title')} aria-required />
        <ComboboxField
          name="contactId"
          label={t('opportunities.fields.contact')}
          emptyLabel={t('opportunities.fields.noContact')}
          options={(contacts.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
          searching={contacts.isPending}
        />
        {!contactId && (
          <div className="grid gap-3 sm:grid-cols-2">
            <TextField name="prospectName" label={t('opportunities.fields.prospectName')} />
            <SelectField
              name="prospectKind"
              label={t('opportunities.fields.prospectKind')}
              options={[
                { value: 'organisation', label: t('opportunities.fields.kind.organisation') },
                { value: 'person', label: t('opportunities.fields.kind.person') },
              ]}
            />
          </div>
        )}
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField name="valueHuf" label={t('opportunities.fields.value')} inputMode="numeric" />
          <TextField name="probability" type="number" min={0} max={100} label={t('opportunities.fields.probability')} />
          <DateField name="expectedCloseOn" label={t('opportunities.fields.expectedClose')} />
          <SelectField name="ownerId" label={t('opportunities.fields.owner')} options={staff.map((s) => ({ value: s.id, label: s.name }))} />
          <SelectField name="stageId" label={t('opportunities.fields.stage')} options={stages.map((s) => ({ value: s.id, label: s.name }))} />
        </div>
        <DialogButtons align="start" className="flex gap-2" onCancel={onClose} submitLabel={t('opportunities.create.save')} pendingText={t('opportunities.create.saving')} />
      </Form>
    </Dialog>
  );
}
