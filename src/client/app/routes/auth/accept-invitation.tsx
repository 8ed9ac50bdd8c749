import { AuthLayout } from '@client/app/layout/auth-layout';
import { AcceptInvitationScreen } from '@client/features/auth/components/accept-invitation-screen';

export function AcceptInvitationRoute() {
  return (
    <AuthLayout>
      <AcceptInvitationScreen />
    </AuthLayout>
  );
}
