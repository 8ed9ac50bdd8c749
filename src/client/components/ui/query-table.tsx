// A DataTable fed by a list query (`{ items, total }`): its loading, error-with-retry and empty
// states come from the query, and with `pager` the Pager below it pages through `total`. A list
// sorted on the server passes `sort` and `onSortChange` (a controlled DataTable, decision 0502).
import type { ReactNode } from 'react';
import { type Column, DataTable, type DataTableProps } from './data-table';
import { Pager } from './pager';

export interface ListQuery<T> {
  data?: { items: T[]; total?: number } | undefined;
  isPending: boolean;
  isError: boolean;
  error?: unknown;
  refetch: () => unknown;
}

/** What a QueryTable passes on to its DataTable as given (test ids, widths, caption, first sort, the server's sort, phone cards). */
type Passed<T> = Pick<DataTableProps<T>, 'rowTestId' | 'tableClassName' | 'regionClassName' | 'caption' | 'initialSort' | 'initialDescending' | 'sort' | 'onSortChange' | 'stackOnPhone'>;

export interface QueryTableProps<T> extends Passed<T> {
  label: string;
  columns: readonly Column<T>[];
  query: ListQuery<T>;
  emptyText: string;
  rowKey?: (row: T) => string;
  skeleton?: ReactNode;
  actions?: (row: T) => ReactNode;
  pager?: { offset: number; pageSize: number; onChange: (offset: number) => void };
}

export function QueryTable<T extends { id: string }>({ label, columns, query, emptyText, rowKey = (row) => row.id, skeleton, actions, pager, ...passed }: QueryTableProps<T>) {
  const total = query.data?.total;
  return (
    <>
      <DataTable
        label={label}
        columns={columns}
        rows={query.data?.items}
        rowKey={rowKey}
        loading={query.isPending}
        error={query.isError ? (query.error ?? true) : false}
        onRetry={() => void query.refetch()}
        emptyText={emptyText}
        {...(skeleton ? { skeleton } : {})}
        {...(actions ? { actions } : {})}
        {...passed}
      />
      {pager && total !== undefined && <Pager total={total} offset={pager.offset} pageSize={pager.pageSize} onChange={pager.onChange} />}
    </>
  );
}
