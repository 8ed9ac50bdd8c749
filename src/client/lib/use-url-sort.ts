// The sort of a list sorted on the server, kept in the address (decision 0502): `?sort=title&dir=desc`.
// A reload, a shared link and the back button keep the order; the page passes `sort`/`dir` to its
// query and `tableSort`/`onSortChange` to its (controlled) DataTable.
import type { SortDirection } from '@shared/validation/list-sort';
import type { TableSort } from '@client/components/ui/data-table';
import { useUrlParams } from './use-url-param';

export interface UrlSort<K extends string> {
  /** The column to sort by (an unknown value in the address counts as none). */
  sort: K | undefined;
  /** Its direction; undefined without a sort. */
  dir: SortDirection | undefined;
  /** The same, as the DataTable's `sort`. */
  tableSort: TableSort | null;
  /** The DataTable's `onSortChange`: writes the address (null: the list's own order) and calls `onChange`. */
  onSortChange: (next: TableSort | null) => void;
}

/**
 * `?sort=` and `?dir=` of the address, limited to `columns`. Changing them replaces the history
 * entry (as the search text does) and calls `onChange` – the page goes back to its first page.
 * Other parameters of the address are kept.
 */
export function useUrlSort<K extends string>(columns: readonly K[], onChange?: () => void): UrlSort<K> {
  const [params, setParams] = useUrlParams();
  const raw = params.get('sort');
  const sort = columns.find((c) => c === raw);
  const dir: SortDirection | undefined = sort ? (params.get('dir') === 'desc' ? 'desc' : 'asc') : undefined;
  return {
    sort,
    dir,
    tableSort: sort ? { key: sort, descending: dir === 'desc' } : null,
    onSortChange: (next) => {
      setParams(next ? { sort: next.key, dir: next.descending ? 'desc' : 'asc' } : { sort: '', dir: '' });
      onChange?.();
    },
  };
}
