// The list table every page uses (issue 41): loading skeleton, load error with retry (a 429 or a
// lost connection said as such, never an empty result), empty text, a header row with scoped
// columns, the first column as each row's header, row actions, sorting by a column (text in
// Hungarian alphabetical order: á after a, cs after c, ö after o), paging of the rows it was given,
// and a box that scrolls sideways on a phone instead of widening the page – or, with
// `stackOnPhone`, one card per row of "column: value" lines under 640 px (decision 0478), and with
// `stackBelow="xl"` under 1280 px, for the wide admin tables a laptop's content box cannot hold
// (decision 0494). A `stackBelow` table's cards have no header row to sort by: a "Rendezés" select
// of the sortable columns and a direction select above them drive the same sort (decision 0498).
// A list paged on the server is sorted there too: with `onSortChange` the table is controlled – the
// page gives its `sort` and a header click (or the cards' selects) calls back; the rows are shown
// as given (decision 0502).
import { type ReactNode, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { compareHuNatural } from '@shared/hu/collation';
import { LoadError } from '@client/components/errors/load-error';
import { Pager } from './pager';
import { ScrollRegion } from './scroll-region';

export type SortValue = string | number | null | undefined;

export interface Column<T> {
  key: string;
  header: string;
  cell: (row: T) => ReactNode;
  /** The value to sort this column by; a column without one is not sortable (unless `sortable`). */
  sortValue?: (row: T) => SortValue;
  /** Sortable by the caller (a controlled table, `onSortChange`): the server sorts by this column's key. */
  sortable?: boolean;
  /** Classes of this column's cells (alignment of figures). */
  className?: string;
}

export interface DataTableProps<T> {
  /** Names the table's scroll region for screen readers. */
  label: string;
  columns: readonly Column<T>[];
  rows: readonly T[] | undefined;
  rowKey: (row: T) => string;
  /** Loading state of fetched rows; rows the page already holds pass none of these three. */
  loading?: boolean;
  /** True or the failure itself (a 429 or a network error is explained). */
  error?: unknown;
  onRetry?: () => void;
  emptyText: string;
  /** Shown while loading (a page's own skeleton); a pulsing bar by default. */
  skeleton?: ReactNode;
  /** Buttons of one row, in a last column whose header is read out as "Műveletek". */
  actions?: (row: T) => ReactNode;
  /** The column sorted by at first (its key), ascending unless `initialDescending`. */
  initialSort?: string;
  initialDescending?: boolean;
  /**
   * A controlled sort (a list sorted on the server, decision 0502): the sort the rows already come
   * in (null: their own order), shown by the headers' `aria-sort` and arrows. With it the table
   * never reorders its rows; a header click or the cards' selects call `onSortChange`.
   */
  sort?: TableSort | null;
  onSortChange?: (sort: TableSort | null) => void;
  /** Pages of this many rows under the table (rows the page already holds). */
  pageSize?: number;
  /** Rows of totals under the body (a <tfoot>), e.g. an invoice's sums. */
  footer?: ReactNode;
  /** A caption read out with the table (visually hidden unless `showCaption`). */
  caption?: string;
  showCaption?: boolean;
  /** A test id on each body row (journeys find a row by it). */
  rowTestId?: (row: T) => string;
  /** Classes of the <table> (a `min-w-…` keeps wide tables readable, scrolling sideways on a phone). */
  tableClassName?: string;
  /** Classes of the scroll region instead of the framed white box (a table inside a panel). */
  regionClassName?: string;
  /**
   * Under 640 px each row becomes a card: the first column as its title, every other cell under
   * its column's name, so a phone shows the whole row instead of its first three columns. The
   * table keeps its roles (set explicitly, as a block layout would drop them in some browsers)
   * and its column headers for screen readers; sorting is offered from 640 px up.
   */
  stackOnPhone?: boolean;
  /**
   * Where the cards of `stackOnPhone` begin: under 640 px (`sm`, the default) or under 1280 px
   * (`xl`) for a wide table (many columns, or controls in its cells) that would otherwise scroll
   * sideways in a laptop's content box beside the sidebar. Giving it turns the cards on. The header
   * row sorts from that width up; below it the cards get a "Rendezés" select of the sortable
   * columns and an "Irány" select, the same sort state (decision 0498).
   */
  stackBelow?: StackBreakpoint;
}

export type StackBreakpoint = 'sm' | 'xl';

/** Compares sort values: numbers by size, text in Hungarian order, empty values last. */
export function compareSortValues(a: SortValue, b: SortValue): number {
  const emptyA = a === null || a === undefined || a === '';
  const emptyB = b === null || b === undefined || b === '';
  if (emptyA || emptyB) return emptyA === emptyB ? 0 : emptyA ? 1 : -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return compareHuNatural(String(a), String(b));
}

/**
 * A cell's padding: 12 px between columns, 16 px at the card's edges. With 16 px everywhere a
 * nine-column table (the customer's invoices, the module base) needed more than a 1280 px page
 * gives its card and scrolled for the last few pixels of its last column.
 */
export const cellPad = 'px-3 py-3 first:pl-4 last:pr-4';

/**
 * The classes that turn a table into cards below a breakpoint (`stackOnPhone`, `stackBelow`),
 * spelt out whole for each breakpoint so that Tailwind finds them in the source.
 */
const stacks = {
  sm: {
    table: 'max-sm:block max-sm:min-w-0',
    head: 'max-sm:sr-only',
    body: 'max-sm:block',
    row: 'max-sm:block max-sm:py-2',
    title: 'max-sm:block max-sm:px-4 max-sm:py-1',
    cell: 'max-sm:flex max-sm:items-baseline max-sm:justify-between max-sm:gap-4 max-sm:px-4 max-sm:py-1',
    actions: 'max-sm:block max-sm:px-4 max-sm:py-1',
    actionsRow: 'max-sm:justify-start',
    label: 'sm:hidden',
    value: 'max-sm:text-right',
    headButton: 'max-sm:hidden',
    sortControl: 'sm:hidden',
  },
  xl: {
    table: 'max-xl:block max-xl:min-w-0',
    head: 'max-xl:sr-only',
    body: 'max-xl:block',
    row: 'max-xl:block max-xl:py-2',
    title: 'max-xl:block max-xl:px-4 max-xl:py-1',
    cell: 'max-xl:flex max-xl:items-baseline max-xl:justify-between max-xl:gap-4 max-xl:px-4 max-xl:py-1',
    actions: 'max-xl:block max-xl:px-4 max-xl:py-1',
    actionsRow: 'max-xl:justify-start',
    label: 'xl:hidden',
    value: 'max-xl:text-right',
    headButton: 'max-xl:hidden',
    sortControl: 'xl:hidden',
  },
} as const satisfies Record<StackBreakpoint, Record<string, string>>;
const none = { table: '', head: '', body: '', row: '', title: '', cell: '', actions: '', actionsRow: '', label: '', value: '', headButton: '', sortControl: '' } as const;

/** A table's sort: a column's key and its direction. */
export interface TableSort {
  key: string;
  descending: boolean;
}
type SortState = TableSort | null;

/** The next sort after a click on `key`'s header: the other direction of the same column, or a new column ascending. */
const toggledSort = (sort: SortState, key: string): TableSort => (sort?.key === key ? { key, descending: !sort.descending } : { key, descending: false });
const isSortable = <T,>(c: Column<T>) => Boolean(c.sortValue) || c.sortable === true;

const sortSelectClasses = 'mt-1 block min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 disabled:opacity-70 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100';

/**
 * The cards' sort (decision 0498): the sortable columns and the direction, as two labelled selects,
 * shown only where the header row is hidden (`className`); they set the state the headers set.
 */
function CardSort<T>({ columns, sort, onChange, className }: { columns: readonly Column<T>[]; sort: SortState; onChange: (sort: SortState) => void; className: string }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className={`flex max-w-xl flex-wrap gap-3 ${className}`}>
      <div className="min-w-0 flex-1 basis-48">
        <label htmlFor={`${id}-column`} className="text-sm font-medium text-slate-700 dark:text-slate-300">
          {t('shell.table.sortControl')}
        </label>
        <select id={`${id}-column`} className={sortSelectClasses} value={sort?.key ?? ''} onChange={(e) => onChange(e.target.value ? { key: e.target.value, descending: sort?.descending ?? false } : null)}>
          <option value="">{t('shell.table.sortNone')}</option>
          {columns.map((c) => (
            <option key={c.key} value={c.key}>
              {c.header}
            </option>
          ))}
        </select>
      </div>
      <div className="min-w-0 flex-1 basis-36">
        <label htmlFor={`${id}-direction`} className="text-sm font-medium text-slate-700 dark:text-slate-300">
          {t('shell.table.sortDirection')}
        </label>
        <select
          id={`${id}-direction`}
          className={sortSelectClasses}
          value={sort?.descending ? 'descending' : 'ascending'}
          disabled={!sort}
          onChange={(e) => sort && onChange({ key: sort.key, descending: e.target.value === 'descending' })}
        >
          <option value="ascending">{t('shell.table.ascending')}</option>
          <option value="descending">{t('shell.table.descending')}</option>
        </select>
      </div>
    </div>
  );
}

/** A cell's column name, shown beside its value only on a card (the header row says it otherwise). */
function CardLabel({ text, className }: { text: string; className: string }) {
  return (
    <span aria-hidden="true" className={`shrink-0 text-left font-medium text-slate-700 dark:text-slate-300 ${className}`}>
      {text}
    </span>
  );
}

export function DataTable<T>({
  label,
  columns,
  rows,
  rowKey,
  loading = false,
  error = false,
  onRetry,
  emptyText,
  skeleton,
  actions,
  initialSort,
  initialDescending = false,
  sort: controlledSort,
  onSortChange,
  pageSize,
  footer,
  caption,
  showCaption,
  rowTestId,
  tableClassName,
  regionClassName,
  stackOnPhone = false,
  stackBelow,
}: DataTableProps<T>) {
  const { t } = useTranslation();
  const [ownSort, setOwnSort] = useState<SortState>(initialSort ? { key: initialSort, descending: initialDescending } : null);
  const [offset, setOffset] = useState(0);
  const controlled = onSortChange !== undefined;
  const sort = controlled ? (controlledSort ?? null) : ownSort;
  const setSort = (next: SortState) => {
    if (controlled) onSortChange(next);
    else setOwnSort(next);
    setOffset(0);
  };
  const sorted = useMemo(() => {
    const column = sort && columns.find((c) => c.key === sort.key);
    // A controlled table's rows come sorted (by the server).
    if (controlled || !rows || !column?.sortValue) return rows;
    const value = column.sortValue;
    const descending = sort?.descending ?? false;
    const isEmpty = (v: SortValue) => v === null || v === undefined || v === '';
    return [...rows].sort((a, b) => {
      const order = compareSortValues(value(a), value(b));
      // Empty values stay last in both directions.
      return descending && !isEmpty(value(a)) && !isEmpty(value(b)) ? -order : order;
    });
  }, [rows, columns, sort, controlled]);
  if (loading) return skeleton ?? <div role="status" aria-label={t('shell.table.loading')} className="h-48 animate-pulse rounded-xl bg-slate-200 dark:bg-slate-800" />;
  if (error || !sorted) return <LoadError onRetry={onRetry ?? (() => undefined)} error={error} />;
  if (sorted.length === 0) return <p className="text-slate-700 dark:text-slate-300">{emptyText}</p>;
  const start = pageSize ? Math.min(offset, Math.max(0, Math.floor((sorted.length - 1) / pageSize) * pageSize)) : 0;
  const shown = pageSize ? sorted.slice(start, start + pageSize) : sorted;
  const [first, ...rest] = columns;
  const stacked = stackOnPhone || stackBelow !== undefined;
  const phone = stacked ? stacks[stackBelow ?? 'sm'] : none;
  // Explicit roles only when stacking: `display: block` makes some browsers drop a table's semantics.
  const role = <R extends string>(r: R) => (stacked ? r : undefined);
  const toggle = (key: string) => setSort(toggledSort(sort, key));
  // A `stackBelow` table's cards sort by two selects; the header's buttons show only where the header does.
  const sortable = columns.filter(isSortable);
  const cardSort = stackBelow !== undefined && sortable.length > 0;
  const region = (
    <ScrollRegion label={label} className={regionClassName ?? 'rounded-xl border border-slate-200 bg-white dark:border-slate-700 dark:bg-slate-900'}>
      <table role={role('table')} className={`w-full text-left text-sm ${tableClassName ?? ''} ${phone.table}`}>
        {caption && <caption className={showCaption ? 'px-4 pt-3 text-left font-semibold' : 'sr-only'}>{caption}</caption>}
        <thead role={role('rowgroup')} className={`text-slate-700 dark:text-slate-300 ${phone.head}`}>
          <tr role={role('row')}>
            {columns.map((c) => {
              const active = sort?.key === c.key;
              const descending = active && sort.descending;
              return (
                <th key={c.key} scope="col" role={role('columnheader')} aria-sort={active ? (descending ? 'descending' : 'ascending') : undefined} className={`${cellPad} font-medium ${c.className ?? ''}`}>
                  {isSortable(c) ? (
                    <>
                      {/* Under the cards' breakpoint the header is for screen readers only: its name, no hidden button to tab to. */}
                      {cardSort && <span className={phone.sortControl}>{c.header}</span>}
                      <button
                        type="button"
                        onClick={() => toggle(c.key)}
                        className={`inline-flex min-h-8 items-center gap-1 rounded font-medium hover:text-slate-900 dark:hover:text-white ${cardSort ? phone.headButton : ''}`}
                        title={t('shell.table.sortBy', { column: c.header })}
                      >
                        {c.header}
                        <span aria-hidden="true" className={active ? '' : 'opacity-40'}>
                          {descending ? '▼' : '▲'}
                        </span>
                      </button>
                    </>
                  ) : (
                    // The same height as a sort button, so every header reads on one line.
                    <span className="inline-flex min-h-8 items-center">{c.header}</span>
                  )}
                </th>
              );
            })}
            {actions && (
              <th scope="col" role={role('columnheader')} className={`${cellPad} font-medium`}>
                <span className="sr-only">{t('shell.table.actions')}</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody role={role('rowgroup')} className={phone.body}>
          {shown.map((row) => (
            <tr key={rowKey(row)} role={role('row')} data-testid={rowTestId?.(row)} className={`border-t border-slate-200 dark:border-slate-700 ${phone.row}`}>
              {first && (
                <th scope="row" role={role('rowheader')} className={`${cellPad} font-semibold text-slate-900 dark:text-white ${first.className ?? ''} ${phone.title}`}>
                  {first.cell(row)}
                </th>
              )}
              {rest.map((c) => (
                <td key={c.key} role={role('cell')} className={`${cellPad} ${c.className ?? ''} ${phone.cell}`}>
                  {stacked ? (
                    <>
                      <CardLabel text={c.header} className={phone.label} />
                      <span className={`min-w-0 ${phone.value}`}>{c.cell(row)}</span>
                    </>
                  ) : (
                    c.cell(row)
                  )}
                </td>
              ))}
              {actions && (
                <td role={role('cell')} className={`${cellPad} ${phone.actions}`}>
                  <div className={`flex flex-wrap justify-end gap-2 ${phone.actionsRow}`}>{actions(row)}</div>
                </td>
              )}
            </tr>
          ))}
        </tbody>
        {footer && (
          <tfoot role={role('rowgroup')} className="border-t-2 border-slate-300 font-semibold dark:border-slate-600">
            {footer}
          </tfoot>
        )}
      </table>
    </ScrollRegion>
  );
  return (
    <>
      {cardSort ? (
        <div className="space-y-3">
          <CardSort columns={sortable} sort={sort} onChange={setSort} className={phone.sortControl} />
          {region}
        </div>
      ) : (
        region
      )}
      {pageSize && sorted.length > pageSize && <Pager total={sorted.length} offset={start} pageSize={pageSize} onChange={setOffset} />}
    </>
  );
}
