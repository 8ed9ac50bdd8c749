// The firm's own settings: its name (canManageOwnCompany) and its members' roles
// (canViewCompanyUsers to see, canManageCompanyUsers to change). The server decides.
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type CompanyMember, type OwnCompany, updateOwnCompanyBodySchema } from '@shared/company/company.schemas';
import type { PermissionSet } from '@shared/permissions/permissions';
import { offeredTenantRoles, type TenantRole } from '@shared/permissions/roles';
import { ErrorList, Form, SubmitButton, TextField, useZodForm } from '@client/components/form';
import { Button } from '@client/components/ui/button';
import { Dialog } from '@client/components/ui/dialog';
import { isApiError } from '@client/lib/api-client';
import { useCompany, useMembers, useRemoveMember, useRenameCompany, useSetMemberRoles } from '../api/company-api';
import { ColleagueInvitations } from './colleague-invitations';
import { LoadError } from '@client/components/errors/load-error';

const errorText = (e: unknown) => (isApiError(e) && e.fields ? Object.values(e.fields).join(' ') : e instanceof Error ? e.message : '');

export interface CompanySettingsProps {
  permissions: PermissionSet;
  /** The signed-in user: their own membership cannot be removed here. */
  currentUserId: string;
  /** Shown below the members to whoever may manage them (the route adds the join requests). */
  membersFooter?: (company: OwnCompany) => ReactNode;
}

export function CompanySettings({ permissions, currentUserId, membersFooter }: CompanySettingsProps) {
  const { t } = useTranslation();
  const company = useCompany();
  const members = useMembers(permissions.canViewCompanyUsers);
  const [status, setStatus] = useState('');

  if (!permissions.canViewOwnCompany) return null;

  return (
    <section aria-labelledby="company-heading" className="space-y-4 rounded-xl border border-slate-200 bg-white p-5 dark:border-slate-700 dark:bg-slate-900">
      <h2 id="company-heading" className="text-lg font-semibold text-slate-900 dark:text-white">
        {t('profile.company.title')}
      </h2>
      {company.isError && <LoadError error={company.error} onRetry={() => void company.refetch()} />}
      {company.data &&
        (permissions.canManageOwnCompany ? (
          <RenameCompanyForm key={company.data.name} name={company.data.name} onRenamed={() => setStatus(t('profile.company.renamed'))} />
        ) : (
          <p className="text-slate-900 dark:text-white">{company.data.name}</p>
        ))}
      <p aria-live="polite" className="text-sm text-emerald-800 dark:text-emerald-300">
        {status}
      </p>
      {permissions.canViewCompanyUsers && members.data && (
        <div>
          <h3 className="font-semibold text-slate-900 dark:text-white">{t('profile.company.members')}</h3>
          <ul className="mt-2 divide-y divide-slate-200 dark:divide-slate-700">
            {members.data.items.map((m) => (
              <MemberRow key={m.id} member={m} canManage={permissions.canManageCompanyUsers} canRemove={permissions.canManageCompanyUsers && m.userId !== currentUserId} onSaved={(text) => setStatus(text)} />
            ))}
          </ul>
        </div>
      )}
      {permissions.canViewCompanyUsers && <ColleagueInvitations canManage={permissions.canManageCompanyUsers} />}
      {permissions.canManageCompanyUsers && company.data && membersFooter?.(company.data)}
    </section>
  );
}

/** The firm's name (updateOwnCompanyBodySchema, as the server checks it). */
function RenameCompanyForm({ name, onRenamed }: { name: string; onRenamed: () => void }) {
  const { t } = useTranslation();
  const rename = useRenameCompany();
  const form = useZodForm(updateOwnCompanyBodySchema, { defaultValues: { name } });
  return (
    <Form
      form={form}
      guardUnsaved={false}
      className="space-y-2"
      onSubmit={async (values) => {
        await rename.mutateAsync(values.name);
        onRenamed();
      }}
    >
      <ErrorList />
      <div className="flex flex-wrap items-start gap-3">
        <TextField name="name" label={t('profile.company.name')} aria-required maxLength={120} className="min-w-64 flex-1" />
        <SubmitButton className="mt-6" pendingText={t('profile.save')}>
          {t('profile.save')}
        </SubmitButton>
      </div>
    </Form>
  );
}

function MemberRow({ member, canManage, canRemove, onSaved }: { member: CompanyMember; canManage: boolean; canRemove: boolean; onSaved: (text: string) => void }) {
  const { t } = useTranslation();
  const setRoles = useSetMemberRoles();
  const remove = useRemoveMember();
  const [confirming, setConfirming] = useState(false);
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
          {/* A customer account is not offered the firm administration, nor an administrator the customer role (decision 0494). */}
          {offeredTenantRoles(member.roles, roles).map((r) => (
            <label key={r} className="flex min-h-11 items-center gap-1 text-sm">
              <input type="checkbox" className="size-4" checked={roles.includes(r)} onChange={(e) => setLocal((cur) => (e.target.checked ? [...cur, r] : cur.filter((x) => x !== r)))} />
              {t(`roles.${r}`)}
            </label>
          ))}
          <Button
            variant="secondary"
            className="min-h-9 px-3"
            disabled={!changed || roles.length === 0 || setRoles.isPending}
            onClick={() => setRoles.mutate({ id: member.id, roles }, { onSuccess: () => onSaved(t('profile.company.rolesSaved', { name: member.name })) })}
          >
            {t('profile.save')}
          </Button>
          {setRoles.isError && (
            <span role="alert" className="text-sm text-red-700 dark:text-red-300">
              {errorText(setRoles.error)}
            </span>
          )}
          {canRemove && (
            <Button variant="ghost" className="min-h-9 px-3" aria-label={t('profile.colleagues.removeFor', { name: member.name })} onClick={() => setConfirming(true)}>
              {t('profile.colleagues.remove')}
            </Button>
          )}
          <Dialog open={confirming} title={t('profile.colleagues.removeTitle', { name: member.name })} onClose={() => setConfirming(false)}>
            <p className="text-sm">{t('profile.colleagues.removeText', { name: member.name })}</p>
            {remove.isError && (
              <p role="alert" className="mt-2 text-sm text-red-700 dark:text-red-300">
                {errorText(remove.error)}
              </p>
            )}
            <div className="mt-4 flex gap-3">
              <Button
                onClick={() =>
                  remove.mutate(member.id, {
                    onSuccess: () => {
                      setConfirming(false);
                      onSaved(t('profile.colleagues.removed', { name: member.name }));
                    },
                  })
                }
                disabled={remove.isPending}
              >
                {t('profile.colleagues.remove')}
              </Button>
              <Button variant="secondary" onClick={() => setConfirming(false)}>
                {t('profile.colleagues.cancel')}
              </Button>
            </div>
          </Dialog>
        </fieldset>
      ) : (
        <p className="text-sm">{member.roles.map((r) => t(`roles.${r}`)).join(', ')}</p>
      )}
    </li>
  );
}
