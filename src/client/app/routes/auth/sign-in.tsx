import { AuthLayout } from '@client/app/layout/auth-layout';
import { SignInScreen } from '@client/features/auth/components/sign-in-screen';

export function SignInRoute() {
  return (
    <AuthLayout>
      <SignInScreen />
    </AuthLayout>
  );
}
