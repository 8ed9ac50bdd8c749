// Switches among the roles the user really holds (from the server). The choice is stored in
// browser storage and the page reloads (spec 4). Under DEMO_MODE the server also lists the
// demo accounts, and choosing one signs in as it (a real sign-in on the server).
import { useQuery } from '@tanstack/react-query';
import { useId, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { type Role, roles as allRoles } from '@shared/permissions/roles';
import { clearActiveRole, switchActiveRole } from '@client/lib/active-role';
import { api, unwrap } from '@client/lib/api-client';
import { demoAccountsQueryOptions } from '@client/lib/demo-accounts';

const isRole = (value: string): value is Role => (allRoles as readonly string[]).includes(value);

/** Below Tailwind's `sm` the top bar leaves ~7 rem for the switcher: roles get their short names there. */
const NARROW = '(max-width: 639px)';
const narrowQuery = () => (typeof window.matchMedia === 'function' ? window.matchMedia(NARROW) : null);
function subscribeNarrow(onChange: () => void) {
  const query = narrowQuery();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}
function useNarrowScreen(): boolean {
  return useSyncExternalStore(
    subscribeNarrow,
    () => narrowQuery()?.matches ?? false,
    () => false,
  );
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
  const narrow = useNarrowScreen();
  const demo = useQuery(demoAccountsQueryOptions());
  const demoAccounts = (demo.data ?? []).filter((a) => a.email !== currentEmail);

  const otherCompanies = companies.filter((c) => c.tenantId !== activeTenantId && !c.suspended);

  async function onChange(value: string) {
    if (value.startsWith('tenant:')) {
      await unwrap(api.POST('/api/tenants/active', { body: { tenantId: value.slice(7) } }));
      clearActiveRole();
      window.location.reload();
      return;
    }
    if (value.startsWith('demo:')) {
      await unwrap(api.POST('/api/demo/sign-in', { body: { email: value.slice(5) } }));
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
      <label htmlFor={id} className="sr-only 2xl:not-sr-only 2xl:text-sm 2xl:text-slate-700 2xl:dark:text-slate-300">
        {t('shell.roleSwitcher')}
      </label>
      <select
        id={id}
        value={active}
        onChange={(e) => void onChange(e.target.value)}
        // The chosen role's name is never cut: short names on phones, the select as wide as its text above.
        className="h-11 max-w-28 rounded-lg border border-slate-300 bg-white px-2 text-sm text-slate-900 sm:max-w-none sm:field-sizing-content dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100"
      >
        <optgroup label={t('shell.myRoles')}>
          {roles.map((r) => (
            <option key={r} value={r}>
              {narrow ? t(`rolesShort.${r}`) : t(`roles.${r}`)}
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
                {a.name} (
                {a.roles
                  .filter(isRole)
                  .map((r) => t(`roles.${r}`))
                  .join(', ')}
                )
              </option>
            ))}
          </optgroup>
        )}
      </select>
    </div>
  );
}
