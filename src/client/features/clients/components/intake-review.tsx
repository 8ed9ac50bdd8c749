// What the approving lawyer reads (and the record afterwards): every step's data, the risk
// rating with its reasons, the documents, who submitted and decided; and the decision itself.
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type ConflictDecision, conflictDecisions, type PracticeArea, practiceAreas } from '@shared/matters/matters';
import type { IntakeDetail } from '@shared/onboarding/onboarding.schemas';
import { formatHuf } from '@shared/hu/format';
import { Button } from '@client/components/ui/button';
import { inputClasses } from '@client/components/ui/dialog';
import { isApiError } from '@client/lib/api-client';
import { formatDate, formatDateTime } from '@client/lib/format';
import { useApproveIntake, useRejectIntake, useSetRelationshipEnd } from '../api/clients-api';
import { DateInput } from '@client/components/form/date-field';

function Section({ title, level, children }: { title: string; level: 2 | 3; children: ReactNode }) {
  const H = level === 2 ? 'h2' : 'h3';
  return (
    <section className="space-y-2 rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900">
      <H className="text-lg font-semibold">{title}</H>
      {children}
    </section>
  );
}

function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[14rem_minmax(0,1fr)]">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-slate-700 dark:text-slate-300">{label}</dt>
          <dd className="break-words font-medium">{value || '–'}</dd>
        </div>
      ))}
    </dl>
  );
}

export function IntakeSummaryView({ intake, headingLevel = 2 }: { intake: IntakeDetail; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation();
  const d = intake.data;
  const c = d.identification?.contact;
  const yesNo = (v: boolean | null | undefined) => (v === null || v === undefined ? '' : v ? t('clients.yes') : t('clients.no'));
  const address = c?.address ? `${c.address.postalCode} ${c.address.city}, ${c.address.street}` : '';
  return (
    <div className="space-y-4">
      <Section title={t('clients.onboarding.steps.identification')} level={headingLevel}>
        {c ? (
          <Facts
            rows={[
              [t('clients.onboarding.clientName'), intake.displayName],
              ...(intake.kind === 'legal_person'
                ? ([
                    [t('clients.onboarding.legalForm'), d.identification?.legalForm],
                    [t('clients.onboarding.companyReg'), c.companyRegNumber],
                  ] as [string, ReactNode][])
                : ([
                    [t('clients.onboarding.birth'), [c.birthPlace, c.birthDate ? formatDate(c.birthDate) : ''].filter(Boolean).join(', ')],
                    [t('clients.onboarding.mothersName'), c.mothersName],
                  ] as [string, ReactNode][])),
              [t('clients.onboarding.taxNumber'), c.taxNumber],
              [t(intake.kind === 'legal_person' ? 'clients.onboarding.seat' : 'clients.onboarding.address'), address],
              [t('clients.onboarding.email'), c.email],
            ]}
          />
        ) : (
          <p className="text-sm">{t('clients.onboarding.notGiven')}</p>
        )}
      </Section>
      {intake.kind === 'legal_person' && (
        <Section title={t('clients.onboarding.ownersAndRepresentatives')} level={headingLevel}>
          <ul className="list-disc space-y-1 pl-5 text-sm">
            {d.representatives.map((r, i) => (
              <li key={`r${i}`}>{t('clients.onboarding.representativeLine', { name: r.name, position: r.position })}</li>
            ))}
            {d.beneficialOwners.map((o, i) => (
              <li key={`o${i}`}>
                {t('clients.onboarding.ownerLine', { name: o.name, control: t(`clients.onboarding.controlKind.${o.control}`) })}
                {o.sharePercent !== null && ` – ${o.sharePercent.toLocaleString('hu-HU')}%`}
                {o.isPep && ` – ${t('clients.onboarding.pepShort')}`}
              </li>
            ))}
          </ul>
          {d.representatives.length + d.beneficialOwners.length === 0 && <p className="text-sm">{t('clients.onboarding.notGiven')}</p>}
        </Section>
      )}
      <Section title={t('clients.onboarding.pepAndBusiness')} level={headingLevel}>
        <Facts
          rows={[
            [t('clients.onboarding.isPep'), d.pep ? `${yesNo(d.pep.isPep)}${d.pep.position ? ` (${d.pep.position})` : ''}` : ''],
            [t('clients.onboarding.purpose'), d.business?.purpose],
            [t('clients.onboarding.expectedValue'), d.business?.expectedValueHuf != null ? formatHuf(d.business.expectedValueHuf) : ''],
            [t('clients.onboarding.sourceOfFunds'), d.sourceOfFunds],
          ]}
        />
      </Section>
      <Section title={t('clients.onboarding.riskTitle', { level: t(`clients.onboarding.risk.${intake.risk.level}`) })} level={headingLevel}>
        {intake.risk.reasons.length === 0 ? (
          <p className="text-sm">{t('clients.onboarding.noRiskFactors')}</p>
        ) : (
          <ul className="list-disc space-y-1 pl-5 text-sm">
            {intake.risk.reasons.map((r) => (
              <li key={r.code}>{t(`clients.onboarding.reason.${r.code}`)}</li>
            ))}
          </ul>
        )}
        {intake.sourceOfFundsRequired && <p className="text-sm font-medium">{t('clients.onboarding.sofNeeded')}</p>}
      </Section>
      <Section title={t('clients.onboarding.steps.documents')} level={headingLevel}>
        {intake.documents.length === 0 ? (
          <p className="text-sm">{t('clients.onboarding.noDocuments')}</p>
        ) : (
          <ul className="space-y-1 text-sm">
            {intake.documents.map((doc) => (
              <li key={doc.id}>
                <Link to={`/app/documents/${doc.id}`} className="break-all text-indigo-700 underline dark:text-indigo-300">
                  {doc.fileName}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </Section>
      {intake.status !== 'draft' && <RecordSection intake={intake} level={headingLevel} />}
    </div>
  );
}

function RecordSection({ intake, level }: { intake: IntakeDetail; level: 2 | 3 }) {
  const { t } = useTranslation();
  return (
    <Section title={t('clients.onboarding.recordTitle')} level={level}>
      <Facts
        rows={[
          [t('clients.onboarding.submittedBy'), intake.submittedBy && intake.submittedAt ? `${intake.submittedBy.name}, ${formatDateTime(intake.submittedAt)}` : ''],
          [t('clients.onboarding.decidedBy'), intake.decidedBy && intake.decidedAt ? `${intake.decidedBy.name}, ${formatDateTime(intake.decidedAt)}` : ''],
          [t('clients.onboarding.noteLabel'), intake.decisionNote],
          [t('clients.onboarding.retention'), intake.retentionUntil ? formatDate(intake.retentionUntil) : intake.status === 'approved' ? t('clients.onboarding.retentionOpen') : ''],
        ]}
      />
      {intake.status === 'approved' && intake.contactId && (
        <p className="text-sm">
          <Link to={`/app/client-management?client=${intake.contactId}`} className="text-indigo-700 underline dark:text-indigo-300">
            {t('clients.onboarding.openClient')}
          </Link>
        </p>
      )}
      {intake.status === 'approved' && <RelationshipEnd intake={intake} />}
    </Section>
  );
}

function RelationshipEnd({ intake }: { intake: IntakeDetail }) {
  const { t } = useTranslation();
  const save = useSetRelationshipEnd(intake.id);
  const [endedOn, setEndedOn] = useState(intake.relationshipEndedOn ?? '');
  return (
    <form
      className="flex flex-wrap items-end gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate(endedOn || null);
      }}
    >
      <div>
        <label htmlFor="relationship-end" className="text-sm font-medium">
          {t('clients.onboarding.relationshipEnd')}
        </label>
        <DateInput id="relationship-end" label={t('clients.onboarding.relationshipEnd')} value={endedOn || null} onChange={(iso) => setEndedOn(iso ?? '')} />
      </div>
      <Button type="submit" variant="secondary" disabled={save.isPending}>
        {t('clients.save')}
      </Button>
      {save.isError && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {isApiError(save.error) ? save.error.message : t('clients.failed')}
        </p>
      )}
    </form>
  );
}

export function IntakeDecision({ intake, canOpenMatter }: { intake: IntakeDetail; canOpenMatter: boolean }) {
  const { t } = useTranslation();
  const approve = useApproveIntake(intake.id);
  const reject = useRejectIntake(intake.id);
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState('');
  const [matter, setMatter] = useState<FirstMatter | null>(null);
  const [matterError, setMatterError] = useState('');
  const failure = approve.error ?? reject.error;
  function onReject(e: FormEvent) {
    e.preventDefault();
    if (!note.trim()) return setNoteError(t('clients.onboarding.rejectNeedsNote'));
    setNoteError('');
    reject.mutate(note.trim());
  }
  function onApprove() {
    if (matter && !matter.title.trim()) return setMatterError(t('clients.onboarding.firstMatter.titleRequired'));
    if (matter && matter.decision !== 'no_conflict' && matter.reason.trim().length < 5) return setMatterError(t('clients.onboarding.firstMatter.reasonRequired'));
    setMatterError('');
    approve.mutate({
      note: note.trim(),
      matter: matter ? { title: matter.title.trim(), practiceArea: matter.practiceArea, conflict: { decision: matter.decision, reason: matter.reason.trim() || undefined } } : null,
    });
  }
  return (
    <section aria-labelledby="decision-title" className="space-y-3 rounded-xl border-2 border-indigo-200 bg-white p-4 dark:border-indigo-800 dark:bg-slate-900">
      <h2 id="decision-title" className="text-lg font-semibold">
        {t('clients.onboarding.decisionTitle')}
      </h2>
      <p className="text-sm text-slate-700 dark:text-slate-300">{t('clients.onboarding.decisionIntro')}</p>
      <form onSubmit={onReject} noValidate className="space-y-3">
        <div>
          <label htmlFor="decision-note" className="text-sm font-medium">
            {t('clients.onboarding.decisionNote')}
          </label>
          <textarea
            id="decision-note"
            rows={3}
            value={note}
            onChange={(e) => setNote(e.target.value)}
            aria-invalid={!!noteError}
            aria-describedby={noteError ? 'decision-note-error' : undefined}
            className={`${inputClasses} h-auto py-2`}
          />
          {noteError && (
            <p id="decision-note-error" className="mt-1 text-sm text-red-700 dark:text-red-300">
              {noteError}
            </p>
          )}
        </div>
        {canOpenMatter && <FirstMatterFields value={matter} onChange={setMatter} error={matterError} />}
        {failure && (
          <p role="alert" className="text-sm text-red-700 dark:text-red-300">
            {isApiError(failure) ? failure.message : t('clients.failed')}
          </p>
        )}
        <div className="flex flex-wrap justify-end gap-2">
          <Button type="submit" variant="secondary" disabled={reject.isPending || approve.isPending}>
            {t('clients.onboarding.reject')}
          </Button>
          <Button disabled={reject.isPending || approve.isPending} onClick={onApprove}>
            {t('clients.onboarding.approve')}
          </Button>
        </div>
      </form>
    </section>
  );
}

interface FirstMatter {
  title: string;
  practiceArea: PracticeArea;
  decision: ConflictDecision;
  reason: string;
}

/** Optional: the new client's first matter, opened with the approval (conflict check on the server). */
function FirstMatterFields({ value, onChange, error }: { value: FirstMatter | null; onChange: (next: FirstMatter | null) => void; error: string }) {
  const { t } = useTranslation();
  const set = (patch: Partial<FirstMatter>) => value && onChange({ ...value, ...patch });
  return (
    <fieldset className="space-y-3 rounded-lg border border-slate-300 p-3 dark:border-slate-600">
      <legend className="px-1 text-sm font-medium">{t('clients.onboarding.firstMatter.legend')}</legend>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" checked={value !== null} onChange={(e) => onChange(e.target.checked ? { title: '', practiceArea: 'other', decision: 'no_conflict', reason: '' } : null)} />
        {t('clients.onboarding.firstMatter.open')}
      </label>
      {value && (
        <div className="grid gap-3 sm:grid-cols-2">
          <div className="sm:col-span-2">
            <label htmlFor="first-matter-title" className="text-sm font-medium">
              {t('clients.onboarding.firstMatter.title')}
            </label>
            <input id="first-matter-title" value={value.title} onChange={(e) => set({ title: e.target.value })} aria-invalid={!!error && !value.title.trim()} className={inputClasses} />
          </div>
          <div>
            <label htmlFor="first-matter-area" className="text-sm font-medium">
              {t('matters.form.practiceArea')}
            </label>
            <select id="first-matter-area" value={value.practiceArea} onChange={(e) => set({ practiceArea: e.target.value as PracticeArea })} className={inputClasses}>
              {practiceAreas.map((area) => (
                <option key={area} value={area}>
                  {t(`matters.practiceArea.${area}`)}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor="first-matter-conflict" className="text-sm font-medium">
              {t('clients.onboarding.firstMatter.conflict')}
            </label>
            <select id="first-matter-conflict" value={value.decision} onChange={(e) => set({ decision: e.target.value as ConflictDecision })} aria-describedby="first-matter-conflict-hint" className={inputClasses}>
              {conflictDecisions.map((decision) => (
                <option key={decision} value={decision}>
                  {t(`matters.decision.${decision}`)}
                </option>
              ))}
            </select>
            <p id="first-matter-conflict-hint" className="mt-1 text-xs text-slate-700 dark:text-slate-300">
              {t('clients.onboarding.firstMatter.conflictHint')}
            </p>
          </div>
          {value.decision !== 'no_conflict' && (
            <div className="sm:col-span-2">
              <label htmlFor="first-matter-reason" className="text-sm font-medium">
                {t('clients.onboarding.firstMatter.reason')}
              </label>
              <textarea id="first-matter-reason" rows={2} value={value.reason} onChange={(e) => set({ reason: e.target.value })} className={`${inputClasses} h-auto py-2`} />
            </div>
          )}
        </div>
      )}
      {error && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
    </fieldset>
  );
}
