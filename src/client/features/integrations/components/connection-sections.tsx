// The integrations page's other connections (issue 36.5, decision 0375): the personal deadline
// calendar feed (a new URL revokes the old one), the inbound e-mail address of e-mail-to-case, the
// vault's storage against the plan, the NAV technical user and the firm's AI keys, each with
// "Kapcsolat tesztelése" (a NAV token request; the AI gateway's probe), answered in Hungarian.
// Each card reads its own module's route.
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ProviderId } from '@shared/ai-modules/ai-modules.schemas';
import { PROVIDER_NAMES } from '@shared/ai-modules/providers';
import { formatFileSize } from '@shared/documents/documents';
import type { ConnectionTestResult } from '@shared/integrations/connection-test';
import { LoadError } from '@client/components/errors/load-error';
import { Button, buttonClasses } from '@client/components/ui/button';
import { errorText } from '@client/lib/api-client';
import { formatDateTime } from '@client/lib/format';
import { useAiKeys, useCalendarFeed, useInboundMail, useIssueCalendarFeed, useNavTechnicalUser, useStorageUsage, useTestAiProvider, useTestNavConnection } from '../api/integrations-api';

function Card({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <li className="flex flex-col rounded-lg border border-slate-300 p-4 dark:border-slate-600" aria-labelledby={id}>
      <h3 id={id} className="font-semibold">
        {title}
      </h3>
      {children}
    </li>
  );
}

function Loading({ query }: { query: { isPending: boolean; isError: boolean; error: unknown; refetch: () => unknown } }) {
  const { t } = useTranslation();
  if (query.isPending)
    return (
      <p role="status" className="mt-1 text-sm">
        {t('integrations.loading')}
      </p>
    );
  if (query.isError) return <LoadError compact className="mt-2" error={query.error} onRetry={() => void query.refetch()} />;
  return null;
}

function TestResult({ result }: { result: ConnectionTestResult }) {
  const { t } = useTranslation();
  return (
    <p role={result.ok ? 'status' : 'alert'} className={`mt-2 text-sm ${result.ok ? 'text-emerald-800 dark:text-emerald-300' : 'text-red-800 dark:text-red-300'}`}>
      {result.ok ? t('integrations.webhooks.testOk', { message: result.message }) : t('integrations.webhooks.testFailed', { message: result.message })}
    </p>
  );
}

function CalendarFeedCard() {
  const { t } = useTranslation();
  const feed = useCalendarFeed();
  const issue = useIssueCalendarFeed();
  const url = issue.data?.url ?? null;
  return (
    <Card id="calendar-feed-title" title={t('integrations.calendar.title')}>
      <p className="mt-1 text-sm">{t('integrations.calendar.text')}</p>
      <Loading query={feed} />
      {feed.data && (
        <p className="mt-1 text-sm font-semibold">{feed.data.active && feed.data.createdAt ? t('integrations.calendar.active', { at: formatDateTime(feed.data.createdAt) }) : t('integrations.calendar.none')}</p>
      )}
      {url && (
        <div className="mt-2">
          <label htmlFor="calendar-feed-url" className="text-sm font-medium">
            {t('integrations.calendar.urlLabel')}
          </label>
          <input id="calendar-feed-url" readOnly value={url} className="mt-1 w-full rounded border border-slate-400 bg-slate-50 px-2 py-1 font-mono text-xs dark:bg-slate-800" onFocus={(e) => e.currentTarget.select()} />
          <p className="mt-1 text-xs">{t('integrations.calendar.urlOnce')}</p>
        </div>
      )}
      {feed.data && (
        <div className="mt-auto pt-3">
          <Button variant="secondary" disabled={issue.isPending} onClick={() => issue.mutate()}>
            {feed.data.active ? t('integrations.calendar.renew') : t('integrations.calendar.create')}
          </Button>
        </div>
      )}
      {issue.isError && (
        <p role="alert" className="mt-2 text-sm text-red-800 dark:text-red-300">
          {errorText(issue.error)}
        </p>
      )}
    </Card>
  );
}

function InboundMailCard() {
  const { t } = useTranslation();
  const inbound = useInboundMail();
  const s = inbound.data;
  return (
    <Card id="inbound-mail-title" title={t('integrations.inbound.title')}>
      <p className="mt-1 text-sm">{t('integrations.inbound.text')}</p>
      <Loading query={inbound} />
      {s && (
        <dl className="mt-2 space-y-1 text-sm">
          <div>
            <dt className="inline font-medium">{t('integrations.inbound.address')}: </dt>
            <dd className="inline font-mono break-all">{s.address}</dd>
          </div>
          <div>
            <dt className="inline font-medium">{t('integrations.inbound.state')}: </dt>
            <dd className="inline">{s.enabled ? t('integrations.inbound.on') : t('integrations.inbound.off')}</dd>
          </div>
          <div>
            <dt className="inline font-medium">{t('integrations.inbound.channels')}: </dt>
            <dd className="inline">
              {[s.platform.smtpEnabled ? t('integrations.inbound.smtp') : null, s.imap.enabled ? t('integrations.inbound.imap', { host: s.imap.host }) : null].filter(Boolean).join(', ') ||
                t('integrations.inbound.noChannel')}
            </dd>
          </div>
          {s.imap.error && <div className="text-red-800 dark:text-red-300">{t('integrations.inbound.imapError', { error: s.imap.error })}</div>}
        </dl>
      )}
      <div className="mt-auto pt-3">
        <Link to="/app/automations/email-to-case" className={buttonClasses('secondary')}>
          {t('integrations.inbound.link')}
        </Link>
      </div>
    </Card>
  );
}

function StorageCard() {
  const { t } = useTranslation();
  const storage = useStorageUsage();
  const s = storage.data;
  const percent = s && s.storageBytes > 0 ? Math.min(100, Math.round((s.usedBytes / s.storageBytes) * 1000) / 10) : 0;
  return (
    <Card id="storage-title" title={t('integrations.storage.title')}>
      <p className="mt-1 text-sm">{t('integrations.storage.text')}</p>
      <Loading query={storage} />
      {s && (
        <>
          <p className="mt-2 text-sm font-semibold">{t('integrations.storage.used', { used: formatFileSize(s.usedBytes), limit: formatFileSize(s.storageBytes), percent: percent.toLocaleString('hu-HU') })}</p>
          <meter className="mt-1 h-3 w-full" min={0} max={s.storageBytes} low={s.storageBytes * 0.8} high={s.storageBytes * 0.95} optimum={0} value={s.usedBytes} aria-label={t('integrations.storage.meter')} />
          <p className="mt-1 text-xs">{t('integrations.storage.perFile', { max: formatFileSize(s.maxFileBytes) })}</p>
        </>
      )}
      <div className="mt-auto pt-3">
        <Link to="/app/pricing" className={buttonClasses('secondary')}>
          {t('integrations.storage.link')}
        </Link>
      </div>
    </Card>
  );
}

function NavCard() {
  const { t } = useTranslation();
  const nav = useNavTechnicalUser();
  const test = useTestNavConnection();
  const [result, setResult] = useState<ConnectionTestResult | null>(null);
  return (
    <Card id="nav-title" title={t('integrations.other.nav')}>
      <p className="mt-1 text-sm">{t('integrations.other.navText')}</p>
      <Loading query={nav} />
      {nav.data && (
        <p className="mt-1 text-sm font-semibold">
          {nav.data.configured ? t('integrations.nav.configured', { login: nav.data.login, environment: t(`integrations.nav.environment.${nav.data.environment}`) }) : t('integrations.nav.notConfigured')}
        </p>
      )}
      {result && <TestResult result={result} />}
      {test.isError && (
        <p role="alert" className="mt-2 text-sm text-red-800 dark:text-red-300">
          {errorText(test.error)}
        </p>
      )}
      <div className="mt-auto flex flex-wrap gap-2 pt-3">
        {nav.data && (
          <Button
            variant="secondary"
            disabled={test.isPending}
            onClick={() => {
              setResult(null);
              test.mutate(undefined, { onSuccess: setResult });
            }}
          >
            {test.isPending ? t('integrations.webhooks.testing') : t('integrations.webhooks.test')}
          </Button>
        )}
        <Link to="/app/invoice-generator/settings" className={buttonClasses('secondary')}>
          {t('integrations.other.navLink')}
        </Link>
      </div>
    </Card>
  );
}

function AiKeyRow({ provider, label }: { provider: ProviderId; label: string }) {
  const { t } = useTranslation();
  const test = useTestAiProvider();
  const [result, setResult] = useState<ConnectionTestResult | null>(null);
  return (
    <li className="border-t border-slate-200 pt-2 dark:border-slate-700">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="text-sm font-medium">{label}</span>
        <Button
          variant="secondary"
          disabled={test.isPending}
          aria-label={t('integrations.ai.test', { provider: label })}
          onClick={() => {
            setResult(null);
            test.mutate(provider, { onSuccess: setResult });
          }}
        >
          {test.isPending ? t('integrations.webhooks.testing') : t('integrations.webhooks.test')}
        </Button>
      </div>
      {result && <TestResult result={result} />}
      {test.isError && (
        <p role="alert" className="mt-2 text-sm text-red-800 dark:text-red-300">
          {errorText(test.error)}
        </p>
      )}
    </li>
  );
}

function AiCard() {
  const { t } = useTranslation();
  const keys = useAiKeys();
  const providers = [...new Set((keys.data?.items ?? []).filter((k) => k.enabled).map((k) => k.provider))];
  return (
    <Card id="ai-keys-title" title={t('integrations.other.ai')}>
      <p className="mt-1 text-sm">{t('integrations.other.aiText')}</p>
      <Loading query={keys} />
      {keys.data && providers.length === 0 && <p className="mt-1 text-sm font-semibold">{t('integrations.ai.none')}</p>}
      {providers.length > 0 && (
        <ul className="mt-2 space-y-2">
          {providers.map((p) => (
            <AiKeyRow key={p} provider={p} label={PROVIDER_NAMES[p]} />
          ))}
        </ul>
      )}
      <div className="mt-auto pt-3">
        <Link to="/app/ai-modules" className={buttonClasses('secondary')}>
          {t('integrations.other.aiLink')}
        </Link>
      </div>
    </Card>
  );
}

export function ConnectionSections() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="other-integrations-title" className="space-y-3">
      <h2 id="other-integrations-title" className="text-lg font-semibold">
        {t('integrations.other.title')}
      </h2>
      <ul className="grid gap-3 md:grid-cols-2">
        <CalendarFeedCard />
        <InboundMailCard />
        <StorageCard />
        <NavCard />
        <AiCard />
      </ul>
    </section>
  );
}
