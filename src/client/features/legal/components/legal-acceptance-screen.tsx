// The blocking acceptance screen (decision 0081): shown by the app layout instead of the app
// while the user has not accepted the version in force of the ÁSZF or the privacy notice.
// "Elfogadom" records the acceptance on the server; declining signs the user out.
import { useMemo } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { LegalAcceptanceStatus, LegalDocumentKind } from '@shared/legal/legal';
import { ErrorList, Form, SubmitButton, useFieldError, useFormContext, useZodForm } from '@client/components/form';
import { Button } from '@client/components/ui/button';
import { formatDate } from '@client/lib/format';
import { useAcceptLegal } from '../api/legal-api';

const linkClasses = 'font-medium text-indigo-700 underline underline-offset-4 dark:text-indigo-300';

const labels: Record<LegalDocumentKind, { key: 'accountScreens.register.acceptTerms' | 'accountScreens.register.acceptPrivacy'; required: 'legal.gate.termsRequired' | 'legal.gate.privacyRequired' }> = {
  terms: { key: 'accountScreens.register.acceptTerms', required: 'legal.gate.termsRequired' },
  privacy: { key: 'accountScreens.register.acceptPrivacy', required: 'legal.gate.privacyRequired' },
};

type Ticks = Partial<Record<LegalDocumentKind, boolean>>;

export function LegalAcceptanceScreen({ userId, status, onDecline }: { userId: string; status: LegalAcceptanceStatus; onDecline: () => void }) {
  const { t } = useTranslation();
  const accept = useAcceptLegal(userId);
  const updated = status.pending.some((kind) => status.accepted[kind] !== null);
  // A tick for each pending document; the form sends the versions shown (acceptLegalBodySchema), so the
  // server's messages on `terms` / `privacy` land on their ticks.
  const schema = useMemo(() => z.object(Object.fromEntries(status.pending.map((kind) => [kind, z.boolean().refine((v) => v, { error: t(labels[kind].required) })]))) as z.ZodType<Ticks, Ticks>, [status.pending, t]);
  const form = useZodForm(schema, { mode: 'onSubmit', defaultValues: Object.fromEntries(status.pending.map((kind) => [kind, false])) });

  return (
    <main id="main" tabIndex={-1} className="mx-auto mt-8 mb-16 max-w-xl px-4 focus:outline-none sm:mt-16">
      <Form
        form={form}
        guardUnsaved={false}
        className="rounded-2xl border border-slate-200 bg-white p-6 dark:border-slate-700 dark:bg-slate-900"
        onSubmit={async () => {
          await accept.mutateAsync(Object.fromEntries(status.pending.map((kind) => [kind, status.current[kind].version])));
        }}
      >
        <h1 className="text-xl font-bold text-slate-900 dark:text-white">{t(updated ? 'legal.gate.titleUpdated' : 'legal.gate.titleFirst')}</h1>
        <p className="mt-2 text-slate-700 dark:text-slate-300">{t('legal.gate.text')}</p>
        <div className="mt-5 space-y-4">
          {status.pending.map((kind) => (
            <DocumentTick key={kind} kind={kind} status={status} />
          ))}
        </div>
        <ErrorList fields={false} className="mt-4" />
        <div className="mt-6 flex flex-col gap-3 sm:flex-row">
          <SubmitButton pendingText={t('legal.gate.accepting')}>{t('legal.gate.accept')}</SubmitButton>
          <Button variant="secondary" onClick={onDecline}>
            {t('legal.gate.decline')}
          </Button>
        </div>
        <p className="mt-3 text-xs text-slate-600 dark:text-slate-400">{t('legal.gate.declineNote')}</p>
      </Form>
    </main>
  );
}

function DocumentTick({ kind, status }: { kind: LegalDocumentKind; status: LegalAcceptanceStatus }) {
  const { t } = useTranslation();
  const { register } = useFormContext<Ticks>();
  const error = useFieldError(kind);
  const previous = status.accepted[kind];
  return (
    <div>
      <label className="flex items-start gap-2 text-sm text-slate-800 dark:text-slate-200">
        <input
          type="checkbox"
          className="mt-0.5 size-4 shrink-0 accent-indigo-600"
          {...register(kind)}
          aria-invalid={error ? true : undefined}
          aria-describedby={`legal-${kind}-meta${error ? ` legal-${kind}-error` : ''}`}
        />
        <span>
          <Trans i18nKey={labels[kind].key} components={{ [kind]: <a href={`/${kind}`} target="_blank" rel="noopener noreferrer" className={linkClasses} /> }} />{' '}
          <span className="sr-only">{t('accountScreens.register.opensInNewTab')}</span>
        </span>
      </label>
      <p id={`legal-${kind}-meta`} className="mt-1 ml-6 text-xs text-slate-600 dark:text-slate-400">
        {t('legal.effective', { date: formatDate(status.current[kind].effectiveDate) })} · {t('legal.version', { version: status.current[kind].version })}
        {previous && (
          <>
            <br />
            {t('legal.gate.previouslyAccepted', { version: previous.version, date: formatDate(previous.acceptedAt) })}
          </>
        )}
      </p>
      {error && (
        <p id={`legal-${kind}-error`} className="mt-1 ml-6 text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
    </div>
  );
}
