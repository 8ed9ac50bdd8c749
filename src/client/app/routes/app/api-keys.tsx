// /app/api-keys (issue 36.2): the firm administrator's API keys. A key's scopes are offered from
// the permissions the signed-in person holds; the server enforces the same and the plan's access.
import { ApiKeysPage } from '@client/features/api-keys';
import { useInstalledModules } from '@client/features/modules';
import { useAppContext } from '../../layout/app-context';

export function ApiKeysRoute() {
  const { permissions } = useAppContext();
  const installed = useInstalledModules();
  return <ApiKeysPage held={permissions} installed={new Set(installed.data?.modules.map((m) => m.key) ?? [])} />;
}
