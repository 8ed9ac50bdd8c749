import { AuthLayout } from '@client/app/layout/auth-layout';
import { ForgotPasswordScreen } from '@client/features/auth/components/forgot-password-screen';

export function ForgotPasswordRoute() {
  return (
    <AuthLayout>
      <ForgotPasswordScreen />
    </AuthLayout>
  );
}
