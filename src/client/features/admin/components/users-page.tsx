// /app/admin/users: search, invite (account + membership + e-mailed set-password link), change
// roles (per company, or the platform role) and deactivate (ends every session at once). With
// `?tenantId=` (the companies page's „Tagok”, decision 0511) it lists one firm's members, named above.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { type AdminUser, type AdminUserList, inviteUserBodySchema } from '@shared/admin/admin.schemas';
import { tenantRoles } from '@shared/permissions/roles';
import { ComboboxField, DialogButtons, ErrorList, Form, TextField, useFieldError, useFormContext, useZodForm } from '@client/components/form';
import { Button } from '@client/components/ui/button';
import { Dialog } from '@client/components/ui/dialog';
import { ApiError, isApiError } from '@client/lib/api-client';
import { formatDate } from '@client/lib/format';
import { useUrlParam } from '@client/lib/use-url-param';
import { useChangeRole, useCompanies, useInviteUser, useSetDeactivated, useUsers } from '../api/admin-api';
import { AdminListPage } from './admin-list-page';
import { type Column } from '@client/components/ui/data-table';

type Firm = { id: string; name: string; slug?: string };

/** The firm named above its members' list: its name once the list answered (null: no such firm), and the way back to every user. */
function FirmFilter({ tenantId, firm, onClear }: { tenantId: string; firm: AdminUserList['tenant']; onClear: () => void }) {
  const { t } = useTranslation();
  // A list still answering for the previous address names no firm yet.
  const text = firm === null ? t('admin.users.unknownFirm') : firm?.id === tenantId ? t('admin.users.firmMembers', { name: firm.name }) : t('admin.users.firmMembersPending');
  return (
    <div className="flex flex-wrap items-center gap-3">
      <p className="text-sm font-semibold">{text}</p>
      <Button variant="secondary" className="min-h-9 px-3" onClick={onClear}>
        {t('admin.users.clearFirm')}
      </Button>
    </div>
  );
}

export function UsersPage({ currentUserId }: { currentUserId: string }) {
  const { t } = useTranslation();
  const [tenantId, setTenantId] = useUrlParam('tenantId');
  // The invitation dialog, open: into the firm the list shows (`?tenantId=`), if it shows one.
  const [inviting, setInviting] = useState<{ firm: Firm | null } | null>(null);
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
      cell: (u) =>
        !u.platformAdmin && u.memberships.length === 0 ? (
          <span className="text-slate-700 dark:text-slate-300">{t('admin.users.noRoles')}</span>
        ) : (
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
      onCreate={(list) => setInviting({ firm: list?.tenant && list.tenant.id === tenantId ? list.tenant : null })}
      searchLabel={t('admin.users.search')}
      emptyText={t(tenantId ? 'admin.users.emptyFirm' : 'admin.users.empty')}
      useRows={useUsers}
      filter={
        tenantId
          ? {
              value: tenantId,
              controls: (list, page) => (
                <FirmFilter
                  tenantId={tenantId}
                  firm={list?.tenant}
                  onClear={() => {
                    setTenantId('');
                    // The button goes with the filter: the focus stays on the page, in its search.
                    page.focusSearch();
                  }}
                />
              ),
            }
          : undefined
      }
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
        open={inviting !== null}
        firm={inviting?.firm ?? null}
        onClose={() => setInviting(null)}
        onDone={(m) => {
          setStatus(m);
          setInviting(null);
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

/** A group of role checkboxes bound to one list field of the form (its server message below it). */
function RoleCheckboxes({ name }: { name: string }) {
  const { t } = useTranslation();
  const { register } = useFormContext();
  const error = useFieldError(name);
  const errorId = useId();
  return (
    <fieldset aria-invalid={!!error} aria-describedby={error ? errorId : undefined}>
      <legend className="text-sm font-medium">{t('admin.users.roles')}</legend>
      <div className="mt-1 flex flex-wrap gap-4">
        {tenantRoles.map((r) => (
          <label key={r} className="flex min-h-11 items-center gap-2 text-sm">
            <input type="checkbox" value={r} {...register(name)} className="size-4" />
            {t(`roles.${r}`)}
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className="mt-1 text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
    </fieldset>
  );
}

/** A checkbox of the form with its label wrapped around it (the admin dialogs' layout). */
function PlatformAdminCheckbox() {
  const { t } = useTranslation();
  const { register } = useFormContext();
  return (
    <label className="flex min-h-11 items-center gap-2 text-sm">
      <input type="checkbox" {...register('platformAdmin')} className="size-4" />
      {t('admin.users.platformAdmin')}
    </label>
  );
}

/** The firm's member rules the server applies to the platform admin too (decisions 0498, 0501): shown under the firm's roles. */
const firmRuleCodes: readonly string[] = ['CUSTOMER_CANNOT_BE_ADMIN', 'SEAT_LIMIT_REACHED', 'MEMBER_LAST_ADMIN'];

/** A refusal by the firm's rules as a message of the roles field `path` (other errors as they came). */
function onRoles(error: unknown, path: string): unknown {
  if (!isApiError(error)) return error;
  if (error.fields) return new ApiError(error.code, error.serverMessage, error.status, Object.fromEntries(Object.values(error.fields).map((msg) => [path, msg])));
  return firmRuleCodes.includes(error.code) ? new ApiError(error.code, error.serverMessage, error.status, { [path]: error.message }) : error;
}

// No company is '' in the picker; the shared rule (company and role, or the platform role) still applies.
const inviteFormSchema = inviteUserBodySchema.safeExtend({ tenantId: z.string().max(100) });

function InviteDialog({ open, firm, onClose, onDone }: { open: boolean; firm: Firm | null; onClose: () => void; onDone: (message: string) => void }) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} title={t('admin.users.inviteTitle')} onClose={onClose}>
      <InviteForm firm={firm} onClose={onClose} onDone={onDone} />
    </Dialog>
  );
}

/**
 * `firm`: the firm the list shows, chosen in advance – listed even when it is not on the picker's
 * page of firms. The picker asks the server for the firms whose name holds what is typed (decision 0512).
 */
function InviteForm({ firm, onClose, onDone }: { firm: Firm | null; onClose: () => void; onDone: (message: string) => void }) {
  const { t } = useTranslation();
  const invite = useInviteUser();
  const [search, setSearch] = useState('');
  const companies = useCompanies(search, 0);
  const form = useZodForm(inviteFormSchema, { defaultValues: { name: '', email: '', tenantId: firm?.id ?? '', roles: [], platformAdmin: false } });
  const firms = companies.data?.items ?? [];
  const firmOptions = [...(firm && !firms.some((c) => c.id === firm.id) ? [firm] : []), ...firms].map((c) => ({ value: c.id, label: c.name, keywords: c.slug }));
  return (
    <Form
      form={form}
      guardUnsaved={false}
      onSubmit={async ({ tenantId, ...body }) => {
        try {
          await invite.mutateAsync({ ...body, ...(tenantId ? { tenantId } : {}) });
        } catch (error) {
          if (isApiError(error) && !error.fields) throw onRoles(error, 'roles');
          throw error;
        }
        onDone(t('admin.users.invited', { email: body.email }));
      }}
    >
      <ErrorList describePath={(path) => (path === 'roles' ? t('admin.users.roles') : undefined)} />
      <TextField name="name" label={t('admin.users.name')} />
      <TextField name="email" type="email" label={t('admin.users.email')} />
      <ComboboxField
        name="tenantId"
        label={t('admin.users.company')}
        emptyLabel={t('admin.users.noCompany')}
        options={firmOptions}
        onSearch={setSearch}
        searching={companies.isFetching}
        moreMatches={companies.data ? companies.data.total - companies.data.items.length : 0}
      />
      <RoleCheckboxes name="roles" />
      <PlatformAdminCheckbox />
      <p className="text-xs text-slate-700 dark:text-slate-300">{t('admin.users.inviteHint')}</p>
      <DialogButtons className="flex justify-end gap-2" onCancel={onClose} submitLabel={t('admin.users.sendInvite')} />
    </Form>
  );
}

// The platform role and the roles in each company the user is a member of (in the list's order).
const roleFormSchema = z.object({ platformAdmin: z.boolean(), memberships: z.array(z.array(z.enum(tenantRoles))) });

function RoleDialog({ user, onClose, onDone }: { user: AdminUser | null; onClose: () => void; onDone: (message: string) => void }) {
  const { t } = useTranslation();
  return (
    <Dialog open={user !== null} title={t('admin.users.roleTitle', { name: user?.name ?? '' })} onClose={onClose}>
      {user && <RoleForm key={user.id} user={user} onClose={onClose} onDone={onDone} />}
    </Dialog>
  );
}

function RoleForm({ user, onClose, onDone }: { user: AdminUser; onClose: () => void; onDone: (message: string) => void }) {
  const { t } = useTranslation();
  const change = useChangeRole();
  const form = useZodForm(roleFormSchema, { defaultValues: { platformAdmin: user.platformAdmin, memberships: user.memberships.map((m) => [...m.roles]) } });
  async function submit(values: z.output<typeof roleFormSchema>) {
    if (values.platformAdmin !== user.platformAdmin) await change.mutateAsync({ id: user.id, platformAdmin: values.platformAdmin });
    for (const [i, m] of user.memberships.entries()) {
      // The checkboxes give the roles in their own order; compare and send them in the role list's.
      const roles = tenantRoles.filter((r) => values.memberships[i]?.includes(r));
      if (roles.join(',') === tenantRoles.filter((r) => m.roles.includes(r)).join(',')) continue;
      try {
        await change.mutateAsync({ id: user.id, tenantId: m.tenantId, roles });
      } catch (error) {
        // The body's `roles` is this company's group of checkboxes; so is a refusal by the firm's rules.
        throw onRoles(error, `memberships.${i}`);
      }
    }
    onDone(t('admin.users.rolesSaved', { name: user.name }));
  }
  return (
    <Form form={form} onSubmit={submit} guardUnsaved={false}>
      <ErrorList describePath={(path) => user.memberships[Number(path.split('.')[1])]?.tenantName} />
      <PlatformAdminCheckbox />
      {user.memberships.map((m, i) => (
        <div key={m.tenantId}>
          <p className="text-sm font-semibold">{m.tenantName}</p>
          <RoleCheckboxes name={`memberships.${i}`} />
        </div>
      ))}
      <DialogButtons className="flex justify-end gap-2" onCancel={onClose} submitLabel={t('admin.save')} />
    </Form>
  );
}
