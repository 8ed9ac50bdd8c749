// The upgrade card of spec 2.9: the feature's name, description and upgrade message, a usage
// badge for metered features (used AI agents or automations), and the way to /app/pricing.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { EntitlementsResponse } from '@shared/entitlements/billing.schemas';
import { type FeatureKey, featureCatalogue, isMeteredAction, meteredUsage } from '@shared/entitlements/entitlements';
import { buttonClasses } from '@client/components/ui/button';

export function UpgradeCard({ feature, data }: { feature: FeatureKey; data: EntitlementsResponse | null }) {
  const { t } = useTranslation();
  const info = featureCatalogue[feature];
  const usage = data && isMeteredAction(feature) ? meteredUsage(feature, { entitlements: data.entitlements, usage: data.usage }) : null;
  const headingId = `upgrade-${feature}`;
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-amber-300 bg-amber-50 p-6 shadow-sm dark:border-amber-700 dark:bg-amber-950/40"
      data-testid="upgrade-card"
    >
      <p className="text-sm font-semibold tracking-wide text-amber-900 uppercase dark:text-amber-200">{t('billing.gate.locked')}</p>
      <h2 id={headingId} className="mt-1 text-2xl font-bold text-slate-900 dark:text-white">
        {info.name}
      </h2>
      <p className="mt-2 text-slate-700 dark:text-slate-300">{info.description}</p>
      <p className="mt-3 font-medium text-slate-900 dark:text-white">{info.upgradeMessage}</p>
      {usage && (
        <p className="mt-4 inline-block rounded-full bg-white px-3 py-1 text-sm font-semibold text-amber-900 ring-1 ring-amber-300 dark:bg-slate-900 dark:text-amber-200 dark:ring-amber-700">
          {t(feature === 'agent_run' ? 'billing.gate.usageAgents' : 'billing.gate.usageAutomations', {
            used: usage.used,
            limit: usage.limit ?? t('billing.gate.unlimited'),
          })}
        </p>
      )}
      <div className="mt-5 flex flex-wrap gap-3">
        <Link to="/app/pricing" className={buttonClasses('primary')}>
          {t('billing.gate.upgrade')}
        </Link>
        <Link to="/app/help" className={buttonClasses('secondary')}>
          {t('billing.gate.help')}
        </Link>
      </div>
    </section>
  );
}
