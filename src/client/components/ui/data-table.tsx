// The list table every page uses: loading skeleton, load error with retry, empty text, a header
// row with scoped columns, the first column as each row's header, row actions, and a box that
// scrolls sideways on a phone instead of widening the page.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@client/components/errors/load-error';
import { ScrollRegion } from './scroll-region';

export interface Column<T> {
  key: string;
  header: string;
  cell: (row: T) => ReactNode;
}

export interface DataTableProps<T> {
  /** Names the table's scroll region for screen readers. */
  label: string;
  columns: readonly Column<T>[];
  rows: readonly T[] | undefined;
  rowKey: (row: T) => string;
  loading: boolean;
  error: boolean;
  onRetry: () => void;
  emptyText: string;
  /** Shown while loading (a page's own skeleton); a pulsing bar by default. */
  skeleton?: ReactNode;
  /** Buttons of one row, in a last column whose header is read out as "Műveletek". */
  actions?: (row: T) => ReactNode;
}

export function DataTable<T>({ label, columns, rows, rowKey, loading, error, onRetry, emptyText, skeleton, actions }: DataTableProps<T>) {
  const { t } = useTranslation();
  if (loading) return skeleton ?? <div role="status" aria-label={t('shell.table.loading')} className="h-48 animate-pulse rounded-xl bg-slate-200 dark:bg-slate-800" />;
  if (error || !rows) return <LoadError onRetry={onRetry} />;
  if (rows.length === 0) return <p className="text-slate-700 dark:text-slate-300">{emptyText}</p>;
  const [first, ...rest] = columns;
  return (
    <ScrollRegion label={label} className="rounded-xl border border-slate-200 bg-white dark:border-slate-700 dark:bg-slate-900">
      <table className="w-full text-left text-sm">
        <thead className="text-slate-700 dark:text-slate-300">
          <tr>
            {columns.map((c) => (
              <th key={c.key} scope="col" className="px-4 py-3 font-medium">
                {c.header}
              </th>
            ))}
            {actions && (
              <th scope="col" className="px-4 py-3 font-medium">
                <span className="sr-only">{t('shell.table.actions')}</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} className="border-t border-slate-200 dark:border-slate-700">
              {first && (
                <th scope="row" className="px-4 py-3 font-semibold text-slate-900 dark:text-white">
                  {first.cell(row)}
                </th>
              )}
              {rest.map((c) => (
                <td key={c.key} className="px-4 py-3">
                  {c.cell(row)}
                </td>
              ))}
              {actions && (
                <td className="px-4 py-3">
                  <div className="flex flex-wrap justify-end gap-2">{actions(row)}</div>
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
