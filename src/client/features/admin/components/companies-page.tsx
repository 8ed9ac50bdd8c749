// /app/admin/companies: search, create, rename, suspend/reactivate and delete (typing the
// company's name to confirm). Every action is a server call; errors show the server's message.
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Company } from '@shared/admin/admin.schemas';
import { Button } from '@client/components/ui/button';
import { Dialog, inputClasses } from '@client/components/ui/dialog';
import { errorText } from '@client/lib/api-client';
import { formatDate } from '@client/lib/format';
import { useCompanies, useCreateCompany, useDeleteCompany, useSuspendCompany, useUpdateCompany } from '../api/admin-api';
import { AdminListPage } from './admin-list-page';
import { type Column } from '@client/components/ui/data-table';

type Editing = { mode: 'create' } | { mode: 'edit'; company: Company } | { mode: 'delete'; company: Company } | null;

export { errorText };

export function CompaniesPage() {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<Editing>(null);
  const [status, setStatus] = useState('');
  const suspend = useSuspendCompany();

  const columns: Column<Company>[] = [
    {
      key: 'name',
      header: t('admin.companies.name'),
      cell: (c) => (
        <>
          {c.name}
          <span className="block text-xs font-normal text-slate-700 dark:text-slate-300">{c.slug}</span>
        </>
      ),
    },
    { key: 'members', header: t('admin.companies.members'), cell: (c) => c.memberCount },
    { key: 'createdAt', header: t('admin.companies.createdAt'), cell: (c) => formatDate(c.createdAt) },
    {
      key: 'status',
      header: t('admin.companies.status'),
      cell: (c) =>
        c.suspendedAt ? (
          <span className="rounded-full bg-amber-100 px-2 py-0.5 text-amber-900 dark:bg-amber-950 dark:text-amber-100">{t('admin.companies.suspended')}</span>
        ) : (
          <span className="rounded-full bg-emerald-100 px-2 py-0.5 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100">{t('admin.companies.active')}</span>
        ),
    },
  ];

  return (
    <AdminListPage
      title={t('admin.companies.title')}
      createLabel={t('admin.companies.create')}
      onCreate={() => setEditing({ mode: 'create' })}
      searchLabel={t('admin.companies.search')}
      emptyText={t('admin.companies.empty')}
      useRows={useCompanies}
      columns={columns}
      status={status}
      actionError={suspend.isError ? suspend.error : null}
      actions={(c) => (
        <>
          <Button variant="secondary" className="min-h-9 px-3" onClick={() => setEditing({ mode: 'edit', company: c })} aria-label={t('admin.companies.editNamed', { name: c.name })}>
            {t('admin.edit')}
          </Button>
          <Button
            variant="secondary"
            className="min-h-9 px-3"
            disabled={suspend.isPending}
            aria-label={t(c.suspendedAt ? 'admin.companies.reactivateNamed' : 'admin.companies.suspendNamed', { name: c.name })}
            onClick={() => suspend.mutate({ id: c.id, suspended: !c.suspendedAt }, { onSuccess: () => setStatus(t(c.suspendedAt ? 'admin.companies.reactivated' : 'admin.companies.suspendedDone', { name: c.name })) })}
          >
            {t(c.suspendedAt ? 'admin.companies.reactivate' : 'admin.companies.suspend')}
          </Button>
          <Button variant="ghost" className="min-h-9 px-3 text-red-700 dark:text-red-300" onClick={() => setEditing({ mode: 'delete', company: c })} aria-label={t('admin.companies.deleteNamed', { name: c.name })}>
            {t('admin.delete')}
          </Button>
        </>
      )}
    >
      <CompanyFormDialog
        editing={editing?.mode === 'delete' ? null : editing}
        onClose={() => setEditing(null)}
        onDone={(msg) => {
          setStatus(msg);
          setEditing(null);
        }}
      />
      <DeleteCompanyDialog
        company={editing?.mode === 'delete' ? editing.company : null}
        onClose={() => setEditing(null)}
        onDone={(msg) => {
          setStatus(msg);
          setEditing(null);
        }}
      />
    </AdminListPage>
  );
}

function CompanyFormDialog({ editing, onClose, onDone }: { editing: { mode: 'create' } | { mode: 'edit'; company: Company } | null; onClose: () => void; onDone: (message: string) => void }) {
  const { t } = useTranslation();
  const create = useCreateCompany();
  const update = useUpdateCompany();
  const current = editing?.mode === 'edit' ? editing.company : null;
  const mutation = current ? update : create;

  function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const data = new FormData(e.currentTarget);
    const name = String(data.get('name') ?? '').trim();
    const slug = String(data.get('slug') ?? '').trim();
    if (current) {
      update.mutate({ id: current.id, name, ...(slug ? { slug } : {}) }, { onSuccess: () => onDone(t('admin.companies.saved', { name })) });
    } else {
      create.mutate({ name, ...(slug ? { slug } : {}) }, { onSuccess: () => onDone(t('admin.companies.created', { name })) });
    }
  }

  return (
    <Dialog
      open={editing !== null}
      title={t(current ? 'admin.companies.editTitle' : 'admin.companies.createTitle')}
      onClose={() => {
        create.reset();
        update.reset();
        onClose();
      }}
    >
      <form onSubmit={onSubmit} className="space-y-4" key={current?.id ?? 'new'}>
        <div>
          <label htmlFor="company-name" className="text-sm font-medium">
            {t('admin.companies.name')}
          </label>
          <input id="company-name" name="name" required minLength={2} maxLength={120} defaultValue={current?.name ?? ''} className={inputClasses} />
        </div>
        <div>
          <label htmlFor="company-slug" className="text-sm font-medium">
            {t('admin.companies.slug')}
          </label>
          <input id="company-slug" name="slug" maxLength={60} defaultValue={current?.slug ?? ''} aria-describedby="company-slug-hint" className={inputClasses} />
          <p id="company-slug-hint" className="mt-1 text-xs text-slate-700 dark:text-slate-300">
            {t('admin.companies.slugHint')}
          </p>
        </div>
        {mutation.isError && (
          <p role="alert" className="text-sm text-red-700 dark:text-red-300">
            {errorText(mutation.error)}
          </p>
        )}
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            {t('admin.cancel')}
          </Button>
          <Button type="submit" disabled={mutation.isPending}>
            {t('admin.save')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

function DeleteCompanyDialog({ company, onClose, onDone }: { company: Company | null; onClose: () => void; onDone: (message: string) => void }) {
  const { t } = useTranslation();
  const remove = useDeleteCompany();
  const [typed, setTyped] = useState('');
  return (
    <Dialog
      open={company !== null}
      title={t('admin.companies.deleteTitle')}
      onClose={() => {
        setTyped('');
        remove.reset();
        onClose();
      }}
    >
      {company && (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            remove.mutate(
              { id: company.id, confirmName: typed },
              {
                onSuccess: () => {
                  setTyped('');
                  onDone(t('admin.companies.deleted', { name: company.name }));
                },
              },
            );
          }}
          className="space-y-4"
        >
          <p className="text-sm">{t('admin.companies.deleteWarning', { name: company.name, count: company.memberCount })}</p>
          <div>
            <label htmlFor="confirm-name" className="text-sm font-medium">
              {t('admin.companies.deleteConfirmLabel', { name: company.name })}
            </label>
            <input id="confirm-name" value={typed} onChange={(e) => setTyped(e.target.value)} autoComplete="off" className={inputClasses} />
          </div>
          {remove.isError && (
            <p role="alert" className="text-sm text-red-700 dark:text-red-300">
              {errorText(remove.error)}
            </p>
          )}
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={onClose}>
              {t('admin.cancel')}
            </Button>
            <Button type="submit" disabled={typed.trim() !== company.name || remove.isPending} className="bg-red-700 hover:bg-red-800 dark:bg-red-600">
              {t('admin.companies.deleteConfirm')}
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
