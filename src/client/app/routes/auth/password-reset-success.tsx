import { AuthLayout } from '@client/app/layout/auth-layout';
import { PasswordResetSuccessScreen } from '@client/features/auth/components/password-reset-success-screen';

export function PasswordResetSuccessRoute() {
  return (
    <AuthLayout>
      <PasswordResetSuccessScreen />
    </AuthLayout>
  );
}
