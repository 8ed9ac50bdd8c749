// The small labels of a module: plan, price (net, Hungarian money), installed, coming soon,
// featured and beta; and a decorative icon per category.
import { useTranslation } from 'react-i18next';
import { formatHuf } from '@shared/hu/format';
import type { StoreModule } from '@shared/modules/modules.schemas';
import type { ModuleCategory, PlanKey } from '@shared/modules/registry';

const pill = 'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset';

export function PlanBadge({ plan }: { plan: PlanKey }) {
  const { t } = useTranslation();
  return <span className={`${pill} bg-slate-100 text-slate-800 ring-slate-300 dark:bg-slate-800 dark:text-slate-100 dark:ring-slate-600`}>{t(`modules.plans.${plan}`)}</span>;
}

/** "Benne van a csomagban" or "+ 4900 Ft/hó" (net); admin lists, where no firm's plan applies. */
export function priceLabel(monthlyPriceHuf: number, t: (key: 'modules.price.included' | 'modules.price.monthly', options?: { price: string }) => string): string {
  return monthlyPriceHuf > 0 ? t('modules.price.monthly', { price: formatHuf(monthlyPriceHuf) }) : t('modules.price.included');
}

/**
 * A firm's view (store, detail, my modules): a free module the firm's plan does not include says
 * so, never "Benne van a csomagban" (issue 38.11; the plan badge beside it names the plan it needs);
 * `includedInPlan` is the server's answer.
 */
export function PriceBadge({ monthlyPriceHuf, includedInPlan }: { monthlyPriceHuf: number; includedInPlan: boolean }) {
  const { t } = useTranslation();
  const paid = monthlyPriceHuf > 0;
  if (!includedInPlan && !paid) {
    return <span className={`${pill} bg-amber-50 text-amber-900 ring-amber-300 dark:bg-amber-950 dark:text-amber-100 dark:ring-amber-700`}>{t('modules.price.notIncluded')}</span>;
  }
  return (
    <span
      className={`${pill} ${paid ? 'bg-indigo-50 text-indigo-900 ring-indigo-300 dark:bg-indigo-950 dark:text-indigo-100 dark:ring-indigo-700' : 'bg-emerald-50 text-emerald-900 ring-emerald-300 dark:bg-emerald-950 dark:text-emerald-100 dark:ring-emerald-700'}`}
    >
      {priceLabel(monthlyPriceHuf, t)}
      {paid && <span className="sr-only"> {t('modules.price.net')}</span>}
    </span>
  );
}

export function StateBadges({ module }: { module: Pick<StoreModule, 'released' | 'featured' | 'status'> & { installed?: boolean } }) {
  const { t } = useTranslation();
  return (
    <>
      {module.installed && <span className={`${pill} bg-emerald-600 text-white ring-emerald-700 dark:bg-emerald-500 dark:text-slate-950`}>{t('modules.state.installed')}</span>}
      {!module.released && <span className={`${pill} bg-amber-50 text-amber-900 ring-amber-300 dark:bg-amber-950 dark:text-amber-100 dark:ring-amber-700`}>{t('modules.state.comingSoon')}</span>}
      {module.featured && <span className={`${pill} bg-fuchsia-50 text-fuchsia-900 ring-fuchsia-300 dark:bg-fuchsia-950 dark:text-fuchsia-100 dark:ring-fuchsia-700`}>{t('modules.state.featured')}</span>}
      {module.status === 'beta' && <span className={`${pill} bg-sky-50 text-sky-900 ring-sky-300 dark:bg-sky-950 dark:text-sky-100 dark:ring-sky-700`}>{t('modules.state.beta')}</span>}
    </>
  );
}

const categoryIcons: Record<ModuleCategory, string> = {
  practice: 'M4 7h16v13H4zM9 7V4h6v3M4 12h16',
  clients: 'M17 21v-2a4 4 0 0 0-4-4H5a4 4 0 0 0-4 4v2M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8M23 21v-2a4 4 0 0 0-3-3.9M16 3.1a4 4 0 0 1 0 7.8',
  documents: 'M14 2H6a2 2 0 0 0-2 2v16a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V8zM14 2v6h6M8 13h8M8 17h8',
  ai: 'M12 2v4M12 18v4M4.9 4.9l2.8 2.8M16.3 16.3l2.8 2.8M2 12h4M18 12h4M4.9 19.1l2.8-2.8M16.3 7.7l2.8-2.8',
  finance: 'M12 1v22M17 5H9.5a3.5 3.5 0 0 0 0 7h5a3.5 3.5 0 0 1 0 7H6',
  portal: 'M3 4h18v12H3zM8 20h8M12 16v4',
  platform: 'M12 2 2 7l10 5 10-5zM2 17l10 5 10-5M2 12l10 5 10-5',
  hospitality: 'M3 21V8l9-5 9 5v13M9 21v-6h6v6',
};

function ModuleIcon({ category, className }: { category: ModuleCategory; className: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className={`shrink-0 ${className}`} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
      <path d={categoryIcons[category]} />
    </svg>
  );
}

/** The module's icon on a tinted tile (cards and page headers). */
export function ModuleIconBox({ category, large = false }: { category: ModuleCategory; large?: boolean }) {
  return (
    <span className={`flex shrink-0 items-center justify-center bg-indigo-50 text-indigo-700 dark:bg-indigo-950 dark:text-indigo-300 ${large ? 'size-14 rounded-2xl' : 'size-11 rounded-xl'}`}>
      <ModuleIcon category={category} className={large ? 'size-8' : 'size-6'} />
    </span>
  );
}
