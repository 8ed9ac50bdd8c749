// One intake: a draft shows its steps (resumed where it was left), a submitted one its review
// with the lawyer's decision, a closed one the record (approver, retention).
import { type ChangeEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type IntakeDetail, type IntakeStep, intakeSteps } from '@shared/client-onboarding/client-onboarding.schemas';
import { Button, buttonClasses } from '@client/components/ui/button';
import { isApiError } from '@client/lib/api-client';
import { useAttachDocument, useDetachDocument, useSubmitIntake } from '../api/clients-api';
import { IntakeDecision, IntakeSummaryView } from './intake-review';
import { BeneficialOwnersStep, BusinessStep, type ContactForm, IdentificationStep, PepStep, RepresentativesStep } from './intake-steps';
import { riskBadgeClasses, riskText } from './onboarding-page';
import { FileInput } from '@client/components/form/file-input';

export function stepsOf(kind: IntakeDetail['kind']): IntakeStep[] {
  return intakeSteps.filter((s) => kind === 'legal_person' || (s !== 'representatives' && s !== 'beneficial_owners'));
}

export function IntakeView({ intake, canWrite, canDecide, canOpenMatter, contactForm }: { intake: IntakeDetail; canWrite: boolean; canDecide: boolean; canOpenMatter: boolean; contactForm: ContactForm }) {
  const { t } = useTranslation();
  const steps = stepsOf(intake.kind);
  const [step, setStep] = useState<IntakeStep>(steps.includes(intake.step) ? intake.step : steps[0]!);
  const editable = intake.status === 'draft' && canWrite;
  const next = steps[Math.min(steps.indexOf(step) + 1, steps.length - 1)]!;
  const stepProps = { intake, next, onSaved: setStep };
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <p className="text-sm">
            <Link to="/app/client-onboarding" className="text-indigo-700 underline dark:text-indigo-300">
              {t('clientManagement.onboarding.backToList')}
            </Link>
          </p>
          <h1 className="text-2xl font-bold">{t('clientManagement.onboarding.intakeTitle', { name: intake.displayName || t('clientManagement.onboarding.unnamed') })}</h1>
          <p className="text-sm text-slate-700 dark:text-slate-300">
            {t(`clientManagement.onboarding.kind.${intake.kind}`)} · {t(`clientManagement.onboarding.status.${intake.status}`)} ·{' '}
            <span className={riskBadgeClasses(intake.risk.level)} data-testid="intake-risk">
              {t('clientManagement.onboarding.riskLabel', { level: riskText(t, intake.risk.level, intake.status) })}
            </span>
          </p>
        </div>
      </div>
      {editable ? (
        <div className="grid gap-6 lg:grid-cols-[16rem_minmax(0,1fr)]">
          <nav aria-label={t('clientManagement.onboarding.stepsLabel')}>
            <ol className="flex flex-wrap gap-2 lg:flex-col">
              {steps.map((s, i) => (
                <li key={s}>
                  <button
                    type="button"
                    aria-current={s === step ? 'step' : undefined}
                    onClick={() => setStep(s)}
                    className={`min-h-11 w-full rounded-lg px-3 py-2 text-left text-sm ${s === step ? 'bg-indigo-600 font-semibold text-white' : 'bg-slate-100 text-slate-900 hover:bg-slate-200 dark:bg-slate-800 dark:text-slate-100'}`}
                  >
                    {i + 1}. {t(`clientManagement.onboarding.steps.${s}`)}
                  </button>
                </li>
              ))}
            </ol>
          </nav>
          <section className="min-w-0 rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900">
            {step === 'identification' && <IdentificationStep {...stepProps} contactForm={contactForm} />}
            {step === 'representatives' && <RepresentativesStep {...stepProps} />}
            {step === 'beneficial_owners' && <BeneficialOwnersStep {...stepProps} />}
            {step === 'pep' && <PepStep {...stepProps} />}
            {step === 'business' && <BusinessStep {...stepProps} />}
            {step === 'documents' && <DocumentsStep intake={intake} onNext={() => setStep('review')} />}
            {step === 'review' && <SubmitStep intake={intake} onGoTo={setStep} />}
          </section>
        </div>
      ) : (
        <>
          <IntakeSummaryView intake={intake} />
          {intake.status === 'submitted' && canDecide && <IntakeDecision intake={intake} canOpenMatter={canOpenMatter} />}
        </>
      )}
    </div>
  );
}

function DocumentsStep({ intake, onNext }: { intake: IntakeDetail; onNext: () => void }) {
  const { t } = useTranslation();
  const attach = useAttachDocument(intake.id);
  const detach = useDetachDocument(intake.id);
  const [status, setStatus] = useState('');
  const failure = attach.error ?? detach.error;
  function onFile(e: ChangeEvent<HTMLInputElement>) {
    const input = e.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    attach.mutate(file, {
      onSuccess: () => setStatus(t('clientManagement.onboarding.documentAttached', { name: file.name })),
      onSettled: () => {
        input.value = '';
      },
    });
  }
  return (
    <div className="space-y-4">
      <h2 className="text-xl font-bold">{t('clientManagement.onboarding.steps.documents')}</h2>
      <p className="text-sm text-slate-700 dark:text-slate-300">{t('clientManagement.onboarding.documentsIntro')}</p>
      <FileInput label={t('clientManagement.onboarding.uploadDocument')} accept=".pdf,.jpg,.jpeg,.png" onChange={onFile} disabled={attach.isPending} />
      <p aria-live="polite" className="text-sm text-emerald-800 dark:text-emerald-300">
        {attach.isPending ? t('clientManagement.onboarding.uploading') : status}
      </p>
      {failure && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {isApiError(failure) ? failure.message : t('clientManagement.failed')}
        </p>
      )}
      {intake.documents.length === 0 ? (
        <p className="text-sm">{t('clientManagement.onboarding.noDocuments')}</p>
      ) : (
        <ul className="space-y-2 text-sm">
          {intake.documents.map((d) => (
            <li key={d.id} className="flex flex-wrap items-center justify-between gap-2">
              <Link to={`/app/documents/${d.id}`} className="break-all text-indigo-700 underline dark:text-indigo-300">
                {d.fileName}
              </Link>
              <Button variant="secondary" aria-label={t('clientManagement.onboarding.detachFor', { name: d.fileName })} disabled={detach.isPending} onClick={() => detach.mutate(d.id)}>
                {t('clientManagement.onboarding.detach')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <div className="flex justify-end">
        <Button onClick={onNext}>{t('clientManagement.onboarding.next')}</Button>
      </div>
    </div>
  );
}

function SubmitStep({ intake, onGoTo }: { intake: IntakeDetail; onGoTo: (step: IntakeStep) => void }) {
  const { t } = useTranslation();
  const submit = useSubmitIntake(intake.id);
  const missing = submit.error && isApiError(submit.error) && submit.error.code === 'ONBOARDING_INCOMPLETE' ? Object.entries(submit.error.fields ?? {}) : [];
  const stepKey = (field: string): IntakeStep => (field === 'sourceOfFunds' ? 'business' : (field as IntakeStep));
  return (
    <div className="space-y-4">
      <h2 className="text-xl font-bold">{t('clientManagement.onboarding.steps.review')}</h2>
      <IntakeSummaryView intake={intake} headingLevel={3} />
      {submit.isError && (
        <div role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800 dark:bg-red-950 dark:text-red-200">
          <p>{isApiError(submit.error) ? submit.error.message : t('clientManagement.failed')}</p>
          {missing.length > 0 && (
            <ul className="mt-2 list-disc space-y-1 pl-5">
              {missing.map(([field, message]) => (
                <li key={field}>
                  {message}{' '}
                  {stepsOf(intake.kind).includes(stepKey(field)) && (
                    <button type="button" className="underline" onClick={() => onGoTo(stepKey(field))}>
                      {t('clientManagement.onboarding.goToStep', { step: t(`clientManagement.onboarding.steps.${stepKey(field)}`) })}
                    </button>
                  )}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      <div className="flex flex-wrap justify-end gap-2">
        <Link to="/app/client-onboarding" className={buttonClasses('secondary')}>
          {t('clientManagement.onboarding.saveForLater')}
        </Link>
        <Button onClick={() => submit.mutate()} disabled={submit.isPending}>
          {t('clientManagement.onboarding.submit')}
        </Button>
      </div>
    </div>
  );
}
