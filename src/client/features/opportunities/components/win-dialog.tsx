// "Megnyerés" (decision 0130): the matter's title, practice area, billing and confidentiality,
// the conflict check on the client's name (the matters' own panel, composed in by the route), then
// one call that creates the client contact and the matter and moves the card to the won stage.
// The matter's fields are a kit form on the shared win body's matter rule; the server's messages
// on `matter.*` land on their fields.
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useWatch } from 'react-hook-form';
import { billingArrangements, type ConflictDecision, practiceAreas } from '@shared/matters/matters';
import type { ConflictParty } from '@shared/matters/matters.schemas';
import { type Opportunity, winOpportunityBodySchema, type WinResponse } from '@shared/opportunities/opportunities.schemas';
import { CheckboxField, ErrorList, Form, renameServerFields, SelectField, SubmitButton, TextField, useZodForm } from '@client/components/form';
import { Button } from '@client/components/ui/button';
import { Dialog } from '@client/components/ui/dialog';
import { useWinOpportunity } from '../api/opportunities-api';

export interface ConflictSlot {
  /** The matters' conflict panel for the client, checked in its role as the server does on save (issue 38.7). */
  render: (client: ConflictParty) => ReactNode;
  /** The decision once the check ran (null: not ready to save). */
  decision: { decision: ConflictDecision; reason?: string } | null;
  reset: () => void;
}

const matterSchema = winOpportunityBodySchema.shape.matter;

export function WinDialog({ opportunity, conflict, onClose }: { opportunity: Opportunity; conflict: ConflictSlot; onClose: () => void }) {
  const { t } = useTranslation();
  const win = useWinOpportunity();
  const client = opportunity.contact?.name ?? opportunity.prospectName ?? '';
  const form = useZodForm(matterSchema, { defaultValues: { title: `${client} – ${opportunity.title}`, practiceArea: 'other', billingArrangement: 'hourly', confidential: false } });
  const [done, setDone] = useState<WinResponse | null>(null);

  return (
    <Dialog open title={t('opportunities.winDialog.title')} onClose={onClose}>
      {done ? (
        <div className="space-y-4">
          <p role="status" className="font-medium text-emerald-800 dark:text-emerald-300">
            {t('opportunities.winDialog.done', { number: done.matter.number })}
          </p>
          <div className="flex flex-wrap gap-2">
            <Link to={`/app/matters/${done.matter.id}`} className="inline-flex min-h-11 items-center rounded-lg bg-indigo-700 px-4 text-sm font-semibold text-white">
              {t('opportunities.winDialog.openMatter')}
            </Link>
            <Button variant="secondary" onClick={onClose}>
              {t('opportunities.stages.close')}
            </Button>
          </div>
        </div>
      ) : (
        <Form
          form={form}
          guardUnsaved={false}
          className="space-y-3"
          onSubmit={async (matter) => {
            if (!conflict.decision) return;
            try {
              setDone(await win.mutateAsync({ id: opportunity.id, body: { matter, conflict: conflict.decision } }));
            } catch (error) {
              throw renameServerFields(error, (path) => path.replace(/^matter\./, ''));
            }
          }}
        >
          <p className="text-sm text-slate-700 dark:text-slate-300">{t('opportunities.winDialog.intro')}</p>
          <p className="text-sm font-medium">
            {t('opportunities.winDialog.client', { name: client })} {!opportunity.contact && <span className="font-normal">{t('opportunities.winDialog.newContact')}</span>}
          </p>
          <ErrorList describePath={(path) => (path === 'conflict.reason' ? t('matters.form.reason') : undefined)} />
          <TextField name="title" label={t('opportunities.winDialog.matterTitle')} aria-required />
          <div className="grid gap-3 sm:grid-cols-2">
            <SelectField name="practiceArea" label={t('opportunities.winDialog.practiceArea')} options={practiceAreas.map((a) => ({ value: a, label: t(`matters.practiceArea.${a}`) }))} />
            <SelectField name="billingArrangement" label={t('opportunities.winDialog.billing')} options={billingArrangements.map((b) => ({ value: b, label: t(`matters.billing.${b}`) }))} />
          </div>
          <CheckboxField name="confidential" label={t('opportunities.winDialog.confidential')} />
          {conflict.render({ role: 'client', contactId: opportunity.contact?.id ?? null, name: client })}
          <div className="flex flex-wrap gap-2">
            <WinButton ready={!!conflict.decision} />
            <Button variant="secondary" onClick={onClose}>
              {t('opportunities.create.cancel')}
            </Button>
          </div>
        </Form>
      )}
    </Dialog>
  );
}

/** Sendable once the conflict check is decided and the matter has a title. */
function WinButton({ ready }: { ready: boolean }) {
  const { t } = useTranslation();
  const title = useWatch({ name: 'title' }) as string | undefined;
  return (
    <SubmitButton disabled={!ready || !title?.trim()} pendingText={t('opportunities.winDialog.saving')}>
      {t('opportunities.winDialog.submit')}
    </SubmitButton>
  );
}
