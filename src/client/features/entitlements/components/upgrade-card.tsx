// The upgrade card of spec 2.9: the feature's name, description and upgrade message, a usage
// badge for metered features (used AI agents or automations), and the way to /app/pricing — for
// whoever may change the plan. Everyone else is told who can, and may ask them in one click.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { EntitlementsResponse } from '@shared/entitlements/billing.schemas';
import { type FeatureKey, featureCatalogue, isMeteredAction, meteredUsage } from '@shared/entitlements/entitlements';
import { Button, buttonClasses } from '@client/components/ui/button';
import { useRequestUpgrade } from '../api/request-upgrade';

export function UpgradeCard({ feature, data, canUpgrade }: { feature: FeatureKey; data: EntitlementsResponse | null; canUpgrade: boolean }) {
  const { t } = useTranslation();
  const info = featureCatalogue[feature];
  const usage = data && isMeteredAction(feature) ? meteredUsage(feature, { entitlements: data.entitlements, usage: data.usage }) : null;
  return (
    <PlanUpgradeCard
      id={`upgrade-${feature}`}
      name={info.name}
      description={info.description}
      upgradeMessage={info.upgradeMessage}
      canUpgrade={canUpgrade}
      ask={<AskAdministrators feature={feature} />}
      badge={
        usage &&
        t(feature === 'agent_run' ? 'billing.gate.usageAgents' : 'billing.gate.usageAutomations', {
          used: usage.used,
          limit: usage.limit ?? t('billing.gate.unlimited'),
        })
      }
    />
  );
}

export interface PlanUpgradeCardProps {
  id: string;
  name: string;
  description: string;
  upgradeMessage: string;
  canUpgrade: boolean;
  /** A usage badge (metered features). */
  badge?: ReactNode;
  /** What a member who may not upgrade can do; by default they are told who can. */
  ask?: ReactNode;
}

/** The card itself, for anything the plan does not include (a plan feature, a module of a higher plan). */
export function PlanUpgradeCard({ id, name, description, upgradeMessage, canUpgrade, badge, ask }: PlanUpgradeCardProps) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-amber-300 bg-amber-50 p-6 shadow-sm dark:border-amber-700 dark:bg-amber-950/40" data-testid="upgrade-card">
      <p className="text-sm font-semibold tracking-wide text-amber-900 uppercase dark:text-amber-200">{t('billing.gate.locked')}</p>
      <h2 id={id} className="mt-1 text-2xl font-bold text-slate-900 dark:text-white">
        {name}
      </h2>
      <p className="mt-2 text-slate-700 dark:text-slate-300">{description}</p>
      <p className="mt-3 font-medium text-slate-900 dark:text-white">{upgradeMessage}</p>
      {badge && <p className="mt-4 inline-block rounded-full bg-white px-3 py-1 text-sm font-semibold text-amber-900 ring-1 ring-amber-300 dark:bg-slate-900 dark:text-amber-200 dark:ring-amber-700">{badge}</p>}
      {!canUpgrade && (ask ?? <p className="mt-4 text-slate-800 dark:text-slate-200">{t('billing.gate.onlyAdmin')}</p>)}
      <div className="mt-5 flex flex-wrap gap-3">
        {canUpgrade && (
          <Link to="/app/pricing" className={buttonClasses('primary')}>
            {t('billing.gate.upgrade')}
          </Link>
        )}
        <Link to="/app/help" className={buttonClasses('secondary')}>
          {t('billing.gate.help')}
        </Link>
      </div>
    </section>
  );
}

/** Who can upgrade, and a one-click request to them (the bell tells the firm's administrators). */
function AskAdministrators({ feature }: { feature: FeatureKey }) {
  const { t } = useTranslation();
  const ask = useRequestUpgrade();
  return (
    <div className="mt-4 space-y-3">
      <p className="text-slate-800 dark:text-slate-200">{t('billing.gate.onlyAdmin')}</p>
      {ask.isSuccess ? (
        <p role="status" className="font-medium text-emerald-800 dark:text-emerald-300">
          {t(ask.data.alreadyAsked ? 'billing.gate.askedAlready' : 'billing.gate.asked')}
        </p>
      ) : (
        <Button onClick={() => ask.mutate(feature)} disabled={ask.isPending}>
          {t('billing.gate.askAdmin')}
        </Button>
      )}
      {ask.isError && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {t('billing.gate.askFailed')}
        </p>
      )}
    </div>
  );
}
