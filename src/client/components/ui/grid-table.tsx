// A grid drawn as a table (decision 0372): rows × columns whose cells are controls or span several
// columns — the hospitality booking calendar (units × days), where a DataTable's list behaviour
// (sorting, paging, one record per row) does not apply. This gives such a grid what every table
// here has: a named, focusable box that scrolls sideways on a phone instead of widening the page,
// a caption read out with the table, and fixed column widths; the feature draws the header row
// and the body rows (its cells with their buttons, drop targets and keyboard handling).
import { forwardRef, type ReactNode } from 'react';

export interface GridTableProps {
  /** Names the scroll region. */
  label: string;
  /** Read out with the table: what the rows and columns are, and how to use the cells. */
  caption: ReactNode;
  /** The header row(s) (a <tr> of `th scope="col"`). */
  head: ReactNode;
  /** The body rows, each led by a `th scope="row"`. */
  children: ReactNode;
  className?: string;
  tableClassName?: string;
}

export const GridTable = forwardRef<HTMLDivElement, GridTableProps>(function GridTable({ label, caption, head, children, className, tableClassName }, ref) {
  return (
    <div ref={ref} role="region" aria-label={label} tabIndex={0} className={`relative overflow-x-auto ${className ?? 'rounded-xl border border-slate-200 bg-white dark:border-slate-700 dark:bg-slate-900'}`}>
      <table className={`w-full table-fixed border-collapse ${tableClassName ?? ''}`}>
        <caption className="sr-only">{caption}</caption>
        <thead>{head}</thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
});
