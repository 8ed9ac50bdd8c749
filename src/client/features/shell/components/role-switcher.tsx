// Switches among the roles the user really holds (from the server). The choice is stored in
// browser storage and the page reloads (spec 4). Under DEMO_MODE the server also lists the
// demo accounts, and choosing one signs in as it (a real sign-in on the server).
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { type Role, roles as allRoles } from '@shared/permissions/roles';
import { clearActiveRole, switchActiveRole } from '@client/lib/active-role';
import { apiFetch } from '@client/lib/api-client';

interface DemoAccount {
  email: string;
  name: string;
  roles: string[];
}

const isRole = (value: string): value is Role => (allRoles as readonly string[]).includes(value);

function useDemoAccounts() {
  return useQuery({
    queryKey: ['demo', 'accounts'],
    // 404 when the server does not run in DEMO_MODE: then there is simply no demo group.
    queryFn: ({ signal }) => apiFetch<{ accounts: DemoAccount[] }>('/api/demo/accounts', { signal }).catch(() => ({ accounts: [] })),
    staleTime: Infinity,
    retry: false,
  });
}

export interface CompanyChoice {
  tenantId: string;
  tenantName: string;
  suspended: boolean;
}

export interface RoleSwitcherProps {
  roles: Role[];
  active: Role;
  currentEmail: string;
  /** The user's companies; shown when there are several (the session acts in one at a time). */
  companies: CompanyChoice[];
  activeTenantId: string | null;
}

export function RoleSwitcher({ roles, active, currentEmail, companies, activeTenantId }: RoleSwitcherProps) {
  const { t } = useTranslation();
  const id = useId();
  const demo = useDemoAccounts();
  const demoAccounts = (demo.data?.accounts ?? []).filter((a) => a.email !== currentEmail);

  const otherCompanies = companies.filter((c) => c.tenantId !== activeTenantId && !c.suspended);

  async function onChange(value: string) {
    if (value.startsWith('tenant:')) {
      await apiFetch('/api/tenants/active', { method: 'POST', body: { tenantId: value.slice(7) } });
      clearActiveRole();
      window.location.reload();
      return;
    }
    if (value.startsWith('demo:')) {
      await apiFetch('/api/demo/sign-in', { method: 'POST', body: { email: value.slice(5) } });
      clearActiveRole();
      window.location.assign('/app/dashboard');
      return;
    }
    switchActiveRole(value as Role);
  }

  if (roles.length < 2 && demoAccounts.length === 0 && otherCompanies.length === 0) {
    return <span className="hidden text-sm text-slate-700 md:inline dark:text-slate-300">{t(`roles.${active}`)}</span>;
  }
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="sr-only md:not-sr-only md:text-sm md:text-slate-700 md:dark:text-slate-300">
        {t('shell.roleSwitcher')}
      </label>
      <select
        id={id}
        value={active}
        onChange={(e) => void onChange(e.target.value)}
        className="h-11 max-w-28 rounded-lg sm:max-w-40 border border-slate-300 bg-white px-2 text-sm text-slate-900 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100"
      >
        <optgroup label={t('shell.myRoles')}>
          {roles.map((r) => (
            <option key={r} value={r}>
              {t(`roles.${r}`)}
            </option>
          ))}
        </optgroup>
        {otherCompanies.length > 0 && (
          <optgroup label={t('shell.otherCompanies')}>
            {otherCompanies.map((c) => (
              <option key={c.tenantId} value={`tenant:${c.tenantId}`}>
                {c.tenantName}
              </option>
            ))}
          </optgroup>
        )}
        {demoAccounts.length > 0 && (
          <optgroup label={t('shell.demoAccounts')}>
            {demoAccounts.map((a) => (
              <option key={a.email} value={`demo:${a.email}`}>
                {a.name} ({a.roles.filter(isRole).map((r) => t(`roles.${r}`)).join(', ')})
              </option>
            ))}
          </optgroup>
        )}
      </select>
    </div>
  );
}
