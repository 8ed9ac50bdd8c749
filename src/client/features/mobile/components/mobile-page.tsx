// /app/mobile (decision 0516): the office on the phone. How to install it on the home screen
// (Android/Chrome, iPhone/Safari), turning push notifications on for this device – the only place
// the service worker is registered –, the user's own registered devices, which notices go to them,
// and a test push. Behind the plan's mobile_app (the Profi plan: the route's gate), as the server checks too.
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pushSettingsSchema, type PushSettings } from '@shared/mobile/mobile.schemas';
import { CheckboxField, ErrorList, Form, SubmitButton, useZodForm } from '@client/components/form';
import { LoadError } from '@client/components/errors/load-error';
import { Button } from '@client/components/ui/button';
import { LoadingSpinner } from '@client/components/ui/loading-spinner';
import { PageHeader } from '@client/components/ui/page-header';
import { errorText } from '@client/lib/api-client';
import { formatDateTime } from '@client/lib/format';
import { type DeviceItem, fetchVapidKey, useDevices, useRegisterDevice, useRemoveDevice, useSaveSettings, useSettings, useTestPush } from '../api/mobile-api';
import { isIos, pushSupport, subscribeThisDevice } from '../lib/push';

const card = 'space-y-4 rounded-xl border border-slate-200 bg-white p-5 dark:border-slate-700 dark:bg-slate-900';
const heading = 'text-lg font-semibold text-slate-900 dark:text-white';
const muted = 'text-sm text-slate-700 dark:text-slate-300';

/** Whose phone it is: the firm's staff, or a customer of the firm (her portal's messages only; decision 0518). */
export type MobileAudience = 'firm' | 'customer';

/** `gate` wraps the page's content in the plan's gate (the app route composes the entitlements feature's). */
export function MobilePage({ gate, audience = 'firm' }: { gate: (content: ReactNode) => ReactNode; audience?: MobileAudience }) {
  const { t } = useTranslation();
  return (
    <div className="space-y-6">
      <PageHeader title={t('mobile.title')}>
        <p className="mt-1 max-w-2xl text-sm text-slate-700 dark:text-slate-300">{t(audience === 'customer' ? 'mobile.customer.intro' : 'mobile.intro')}</p>
      </PageHeader>
      {gate(
        <div className="grid gap-6 lg:grid-cols-2">
          <InstallHelp />
          <EnablePush />
          <Devices />
          <SettingsForm audience={audience} />
        </div>,
      )}
    </div>
  );
}

function InstallHelp() {
  const { t } = useTranslation();
  const ios = isIos();
  return (
    <section aria-labelledby="mobile-install" className={card}>
      <h2 id="mobile-install" className={heading}>
        {t('mobile.install.title')}
      </h2>
      <p className={muted}>{t('mobile.install.intro')}</p>
      <div className={ios ? 'order-last' : ''}>
        <h3 className="font-medium text-slate-900 dark:text-white">{t('mobile.install.android.title')}</h3>
        <ol className={`mt-1 list-decimal space-y-1 pl-5 ${muted}`}>
          <li>{t('mobile.install.android.step1')}</li>
          <li>{t('mobile.install.android.step2')}</li>
          <li>{t('mobile.install.android.step3')}</li>
        </ol>
      </div>
      <div>
        <h3 className="font-medium text-slate-900 dark:text-white">{t('mobile.install.ios.title')}</h3>
        <ol className={`mt-1 list-decimal space-y-1 pl-5 ${muted}`}>
          <li>{t('mobile.install.ios.step1')}</li>
          <li>{t('mobile.install.ios.step2')}</li>
          <li>{t('mobile.install.ios.step3')}</li>
        </ol>
        <p className={`mt-2 ${muted}`}>{t('mobile.install.ios.pushNote')}</p>
      </div>
      <p className={muted}>{t('mobile.install.privacy')}</p>
    </section>
  );
}

type Status = { tone: 'ok' | 'error'; text: string } | null;

function StatusLine({ status }: { status: Status }) {
  return (
    <p role="status" aria-live="polite" className={status?.tone === 'error' ? 'text-sm text-red-700 dark:text-red-300' : 'text-sm text-emerald-800 dark:text-emerald-300'}>
      {status?.text ?? ''}
    </p>
  );
}

function EnablePush() {
  const { t } = useTranslation();
  const register = useRegisterDevice();
  const testPush = useTestPush();
  // The test push goes to the registered devices: offered once there is one (the server says 409 otherwise).
  const hasDevice = (useDevices().data?.items.length ?? 0) > 0;
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<Status>(null);
  const support = pushSupport();
  const permission = typeof Notification === 'undefined' ? 'default' : Notification.permission;

  async function enable() {
    setStatus(null);
    setBusy(true);
    try {
      const { publicKey } = await fetchVapidKey();
      const outcome = await subscribeThisDevice(publicKey);
      if (!outcome.ok) {
        setStatus({ tone: 'error', text: t(`mobile.enable.${outcome.reason}`) });
        return;
      }
      await register.mutateAsync(outcome.subscription);
      setStatus({ tone: 'ok', text: t('mobile.enable.done') });
    } catch (error) {
      setStatus({ tone: 'error', text: errorText(error) });
    } finally {
      setBusy(false);
    }
  }

  async function sendTest() {
    setStatus(null);
    try {
      const result = await testPush.mutateAsync();
      setStatus(result.sent > 0 ? { tone: 'ok', text: t('mobile.test.sent', { count: result.sent }) } : { tone: 'error', text: t('mobile.test.noneDelivered') });
    } catch (error) {
      setStatus({ tone: 'error', text: errorText(error) });
    }
  }

  return (
    <section aria-labelledby="mobile-enable" className={card}>
      <h2 id="mobile-enable" className={heading}>
        {t('mobile.enable.title')}
      </h2>
      <p className={muted}>{t('mobile.enable.intro')}</p>
      {support === 'unsupported' ? (
        <p className="text-sm text-amber-900 dark:text-amber-200">{t('mobile.enable.unsupported')}</p>
      ) : support === 'ios-needs-install' ? (
        <p className="text-sm text-amber-900 dark:text-amber-200">{t('mobile.enable.iosInstallFirst')}</p>
      ) : (
        <>
          {permission === 'denied' && <p className="text-sm text-amber-900 dark:text-amber-200">{t('mobile.enable.denied')}</p>}
          <div className="flex flex-wrap gap-3">
            <Button onClick={() => void enable()} disabled={busy} aria-busy={busy || undefined}>
              {busy ? t('mobile.enable.working') : t('mobile.enable.button')}
            </Button>
            {hasDevice && (
              <Button variant="secondary" onClick={() => void sendTest()} disabled={testPush.isPending} aria-busy={testPush.isPending || undefined}>
                {testPush.isPending ? t('mobile.test.sending') : t('mobile.test.button')}
              </Button>
            )}
          </div>
        </>
      )}
      <StatusLine status={status} />
    </section>
  );
}

function Devices() {
  const { t } = useTranslation();
  const devices = useDevices();
  const remove = useRemoveDevice();
  const [error, setError] = useState<string | null>(null);

  async function onRemove(device: DeviceItem) {
    setError(null);
    try {
      await remove.mutateAsync(device.id);
    } catch (e) {
      setError(errorText(e));
    }
  }

  return (
    <section aria-labelledby="mobile-devices" className={card}>
      <h2 id="mobile-devices" className={heading}>
        {t('mobile.devices.title')}
      </h2>
      {devices.isPending ? (
        <LoadingSpinner fullScreen={false} />
      ) : devices.isError ? (
        <LoadError error={devices.error} onRetry={() => void devices.refetch()} />
      ) : devices.data.items.length === 0 ? (
        <p className={muted}>{t('mobile.devices.empty')}</p>
      ) : (
        <ul className="divide-y divide-slate-200 dark:divide-slate-700">
          {devices.data.items.map((d) => (
            <li key={d.id} className="flex flex-wrap items-start justify-between gap-3 py-3">
              <div>
                <p className="font-medium text-slate-900 dark:text-white">{d.label}</p>
                <p className={muted}>{t('mobile.devices.registered', { date: formatDateTime(d.createdAt) })}</p>
                <p className={muted}>{d.lastUsedAt ? t('mobile.devices.lastUsed', { date: formatDateTime(d.lastUsedAt) }) : t('mobile.devices.neverUsed')}</p>
                {d.lastError && <p className="text-sm text-red-700 dark:text-red-300">{t('mobile.devices.lastError', { error: d.lastError })}</p>}
              </div>
              <Button variant="secondary" onClick={() => void onRemove(d)} disabled={remove.isPending} aria-label={t('mobile.devices.removeNamed', { label: d.label })}>
                {t('mobile.devices.remove')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {error && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
    </section>
  );
}

function SettingsForm({ audience }: { audience: MobileAudience }) {
  const settings = useSettings();
  if (settings.isPending) return <LoadingSpinner fullScreen={false} />;
  if (settings.isError) return <LoadError error={settings.error} onRetry={() => void settings.refetch()} />;
  return <SettingsEditor settings={settings.data} audience={audience} />;
}

function SettingsEditor({ settings, audience }: { settings: PushSettings; audience: MobileAudience }) {
  const { t } = useTranslation();
  const save = useSaveSettings();
  const [saved, setSaved] = useState(false);
  const form = useZodForm(pushSettingsSchema, { defaultValues: settings });

  async function onSubmit(values: PushSettings) {
    setSaved(false);
    await save.mutateAsync(values);
    setSaved(true);
  }

  return (
    <Form form={form} onSubmit={onSubmit} aria-labelledby="mobile-settings" className={card}>
      <h2 id="mobile-settings" className={heading}>
        {t('mobile.settings.title')}
      </h2>
      <p className={muted}>{t(audience === 'customer' ? 'mobile.customer.settingsIntro' : 'mobile.settings.intro')}</p>
      <ErrorList />
      <fieldset className="space-y-1">
        <legend className="sr-only">{t('mobile.settings.legend')}</legend>
        {audience === 'customer' ? (
          // A customer's phone gets the firm's messages; her other settings keep their values.
          <CheckboxField name="messages" label={t('mobile.customer.messages')} hint={t('mobile.customer.messagesHint')} />
        ) : (
          <>
            <CheckboxField name="deadlines" label={t('mobile.settings.deadlines')} hint={t('mobile.settings.deadlinesHint')} />
            <CheckboxField name="messages" label={t('mobile.settings.messages')} hint={t('mobile.settings.messagesHint')} />
            <CheckboxField name="other" label={t('mobile.settings.other')} hint={t('mobile.settings.otherHint')} />
          </>
        )}
      </fieldset>
      <SubmitButton pendingText={t('mobile.settings.saving')}>{t('mobile.settings.save')}</SubmitButton>
      <p role="status" aria-live="polite" className="text-sm text-emerald-800 dark:text-emerald-300">
        {saved ? t('mobile.settings.saved') : ''}
      </p>
    </Form>
  );
}
