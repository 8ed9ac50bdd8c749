// The open complaints' answer deadlines on the firm's deadline page (/app/compliance-tracker,
// decision 0406): every complaint not yet answered with its last day, overdue ones marked – those
// tied to a matter are also deadlines of that matter; this card covers the ones that are not.
import { Link } from 'react-router';
import { LoadError } from '@client/components/errors/load-error';
import { LoadingSpinner } from '@client/components/ui/loading-spinner';
import { formatDate } from '@client/lib/format';
import { useFirmComplaints } from '../api/complaints-api';
import { StatusBadge } from './complaint-parts';

export function OpenComplaintsCard() {
  const list = useFirmComplaints('');
  const open = list.data?.items.filter((c) => c.status === 'submitted' || c.status === 'in_progress') ?? [];
  return (
    <section aria-labelledby="open-complaints" className="space-y-3 rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="open-complaints" className="text-lg font-semibold text-slate-900 dark:text-white">
          Panaszok válaszhatárideje
        </h2>
        <Link to="/app/complaints" className="text-sm text-indigo-700 underline dark:text-indigo-300">
          Összes panasz
        </Link>
      </div>
      {list.isPending ? (
        <LoadingSpinner fullScreen={false} />
      ) : list.isError ? (
        <LoadError error={list.error} onRetry={() => void list.refetch()} />
      ) : open.length === 0 ? (
        <p className="text-sm text-slate-700 dark:text-slate-300">Nincs megválaszolatlan panasz.</p>
      ) : (
        <ul className="divide-y divide-slate-200 dark:divide-slate-700">
          {open.map((c) => (
            <li key={c.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <span>
                <Link to={`/app/complaints/${c.id}`} className="font-medium text-indigo-700 underline dark:text-indigo-300">
                  {c.subject}
                </Link>
                <span className="block text-xs text-slate-700 dark:text-slate-300">
                  {c.reference} · {c.client.name}
                </span>
              </span>
              <span className="flex items-center gap-2 text-sm">
                <span>{formatDate(c.dueOn)}</span>
                <StatusBadge status={c.status} overdue={c.overdue} />
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
