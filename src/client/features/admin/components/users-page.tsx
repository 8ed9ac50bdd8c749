// /app/admin/users: search, invite (account + membership + e-mailed set-password link), change
// roles (per company, or the platform role) and deactivate (ends every session at once).
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminUser } from '@shared/admin/admin.schemas';
import { type TenantRole, tenantRoles } from '@shared/permissions/roles';
import { Button } from '@client/components/ui/button';
import { Dialog, inputClasses } from '@client/components/ui/dialog';
import { formatDate } from '@client/lib/format';
import { useChangeRole, useCompanies, useInviteUser, useSetDeactivated, useUsers } from '../api/admin-api';
import { AdminListPage } from './admin-list-page';
import { errorText } from './companies-page';
import { type Column } from '@client/components/ui/data-table';

export function UsersPage({ currentUserId }: { currentUserId: string }) {
  const { t } = useTranslation();
  const [inviting, setInviting] = useState(false);
  const [roleEdit, setRoleEdit] = useState<AdminUser | null>(null);
  const [status, setStatus] = useState('');
  const deactivate = useSetDeactivated();

  const columns: Column<AdminUser>[] = [
    {
      key: 'name',
      header: t('admin.users.name'),
      cell: (u) => (
        <>
          {u.name}
          <span className="block text-xs font-normal text-slate-700 dark:text-slate-300">{u.email}</span>
        </>
      ),
    },
    {
      key: 'roles',
      header: t('admin.users.roles'),
      cell: (u) => (
        <ul className="space-y-1">
          {u.platformAdmin && <li>{t('roles.admin')}</li>}
          {u.memberships.map((m) => (
            <li key={m.tenantId}>
              {m.tenantName}: {m.roles.map((r) => t(`roles.${r}`)).join(', ')}
            </li>
          ))}
        </ul>
      ),
    },
    { key: 'created', header: t('admin.users.created'), cell: (u) => formatDate(u.createdAt) },
    { key: 'status', header: t('admin.companies.status'), cell: (u) => (u.deactivated ? t('admin.users.deactivated') : t('admin.companies.active')) },
  ];

  return (
    <AdminListPage
      title={t('admin.users.title')}
      createLabel={t('admin.users.invite')}
      onCreate={() => setInviting(true)}
      searchLabel={t('admin.users.search')}
      emptyText={t('admin.users.empty')}
      useRows={useUsers}
      columns={columns}
      status={status}
      actionError={deactivate.isError ? deactivate.error : null}
      actions={(u) =>
        u.id !== currentUserId && (
          <>
            <Button variant="secondary" className="min-h-9 px-3" onClick={() => setRoleEdit(u)} aria-label={t('admin.users.changeRoleNamed', { name: u.name })}>
              {t('admin.users.changeRole')}
            </Button>
            <Button
              variant="secondary"
              className="min-h-9 px-3"
              disabled={deactivate.isPending}
              aria-label={t(u.deactivated ? 'admin.users.reactivateNamed' : 'admin.users.deactivateNamed', { name: u.name })}
              onClick={() => {
                if (!u.deactivated && !window.confirm(t('admin.users.deactivateConfirm', { name: u.name }))) return;
                deactivate.mutate({ id: u.id, deactivated: !u.deactivated }, { onSuccess: () => setStatus(t(u.deactivated ? 'admin.users.reactivatedDone' : 'admin.users.deactivatedDone', { name: u.name })) });
              }}
            >
              {t(u.deactivated ? 'admin.users.reactivate' : 'admin.users.deactivate')}
            </Button>
          </>
        )
      }
    >
      <InviteDialog
        open={inviting}
        onClose={() => setInviting(false)}
        onDone={(m) => {
          setStatus(m);
          setInviting(false);
        }}
      />
      <RoleDialog
        user={roleEdit}
        onClose={() => setRoleEdit(null)}
        onDone={(m) => {
          setStatus(m);
          setRoleEdit(null);
        }}
      />
    </AdminListPage>
  );
}

function RoleCheckboxes({ name, defaults = [] }: { name: string; defaults?: TenantRole[] }) {
  const { t } = useTranslation();
  return (
    <fieldset>
      <legend className="text-sm font-medium">{t('admin.users.roles')}</legend>
      <div className="mt-1 flex flex-wrap gap-4">
        {tenantRoles.map((r) => (
          <label key={r} className="flex min-h-11 items-center gap-2 text-sm">
            <input type="checkbox" name={name} value={r} defaultChecked={defaults.includes(r)} className="size-4" />
            {t(`roles.${r}`)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function InviteDialog({ open, onClose, onDone }: { open: boolean; onClose: () => void; onDone: (message: string) => void }) {
  const { t } = useTranslation();
  const invite = useInviteUser();
  const companies = useCompanies('', 0);
  function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const data = new FormData(e.currentTarget);
    const tenantId = String(data.get('tenantId') ?? '');
    const body = {
      name: String(data.get('name') ?? ''),
      email: String(data.get('email') ?? ''),
      platformAdmin: data.get('platformAdmin') === 'on',
      roles: data.getAll('roles').map(String) as TenantRole[],
      ...(tenantId ? { tenantId } : {}),
    };
    invite.mutate(body, { onSuccess: () => onDone(t('admin.users.invited', { email: body.email })) });
  }
  return (
    <Dialog
      open={open}
      title={t('admin.users.inviteTitle')}
      onClose={() => {
        invite.reset();
        onClose();
      }}
    >
      <form onSubmit={onSubmit} className="space-y-4">
        <div>
          <label htmlFor="invite-name" className="text-sm font-medium">
            {t('admin.users.name')}
          </label>
          <input id="invite-name" name="name" required minLength={2} className={inputClasses} />
        </div>
        <div>
          <label htmlFor="invite-email" className="text-sm font-medium">
            {t('admin.users.email')}
          </label>
          <input id="invite-email" name="email" type="email" required className={inputClasses} />
        </div>
        <div>
          <label htmlFor="invite-tenant" className="text-sm font-medium">
            {t('admin.users.company')}
          </label>
          <select id="invite-tenant" name="tenantId" className={inputClasses} defaultValue="">
            <option value="">{t('admin.users.noCompany')}</option>
            {companies.data?.items.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        </div>
        <RoleCheckboxes name="roles" />
        <label className="flex min-h-11 items-center gap-2 text-sm">
          <input type="checkbox" name="platformAdmin" className="size-4" />
          {t('admin.users.platformAdmin')}
        </label>
        <p className="text-xs text-slate-700 dark:text-slate-300">{t('admin.users.inviteHint')}</p>
        {invite.isError && (
          <p role="alert" className="text-sm text-red-700 dark:text-red-300">
            {errorText(invite.error)}
          </p>
        )}
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            {t('admin.cancel')}
          </Button>
          <Button type="submit" disabled={invite.isPending}>
            {t('admin.users.sendInvite')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

function RoleDialog({ user, onClose, onDone }: { user: AdminUser | null; onClose: () => void; onDone: (message: string) => void }) {
  const { t } = useTranslation();
  const change = useChangeRole();
  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (!user) return;
    const data = new FormData(e.currentTarget);
    try {
      const platformAdmin = data.get('platformAdmin') === 'on';
      if (platformAdmin !== user.platformAdmin) await change.mutateAsync({ id: user.id, platformAdmin });
      for (const m of user.memberships) {
        const roles = data.getAll(`roles-${m.tenantId}`).map(String) as TenantRole[];
        if (roles.join(',') !== m.roles.join(',')) await change.mutateAsync({ id: user.id, tenantId: m.tenantId, roles });
      }
      onDone(t('admin.users.rolesSaved', { name: user.name }));
    } catch {
      // The error is shown from the mutation state below.
    }
  }
  return (
    <Dialog
      open={user !== null}
      title={t('admin.users.roleTitle', { name: user?.name ?? '' })}
      onClose={() => {
        change.reset();
        onClose();
      }}
    >
      {user && (
        <form onSubmit={(e) => void onSubmit(e)} className="space-y-4">
          <label className="flex min-h-11 items-center gap-2 text-sm">
            <input type="checkbox" name="platformAdmin" defaultChecked={user.platformAdmin} className="size-4" />
            {t('admin.users.platformAdmin')}
          </label>
          {user.memberships.map((m) => (
            <div key={m.tenantId}>
              <p className="text-sm font-semibold">{m.tenantName}</p>
              <RoleCheckboxes name={`roles-${m.tenantId}`} defaults={m.roles} />
            </div>
          ))}
          {change.isError && (
            <p role="alert" className="text-sm text-red-700 dark:text-red-300">
              {errorText(change.error)}
            </p>
          )}
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={onClose}>
              {t('admin.cancel')}
            </Button>
            <Button type="submit" disabled={change.isPending}>
              {t('admin.save')}
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
