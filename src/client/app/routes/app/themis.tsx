// /app/themis, /app/themis/vault and /app/ai-modules (issue 19). The client mirrors spec 6
// (canUseAI; the firm's AI administration needs canManageOwnCompany, others see their own usage); the server enforces both,
// the module installation and the plan's agent_run limit.
import { AiAdminPage, PlatformAiPage, ThemisPage, VaultPage } from '@client/features/themis';
import { useAppContext } from '../../layout/app-context';

export function ThemisRoute() {
  return <ThemisPage />;
}

export function ThemisVaultRoute() {
  const { permissions } = useAppContext();
  return <VaultPage canManage={permissions.canManageOwnCompany} />;
}

/**
 * Every AI user sees their own spend here; the firm's keys, budgets and log need
 * canManageOwnCompany. The platform admin (canViewAllCompanies, the role shown 'admin', acting in
 * no firm) gets the platform keys and the cross-firm view instead (decision 0243).
 */
export function AiModulesRoute() {
  const { permissions } = useAppContext();
  return permissions.canViewAllCompanies ? <PlatformAiPage /> : <AiAdminPage canManageFirm={permissions.canManageOwnCompany} />;
}
