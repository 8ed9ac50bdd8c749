// The module store (/app/modulstore, /app/store): search, category filter and a card per module
// with its plan, price, installed / coming soon / featured state, linking to its detail page.
import { useDeferredValue, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { StoreModule, StoreResponse } from '@shared/modules/modules.schemas';
import { moduleCategories, type ModuleCategory } from '@shared/modules/registry';
import { inputClasses } from '@client/components/ui/dialog';
import { localized } from '../module-text';
import { ModuleIconBox, PlanBadge, PriceBadge, StateBadges } from './badges';

/** Featured first, then released before coming soon, in registry order otherwise. */
function storeOrder(modules: readonly StoreModule[]): StoreModule[] {
  const rank = (m: StoreModule) => (m.featured ? 0 : 2) + (m.released ? 0 : 1);
  return modules
    .map((m, i) => ({ m, i }))
    .sort((a, b) => rank(a.m) - rank(b.m) || a.i - b.i)
    .map(({ m }) => m);
}

export function matchesSearch(module: StoreModule, query: string): boolean {
  const q = query.trim().toLocaleLowerCase('hu');
  if (!q) return true;
  return [module.name.hu, module.name.en, module.description.hu, module.description.en].some((text) => text.toLocaleLowerCase('hu').includes(q));
}

export function StorePage({ store }: { store: StoreResponse }) {
  const { t } = useTranslation();
  const searchId = useId();
  const categoryId = useId();
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState<ModuleCategory | ''>('');
  const deferred = useDeferredValue(query);
  const shown = storeOrder(store.modules).filter((m) => (!category || m.category === category) && matchesSearch(m, deferred));

  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="sm:w-80">
          <label htmlFor={searchId} className="text-sm font-medium text-slate-800 dark:text-slate-200">
            {t('modules.store.search')}
          </label>
          <input id={searchId} type="search" value={query} onChange={(e) => setQuery(e.target.value)} placeholder={t('modules.store.searchPlaceholder')} className={inputClasses} />
        </div>
        <div className="sm:w-64">
          <label htmlFor={categoryId} className="text-sm font-medium text-slate-800 dark:text-slate-200">
            {t('modules.store.category')}
          </label>
          <select id={categoryId} value={category} onChange={(e) => setCategory(e.target.value as ModuleCategory | '')} className={inputClasses}>
            <option value="">{t('modules.store.allCategories')}</option>
            {moduleCategories.map((c) => (
              <option key={c} value={c}>
                {t(`modules.categories.${c}`)}
              </option>
            ))}
          </select>
        </div>
        <p role="status" className="text-sm text-slate-700 sm:ml-auto dark:text-slate-300">
          {t('modules.store.count', { count: shown.length })}
        </p>
      </div>
      {shown.length === 0 ? (
        <p className="rounded-lg bg-slate-100 p-4 text-slate-800 dark:bg-slate-800 dark:text-slate-200">{t('modules.store.empty')}</p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {shown.map((module) => (
            <li key={module.key}>
              <ModuleCard module={module} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function ModuleCard({ module }: { module: StoreModule }) {
  const { t } = useTranslation();
  return (
    <article
      data-testid={`module-card-${module.key}`}
      className={`flex h-full flex-col rounded-2xl border bg-white p-5 dark:bg-slate-900 ${module.featured ? 'border-fuchsia-300 dark:border-fuchsia-800' : 'border-slate-200 dark:border-slate-700'}`}
    >
      {/* A name longer than the row beside the icon goes under the icon instead of breaking mid-word. */}
      <div className="flex flex-wrap items-start gap-3">
        <ModuleIconBox category={module.category} />
        <div className="max-w-full flex-1 basis-32">
          <h2 className="font-semibold text-slate-900 dark:text-white">
            <Link to={`/app/modulstore/${module.key}`} className="underline-offset-2 hover:underline focus-visible:underline">
              {localized(module.name)}
            </Link>
          </h2>
          <p className="text-xs text-slate-700 dark:text-slate-300">{t(`modules.categories.${module.category}`)}</p>
        </div>
      </div>
      <p className="mt-3 flex-1 text-sm text-slate-700 dark:text-slate-300">{localized(module.description)}</p>
      <div className="mt-4 flex flex-wrap gap-2">
        <StateBadges module={module} />
        <PlanBadge plan={module.minPlan} />
        <PriceBadge monthlyPriceHuf={module.monthlyPriceHuf} includedInPlan={module.includedInPlan} />
      </div>
    </article>
  );
}
