// My modules (/app/my-modules, /app/my-modules/:id): the firm's installed modules with their
// usage (canViewModuleUsage), their settings ("show in navigation", read by the sidebar) and the
// safe uninstall: a dry run first (what depends on it, how much data it holds, how long the data
// is kept), then the uninstall, after which the date the data is kept until is shown.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { InstalledModule, StoreModule } from '@shared/modules/modules.schemas';
import { LoadError } from '@client/components/errors/load-error';
import { Button, buttonClasses } from '@client/components/ui/button';
import { Dialog } from '@client/components/ui/dialog';
import { LoadingSpinner } from '@client/components/ui/loading-spinner';
import { formatDate, formatDateTime, formatNumber } from '@client/lib/format';
import { useUninstallModule, useUninstallPreview, useUpdateModuleSettings } from '../api/modules-api';
import { localized, moduleErrorText } from '../module-text';
import { SHOW_IN_NAV, showsInNav } from '../nav-gating';
import { ModuleIconBox, PriceBadge } from './badges';
import { Panel } from './panel';

export function MyModulesList({ installed, store }: { installed: readonly InstalledModule[]; store: readonly StoreModule[] }) {
  const { t } = useTranslation();
  const byKey = new Map(store.map((m) => [m.key, m]));
  if (installed.length === 0) {
    return (
      <p className="rounded-lg bg-slate-100 p-4 text-slate-800 dark:bg-slate-800 dark:text-slate-200">
        {t('modules.my.empty')}{' '}
        <Link to="/app/modulstore" className="font-semibold text-indigo-700 underline dark:text-indigo-300">
          {t('modules.my.toStore')}
        </Link>
      </p>
    );
  }
  return (
    <ul className="grid gap-4 lg:grid-cols-2">
      {installed.map((item) => {
        const module = byKey.get(item.key);
        return (
          <li key={item.key} data-testid={`my-module-${item.key}`} className="rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-700 dark:bg-slate-900">
            <div className="flex items-start gap-3">
              {module && <ModuleIconBox category={module.category} />}
              {/* The badge goes under the name when both do not fit in one row: a long compound name
                  ("Dokumentumgenerátor") is never broken for it. The name's box is at least its longest
                  word wide (min-width auto), at most the row (a longer word still wraps, h2's break-word). */}
              <div className="flex min-w-0 flex-1 flex-wrap items-start justify-between gap-x-3 gap-y-1">
                <div className="max-w-full flex-1 basis-40">
                  <h2 className="font-semibold text-slate-900 dark:text-white">
                    <Link to={`/app/my-modules/${item.key}`} className="underline-offset-2 hover:underline focus-visible:underline">
                      {module ? localized(module.name) : item.key}
                    </Link>
                  </h2>
                  <p className="text-sm text-slate-700 dark:text-slate-300">{t('modules.my.installedAt', { date: formatDate(item.installedAt) })}</p>
                </div>
                {module && <PriceBadge monthlyPriceHuf={module.monthlyPriceHuf} includedInPlan={module.includedInPlan} />}
              </div>
            </div>
            {item.usage && <UsageFacts usage={item.usage} compact />}
          </li>
        );
      })}
    </ul>
  );
}

function UsageFacts({ usage, compact = false }: { usage: NonNullable<InstalledModule['usage']>; compact?: boolean }) {
  const { t } = useTranslation();
  return (
    <dl className={`mt-4 grid gap-3 [overflow-wrap:anywhere] ${compact ? 'grid-cols-3 text-sm' : 'sm:grid-cols-3'}`}>
      <div>
        <dt className="text-slate-700 dark:text-slate-300">{t('modules.usage.records')}</dt>
        <dd className="font-semibold text-slate-900 dark:text-white">{formatNumber(usage.records)}</dd>
      </div>
      <div>
        <dt className="text-slate-700 dark:text-slate-300">{t('modules.usage.lastUsed')}</dt>
        <dd className="font-semibold text-slate-900 dark:text-white">{usage.lastUsedAt ? formatDateTime(usage.lastUsedAt) : t('modules.usage.never')}</dd>
      </div>
      <div>
        <dt className="text-slate-700 dark:text-slate-300">{t('modules.usage.activeUsers')}</dt>
        <dd className="font-semibold text-slate-900 dark:text-white">{compact || usage.activeUsers.length === 0 ? formatNumber(usage.activeUsers.length) : usage.activeUsers.map((u) => u.name).join(', ')}</dd>
      </div>
    </dl>
  );
}

export interface MyModuleDetailProps {
  moduleKey: string;
  /** The firm's store (names, data kept, pages). */
  store: readonly StoreModule[];
  installed: InstalledModule | undefined;
  canActivate: boolean;
}

export function MyModuleDetail({ moduleKey, store, installed, canActivate }: MyModuleDetailProps) {
  const { t } = useTranslation();
  const names = new Map(store.map((m) => [m.key, localized(m.name)]));
  const module = store.find((m) => m.key === moduleKey);
  const [retainedUntil, setRetainedUntil] = useState<string | null>(null);
  const name = module ? localized(module.name) : moduleKey;
  return (
    <div className="space-y-6">
      <Link to="/app/my-modules" className="text-sm font-semibold text-indigo-700 underline dark:text-indigo-300">
        {t('modules.my.back')}
      </Link>
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl dark:text-white">{name}</h1>
      {retainedUntil ? (
        <p role="status" className="rounded-2xl border border-emerald-300 bg-emerald-50 p-5 text-emerald-950 dark:border-emerald-800 dark:bg-emerald-950 dark:text-emerald-50">
          {t('modules.uninstall.done', { name, date: formatDate(retainedUntil) })}
        </p>
      ) : !installed ? (
        <p className="rounded-lg bg-slate-100 p-4 text-slate-800 dark:bg-slate-800 dark:text-slate-200">
          {t('modules.notInstalled.title')}.{' '}
          <Link to={`/app/modulstore/${moduleKey}`} className="font-semibold text-indigo-700 underline dark:text-indigo-300">
            {t('modules.notInstalled.toStore')}
          </Link>
        </p>
      ) : (
        <>
          <p className="text-slate-700 dark:text-slate-300">{t('modules.my.installedAt', { date: formatDate(installed.installedAt) })}</p>
          {module && module.pages.some((p) => !p.includes(':')) && (
            <Link to={`/app/${module.pages.find((p) => !p.includes(':'))}`} className={buttonClasses('primary')}>
              {t('modules.my.open', { name })}
            </Link>
          )}
          {installed.usage && (
            <Panel title={t('modules.usage.title')}>
              <UsageFacts usage={installed.usage} />
            </Panel>
          )}
          <Panel title={t('modules.settings.title')}>
            <NavSetting moduleKey={moduleKey} installed={installed} canEdit={canActivate} />
          </Panel>
          {canActivate && (
            <Panel title={t('modules.uninstall.title')}>
              {module && <p className="mb-3">{t('modules.uninstall.dataKept', { data: localized(module.dataKept) })}</p>}
              <Uninstall moduleKey={moduleKey} name={name} names={names} onDone={setRetainedUntil} />
            </Panel>
          )}
        </>
      )}
    </div>
  );
}

function NavSetting({ moduleKey, installed, canEdit }: { moduleKey: string; installed: InstalledModule; canEdit: boolean }) {
  const { t } = useTranslation();
  const id = useId();
  const update = useUpdateModuleSettings(moduleKey);
  // The choice shows at once (a controlled checkbox would otherwise snap back until the request
  // starts); once saved and re-read, the server's value rules again.
  const [chosen, setChosen] = useState<boolean | null>(null);
  const checked = chosen ?? showsInNav(installed.settings);
  return (
    <div>
      <div className="flex items-center gap-3">
        <input
          id={id}
          type="checkbox"
          className="size-5 accent-indigo-600"
          checked={checked}
          disabled={!canEdit || update.isPending}
          onChange={(e) => {
            setChosen(e.target.checked);
            update.mutate({ ...installed.settings, [SHOW_IN_NAV]: e.target.checked }, { onSettled: () => setChosen(null) });
          }}
          aria-describedby={`${id}-hint`}
        />
        <label htmlFor={id} className="font-medium">
          {t('modules.settings.showInNav')}
        </label>
      </div>
      <p id={`${id}-hint`} className="mt-1 text-sm text-slate-700 dark:text-slate-300">
        {canEdit ? t('modules.settings.showInNavHint') : t('modules.settings.onlyAdmin')}
      </p>
      {update.isSuccess && (
        <p role="status" className="mt-2 text-sm font-medium text-emerald-800 dark:text-emerald-300">
          {t('modules.settings.saved')}
        </p>
      )}
      {update.isError && (
        <p role="alert" className="mt-2 text-sm font-medium text-red-700 dark:text-red-300">
          {moduleErrorText(update.error)}
        </p>
      )}
    </div>
  );
}

function Uninstall({ moduleKey, name, names, onDone }: { moduleKey: string; name: string; names: ReadonlyMap<string, string>; onDone: (retainedUntil: string) => void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const preview = useUninstallPreview(moduleKey, open);
  const uninstall = useUninstallModule();
  const close = () => {
    setOpen(false);
    uninstall.reset();
  };
  async function confirm() {
    const result = await uninstall.mutateAsync(moduleKey).catch(() => null);
    if (result) {
      setOpen(false);
      onDone(result.retainedUntil);
    }
  }
  const blocked = (preview.data?.dependents.length ?? 0) > 0;
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {t('modules.uninstall.button')}
      </Button>
      <Dialog open={open} title={t('modules.uninstall.confirmTitle', { name })} onClose={close}>
        {preview.isPending ? (
          <LoadingSpinner fullScreen={false} />
        ) : preview.isError ? (
          <LoadError compact error={preview.error} title={t('modules.uninstall.previewFailed')} onRetry={() => void preview.refetch()} />
        ) : (
          <div className="space-y-3 text-slate-800 dark:text-slate-200">
            {blocked && (
              <div role="alert" className="rounded-lg bg-red-50 p-3 text-red-900 dark:bg-red-950 dark:text-red-100">
                <p className="font-semibold">{t('modules.uninstall.blocked')}</p>
                <ul className="mt-1 list-disc pl-5">
                  {preview.data.dependents.map((key) => (
                    <li key={key}>
                      <Link to={`/app/my-modules/${key}`} className="underline">
                        {names.get(key) ?? key}
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            )}
            <p className="font-semibold">{t('modules.uninstall.records')}</p>
            {preview.data.records.length === 0 ? (
              <p>{t('modules.uninstall.noRecords')}</p>
            ) : (
              <ul className="list-disc pl-5">
                {preview.data.records.map((r) => (
                  <li key={r.label.hu}>
                    {localized(r.label)}: {formatNumber(r.count)}
                  </li>
                ))}
              </ul>
            )}
            <p>{t('modules.uninstall.retention', { count: preview.data.retentionDays })}</p>
            {uninstall.isError && (
              <p role="alert" className="font-medium text-red-700 dark:text-red-300">
                {moduleErrorText(uninstall.error)}
              </p>
            )}
          </div>
        )}
        <div className="flex flex-wrap gap-3 pt-4">
          <Button onClick={() => void confirm()} disabled={!preview.isSuccess || blocked || uninstall.isPending}>
            {t('modules.uninstall.confirm')}
          </Button>
          <button type="button" className={buttonClasses('secondary')} onClick={close}>
            {t('modules.cancel')}
          </button>
        </div>
      </Dialog>
    </>
  );
}
