// What the approving lawyer reads (and the record afterwards): every step's data, the risk
// rating with its reasons, the documents, who submitted and decided; and the decision itself.
import { type ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { conflictDecisions, practiceAreas } from '@shared/matters/matters';
import { type IntakeDecisionFormValues, type IntakeDetail, intakeDecisionFormSchema, relationshipEndBodySchema } from '@shared/client-onboarding/client-onboarding.schemas';
import { formatHuf } from '@shared/hu/format';
import { CheckboxField, DateField, ErrorList, Form, SelectField, SubmitButton, TextareaField, TextField, useZodForm } from '@client/components/form';
import { formatDate, formatDateTime } from '@client/lib/format';
import { useApproveIntake, useRejectIntake, useSetRelationshipEnd } from '../api/clients-api';

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
  const yesNo = (v: boolean | null | undefined) => (v === null || v === undefined ? '' : v ? t('clientManagement.yes') : t('clientManagement.no'));
  const address = c?.address ? `${c.address.postalCode} ${c.address.city}, ${c.address.street}` : '';
  return (
    <div className="space-y-4">
      <Section title={t('clientManagement.onboarding.steps.identification')} level={headingLevel}>
        {c ? (
          <Facts
            rows={[
              [t('clientManagement.onboarding.clientName'), intake.displayName],
              ...(intake.kind === 'legal_person'
                ? ([
                    [t('clientManagement.onboarding.legalForm'), d.identification?.legalForm],
                    [t('clientManagement.onboarding.companyReg'), c.companyRegNumber],
                  ] as [string, ReactNode][])
                : ([
                    [t('clientManagement.onboarding.birth'), [c.birthPlace, c.birthDate ? formatDate(c.birthDate) : ''].filter(Boolean).join(', ')],
                    [t('clientManagement.onboarding.mothersName'), c.mothersName],
                  ] as [string, ReactNode][])),
              [t('clientManagement.onboarding.taxNumber'), c.taxNumber],
              [t(intake.kind === 'legal_person' ? 'clientManagement.onboarding.seat' : 'clientManagement.onboarding.address'), address],
              [t('clientManagement.onboarding.email'), c.email],
            ]}
          />
        ) : (
          <p className="text-sm">{t('clientManagement.onboarding.notGiven')}</p>
        )}
      </Section>
      {intake.kind === 'legal_person' && (
        <Section title={t('clientManagement.onboarding.ownersAndRepresentatives')} level={headingLevel}>
          <ul className="list-disc space-y-1 pl-5 text-sm">
            {d.representatives.map((r, i) => (
              <li key={`r${i}`}>{t('clientManagement.onboarding.representativeLine', { name: r.name, position: r.position })}</li>
            ))}
            {d.beneficialOwners.map((o, i) => (
              <li key={`o${i}`}>
                {t('clientManagement.onboarding.ownerLine', { name: o.name, control: t(`clientManagement.onboarding.controlKind.${o.control}`) })}
                {o.sharePercent !== null && ` – ${o.sharePercent.toLocaleString('hu-HU')}%`}
                {o.isPep && ` – ${t('clientManagement.onboarding.pepShort')}`}
              </li>
            ))}
          </ul>
          {d.representatives.length + d.beneficialOwners.length === 0 && <p className="text-sm">{t('clientManagement.onboarding.notGiven')}</p>}
        </Section>
      )}
      <Section title={t('clientManagement.onboarding.pepAndBusiness')} level={headingLevel}>
        <Facts
          rows={[
            [t('clientManagement.onboarding.isPep'), d.pep ? `${yesNo(d.pep.isPep)}${d.pep.position ? ` (${d.pep.position})` : ''}` : ''],
            [t('clientManagement.onboarding.purpose'), d.business?.purpose],
            [t('clientManagement.onboarding.expectedValue'), d.business?.expectedValueHuf != null ? formatHuf(d.business.expectedValueHuf) : ''],
            [t('clientManagement.onboarding.sourceOfFunds'), d.sourceOfFunds],
          ]}
        />
      </Section>
      <Section title={t('clientManagement.onboarding.riskTitle', { level: t(`clientManagement.onboarding.risk.${intake.risk.level}`) })} level={headingLevel}>
        {intake.risk.reasons.length === 0 ? (
          <p className="text-sm">{t('clientManagement.onboarding.noRiskFactors')}</p>
        ) : (
          <ul className="list-disc space-y-1 pl-5 text-sm">
            {intake.risk.reasons.map((r) => (
              <li key={r.code}>{t(`clientManagement.onboarding.reason.${r.code}`)}</li>
            ))}
          </ul>
        )}
        {intake.sourceOfFundsRequired && <p className="text-sm font-medium">{t('clientManagement.onboarding.sofNeeded')}</p>}
      </Section>
      <Section title={t('clientManagement.onboarding.steps.documents')} level={headingLevel}>
        {intake.documents.length === 0 ? (
          <p className="text-sm">{t('clientManagement.onboarding.noDocuments')}</p>
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
    <Section title={t('clientManagement.onboarding.recordTitle')} level={level}>
      <Facts
        rows={[
          [t('clientManagement.onboarding.submittedBy'), intake.submittedBy && intake.submittedAt ? `${intake.submittedBy.name}, ${formatDateTime(intake.submittedAt)}` : ''],
          [t('clientManagement.onboarding.decidedBy'), intake.decidedBy && intake.decidedAt ? `${intake.decidedBy.name}, ${formatDateTime(intake.decidedAt)}` : ''],
          [t('clientManagement.onboarding.noteLabel'), intake.decisionNote],
          [t('clientManagement.onboarding.retention'), intake.retentionUntil ? formatDate(intake.retentionUntil) : intake.status === 'approved' ? t('clientManagement.onboarding.retentionOpen') : ''],
        ]}
      />
      {intake.status === 'approved' && intake.contactId && (
        <p className="text-sm">
          <Link to={`/app/client-management?client=${intake.contactId}`} className="text-indigo-700 underline dark:text-indigo-300">
            {t('clientManagement.onboarding.openClient')}
          </Link>
        </p>
      )}
      {intake.status === 'approved' && <RelationshipEnd intake={intake} />}
    </Section>
  );
}

export function RelationshipEnd({ intake }: { intake: IntakeDetail }) {
  const { t } = useTranslation();
  const save = useSetRelationshipEnd(intake.id);
  const form = useZodForm(relationshipEndBodySchema, { defaultValues: { endedOn: intake.relationshipEndedOn ?? null } });
  return (
    <Form
      form={form}
      className="flex flex-wrap items-end gap-2"
      onSubmit={async ({ endedOn }) => {
        await save.mutateAsync(endedOn);
      }}
    >
      <div className="w-full">
        <ErrorList />
      </div>
      <DateField name="endedOn" label={t('clientManagement.onboarding.relationshipEnd')} />
      <SubmitButton variant="secondary">{t('clientManagement.save')}</SubmitButton>
    </Form>
  );
}

const noMatter: IntakeDecisionFormValues['matter'] = { title: '', practiceArea: 'other', conflict: { decision: 'no_conflict', reason: '' } };

export function IntakeDecision({ intake, canOpenMatter }: { intake: IntakeDetail; canOpenMatter: boolean }) {
  const { t } = useTranslation();
  const approve = useApproveIntake(intake.id);
  const reject = useRejectIntake(intake.id);
  const form = useZodForm(intakeDecisionFormSchema, { defaultValues: { action: 'reject', note: '', openMatter: false, matter: noMatter } });
  return (
    <section aria-labelledby="decision-title" className="space-y-3 rounded-xl border-2 border-indigo-200 bg-white p-4 dark:border-indigo-800 dark:bg-slate-900">
      <h2 id="decision-title" className="text-lg font-semibold">
        {t('clientManagement.onboarding.decisionTitle')}
      </h2>
      <p className="text-sm text-slate-700 dark:text-slate-300">{t('clientManagement.onboarding.decisionIntro')}</p>
      <Form
        form={form}
        className="space-y-3"
        onSubmit={async ({ action, note, openMatter, matter }) => {
          if (action === 'reject') await reject.mutateAsync(note);
          else
            await approve.mutateAsync({
              note,
              matter: openMatter && canOpenMatter ? { title: matter.title, practiceArea: matter.practiceArea, conflict: { decision: matter.conflict.decision, reason: matter.conflict.reason || undefined } } : null,
            });
        }}
      >
        <ErrorList />
        <TextareaField name="note" label={t('clientManagement.onboarding.decisionNote')} rows={3} />
        {canOpenMatter && <FirstMatterFields />}
        <div className="flex flex-wrap justify-end gap-2">
          {/* The button pressed says what the submit does: the schema asks for a note to reject, a title to open a matter. */}
          <SubmitButton variant="secondary" onClick={() => form.setValue('action', 'reject')}>
            {t('clientManagement.onboarding.reject')}
          </SubmitButton>
          <SubmitButton onClick={() => form.setValue('action', 'approve')}>{t('clientManagement.onboarding.approve')}</SubmitButton>
        </div>
      </Form>
    </section>
  );
}

/** Optional: the new client's first matter, opened with the approval (conflict check on the server). */
function FirstMatterFields() {
  const { t } = useTranslation();
  const open = useWatch({ name: 'openMatter' }) as boolean;
  const decision = useWatch({ name: 'matter.conflict.decision' }) as string;
  return (
    <fieldset className="space-y-3 rounded-lg border border-slate-300 p-3 dark:border-slate-600">
      <legend className="px-1 text-sm font-medium">{t('clientManagement.onboarding.firstMatter.legend')}</legend>
      <CheckboxField name="openMatter" label={t('clientManagement.onboarding.firstMatter.open')} />
      {open && (
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField name="matter.title" label={t('clientManagement.onboarding.firstMatter.title')} className="sm:col-span-2" />
          <SelectField name="matter.practiceArea" label={t('matters.form.practiceArea')} options={practiceAreas.map((area) => ({ value: area, label: t(`matters.practiceArea.${area}`) }))} />
          <SelectField
            name="matter.conflict.decision"
            label={t('clientManagement.onboarding.firstMatter.conflict')}
            hint={t('clientManagement.onboarding.firstMatter.conflictHint')}
            options={conflictDecisions.map((d) => ({ value: d, label: t(`matters.decision.${d}`) }))}
          />
          {decision !== 'no_conflict' && <TextareaField name="matter.conflict.reason" label={t('clientManagement.onboarding.firstMatter.reason')} rows={2} className="sm:col-span-2" />}
        </div>
      )}
    </fieldset>
  );
}
