// /app/mobile (decision 0516): the mobile app page behind the plan's mobile_app gate; who may change
// the plan is offered the upgrade.
import { FeatureGate } from '@client/features/entitlements/components/feature-gate';
import { MobilePage } from '@client/features/mobile';
import { useAppContext } from '../../layout/app-context';

export function MobileRoute() {
  const { permissions } = useAppContext();
  return (
    <MobilePage
      gate={(content) => (
        <FeatureGate feature="mobile_app" canUpgrade={permissions.canManageOwnCompany}>
          {content}
        </FeatureGate>
      )}
    />
  );
}
