import { AuthLayout } from '@client/app/layout/auth-layout';
import { RegistrationWizard } from '@client/features/auth/components/registration-wizard';

export function RegisterRoute() {
  return (
    <AuthLayout>
      <RegistrationWizard />
    </AuthLayout>
  );
}
