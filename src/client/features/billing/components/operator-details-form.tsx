// The platform operator's billing details (issue 38.11, decision 0430): the payee printed on every
// pro-forma. Until name, tax number, bank and account are set, no pro-forma is issued – the page
// says so at the top, and the form fills them in (checked like the server: adószám check digit,
// GIRO/IBAN).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { platformOperatorBodySchema, type PlatformOperator } from '@shared/entitlements/billing.schemas';
import { ErrorList, Form, SubmitButton, TextField, useZodForm } from '@client/components/form';
import { LoadError } from '@client/components/errors/load-error';
import { LoadingSpinner } from '@client/components/ui/loading-spinner';
import { usePlatformOperator, useSaveOperator } from '../api/platform-billing';

export function OperatorDetailsSection({ canEdit }: { canEdit: boolean }) {
  const { t } = useTranslation();
  const operator = usePlatformOperator();
  return (
    <section aria-labelledby="operator-details-title" className="space-y-3 rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900">
      <h2 id="operator-details-title" className="text-lg font-semibold text-slate-900 dark:text-white">
        {t('billing.operator.title')}
      </h2>
      <p className="text-sm text-slate-700 dark:text-slate-300">{t('billing.operator.intro')}</p>
      {operator.isPending ? (
        <LoadingSpinner fullScreen={false} />
      ) : operator.isError ? (
        <LoadError compact error={operator.error} onRetry={() => void operator.refetch()} />
      ) : (
        <OperatorForm operator={operator.data} canEdit={canEdit} />
      )}
    </section>
  );
}

function OperatorForm({ operator, canEdit }: { operator: PlatformOperator; canEdit: boolean }) {
  const { t } = useTranslation();
  const save = useSaveOperator();
  const [saved, setSaved] = useState(false);
  const form = useZodForm(platformOperatorBodySchema, {
    defaultValues: { name: operator.name ?? '', address: operator.address ?? '', taxNumber: operator.taxNumber ?? '', bank: operator.bank ?? '', bankAccount: operator.bankAccount ?? '' },
  });
  return (
    <>
      {operator.missing.length > 0 && (
        <p role="alert" data-testid="operator-missing" className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-100">
          {t('billing.operator.missing', { fields: operator.missing.map((f) => t(`billing.operator.fields.${f}`)).join(', ') })}
        </p>
      )}
      <Form
        form={form}
        aria-label={t('billing.operator.title')}
        onSubmit={async (values) => {
          setSaved(false);
          await save.mutateAsync(values);
          setSaved(true);
        }}
      >
        <ErrorList />
        <fieldset disabled={!canEdit} className="grid gap-3 sm:grid-cols-2">
          <TextField name="name" label={t('billing.operator.fields.name')} required />
          <TextField name="address" label={t('billing.operator.fields.address')} required />
          <TextField name="taxNumber" label={t('billing.operator.fields.taxNumber')} hint={t('billing.operator.taxNumberHint')} required />
          <TextField name="bank" label={t('billing.operator.fields.bank')} required />
          <TextField name="bankAccount" label={t('billing.operator.fields.bankAccount')} hint={t('billing.operator.bankAccountHint')} required className="sm:col-span-2" />
        </fieldset>
        {canEdit && <SubmitButton>{t('billing.operator.save')}</SubmitButton>}
        <p aria-live="polite" className="text-sm text-emerald-800 dark:text-emerald-300">
          {saved ? t('billing.operator.saved') : ''}
        </p>
      </Form>
    </>
  );
}
