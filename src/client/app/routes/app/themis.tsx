// /app/themis, /app/themis/vault and /app/ai-modules (issue 19). The client mirrors spec 6
// (canUseAI; the firm's AI administration needs canManageOwnCompany); the server enforces both,
// the module installation and the plan's agent_run limit.
import { AiAdminPage, ThemisPage, VaultPage } from '@client/features/themis';
import { RequirePermission } from '../../require-permission';

export function ThemisRoute() {
  return (
    <RequirePermission permission="canUseAI">
      <ThemisPage />
    </RequirePermission>
  );
}

export function ThemisVaultRoute() {
  return (
    <RequirePermission permission="canUseAI">
      <VaultPage />
    </RequirePermission>
  );
}

export function AiModulesRoute() {
  return (
    <RequirePermission permission="canManageOwnCompany">
      <AiAdminPage />
    </RequirePermission>
  );
}
