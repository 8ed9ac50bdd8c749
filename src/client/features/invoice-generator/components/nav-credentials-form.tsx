// The firm's NAV technical user (decision 0166): login, tax number and test/live system are shown;
// the password and the two keys are write-only (empty fields keep the stored ones). On the form
// kit (issue 41.2): the shared body checks the form, the server's messages land on their fields.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { navCredentialsBodySchema, type NavCredentialsViewOut } from '@shared/invoice-generator/invoice-generator.api.schemas';
import { LoadError } from '@client/components/errors/load-error';
import { ErrorList, Form, SelectField, SubmitButton, TextField, useZodForm } from '@client/components/form';
import { useNavCredentials, useSaveNavCredentials } from '../api/invoices-api';

export function NavCredentialsForm() {
  const { t } = useTranslation();
  const current = useNavCredentials();
  if (current.isPending) return <p role="status">{t('invoiceGenerator.loading')}</p>;
  if (current.isError) return <LoadError compact error={current.error} onRetry={() => void current.refetch()} />;
  return <NavCredentialsFields current={current.data} />;
}

const noSecrets = { password: '', signKey: '', exchangeKey: '' };

function NavCredentialsFields({ current }: { current: NavCredentialsViewOut }) {
  const { t } = useTranslation();
  const save = useSaveNavCredentials();
  const [saved, setSaved] = useState(false);
  const form = useZodForm(navCredentialsBodySchema, {
    mode: 'onSubmit',
    defaultValues: { environment: current.environment, login: current.login ?? '', taxNumber: current.taxNumber ?? '', ...noSecrets },
  });
  const secretHint = current.configured ? t('invoiceGenerator.navCredentials.keepHint') : undefined;
  return (
    <Form
      form={form}
      className="rounded-lg border border-slate-300 p-4 dark:border-slate-600"
      aria-labelledby="nav-credentials-title"
      onSubmit={async (body) => {
        setSaved(false);
        await save.mutateAsync(body);
        // The secrets are never shown again: their fields are emptied, the rest is the new baseline.
        form.reset({ ...form.getValues(), ...noSecrets });
        setSaved(true);
      }}
    >
      <div className="space-y-3">
        <h2 id="nav-credentials-title" className="text-base font-semibold">
          {t('invoiceGenerator.navCredentials.title')}
        </h2>
        <p className="text-sm">{current.configured ? t('invoiceGenerator.navCredentials.configured', { login: current.login }) : t('invoiceGenerator.nav.not_configured')}</p>
        <div className="grid gap-3 sm:grid-cols-2">
          <SelectField
            name="environment"
            label={t('invoiceGenerator.navCredentials.environment')}
            options={[
              { value: 'test', label: t('invoiceGenerator.navCredentials.test') },
              { value: 'live', label: t('invoiceGenerator.navCredentials.live') },
            ]}
          />
          <TextField name="login" label={t('invoiceGenerator.navCredentials.login')} />
          <TextField name="taxNumber" label={t('invoiceGenerator.navCredentials.taxNumber')} inputMode="numeric" />
          <TextField name="password" type="password" autoComplete="new-password" label={t('invoiceGenerator.navCredentials.password')} hint={secretHint} />
          <TextField name="signKey" type="password" label={t('invoiceGenerator.navCredentials.signKey')} hint={secretHint} />
          <TextField name="exchangeKey" type="password" label={t('invoiceGenerator.navCredentials.exchangeKey')} hint={secretHint} />
        </div>
        <ErrorList />
        {saved && (
          <p role="status" className="text-sm text-emerald-800 dark:text-emerald-300">
            {t('invoiceGenerator.navCredentials.saved')}
          </p>
        )}
        <SubmitButton>{t('invoiceGenerator.navCredentials.save')}</SubmitButton>
      </div>
    </Form>
  );
}
