// Second sign-in step for accounts with TOTP: the 6-digit code from the authenticator app, on the
// form kit (twoFactorCodeSchema); better-auth's refusal shows above the field.
import { useTranslation } from 'react-i18next';
import { twoFactorCodeSchema } from '@shared/auth/auth.schemas';
// Straight from the kit's modules (the sign-in route): the index brings the date field along.
import { Field } from '@client/components/form/fields';
import { ErrorList, Form, SubmitButton, useZodForm } from '@client/components/form/form';
import { inputClasses } from '@client/components/form/input-classes';
import { Button } from '@client/components/ui/button';
import { authClient } from '@client/lib/auth-client';
import type { SessionUser } from '../auth-provider';

export function TwoFactorStep({ onSignedIn, onCancel }: { onSignedIn: (user: SessionUser) => void; onCancel: () => void }) {
  const { t } = useTranslation();
  const form = useZodForm(twoFactorCodeSchema, { defaultValues: { code: '' } });
  const code = form.watch('code') ?? '';
  const digits = form.register('code', { onChange: (e: { target: HTMLInputElement }) => form.setValue('code', e.target.value.replace(/\D/g, '')) });

  async function submit(values: { code: string }) {
    let result;
    try {
      result = await authClient.twoFactor.verifyTotp({ code: values.code });
    } catch {
      throw new Error(t('auth.unexpectedError'));
    }
    const { data, error } = result;
    if (error || !data) throw new Error(error?.status === 429 ? t('auth.rateLimited') : t('account.signIn.twoFactorInvalid'));
    onSignedIn(data.user);
  }

  return (
    <Form form={form} onSubmit={submit} guardUnsaved={false} className="space-y-5">
      <div>
        <h3 className="text-lg font-semibold text-slate-900 dark:text-white">{t('account.signIn.twoFactorTitle')}</h3>
        <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{t('account.signIn.twoFactorText')}</p>
      </div>
      <ErrorList fields={false} />
      <Field name="code" label={t('account.signIn.twoFactorCode')}>
        {(props) => <input inputMode="numeric" autoComplete="one-time-code" maxLength={6} autoFocus {...props} {...digits} className={inputClasses} />}
      </Field>
      <div className="flex gap-3">
        <SubmitButton className="flex-1" disabled={code.length !== 6} pendingText={t('common.loading')}>
          {t('account.signIn.twoFactorSubmit')}
        </SubmitButton>
        <Button variant="secondary" onClick={onCancel}>
          {t('account.signIn.twoFactorCancel')}
        </Button>
      </div>
    </Form>
  );
}
