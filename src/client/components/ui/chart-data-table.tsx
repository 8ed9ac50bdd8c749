// The figures of a chart as a table (decision 0372): a chart draws its data as an image, and this
// table says the same to a screen reader — hidden by default, or shown when the page offers an
// "Adatok táblázatban" switch. It is no list: no sorting, paging or empty state, and it is not
// focusable, so a hidden table never takes the keyboard's focus. The first cell of each row is its
// header (a day, a month, a stage).
import type { ReactNode } from 'react';

export interface ChartDataRow {
  key: string;
  /** The row's header cell (what the figures are of). */
  header: ReactNode;
  cells: readonly ReactNode[];
}

export interface ChartDataTableProps {
  caption: string;
  /** Column headers, the row headers' column first; none for a table of label–value rows. */
  headers?: readonly string[];
  rows: readonly ChartDataRow[];
  /** Shown on the page instead of visually hidden (the chart's own table switch). */
  visible?: boolean;
  id?: string;
}

export function ChartDataTable({ caption, headers, rows, visible = false, id }: ChartDataTableProps) {
  const table = (
    <table id={id} className={visible ? 'w-full text-left text-sm text-slate-900 dark:text-slate-100' : undefined}>
      <caption className={visible ? 'text-left font-semibold' : undefined}>{caption}</caption>
      {headers && (
        <thead>
          <tr>
            {headers.map((h, i) => (
              <th key={i} scope="col" className={visible ? 'py-1 pr-3 font-medium' : undefined}>
                {h}
              </th>
            ))}
          </tr>
        </thead>
      )}
      <tbody>
        {rows.map((r) => (
          <tr key={r.key} className={visible ? 'border-t border-slate-200 dark:border-slate-700' : undefined}>
            <th scope="row" className={visible ? 'py-1 pr-3 font-normal' : undefined}>
              {r.header}
            </th>
            {r.cells.map((c, i) => (
              <td key={i} className={visible ? 'py-1 pr-3 tabular-nums' : undefined}>
                {c}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
  // A table cannot shrink to sr-only's 1 px (it would widen the page): the box around it is hidden instead.
  return visible ? table : <div className="sr-only">{table}</div>;
}
