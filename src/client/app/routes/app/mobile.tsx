// /app/mobile (decision 0516): the mobile app page behind the plan's mobile_app gate; who may change
// the plan is offered the upgrade. A customer gets the firm's messages on her phone (decision 0518);
// when the firm's plan has no mobile app she is told so, not offered the firm's upgrade.
import { useTranslation } from 'react-i18next';
import { FeatureGate } from '@client/features/entitlements/components/feature-gate';
import { MobilePage } from '@client/features/mobile';
import { useAppContext } from '../../layout/app-context';

export function MobileRoute() {
  const { permissions, role } = useAppContext();
  const audience = role === 'customer' ? 'customer' : 'firm';
  return (
    <MobilePage
      audience={audience}
      gate={(content) =>
        audience === 'customer' ? (
          <FeatureGate feature="mobile_app" canUpgrade={false} fallback={<NotOffered />}>
            {content}
          </FeatureGate>
        ) : (
          <FeatureGate feature="mobile_app" canUpgrade={permissions.canManageOwnCompany}>
            {content}
          </FeatureGate>
        )
      }
    />
  );
}

function NotOffered() {
  const { t } = useTranslation();
  return <p className="rounded-xl border border-slate-200 bg-white p-5 text-sm text-slate-700 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-300">{t('mobile.customer.notOffered')}</p>;
}
