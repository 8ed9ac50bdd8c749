// The firm's NAV technical user (decision 0166): login, tax number and test/live system are shown;
// the password and the two keys are write-only (empty fields keep the stored ones).
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@client/components/ui/button';
import { inputClasses } from '@client/components/ui/dialog';
import { errorText } from '@client/lib/api-client';
import { useNavCredentials, useSaveNavCredentials } from '../api/invoices-api';

export function NavCredentialsForm() {
  const { t } = useTranslation();
  const current = useNavCredentials();
  const save = useSaveNavCredentials();
  const [edited, setEdited] = useState<{ environment?: 'test' | 'live'; login?: string; taxNumber?: string }>({});
  const [secrets, setSecrets] = useState({ password: '', signKey: '', exchangeKey: '' });
  const [saved, setSaved] = useState(false);
  if (current.isPending) return <p role="status">{t('invoices.loading')}</p>;
  if (current.isError) return <p role="alert">{errorText(current.error)}</p>;
  const v = { environment: edited.environment ?? current.data.environment, login: edited.login ?? current.data.login ?? '', taxNumber: edited.taxNumber ?? current.data.taxNumber ?? '' };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setSaved(false);
    save.mutate(
      { ...v, ...secrets },
      {
        onSuccess: () => {
          setSecrets({ password: '', signKey: '', exchangeKey: '' });
          setEdited({});
          setSaved(true);
        },
      },
    );
  };
  const secretHint = current.data.configured ? t('invoices.navCredentials.keepHint') : undefined;
  const field = (id: string, label: string, input: React.ReactNode, hint?: string) => (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      {input}
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-slate-700 dark:text-slate-300">
          {hint}
        </p>
      )}
    </div>
  );
  return (
    <form onSubmit={submit} className="space-y-3 rounded-lg border border-slate-300 p-4 dark:border-slate-600" aria-labelledby="nav-credentials-title">
      <h2 id="nav-credentials-title" className="text-base font-semibold">
        {t('invoices.navCredentials.title')}
      </h2>
      <p className="text-sm">{current.data.configured ? t('invoices.navCredentials.configured', { login: current.data.login }) : t('invoices.nav.not_configured')}</p>
      <div className="grid gap-3 sm:grid-cols-2">
        {field(
          'nav-env',
          t('invoices.navCredentials.environment'),
          <select id="nav-env" className={inputClasses} value={v.environment} onChange={(e) => setEdited({ ...edited, environment: e.target.value as 'test' | 'live' })}>
            <option value="test">{t('invoices.navCredentials.test')}</option>
            <option value="live">{t('invoices.navCredentials.live')}</option>
          </select>,
        )}
        {field('nav-login', t('invoices.navCredentials.login'), <input id="nav-login" className={inputClasses} autoComplete="off" value={v.login} onChange={(e) => setEdited({ ...edited, login: e.target.value })} />)}
        {field(
          'nav-tax',
          t('invoices.navCredentials.taxNumber'),
          <input id="nav-tax" className={inputClasses} inputMode="numeric" value={v.taxNumber} onChange={(e) => setEdited({ ...edited, taxNumber: e.target.value })} />,
        )}
        {field(
          'nav-password',
          t('invoices.navCredentials.password'),
          <input
            id="nav-password"
            type="password"
            autoComplete="new-password"
            className={inputClasses}
            value={secrets.password}
            aria-describedby={secretHint ? 'nav-password-hint' : undefined}
            onChange={(e) => setSecrets({ ...secrets, password: e.target.value })}
          />,
          secretHint,
        )}
        {field(
          'nav-sign',
          t('invoices.navCredentials.signKey'),
          <input
            id="nav-sign"
            type="password"
            autoComplete="off"
            className={inputClasses}
            value={secrets.signKey}
            aria-describedby={secretHint ? 'nav-sign-hint' : undefined}
            onChange={(e) => setSecrets({ ...secrets, signKey: e.target.value })}
          />,
          secretHint,
        )}
        {field(
          'nav-exchange',
          t('invoices.navCredentials.exchangeKey'),
          <input
            id="nav-exchange"
            type="password"
            autoComplete="off"
            className={inputClasses}
            value={secrets.exchangeKey}
            aria-describedby={secretHint ? 'nav-exchange-hint' : undefined}
            onChange={(e) => setSecrets({ ...secrets, exchangeKey: e.target.value })}
          />,
          secretHint,
        )}
      </div>
      {save.isError && (
        <p role="alert" className="text-sm text-red-800 dark:text-red-300">
          {errorText(save.error)}
        </p>
      )}
      {saved && (
        <p role="status" className="text-sm text-emerald-800 dark:text-emerald-300">
          {t('invoices.navCredentials.saved')}
        </p>
      )}
      <Button type="submit" disabled={save.isPending}>
        {t('invoices.navCredentials.save')}
      </Button>
    </form>
  );
}
