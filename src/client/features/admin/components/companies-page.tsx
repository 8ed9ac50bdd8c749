// /app/admin/companies: search, create, rename, suspend (confirmed first)/reactivate and delete (typing the
// company's name to confirm). Every action is a server call; errors show the server's message. Firms
// with no active administrator are marked, and can be listed alone (`?withoutAdministrator=1`,
// decision 0510) with a pointer to the users page, where one is assigned; each row's „Tagok” opens
// that page on the firm's members (`/app/admin/users?tenantId=`, decision 0511).
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { z } from 'zod';
import { type Company, createCompanyBodySchema, deleteCompanyBodySchema } from '@shared/admin/admin.schemas';
import { DialogButtons, ErrorList, Form, TextField, useZodForm } from '@client/components/form';
import { Button, buttonClasses } from '@client/components/ui/button';
import { Dialog } from '@client/components/ui/dialog';
import { FilterChips } from '@client/components/ui/filter-chips';
import { formatDate } from '@client/lib/format';
import { useUrlFlag } from '@client/lib/use-url-param';
import { useCompanies, useCreateCompany, useDeleteCompany, useSuspendCompany, useUpdateCompany } from '../api/admin-api';
import { AdminListPage } from './admin-list-page';
import { type Column } from '@client/components/ui/data-table';

type Editing = { mode: 'create' } | { mode: 'edit'; company: Company } | { mode: 'delete'; company: Company } | null;

const companyFilters = ['all', 'withoutAdministrator'] as const;
type CompanyFilter = (typeof companyFilters)[number];

/** The list's rows for AdminListPage: its filter value is one of `companyFilters`. */
function useCompanyRows(q: string, offset: number, filter: string) {
  return useCompanies(q, offset, filter === 'withoutAdministrator');
}

export function CompaniesPage() {
  const { t } = useTranslation();
  const [withoutAdministrator, setWithoutAdministrator] = useUrlFlag('withoutAdministrator');
  const filter: CompanyFilter = withoutAdministrator ? 'withoutAdministrator' : 'all';
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
      cell: (c) => (
        <span className="flex flex-wrap gap-1">
          {c.suspendedAt ? (
            <span className="rounded-full bg-amber-100 px-2 py-0.5 text-amber-900 dark:bg-amber-950 dark:text-amber-100">{t('admin.companies.suspended')}</span>
          ) : (
            <span className="rounded-full bg-emerald-100 px-2 py-0.5 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100">{t('admin.companies.active')}</span>
          )}
          {c.activeAdministrators === 0 ? <span className="rounded-full bg-red-100 px-2 py-0.5 text-red-900 dark:bg-red-950 dark:text-red-100">{t('admin.companies.noActiveAdministrator')}</span> : null}
        </span>
      ),
    },
  ];

  return (
    <AdminListPage
      title={t('admin.companies.title')}
      createLabel={t('admin.companies.create')}
      onCreate={() => setEditing({ mode: 'create' })}
      searchLabel={t('admin.companies.search')}
      emptyText={t(withoutAdministrator ? 'admin.companies.emptyWithoutAdministrator' : 'admin.companies.empty')}
      useRows={useCompanyRows}
      filter={{
        value: filter,
        controls: (
          <div className="space-y-3">
            <FilterChips
              label={t('admin.companies.filter.label')}
              options={companyFilters}
              value={filter}
              onChange={(f) => setWithoutAdministrator(f === 'withoutAdministrator')}
              optionLabel={(f) => t(`admin.companies.filter.${f}`)}
            />
            {withoutAdministrator ? (
              <p className="text-sm text-slate-700 dark:text-slate-300">
                <Trans i18nKey="admin.companies.withoutAdministratorNote" components={{ users: <Link to="/app/admin/users" className="font-medium text-indigo-700 underline dark:text-indigo-300" /> }} />
              </p>
            ) : null}
          </div>
        ),
      }}
      columns={columns}
      status={status}
      actionError={suspend.isError ? suspend.error : null}
      actions={(c) => (
        <>
          <Link to={`/app/admin/users?${new URLSearchParams({ tenantId: c.id }).toString()}`} className={buttonClasses('secondary', 'min-h-9 px-3')} aria-label={t('admin.companies.membersNamed', { name: c.name })}>
            {t('admin.companies.members')}
          </Link>
          <Button variant="secondary" className="min-h-9 px-3" onClick={() => setEditing({ mode: 'edit', company: c })} aria-label={t('admin.companies.editNamed', { name: c.name })}>
            {t('admin.edit')}
          </Button>
          <Button
            variant="secondary"
            className="min-h-9 px-3"
            disabled={suspend.isPending}
            aria-label={t(c.suspendedAt ? 'admin.companies.reactivateNamed' : 'admin.companies.suspendNamed', { name: c.name })}
            onClick={() => {
              // Suspension locks every member out at once (and notifies them): asked first, like a user's deactivation.
              if (!c.suspendedAt && !window.confirm(t('admin.companies.suspendConfirm', { name: c.name, count: c.memberCount }))) return;
              suspend.mutate({ id: c.id, suspended: !c.suspendedAt }, { onSuccess: () => setStatus(t(c.suspendedAt ? 'admin.companies.reactivated' : 'admin.companies.suspendedDone', { name: c.name })) });
            }}
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

// The form's slug may stay empty (the server derives it from the name): '' or the shared slug rule.
const companyFormSchema = createCompanyBodySchema.extend({ slug: z.union([z.literal(''), createCompanyBodySchema.shape.slug.unwrap()]) });

function CompanyFormDialog({ editing, onClose, onDone }: { editing: { mode: 'create' } | { mode: 'edit'; company: Company } | null; onClose: () => void; onDone: (message: string) => void }) {
  const { t } = useTranslation();
  const current = editing?.mode === 'edit' ? editing.company : null;
  return (
    <Dialog open={editing !== null} title={t(current ? 'admin.companies.editTitle' : 'admin.companies.createTitle')} onClose={onClose}>
      <CompanyForm key={current?.id ?? 'new'} current={current} onClose={onClose} onDone={onDone} />
    </Dialog>
  );
}

function CompanyForm({ current, onClose, onDone }: { current: Company | null; onClose: () => void; onDone: (message: string) => void }) {
  const { t } = useTranslation();
  const create = useCreateCompany();
  const update = useUpdateCompany();
  const form = useZodForm(companyFormSchema, { defaultValues: { name: current?.name ?? '', slug: current?.slug ?? '' } });
  async function submit({ name, slug }: z.output<typeof companyFormSchema>) {
    if (current) {
      await update.mutateAsync({ id: current.id, name, ...(slug ? { slug } : {}) });
      onDone(t('admin.companies.saved', { name }));
    } else {
      await create.mutateAsync({ name, ...(slug ? { slug } : {}) });
      onDone(t('admin.companies.created', { name }));
    }
  }
  return (
    <Form form={form} onSubmit={submit} guardUnsaved={false}>
      <ErrorList />
      <TextField name="name" label={t('admin.companies.name')} maxLength={120} />
      <TextField name="slug" label={t('admin.companies.slug')} hint={t('admin.companies.slugHint')} maxLength={60} />
      <DialogButtons className="flex justify-end gap-2" onCancel={onClose} submitLabel={t('admin.save')} />
    </Form>
  );
}

function DeleteCompanyDialog({ company, onClose, onDone }: { company: Company | null; onClose: () => void; onDone: (message: string) => void }) {
  const { t } = useTranslation();
  return (
    <Dialog open={company !== null} title={t('admin.companies.deleteTitle')} onClose={onClose}>
      {company && <DeleteCompanyForm key={company.id} company={company} onClose={onClose} onDone={onDone} />}
    </Dialog>
  );
}

function DeleteCompanyForm({ company, onClose, onDone }: { company: Company; onClose: () => void; onDone: (message: string) => void }) {
  const { t } = useTranslation();
  const remove = useDeleteCompany();
  const form = useZodForm(deleteCompanyBodySchema, { defaultValues: { confirmName: '' } });
  const typed = useWatch({ control: form.control, name: 'confirmName' }) ?? '';
  return (
    <Form
      form={form}
      guardUnsaved={false}
      onSubmit={async (body) => {
        await remove.mutateAsync({ id: company.id, ...body });
        onDone(t('admin.companies.deleted', { name: company.name }));
      }}
    >
      <p className="text-sm">{t('admin.companies.deleteWarning', { name: company.name, count: company.memberCount })}</p>
      <ErrorList />
      <TextField name="confirmName" label={t('admin.companies.deleteConfirmLabel', { name: company.name })} />
      <DialogButtons className="flex justify-end gap-2" onCancel={onClose} submitLabel={t('admin.companies.deleteConfirm')} submitDisabled={typed.trim() !== company.name} destructive />
    </Form>
  );
}
