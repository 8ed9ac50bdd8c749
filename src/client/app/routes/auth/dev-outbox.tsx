import { AuthLayout } from '@client/app/layout/auth-layout';
import { DevOutboxScreen } from '@client/features/auth/components/dev-outbox-screen';

export function DevOutboxRoute() {
  return (
    <AuthLayout>
      <DevOutboxScreen />
    </AuthLayout>
  );
}
