// A module's store page (/app/modulstore/:id): what it does, what it needs (and installs with it),
// what data it keeps, who can use it, and the install flow for those who may install it. A
// module outside the firm's plan shows the plan gate's upgrade card (given by the route).
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { withVat } from '@shared/entitlements/billing';
import { formatHuf } from '@shared/hu/format';
import type { InstallResponse, StoreModule } from '@shared/modules/modules.schemas';
import { withDependencies } from '@shared/modules/registry';
import { Button, buttonClasses } from '@client/components/ui/button';
import { Dialog } from '@client/components/ui/dialog';
import { formatDate } from '@client/lib/format';
import { useInstallModule } from '../api/modules-api';
import { firmRolesWith, localized, moduleErrorText } from '../module-text';
import { ModuleIconBox, PlanBadge, PriceBadge, StateBadges } from './badges';
import { Panel } from './panel';

export interface ModuleDetailProps {
  module: StoreModule;
  /** The firm's whole store (names and installed state of the dependencies). */
  store: readonly StoreModule[];
  canActivate: boolean;
  canPurchase: boolean;
  /** Shown instead of the install button when the plan does not include the module. */
  upgrade: ReactNode;
}

/** Dependencies first, this module last; those already installed are left out. */
export function installPlan(module: StoreModule, store: readonly StoreModule[]): StoreModule[] {
  const byKey = new Map(store.map((m) => [m.key, m]));
  // A dependency the firm cannot see (hidden for it) has no entry: the server decides about it.
  const keys = withDependencies(module.key, (k) => (k === module.key ? module : (byKey.get(k) ?? { key: k, dependsOn: [] })));
  return keys.flatMap((k) => {
    const m = k === module.key ? module : byKey.get(k);
    return m && !m.installed ? [m] : [];
  });
}

export function ModuleDetail({ module, store, canActivate, canPurchase, upgrade }: ModuleDetailProps) {
  const { t } = useTranslation();
  const byKey = new Map(store.map((m) => [m.key, m]));
  const roles = firmRolesWith(module.usePermission);
  return (
    <div className="space-y-6">
      <Link to="/app/modulstore" className="text-sm font-semibold text-indigo-700 underline dark:text-indigo-300">
        {t('modules.detail.back')}
      </Link>
      <div className="flex items-start gap-4">
        <ModuleIconBox category={module.category} large />
        <div className="min-w-0">
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl dark:text-white">{localized(module.name)}</h1>
          <p className="text-sm text-slate-700 dark:text-slate-300">{t(`modules.categories.${module.category}`)}</p>
          <div className="mt-2 flex flex-wrap gap-2">
            <StateBadges module={module} />
            <PlanBadge plan={module.minPlan} />
            <PriceBadge monthlyPriceHuf={module.monthlyPriceHuf} includedInPlan={module.includedInPlan} />
          </div>
        </div>
      </div>

      <div className="grid gap-4 lg:grid-cols-2">
        <Panel title={t('modules.detail.whatItDoes')}>
          <p>{localized(module.description)}</p>
        </Panel>
        <Panel title={t('modules.detail.dependencies')}>
          {module.dependsOn.length === 0 ? (
            <p>{t('modules.detail.noDependencies')}</p>
          ) : (
            <ul className="list-disc space-y-1 pl-5">
              {module.dependsOn.map((key) => {
                const dep = byKey.get(key);
                return (
                  <li key={key}>
                    {dep ? localized(dep.name) : key} <span className="text-sm">({dep?.installed ? t('modules.detail.depInstalled') : t('modules.detail.depWillInstall')})</span>
                  </li>
                );
              })}
            </ul>
          )}
        </Panel>
        <Panel title={t('modules.detail.dataKept')}>
          <p>{localized(module.dataKept)}</p>
        </Panel>
        <Panel title={t('modules.detail.whoCanUse')}>
          <p>{roles.length > 0 ? roles.map((r) => t(`roles.${r}`)).join(', ') : t('modules.detail.nobody')}</p>
        </Panel>
      </div>

      <InstallArea module={module} store={store} canActivate={canActivate} canPurchase={canPurchase} upgrade={upgrade} />
    </div>
  );
}

function Notice({ children }: { children: ReactNode }) {
  return <p className="rounded-lg bg-slate-100 p-4 text-slate-800 dark:bg-slate-800 dark:text-slate-200">{children}</p>;
}

function InstallArea({ module, store, canActivate, canPurchase, upgrade }: ModuleDetailProps) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const [done, setDone] = useState<InstallResponse | null>(null);
  const install = useInstallModule();
  const paid = module.monthlyPriceHuf > 0;
  const names = new Map(store.map((m) => [m.key, localized(m.name)]));

  if (done) {
    return (
      <div role="status" className="space-y-2 rounded-2xl border border-emerald-300 bg-emerald-50 p-5 text-emerald-950 dark:border-emerald-800 dark:bg-emerald-950 dark:text-emerald-50">
        <p className="font-semibold">{t('modules.install.done', { names: done.installed.map((k) => names.get(k) ?? k).join(', ') })}</p>
        {done.proformas.length > 0 && <p>{t('modules.install.proformas', { numbers: done.proformas.join(', ') })}</p>}
        <Link to={`/app/my-modules/${module.key}`} className="inline-block font-semibold underline">
          {t('modules.install.toMyModule')}
        </Link>
      </div>
    );
  }
  if (module.installed) {
    return (
      <Notice>
        {module.installedAt ? t('modules.install.installedAt', { date: formatDate(module.installedAt) }) : t('modules.state.installed')}{' '}
        <Link to={`/app/my-modules/${module.key}`} className="font-semibold text-indigo-700 underline dark:text-indigo-300">
          {t('modules.install.toMyModule')}
        </Link>
      </Notice>
    );
  }
  if (!module.released) return <Notice>{t('modules.install.comingSoon')}</Notice>;
  if (!module.includedInPlan) return <>{upgrade}</>;
  if (!canActivate) return <Notice>{t('modules.install.onlyAdmin')}</Notice>;
  if (paid && !canPurchase) return <Notice>{t('modules.install.onlyPurchaser')}</Notice>;

  const plan = installPlan(module, store);
  const monthlyNet = plan.reduce((sum, m) => sum + m.monthlyPriceHuf, 0);
  const close = () => {
    setConfirming(false);
    install.reset();
  };
  async function confirm() {
    const result = await install.mutateAsync(module.key).catch(() => null);
    if (result) {
      setConfirming(false);
      setDone(result);
    }
  }
  return (
    <>
      <Button onClick={() => setConfirming(true)}>{t('modules.install.button', { name: localized(module.name) })}</Button>
      <Dialog open={confirming} title={t('modules.install.confirmTitle', { name: localized(module.name) })} onClose={close}>
        <div className="space-y-3 text-slate-800 dark:text-slate-200">
          {plan.length > 1 && (
            <>
              <p>{t('modules.install.withDependencies')}</p>
              <ul className="list-disc pl-5">
                {plan.map((m) => (
                  <li key={m.key}>{localized(m.name)}</li>
                ))}
              </ul>
            </>
          )}
          <p>{monthlyNet > 0 ? t('modules.install.paid', { net: formatHuf(monthlyNet), gross: formatHuf(withVat(monthlyNet).gross) }) : t('modules.install.free')}</p>
          {install.isError && (
            <p role="alert" className="font-medium text-red-700 dark:text-red-300">
              {moduleErrorText(install.error)}
            </p>
          )}
          <div className="flex flex-wrap gap-3 pt-2">
            <Button onClick={() => void confirm()} disabled={install.isPending}>
              {install.isPending ? t('modules.install.installing') : t('modules.install.confirm')}
            </Button>
            <button type="button" className={buttonClasses('secondary')} onClick={close}>
              {t('modules.cancel')}
            </button>
          </div>
        </div>
      </Dialog>
    </>
  );
}
