// /app/api-keys (issue 36.2): the firm administrator's API keys. A key's scopes are offered from
// the permissions the signed-in person holds; the server enforces the same and the plan's access.
import { ApiKeysPage } from '@client/features/api-keys';
import { useAppContext } from '../../layout/app-context';
import { useInstalledKeys } from '../../layout/use-module-nav';

export function ApiKeysRoute() {
  const { permissions } = useAppContext();
  const installed = useInstalledKeys();
  return <ApiKeysPage held={permissions} installed={installed} />;
}
