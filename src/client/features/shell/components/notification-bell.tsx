// The bell with the real unread count from the server and a panel of the latest notices.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formatDateTime } from '@client/lib/format';
import { useMarkRead, useNotifications, useUnreadCount } from '../api/notifications';
import { LoadError } from '@client/components/errors/load-error';

export function NotificationBell() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const unread = useUnreadCount();
  const list = useNotifications(open);
  const markRead = useMarkRead();
  const panelRef = useRef<HTMLDivElement>(null);
  const count = unread.data?.unread ?? 0;

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
    const onClick = (e: MouseEvent) => panelRef.current && !panelRef.current.contains(e.target as Node) && setOpen(false);
    document.addEventListener('keydown', onKey);
    document.addEventListener('mousedown', onClick);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('mousedown', onClick);
    };
  }, [open]);

  return (
    <div className="relative" ref={panelRef}>
      <button
        type="button"
        aria-expanded={open}
        aria-controls="notification-panel"
        aria-label={t('shell.notifications.button', { count })}
        onClick={() => setOpen((o) => !o)}
        className="relative inline-flex size-11 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-200 dark:text-slate-200 dark:hover:bg-slate-800"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2">
          <path d="M18 8A6 6 0 0 0 6 8c0 7-3 9-3 9h18s-3-2-3-9M13.7 21a2 2 0 0 1-3.4 0" />
        </svg>
        {count > 0 && (
          <span data-testid="unread-count" aria-hidden="true" className="absolute top-1 right-1 min-w-5 rounded-full bg-red-600 px-1 text-center text-xs leading-5 font-bold text-white">
            {count > 99 ? '99+' : count}
          </span>
        )}
      </button>
      {/* Below 640 px the panel spans the width under the bar: right-aligned to the bell it ran off the screen's left edge at 375 px. */}
      {open && (
        <div
          id="notification-panel"
          role="region"
          aria-label={t('shell.notifications.title')}
          className="fixed inset-x-4 top-16 z-50 mt-2 rounded-xl sm:absolute sm:inset-x-auto sm:top-auto sm:right-0 sm:w-80 border border-slate-200 bg-white shadow-xl dark:border-slate-700 dark:bg-slate-900"
        >
          <div className="flex items-center justify-between border-b border-slate-200 px-4 py-2 dark:border-slate-700">
            <h2 className="text-sm font-semibold text-slate-900 dark:text-white">{t('shell.notifications.title')}</h2>
            <button
              type="button"
              disabled={count === 0 || markRead.isPending}
              onClick={() => markRead.mutate('all')}
              className="min-h-9 rounded-md px-2 text-sm font-medium text-indigo-700 hover:bg-indigo-50 disabled:opacity-60 dark:text-indigo-300 dark:hover:bg-slate-800"
            >
              {t('shell.notifications.markAll')}
            </button>
          </div>
          {list.isPending ? (
            <p className="px-4 py-6 text-sm text-slate-700 dark:text-slate-300">{t('common.loading')}</p>
          ) : list.isError ? (
            <LoadError compact className="m-2" error={list.error} onRetry={() => void list.refetch()} />
          ) : list.data.items.length === 0 ? (
            <p className="px-4 py-6 text-sm text-slate-700 dark:text-slate-300">{t('shell.notifications.empty')}</p>
          ) : (
            <ul className="max-h-96 divide-y divide-slate-200 overflow-y-auto dark:divide-slate-700">
              {list.data.items.map((n) => (
                <li key={n.id}>
                  <button
                    type="button"
                    onClick={() => {
                      if (!n.read) markRead.mutate(n.id);
                      setOpen(false);
                      if (n.link) void navigate(n.link);
                    }}
                    className="block w-full px-4 py-3 text-left hover:bg-slate-100 dark:hover:bg-slate-800"
                  >
                    <span className="flex items-start gap-2">
                      {!n.read && <span aria-hidden="true" className="mt-1.5 size-2 shrink-0 rounded-full bg-indigo-600 dark:bg-indigo-300" />}
                      <span>
                        <span className={`block text-sm ${n.read ? 'text-slate-700 dark:text-slate-300' : 'font-semibold text-slate-900 dark:text-white'}`}>
                          {n.title}
                          {!n.read && <span className="sr-only"> ({t('shell.notifications.unread')})</span>}
                        </span>
                        {n.body && <span className="mt-0.5 block text-xs text-slate-700 dark:text-slate-300">{n.body}</span>}
                        <span className="mt-1 block text-xs text-slate-600 dark:text-slate-400">{formatDateTime(n.createdAt)}</span>
                      </span>
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}
