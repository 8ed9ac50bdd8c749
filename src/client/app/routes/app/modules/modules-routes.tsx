// The module system's pages (issue 13): the store and a module's store page, my modules, and the
// platform admin's module management and module base. The page guard mirrors the server's
// permission (page manifest); the platform admin, who has no firm, is told so on the firm pages
// instead of a load error.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PlanUpgradeCard } from '@client/features/entitlements/components/upgrade-card';
import { AdminModulesTable, localized, ModuleBase, ModuleDetail, MyModuleDetail, MyModulesList, StorePage, useAdminModules, useInstalledModules, useStore, useStoreModule } from '@client/features/modules';
import { isApiError } from '@client/lib/api-client';
import { useAppContext } from '../../../layout/app-context';
import { NoFirm, PageError, PageLoading } from '../billing/page-states';

function Page({ title, intro, children }: { title: string; intro?: string; children: ReactNode }) {
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl dark:text-white">{title}</h1>
        {intro && <p className="mt-2 max-w-3xl text-slate-700 dark:text-slate-300">{intro}</p>}
      </div>
      {children}
    </div>
  );
}

/** A firm page: a firm to show it for. */
function FirmPage({ children, title }: { children: ReactNode; title: string }) {
  const { t } = useTranslation();
  const { me } = useAppContext();
  if (me.activeTenantId !== null) return <>{children}</>;
  return (
    <Page title={title}>
      <NoFirm text={t('modules.noFirm')} />
    </Page>
  );
}

export function StoreRoute() {
  const { t } = useTranslation();
  return (
    <FirmPage title={t('modules.store.title')}>
      <Store />
    </FirmPage>
  );
}

function Store() {
  const { t } = useTranslation();
  const store = useStore();
  return (
    <Page title={t('modules.store.title')} intro={t('modules.store.intro')}>
      {store.isPending ? <PageLoading /> : store.isError ? <PageError error={store.error} onRetry={() => void store.refetch()} /> : <StorePage store={store.data} />}
    </Page>
  );
}

export function StoreDetailRoute() {
  const { t } = useTranslation();
  return (
    <FirmPage title={t('shell.pages.modulstore-detail')}>
      <StoreDetail />
    </FirmPage>
  );
}

function StoreDetail() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const { permissions } = useAppContext();
  const module = useStoreModule(id);
  const store = useStore();
  if (module.isError && isApiError(module.error) && (module.error.status === 404 || module.error.status === 400)) {
    return (
      <Page title={t('modules.detail.notFound')}>
        <p className="text-slate-700 dark:text-slate-300">{t('modules.detail.notFoundText')}</p>
      </Page>
    );
  }
  if (module.isError || store.isError) return <PageError error={module.error ?? store.error} onRetry={() => void Promise.all([module.refetch(), store.refetch()])} />;
  if (module.isPending || store.isPending) return <PageLoading />;
  const name = localized(module.data.name);
  return (
    <ModuleDetail
      module={module.data}
      store={store.data.modules}
      canActivate={permissions.canActivateModules}
      canPurchase={permissions.canPurchaseModules}
      upgrade={
        <PlanUpgradeCard
          id={`upgrade-module-${module.data.key}`}
          name={t('modules.planGate.title', { name })}
          description={t('modules.planGate.text', { plan: t(`modules.plans.${module.data.minPlan}`), current: t(`modules.plans.${store.data.plan}`) })}
          upgradeMessage={t('modules.planGate.upgrade')}
          canUpgrade={permissions.canManageOwnCompany}
        />
      }
    />
  );
}

export function MyModulesRoute() {
  const { t } = useTranslation();
  return (
    <FirmPage title={t('modules.my.title')}>
      <MyModules />
    </FirmPage>
  );
}

function MyModules() {
  const { t } = useTranslation();
  const installed = useInstalledModules();
  const store = useStore();
  let body;
  if (installed.isError || store.isError) body = <PageError error={installed.error ?? store.error} onRetry={() => void Promise.all([installed.refetch(), store.refetch()])} />;
  else if (installed.isPending || store.isPending) body = <PageLoading />;
  else body = <MyModulesList installed={installed.data.modules} store={store.data.modules} />;
  return (
    <Page title={t('modules.my.title')} intro={t('modules.my.intro')}>
      {body}
    </Page>
  );
}

export function MyModuleDetailRoute() {
  const { t } = useTranslation();
  return (
    <FirmPage title={t('shell.pages.my-module-detail')}>
      <MyModule />
    </FirmPage>
  );
}

function MyModule() {
  const { id = '' } = useParams();
  const { permissions } = useAppContext();
  const installed = useInstalledModules();
  const store = useStore();
  if (installed.isError || store.isError) return <PageError error={installed.error ?? store.error} onRetry={() => void Promise.all([installed.refetch(), store.refetch()])} />;
  if (installed.isPending || store.isPending) return <PageLoading />;
  return <MyModuleDetail moduleKey={id} store={store.data.modules} installed={installed.data.modules.find((m) => m.key === id)} canActivate={permissions.canActivateModules} />;
}

/**
 * The module base is the platform owner's (decision 0097): the firm administrator also holds
 * canManageModules and canViewModuleBazis in the spec 6 matrix, but the server answers these
 * routes only for the platform admin, so their manifest pages ask for canViewAllCompanies too.
 */
export function AdminModulesRoute() {
  return <AdminModules />;
}

function AdminModules() {
  const { t } = useTranslation();
  const { permissions } = useAppContext();
  const modules = useAdminModules();
  return (
    <Page title={t('modules.admin.title')} intro={t('modules.admin.intro')}>
      {modules.isPending ? (
        <PageLoading />
      ) : modules.isError ? (
        <PageError error={modules.error} onRetry={() => void modules.refetch()} />
      ) : (
        <AdminModulesTable modules={modules.data.modules} canEditPricing={permissions.canEditModulePricing} />
      )}
    </Page>
  );
}

export function ModuleBazisRoute() {
  return <ModuleBazis />;
}

function ModuleBazis() {
  const { t } = useTranslation();
  const modules = useAdminModules();
  return (
    <Page title={t('modules.base.title')} intro={t('modules.base.intro')}>
      {modules.isPending ? <PageLoading /> : modules.isError ? <PageError error={modules.error} onRetry={() => void modules.refetch()} /> : <ModuleBase modules={modules.data.modules} />}
    </Page>
  );
}
