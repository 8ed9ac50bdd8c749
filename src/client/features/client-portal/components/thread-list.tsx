// The list of portal conversations (issue 35 point 2), for the customer and the firm alike: subject,
// client and matter, the last message's time, unread count and the waiting/answered/closed state.
// Each entry is a link that opens the thread in the URL (?thread=), so it can be shared and reopened.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PortalThreadSummary } from '@shared/client-portal/client-portal.schemas';
import { formatDateTime } from '@client/lib/format';

export interface ThreadListProps {
  items: readonly PortalThreadSummary[];
  selected: string | null;
  /** The link of a thread (keeps the page's other query parameters). */
  href: (id: string) => string;
  /** The firm's view names the client and the assignee; the customer's only the client (when several). */
  side: 'customer' | 'firm';
  showClient?: boolean;
}

export function threadState(thread: Pick<PortalThreadSummary, 'status' | 'lastFromFirm'>): 'closed' | 'waiting' | 'answered' {
  return thread.status === 'closed' ? 'closed' : thread.lastFromFirm ? 'answered' : 'waiting';
}

const stateClasses = {
  waiting: 'bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-100',
  answered: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900 dark:text-emerald-100',
  closed: 'bg-slate-200 text-slate-800 dark:bg-slate-700 dark:text-slate-100',
};

export function ThreadList({ items, selected, href, side, showClient = side === 'firm' }: ThreadListProps) {
  const { t } = useTranslation();
  return (
    <ul aria-label={t('clientPortal.messages.list.label')} className="divide-y divide-slate-200 overflow-hidden rounded-xl border border-slate-200 bg-white dark:divide-slate-700 dark:border-slate-700 dark:bg-slate-900">
      {items.map((thread) => {
        const state = threadState(thread);
        const active = thread.id === selected;
        return (
          <li key={thread.id}>
            <Link
              to={href(thread.id)}
              aria-current={active ? 'true' : undefined}
              className={`block px-4 py-3 hover:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-indigo-600 dark:hover:bg-slate-800 ${active ? 'bg-indigo-50 dark:bg-indigo-950' : ''}`}
            >
              <span className="flex items-start justify-between gap-2">
                <span className={`text-sm text-slate-900 dark:text-white ${thread.unread > 0 ? 'font-bold' : 'font-medium'}`}>{thread.subject}</span>
                {thread.unread > 0 && <span className="shrink-0 rounded-full bg-indigo-600 px-2 py-0.5 text-xs font-semibold text-white">{t('clientPortal.messages.list.unread', { count: thread.unread })}</span>}
              </span>
              <span className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-slate-700 dark:text-slate-300">
                <time dateTime={thread.lastMessageAt}>{formatDateTime(thread.lastMessageAt)}</time>
                {(side === 'firm' || state === 'closed') && <span className={`rounded px-1.5 py-0.5 font-medium ${stateClasses[state]}`}>{t(`clientPortal.messages.list.${state}`)}</span>}
                {showClient && <span>{thread.client.name}</span>}
                {thread.matter && <span>{t('clientPortal.messages.list.matter', { number: thread.matter.number })}</span>}
                {side === 'firm' && thread.assignedTo && <span>{t('clientPortal.messages.list.assignedTo', { name: thread.assignedTo.name })}</span>}
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
