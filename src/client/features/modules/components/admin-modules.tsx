// The platform admin's module pages. /app/admin/modules (canManageModules): every module with
// its install count, status, featured flag and price (price only with canEditModulePricing), its
// visibility per firm and its usage over time. /app/admin/modulbazis (canViewModuleBazis): the
// technical module base, read-only. Every change is audited by the server.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminModule } from '@shared/modules/modules.schemas';
import { moduleStatuses, type ModuleStatus } from '@shared/modules/registry';
import { BarChart } from '@client/components/ui/bar-chart';
import { Button } from '@client/components/ui/button';
import { LoadError } from '@client/components/errors/load-error';
import { LoadingSpinner } from '@client/components/ui/loading-spinner';
import { ScrollRegion } from '@client/components/ui/scroll-region';
import { TableHead } from '@client/components/ui/table-head';
import { formatDate, formatNumber } from '@client/lib/format';
import { useAdminModuleUsage, useFirms, usePatchAdminModule, useSetModuleVisibility } from '../api/modules-api';
import { localized, moduleErrorText } from '../module-text';
import { priceLabel, StateBadges } from './badges';

const cell = 'px-3 py-2 align-top';

/** The column headings of this page's plain tables. */
function HeadRow({ labels }: { labels: readonly string[] }) {
  return <TableHead columns={labels.map((label) => ({ label }))} rowClassName="border-b border-slate-300 dark:border-slate-600" cellClassName={cell} />;
}

const smallInput = 'h-11 rounded-lg border border-slate-300 bg-white px-2 text-sm text-slate-900 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100';

export function AdminModulesTable({ modules, canEditPricing }: { modules: readonly AdminModule[]; canEditPricing: boolean }) {
  const { t } = useTranslation();
  const [selected, setSelected] = useState<string | null>(null);
  const chosen = modules.find((m) => m.key === selected) ?? null;
  return (
    <div className="space-y-6">
      <ScrollRegion label={t('modules.admin.tableLabel')} className="rounded-2xl border border-slate-200 bg-white dark:border-slate-700 dark:bg-slate-900">
        <table className="w-full min-w-[52rem] text-left text-sm text-slate-800 dark:text-slate-200">
          <caption className="sr-only">{t('modules.admin.tableLabel')}</caption>
          <HeadRow labels={[t('modules.admin.module'), t('modules.admin.installs'), t('modules.admin.status'), t('modules.admin.featured'), t('modules.admin.price'), t('modules.admin.details')]} />
          <tbody>
            {modules.map((m) => (
              <AdminModuleRow key={m.key} module={m} canEditPricing={canEditPricing} selected={selected === m.key} onSelect={() => setSelected(selected === m.key ? null : m.key)} />
            ))}
          </tbody>
        </table>
      </ScrollRegion>
      {chosen && <ModulePanel module={chosen} />}
    </div>
  );
}

function AdminModuleRow({ module, canEditPricing, selected, onSelect }: { module: AdminModule; canEditPricing: boolean; selected: boolean; onSelect: () => void }) {
  const { t } = useTranslation();
  const patch = usePatchAdminModule(module.key);
  const [price, setPrice] = useState(String(module.monthlyPriceHuf));
  const name = localized(module.name);
  const priceValue = Number(price);
  const priceValid = /^\d+$/.test(price.trim()) && priceValue <= 10_000_000;
  return (
    <tr className="border-b border-slate-200 dark:border-slate-700" data-testid={`admin-module-${module.key}`}>
      <th scope="row" className={`${cell} font-semibold`}>
        {name}
        <span className="block font-mono text-xs font-normal text-slate-700 dark:text-slate-300">{module.key}</span>
        <span className="mt-1 flex flex-wrap gap-1">
          <StateBadges module={module} />
        </span>
        {patch.isError && (
          <span role="alert" className="mt-1 block text-xs font-medium text-red-700 dark:text-red-300">
            {moduleErrorText(patch.error)}
          </span>
        )}
      </th>
      <td className={cell}>{formatNumber(module.installCount)}</td>
      <td className={cell}>
        <select
          aria-label={t('modules.admin.statusOf', { name })}
          className={smallInput}
          value={module.status}
          disabled={patch.isPending}
          onChange={(e) => patch.mutate({ status: e.target.value as ModuleStatus })}
        >
          {moduleStatuses.map((s) => (
            <option key={s} value={s}>
              {t(`modules.statuses.${s}`)}
            </option>
          ))}
        </select>
      </td>
      <td className={cell}>
        <input
          type="checkbox"
          aria-label={t('modules.admin.featuredOf', { name })}
          className="size-5 accent-indigo-600"
          checked={module.featured}
          disabled={patch.isPending}
          onChange={(e) => patch.mutate({ featured: e.target.checked })}
        />
      </td>
      <td className={cell}>
        {canEditPricing ? (
          <form
            className="flex items-center gap-2"
            onSubmit={(e) => {
              e.preventDefault();
              if (priceValid) patch.mutate({ monthlyPriceHuf: priceValue });
            }}
          >
            <input
              inputMode="numeric"
              aria-label={t('modules.admin.priceOf', { name })}
              aria-invalid={!priceValid}
              className={`${smallInput} w-24`}
              value={price}
              onChange={(e) => setPrice(e.target.value)}
            />
            <span aria-hidden="true">Ft</span>
            <Button type="submit" variant="secondary" disabled={!priceValid || patch.isPending || priceValue === module.monthlyPriceHuf}>
              {t('modules.admin.save')}
            </Button>
          </form>
        ) : (
          priceLabel(module.monthlyPriceHuf, t)
        )}
      </td>
      <td className={cell}>
        <Button variant="ghost" aria-expanded={selected} onClick={onSelect}>
          {selected ? t('modules.admin.hide') : t('modules.admin.details')}
          <span className="sr-only"> – {name}</span>
        </Button>
      </td>
    </tr>
  );
}

function ModulePanel({ module }: { module: AdminModule }) {
  const { t } = useTranslation();
  const headingId = useId();
  const name = localized(module.name);
  const usage = useAdminModuleUsage(module.key);
  return (
    <section aria-labelledby={headingId} className="space-y-4 rounded-2xl border border-indigo-200 bg-white p-5 dark:border-indigo-900 dark:bg-slate-900">
      <h2 id={headingId} className="text-xl font-bold text-slate-900 dark:text-white">
        {name}
      </h2>
      {usage.isPending ? (
        <LoadingSpinner fullScreen={false} />
      ) : usage.isError ? (
        <LoadError error={usage.error} onRetry={() => void usage.refetch()} />
      ) : (
        <>
          <BarChart
            title={t('modules.admin.usageChart', { name })}
            months={usage.data.points.map((p) => p.month)}
            series={[
              { label: t('modules.admin.newInstalls'), values: usage.data.points.map((p) => p.installs), color: 'text-indigo-600 dark:text-indigo-400' },
              { label: t('modules.admin.activeFirms'), values: usage.data.points.map((p) => p.activeTenants), color: 'text-emerald-600 dark:text-emerald-400' },
            ]}
          />
          <h3 className="font-semibold text-slate-900 dark:text-white">{t('modules.admin.perFirm')}</h3>
          {usage.data.perTenant.length === 0 ? (
            <p className="text-slate-700 dark:text-slate-300">{t('modules.admin.noFirm')}</p>
          ) : (
            <ScrollRegion label={t('modules.admin.perFirm')}>
              <table className="w-full text-left text-sm text-slate-800 dark:text-slate-200">
                <HeadRow labels={[t('modules.admin.firm'), t('modules.admin.installedAt'), t('modules.usage.records')]} />
                <tbody>
                  {usage.data.perTenant.map((f) => (
                    <tr key={f.tenantId} className="border-b border-slate-200 dark:border-slate-700">
                      <th scope="row" className={`${cell} font-medium`}>{f.tenantName}</th>
                      <td className={cell}>{f.installedAt ? formatDate(f.installedAt) : '—'}</td>
                      <td className={cell}>{formatNumber(f.records)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </ScrollRegion>
          )}
        </>
      )}
      <Visibility module={module} />
    </section>
  );
}

/** The module hidden from chosen firms: one switch per firm. */
function Visibility({ module }: { module: AdminModule }) {
  const { t } = useTranslation();
  const firms = useFirms();
  const visibility = useSetModuleVisibility(module.key);
  const name = localized(module.name);
  return (
    <fieldset className="space-y-2">
      <legend className="font-semibold text-slate-900 dark:text-white">{t('modules.admin.visibility')}</legend>
      <p className="text-sm text-slate-700 dark:text-slate-300">{t('modules.admin.visibilityHint')}</p>
      {firms.isPending ? (
        <LoadingSpinner fullScreen={false} />
      ) : firms.isError ? (
        <LoadError error={firms.error} onRetry={() => void firms.refetch()} />
      ) : (
        <ul className="grid gap-2 sm:grid-cols-2">
          {firms.data.items.map((firm) => {
            const id = `visible-${module.key}-${firm.id}`;
            return (
              <li key={firm.id} className="flex items-center gap-2">
                <input
                  id={id}
                  type="checkbox"
                  className="size-5 accent-indigo-600"
                  checked={!module.hiddenForTenants.includes(firm.id)}
                  disabled={visibility.isPending}
                  onChange={(e) => visibility.mutate({ tenantId: firm.id, visible: e.target.checked })}
                />
                <label htmlFor={id}>{t('modules.admin.visibleFor', { firm: firm.name, name })}</label>
              </li>
            );
          })}
        </ul>
      )}
      {visibility.isError && (
        <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-300">
          {moduleErrorText(visibility.error)}
        </p>
      )}
    </fieldset>
  );
}

/** The technical module base: what each module owns and needs. */
export function ModuleBase({ modules }: { modules: readonly AdminModule[] }) {
  const { t } = useTranslation();
  const names = new Map(modules.map((m) => [m.key, localized(m.name)]));
  const list = (items: readonly string[]) => (items.length === 0 ? '—' : items.join(', '));
  return (
    <ScrollRegion label={t('modules.base.tableLabel')} className="rounded-2xl border border-slate-200 bg-white dark:border-slate-700 dark:bg-slate-900">
      <table className="w-full min-w-[60rem] text-left text-sm text-slate-800 dark:text-slate-200">
        <caption className="sr-only">{t('modules.base.tableLabel')}</caption>
        <HeadRow labels={[t('modules.admin.module'), t('modules.base.pages'), t('modules.base.api'), t('modules.base.dependsOn'), t('modules.base.plan'), t('modules.admin.status'), t('modules.admin.installs')]} />
        <tbody>
          {modules.map((m) => (
            <tr key={m.key} className="border-b border-slate-200 dark:border-slate-700">
              <th scope="row" className={`${cell} font-semibold`}>
                {localized(m.name)}
                <span className="block font-mono text-xs font-normal">{m.key}</span>
                <span className="block text-xs font-normal">{t(m.source === 'factory' ? 'modules.base.factory' : 'modules.base.builtin')}</span>
              </th>
              <td className={`${cell} font-mono text-xs`}>{list(m.pages.map((p) => `/app/${p}`))}</td>
              <td className={`${cell} font-mono text-xs`}>{list(m.apiPrefixes)}</td>
              <td className={cell}>{list(m.dependsOn.map((k) => names.get(k) ?? k))}</td>
              <td className={cell}>
                {t(`modules.plans.${m.minPlan}`)}
                <span className="block text-xs">{priceLabel(m.monthlyPriceHuf, t)}</span>
              </td>
              <td className={cell}>
                {t(`modules.statuses.${m.status}`)}
                {!m.released && <span className="block text-xs">{t('modules.state.comingSoon')}</span>}
              </td>
              <td className={cell}>{formatNumber(m.installCount)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
