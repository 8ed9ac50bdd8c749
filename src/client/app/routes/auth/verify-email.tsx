import { AuthLayout } from '@client/app/layout/auth-layout';
import { VerifyEmailScreen } from '@client/features/auth/components/verify-email-screen';

export function VerifyEmailRoute() {
  return (
    <AuthLayout>
      <VerifyEmailScreen />
    </AuthLayout>
  );
}
