// "Megnyerés" (decision 0130): the matter's title, practice area, billing and confidentiality,
// the conflict check on the client's name (the matters' own panel, composed in by the route), then
// one call that creates the client contact and the matter and moves the card to the won stage.
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { billingArrangements, type BillingArrangement, type ConflictDecision, type PracticeArea, practiceAreas } from '@shared/matters/matters';
import type { ConflictParty } from '@shared/matters/matters.schemas';
import type { Opportunity, WinResponse } from '@shared/opportunities/opportunities.schemas';
import { Button } from '@client/components/ui/button';
import { Dialog, inputClasses } from '@client/components/ui/dialog';
import { errorText } from '@client/lib/api-client';
import { useWinOpportunity } from '../api/opportunities-api';

export interface ConflictSlot {
  /** The matters' conflict panel for the client, checked in its role as the server does on save (issue 38.7). */
  render: (client: ConflictParty) => ReactNode;
  /** The decision once the check ran (null: not ready to save). */
  decision: { decision: ConflictDecision; reason?: string } | null;
  reset: () => void;
}

export function WinDialog({ opportunity, conflict, onClose }: { opportunity: Opportunity; conflict: ConflictSlot; onClose: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const win = useWinOpportunity();
  const client = opportunity.contact?.name ?? opportunity.prospectName ?? '';
  const [title, setTitle] = useState(`${client} – ${opportunity.title}`);
  const [practiceArea, setPracticeArea] = useState<PracticeArea>('other');
  const [billing, setBilling] = useState<BillingArrangement>('hourly');
  const [confidential, setConfidential] = useState(false);
  const [done, setDone] = useState<WinResponse | null>(null);

  function submit() {
    if (!conflict.decision) return;
    win.mutate({ id: opportunity.id, body: { matter: { title, practiceArea, billingArrangement: billing, confidential }, conflict: conflict.decision } }, { onSuccess: setDone });
  }

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
        <form
          className="space-y-3"
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
        >
          <p className="text-sm text-slate-700 dark:text-slate-300">{t('opportunities.winDialog.intro')}</p>
          <p className="text-sm font-medium">
            {t('opportunities.winDialog.client', { name: client })} {!opportunity.contact && <span className="font-normal">{t('opportunities.winDialog.newContact')}</span>}
          </p>
          <div>
            <label htmlFor={`${id}-title`} className="text-sm font-medium">
              {t('opportunities.winDialog.matterTitle')}
            </label>
            <input id={`${id}-title`} required value={title} onChange={(e) => setTitle(e.target.value)} className={inputClasses} />
          </div>
          <div className="grid gap-3 sm:grid-cols-2">
            <div>
              <label htmlFor={`${id}-area`} className="text-sm font-medium">
                {t('opportunities.winDialog.practiceArea')}
              </label>
              <select id={`${id}-area`} value={practiceArea} onChange={(e) => setPracticeArea(e.target.value as PracticeArea)} className={inputClasses}>
                {practiceAreas.map((a) => (
                  <option key={a} value={a}>
                    {t(`matters.practiceArea.${a}`)}
                  </option>
                ))}
              </select>
            </div>
            <div>
              <label htmlFor={`${id}-billing`} className="text-sm font-medium">
                {t('opportunities.winDialog.billing')}
              </label>
              <select id={`${id}-billing`} value={billing} onChange={(e) => setBilling(e.target.value as BillingArrangement)} className={inputClasses}>
                {billingArrangements.map((b) => (
                  <option key={b} value={b}>
                    {t(`matters.billing.${b}`)}
                  </option>
                ))}
              </select>
            </div>
          </div>
          <label className="flex min-h-11 items-center gap-2 text-sm">
            <input type="checkbox" checked={confidential} onChange={(e) => setConfidential(e.target.checked)} className="size-4" />
            {t('opportunities.winDialog.confidential')}
          </label>
          {conflict.render({ role: 'client', contactId: opportunity.contact?.id ?? null, name: client })}
          {win.isError && (
            <p role="alert" className="text-sm text-red-700 dark:text-red-300">
              {errorText(win.error)}
            </p>
          )}
          <div className="flex flex-wrap gap-2">
            <Button type="submit" disabled={!conflict.decision || win.isPending || !title.trim()}>
              {win.isPending ? t('opportunities.winDialog.saving') : t('opportunities.winDialog.submit')}
            </Button>
            <Button variant="secondary" onClick={onClose}>
              {t('opportunities.create.cancel')}
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
