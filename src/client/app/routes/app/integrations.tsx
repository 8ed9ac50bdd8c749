// /app/integrations (issue 36.5): the firm's webhooks and its other connections; the server
// enforces the module installation and canManageModules on every call.
import { IntegrationsPage } from '@client/features/integrations';

export function IntegrationsRoute() {
  return <IntegrationsPage />;
}
