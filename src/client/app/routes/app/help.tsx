// /app/help (issue 36 point 6): the help centre, for every role. The role shown decides whether
// the customer's pointer to the firm's own support is offered.
import { HelpPage } from '@client/features/help';
import { useAppContext } from '../../layout/app-context';

export function HelpRoute() {
  const { me, role } = useAppContext();
  const firm = me.memberships.find((m) => m.tenantId === me.activeTenantId)?.tenantName ?? null;
  return <HelpPage userEmail={me.user.email} firmName={firm} customer={role === 'customer'} />;
}
