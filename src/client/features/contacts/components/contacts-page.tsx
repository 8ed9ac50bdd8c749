// /app/contacts: the firm's people and organisations — accent-insensitive search (server side),
// type, tag and clients-only filters, create, CSV import and export, and the duplicates list with merge. A header
// click sorts the whole list on the server, the sort kept in the address (decision 0502).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { type Contact, type ContactKind, contactKinds, contactMatterRoles, contactSorts } from '@shared/contacts/contacts.schemas';
import { Button, buttonClasses } from '@client/components/ui/button';
import { type Column } from '@client/components/ui/data-table';
import { inputClasses } from '@client/components/ui/dialog';
import { PageHeader } from '@client/components/ui/page-header';
import { SearchField } from '@client/components/ui/search-field';
import { PAGE_SIZE, useContacts } from '../api/contacts-api';
import { ContactFormDialog, type ContactFormTarget } from './contact-form';
import { DuplicatesDialog } from './duplicates-dialog';
import { ImportDialog } from './import-dialog';
import { QueryTable } from '@client/components/ui/query-table';
import { formatDate } from '@client/lib/format';
import { useUrlChoice, useUrlParam } from '@client/lib/use-url-param';
import { useUrlSort } from '@client/lib/use-url-sort';

export function ContactsPage({ canCreate, canEdit }: { canCreate: boolean; canEdit: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // The search text lives in the URL (?q=), so the top bar's search can open this page with it.
  const [q, setQ] = useUrlParam('q');
  // The sort (?sort=&dir=) stays beside it.
  // The type and tag filters beside them (decision 0508).
  const [kind, setKind] = useUrlChoice<ContactKind>('kind', contactKinds);
  const [tag, setTag] = useUrlParam('tag');
  // Only the clients of a matter the user can see (?matterRole=client, decision 0514's filter).
  const [matterRole, setMatterRole] = useUrlChoice('matterRole', contactMatterRoles);
  const [offset, setOffset] = useState(0);
  const { sort, dir, tableSort, onSortChange } = useUrlSort(contactSorts, () => setOffset(0));
  const [form, setForm] = useState<ContactFormTarget>(null);
  const [dialog, setDialog] = useState<'import' | 'duplicates' | null>(null);
  const [status, setStatus] = useState('');
  const contacts = useContacts({ q, kind, tag, matterRole, offset, sort, dir });

  const columns: Column<Contact>[] = [
    {
      key: 'name',
      header: t('contacts.columns.name'),
      sortable: true,
      cell: (c) => (
        <Link to={`/app/contacts/${c.id}`} className="text-indigo-700 underline-offset-2 hover:underline dark:text-indigo-300">
          {c.name}
        </Link>
      ),
    },
    { key: 'kind', header: t('contacts.columns.kind'), sortable: true, cell: (c) => t(`contacts.kind.${c.kind}`) },
    // When the contact was recorded: the "created" sort of the server (decision 0502) has its column.
    { key: 'created', header: t('contacts.columns.created'), sortable: true, cell: (c) => <span className="whitespace-nowrap">{formatDate(c.createdAt)}</span> },
    { key: 'email', header: t('contacts.columns.email'), cell: (c) => c.email ?? '' },
    { key: 'phone', header: t('contacts.columns.phone'), cell: (c) => <span className="whitespace-nowrap">{c.phone ?? ''}</span> },
    { key: 'taxNumber', header: t('contacts.columns.taxNumber'), cell: (c) => <span className="whitespace-nowrap">{c.taxNumber ?? ''}</span> },
    {
      key: 'tags',
      header: t('contacts.columns.tags'),
      cell: (c) => (
        <span className="flex flex-wrap gap-1">
          {c.tags.map((tg) => (
            <button
              key={tg}
              type="button"
              onClick={() => {
                setTag(tg);
                setOffset(0);
              }}
              className="rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-800 hover:bg-slate-200 dark:bg-slate-800 dark:text-slate-200"
            >
              {tg}
            </button>
          ))}
        </span>
      ),
    },
  ];

  return (
    <div className="space-y-6">
      <PageHeader
        title={t('contacts.title')}
        actions={
          <>
            {canCreate && (
              <>
                <Button onClick={() => setForm({ kind: 'person', contact: null })}>{t('contacts.newPerson')}</Button>
                <Button onClick={() => setForm({ kind: 'organisation', contact: null })}>{t('contacts.newOrganisation')}</Button>
                <Button variant="secondary" onClick={() => setDialog('import')}>
                  {t('contacts.import')}
                </Button>
              </>
            )}
            <a href="/api/contacts/export" download className={buttonClasses('secondary')}>
              {t('contacts.export')}
            </a>
            {canEdit && (
              <Button variant="secondary" onClick={() => setDialog('duplicates')}>
                {t('contacts.duplicates')}
              </Button>
            )}
          </>
        }
      >
        <p className="mt-1 text-slate-700 dark:text-slate-300">{t('contacts.intro')}</p>
      </PageHeader>
      <div className="flex flex-wrap items-end gap-4">
        <SearchField
          label={t('contacts.search')}
          value={q}
          onChange={(value) => {
            setQ(value);
            setOffset(0);
          }}
        />
        <div>
          <label htmlFor="contacts-kind" className="text-sm font-medium text-slate-900 dark:text-slate-100">
            {t('contacts.kindFilter')}
          </label>
          <select
            id="contacts-kind"
            value={kind}
            onChange={(e) => {
              setKind(e.target.value as ContactKind | '');
              setOffset(0);
            }}
            className={inputClasses}
          >
            <option value="">{t('contacts.allKinds')}</option>
            <option value="person">{t('contacts.kind.person')}</option>
            <option value="organisation">{t('contacts.kind.organisation')}</option>
          </select>
        </div>
        <div className="flex min-h-11 items-center gap-2">
          <input
            id="contacts-clients-only"
            type="checkbox"
            className="size-5 accent-indigo-600"
            checked={matterRole === 'client'}
            onChange={(e) => {
              setMatterRole(e.target.checked ? 'client' : '');
              setOffset(0);
            }}
            aria-describedby="contacts-clients-only-hint"
          />
          <label htmlFor="contacts-clients-only" className="text-sm font-medium text-slate-900 dark:text-slate-100">
            {t('contacts.clientsOnly')}
          </label>
          <span id="contacts-clients-only-hint" className="sr-only">
            {t('contacts.clientsOnlyHint')}
          </span>
        </div>
        {tag && (
          <Button variant="secondary" onClick={() => setTag('')} aria-label={`${t('contacts.tagFilter')}: ${tag} – ${t('contacts.allTags')}`}>
            {t('contacts.tagFilter')}: {tag} ✕
          </Button>
        )}
      </div>
      <p aria-live="polite" className="text-sm text-emerald-800 dark:text-emerald-300">
        {status}
      </p>
      <QueryTable
        label={t('contacts.title')}
        columns={columns}
        query={contacts}
        emptyText={t('contacts.empty')}
        pager={{ offset, pageSize: PAGE_SIZE, onChange: setOffset }}
        sort={tableSort}
        onSortChange={onSortChange}
        stackOnPhone
      />
      <ContactFormDialog target={form} onClose={() => setForm(null)} onSaved={(saved) => void navigate(`/app/contacts/${saved.id}`)} />
      <ImportDialog
        open={dialog === 'import'}
        onClose={() => setDialog(null)}
        onDone={(count) => {
          setStatus(t('contacts.importer.done', { count }));
          setDialog(null);
        }}
      />
      <DuplicatesDialog open={dialog === 'duplicates'} onClose={() => setDialog(null)} onMerged={(name) => setStatus(t('contacts.merge.done', { name }))} />
    </div>
  );
}
