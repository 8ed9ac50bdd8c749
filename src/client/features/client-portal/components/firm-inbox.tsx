// The firm's inbox of client messages (issue 35 point 2, decision 0353): every client's portal
// conversations the member may see (a confidential matter's only for its team), filtered by
// waiting for reply / assigned to me / unassigned / closed and searchable; the open thread
// (?thread=, other query parameters kept) with the answer form, the assignee and close/reopen.
// Used on /app/client-portal, in client management and on the matter page (filtered to the matter).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import type { InboxQuery, PortalThread } from '@shared/client-portal/client-portal.schemas';
import { LoadError } from '@client/components/errors/load-error';
import { ObjectLoadError } from '@client/components/errors/object-load-error';
import { inputClasses } from '@client/components/form';
import { Button } from '@client/components/ui/button';
import { FilterChips } from '@client/components/ui/filter-chips';
import { SearchField } from '@client/components/ui/search-field';
import { useInbox, useInboxThread, useReadInboxThread, useReplyAsFirm, useUpdateInboxThread } from '../api/messages-api';
import { usePortalStream } from '../api/use-portal-stream';
import { ThreadList } from './thread-list';
import { ThreadView } from './thread-view';

const filters = ['all', 'waiting', 'mine', 'unassigned', 'closed'] as const;
type Filter = (typeof filters)[number];

const queryOf = (filter: Filter): InboxQuery =>
  filter === 'waiting' ? { waiting: 'true' } : filter === 'mine' ? { assigned: 'me' } : filter === 'unassigned' ? { assigned: 'none' } : filter === 'closed' ? { status: 'closed' } : {};

export interface StaffMember {
  userId: string;
  name: string;
}

export function FirmInbox({ staff, matterId, emptyText }: { staff: readonly StaffMember[]; matterId?: string; emptyText?: string }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const selected = params.get('thread');
  const [filter, setFilter] = useState<Filter>('all');
  const [q, setQ] = useState('');
  const inbox = useInbox({ ...queryOf(filter), ...(matterId ? { matterId } : {}), ...(q.trim() ? { q: q.trim() } : {}) });
  usePortalStream('firm');
  const href = (id: string) => {
    const next = new URLSearchParams(params);
    next.set('thread', id);
    return `${pathname}?${next.toString()}`;
  };
  const back = () => {
    const next = new URLSearchParams(params);
    next.delete('thread');
    setParams(next, { replace: true });
  };
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
      <div className={`space-y-3 ${selected ? 'hidden lg:block' : ''}`}>
        <FilterChips label={t('clientPortal.messages.firm.filters')} options={filters} value={filter} onChange={setFilter} optionLabel={(f) => t(`clientPortal.messages.firm.filter.${f}`)} />
        <SearchField label={t('clientPortal.messages.list.search')} value={q} onChange={setQ} />
        {inbox.isError ? (
          <LoadError error={inbox.error} onRetry={() => void inbox.refetch()} />
        ) : inbox.isPending ? (
          <p role="status">{t('common.loading')}</p>
        ) : inbox.data.items.length === 0 ? (
          <p className="text-sm text-slate-700 dark:text-slate-300">{filter === 'all' && !q.trim() ? (emptyText ?? t('clientPortal.messages.firm.none')) : t('clientPortal.messages.firm.empty')}</p>
        ) : (
          <ThreadList items={inbox.data.items} selected={selected} side="firm" href={href} />
        )}
      </div>
      <div>{selected ? <FirmThread key={selected} id={selected} staff={staff} onBack={back} /> : <p className="hidden text-slate-700 lg:block dark:text-slate-300">{t('clientPortal.messages.firm.pick')}</p>}</div>
    </div>
  );
}

function FirmThread({ id, staff, onBack }: { id: string; staff: readonly StaffMember[]; onBack: () => void }) {
  const { t } = useTranslation();
  const thread = useInboxThread(id);
  const reply = useReplyAsFirm(id);
  const read = useReadInboxThread(id);
  // On a phone the pane replaces the list: the way back (hidden beside the list on a wide screen).
  const back = (
    <button type="button" onClick={onBack} className="text-sm text-indigo-700 underline lg:hidden dark:text-indigo-300">
      {t('clientPortal.messages.thread.back')}
    </button>
  );
  if (thread.isPending) return <p role="status">{t('common.loading')}</p>;
  // A pane of the inbox, under its heading: no heading of its own; the way back whatever the failure.
  if (thread.isError)
    return (
      <div className="space-y-3">
        {back}
        <ObjectLoadError error={thread.error} onRetry={() => void thread.refetch()} missingText={t('clientPortal.messages.thread.notFound')} />
      </div>
    );
  return (
    <ThreadView
      thread={thread.data}
      side="firm"
      back={back}
      canReply
      closedNotice={t('clientPortal.messages.firm.closedNotice')}
      tools={<ThreadTools thread={thread.data} staff={staff} />}
      onReply={(body) => reply.mutateAsync(body)}
      onRead={() => read.mutate()}
    />
  );
}

/** The assignee (any firm member; the server refuses one outside a confidential matter's team) and close/reopen. */
function ThreadTools({ thread, staff }: { thread: PortalThread; staff: readonly StaffMember[] }) {
  const { t } = useTranslation();
  const update = useUpdateInboxThread(thread.id);
  const [assignee, setAssignee] = useState(thread.assignedTo?.id ?? '');
  const selectId = `assignee-${thread.id}`;
  // The current assignee stays choosable even when the staff list does not hold them.
  const options = [
    ...staff.map((s) => ({ value: s.userId, label: s.name })),
    ...(thread.assignedTo && !staff.some((s) => s.userId === thread.assignedTo!.id) ? [{ value: thread.assignedTo.id, label: thread.assignedTo.name }] : []),
  ];
  return (
    <div className="flex flex-wrap items-end gap-3 rounded-lg bg-slate-50 p-3 dark:bg-slate-800">
      <div>
        <label htmlFor={selectId} className="text-sm font-medium text-slate-900 dark:text-slate-100">
          {t('clientPortal.messages.firm.assignee')}
        </label>
        <select id={selectId} value={assignee} onChange={(e) => setAssignee(e.target.value)} className={inputClasses}>
          <option value="">{t('clientPortal.messages.firm.nobody')}</option>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </div>
      <Button variant="secondary" disabled={update.isPending || assignee === (thread.assignedTo?.id ?? '')} onClick={() => update.mutate({ assignedTo: assignee || null })}>
        {t('clientPortal.messages.firm.assign')}
      </Button>
      <Button variant="secondary" disabled={update.isPending} onClick={() => update.mutate({ status: thread.status === 'open' ? 'closed' : 'open' })}>
        {thread.status === 'open' ? t('clientPortal.messages.firm.close') : t('clientPortal.messages.firm.reopen')}
      </Button>
      <p role="status" className="basis-full text-sm">
        {update.isError ? <span className="text-red-700 dark:text-red-300">{update.error.message}</span> : update.isSuccess ? t('clientPortal.messages.firm.assigned') : null}
      </p>
    </div>
  );
}
