// /app/client-onboarding: the firm's due diligences (drafts to resume, submitted ones to decide,
// closed ones) and the open intake (?id=), a step-by-step Pmt. customer due diligence
// (decisions 0132-0135). The contact fields of the identification step come from the contacts
// feature through the app (features do not import each other).
import { useState } from 'react';
import { type TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { createIntakeBodySchema, type IntakeStatus, type IntakeSummary, intakeStatuses } from '@shared/client-onboarding/client-onboarding.schemas';
import { ObjectLoadError } from '@client/components/errors/object-load-error';
import { ErrorList, Form, SelectField, SubmitButton, useZodForm } from '@client/components/form';
import { type Column } from '@client/components/ui/data-table';
import { inputClasses } from '@client/components/ui/dialog';
import { PageHeader } from '@client/components/ui/page-header';
import { formatDateTime } from '@client/lib/format';
import { useIntake, useIntakes, useStartIntake } from '../api/clients-api';
import { IntakeView } from './intake-view';
import type { ContactForm } from './intake-steps';
import { QueryTable } from '@client/components/ui/query-table';

export interface OnboardingPageProps {
  canWrite: boolean;
  canDecide: boolean;
  /** May open the client's first matter when approving. */
  canOpenMatter: boolean;
  contactForm: ContactForm;
}

export function OnboardingPage(props: OnboardingPageProps) {
  const [params] = useSearchParams();
  const id = params.get('id');
  return id ? <OpenIntake key={id} id={id} {...props} /> : <IntakeList canWrite={props.canWrite} />;
}

function OpenIntake({ id, ...props }: OnboardingPageProps & { id: string }) {
  const { t } = useTranslation();
  const intake = useIntake(id);
  if (intake.isPending) return <div role="status" aria-label={t('clientManagement.loading')} className="h-64 animate-pulse rounded-xl bg-slate-200 dark:bg-slate-800" />;
  if (intake.isError)
    return (
      <ObjectLoadError
        error={intake.error}
        onRetry={() => void intake.refetch()}
        title={t('clientManagement.onboarding.title')}
        missingText={t('clientManagement.onboarding.notFound')}
        back={{ to: '/app/client-onboarding', label: t('clientManagement.onboarding.backToList') }}
      />
    );
  return <IntakeView intake={intake.data} {...props} />;
}

/**
 * An intake's risk as the list and its page name it. A draft's is computed from what has been
 * entered so far (the risk factors may not have been asked yet): it is called preliminary.
 */
export function riskText(t: TFunction, level: IntakeSummary['riskLevel'], status: IntakeStatus): string {
  const name = t(`clientManagement.onboarding.risk.${level}`);
  return status === 'draft' ? t('clientManagement.onboarding.riskPreliminary', { level: name }) : name;
}

export function riskBadgeClasses(level: string): string {
  const tone =
    level === 'high'
      ? 'bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-200'
      : level === 'medium'
        ? 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200'
        : 'bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200';
  return `inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${tone}`;
}

function IntakeList({ canWrite }: { canWrite: boolean }) {
  const { t } = useTranslation();
  const [, setParams] = useSearchParams();
  const [status, setStatus] = useState<IntakeStatus | ''>('');
  const form = useZodForm(createIntakeBodySchema, { defaultValues: { kind: 'legal_person' } });
  const intakes = useIntakes(status);
  const start = useStartIntake();

  const columns: Column<IntakeSummary>[] = [
    {
      key: 'name',
      header: t('clientManagement.onboarding.columns.name'),
      cell: (i) => (
        <Link to={`/app/client-onboarding?id=${i.id}`} className="text-indigo-700 underline-offset-2 hover:underline dark:text-indigo-300">
          {i.displayName || t('clientManagement.onboarding.unnamed')}
        </Link>
      ),
    },
    { key: 'kind', header: t('clientManagement.onboarding.columns.kind'), cell: (i) => t(`clientManagement.onboarding.kind.${i.kind}`) },
    {
      key: 'status',
      header: t('clientManagement.onboarding.columns.status'),
      cell: (i) => (i.status === 'draft' ? t('clientManagement.onboarding.draftAt', { step: t(`clientManagement.onboarding.steps.${i.step}`) }) : t(`clientManagement.onboarding.status.${i.status}`)),
    },
    { key: 'risk', header: t('clientManagement.onboarding.columns.risk'), cell: (i) => <span className={riskBadgeClasses(i.riskLevel)}>{riskText(t, i.riskLevel, i.status)}</span> },
    { key: 'updated', header: t('clientManagement.onboarding.columns.updated'), cell: (i) => <span className="whitespace-nowrap">{formatDateTime(i.updatedAt)}</span> },
  ];

  return (
    <div className="space-y-6">
      <PageHeader title={t('clientManagement.onboarding.title')}>
        <p className="mt-1 max-w-3xl text-slate-700 dark:text-slate-300">{t('clientManagement.onboarding.intro')}</p>
      </PageHeader>
      {canWrite && (
        <Form
          form={form}
          guardUnsaved={false}
          className="flex flex-wrap items-end gap-3 rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900"
          onSubmit={async ({ kind }) => {
            const created = await start.mutateAsync(kind);
            setParams({ id: created.id });
          }}
        >
          <div className="w-full">
            <ErrorList />
          </div>
          <SelectField
            name="kind"
            label={t('clientManagement.onboarding.kindLabel')}
            options={[
              { value: 'legal_person', label: t('clientManagement.onboarding.kind.legal_person') },
              { value: 'natural_person', label: t('clientManagement.onboarding.kind.natural_person') },
            ]}
          />
          <SubmitButton>{t('clientManagement.onboarding.start')}</SubmitButton>
        </Form>
      )}
      <div>
        <label htmlFor="intake-status" className="text-sm font-medium">
          {t('clientManagement.onboarding.statusFilter')}
        </label>
        <select id="intake-status" value={status} onChange={(e) => setStatus(e.target.value as IntakeStatus | '')} className={`${inputClasses} max-w-xs`}>
          <option value="">{t('clientManagement.onboarding.allStatuses')}</option>
          {intakeStatuses.map((s) => (
            <option key={s} value={s}>
              {t(`clientManagement.onboarding.status.${s}`)}
            </option>
          ))}
        </select>
      </div>
      <QueryTable label={t('clientManagement.onboarding.title')} columns={columns} query={intakes} emptyText={t('clientManagement.onboarding.empty')} stackOnPhone />
    </div>
  );
}
