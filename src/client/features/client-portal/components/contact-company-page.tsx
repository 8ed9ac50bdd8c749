// /app/contact-company (issue 35 point 2, spec 2.4): the customer's conversations with the firm.
// The list with unread counts on the left, the open thread (?thread=) or the new-message form
// (?action=new, the sidebar's link) on the right; on a phone one of them at a time. New messages
// arrive through the live stream without reloading (usePortalStream).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { newThreadBodySchema, type PortalOverview } from '@shared/client-portal/client-portal.schemas';
import { LoadError } from '@client/components/errors/load-error';
import { ObjectLoadError } from '@client/components/errors/object-load-error';
import { ErrorList, Form, SelectField, SubmitButton, TextareaField, TextField, useZodForm } from '@client/components/form';
import { buttonClasses } from '@client/components/ui/button';
import { PageHeader } from '@client/components/ui/page-header';
import { SearchField } from '@client/components/ui/search-field';
import { isApiError } from '@client/lib/api-client';
import { useOwnThread, useOwnThreads, useReadOwnThread, useReplyAsCustomer, useStartThread } from '../api/messages-api';
import { usePortalOverview } from '../api/portal-api';
import { usePortalStream } from '../api/use-portal-stream';
import { ThreadList } from './thread-list';
import { ThreadView } from './thread-view';

export function ContactCompanyPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const selected = params.get('thread');
  const composing = params.get('action') === 'new';
  const [q, setQ] = useState('');
  const threads = useOwnThreads(q.trim());
  const overview = usePortalOverview();
  usePortalStream('customer');
  const notInstalled = isApiError(threads.error) && threads.error.code === 'MODULE_NOT_INSTALLED';
  const detailOpen = composing || !!selected;
  const clients = overview.data?.clients ?? [];
  return (
    <div className="space-y-6">
      <PageHeader
        title={t('clientPortal.messages.customer.title')}
        actions={
          clients.length > 0 && (
            <Link to="/app/contact-company?action=new" className={buttonClasses()}>
              {t('clientPortal.messages.customer.newThread')}
            </Link>
          )
        }
      >
        <p className="mt-1 text-slate-700 dark:text-slate-300">{t('clientPortal.messages.customer.intro')}</p>
      </PageHeader>
      {notInstalled ? (
        <p>{t('clientPortal.messages.customer.notInstalled')}</p>
      ) : overview.data && clients.length === 0 ? (
        <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-100">{t('clientPortal.messages.customer.noClient')}</p>
      ) : (
        <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
          <div className={`space-y-3 ${detailOpen ? 'hidden lg:block' : ''}`}>
            <SearchField label={t('clientPortal.messages.list.search')} value={q} onChange={setQ} />
            {threads.isError ? (
              <LoadError error={threads.error} onRetry={() => void threads.refetch()} />
            ) : threads.isPending ? (
              <p role="status">{t('common.loading')}</p>
            ) : threads.data.items.length === 0 ? (
              <p className="text-sm text-slate-700 dark:text-slate-300">{t('clientPortal.messages.customer.empty')}</p>
            ) : (
              <ThreadList items={threads.data.items} selected={selected} side="customer" showClient={clients.length > 1} href={(id) => `/app/contact-company?thread=${encodeURIComponent(id)}`} />
            )}
          </div>
          <div>
            {composing && overview.data ? (
              <NewThreadForm overview={overview.data} />
            ) : selected ? (
              <CustomerThread key={selected} id={selected} />
            ) : (
              <p className="hidden text-slate-700 lg:block dark:text-slate-300">{t('clientPortal.messages.customer.pick')}</p>
            )}
          </div>
        </div>
      )}
    </div>
  );
}

function BackLink() {
  const { t } = useTranslation();
  return (
    <Link to="/app/contact-company" className="text-sm text-indigo-700 underline lg:hidden dark:text-indigo-300">
      {t('clientPortal.messages.thread.back')}
    </Link>
  );
}

function CustomerThread({ id }: { id: string }) {
  const { t } = useTranslation();
  const thread = useOwnThread(id);
  const reply = useReplyAsCustomer(id);
  const read = useReadOwnThread(id);
  if (thread.isPending) return <p role="status">{t('common.loading')}</p>;
  // A pane of the messages page, under its heading: no heading of its own. On a phone the pane
  // replaces the list, so the way back is there whatever the failure.
  if (thread.isError)
    return (
      <div className="space-y-3">
        <BackLink />
        <ObjectLoadError error={thread.error} onRetry={() => void thread.refetch()} missingText={t('clientPortal.messages.thread.notFound')} />
      </div>
    );
  return (
    <ThreadView
      thread={thread.data}
      side="customer"
      back={<BackLink />}
      canReply={thread.data.status === 'open'}
      closedNotice={t('clientPortal.messages.thread.closed')}
      onReply={(body) => reply.mutateAsync(body)}
      onRead={() => read.mutate()}
    />
  );
}

// The form's own shape: the selects give '' for "none", sent as absent.
const formSchema = newThreadBodySchema.extend({ clientId: z.string().max(100).optional(), matterId: z.string().max(100).optional() });

function NewThreadForm({ overview }: { overview: PortalOverview }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const start = useStartThread();
  const form = useZodForm(formSchema, { defaultValues: { subject: '', body: '', clientId: '', matterId: '' } });
  const matterChosen = !!form.watch('matterId');
  const several = overview.clients.length > 1;
  return (
    <section aria-labelledby="new-thread" className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 sm:p-5 dark:border-slate-700 dark:bg-slate-900">
      <BackLink />
      <h2 id="new-thread" className="text-lg font-semibold text-slate-900 dark:text-white">
        {t('clientPortal.messages.form.title')}
      </h2>
      <Form
        form={form}
        aria-labelledby="new-thread"
        onSubmit={async ({ clientId, matterId, ...rest }) => {
          const { id } = await start.mutateAsync({ ...rest, ...(clientId ? { clientId } : {}), ...(matterId ? { matterId } : {}) });
          form.reset();
          await navigate(`/app/contact-company?thread=${encodeURIComponent(id)}`);
        }}
      >
        <ErrorList />
        <TextField name="subject" label={t('clientPortal.messages.form.subject')} required maxLength={200} />
        {several && (
          <SelectField
            name="clientId"
            label={t('clientPortal.messages.form.client')}
            hint={t('clientPortal.messages.form.clientHint')}
            disabled={matterChosen}
            options={[{ value: '', label: t('clientPortal.messages.form.clientPick') }, ...overview.clients.map((c) => ({ value: c.id, label: c.name }))]}
          />
        )}
        {overview.matters.length > 0 && (
          <SelectField
            name="matterId"
            label={t('clientPortal.messages.form.matter')}
            options={[{ value: '', label: t('clientPortal.messages.form.noMatter') }, ...overview.matters.map((m) => ({ value: m.id, label: `${m.number} – ${m.title}` }))]}
          />
        )}
        <TextareaField name="body" label={t('clientPortal.messages.form.body')} rows={6} required />
        <div className="flex flex-wrap justify-end gap-2">
          <Link to="/app/contact-company" className={buttonClasses('secondary')}>
            {t('clientPortal.messages.form.cancel')}
          </Link>
          <SubmitButton>{t('clientPortal.messages.form.send')}</SubmitButton>
        </div>
      </Form>
    </section>
  );
}
