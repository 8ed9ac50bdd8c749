// The one list page of the platform admin (companies, users): header with its create button,
// search, the page's own filter (if any), the status line of the last action, the error of a row
// action, the table with row actions (each row a card on a phone, decision 0478), the pager, and
// the page's dialogs. Search and paging state live here; the filter's state lives with its page, and
// its controls may read the list's answer (the users page names the firm it lists, decision 0511).
import { type ReactNode, useId, useState } from 'react';
import { Button } from '@client/components/ui/button';
import type { Column } from '@client/components/ui/data-table';
import { PageHeader } from '@client/components/ui/page-header';
import { type ListQuery, QueryTable } from '@client/components/ui/query-table';
import { SearchField } from '@client/components/ui/search-field';
import { errorText } from '@client/lib/api-client';
import { PAGE_SIZE } from '../api/admin-api';
import { AdminSkeleton } from './admin-skeleton';

/** A list's answer: its rows, its total, and whatever else the page's filter reads from it. */
export type AdminList<Row> = { items: Row[]; total?: number };

/** What the filter's controls may do on the page: a control that removes itself (a cleared filter) hands the focus to the search. */
export interface AdminListPageHandle {
  focusSearch(): void;
}

export interface AdminListPageProps<Row, List extends AdminList<Row> = AdminList<Row>> {
  title: string;
  /** The header's button (create, invite). */
  createLabel: string;
  /** The header's button pressed, with the list's answer (the users page invites into the firm it lists). */
  onCreate: (list: List | undefined) => void;
  searchLabel: string;
  emptyText: string;
  /** The page's list query for a search, an offset and the filter's value ('' without a filter). */
  useRows: (q: string, offset: number, filter: string) => ListQuery<Row> & { data?: List | undefined };
  /**
   * The page's own filter under the search (the companies' „Aktív adminisztrátor nélkül”): its
   * controls (or a function of the list's answer giving them, undefined while none came, and of
   * the page), and its value – passed to `useRows`; a new value goes back to the first page.
   */
  filter?: { value: string; controls: ReactNode | ((list: List | undefined, page: AdminListPageHandle) => ReactNode) } | undefined;
  columns: Column<Row>[];
  actions: (row: Row) => ReactNode;
  /** The polite status line (what the last action did). */
  status: string;
  /** The failed row action's error, shown as an alert. */
  actionError: unknown;
  /** The page's dialogs. */
  children: ReactNode;
}

export function AdminListPage<Row extends { id: string }, List extends AdminList<Row> = AdminList<Row>>({
  title,
  createLabel,
  onCreate,
  searchLabel,
  emptyText,
  useRows,
  filter,
  columns,
  actions,
  status,
  actionError,
  children,
}: AdminListPageProps<Row, List>) {
  const [q, setQ] = useState('');
  const filterValue = filter?.value ?? '';
  // The offset belongs to the filter it was chosen under: another filter (a button, the address) starts on the first page.
  const [paging, setPaging] = useState({ filter: filterValue, offset: 0 });
  const offset = paging.filter === filterValue ? paging.offset : 0;
  const setOffset = (next: number) => setPaging({ filter: filterValue, offset: next });
  const rows = useRows(q, offset, filterValue);
  // By id, not a ref: the controls are built during render, where a ref may not be read.
  const searchId = useId();
  const page: AdminListPageHandle = { focusSearch: () => document.getElementById(searchId)?.focus() };
  return (
    <div className="space-y-6">
      <PageHeader title={title} actions={<Button onClick={() => onCreate(rows.data)}>{createLabel}</Button>} />
      <SearchField
        id={searchId}
        label={searchLabel}
        value={q}
        onChange={(value) => {
          setQ(value);
          setOffset(0);
        }}
      />
      {typeof filter?.controls === 'function' ? filter.controls(rows.data, page) : filter?.controls}
      <p aria-live="polite" className="text-sm text-emerald-800 dark:text-emerald-300">
        {status}
      </p>
      {actionError ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {errorText(actionError)}
        </p>
      ) : null}
      <QueryTable label={title} columns={columns} query={rows} emptyText={emptyText} skeleton={<AdminSkeleton />} actions={actions} pager={{ offset, pageSize: PAGE_SIZE, onChange: setOffset }} stackOnPhone />
      {children}
    </div>
  );
}
