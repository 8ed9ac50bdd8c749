// Spec 2.9: renders its children only when the tenant's plan allows `feature`. Otherwise, by
// configuration: a custom fallback, an upgrade card (default) or a dimmed, locked copy of the
// content. While entitlements load it shows a pulsing placeholder. The decision uses the same
// shared rule as the server (which enforces it again on every metered call).
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { checkAccess, type FeatureKey } from '@shared/entitlements/entitlements';
import type { EntitlementsResponse } from '@shared/entitlements/billing.schemas';
import { Button } from '@client/components/ui/button';
import { useEntitlements } from '../api/get-entitlements';
import { UpgradeCard } from './upgrade-card';

export type FeatureGateVariant = 'upgrade' | 'dimmed';

export interface FeatureGateProps {
  feature: FeatureKey;
  children: ReactNode;
  /** Shown instead of the upgrade card when access is denied. */
  fallback?: ReactNode;
  /** What to show when denied and no fallback is given. */
  variant?: FeatureGateVariant;
  /** The viewer may change the plan (canManageOwnCompany); others are offered to ask who can. */
  canUpgrade: boolean;
}

export function FeatureGate({ feature, children, fallback, variant = 'upgrade', canUpgrade }: FeatureGateProps) {
  const { data, isPending, isError, refetch } = useEntitlements();
  const { t } = useTranslation();

  if (isPending) return <GatePlaceholder />;
  if (isError) {
    return (
      <div role="alert" className="rounded-xl border border-red-300 bg-red-50 p-4 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100">
        <p>{t('billing.gate.loadError')}</p>
        <Button variant="secondary" className="mt-3" onClick={() => void refetch()}>
          {t('billing.gate.retry')}
        </Button>
      </div>
    );
  }
  return (
    <GateDecision feature={feature} data={data} fallback={fallback} variant={variant} canUpgrade={canUpgrade}>
      {children}
    </GateDecision>
  );
}

/** The pure decision, separate from loading so it can be rendered with any entitlement state. */
export function GateDecision({ feature, data, children, fallback, variant = 'upgrade', canUpgrade }: FeatureGateProps & { data: EntitlementsResponse | null }) {
  const result = checkAccess(feature, data ? { entitlements: data.entitlements, usage: data.usage } : null);
  if (result.allowed) return <>{children}</>;
  if (fallback !== undefined) return <>{fallback}</>;
  if (variant === 'dimmed') return <LockedCopy canUpgrade={canUpgrade}>{children}</LockedCopy>;
  return <UpgradeCard feature={feature} data={data} canUpgrade={canUpgrade} />;
}

export function GatePlaceholder() {
  const { t } = useTranslation();
  return (
    <div role="status" aria-live="polite" className="animate-pulse space-y-3 rounded-xl border border-slate-200 p-6 dark:border-slate-700" data-testid="feature-gate-loading">
      <span className="sr-only">{t('billing.gate.loading')}</span>
      <div className="h-5 w-1/3 rounded bg-slate-200 dark:bg-slate-700" />
      <div className="h-4 w-2/3 rounded bg-slate-200 dark:bg-slate-700" />
      <div className="h-24 rounded bg-slate-200 dark:bg-slate-700" />
    </div>
  );
}

function LockedCopy({ children, canUpgrade }: { children: ReactNode; canUpgrade: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="relative" data-testid="feature-gate-locked">
      {/* The copy is visible but inert: not focusable, not announced, not clickable. */}
      <div inert aria-hidden="true" className="pointer-events-none opacity-40 blur-[1px] select-none">
        {children}
      </div>
      <div className="absolute inset-0 flex items-center justify-center">
        <div className="rounded-xl border border-slate-300 bg-white/95 p-4 text-center shadow-lg dark:border-slate-600 dark:bg-slate-900/95">
          <p className="font-semibold text-slate-900 dark:text-white">
            <span aria-hidden="true">🔒 </span>
            {t('billing.gate.lockedCopy')}
          </p>
          {canUpgrade ? (
            <Link to="/app/pricing" className="mt-2 inline-block font-semibold text-indigo-700 underline dark:text-indigo-300">
              {t('billing.gate.upgrade')}
            </Link>
          ) : (
            <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">{t('billing.gate.onlyAdmin')}</p>
          )}
        </div>
      </div>
    </div>
  );
}
