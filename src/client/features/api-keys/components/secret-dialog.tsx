// The one time a key's secret is shown (after create or rotate): a warning that it is never shown
// again, a copy button and a curl line to try it. Closing the dialog drops the secret from memory.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { inputClasses } from '@client/components/form';
import { Button } from '@client/components/ui/button';
import { Dialog } from '@client/components/ui/dialog';

export function SecretDialog({ secret, rotated, onClose }: { secret: string | null; rotated: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');
  const close = () => {
    setCopy('idle');
    onClose();
  };
  const copySecret = async () => {
    try {
      await navigator.clipboard.writeText(secret ?? '');
      setCopy('copied');
    } catch {
      setCopy('failed');
    }
  };
  return (
    <Dialog open={secret !== null} title={t(rotated ? 'apiKeys.secret.rotatedTitle' : 'apiKeys.secret.createdTitle')} onClose={close}>
      <p role="alert" className="rounded-lg border border-amber-400 bg-amber-50 px-3 py-2 text-sm text-amber-950 dark:border-amber-600 dark:bg-amber-950 dark:text-amber-50">
        {t('apiKeys.secret.warning')}
      </p>
      <label htmlFor={id} className="mt-4 block text-sm font-medium">
        {t('apiKeys.secret.label')}
      </label>
      <div className="flex flex-wrap items-center gap-2">
        <input id={id} readOnly value={secret ?? ''} onFocus={(e) => e.currentTarget.select()} className={`${inputClasses} min-w-0 flex-1 font-mono`} />
        <Button variant="secondary" className="mt-1" onClick={() => void copySecret()}>
          {t('apiKeys.secret.copy')}
        </Button>
      </div>
      <p aria-live="polite" className="mt-1 min-h-5 text-sm text-slate-700 dark:text-slate-300">
        {copy === 'copied' ? t('apiKeys.secret.copied') : copy === 'failed' ? t('apiKeys.secret.copyFailed') : ''}
      </p>
      <p className="mt-2 text-sm">{t('apiKeys.secret.example')}</p>
      <pre className="mt-1 overflow-x-auto rounded-lg bg-slate-100 p-2 text-xs dark:bg-slate-800">
        <code>{`curl -H "Authorization: Bearer ${secret ?? ''}" ${window.location.origin}/api/v1/whoami`}</code>
      </pre>
      <div className="mt-4 flex justify-end">
        <Button onClick={close}>{t('apiKeys.secret.done')}</Button>
      </div>
    </Dialog>
  );
}
