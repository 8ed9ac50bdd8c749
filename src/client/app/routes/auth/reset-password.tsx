import { AuthLayout } from '@client/app/layout/auth-layout';
import { ResetPasswordScreen } from '@client/features/auth/components/reset-password-screen';

export function ResetPasswordRoute() {
  return (
    <AuthLayout>
      <ResetPasswordScreen />
    </AuthLayout>
  );
}
