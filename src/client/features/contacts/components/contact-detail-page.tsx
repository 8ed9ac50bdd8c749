// /app/contacts/:id: a contact's data, its linked people or organisations, its timeline; edit
// and delete (soft, audited on the server).
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { ContactActivity, MergeableField } from '@shared/contacts/contacts.schemas';
import { Button } from '@client/components/ui/button';
import { Dialog } from '@client/components/ui/dialog';
import { PageHeader } from '@client/components/ui/page-header';
import { ObjectLoadError } from '@client/components/errors/object-load-error';
import { isApiError } from '@client/lib/api-client';
import { formatDate, formatDateTime } from '@client/lib/format';
import { useContact, useDeleteContact } from '../api/contacts-api';
import { ContactFormDialog } from './contact-form';
import { formatValue } from './format';

const personRows: MergeableField[] = ['email', 'phone', 'birthName', 'birthPlace', 'birthDate', 'mothersName', 'idDocument', 'address', 'taxNumber', 'euVatNumber', 'bankAccount', 'iban', 'company'];
const organisationRows: MergeableField[] = ['email', 'phone', 'taxNumber', 'euVatNumber', 'companyRegNumber', 'address', 'bankAccount', 'iban'];

/** `panels`: sections of modules built on contacts (e.g. the invoices' receivables, issue 17). */
export function ContactDetailPage({ id, canEdit, panels }: { id: string; canEdit: boolean; panels?: ReactNode }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const contact = useContact(id);
  const remove = useDeleteContact();
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);

  const back = (
    <Link to="/app/contacts" className="text-sm text-indigo-700 underline-offset-2 hover:underline dark:text-indigo-300">
      ← {t('contacts.back')}
    </Link>
  );
  if (contact.isPending) return <div role="status" aria-label={t('shell.table.loading')} className="h-64 animate-pulse rounded-xl bg-slate-200 dark:bg-slate-800" />;
  if (contact.isError)
    return (
      <ObjectLoadError
        error={contact.error}
        onRetry={() => void contact.refetch()}
        title={t('contacts.title')}
        missingText={t('contacts.detail.notFound')}
        back={{ to: '/app/contacts', label: `← ${t('contacts.back')}` }}
      />
    );
  const c = contact.data;
  const rows = (c.kind === 'person' ? personRows : organisationRows)
    .map((field) => ({ field, value: formatValue(t, field, field === 'birthDate' && c.birthDate ? formatDate(`${c.birthDate}T12:00:00Z`) : c[field]) }))
    .filter((r) => r.value);

  return (
    <div className="space-y-6">
      {back}
      <PageHeader
        title={c.name}
        actions={
          canEdit && (
            <>
              <Button onClick={() => setEditing(true)}>{t('contacts.edit')}</Button>
              <Button variant="secondary" className="text-red-700 dark:text-red-300" onClick={() => setDeleting(true)}>
                {t('contacts.delete')}
              </Button>
            </>
          )
        }
      >
        <p className="mt-1 flex flex-wrap items-center gap-2 text-slate-700 dark:text-slate-300">
          <span>{t(`contacts.kind.${c.kind}`)}</span>
          {c.tags.map((tg) => (
            <span key={tg} className="rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-800 dark:bg-slate-800 dark:text-slate-200">
              {tg}
            </span>
          ))}
        </p>
      </PageHeader>
      {/* min-w-0: a long e-mail address must wrap inside its card, not widen the page on a phone. */}
      <div className="grid gap-6 lg:grid-cols-2">
        <section aria-labelledby="contact-data" className="min-w-0 rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900">
          <h2 id="contact-data" className="text-lg font-semibold">
            {t('contacts.detail.data')}
          </h2>
          <dl className="mt-3 grid grid-cols-[minmax(8rem,auto)_minmax(0,1fr)] gap-x-4 gap-y-2 text-sm">
            {rows.map((r) => (
              <div key={r.field} className="contents">
                <dt className="text-slate-700 dark:text-slate-300">{t(`contacts.fieldNames.${r.field}`)}</dt>
                <dd className="break-words">{r.value}</dd>
              </div>
            ))}
          </dl>
          {c.notes && (
            <>
              <h3 className="mt-4 text-sm font-semibold">{t('contacts.fieldNames.notes')}</h3>
              <p className="mt-1 whitespace-pre-line text-sm">{c.notes}</p>
            </>
          )}
        </section>
        <section aria-labelledby="contact-links" className="min-w-0 rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900">
          <h2 id="contact-links" className="text-lg font-semibold">
            {t('contacts.detail.links')}
          </h2>
          {c.links.length === 0 ? (
            <p className="mt-2 text-sm">{t('contacts.detail.noLinks')}</p>
          ) : (
            <ul className="mt-2 space-y-2 text-sm">
              {c.links.map((l) => (
                <li key={l.id}>
                  <Link to={`/app/contacts/${l.contact.id}`} className="font-medium text-indigo-700 underline-offset-2 hover:underline dark:text-indigo-300">
                    {l.contact.name}
                  </Link>{' '}
                  – {t(`contacts.role.${l.role}`)}
                  {l.title ? ` (${l.title})` : ''}
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
      {panels}
      <section aria-labelledby="contact-timeline" className="rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900">
        <h2 id="contact-timeline" className="text-lg font-semibold">
          {t('contacts.detail.timeline')}
        </h2>
        {c.timeline.length === 0 ? <p className="mt-2 text-sm">{t('contacts.detail.noTimeline')}</p> : <Timeline items={c.timeline} />}
      </section>
      {canEdit && <ContactFormDialog target={editing ? { kind: c.kind, contact: c } : null} onClose={() => setEditing(false)} onSaved={() => setEditing(false)} />}
      <Dialog open={deleting} title={t('contacts.deleteTitle')} onClose={() => setDeleting(false)}>
        <p>{t('contacts.deleteConfirm', { name: c.name })}</p>
        {remove.isError && (
          <p role="alert" className="mt-2 text-sm text-red-700 dark:text-red-300">
            {isApiError(remove.error) ? remove.error.message : ''}
          </p>
        )}
        <div className="mt-4 flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={() => setDeleting(false)}>
            {t('contacts.cancel')}
          </Button>
          <Button disabled={remove.isPending} onClick={() => remove.mutate(c.id, { onSuccess: () => void navigate('/app/contacts') })}>
            {t('contacts.delete')}
          </Button>
        </div>
      </Dialog>
    </div>
  );
}

function Timeline({ items }: { items: ContactActivity[] }) {
  const { t } = useTranslation();
  return (
    <ol className="mt-2 space-y-2 text-sm">
      {items.map((a) => (
        <li key={a.id} className="flex flex-wrap gap-x-2">
          <time dateTime={a.createdAt} className="text-slate-700 dark:text-slate-300">
            {formatDateTime(a.createdAt)}
          </time>
          <span className="font-medium">{t(`contacts.activity.${a.kind}`, { name: String(a.details?.sourceName ?? '') })}</span>
          {a.actorName && <span className="text-slate-700 dark:text-slate-300">{t('contacts.detail.by', { name: a.actorName })}</span>}
        </li>
      ))}
    </ol>
  );
}
