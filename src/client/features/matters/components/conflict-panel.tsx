// The conflict check shown before a matter or a party is saved (issue 14 point 3): the lawyer
// runs the check on the parties entered, sees every hit with its matter and role, and records a
// decision (with a reason when there are hits to decide). The server repeats the check on save.
// Issue 38.7: no verdict before a check ran; hits on the same side as the party (the firm's own
// client again) are listed apart and need no decision; the others are to be decided.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ConflictDecision, conflictDecisions, hitsToDecide } from '@shared/matters/matters';
import type { ConflictHit, ConflictQuery } from '@shared/matters/matters.schemas';
import { Button } from '@client/components/ui/button';
import { errorText } from '@client/lib/api-client';
import { inputClasses } from '@client/components/ui/dialog';
import { runConflictCheck } from '../api/matters-api';

export interface PartyDraft {
  contactId: string;
  name: string;
  role: 'client' | 'opposing' | 'other';
  roleLabel: string;
  taxNumber: string;
  companyRegistrationNumber: string;
}

export const emptyParty = (role: PartyDraft['role'] = 'client'): PartyDraft => ({ contactId: '', name: '', role, roleLabel: '', taxNumber: '', companyRegistrationNumber: '' });

export function partyPayload(p: PartyDraft) {
  return {
    contactId: p.contactId || null,
    name: p.name.trim() || null,
    role: p.role,
    roleLabel: p.roleLabel.trim() || null,
    taxNumber: p.taxNumber.trim() || null,
    companyRegistrationNumber: p.companyRegistrationNumber.trim() || null,
  };
}

export function conflictQueryOf(parties: PartyDraft[]): ConflictQuery {
  return {
    parties: parties.filter((p) => p.contactId || p.name.trim().length >= 2 || p.taxNumber.trim().length >= 8 || p.companyRegistrationNumber.trim().length >= 6).map(partyPayload),
  };
}

export interface ConflictState {
  hits: ConflictHit[] | null;
  decision: ConflictDecision;
  reason: string;
}

export const initialConflict: ConflictState = { hits: null, decision: 'no_conflict', reason: '' };

/** Whether the state may be saved: checked, and a reasoned decision when there were hits to decide. */
export function conflictReady(state: ConflictState): boolean {
  if (state.hits === null) return false;
  if (hitsToDecide(state.hits).length === 0) return true;
  return state.decision !== 'no_conflict' && state.reason.trim().length >= 5;
}

export function ConflictPanel({ query, state, onChange }: { query: ConflictQuery; state: ConflictState; onChange: (next: ConflictState) => void }) {
  const { t } = useTranslation();
  const reasonId = useId();
  const [running, setRunning] = useState(false);
  const [error, setError] = useState('');
  // Any entry counts: the parties with their roles, or bare names and identifiers (still accepted).
  const empty = [query.parties, query.names, query.taxNumbers, query.companyRegistrationNumbers].every((list) => (list ?? []).length === 0);

  async function check() {
    setRunning(true);
    setError('');
    try {
      const hits = await runConflictCheck(query);
      onChange({ hits, decision: hitsToDecide(hits).length > 0 ? 'not_a_conflict' : 'no_conflict', reason: '' });
    } catch (e) {
      setError(errorText(e));
    } finally {
      setRunning(false);
    }
  }

  const toDecide = state.hits ? hitsToDecide(state.hits) : [];
  const sameSide = state.hits?.filter((h) => h.relation === 'same_side') ?? [];
  return (
    <section aria-labelledby={`${reasonId}-h`} className="space-y-3 rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900">
      <h2 id={`${reasonId}-h`} className="text-lg font-semibold">
        {t('matters.form.check')}
      </h2>
      {state.hits === null && <p className="text-sm text-slate-700 dark:text-slate-300">{empty ? t('matters.form.checkNoParties') : t('matters.form.checkFirst')}</p>}
      <Button variant="secondary" onClick={() => void check()} disabled={running || empty}>
        {running ? t('matters.form.checking') : t('matters.form.check')}
      </Button>
      {error && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
      <div aria-live="polite">
        {state.hits?.length === 0 && <p className="text-sm text-emerald-800 dark:text-emerald-300">{t('matters.form.noHits')}</p>}
        {state.hits && state.hits.length > 0 && (
          <div className="space-y-3">
            {toDecide.length > 0 ? (
              <HitList title={t('matters.form.hitsToDecide', { count: toDecide.length })} hits={toDecide} tone="amber" />
            ) : (
              <p className="text-sm text-emerald-800 dark:text-emerald-300">{t('matters.form.onlySameSide')}</p>
            )}
            {sameSide.length > 0 && <HitList title={t('matters.form.hitsSameSide', { count: sameSide.length })} hits={sameSide} tone="slate" />}
          </div>
        )}
        {state.hits && toDecide.length > 0 && (
          <div className="mt-3 space-y-3">
            <fieldset>
              <legend className="text-sm font-medium">{t('matters.form.decision')}</legend>
              {conflictDecisions
                .filter((d) => d !== 'no_conflict')
                .map((d) => (
                  <label key={d} className="flex min-h-11 items-center gap-2 text-sm">
                    <input type="radio" name={`${reasonId}-decision`} value={d} checked={state.decision === d} onChange={() => onChange({ ...state, decision: d })} className="size-4" />
                    {t(`matters.decision.${d}`)}
                  </label>
                ))}
            </fieldset>
            <div>
              <label htmlFor={reasonId} className="text-sm font-medium">
                {t('matters.form.reason')}
              </label>
              <textarea id={reasonId} aria-describedby={`${reasonId}-hint`} value={state.reason} onChange={(e) => onChange({ ...state, reason: e.target.value })} rows={3} className={inputClasses} />
              <p id={`${reasonId}-hint`} className="text-xs text-slate-700 dark:text-slate-300">
                {t('matters.form.reasonHint')}
              </p>
            </div>
          </div>
        )}
      </div>
    </section>
  );
}

function HitList({ title, hits, tone }: { title: string; hits: ConflictHit[]; tone: 'amber' | 'slate' }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div>
      <h3 id={id} className={`text-sm font-semibold ${tone === 'amber' ? 'text-amber-900 dark:text-amber-200' : 'text-slate-900 dark:text-slate-100'}`}>
        {title}
      </h3>
      <ul aria-labelledby={id} className="mt-1 space-y-2 text-sm">
        {hits.map((h, i) => (
          <li key={`${h.kind}-${h.matterId ?? h.contactId}-${h.role ?? ''}-${i}`} className="rounded-lg border border-slate-200 p-2 dark:border-slate-700">
            <p>
              <strong>{h.name}</strong> – {h.description}
              {h.matterTitle && <span className="text-slate-700 dark:text-slate-300"> ({h.matterTitle})</span>}
            </p>
            <p className="text-xs text-slate-700 dark:text-slate-300">
              {h.relation === 'neutral' || !h.queryRole
                ? t(`matters.conflictRelation.neutral`)
                : t(`matters.conflictRelation.${h.relation}`, { now: t(`matters.role.${h.queryRole}`).toLowerCase(), then: h.role ? t(`matters.role.${h.role}`).toLowerCase() : '' })}
              {' · '}
              {t(`matters.conflictMatchedOn.${h.matchedOn}`, { query: h.query })}
            </p>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The conflict check's state for the parties as they are (`partiesKey`): any change to them
 * makes an earlier check stale (back to "not checked yet").
 */
export function useConflictFor(partiesKey: string): [ConflictState, (next: ConflictState) => void] {
  const [stored, setStored] = useState<{ key: string; state: ConflictState }>({ key: partiesKey, state: initialConflict });
  return [stored.key === partiesKey ? stored.state : initialConflict, (state) => setStored({ key: partiesKey, state })];
}
