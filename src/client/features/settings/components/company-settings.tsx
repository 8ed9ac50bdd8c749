// The firm's own settings: its name (canManageOwnCompany) and its members' roles
// (canViewCompanyUsers to see, canManageCompanyUsers to change). The server decides.
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CompanyMember, OwnCompany } from '@shared/company/company.schemas';
import type { PermissionSet } from '@shared/permissions/permissions';
import { type TenantRole, tenantRoles } from '@shared/permissions/roles';
import { Button } from '@client/components/ui/button';
import { inputClasses } from '@client/components/ui/dialog';
import { isApiError } from '@client/lib/api-client';
import { useCompany, useMembers, useRenameCompany, useSetMemberRoles } from '../api/company-api';
import { LoadError } from '@client/components/errors/load-error';

const errorText = (e: unknown) => (isApiError(e) && e.fields ? Object.values(e.fields).join(' ') : e instanceof Error ? e.message : '');

export interface CompanySettingsProps {
  permissions: PermissionSet;
  /** Shown below the members to whoever may manage them (the route adds the join requests). */
  membersFooter?: (company: OwnCompany) => ReactNode;
}

export function CompanySettings({ permissions, membersFooter }: CompanySettingsProps) {
  const { t } = useTranslation();
  const company = useCompany();
  const members = useMembers(permissions.canViewCompanyUsers);
  const rename = useRenameCompany();
  const [status, setStatus] = useState('');

  if (!permissions.canViewOwnCompany) return null;
  function onRename(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const name = String(new FormData(e.currentTarget).get('companyName') ?? '').trim();
    rename.mutate(name, { onSuccess: () => setStatus(t('profile.company.renamed')) });
  }

  return (
    <section aria-labelledby="company-heading" className="space-y-4 rounded-xl border border-slate-200 bg-white p-5 dark:border-slate-700 dark:bg-slate-900">
      <h2 id="company-heading" className="text-lg font-semibold text-slate-900 dark:text-white">{t('profile.company.title')}</h2>
      {company.isError && <LoadError onRetry={() => void company.refetch()} />}
      {company.data &&
        (permissions.canManageOwnCompany ? (
          <form onSubmit={onRename} className="flex flex-wrap items-end gap-3" key={company.data.name}>
            <div className="min-w-64 flex-1">
              <label htmlFor="company-name-setting" className="text-sm font-medium">{t('profile.company.name')}</label>
              <input id="company-name-setting" name="companyName" required minLength={2} maxLength={120} defaultValue={company.data.name} className={inputClasses} />
            </div>
            <Button type="submit" disabled={rename.isPending}>{t('profile.save')}</Button>
          </form>
        ) : (
          <p className="text-slate-900 dark:text-white">{company.data.name}</p>
        ))}
      {rename.isError && <p role="alert" className="text-sm text-red-700 dark:text-red-300">{errorText(rename.error)}</p>}
      <p aria-live="polite" className="text-sm text-emerald-800 dark:text-emerald-300">{status}</p>
      {permissions.canViewCompanyUsers && members.data && (
        <div>
          <h3 className="font-semibold text-slate-900 dark:text-white">{t('profile.company.members')}</h3>
          <ul className="mt-2 divide-y divide-slate-200 dark:divide-slate-700">
            {members.data.items.map((m) => (
              <MemberRow key={m.id} member={m} canManage={permissions.canManageCompanyUsers} onSaved={(name) => setStatus(t('profile.company.rolesSaved', { name }))} />
            ))}
          </ul>
        </div>
      )}
      {permissions.canManageCompanyUsers && company.data && membersFooter?.(company.data)}
    </section>
  );
}

function MemberRow({ member, canManage, onSaved }: { member: CompanyMember; canManage: boolean; onSaved: (name: string) => void }) {
  const { t } = useTranslation();
  const setRoles = useSetMemberRoles();
  const [roles, setLocal] = useState<TenantRole[]>(member.roles);
  const changed = roles.join(',') !== member.roles.join(',');
  return (
    <li className="flex flex-wrap items-center gap-3 py-3">
      <div className="min-w-48 flex-1">
        <p className="font-medium text-slate-900 dark:text-white">{member.name}</p>
        <p className="text-xs text-slate-700 dark:text-slate-300">{member.email}</p>
      </div>
      {canManage ? (
        <fieldset className="flex flex-wrap items-center gap-3">
          <legend className="sr-only">{t('profile.company.rolesOf', { name: member.name })}</legend>
          {tenantRoles.map((r) => (
            <label key={r} className="flex min-h-11 items-center gap-1 text-sm">
              <input
                type="checkbox"
                className="size-4"
                checked={roles.includes(r)}
                onChange={(e) => setLocal((cur) => (e.target.checked ? [...cur, r] : cur.filter((x) => x !== r)))}
              />
              {t(`roles.${r}`)}
            </label>
          ))}
          <Button variant="secondary" className="min-h-9 px-3" disabled={!changed || roles.length === 0 || setRoles.isPending} onClick={() => setRoles.mutate({ id: member.id, roles }, { onSuccess: () => onSaved(member.name) })}>
            {t('profile.save')}
          </Button>
          {setRoles.isError && <span role="alert" className="text-sm text-red-700 dark:text-red-300">{errorText(setRoles.error)}</span>}
        </fieldset>
      ) : (
        <p className="text-sm">{member.roles.map((r) => t(`roles.${r}`)).join(', ')}</p>
      )}
    </li>
  );
}
